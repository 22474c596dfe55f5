"""`doc, p = data` of a union holding a tuple or a number or None (an event's
payload, `int | tuple[int, Patient] | None`): the tuple unpacked where the
value holds it, and CPython's TypeError ("cannot unpack non-iterable int
object") where it holds a number or None. A helper of pyaot.infer_stmt."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.infer_api import FunctionTyping
from pyaot.infer_mixed import member_of, raised, repeatable

# Members that Python cannot iterate, whatever their value (a str, list or
# instance could be unpacked: such unions stay refused).
_NON_ITERABLE = {"int": "int", "float": "float", "bool": "bool", "complex": "complex",
                 ir.NONE: "NoneType"}


def union_unpacked(fi: FunctionTyping, value: ir.Expr, count: int,
                   loc: ir.Loc) -> ir.Expr | None:
    """`value` as its one tuple member of `count` items, raising CPython's
    TypeError on its other members; None where that does not apply."""
    t = value.type
    optional = types.head(t) == "Optional" and types.head(types.args(t)[0]) == "Union"
    if types.head(t) != "Union" and not optional:
        return None
    members = types.args(types.args(t)[0] if optional else t)
    tuples = [m for m in members if types.head(m) == "tuple" and not types.is_vtuple(m)]
    others = [m for m in members if m not in tuples] + ([ir.NONE] if optional else [])
    if len(tuples) != 1 or len(types.args(tuples[0])) != count or \
            any(types.head(m) not in _NON_ITERABLE for m in others):
        return None
    want = tuples[0]
    held = value if repeatable(value) else ir.TempRef(0, value.loc, type=t)

    def error(m: str) -> ir.Expr:
        return raised(fi, "TypeError", f"cannot unpack non-iterable {_NON_ITERABLE[m]} object",
                      [], want, loc)
    # Each other member tested (a throw-expression arm), then the tuple: the
    # only member left, so known without a test.
    out = member_of(held, want)
    for m in reversed(others):
        test = ir.IsNone(held, False, loc, type=ir.BOOL) if m == ir.NONE else \
            ir.IsInstance(held, loc, type=ir.BOOL, scalars=[m], optional=optional,
                          exact=True)  # a bool's message names bool
        out = ir.IfExp(test, error(m), out, loc, type=want)
    return out if held is value else ir.Once(value, out, loc, type=want)
