"""`"literal {} template".format(args)`: lowered as the f-string it spells
(the same str()/repr()/format() calls and concatenation), with the template
parsed at compile time as str.format parses it (string.Formatter, CPython's
own parser: auto and manual numbering, keywords, `{0.attr}`, `{0[i]}`,
`!r`/`!s`, nested `{:{width}}` specs). A template that CPython would reject
when the call runs (a field without an argument, mixed numbering, a stray
brace) is refused at build time with CPython's message.

CPython evaluates every argument once, left to right, before formatting.
The lowering evaluates each field's argument where the field stands, so it
is taken only when that is the same: the fields use the arguments in the
order they are passed, each exactly once, or every argument is a name or a
literal (reading one twice, or not at all, changes nothing). A template held
in a variable is refused by the method lookup (write an f-string).
"""

from __future__ import annotations

import _string  # CPython's own field-name splitter, as string.Formatter uses
import string
from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.syntax import constant, is_str_call

_SIMPLE = (cst.Name, cst.Integer, cst.Float, cst.SimpleString)


def literal_template(e: cst.Call) -> str | None:
    """The template of `"...".format(...)` when it is a str literal."""
    func = e.func
    if not (isinstance(func, cst.Attribute) and func.attr.value == "format"):
        return None
    if not isinstance(func.value, (cst.SimpleString, cst.ConcatenatedString)):
        return None
    value = func.value.evaluated_value
    return value if isinstance(value, str) else None


class _Template:
    def __init__(self, ex: Any, e: cst.Call, template: str, loc: ir.Loc):
        self.ex, self.loc, self.template = ex, loc, template
        self.positional = [a.value for a in e.args if a.keyword is None]
        self.keywords = {a.keyword.value: a.value for a in e.args if a.keyword is not None}
        self.auto = 0  # the next automatic index
        self.manual = False
        self.uses: list[object] = []  # the arguments in the order fields read them

    def refuse(self, problem: str) -> CompileError:
        return CompileError(self.loc, f"{self.template!r}.format()", problem,
                            "fix the template, or write an f-string")

    def parse(self, template: str, depth: int) -> list[ir.Expr]:
        if depth > 1:
            raise self.refuse("raises ValueError in Python (Max string recursion exceeded)")
        try:
            pieces = list(string.Formatter().parse(template))
        except ValueError as err:
            raise self.refuse(f"raises ValueError in Python ({err})") from None
        out: list[ir.Expr] = []
        for text, field, spec, conversion in pieces:
            if text:
                out.append(constant(text, self.loc))
            if field is None:
                continue
            value = self.field(field)
            if conversion == "r":
                value = ir.Call("op", "builtins.repr", [value], self.loc)
            elif conversion == "s":
                value = ir.Call("op", "builtins.str", [value], self.loc)
            elif conversion is not None:
                raise CompileError(self.loc, f"!{conversion} conversion", "not supported by pyaot",
                                   "use !r or !s (ascii() is not supported)")
            spec_parts = self.parse(spec, depth + 1) if spec else []
            if spec_parts:
                out.append(ir.Call("op", "builtins.format", [value, join(spec_parts, self.loc)],
                                   self.loc))
            else:
                out.append(value if is_str_call(value)
                           else ir.Call("op", "builtins.str", [value], self.loc))
        return out

    def field(self, field: str) -> ir.Expr:
        try:
            first, rest = _string.formatter_field_name_split(field)
            rest = list(rest)
        except ValueError as err:
            raise self.refuse(f"raises ValueError in Python ({err})") from None
        if first == "":
            if self.manual:
                raise self.refuse("raises ValueError in Python (cannot switch from manual field "
                                  "specification to automatic field numbering)")
            first, self.auto = self.auto, self.auto + 1
        elif isinstance(first, int):  # a keyword's name leaves the numbering alone
            if self.auto:
                raise self.refuse("raises ValueError in Python (cannot switch from automatic "
                                  "field numbering to manual field specification)")
            self.manual = True
        if isinstance(first, int):
            if first >= len(self.positional):
                raise self.refuse(f"raises IndexError in Python (Replacement index {first} out "
                                  "of range for positional args tuple)")
            node = self.positional[first]
        else:
            if first not in self.keywords:
                raise self.refuse(f"raises KeyError in Python ({first!r})")
            node = self.keywords[first]
        self.uses.append(node)
        value = self.ex.expr(node)
        for is_attribute, key in rest:
            if is_attribute:
                value = ir.Attribute(value, key, self.loc)
            else:
                value = ir.Subscript(value, [ir.Const(key, self.loc)], self.loc)
        return value

    def check_order(self) -> None:
        passed = [*self.positional, *self.keywords.values()]
        if [id(n) for n in self.uses] == [id(n) for n in passed]:
            return
        if all(isinstance(n, _SIMPLE) for n in passed):
            return
        raise CompileError(self.loc, f"{self.template!r}.format()",
                           "reads its arguments in another order than they are passed, more "
                           "than once, or not at all, and not every argument is a plain name",
                           "assign the arguments to variables first, or write an f-string")


def join(parts: list[ir.Expr], loc: ir.Loc) -> ir.Expr:
    """The str of formatted parts: str() of the first (unless it is one),
    then + of the rest, as an f-string evaluates them."""
    if not parts:
        return ir.Const("", loc)
    out = parts[0]
    if not (isinstance(out, ir.Const) or is_str_call(out)):
        out = ir.Call("op", "builtins.str", [out], loc)
    for p in parts[1:]:
        out = ir.Call("op", "operator.add", [out, p], loc)
    return out


def lower_str_format(ex: Any, e: cst.Call, template: str, loc: ir.Loc) -> ir.Expr:
    t = _Template(ex, e, template, loc)
    parts = t.parse(template, 0)
    t.check_order()
    return join(parts, loc)
