"""A variable given a value of another type by a statement of the
function's own top level (not inside a loop, branch or try; or a loop there
whose variables nothing after it reads), as scripts
write `tour = brute_force(...)` (a tuple) and later `length, tour, n =
held_karp(...)` (a list): from that statement on the name is a new variable
(`tour.v2`), so each keeps one type, as a compiled variable must. Nothing
after the statement can read the old value by that name, so Python sees no
difference; the statement's own right-hand side still reads the old one.

Not split (the refusal stands): a variable a nested def, lambda or
generator expression made before the statement (or by it) reads (they read
it when they run, perhaps after the statement), an annotated one, one
assigned through `nonlocal`, and any in a function with array code.
pyaot.infer retries inference on the renamed program.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from pyaot import ir


def splits_at(fn: ir.Function, name: str, loc: ir.Loc) -> int | None:
    """The index of the top-level statement of `fn` at `loc` binding
    `name`, where `name` may be split there; None where that is not sound."""
    if name in fn.local_annotations or "." in name or \
            any(p.name == name and p.by_ref for p in fn.params):
        return None
    at = [i for i, s in enumerate(fn.body) if isinstance(s, _SPLITTING) and
          s.loc == loc and name in _targets(s)]
    # A closure made before the statement (or by it) reads the name when it
    # runs, perhaps after the statement; one made after reads the new variable.
    if len(at) != 1 or _read_later(fn.body[:at[0] + 1], name) or _array_code(fn.body):
        return None
    stmt = fn.body[at[0]]
    if isinstance(stmt, (ir.ForEach, ir.ForRange)) and (
            _mentions(stmt.orelse, name) or _mentions(fn.body[at[0] + 1:], name)):
        return None  # after a loop that may not run, the name may hold the old value
    return at[0]


def request_split(error: Any, fn: ir.Function, name: str, loc: ir.Loc) -> bool:
    """Makes `error` (a type change of `name` at the top-level statement at
    `loc`) the request to split `name` there, where that is sound (the
    caller raises it; pyaot.infer retries on the renamed program); says
    whether it did."""
    if splits_at(fn, name, loc) is None:
        return False
    error.split = (fn.qualname, name, loc)
    return True


def split(program: ir.Program, qualname: str, name: str, loc: ir.Loc) -> ir.Program | None:
    """`program` with `name` renamed from the top-level statement of
    function `qualname` at `loc` on; None where that is not sound."""
    fn = program.functions.get(qualname)
    at = None if fn is None else splits_at(fn, name, loc)
    if at is None:
        return None
    new = _fresh(fn, name)
    fn = copy.deepcopy(fn)
    stmt = fn.body[at]
    if isinstance(stmt, ir.Assign):
        stmt.target = new
    else:
        stmt.target = _renamed_target(stmt.target, name, new)
    if isinstance(stmt, (ir.ForEach, ir.ForRange)):  # its iterable reads the old one
        _rename(stmt.body, name, new)
    for later in fn.body[at + 1:]:
        _rename(later, name, new)
    functions = dict(program.functions)
    functions[qualname] = fn
    return dataclasses.replace(program, functions=functions)


# The top-level statements a variable may be split at: assignments, and
# loops (`for k, v in pairs:` after `for k, v in prices.items():`) whose
# variables nothing after them reads.
_SPLITTING = (ir.Assign, ir.Unpack, ir.ForEach, ir.ForRange)


def _mentions(body: list, name: str) -> bool:
    return any((isinstance(n, ir.Name) and n.id == name) or
               (type(n) in _BINDING and name in _names(getattr(n, _BINDING[type(n)])))
               for n in _nodes(body))


def _names(target) -> set[str]:
    if target is None:
        return set()
    if isinstance(target, str):
        return {target}
    return set().union(*(_names(t) for t in target))


def _targets(s) -> set[str]:
    if isinstance(s, (ir.ForEach, ir.ForRange)):
        return _names(s.target)
    if isinstance(s, ir.Assign):
        return {s.target}
    out: set[str] = set()
    stack = list(s.target)
    while stack:
        t = stack.pop()
        if isinstance(t, str):
            out.add(t)
        else:
            stack.extend(t)
    return out


def _renamed_target(target, name: str, new: str):
    if isinstance(target, str):
        return new if target == name else target
    return [_renamed_target(t, name, new) for t in target]


def _fresh(fn: ir.Function, name: str) -> str:
    used = {n.id for n in _nodes(fn.body) if isinstance(n, ir.Name)}
    k = 2
    while f"{name}.v{k}" in used:
        k += 1
    return f"{name}.v{k}"


def _nodes(node):
    """Every IR node under `node` (statements, expressions, lists of them)."""
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, (list, tuple)):
            stack.extend(n)
        elif isinstance(n, dict):
            stack.extend(n.values())
        elif dataclasses.is_dataclass(n) and not isinstance(n, ir.Loc):
            yield n
            stack.extend(getattr(n, f.name) for f in dataclasses.fields(n))


def _array_code(body: list) -> bool:
    """Array code, whose operands name variables in its own form?"""
    return any(isinstance(n, (ir.ArraySpec, ir.ArrayOperand)) for n in _nodes(body))


def _read_later(body: list, name: str) -> bool:
    """Does a closure or a generator expression in `body` read `name`?"""
    for n in _nodes(body):
        if isinstance(n, ir.FnValue) and any(
                isinstance(c, ir.Name) and c.id == name for c in _nodes(n.captures)):
            return True
        if isinstance(n, ir.Comprehension) and n.kind == "gen" and any(
                isinstance(c, ir.Name) and c.id == name for c in _nodes([n.elt, n.generators])):
            return True
    return False


# The fields of statements that bind a name (str targets), by class.
_BINDING = {ir.Assign: "target", ir.Unpack: "target", ir.ForEach: "target",
            ir.ForRange: "target", ir.CompFor: "target", ir.Handler: "name",
            ir.StoreItem: "target"}  # and `name[i] = v`, which reads it


def _rename(stmt, name: str, new: str) -> None:
    for n in _nodes(stmt):
        if isinstance(n, ir.Name) and n.id == name:
            n.id = new
        field = _BINDING.get(type(n))
        if field is not None:
            setattr(n, field, _renamed_target(getattr(n, field), name, new)
                    if getattr(n, field) is not None else None)
