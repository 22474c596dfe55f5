"""Spreading *-arguments (`f(*t)`), which the front end lowered to STARRED
markers (pyaot.frontend.star_args), once the starred value's type is known:
a tuple of fixed length gives one positional argument per member, typed as
if written out; `zip(*rows)` over a list of sequences is the transpose
operator, and a sequence alone filling a user function's *parameter is
its tuple. A sequence whose length only the run time knows is refused
elsewhere: a compiled call has a fixed number of arguments. A helper of
pyaot.infer_call.
"""

from __future__ import annotations

import copy

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.frontend.star_args import STARRED
from pyaot.infer_api import FunctionTyping
from pyaot.typesys import UNKNOWN

# Operators whose `*iterables` a list of rows may fill: operator -> the one
# that takes the rows as a single argument.
_ROWS_OPS = {"builtins.zip": "pyaot.zip_rows"}
# `s.union(*xs)` of a set or frozenset: the operator taking the iterables as
# one iterable of them (each read as it comes, as CPython's method does).
_SPREAD_METHODS = {"union": "pyaot.union_all", "intersection": "pyaot.intersection_all",
                   "difference": "pyaot.difference_all"}


# Operators (kind "op": no dunder of a class) that read their operands and
# nothing else, so evaluating them again gives the same value.
_PURE_OPS = {"operator.getitem", "operator.neg", "operator.add", "operator.sub",
             "operator.mul", "operator.mod", "operator.floordiv", "builtins.len"}


def is_starred(e: ir.Expr) -> bool:
    return isinstance(e, ir.Call) and e.kind == "op" and e.callee == STARRED


def typed_arguments(fi: FunctionTyping, e: ir.Call, assigned: set[str] | None) -> list[ir.Expr]:
    """The typed positional arguments of `e`, each starred tuple of fixed
    length spread into its members; another starred value stays a typed
    STARRED marker (its type the sequence's), for `rows_call` or a refusal."""
    out: list[ir.Expr] = []
    for a in e.args:
        if not is_starred(a):
            out.append(fi.expr(a, assigned))
            continue
        inner = fi.expr(a.args[0], assigned)
        t = inner.type
        if t != UNKNOWN and types.head(t) == "tuple" and not types.is_vtuple(t):
            if not _rereadable(inner):
                raise CompileError(a.loc, "*-argument of a computed tuple",
                                   "is not supported by pyaot",
                                   "assign the tuple to a variable first (t = ...; f(*t))")
            out += [ir.TupleItem(copy.deepcopy(inner), a.loc, type=m, position=i)
                    for i, m in enumerate(types.args(t))]
            continue
        out.append(ir.Call("op", STARRED, [inner], a.loc, type=t))
    return out


def rows_call(fi: FunctionTyping, e: ir.Call, args: list[ir.Expr],
              keywords: dict[str, ir.Expr]) -> ir.Expr | None:
    """`zip(*rows)`: the one operator call a starred sequence of run-time
    length may fill; None when `args` has no such sequence. Any other call
    with one is refused."""
    starred = next((a for a in args if is_starred(a)), None)
    if starred is None:
        return None
    inner = starred.args[0]
    if inner.type == UNKNOWN or any(a.type == UNKNOWN for a in args):
        return ir.Call(e.kind, e.callee, args, e.loc, type=UNKNOWN, keywords=keywords)
    if e.kind == "func" and _fills_star_parameter(fi, e, args, starred):
        return None  # g(*xs) with def g(*items): items = tuple(xs)
    if e.kind == "op" and e.callee == "builtins.print" and all(
            types.element(a.args[0].type) is not None and types.head(a.args[0].type) != "iter"
            for a in args if is_starred(a)):
        # print(*xs): each item printed as one more object, separated by sep.
        return fi.call_op(e.callee, [fi.call_op("pyaot.printed_items", [a.args[0]], {}, a.loc)
                                     if is_starred(a) else a for a in args], keywords, e.loc)
    if e.kind == "method" and e.callee in _SPREAD_METHODS and len(args) == 2 and \
            args[1] is starred and not keywords and \
            types.head(args[0].type) in ("set", "frozenset"):
        return fi.call_op(_SPREAD_METHODS[e.callee], [args[0], inner], {}, e.loc,
                          shown=f"{types.head(args[0].type)}.{e.callee}")
    if e.kind == "op" and e.callee in _ROWS_OPS and len(args) == 1 and not keywords:
        return fi.call_op(_ROWS_OPS[e.callee], [inner], {}, e.loc,
                          shown=e.callee)
    shown = types.python(inner.type)
    if not types.sized(inner.type) and types.head(inner.type) != "iter":
        raise CompileError(starred.loc, f"*-argument of a {shown}",
                           "is not supported by pyaot (a tuple of fixed length is)",
                           "pass a tuple (narrow an optional one first: `if t is not None: "
                           "f(*t)`), or the values one by one")
    hint = ("make a list of it first: print(*list(xs))"
            if e.callee == "builtins.print" else "pass a tuple of fixed length "
            "(f(*t) with t = (a, b)), or unpack it first (a, b = xs; f(a, b))")
    raise CompileError(starred.loc, f"*-argument of a {shown}",
                       "has a length known only at run time, and a compiled call passes "
                       "a fixed number of arguments", hint)


def _fills_star_parameter(fi: FunctionTyping, e: ir.Call, args: list[ir.Expr],
                          starred: ir.Expr) -> bool:
    """Is `starred` the last positional argument of a call of a user
    function with a *parameter, after one argument per positional
    parameter (so it alone fills the *parameter)?"""
    fn = fi.inf.program.functions.get(e.callee)
    if fn is None or not any(p.star for p in fn.params) or args[-1] is not starred:
        return False
    fixed = [p for p in fn.params if not (p.star or p.kwargs or p.keyword_only)]
    return len(args) - 1 == len(fixed)


def _rereadable(e: ir.Expr) -> bool:
    """Does reading `e` once per member read the same value as reading it
    once, with nothing run in between (a variable, a field, an item of
    either; no call)?"""
    if isinstance(e, (ir.Convert, ir.TupleItem)):
        return _rereadable(e.value)
    if isinstance(e, ir.Attribute):  # a field (a property is a call by now)
        return _rereadable(e.value)
    if isinstance(e, ir.Subscript):  # t[i], grid[r][c]: the same item each time
        return _rereadable(e.value) and all(_rereadable(i) for i in e.indices)
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee in _PURE_OPS:
        return all(_rereadable(a) for a in e.args)  # xs[i], d[k], xs[-1], t[k % 3]
    if isinstance(e, (ir.TupleExpr, ir.ListExpr)):  # a module constant, folded
        return all(_rereadable(x) for x in e.elts)
    return isinstance(e, (ir.Name, ir.Const, ir.GlobalRef))
