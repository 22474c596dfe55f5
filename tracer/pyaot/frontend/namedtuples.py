"""`Point = collections.namedtuple("Point", ["x", "y"])` at module level: a
class whose instances behave, for what compiled code allows on them, as
CPython's namedtuple instances do -- built by position or keyword (with
`defaults=`), fields read by name, repr `Point(x=1, y=2)`, == and ordering
as the tuples of their fields, hash of that tuple, immutable. That is
exactly a `@dataclass(frozen=True, order=True)` with those fields, so the
class is registered as one, each field's type the one its first
construction passes (namedtuple fields are untyped). What a namedtuple has
as a tuple (p[0], unpacking, len(), iteration, _replace) is refused where
used, by the class machinery.
"""

from __future__ import annotations

import keyword
from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.syntax import constant

NAMEDTUPLE = "collections.namedtuple"


def is_namedtuple_call(imports: dict[str, str], value: cst.BaseExpression) -> bool:
    """Is `value` a call of collections.namedtuple (by the module's imports)?"""
    if not isinstance(value, cst.Call):
        return False
    func = value.func
    if isinstance(func, cst.Name):
        return imports.get(func.value) == NAMEDTUPLE
    return isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name) and \
        imports.get(func.value.value) == "collections" and func.attr.value == "namedtuple"


def _strings(node: cst.BaseExpression) -> list[str] | None:
    if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):
        text = node.evaluated_value
        return text.replace(",", " ").split() if isinstance(text, str) else None
    if isinstance(node, (cst.List, cst.Tuple)):
        out = []
        for el in node.elements:
            if not isinstance(el, cst.Element) or not isinstance(el.value, cst.SimpleString) \
                    or not isinstance(el.value.evaluated_value, str):
                return None
            out.append(el.value.evaluated_value)
        return out
    return None


def namedtuple_class(scope: Any, qualname: str, call: cst.Call, loc: ir.Loc) -> ir.ClassInfo:
    """The ClassInfo of a namedtuple(...) call (`scope`: a module-level lowerer)."""
    positional = [a for a in call.args if a.keyword is None and not a.star]
    keywords = {a.keyword.value: a.value for a in call.args if a.keyword is not None}
    hint = ("write namedtuple('Name', ['field', ...]) or namedtuple('Name', 'field ...') "
            "with literal names, and optionally defaults=[...] of constants")
    if len(positional) != 2 or len(positional) + len(keywords) != len(call.args) or \
            set(keywords) - {"defaults"}:
        raise CompileError(loc, "namedtuple(...)", "is compiled with a literal type name, "
                           "literal field names and defaults= only", hint)
    typename = _strings(positional[0].value)
    names = _strings(positional[1].value)
    if typename is None or len(typename) != 1 or names is None:
        raise CompileError(loc, "namedtuple(...)", "needs literal type and field names", hint)
    for name in [typename[0], *names]:
        if not name.isidentifier() or keyword.iskeyword(name):
            raise CompileError(loc, f"namedtuple field or type name {name!r}", "raises "
                               "ValueError in Python (not a valid identifier)", hint)
    seen: set[str] = set()
    for name in names:
        if name.startswith("_") or name in seen:
            raise CompileError(loc, f"namedtuple field name {name!r}", "raises ValueError in "
                               "Python (a leading underscore, or a duplicate)", hint)
        seen.add(name)
    info = ir.ClassInfo(qualname, typename[0], loc, fields={n: None for n in names},
                        dataclass=True, order=True, frozen=True, eq=True,
                        class_attrs={"_fields": constant(tuple(names), loc)})
    if "defaults" in keywords:
        given = keywords["defaults"]
        if not isinstance(given, (cst.List, cst.Tuple)) or \
                not all(isinstance(el, cst.Element) for el in given.elements):
            raise CompileError(loc, "namedtuple defaults=", "is compiled as a list or tuple "
                               "display", hint)
        values = [scope.expr(el.value) for el in given.elements]
        if len(values) > len(names):
            raise CompileError(loc, "namedtuple defaults=", "raises TypeError in Python "
                               "(more defaults than fields)", hint)
        info.defaults = dict(zip(names[len(names) - len(values):], values))
    return info
