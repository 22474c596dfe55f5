"""The type tests of `match` patterns (pyaot.frontend.match_stmt) that no
isinstance() can write: is the subject a sequence, is it a mapping.

CPython's sequence pattern matches a collections.abc.Sequence other than
str, bytes and bytearray; its mapping pattern a collections.abc.Mapping.
Compiled values are decided by their static type, as isinstance() is: a
list, a tuple (a namedtuple too) is a sequence, a dict (Counter, defaultdict,
OrderedDict) a mapping; numbers, strings, sets and instances of user classes
are neither. Values of other types (a deque, a range) are refused, not
guessed.
"""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_namedtuple import is_namedtuple

# Types a pattern of each kind matches, and types it never matches.
MATCHED = {ir.SEQUENCE_PATTERN: ("list", "tuple"), ir.MAPPING_PATTERN: ("dict",)}
_NEITHER = frozenset({"int", "float", "bool", "str", "bytes", "None", "set", "exception",
                      "builtins.complex", "builtins.bytearray"})
_WORDS = {ir.SEQUENCE_PATTERN: "sequence pattern ([a, b])", ir.MAPPING_PATTERN:
          "mapping pattern ({key: value})"}


def pattern_kind(names: list[str]) -> str | None:
    """The pattern kind an isinstance test asks for, if it is one."""
    return names[0] if len(names) == 1 and names[0] in MATCHED else None


def kind_test(fi: FunctionTyping, value: ir.Expr, kind: str, loc: ir.Loc) -> ir.Expr:
    """Does `value` match a pattern of `kind`: decided by its type, or by
    the union member or None it holds at run time."""
    t = value.type
    if types.head(t) == "Optional":
        inner = _static(fi, types.args(t)[0], kind, loc)
        if inner is False:
            return ir.IsInstance(value, loc, type=ir.BOOL, result=False)
        if inner is True:  # what it holds matches, unless it is None
            return ir.IsNone(value, True, loc, type=ir.BOOL)
        return ir.IsInstance(value, loc, type=ir.BOOL, members=inner, optional=True)
    found = _static(fi, t, kind, loc)
    if isinstance(found, bool):
        return ir.IsInstance(value, loc, type=ir.BOOL, result=found)
    return ir.IsInstance(value, loc, type=ir.BOOL, members=found,
                         result=None if found else False)


def _static(fi: FunctionTyping, t: str, kind: str, loc: ir.Loc) -> bool | list[str]:
    """True or False where the type decides; a union's matching members."""
    head = types.head(t)
    if head == "Union":
        members = types.args(t)
        for m in members:
            if types.head(m) == "obj" and is_namedtuple(fi.classes.info(m)):
                _refuse(t, kind, loc)
        return [m for m in members if types.head(m) in MATCHED[kind]]
    if head in MATCHED[kind]:
        return True
    if head == "obj":
        return kind == ir.SEQUENCE_PATTERN and is_namedtuple(fi.classes.info(t))
    base = types.native_base(t)
    if base is not None:
        return types.head(base) in MATCHED[kind]
    if head in _NEITHER or head in MATCHED[ir.SEQUENCE_PATTERN] + MATCHED[ir.MAPPING_PATTERN]:
        return False
    _refuse(t, kind, loc)


def _refuse(t: str, kind: str, loc: ir.Loc):
    raise CompileError(loc, f"{_WORDS[kind]} on a {types.python(t)}",
                       "is not supported (compiled patterns take lists, tuples and dicts "
                       "apart)", "convert the subject first: match " +
                       ("list(x):" if kind == ir.SEQUENCE_PATTERN else "dict(x):"))
