"""Counters: int locals that only ever start at a small constant and step by
one (`count = 0` ... `count += 1`), whose steps need no overflow check.

Reaching the 64-bit limit from at most 2**32 by steps of one takes more than
2**62 executed statements (centuries at one per nanosecond), so no run can
tell a checked step from an unchecked one; without the check the C++
compiler can turn `if f: count += 1` into branch-free, vectorised code (the
sieve's count loop). Anything else that binds or could rebind the name (a
parameter, a loop or unpacking target, `except ... as`, a closure's capture,
a user function's argument that may be a `nonlocal` reference, any other
assigned value) makes it an ordinary, checked int.
"""

from __future__ import annotations

import dataclasses

from pyaot import ir
from pyaot.ir_bound import target_names

_START_LIMIT = 2**32
# The checked entry points of int + int and int - int (ops/decls/operator.toml)
# and their unchecked counterparts (ops/include/pyaot/runtime/int.hpp).
_UNCHECKED = {"pyaot::int_add": "pyaot::counter_add", "pyaot::int_sub": "pyaot::counter_sub"}
_STEP_OPS = {"operator.add", "operator.iadd", "operator.sub", "operator.isub"}


def counter_locals(inst: ir.Instance) -> set[str]:
    """The locals of `inst` whose every assignment is a small int constant or
    a step of one of the name itself."""
    candidates = {name for name, t in inst.locals.items() if t == "int"}
    candidates -= set(inst.params) | set(inst.ref_params)
    for node in ir.walk(inst.body):
        if isinstance(node, ir.Assign):
            if node.target in candidates and not (_small_start(node.value) or
                                                  _step_of(node.target, node.value)):
                candidates.discard(node.target)
            continue
        candidates -= _bound_names(node)
        if isinstance(node, ir.FnValue):
            candidates -= _names_in(node.captures)
        elif isinstance(node, ir.Call) and node.kind != "op":
            candidates -= _names_in([a for a in node.args if isinstance(a, ir.Name)])
    return candidates


def unchecked_step(s: ir.Assign, counters: set[str]) -> ir.Expr:
    """The value `s` assigns, as an unchecked step when `s` steps a counter."""
    if s.target in counters and _step_of(s.target, s.value):
        return dataclasses.replace(s.value, target=_UNCHECKED[s.value.target])
    return s.value


def _small_start(value: ir.Expr) -> bool:
    return (isinstance(value, ir.Const) and value.type == "int" and
            isinstance(value.value, int) and not isinstance(value.value, bool) and
            abs(value.value) <= _START_LIMIT)


def _step_of(name: str, value: ir.Expr) -> bool:
    """`name + 1`, `1 + name` or `name - 1` on ints."""
    if not (isinstance(value, ir.Call) and value.kind == "op" and value.callee in _STEP_OPS
            and value.target in _UNCHECKED and len(value.args) == 2 and not value.keywords):
        return False
    left, right = value.args
    is_self = lambda e: isinstance(e, ir.Name) and e.id == name  # noqa: E731
    is_one = lambda e: isinstance(e, ir.Const) and e.type == "int" and e.value == 1  # noqa: E731
    if value.target == "pyaot::int_sub":
        return is_self(left) and is_one(right)
    return (is_self(left) and is_one(right)) or (is_one(left) and is_self(right))


def _bound_names(node: object) -> set[str]:
    """Names a statement or clause other than Assign binds (loop and
    unpacking targets, `except ... as name`)."""
    out: set[str] = set()
    for attr in ("target", "name"):
        value = getattr(node, attr, None)
        if isinstance(value, (str, list)):
            out |= target_names(value)
    return out


def _names_in(exprs: list) -> set[str]:
    return {n.id for n in ir.walk(exprs) if isinstance(n, ir.Name)}
