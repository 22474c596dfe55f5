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


def dict_display(lowerer: Any, e: cst.Dict, loc: ir.Loc) -> ir.Expr:
    """`{k: v, **m, j: w}`: each mapping copied as a dict, each run of
    key: value pairs a display, merged left to right with | (a later key's
    value wins, the first place stays: the display's own rules), evaluated
    in Python's order."""
    parts: list[ir.Expr] = []
    keys: list[ir.Expr] = []
    values: list[ir.Expr] = []
    for el in e.elements:
        if isinstance(el, cst.DictElement):
            keys.append(lowerer.expr(el.key))
            values.append(lowerer.expr(el.value))
            continue
        if keys:
            parts.append(ir.DictExpr(list(keys), list(values), loc))
            keys.clear()
            values.clear()
        mapping = lowerer.expr(el.value)
        parts.append(mapping if parts else ir.Call("op", "builtins.dict", [mapping], loc))
    if keys or not parts:
        parts.append(ir.DictExpr(keys, values, loc))
    merged = parts[0]
    for part in parts[1:]:
        merged = ir.Call("op", "operator.or_", [merged, part], loc)
    return merged
