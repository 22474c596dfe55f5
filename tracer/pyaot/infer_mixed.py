"""Heterogeneous values (issue #25): the type of an expression whose parts
differ in type: a conditional expression, `a or b` / `a and b`, and the
elements of a display. Types join where one fits both (None with a value, a
subclass with its base); otherwise the value is a union (`int | str`), a
tagged variant that keeps each value's own type, as CPython does."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping

UNKNOWN = types.UNKNOWN


def value_join(fi: FunctionTyping, a: str, b: str, numbers_apart: bool = True,
               unions: bool = True) -> str | None:
    """The type holding values of types a and b: their join, their classes'
    common base, or else (with `unions`) their union; None where none is
    made (see typesys.union_of for `numbers_apart`)."""
    joined = types.join(a, b)
    if joined is None and types.head(a) == "obj" and types.head(b) == "obj":
        base = fi.classes.common_base(types.args(a)[0], types.args(b)[0])
        joined = f"obj[{base}]" if base else None
    if joined is None and unions:
        joined = types.union_of(a, b, numbers_apart)
    return joined


def bool_op(fi: FunctionTyping, e: ir.BoolOp, values: list[ir.Expr],
            truth_context: bool) -> ir.Expr:
    """`a or b` / `a and b` of typed operands: Python returns the operand
    that decided, so the result is the join or union of the types an operand
    can be returned as (typesys.boolop_result)."""
    kinds = {v.type for v in values}
    if UNKNOWN in kinds:
        return ir.BoolOp(e.op, values, e.loc, type=UNKNOWN)
    if len(kinds) == 1:
        return ir.BoolOp(e.op, values, e.loc, type=values[0].type)
    if truth_context:
        values = [v if v.type == ir.BOOL else ir.Truth(v, v.loc, type=ir.BOOL) for v in values]
        return ir.BoolOp(e.op, values, e.loc, type=ir.BOOL)
    t = types.boolop_result(e.op, [v.type for v in values])
    if t is not None:  # `name or "anon"`, `count or "-"`
        # A None before the last operand of `or` is never returned (only evaluated).
        values = [v if e.op == "or" and v.type == ir.NONE and i < len(values) - 1
                  else fi.convert(v, t, f"operand of '{e.op}'") for i, v in enumerate(values)]
        return ir.BoolOp(e.op, values, e.loc, type=t)
    listed = " and ".join(sorted(types.python(k) for k in kinds))
    raise CompileError(e.loc, f"'{e.op}' of {listed}",
                       "the result's type would depend on the values (Python returns "
                       "one of the operands)",
                       "make the operands the same type, or test them with "
                       "bool(...) if only truth matters")
