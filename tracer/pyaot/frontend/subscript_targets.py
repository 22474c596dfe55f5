"""Subscripts as assignment and `del` targets. Slices (`a[i:j] = v`,
`a[::2] = v`, `del a[i:j]`) become calls of the slice operators
pyaot.setslice and pyaot.delslice (ops/decls/containers.toml), which own
CPython's semantics (a run of any length replaced, an extended slice's
length checked)."""

from __future__ import annotations

from typing import Callable

from pyaot import ir
from pyaot.diagnostics import unsupported
from pyaot.frontend.syntax import is_constant


def is_slice_target(indices: list[ir.Expr]) -> bool:
    return any(isinstance(i, ir.SliceExpr) for i in indices)


def _parts(indices: list[ir.Expr], what: str) -> list[ir.Expr]:
    if len(indices) != 1:
        first = next(i for i in indices if isinstance(i, ir.SliceExpr))
        raise unsupported(first.loc, f"{what} a multi-dimensional slice",
                          "assign or delete element by element in a loop")
    s = indices[0]
    assert isinstance(s, ir.SliceExpr)
    return [p if p is not None else ir.Const(None, s.loc) for p in (s.lower, s.upper, s.step)]


def _is_plain(e: ir.Expr) -> bool:
    """Evaluating `e` has no effect and cannot raise."""
    return isinstance(e, ir.Name) or is_constant(e)


def store_slice(container: ir.Expr, indices: list[ir.Expr], value: ir.Expr, loc: ir.Loc,
                fresh: Callable[[str], str]) -> list[ir.Stmt]:
    """`container[slice] = value`. Python evaluates the value before the
    container and the slice's bounds (call arguments run left to right), so
    when both could have an effect the value is computed first, as a list
    (an iterator cannot wait in a variable; the operator makes a list of it
    anyway)."""
    if isinstance(container, ir.Name):
        # A named list or array: a StoreItem, typed by its container
        # (pyaot.infer_obj: the slice operator; pyaot.infer_nd_index: arrays,
        # whose indices must be plain anyway).
        bounds = [p for i in indices if isinstance(i, ir.SliceExpr)
                  for p in (i.lower, i.upper, i.step) if p is not None]
        bounds += [i for i in indices if not isinstance(i, ir.SliceExpr)]
        out: list[ir.Stmt] = []
        if not _is_plain(value) and not all(_is_plain(e) for e in bounds):
            temp = fresh("slice_value")
            out.append(ir.Assign(temp, value, loc))
            value = ir.Name(temp, loc)
        return out + [ir.StoreItem(container.id, indices, value, loc)]
    parts = _parts(indices, "assignment to")
    out = []
    if not _is_plain(value) and not all(_is_plain(e) for e in (container, *parts)):
        temp = fresh("slice_value")
        out.append(ir.Assign(temp, ir.Call("op", "builtins.list", [value], loc), loc))
        value = ir.Name(temp, loc)
    call = ir.Call("op", "pyaot.setslice", [container, *parts, value], loc)
    return out + [ir.ExprStmt(call, loc)]


def delete_item(container: ir.Expr, indices: list[ir.Expr], loc: ir.Loc) -> ir.Stmt | None:
    """`del container[index]` or `del container[slice]`; `del d[r, c]`
    deletes the key (r, c) (an array's elements cannot be deleted); None for
    several indices with a slice (the caller refuses)."""
    if is_slice_target(indices):
        call = ir.Call("op", "pyaot.delslice", [container, *_parts(indices, "del of")], loc)
    elif len(indices) == 1:
        call = ir.Call("op", "operator.delitem", [container, indices[0]], loc)
    elif not any(isinstance(i, ir.SliceExpr) for i in indices):
        call = ir.Call("op", "operator.delitem", [container, ir.TupleExpr(indices, loc)], loc)
    else:
        return None
    return ir.ExprStmt(call, loc)
