"""Which member of a union variable a test proves it holds (narrowing, as a
type checker does): `isinstance(x, (int, float))`, `x in C` where only
one member can equal C's elements (`if coin not in COINS: raise` of an
int | str among ints: the int), and `len(x) == K` of a union of tuples of
different lengths (a `match` statement's sequence pattern tests that)."""

from __future__ import annotations

from typing import Callable

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_call import const_type
from pyaot.infer_keymiss import never_equal
from pyaot.infer_match import MATCHED
from pyaot.typesys import UNKNOWN


def none_test(test: ir.Expr) -> tuple[str, bool] | None:
    """(name, True) for a test true only when `name` is not None (`name is
    not None`, `if name:`, `isinstance(name, T)`), (name, False) for `name
    is None`."""
    if isinstance(test, ir.Compare) and len(test.ops) == 1 and \
            test.ops[0] in ("pyaot.is", "pyaot.is_not") and \
            isinstance(test.operands[0], ir.Name) and \
            isinstance(test.operands[1], ir.Const) and test.operands[1].value is None:
        return test.operands[0].id, test.ops[0] == "pyaot.is_not"
    if isinstance(test, ir.Name):  # `if x:` also proves x is not None
        return test.id, True
    if isinstance(test, ir.Call) and test.callee == "builtins.isinstance" and \
            isinstance(test.args[0], ir.Name):  # no type it names is NoneType
        return test.args[0].id, True
    return None


def members_by(fi: FunctionTyping, narrowed_by: Callable[[ir.Expr, bool], set[str]],
               test: ir.Expr, when: bool) -> dict[str, str]:
    """Union-typed names that `isinstance(name, T)` evaluating to `when`
    proves hold one member: T's member if true, the only other if false
    (`narrowed_by`: the names a test proves not None)."""
    if isinstance(test, ir.Call) and test.callee == "operator.not_" and test.args:
        inner = test.args[0].value if isinstance(test.args[0], ir.Truth) else test.args[0]
        return members_by(fi, narrowed_by, inner, not when)
    if isinstance(test, ir.BoolOp) and (test.op == "and") == when:
        # Every operand had the outcome: each narrows, given those before
        # it (`x is not None and not isinstance(x, str)`).
        found: dict[str, str] = {}
        saved = set(fi.narrowed)
        try:
            for v in test.values:
                found.update(members_by(fi, narrowed_by, v, when))
                fi.narrowed |= narrowed_by(v, when)
        finally:
            fi.narrowed = saved
        return found
    membership = _membership(fi, test, when) or _length(fi, test, when)
    if membership:
        return membership
    if not (isinstance(test, ir.Call) and test.callee == "builtins.isinstance" and
            len(test.args) == 2 and isinstance(test.args[0], ir.Name) and
            isinstance(test.args[1], ir.TupleExpr)):
        return {}
    name = test.args[0].id
    t = fi.env.get(name)
    if t is not None and types.head(t) == "Optional":
        if not when and name not in fi.narrowed:
            return {}  # not that member: another one, or None
        t = types.args(t)[0]
    wanted = {getattr(s, "value", None) for s in test.args[1].elts}
    # A `match` statement's sequence or mapping test: the types it holds true of.
    wanted |= {w for kind in wanted & set(MATCHED) for w in MATCHED[kind]}
    if t is not None and types.head(t) == "obj" and when:  # `isinstance(shape, Circle)`
        static = types.args(t)[0]
        below = [c[6:] for c in wanted if c and c.startswith("class:") and c[6:] != static
                 and fi.classes.is_subclass(c[6:], static)]
        return {name: f"obj[{below[0]}]"} if len(below) == 1 and len(wanted) == 1 else {}
    if t is None or types.head(t) != "Union":
        return {}
    hit = [m for m in types.args(t)
           if types.head(m) in wanted or (m == ir.BOOL and "int" in wanted)
           or (types.head(m) == "obj" and f"class:{types.args(m)[0]}" in wanted)]
    rest = [m for m in types.args(t) if m not in hit]
    chosen = hit if when else rest
    return {name: chosen[0]} if len(chosen) == 1 else {}


def _membership(fi: FunctionTyping, test: ir.Expr, when: bool) -> dict[str, str]:
    """`coin in COINS` (or `not in`) proven to hold, coin a union
    variable: the one member a value of the container's element type can
    equal (an int | str among ints is the int: CPython's str never
    equals an int), as an isinstance would prove."""
    if not (isinstance(test, ir.Compare) and len(test.ops) == 1 and
            test.ops[0] in ("pyaot.in", "pyaot.not_in") and
            (test.ops[0] == "pyaot.in") == when and isinstance(test.operands[0], ir.Name)):
        return {}
    name, container = test.operands[0].id, test.operands[1]
    t = fi.env.get(name)
    ct = None
    if _pure_reference(container):  # a variable, module variable or field: typed again
        try:
            ct = fi.expr(container, None).type
        except CompileError:
            pass
    elems = [types.element(ct)] if ct not in (None, UNKNOWN) else []
    if isinstance(container, (ir.TupleExpr, ir.ListExpr)) and \
            all(isinstance(x, ir.Const) for x in container.elts):  # a folded constant
        elems = [const_type(x.value) for x in container.elts]
    if t is None or types.head(t) != "Union" or not elems or None in elems:
        return {}
    could = [m for m in types.args(t) if any(not never_equal(m, e) for e in elems)]
    return {name: could[0]} if len(could) == 1 else {}


def _length(fi: FunctionTyping, test: ir.Expr, when: bool) -> dict[str, str]:
    """`len(x) == K` (or `!=`) proven to hold, x a union variable whose
    members are tuples of different lengths: the one member it leaves."""
    if not (isinstance(test, ir.Compare) and len(test.ops) == 1 and
            test.ops[0] in ("operator.eq", "operator.ne") and
            isinstance(test.operands[1], ir.Const) and type(test.operands[1].value) is int):
        return {}
    sized = test.operands[0]
    if not (isinstance(sized, ir.Call) and sized.callee == "builtins.len" and
            len(sized.args) == 1 and isinstance(sized.args[0], ir.Name)):
        return {}
    name, k = sized.args[0].id, test.operands[1].value
    t = fi.env.get(name)
    if t is None or types.head(t) != "Union":
        return {}
    equal = (test.ops[0] == "operator.eq") == when

    def could(m: str) -> bool:  # a tuple's length is its type's; another's is not known
        if types.head(m) != "tuple" or types.is_vtuple(m):
            return True
        return (len(types.args(m)) == k) == equal

    chosen = [m for m in types.args(t) if could(m)]
    if len(chosen) == 1:
        return {name: chosen[0]}
    # Several tuples of that length: taken apart as one (typesys.spread).
    spread = types.spread(t, k) if equal else None
    return {name: spread} if spread is not None and len(chosen) == sum(
        types.head(m) == "tuple" and len(types.args(m)) == k for m in types.args(t)) else {}


def _pure_reference(e: ir.Expr) -> bool:
    """A variable, module variable or a field of one (`self.products`):
    typing it again has no effect."""
    if isinstance(e, ir.Attribute):
        return _pure_reference(e.value)
    return isinstance(e, (ir.Name, ir.GlobalRef))
