"""Starred assignment targets, `first, *rest, last = value`, as Python binds
them: the value is drawn into a fresh list (it may be any iterable), fewer
items than the unstarred targets raise CPython's ValueError, and the starred
name gets a list of the items between (a list even when the value is a tuple
or a str). A helper of pyaot.frontend.targets.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError


def has_starred(t: cst.BaseExpression, nested: bool = False) -> bool:
    """Is `t` a tuple or list target with a starred element of its own (or,
    `nested`, in a target inside it)?"""
    if not isinstance(t, (cst.Tuple, cst.List)):
        return False
    return any(isinstance(el, cst.StarredElement) or (nested and has_starred(el.value, True))
               for el in t.elements)


def starred_parts(fl, t: cst.Tuple | cst.List, value: ir.Expr, loc: ir.Loc
                  ) -> tuple[list[ir.Stmt], list[tuple[cst.BaseExpression, ir.Expr]]]:
    """`t = value` for a target with one starred element (fl: the
    FunctionLowerer): the statements that draw and check the items, and each
    element's target with the part to bind to it, left to right."""
    stars = [k for k, el in enumerate(t.elements) if isinstance(el, cst.StarredElement)]
    if len(stars) > 1:
        raise CompileError(loc, "multiple starred targets in one assignment",
                           "are a SyntaxError in Python", "star one target")
    star = stars[0]
    after = len(t.elements) - star - 1
    least = len(t.elements) - 1
    items, count = fl._fresh("star"), fl._fresh("star_n")
    seq, n = ir.Name(items, loc), ir.Name(count, loc)
    out: list[ir.Stmt] = [
        ir.Assign(items, ir.Call("op", "pyaot.starred_items", [value], loc), loc),
        ir.Assign(count, ir.Call("op", "builtins.len", [seq], loc), loc),
        ir.If(ir.Compare([n, ir.Const(least, loc)], ["operator.lt"], loc),
              [_not_enough(least, n, loc)], [], loc),
    ]
    parts: list[tuple[cst.BaseExpression, ir.Expr]] = []
    for k, el in enumerate(t.elements):
        if k < star:
            part: ir.Expr = ir.Subscript(seq, [ir.Const(k, loc)], loc)
        elif k == star:
            stop = ir.Call("op", "operator.sub", [n, ir.Const(after, loc)], loc)
            part = ir.Subscript(seq, [ir.SliceExpr(ir.Const(star, loc), stop, None, loc)], loc)
        else:
            part = ir.Subscript(seq, [ir.Const(k - len(t.elements), loc)], loc)
        parts.append((el.value, part))
    return out, parts


def _not_enough(least: int, n: ir.Name, loc: ir.Loc) -> ir.Raise:
    """ValueError: not enough values to unpack (expected at least 2, got 1)."""
    text = ir.Call("op", "operator.add", [
        ir.Call("op", "operator.add", [
            ir.Const(f"not enough values to unpack (expected at least {least}, got ", loc),
            ir.Call("op", "builtins.str", [n], loc)], loc),
        ir.Const(")", loc)], loc)
    return ir.Raise("ValueError", text, loc,
                    args_repr=ir.Call("op", "builtins.repr", [text], loc))
