"""The build-time check of `return NotImplemented` lowered as Python's
fallback (pyaot.frontend.not_implemented): refused where the other
operand's class (or a subclass it may hold) defines the method Python
would try before falling back, which compiled code does not call."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError

CHECKED = ("pyaot.eq_fallback", "pyaot.no_reflected")


def check(fi, name: str, args: list[ir.Expr], loc: ir.Loc) -> None:
    """`fi`: the FunctionTyping typing the method's fallback."""
    method = args[0].value if name == "pyaot.no_reflected" else "__eq__"
    for t in _members(args[-1].type):
        if types.head(t) != "obj":
            continue
        q = types.args(t)[0]
        for c in [q, *fi.classes.subclasses(q)]:
            owner = next((info for info in fi.classes.chain(c) if method in info.methods or (
                method == "__eq__" and info.dataclass and info.eq)), None)
            if owner is not None:
                raise CompileError(
                    loc, "return NotImplemented",
                    f"Python would then call {owner.name}.{method} of the other operand (a "
                    f"{types.python(t)}), which the compiled fallback does not call",
                    "return the answer for that operand type yourself, or compare values "
                    "both classes share")


def _members(t: str) -> list[str]:
    if types.head(t) in ("Union", "Optional"):
        return [m for a in types.args(t) for m in _members(a)]
    return [t]
