"""The build-time checks of `return NotImplemented` (pyaot.frontend.
not_implemented): in `__eq__`/`__ne__`, lowered as Python's identity
fallback, refused where the other operand's class (or a subclass it may
hold) defines the `__eq__` or `__ne__` Python would try first; in other
binary methods, refused wherever the types reach it."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError

CHECKED = ("pyaot.eq_fallback", "pyaot.not_implemented")


def check(fi, name: str, args: list[ir.Expr], loc: ir.Loc) -> None:
    """`fi`: the FunctionTyping typing the method."""
    if name == "pyaot.not_implemented":
        shown = ", ".join(types.python(a.type) for a in args[1:])
        raise CompileError(
            loc, "return NotImplemented", f"is reached in {args[0].value} for ({shown}): "
            "CPython then tries the other operand's reflected method and raises a TypeError "
            "whose text depends on the operator written, which compiled code does not know",
            "raise the TypeError yourself, or handle that operand type")
    for t in _members(args[-1].type):
        if types.head(t) != "obj":
            continue
        q = types.args(t)[0]
        for c in [q, *fi.classes.subclasses(q)]:
            owner = next((info for info in fi.classes.chain(c) if {"__eq__", "__ne__"} &
                          info.methods.keys() or info.dataclass and info.eq), None)
            if owner is not None:
                raise CompileError(
                    loc, "return NotImplemented",
                    f"Python would then call the __eq__ or __ne__ of {owner.name} (the other "
                    f"operand, a {types.python(t)}), which the compiled fallback does not call",
                    "return the answer for that operand type yourself, or compare values "
                    "both classes share")


def _members(t: str) -> list[str]:
    if types.head(t) in ("Union", "Optional"):
        return [m for a in types.args(t) for m in _members(a)]
    return [t]
