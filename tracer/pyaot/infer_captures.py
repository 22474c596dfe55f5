"""Captured variables that may be unbound: checked where the closure reads them.

A lambda or nested def is a function of its own whose captured variables are
trailing parameters (pyaot.frontend.lower), passed when it is called. CPython
reads a free variable only when the body evaluates it, so with `v` unbound
(`for v in []: ...`), `(lambda: f(b) + v)()` raises f's error, not NameError,
and `(lambda: v if c else 0)()` with `c` false raises nothing. Checking a
maybe-unbound capture where it is passed would raise NameError first.

This pass, run on the typed instances, finds each capture passed a variable
that may be unbound there (a function value made, or a nested def called
directly) and lists it in the callee's `unbound_params`: the caller passes
the variable's bound flag beside it (pyaot.emit), and the callee's reads of
it are marked maybe-unbound, so it checks them as it does its own locals'.
A callee that passes such a capture on to a closure of its own makes that
one's capture unbound too, hence the work list.
"""

from __future__ import annotations

from typing import Iterator

from pyaot import ir, typesys as types


def deferred(arg: ir.Expr) -> bool:
    """An argument passed with its bound flag, unchecked: a variable read
    that may find it unbound (the emitter and this pass agree on it)."""
    return isinstance(arg, ir.Name) and arg.maybe_unbound


def check_captures_where_read(instances: list[ir.Instance],
                              fn_values: dict[str, ir.FnSignature],
                              functions: dict[str, ir.Function]) -> None:
    by_cname = {i.cname: i for i in instances}
    captured = {i.cname: {p.name for p in functions[i.function].params if p.capture}
                for i in instances if i.function in functions}
    work = list(instances)
    while work:
        inst = work.pop()
        for callee, passed in _capture_sites(inst, fn_values, by_cname):
            for param, arg in passed:
                if param in captured.get(callee.cname, ()) and deferred(arg) \
                        and param not in callee.unbound_params:
                    _read_as_maybe_unbound(callee, param)
                    work.append(callee)
    for inst in instances:
        inst.unbound_params.sort(key=inst.params.index)


def mark_shared_reads(instances: list[ir.Instance], fn_values: dict[str, ir.FnSignature]
                      ) -> None:
    """Marks each read of a variable that calls may rebind: a capture the
    instance takes by reference, or a variable it passes to one (`nonlocal`
    in a nested def). Such a read is not free to move across a call in the
    same expression (`inc() + total` reads `total` after the call)."""
    by_cname = {i.cname: i for i in instances}
    for inst in instances:
        shared = set(inst.ref_params)
        for callee, passed in _capture_sites(inst, fn_values, by_cname):
            shared |= {arg.id for param, arg in passed
                       if param in callee.ref_params and isinstance(arg, ir.Name)}
        if shared:
            for node in ir.walk(inst.body):
                if isinstance(node, ir.Name) and node.id in shared:
                    node.shared = True


def _capture_sites(inst: ir.Instance, fn_values: dict[str, ir.FnSignature],
                   by_cname: dict[str, ir.Instance]
                   ) -> Iterator[tuple[ir.Instance, list[tuple[str, ir.Expr]]]]:
    """Each call or function value of `inst` that passes an instance's
    parameters, with (parameter, argument) pairs."""
    for node in ir.walk(inst.body):
        if isinstance(node, ir.FnValue) and node.kind == "func" and node.captures:
            sig = fn_values.get(types.args(node.type)[0]) if node.type else None
            callee = by_cname.get(sig.target) if sig is not None else None
            if callee is not None:
                yield callee, list(zip(callee.params[-len(node.captures):], node.captures))
        elif isinstance(node, ir.Call) and node.kind == "func" and node.target in by_cname:
            callee = by_cname[node.target]
            yield callee, list(zip(callee.params, node.args))


def _read_as_maybe_unbound(inst: ir.Instance, param: str) -> None:
    inst.unbound_params.append(param)
    if param not in inst.flagged_locals:
        inst.flagged_locals = sorted([*inst.flagged_locals, param])
    for node in ir.walk(inst.body):
        if isinstance(node, ir.Name) and node.id == param:
            node.maybe_unbound = True
