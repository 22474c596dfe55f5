"""The order Python evaluates a call's arguments in, once keywords are bound.

Binding puts arguments in parameter order; Python evaluates them as written:
the positional ones, then the keywords left to right, and a dataclass's
default factories inside __init__, after all of them. `P(b=f(), a=g())` runs
f() first, so which exception escapes, and what is printed, depends on it.
Each bound argument has a rank, its place in the source (defaults rank after
every argument written); a call whose ranks are not increasing carries the
order (ir.Call.order) for the emitter to evaluate them in.

A method call through a base class is bound per method in CPython: an
override may add optional parameters or default one otherwise. The compiled
dispatch passes every method the values bound alike to all (the leading
parameters), and each its own defaults after them (ir.Override.defaults);
a call the methods would bind otherwise is refused (shared_arguments).
"""

from __future__ import annotations

from pyaot import ir
from pyaot.diagnostics import CompileError

# The rank of an argument that is not written (a default): after all that are.
LATE = 1 << 30


def evaluation_order(ranks: list[int]) -> list[int]:
    """Argument indexes in evaluation order; empty when that is their own."""
    if all(a <= b for a, b in zip(ranks, ranks[1:])):
        return []
    return sorted(range(len(ranks)), key=lambda i: ranks[i])


def written_ranks(args: list[ir.Expr], keywords: dict[str, ir.Expr],
                  bound: list[ir.Expr | None]) -> list[int]:
    """Each bound argument's rank: its place among the arguments as written
    (the positional ones, then the keywords); LATE where none was written."""
    given = {id(a): rank for rank, a in enumerate([*args, *keywords.values()])}
    return [LATE if a is None else given.get(id(a), LATE) for a in bound]


def inert(e: ir.Expr) -> bool:
    """Evaluating it can neither raise nor change anything (a literal, a
    function value, or a variable read that cannot be unbound)."""
    return isinstance(e, (ir.Const, ir.FnValue)) or \
        isinstance(e, ir.Name) and not e.maybe_unbound


def refuse_reordered(bound: list[ir.Expr], ranks: list[int], what: str,
                     loc: ir.Loc) -> None:
    """Refuses a call that would evaluate two arguments with effects in
    another order than Python: for operators (and **kwargs collected between
    other keywords), whose lowerings keep no evaluation order."""
    for i, a in enumerate(bound):
        for j in range(i + 1, len(bound)):  # a default (LATE) is a literal: no effect
            if LATE > ranks[i] > ranks[j] and not inert(a) and not inert(bound[j]):
                raise CompileError(
                    loc, f"keyword arguments of {what}",
                    "are passed out of parameter order, and Python evaluates them as "
                    "written, which the compiled call would not", "pass them in parameter "
                    "order, or assign the values to variables first")


def packed_rank(named_ranks: list[int], others: dict[int, ir.Expr], what: str,
                loc: ir.Loc) -> int:
    """The rank of the dict **kwargs collects (evaluated as one): its first
    keyword's; a keyword it does not collect written between two it does,
    with effects, is refused (the dict cannot be split around it)."""
    if not named_ranks:
        return LATE
    first, last = min(named_ranks), max(named_ranks)
    between = [e for r, e in others.items() if first < r < last and not inert(e)]
    if between:
        raise CompileError(
            between[0].loc, f"keyword argument of {what}", "is written between keywords "
            "that **kwargs collects, and Python evaluates them in the order written, which "
            "the compiled call would not", "pass the keywords **kwargs collects together")
    return first


def binding(fn: ir.Function, positional: int, keywords: list[str]) -> tuple:
    """What each parameter of `fn` takes from a call with `positional`
    arguments and these keywords: a written argument's rank, the extra
    positional ones (*args) or keywords (**kwargs), or its default (by its
    text). A call's overrides share one compiled dispatch, which passes them
    the same values: they must bind the call alike."""
    named = {p.name for p in fn.params if not (p.star or p.kwargs or p.positional_only)}
    key: list[object] = []
    taken = 0
    for p in fn.params:
        if p.star:
            key.append(("*", taken))
            taken = positional
        elif p.kwargs:
            key.append(("**", tuple(k for k in keywords if k not in named)))
        elif not p.keyword_only and taken < positional:
            key.append(taken)
            taken += 1
        elif p.name in keywords and not p.positional_only:
            key.append(positional + keywords.index(p.name))
        else:
            key.append(ir.format_expr(p.default) if p.default is not None else None)
    return tuple(key)


def shared_arguments(base: ir.Function, override: ir.Function, positional: int,
                     keywords: list[str], loc: ir.Loc) -> int:
    """How many leading parameters a method call binds alike in `base` and
    `override`: the values one compiled dispatch passes both; each method's
    parameters after them take its own defaults (Override.defaults). A call
    bound otherwise (other parameter names or order) is refused: CPython
    binds it to the method the object's class has."""
    keys = binding(base, positional, keywords), binding(override, positional, keywords)
    shared = [1 + max((i for i, k in enumerate(key) if not isinstance(k, (str, type(None)))),
                      default=-1) for key in keys]
    if shared[0] != shared[1] or keys[0][:shared[0]] != keys[1][:shared[0]]:
        owner = override.qualname.rsplit(".", 2)[-2]
        raise CompileError(loc, f"call of .{base.name}()", f"binds its arguments otherwise in "
                           f"{owner}.{override.name} than in {base.qualname.rsplit('.', 2)[-2]}."
                           f"{base.name} (their parameters' names or order differ), and the "
                           "compiled dispatch passes both the same values",
                           "give the overrides the same parameters, or pass the arguments by "
                           "position")
    return shared[0]
