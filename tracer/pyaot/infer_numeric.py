"""Arithmetic on a union of numbers (`x: int | float`, which `[1, 2.5]`,
`a if c else 0.5` or a dict of mixed values make): dispatched at run time
on the members held, as CPython computes each pair (int op int stays an int
with pyaot's 64-bit overflow check, printing `1`; with a float it is a
float). The runtime is pyaot/runtime/number_union.hpp; the result type
computed here is the one its templates compute."""

from __future__ import annotations

import itertools
from typing import Callable

from pyaot import ir
from pyaot import typesys as types
from pyaot.opdecls import Op, Resolved

HEADER = "pyaot/runtime/number_union.hpp"


def _members(t: str) -> list[str] | None:
    """The numbers a value of type t can be; None if it may be anything else."""
    ms = types.args(t) if types.head(t) == "Union" else [t]
    return ms if all(m in types.NUMBERS for m in ms) else None


def number_union_call(op: Op, args: list[ir.Expr], loc: ir.Loc) -> ir.Call | None:
    """The dispatching call of `op` on `args` when one of them is a union of
    numbers and the rest are numbers (the op declares `number_union`, its
    runtime function); None otherwise."""
    if not op.number_union or not any(types.head(a.type) == "Union" for a in args):
        return None
    members = [_members(a.type) for a in args]
    if any(m is None for m in members):
        return None
    # Each combination of members held types as the declaration types it
    # (int / int is a float; int + float a float).
    resolved = [op.resolve(list(combination)) for combination in itertools.product(*members)]
    if any(r is None for r in resolved):
        return None
    results = {r.result for r in resolved}
    result = results.pop() if len(results) == 1 else types.NUMBER
    return ir.Call("op", op.name, args, loc, type=result, target=op.number_union)


def floated_arguments(op: Op, to_float: Op, args: list[ir.Expr],
                      resolve: Callable[[list[str]], Resolved | None]) -> list[ir.Expr] | None:
    """`math.sqrt(x)` of an int | float x: `args` with each union of numbers
    made its member's float (`to_float`, builtins.float, on it), where `op`
    converts every member it may hold to float (CPython's math functions
    read an int as its float); None where some member is not so converted
    (math.floor(int) is the int itself)."""
    unions = [i for i, a in enumerate(args) if types.head(a.type) == "Union"]
    members = [_members(args[i].type) for i in unions]
    if not unions or any(m is None for m in members):
        return None
    for combination in itertools.product(*members):
        trial = [a.type for a in args]
        for i, m in zip(unions, combination):
            trial[i] = m
        resolved = resolve(trial)
        if resolved is None or any(resolved.wants[i] != ir.FLOAT for i in unions):
            return None
    out = list(args)
    for i in unions:
        out[i] = number_union_call(to_float, [args[i]], args[i].loc)
        if out[i] is None or out[i].type != ir.FLOAT:
            return None
    return out
