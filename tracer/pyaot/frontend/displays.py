"""Displays with starred items: `[*a, x, *b]`, `(*a, x)`, `{*a, x}`. A helper
of ExpressionLowerer."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir


def starred_display(lowerer: Any, e: cst.Tuple | cst.List | cst.Set,
                    loc: ir.Loc) -> ir.Expr | None:
    """`[*a, x, *b]`, `(*a, x)`, `{*a, x}`: each starred iterable made a
    list, tuple or set, each run of plain items a display, joined left to
    right with + (|, for sets): evaluated in Python's order. None for a
    display without starred items."""
    if not any(isinstance(el, cst.StarredElement) for el in e.elements):
        return None
    kind = "tuple" if isinstance(e, cst.Tuple) else "list" if isinstance(e, cst.List) \
        else "set"
    parts: list[ir.Expr] = []
    run: list[ir.Expr] = []

    def end_run() -> None:
        if run:
            parts.append(ir.TupleExpr(list(run), loc) if kind == "tuple" else
                         ir.ListExpr(list(run), loc, kind=kind))
            run.clear()
    for el in e.elements:
        if isinstance(el, cst.StarredElement):
            end_run()
            parts.append(ir.Call("op", f"builtins.{kind}", [lowerer.expr(el.value)],
                                 lowerer.fl.loc(el)))
        else:
            run.append(lowerer.expr(el.value))
    end_run()
    joined = parts[0]
    for part in parts[1:]:
        joined = ir.Call("op", "operator.or_" if kind == "set" else "operator.add",
                         [joined, part], loc)
    return joined
