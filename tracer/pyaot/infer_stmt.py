"""Typing statements: blocks, assignments, loops, try, return and yield, and
what the tests of if/while prove (narrowing: `x is not None`, isinstance()).
A helper of pyaot.infer's function typing, with the control-flow facts it
uses (what surely falls through, what is surely bound).
"""

from __future__ import annotations

import dataclasses

from pyaot import ir, ndops, opdecls
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement
from pyaot.infer_holes import bound_in, hole_item, join_members
from pyaot.infer_mixed import bool_op, class_widened, value_join
from pyaot.infer_api import FunctionTyping
from pyaot.infer_call import convertible
from pyaot.infer_exc import ExceptionTyping
from pyaot.infer_fields import widened
from pyaot.infer_iter import iterable as iterable_of, owning_iterator
from pyaot.infer_narrow import members_by, none_test
from pyaot.exceptions import MODULE_EXCEPTIONS
from pyaot.infer_unpack import union_unpacked
from pyaot.infer_namedtuple import is_namedtuple, unpacked as namedtuple_unpacked
from pyaot.ir_bound import static_outcome, target_names
from pyaot.typesys import UNKNOWN

EXCEPTION = "exception"  # a caught exception (`except E as e`)


PURE_INDEX_OPS = frozenset({"operator.add", "operator.sub", "operator.mul", "operator.floordiv",
                             "operator.mod", "operator.neg", "operator.pos"})


def pure_index(e: ir.Expr) -> bool:
    """Int arithmetic on names and constants: no effects, so the order in
    which an array element store's C++ arguments are evaluated is unseen."""
    if isinstance(e, (ir.Name, ir.Const)):
        return True
    if isinstance(e, ir.SliceExpr):  # a[lo:hi] = v, a[:, k] = v
        return all(p is None or pure_index(p) for p in (e.lower, e.upper, e.step))
    if isinstance(e, ir.Symbol):  # a[..., 0] = v
        return True
    if isinstance(e, ir.Convert):
        return pure_index(e.value)
    return isinstance(e, ir.Call) and e.kind == "op" and e.callee in PURE_INDEX_OPS and \
        e.type == ir.INT and all(pure_index(a) for a in e.args)


def meet(a: set[str] | None, b: set[str] | None) -> set[str] | None:
    if a is None:
        return b
    if b is None:
        return a
    return a & b


def loop_entry(assigned: set[str] | None, body: list[ir.Stmt]) -> set[str] | None:
    """What is surely bound at the top of every iteration (and where a handler
    in `body` may have run): what was before, less the names an `except ...
    as name` in the body deletes (CPython's `del name` as the handler ends)."""
    if assigned is None:
        return None  # unreachable
    return set(assigned) - {h.name for h in ir.walk(body) if isinstance(h, ir.Handler)}


def end_state(body: list[ir.Stmt], state: set[str] | None) -> set[str] | None:
    """The bound-set after a block, None if control cannot fall out of it."""
    return None if may_fall_through(body) is False else state


_PURE = (ir.Name, ir.Const, ir.Loc, ir.IsNone, ir.IsInstance, ir.Truth, ir.Compare, ir.BoolOp,
         ir.TupleExpr)


def effect_free(test: ir.Expr) -> bool:
    """A condition whose evaluation has no effects (names, constants,
    `is None`, isinstance(), not, and/or): when its types decide it, the
    dead branch need not be evaluated, nor typed."""
    return all((isinstance(n, _PURE) and not getattr(n, "maybe_unbound", False)) or
               (isinstance(n, ir.Call) and n.callee == "operator.not_") for n in ir.walk(test))


def may_fall_through(body: list[ir.Stmt]) -> bool:
    for s in body:
        if isinstance(s, (ir.Return, ir.Break, ir.Continue, ir.Raise)):
            return False
        if isinstance(s, ir.ExprStmt) and isinstance(s.value, ir.Call) and \
                s.value.kind == "op" and s.value.callee in opdecls.load().noreturn:
            return False  # sys.exit(...)
        if isinstance(s, ir.Try):
            if s.finalbody and not may_fall_through(s.finalbody):
                return False
            normal = may_fall_through(s.body) and may_fall_through(s.orelse)
            if not normal and not any(may_fall_through(h.body) for h in s.handlers):
                return False
        if isinstance(s, ir.If):
            outcome = static_outcome(s.test)  # a branch the types rule out is never run
            live = [b for b, when in ((s.body, True), (s.orelse, False)) if outcome in (None, when)]
            if not any(may_fall_through(b) for b in live):
                return False
        if isinstance(s, ir.While) and _constant_true(s.test) and not has_break(s.body):
            return False  # `while True:`, `while 1:`
    return True


def _constant_true(test: ir.Expr) -> bool:
    while isinstance(test, (ir.Truth, ir.Convert)):
        test = test.value
    return isinstance(test, ir.Const) and isinstance(test.value, (bool, int, float, str)) \
        and bool(test.value)


def has_break(body: list[ir.Stmt]) -> bool:
    for s in body:
        if isinstance(s, ir.Break):
            return True
        if isinstance(s, ir.If) and (has_break(s.body) or has_break(s.orelse)):
            return True
        if isinstance(s, ir.Try) and any(has_break(b) for b in (
                [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers])):
            return True
        # breaks inside nested loops belong to those loops
    return False

class StatementTyping:
    """The statements of one function being typed."""

    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        self.exceptions = ExceptionTyping(fi)  # fields of exceptions raised and caught
        self.end_narrowed: set[str] = set()  # proven not None at the last block's end

    def stmt(self, s: ir.Stmt, assigned: set[str] | None) -> ir.Stmt:
        if isinstance(s, ir.Assign):
            value = self._bound(s.target, self.fi.expr(s.value, assigned), s.loc, assigned)
            return ir.Assign(s.target, value, s.loc)
        if isinstance(s, ir.AssignGlobal):
            name = s.qualname.rpartition(".")[2]
            want = self.fi.inf.global_type(s.qualname, s.loc)
            value = self.fi.value(s.value, assigned, f"value assigned to global '{name}'")
            if value.type != UNKNOWN and self.fi.inf.program.functions[
                    self.fi.inf.program.globals[s.qualname]].returns is None:
                wider = widened(want, value.type)  # `current = None` ... `current = task`
                base = class_widened(self.fi, want, value.type) if wider is None else None
                if wider is not None or base is not None:  # a Worker, then an Idler
                    self.fi.inf.later.global_(s.qualname, wider or base, base is not None)
            if value.type in ir.SCALARS and want in ir.SCALARS and value.type != want:
                # int -> float would print 1.0 where CPython's variable holds 1.
                raise CompileError(s.loc, f"assignment of {value.type} to global '{name}'",
                                   f"it holds {want} (its initial value's type), and a compiled "
                                   "variable keeps one type",
                                   f"convert it (`{name} = {want}(...)`), or give '{name}' an "
                                   f"initial value of the type it holds throughout")
            value = self.fi.convert(value, want, f"value assigned to global '{name}'")
            return ir.AssignGlobal(s.qualname, value, s.loc)
        if isinstance(s, ir.ExprStmt):
            return ir.ExprStmt(self.fi.expr(s.value, assigned), s.loc)
        if isinstance(s, ir.SetAttr):
            target = self.fi.unwrap_object(self.fi.expr(s.target, assigned), s.attr)
            value = self.fi.value(s.value, assigned, f"value of .{s.attr}", kept=True)
            if target.type == UNKNOWN or \
                    hole_item(self.fi, target, f"assignment to attribute .{s.attr}", s.loc):
                return ir.SetAttr(target, s.attr, value, s.loc, s.annotation)
            if types.head(target.type) == "class":
                owner = types.args(target.type)[0].rsplit(".", 1)[-1]
                raise CompileError(s.loc, f"assignment to attribute .{s.attr} of class {owner}",
                                   "is supported only as a statement of its own, "
                                   "`Class.NAME = value` or "
                                   "`Class.NAME += value`, of a name the class body defines",
                                   f"define {s.attr} in the class body and assign it on its own")
            if types.head(target.type) != "obj":
                raise CompileError(s.loc, f"assignment to attribute .{s.attr} of "
                                   f"{types.python(target.type)}", "is not supported",
                                   "assign attributes of instances of your own classes")
            return self.fi.classes.set_attribute(s, target, value)
        if isinstance(s, ir.Unpack):
            value = self.fi.expr(s.value, assigned)
            if types.head(value.type) == "iter":  # a, b = map(int, line.split())
                value = self.fi.call_op("pyaot.unpack_iterator", [value, ir.Const(
                    len(s.target), s.loc, type=ir.INT)], {}, s.loc)
            self.fi.plain(value, "unpacked value")
            if isinstance(value, ir.TupleExpr) and len(value.elts) == len(s.target) and \
                    all(isinstance(t, str) for t in s.target):
                return self._unpack_display(s, value, assigned)
            if types.head(value.type) == "Optional" and \
                    types.head(types.args(value.type)[0]) in ("tuple", "list"):
                # `score, _ = best` where best may be None: TypeError on None, as CPython
                value = self.fi.convert(value, types.args(value.type)[0], "unpacked value")
            if types.head(value.type) == "obj" and \
                    is_namedtuple(info := self.fi.classes.info(value.type)):
                value = namedtuple_unpacked(self.fi.classes, info, value, s.loc)
            value = union_unpacked(self.fi, value, len(s.target), s.loc) or value
            self.fi.check_unpack(s.target, value.type, s.loc)
            self.fi.bind_target(s.target, value.type, s.loc, assigned, whole=True)
            return ir.Unpack(s.target, value, s.loc)
        if isinstance(s, (ir.ForEach, ir.ForRange, ir.While)):
            self.fi.narrowed -= bound_in(s.body)  # not narrowed on later iterations
        if isinstance(s, ir.ForEach):
            iterable = self.fi.objects.iterated(
                iterable_of(self.fi, self.fi.expr(s.iter, assigned)))
            elem = UNKNOWN if iterable.type == UNKNOWN else self.fi.objects.element_of(iterable)
            self.fi.bind_target(s.target, elem, s.loc, None)
            inner = loop_entry(assigned, s.body) | target_names(s.target) \
                if assigned is not None else None
            body = self.block(s.body, inner)
            orelse = self._loop_else(s, assigned)
            return ir.ForEach(s.target, iterable, body, orelse, s.loc)
        if isinstance(s, ir.Return):
            return self._return(s, assigned)
        if isinstance(s, ir.If):
            test = self.fi.truth(s.test, assigned)
            # A test the types decide (`key is None` where key is None,
            # isinstance of a static type) rules a branch out: it is not
            # typed (generic code calls key(x) only where key is a function).
            outcome = static_outcome(test)
            a = set(assigned) if assigned is not None else None
            b = set(assigned) if assigned is not None else None
            body, body_end = ([], None) if outcome is False else \
                self._branch(s.body, a, s.test, True)
            orelse, orelse_end = ([], None) if outcome is True else \
                self._branch(s.orelse, b, s.test, False)
            body_ends = outcome is False or not may_fall_through(s.body)
            orelse_ends = outcome is True or (not may_fall_through(s.orelse) and s.orelse)
            if body_ends:
                self.fi.members.update(members_by(self.fi, self.narrowed_by, s.test, False))
            elif orelse_ends:
                self.fi.members.update(members_by(self.fi, self.narrowed_by, s.test, True))
            # Not None after the if: what is not None at the end of every
            # branch that falls through (`if x is None: return`, `if out is
            # None: out = []`); a name a branch rebinds may be None again.
            ends = [end for end, stops in ((body_end, body_ends), (orelse_end, orelse_ends))
                    if not stops and end is not None]
            self.fi.narrowed -= bound_in(s.body) | bound_in(s.orelse)
            if ends:
                self.fi.narrowed |= set.intersection(*ends)
            if assigned is not None:
                after = meet(None if body_ends else end_state(s.body, a),
                             None if outcome is True else end_state(s.orelse, b))
                assigned.clear()
                assigned.update(after if after is not None else set())
            return ir.If(test, body, orelse, s.loc)
        if isinstance(s, ir.While):
            test = self.fi.truth(s.test, loop_entry(assigned, s.body))  # after iterations too
            body = self.with_narrowed(
                self.narrowed_by(s.test, True),
                lambda: self.block(s.body, loop_entry(assigned, s.body)
                                   if assigned is not None else None))
            orelse = self._loop_else(s, assigned)
            return ir.While(test, body, orelse, s.loc)
        if isinstance(s, ir.ForRange):
            start, stop, step = (self.fi.int_arg(e, assigned) for e in (s.start, s.stop, s.step))
            self.fi.bind(s.target, ir.Name(s.target, s.loc, type=ir.INT), s.loc)
            inner = loop_entry(assigned, s.body) | {s.target} if assigned is not None else None
            body = self.block(s.body, inner)
            orelse = self._loop_else(s, assigned)
            return ir.ForRange(s.target, start, stop, step, body, orelse, s.loc)
        if isinstance(s, (ir.Break, ir.Continue, ir.Pass)):
            return s
        if isinstance(s, ir.Yield):
            value = (self.fi.value(s.value, assigned, "yielded value") if s.value is not None
                     else ir.Const(None, s.loc, type=ir.NONE))
            if self.fi.state.annotated_return:
                want = types.args(self.fi.state.return_guess)[0] \
                    if types.head(self.fi.state.return_guess) == "iter" else UNKNOWN
                if want == UNKNOWN:
                    raise CompileError(s.loc, "yield", f"in a function annotated -> "
                                       f"{types.python(self.fi.state.return_guess)}",
                                       "annotate a generator -> Iterator[T]")
                value = self.fi.convert(value, want, "yielded value")
            else:
                self.fi.yield_types.append((value.type, s.loc))
                guess = self.fi.state.return_guess
                if not self.fi.lenient and types.head(guess) == "iter":
                    want = types.args(guess)[0]
                    if want != value.type and convertible(value.type, want):
                        value = self.fi.convert(value, want, "yielded value")
            return ir.Yield(value, s.loc)
        if isinstance(s, ir.Raise):
            if s.exc in MODULE_EXCEPTIONS:  # raise statistics.StatisticsError(...)
                self.fi.inf.headers.add(MODULE_EXCEPTIONS[s.exc][1])
            message = self.fi.message(s.message, assigned)
            value = self.fi.expr(s.value, assigned) if s.value is not None else None
            args_repr = self.fi.message(s.args_repr, assigned)
            fields = self.exceptions.raise_fields(s, assigned)
            return ir.Raise(s.exc, message, s.loc, value=value, args_repr=args_repr,
                            fields=fields, field_types=self.exceptions.raised_types(s, fields))
        if isinstance(s, ir.Assert):
            test = self.fi.truth(s.test, assigned)
            return ir.Assert(test, self.fi.message(s.message, assigned), s.loc)
        if isinstance(s, ir.Try):
            return self._try(s, assigned)
        if isinstance(s, ir.StoreItem):
            array = self.fi.expr(ir.Name(s.target, s.loc), assigned)
            indices = [self.fi.subscript_index(i, assigned) for i in s.indices]
            value = self.fi.expr(s.value, assigned)
            if UNKNOWN in (array.type, value.type) or any(i.type == UNKNOWN for i in indices):
                return ir.ExprStmt(ir.Call("nd", "ndarray.setitem", [], s.loc, type=UNKNOWN), s.loc)
            if not ndops.is_array(array.type):
                return self.fi.objects.store_item(s, array, indices, value)
            for i in indices if len(indices) > 1 else []:  # one index: evaluated after the value
                if not pure_index(i):
                    # The C++ call's arguments have no evaluation order (an
                    # augmented assignment's indices are variables already).
                    raise CompileError(i.loc, "an index with calls in an array element "
                                       "assignment", "is not supported", "compute the index "
                                       "into a variable first")
            return self.fi.indexing.store_item(s, array, indices, value)
        raise TypeError(f"unknown IR statement {s!r}")

    def _try(self, s: ir.Try, assigned: set[str] | None) -> ir.Try:
        # An exception can leave the body at any point: handlers and the finally
        # clause start from what was bound before, less what a handler deleted.
        body_state = set(assigned) if assigned is not None else None
        body = self.block(s.body, body_state)
        body_end = end_state(s.body, body_state)
        orelse = self.block(s.orelse, body_end if body_end is None else set(body_end))
        ends = [end_state(s.orelse, body_end)] if body_end is not None else []
        handlers = []
        for h in s.handlers:
            self.fi.inf.headers.update(MODULE_EXCEPTIONS[t][1] for t in h.types
                                       if t in MODULE_EXCEPTIONS)  # its ExceptionType
            state = loop_entry(assigned, s.body)
            if h.name is not None:
                self.fi.bind(h.name, ir.Name(h.name, h.loc, type=EXCEPTION), h.loc)
                if state is not None:
                    state.add(h.name)
            caught = self.exceptions.caught
            saved, caught[h.name] = caught.get(h.name), h.types  # for e.field in the handler
            handlers.append(ir.Handler(h.types, self.block(h.body, state), h.loc, h.name))
            caught[h.name] = saved
            if h.name is not None and state is not None:
                # CPython deletes the name when the handler ends (`except E as
                # e` ends with `del e`): a later read may find it unbound.
                state.discard(h.name)
            ends.append(end_state(h.body, state))
        final_state = loop_entry(assigned, [s])
        finalbody = self.block(s.finalbody, final_state)
        if assigned is not None:
            after = None
            for end in ends:
                after = meet(after, end)
            if after is not None:  # without the names a handler deleted
                assigned.clear()
                assigned.update(after)
            if final_state is not None:
                assigned.update(final_state)
        return ir.Try(body, handlers, orelse, finalbody, s.loc)

    def _escaping_closure(self, value: ir.Expr) -> ir.FnValue:
        """A function value returned from the function that makes it
        (`def make_adder(k): def add(x): return x + k; return add`): it
        outlives the call, so it keeps copies of the variables it reads.
        Made at the `return`, it reads what Python's cells would hold: nothing
        in this frame runs after it."""
        if not isinstance(value, ir.FnValue):
            # A nested def or a lambda kept in a variable: made again here,
            # reading its variables now (their final values, as the cells of
            # a Python closure hold once the frame has returned).
            entry = self.fi.inf.fn_values[types.args(value.type)[0]]
            if entry.owner != self.fi.state.cname:
                raise CompileError(value.loc, "function value returned that another function "
                                   "made", "it may read variables of a call that has ended",
                                   "return a nested function or lambda of this function, or "
                                   "define the function at module level")
            value = ir.FnValue(entry.kind, entry.target, entry.captures, value.loc,
                               type=value.type)
        for c in value.captures:
            if c.type not in (None, UNKNOWN) and types.head(c.type) == "fn":
                raise CompileError(value.loc, "returned closure that reads another function "
                                   "value", "the function value it reads cannot outlive this "
                                   "call", "pass that function to the returned one as an "
                                   "argument, or define it at module level")
        return dataclasses.replace(value, escapes=True)

    def _bound(self, name: str, value: ir.Expr, loc: ir.Loc,
               assigned: set[str] | None) -> ir.Expr:
        """`name = value` for the types: the value as the variable takes it."""
        if self.fi.lenient:
            self.fi.holes.alias(name, value)  # ys = d.setdefault(k, [])
        value = self.fi.bind(name, value, loc)
        if assigned is not None:
            assigned.add(name)
        return value

    def _unpack_display(self, s: ir.Unpack, value: ir.TupleExpr,
                        assigned: set[str] | None) -> ir.Stmt:
        """`prev, cur, done = tail, head, []`: each name is bound to its item
        as `name = item` would bind it (a fresh `[]` takes the type the
        name's later uses give it), then all are assigned at once."""
        items = [self._bound(name, item, s.loc, assigned)
                 for name, item in zip(s.target, value.elts)]
        typed = ir.TupleExpr(items, value.loc,
                             type=types.make("tuple", *[i.type for i in items])
                             if all(i.type not in (None, UNKNOWN) for i in items) else UNKNOWN)
        return ir.Unpack(s.target, typed, s.loc)

    def _loop_else(self, s: ir.While | ir.ForRange, assigned: set[str] | None) -> list[ir.Stmt]:
        # The loop body may run zero times: only the else clause adds bindings,
        # and only if no `break` can skip it; a handler in the body deletes its name.
        inner = loop_entry(assigned, s.body)
        orelse = self.block(s.orelse, inner)
        if assigned is not None:
            assigned &= loop_entry(assigned, s.body)
            end = end_state(s.orelse, inner) if not has_break(s.body) else None
            if end is not None:
                assigned.update(end)
        return orelse

    def _return(self, s: ir.Return, assigned: set[str] | None) -> ir.Return:
        if self.fi.fn.generator:
            return ir.Return(None, s.loc)  # ends the generator
        if s.value is None:
            value_type, value = ir.NONE, None
        else:
            value = self.fi.expr(s.value, assigned)
            if not owning_iterator(value):  # `return iter(self.items)` may leave
                self.fi.plain(value, "return value")
            value_type = value.type
            if value_type not in (None, UNKNOWN) and types.head(value_type) == "fn":
                value = self._escaping_closure(value)
            if types.has_hole(value_type) and not self.fi.state.annotated_return \
                    and not self.fi.lenient and (  # `return []` where others return a list[str]
                        types.has_hole(self.fi.state.return_guess) or
                        types.join(value_type, self.fi.state.return_guess)
                        != self.fi.state.return_guess):
                self.fi.hole_error(value, "returned value")
        if self.fi.state.annotated_return:
            want = self.fi.state.return_guess
            if value is None and types.head(want) == "Optional":
                value = ir.Convert(ir.Const(None, s.loc, type=ir.NONE), want, s.loc, type=want)
            elif value is None:
                if want != ir.NONE:
                    raise CompileError(s.loc, "return without a value",
                                       f"but '{self.fi.fn.name}' is annotated -> {want}",
                                       "return a value of that type")
            else:
                value = self.fi.convert(value, want, f"return value of '{self.fi.fn.name}'")
        else:
            self.fi.return_types.append((value_type, s.loc))
            want = self.fi.state.return_guess
            if not self.fi.lenient and want not in (UNKNOWN, value_type) and (
                    convertible(value_type, want) or types.has_hole(value_type)
                    or join_members(value_type, want) == want):  # (None, n) as (xs | None, n)
                if value is None:
                    value = ir.Const(None, s.loc, type=ir.NONE)
                if join_members(value_type, want) == want and not isinstance(value, ir.TupleExpr):
                    raise CompileError(s.loc, f"return of a {types.python(value_type)} value",
                                       f"where other returns make it a {types.python(want)}; "
                                       "a tuple display converts member by member, a tuple "
                                       "value does not", "return the display itself "
                                       "(`return None, n`)")
                value = self.fi.convert(value, want, f"return value of '{self.fi.fn.name}'")
        return ir.Return(value, s.loc)

    def _branch(self, body: list[ir.Stmt], assigned: set[str] | None, test: ir.Expr,
                when: bool) -> tuple[list[ir.Stmt], set[str]]:
        """A branch of an if, typed where `test` evaluated to `when`, and the
        names proven not None where it falls through."""
        def typed() -> tuple[list[ir.Stmt], set[str]]:
            out = self.block(body, assigned)
            return out, self.end_narrowed
        return self.with_narrowed(self.narrowed_by(test, when), typed,
                                  members_by(self.fi, self.narrowed_by, test, when))

    def block(self, body: list[ir.Stmt], assigned: set[str] | None) -> list[ir.Stmt]:
        """Types a block. `assigned` (mutated) holds the names definitely bound
        on entry; None means the code is unreachable."""
        out = []
        saved = set(self.fi.narrowed)  # narrowing after `if x is None: return` ends with the block
        self.fi.depth += 1
        for s in body:
            with at_statement(s.loc):
                out.append(self.stmt(s, assigned))
            if isinstance(s, (ir.Return, ir.Break, ir.Continue, ir.Raise)):
                assigned = None  # what follows in this block is unreachable
            elif isinstance(s, ir.If) and static_outcome(out[-1].test) is not None and \
                    not may_fall_through([out[-1]]):
                # `if lst is None: return self` where lst is None (this
                # instance's parameter, a placeholder): the rest never runs,
                # and is not typed (p = lst; p.link would be None's).
                break
        self.fi.depth -= 1
        self.end_narrowed = set(self.fi.narrowed)
        self.fi.narrowed = saved - bound_in(body)  # a name rebound in it may be None again
        return out

    def if_exp(self, e: ir.IfExp, assigned: set[str] | None) -> ir.Expr:
        test = self.fi.truth(e.test, assigned)
        branches = []
        for branch, when in ((e.body, True), (e.orelse, False)):
            if static_outcome(test) is (not when) and (self.fi.lenient or effect_free(test)):
                # `v if self.total is None else self.total + v` where the field
                # is None for now: a lenient pass learns from the live branch
                # only (its result is never emitted; the final pass types both).
                continue
            branches.append(self.with_narrowed(self.narrowed_by(e.test, when),
                                               lambda b=branch: self.fi.expr(b, assigned),
                                               members_by(self.fi, self.narrowed_by, e.test, when)))
        if len(branches) == 1 and not self.fi.lenient:
            return branches[0]  # `parse(v) if isinstance(v, str) else v` of a str v
        body, orelse = branches[0], branches[-1]
        t = body.type if body.type != UNKNOWN else orelse.type
        if UNKNOWN not in (body.type, orelse.type) and body.type != orelse.type:
            joined = value_join(self.fi, body.type, orelse.type)  # n if n else "-"
            if joined is None:
                raise CompileError(e.loc, f"conditional expression of "
                                   f"{types.python(body.type)} and "
                                   f"{types.python(orelse.type)}", "the result's type would "
                                   "depend on the condition", "make both branches the same "
                                   "type, e.g. with float(...)")
            body, orelse, t = (self.fi.convert(body, joined, "branch"),
                               self.fi.convert(orelse, joined, "branch"), joined)
        return ir.IfExp(test, body, orelse, e.loc, type=t)

    def bool_op(self, e: ir.BoolOp, assigned: set[str] | None, truth_context: bool) -> ir.Expr:
        # `x is not None and x > 0`, `isinstance(s, Circle) and s.r > 1`:
        # later operands see what earlier ones proved.
        values, proven, members = [], set(), {}
        for v in e.values:
            values.append(self.with_narrowed(
                proven, lambda v=v: self.fi.expr(v, assigned, truth_context), dict(members)))
            proven |= self.narrowed_by(v, e.op == "and")
            members.update(members_by(self.fi, self.narrowed_by, v, e.op == "and"))
            if static_outcome(values[-1]) is (e.op == "or"):
                # `best is None or f(best)` where best is None (a placeholder
                # this pass, or this instance's parameter): the rest is never
                # evaluated, and is not typed (f(None) would be).
                break
        return bool_op(self.fi, e, values, truth_context)

    def narrowed_by(self, test: ir.Expr, when: bool) -> set[str]:
        """Names proven not None when `test` evaluates to `when`."""
        found = none_test(test)
        if found is not None:
            name, not_none = found
            return {name} if not_none == when else set()
        if isinstance(test, ir.BoolOp) and (test.op == "and") == when:
            return set().union(*(self.narrowed_by(v, when) for v in test.values))
        if isinstance(test, ir.Call) and test.callee == "operator.not_" and test.args:
            inner = test.args[0].value if isinstance(test.args[0], ir.Truth) else test.args[0]
            return self.narrowed_by(inner, not when)
        return set()

    def proven_by(self, test: ir.Expr) -> tuple[set[str], dict[str, str]]:
        """What `test` holding proves: names not None, and union members or
        subclasses held (a comprehension's condition, for its element)."""
        return self.narrowed_by(test, True), members_by(self.fi, self.narrowed_by, test, True)

    def with_narrowed(self, names: set[str], fn, members: dict[str, str] | None = None):
        saved, saved_members = set(self.fi.narrowed), dict(self.fi.members)
        self.fi.narrowed |= names
        self.fi.members.update(members or {})
        try:
            return fn()
        finally:
            self.fi.narrowed, self.fi.members = saved, saved_members

    def join_yields(self) -> str:
        """A generator returns an iterator of the one type it yields."""
        joined = None
        for t, loc in self.fi.yield_types:
            if t == UNKNOWN:
                continue
            j = t if joined is None else types.join(joined, t)
            if j is None:
                if not self.fi.lenient:
                    raise CompileError(loc, f"yield of {types.python(t)}", f"but the generator "
                                       f"also yields {types.python(joined)}",
                                       "yield one type (or annotate -> Iterator[T])")
                continue
            joined = j
        if joined is None:
            return UNKNOWN if self.fi.yield_types else types.make("iter", ir.NONE)
        return types.make("iter", joined)

    def join_returns(self) -> str:
        known = [(t, loc) for t, loc in self.fi.return_types if t != UNKNOWN]
        if not known:
            if self.fi.return_types:
                return UNKNOWN
            return ir.NONE
        first_type, first_loc = known[0]
        joined = first_type
        for t, loc in known[1:]:
            j = types.join(joined, t) or types.length_join(joined, t) or \
                join_members(joined, t) or types.union_of(joined, t)
            if j is None:
                if ".<call>" in self.fi.fn.qualname:  # pyaot.frontend.function_tables
                    raise CompileError(loc, f"function in {self.fi.fn.name} returning "
                                       f"{types.python(t)}", f"where the one at line "
                                       f"{first_loc.line}, column {first_loc.col} returns "
                                       f"{types.python(first_type)}: a call through a dict of "
                                       "functions has one result type",
                                       "make every function in the dict return the same type")
                if not self.fi.lenient:
                    raise CompileError(loc, f"return of {types.python(t)}",
                                       f"but line {first_loc.line} returns "
                                       f"{types.python(first_type)}",
                                       "annotate the return type (e.g. `-> float`) or return "
                                       "the same type everywhere")
                continue
            joined = j
        return joined

    def check_falls_off(self) -> None:
        falls_to_none = types.head(self.fi.state.return_guess) == "Optional"  # returns None
        if self.fi.state.return_guess != ir.NONE and not falls_to_none and \
                may_fall_through(self.fi.body):
            raise CompileError(self.fi.fn.loc, f"function '{self.fi.fn.name}'",
                               f"can reach its end without returning (Python would return "
                               f"None, not {self.fi.state.return_guess})",
                               "add a return statement at the end of the function")
