"""Comparisons of `type(x)`: `type(a) is type(b)`, `type(x) is C`,
`type(x) == C`, `type(x) in (A, B)` and their negations (also spelled
`x.__class__`). A helper of ExpressionLowerer.

`type(x)` is never a value in compiled code; these forms only ask which class
a value was made as, so each becomes a test: `pyaot.same_type(a, b)`, or
`pyaot.type_is(x, (C, ...))`, which inference decides as isinstance() is
decided, but exactly (a subclass's instance, or a bool for int, does not
match)."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.frontend.isinstance_check import type_symbols

_EQUAL = (cst.Is, cst.Equal)
_NOT_EQUAL = (cst.IsNot, cst.NotEqual)


def type_subject(fl: Any, e: cst.BaseExpression) -> cst.BaseExpression | None:
    """x in `type(x)` or `x.__class__`, else None."""
    if isinstance(e, cst.Attribute) and e.attr.value == "__class__":
        return e.value
    if isinstance(e, cst.Call) and isinstance(e.func, cst.Name) and e.func.value == "type" \
            and not fl._is_local("type") and len(e.args) == 1 and \
            e.args[0].keyword is None and not e.args[0].star:
        return e.args[0].value
    return None


def type_comparison(lowerer: Any, e: cst.Comparison, loc: ir.Loc) -> ir.Expr | None:
    """The test a single comparison of `type(x)` asks, or None for other
    comparisons."""
    if len(e.comparisons) != 1:
        return None
    target = e.comparisons[0]
    op = target.operator
    left, right = e.left, target.comparator
    fl = lowerer.fl
    left_subject, right_subject = type_subject(fl, left), type_subject(fl, right)
    if left_subject is None and right_subject is None:
        return None
    negate = isinstance(op, (*_NOT_EQUAL, cst.NotIn))
    if left_subject is not None and right_subject is not None:
        if not isinstance(op, (*_EQUAL, *_NOT_EQUAL)):
            return None
        test: ir.Expr = ir.Call("op", "pyaot.same_type",
                                [lowerer.expr(left_subject), lowerer.expr(right_subject)], loc)
    elif isinstance(op, (cst.In, cst.NotIn)):
        if left_subject is None or not isinstance(right, (cst.Tuple, cst.List, cst.Set)):
            return None
        test = _type_is(lowerer, left_subject, [el.value for el in right.elements], loc)
    elif isinstance(op, (*_EQUAL, *_NOT_EQUAL)):
        subject, other = (left_subject, right) if left_subject is not None else \
            (right_subject, left)
        test = _type_is(lowerer, subject, [other], loc)
    else:
        return None
    if negate:
        return ir.Call("op", "operator.not_", [ir.Truth(test, loc)], loc)
    return test


def _type_is(lowerer: Any, subject: cst.BaseExpression, classes: list[cst.BaseExpression],
             loc: ir.Loc) -> ir.Expr:
    return ir.Call("op", "pyaot.type_is", [lowerer.expr(subject),
                                           ir.TupleExpr(type_symbols(lowerer, classes, "type() comparison"), loc)], loc)
