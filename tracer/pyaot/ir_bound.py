"""Which locals are surely bound where, for the IR verifier (pyaot.ir_check).

Inference marks each read of a local that may come before its assignment
(`Name.maybe_unbound`); the emitter checks only those reads, so a read marked
bound that is not reads whatever the C++ variable holds. This is a second,
independent definite-assignment analysis of the typed IR, as CPython's
scoping has it: a read is bound if every path to it assigns the name, and
`except E as name` deletes `name` when its handler ends. It is at least as
precise as inference's (it reads the typed IR, where branches the types rule
out are already empty), so a read it cannot prove bound that inference marked
bound is inference's bug.
"""

from __future__ import annotations

from typing import Any, Collection

from pyaot import ir

# Statements that bind no local and never end their block; the others are
# Assign, Unpack, Break, Continue, Return, Raise, ExprStmt, If, While,
# ForRange, ForEach and Try (tests/test_ir_check.py checks the two cover ir.Stmt).
READS_ONLY = (ir.Assert, ir.AssignGlobal, ir.Pass, ir.SetAttr, ir.StoreItem, ir.Yield)
BINDING_OR_FLOW = (ir.Assign, ir.Unpack, ir.Break, ir.Continue, ir.Return, ir.Raise, ir.ExprStmt,
                   ir.If, ir.While, ir.ForRange, ir.ForEach, ir.Try)


def unproven_reads(inst: ir.Instance, noreturn: Collection[str]) -> list[ir.Name]:
    """The reads of `inst` marked bound that the analysis cannot prove bound;
    `noreturn` names the operators whose calls never return (sys.exit)."""
    found: list[ir.Name] = []
    _Analysis(noreturn, found).block(inst.body, set(inst.params))
    return found


def static_outcome(test: ir.Expr) -> bool | None:
    """The truth of a typed condition when the types alone decide it (its
    operands are still evaluated), else None; inference empties the branch
    such a test rules out."""
    if isinstance(test, ir.Truth):  # of None (an __exit__ returning nothing): false
        return False if test.value.type == ir.NONE else static_outcome(test.value)
    if isinstance(test, (ir.IsNone, ir.IsInstance)):
        return test.result
    if isinstance(test, ir.Compare) and len(test.tests) == 1:  # `x is None`
        known = test.tests[0]  # `len(pair) == 3`: decided by the tuple's type (pyaot.infer)
        if isinstance(known, ir.Const) and type(known.value) is bool:
            return known.value
        return static_outcome(known)
    if isinstance(test, ir.Call) and test.callee == "operator.not_" and len(test.args) == 1:
        inner = static_outcome(test.args[0])
        return None if inner is None else not inner
    if isinstance(test, ir.BoolOp):
        outcomes = [static_outcome(v) for v in test.values]
        decisive = test.op == "or"  # one true operand makes `or` true; one false, `and` false
        if decisive in outcomes:
            return decisive
        if all(o is not None for o in outcomes):
            return not decisive
    return None


def target_names(target: ir.Target) -> set[str]:
    if isinstance(target, str):
        return {target}
    return set().union(*(target_names(t) for t in target)) if target else set()


def deleted_in(body: Any) -> set[str]:
    """Names an `except ... as name` anywhere in `body` deletes."""
    return {h.name for h in ir.walk(body) if isinstance(h, ir.Handler) and h.name is not None}


def _has_break(body: list[ir.Stmt]) -> bool:
    """A break of this loop (not of a loop nested in it)."""
    for s in body:
        if isinstance(s, ir.Break):
            return True
        if isinstance(s, ir.If) and (_has_break(s.body) or _has_break(s.orelse)):
            return True
        if isinstance(s, ir.Try) and any(_has_break(b) for b in (
                [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers])):
            return True
    return False


def _meet(a: set[str] | None, b: set[str] | None) -> set[str] | None:
    if a is None:
        return b
    if b is None:
        return a
    return a & b


class _Analysis:
    def __init__(self, noreturn: Collection[str], found: list[ir.Name]):
        self.noreturn = noreturn
        self.found = found

    def block(self, body: list[ir.Stmt], state: set[str] | None) -> set[str] | None:
        """The names bound after `body` (mutating `state`); None if control
        cannot leave it at its end."""
        for s in body:
            if state is None:
                return None  # unreachable: inference marks no read here
            state = self.stmt(s, state)
        return state

    def reads(self, state: set[str], *exprs: Any) -> None:
        for e in exprs:
            unproven: list[ir.Name] = []
            inner: set[str] = set()  # a comprehension's variables (`x.2`), bound inside it
            # A closure returned is rebuilt at the return from the captures as
            # typed where it was made (pyaot.infer_stmt), not read here.
            made_elsewhere: set[int] = set()
            for n in ir.walk(e):
                if isinstance(n, ir.Name):
                    if not n.maybe_unbound and n.id not in state and id(n) not in made_elsewhere:
                        unproven.append(n)
                elif isinstance(n, ir.CompFor):
                    inner |= target_names(n.target)
                elif isinstance(n, ir.FnValue) and n.escapes:
                    made_elsewhere |= {id(c) for c in ir.walk(n.captures)}
            self.found.extend(n for n in unproven if n.id not in inner)

    def stmt(self, s: ir.Stmt, state: set[str]) -> set[str] | None:
        if isinstance(s, (ir.Assign, ir.Unpack)):
            self.reads(state, s.value)
            return state | target_names(s.target)
        if isinstance(s, (ir.Break, ir.Continue)):
            return None
        if isinstance(s, ir.Return):
            self.reads(state, s.value)
            return None
        if isinstance(s, ir.Raise):
            self.reads(state, s.message, s.value, s.args_repr, s.fields)
            return None
        if isinstance(s, ir.ExprStmt):
            self.reads(state, s.value)
            ends = isinstance(s.value, ir.Call) and s.value.kind == "op" and \
                s.value.callee in self.noreturn
            return None if ends else state
        if isinstance(s, ir.If):
            self.reads(state, s.test)
            outcome = static_outcome(s.test)
            body = self.block(s.body, set(state)) if outcome is not False else None
            orelse = self.block(s.orelse, set(state)) if outcome is not True else None
            return _meet(body, orelse)
        if isinstance(s, (ir.While, ir.ForRange, ir.ForEach)):
            return self.loop(s, state)
        if isinstance(s, ir.Try):
            return self.try_(s, state)
        if isinstance(s, READS_ONLY):
            self.reads(state, *(getattr(s, f) for f in ir._field_names(type(s)) if f != "loc"))
            return state
        raise TypeError(f"pyaot.ir_bound does not know the statement {type(s).__name__}")

    def loop(self, s: ir.While | ir.ForRange | ir.ForEach, state: set[str]) -> set[str] | None:
        # Every iteration starts with what was bound before the loop, less what
        # a handler in the body deletes (an earlier iteration's).
        entry = state - deleted_in(s.body)
        if isinstance(s, ir.While):
            self.reads(entry, s.test)
        elif isinstance(s, ir.ForRange):
            self.reads(state, s.start, s.stop, s.step)
        else:
            self.reads(state, s.iter)
        target = set() if isinstance(s, ir.While) else target_names(s.target)
        self.block(s.body, entry | target)
        forever = isinstance(s, ir.While) and isinstance(s.test, ir.Const) and \
            s.test.value is True
        # The loop ends by its test (then the else clause runs) or by a break.
        done = None if forever else self.block(s.orelse, set(entry))
        return _meet(done, set(entry) if _has_break(s.body) else None)

    def try_(self, s: ir.Try, state: set[str]) -> set[str] | None:
        body = self.block(s.body, set(state))
        ends = [self.block(s.orelse, body) if body is not None else None]
        # An exception may leave the body anywhere, even after a handler
        # nested in it deleted its name.
        raised = state - deleted_in(s.body)
        for h in s.handlers:
            bound = raised | ({h.name} if h.name is not None else set())
            end = self.block(h.body, bound)
            if end is not None and h.name is not None:
                end.discard(h.name)  # CPython's `del name` as the handler ends
            ends.append(end)
        after = None
        for end in ends:
            after = _meet(after, end)
        final = self.block(s.finalbody, state - deleted_in(s))
        if after is None or final is None:
            return None
        return after | final
