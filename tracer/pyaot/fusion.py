"""Which elementwise chains may be fused into one loop (pyaot/nd/fuse.hpp).

A chain is a tree of ufunc calls (ir.ArraySpec with loops) feeding each other directly.
It is fused (the default of the plan's pseudo-operator `pyaot.fuse`; `off`
keeps it unfused) only if every loop is floating point (such ufuncs never raise: NumPy returns inf/nan
with a warning) and no leaf that runs code (a call) comes after a ufunc of
the tree in Python's order (after one, leaves are plain values: bound locals
and constants): then evaluating the leaves first, left to right, as the
fused loop does, cannot change what a program prints or which exception it
raises, and broadcasting, the one remaining error, is checked in the unfused
order.

A planning module, beside pyaot.variants (which offers `pyaot.fuse` as an
operator of the variant space): it reads the typed IR; pyaot.emit spells
what it decides.
"""

from __future__ import annotations

from pyaot import ir, ndops

FUSE_OP = "pyaot.fuse"
# The default first: fused, because a fused tree does the same element
# operations with fewer passes over memory and no temporaries, and where its
# layout would make it slower (short rows, a strided leaf) fuse.hpp runs the
# unfused chain itself (bench: `pyaot.fuse=off` against the default).
FUSE_VARIANTS = ("on", "off", "threaded")
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


def _plain(e: ir.Expr) -> bool:
    """A value whose read runs no code and cannot raise."""
    if isinstance(e, ir.Const):
        return True
    if isinstance(e, ir.Name):
        return not e.maybe_unbound
    return False


def tree_ok(call: ir.Call) -> bool:
    """Whether evaluating the tree's leaves first, left to right, then its
    ufuncs is what Python does: a leaf that runs code (a call such as
    `x.max(axis=1, keepdims=True)`, which may print or raise) must come
    before every ufunc of the tree in Python's order; after one, only plain
    values (the fused loop would run that code before the ufunc's
    broadcasting check, which may raise first)."""
    return _leaves_in_order(call, False)


def _leaves_in_order(call: ir.Call, after_ufunc: bool) -> bool:
    """Whether no leaf that runs code comes after a ufunc of the tree, in
    Python's evaluation order (`after_ufunc`: one has run before `call`)."""
    for i, o in enumerate(operands(call)):
        sub = child(call, i)
        if sub is not None:
            if not _leaves_in_order(sub, after_ufunc):
                return False
            after_ufunc = True
        elif after_ufunc and not all(_plain(call.args[k]) for k in o.slots):
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
