"""Stores a callee makes into a container its caller passed: `heap.append
(item)` inside heapq.heappush(heap, item), `lst.append(x)` inside a helper
`add(lst, x)`. Where the caller's value is of another type than the
container holds (a tuple whose payload is another class, a tuple[int, ...]
where the heap holds 9-tuples), the caller's container is widened as if it
stored the value itself (pyaot.infer_holes.union_store), instead of the
callee refusing its own store."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.infer_api import FunctionTyping
from pyaot.infer_holes import union_store

# The method calls that store their last argument into the receiver.
_STORING_METHODS = {"append": "list.append", "insert": "list.insert", "add": "set.add"}


def parameter_stores(fn: ir.Function) -> list[tuple[int, int, str]]:
    """(container parameter, value parameter, store op) for each
    `container.append(value)` in fn's body whose two names are parameters
    the body never rebinds."""
    names = [p.name for p in fn.params]
    rebound = {s.target for s in ir.walk(fn.body) if isinstance(s, ir.Assign)}
    found = []
    for node in ir.walk(fn.body):
        if isinstance(node, ir.Call) and node.kind == "method" and \
                node.callee in _STORING_METHODS and len(node.args) >= 2 and \
                all(isinstance(a, ir.Name) and a.id in names and a.id not in rebound
                    for a in (node.args[0], node.args[-1])):
            found.append((names.index(node.args[0].id), names.index(node.args[-1].id),
                          _STORING_METHODS[node.callee]))
    return found


def widen_passed(fi: FunctionTyping, fn: ir.Function, args: list[ir.Expr]) -> bool:
    """Widens a caller's container that `fn` (called with `args`) stores a
    value of another type into; says whether it learned so (the call is
    then typed in a later pass)."""
    stores = fi.inf.parameter_stores  # each function's body is read once per typing
    if fn.qualname not in stores:
        stores[fn.qualname] = parameter_stores(fn)
    learned = False
    for c, v, op in stores[fn.qualname]:
        if c >= len(args) or v >= len(args):
            continue
        container, value = args[c], args[v]
        parts = types.args(container.type)
        if types.head(container.type) != op.split(".")[0] or len(parts) != 1 or \
                parts[0] == value.type or types.has_hole(container.type):
            continue
        learned = union_store(fi, op, [container, value]) or learned
    return learned
