"""Which elementwise chains may be fused into one loop (pyaot/nd/fuse.hpp).

A chain is a tree of ufunc calls (ir.ArraySpec with loops) feeding each other directly.
It is fused, when the plan's pseudo-operator `pyaot.fuse` says so, only if
every loop is floating point (such ufuncs never raise: NumPy returns inf/nan
with a warning) and every leaf is a plain value (a bound local or a constant,
possibly as a scalar operand): then evaluating the leaves first, as the fused
loop does, cannot change which exception a program raises, and broadcasting,
the one remaining error, is checked in the unfused order.

A planning module, beside pyaot.variants (which offers `pyaot.fuse` as an
operator of the variant space): it reads the typed IR; pyaot.emit spells
what it decides.
"""

from __future__ import annotations

from pyaot import ir, ndops

FUSE_OP = "pyaot.fuse"
FUSE_VARIANTS = ("off", "on", "threaded")  # the default first
FUSE_REQUIRES = {"threaded": ("threads",)}
_FLOATS = frozenset({"float16", "float32", "float64"})


def fusible(e: ir.Expr) -> bool:
    """A ufunc call (not written back in place) on floating-point loops."""
    spec = e.array if isinstance(e, ir.Call) and e.kind == "nd" else None
    return (spec is not None and bool(spec.loops) and spec.result == ""
            and spec.out in _FLOATS and all(d in _FLOATS for d in spec.loops))


def operands(call: ir.Call) -> list[ir.ArrayOperand]:
    """A ufunc call's operands, in order."""
    return [call.array.operands[str(i)] for i in range(len(call.array.loops))]


def child(call: ir.Call, i: int) -> ir.Call | None:
    """The ufunc call that is operand `i` of `call` as a whole array, if any."""
    o = operands(call)[i]
    if o.form != "arg":  # a scalar operand
        return None
    arg = call.args[o.slots[0]]
    return arg if fusible(arg) else None


def _leaf_ok(e: ir.Expr) -> bool:
    if isinstance(e, ir.Const):
        return True
    if isinstance(e, ir.Name):
        return not e.maybe_unbound
    return False


def tree_ok(call: ir.Call) -> bool:
    """Whether every leaf of the tree under `call` is a plain value."""
    for i, o in enumerate(operands(call)):
        sub = child(call, i)
        if sub is not None:
            if not tree_ok(sub):
                return False
        elif not all(_leaf_ok(call.args[k]) for k in o.slots):
            return False
    return True


def is_root(e: ir.Expr) -> bool:
    """A fusible call heading a tree of at least two ufuncs."""
    return (fusible(e) and any(child(e, i) is not None for i in range(len(e.array.loops)))
            and tree_ok(e))


def tree_calls(call: ir.Call) -> list[ir.Call]:
    out = [call]
    for i in range(len(call.array.loops)):
        sub = child(call, i)
        if sub is not None:
            out += tree_calls(sub)
    return out


def roots(typed: ir.TypedProgram) -> list[ir.Call]:
    """The fusible trees' roots, outermost first (a tree inside another is
    part of it, not a root of its own)."""
    inside: set[int] = set()
    out = []
    for node in ir.walk(typed.instances):
        if id(node) in inside or not is_root(node):
            continue
        out.append(node)
        inside.update(id(c) for c in tree_calls(node))
    return out


def first_array_leaf(call: ir.Call) -> ir.Expr | None:
    """The tree's first array-typed leaf: what size dispatch and telemetry
    measure."""
    for i, o in enumerate(operands(call)):
        sub = child(call, i)
        if sub is not None:
            found = first_array_leaf(sub)
            if found is not None:
                return found
            continue
        for k in o.slots:
            if ndops.parse_array_type(call.args[k].type):
                return call.args[k]
    return None
