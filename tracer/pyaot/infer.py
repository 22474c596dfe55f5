"""Type propagation: IR -> typed IR.

Seeds: the entry function's PEP 484 annotations. Each operator's declared
signature fixes its result type; each user function is specialised for the
argument types it is called with (or its own annotations). A variable keeps
one type for its whole life, as a C++ local must; where Python would let its
type change, compilation stops with an error that says which assignments
disagree. Implicit numeric promotions (bool -> int -> float, PEP 484's numeric
tower) become explicit `Convert` nodes, so the emitter adds no semantics.

Also computed here: which reads may see an unassigned variable (CPython raises
UnboundLocalError there, so the emitter guards them), and which functions are
recursive (they count depth to raise RecursionError like CPython).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement
from pyaot.infer_call import (CALLABLE, CallTyping, array_widens, const_type, convertible,
                              display_op, fill_holes)
from pyaot.infer_captures import check_captures_where_read, mark_shared_reads
from pyaot.infer_numeric import HEADER as NUMBER_UNION_HEADER
from pyaot.infer_mixed import attribute_dispatch, optional_equality, unrelated_equality
from pyaot.infer_promote import promoted
from pyaot.infer_split import request_split, split
from pyaot.infer_intfloat import observed_ints, widened
from pyaot.infer_holes import (HoleSources, bound_in, fills_holes, fresh_repeat,
                               holds_members, hole_item, narrow_on_assignment,
                               none_compared, union_store, unnarrowed)
from pyaot.infer_fields import LaterUses, fixed_point
from pyaot.infer_cls import ClassTyping, ir_types_in
from pyaot.infer_hooks import HOOKS, protocol_owner
from pyaot.infer_nd import ArrayTyping
from pyaot.infer_nd_index import ArrayIndexing
from pyaot.infer_obj import ObjectTyping, stored_function
from pyaot.infer_stmt import StatementTyping
from pyaot.infer_iter import own_state_iterator
from pyaot.opdecls import OpTable
from pyaot.typesys import NUMBER, UNKNOWN


def _init_prefix(init: ir.Function, base: str | None) -> tuple[set[str], bool]:
    """The fields an __init__ assigns before anything could read them (its
    leading `self.x = value` statements whose values do not involve self,
    after an optional leading super().__init__(...) or Base.__init__(self,
    ...) of the direct base), and whether it starts with that call."""
    if not init.params:
        return set(), False
    me = init.params[0].name

    def mentions_self(e: ir.Expr) -> bool:
        return any(isinstance(n, ir.Name) and n.id == me for n in ir.walk(e))

    assigned: set[str] = set()
    super_first = False
    for k, s in enumerate(init.body):
        if k == 0 and isinstance(s, ir.ExprStmt) and isinstance(s.value, ir.Call) and \
                s.value.kind == "super" and s.value.callee == f"{base}:__init__" and \
                s.value.args and isinstance(s.value.args[0], ir.Name) and \
                s.value.args[0].id == me and not any(mentions_self(a) for a in [*s.value.args[1:],
                                                   *s.value.keywords.values()]):
            super_first = True
            continue
        if isinstance(s, ir.SetAttr) and isinstance(s.target, ir.Name) and \
                s.target.id == me and not mentions_self(s.value):
            assigned.add(s.attr)
            continue
        break
    return assigned, super_first


# Types that only operator arguments may have (dtypes, strings, tuples).
_ARGUMENT_ONLY = {"symbol": "a dtype, string, None or ...", "tuple": "a tuple"}


@dataclass
class _InstanceState:
    key: tuple[str, tuple[str, ...]]
    cname: str
    fn: ir.Function
    param_types: list[str]
    return_guess: str
    annotated_return: bool
    done: bool = False
    learned_env: dict[str, str] = field(default_factory=dict)  # from lenient passes
    # int locals that become float where no difference shows (pyaot.infer_promote)
    promoted: dict[str, str] = field(default_factory=dict)
    # Of those, the ones int | float would not type: learnt again without it,
    # so that the refusal is the variable's own ("start 'y' as float").
    declined: set[str] = field(default_factory=set)
    instance: ir.Instance | None = None
    callees: set[str] = field(default_factory=set)
    # Instances still learning their return type that this one's types rest
    # on (mutual recursion, or itself called with other argument types): it
    # is typed finally once they are (Inferencer._settle_waiting).
    waits_on: set[tuple[str, tuple[str, ...]]] = field(default_factory=set)


@dataclass
class _FnEntry:
    """A function value's identity (type "fn[ID]") and how it is called."""

    kind: str  # "func" | "op"
    target: str
    loc: ir.Loc
    owner: str = ""  # the instance that makes it
    captures: list[ir.Expr] = field(default_factory=list)  # what it reads, typed
    capture_types: list[str] = field(default_factory=list)
    signature: list[str] | None = None
    result: str = UNKNOWN
    cpp: str = ""
    # A user function's parameter types for the arguments passed (an
    # annotation where it has one): where an int meets a float one, the call
    # converts it visibly (pyaot.infer_intfloat follows it).
    params: list[str] = field(default_factory=list)


def _numbers_widened(ops: OpTable, entry: _FnEntry, before: list[str],
                     now: list[str]) -> list[str] | None:
    """The argument types a function value called with an int in one place
    and a float in another takes: a user function the number union, which
    holds what CPython passes; a math function a float, as CPython converts
    an int to one. None where the lists differ otherwise."""
    if len(before) != len(now) or entry.kind == "op" and not _math_value(ops, entry):
        return None
    numbers = {ir.INT, ir.BOOL, ir.FLOAT, NUMBER}
    out = []
    for b, n in zip(before, now):
        if b != n and not {b, n} <= numbers:
            return None
        out.append(b if b == n else ir.FLOAT if entry.kind == "op" else NUMBER)
    return out


def _math_value(ops: OpTable, entry: _FnEntry) -> bool:
    """A math function of floats only, which makes a float of an int as
    CPython does (math.floor, gcd, factorial... keep ints: not these)."""
    op = ops.ops.get(entry.target) if entry.kind == "op" else None
    return op is not None and op.name.startswith("math.") and op.promote and all(
        sig.result == ir.FLOAT and all(a == ir.FLOAT for a in sig.args) for sig in op.signatures)


class _Unresolved(Exception):
    """Raised in lenient passes when a type is not known yet."""


class Inferencer:
    def __init__(self, program: ir.Program, ops: OpTable, later: LaterUses | None = None):
        self.program = program
        self.ops = ops
        self.later = later or LaterUses()  # fields' and module variables' uses (a fixed point)
        self.states: dict[tuple[str, tuple[str, ...]], _InstanceState] = {}
        # (container, value, store) parameter indices of each function
        # storing one parameter into another (pyaot.infer_forwarded).
        self.parameter_stores: dict[str, list[tuple[int, int, str]]] = {}
        self.headers: set[str] = set()
        self.fn_ids: dict[tuple[str, str, str, str], str] = {}  # (owner, kind, target, loc) -> ID
        self.fn_values: dict[str, _FnEntry] = {}
        self.class_fields: dict[str, dict[str, str]] = {}  # class -> field -> type
        self.class_hooks: dict[str, dict[str, str]] = {}  # class -> "__repr__" -> cname
        self.class_initial: dict[str, dict[str, ir.Expr]] = {}  # class -> field -> typed value
        self.prepared: set[str] = set()  # __init__ functions typed ahead of construction
        self.globals: dict[str, ir.TypedGlobal] = {}  # module variables typed so far
        self.learning: list[_InstanceState] = []  # instances in their lenient passes
        # Unannotated exception fields: (class of the __init__, field) -> the
        # type the first compiled raise passed, and where.
        self.exception_field_types: dict[tuple[str, str], tuple[str, ir.Loc]] = {}

    # ------------------------------------------------------------ program

    def run(self) -> ir.TypedProgram:
        entries = []
        for qualname in self.program.entries:
            fn = self.program.functions[qualname]
            for p in fn.params:
                if p.star or p.kwargs:
                    stars = "*" if p.star else "**"
                    raise CompileError(p.loc, f"{stars}{p.name} of entry point '{fn.name}'",
                                       "cannot be passed on the command line",
                                       f"take a list or dict instead: `{p.name}: list[int]`")
                if p.annotation == CALLABLE:
                    raise CompileError(p.loc, f"parameter '{p.name}' of entry point "
                                       f"'{fn.name}'", "is a function, which the command line "
                                       "and the C ABI cannot pass",
                                       "take data as arguments; call the function inside")
                if p.annotation is not None and _mentions_range(p.annotation):
                    raise CompileError(p.loc, f"parameter '{p.name}' of entry point "
                                       f"'{fn.name}'", "holds a range, which the command line "
                                       "and the C ABI cannot pass",
                                       "take the ints (start, stop, step) and make the range "
                                       "inside")
                if p.annotation is not None and types.mentions_native(p.annotation):
                    raise _opaque_at_boundary(p.loc, f"parameter '{p.name}' of entry point "
                                              f"'{fn.name}'", p.annotation)
                if p.annotation is None:
                    raise CompileError(p.loc, f"parameter '{p.name}' of entry point "
                                       f"'{fn.name}'", "has no type annotation",
                                       f"annotate it, e.g. `{p.name}: int`; the entry "
                                       "point's annotations seed type inference")
            if fn.generator or (fn.returns and "iter[" in fn.returns):
                # Its result would be an iterator object: CPython prints
                # `<generator object f at 0x7f...>`, an address no run repeats,
                # and json.dumps refuses it; streaming its items instead would be
                # output the Python function never produces.
                what = "is a generator function" if fn.generator else "returns an iterator"
                raise CompileError(fn.loc, f"entry point '{fn.name}'",
                                   f"{what}: its result is an iterator object, which has no "
                                   "printable or JSON value (CPython shows its address)",
                                   f"compile a function that returns the items: "
                                   f"`def {fn.name}_list(...) -> list[...]: "
                                   f"return list({fn.name}(...))`")
            if fn.returns is None and _returns_value(fn):  # `def main():` returns None
                raise CompileError(fn.loc, f"entry point '{fn.name}'",
                                   "has no return annotation",
                                   "annotate the return type, e.g. `-> int` (or `-> None`)")
            if fn.returns is not None and _mentions_range(fn.returns):
                raise CompileError(fn.loc, f"result of entry point '{fn.name}'",
                                   "holds a range, which the command line and the C ABI "
                                   "cannot pass", "return list(...) of it")
            if fn.returns is not None and types.mentions_native(fn.returns):
                raise _opaque_at_boundary(fn.loc, f"result of entry point '{fn.name}'",
                                          fn.returns)
            param_types = [p.annotation for p in fn.params]
            state = self.instantiate(fn, param_types, fn.loc)
            entries.append(ir.Entry(fn.name, qualname, state.cname, fn.params, param_types,
                                    state.return_guess))
        for qualname in self.program.globals:  # also those run only for their effects
            self.global_type(qualname, self.program.functions[self.program.globals[qualname]].loc)
        if self.later.surveying:
            return None
        self._mark_recursive()
        instances = [s.instance for s in self.states.values()]
        _refuse_untyped(instances)
        fn_values = {i: ir.FnSignature(e.signature, e.result, e.cpp)
                     for i, e in self.fn_values.items() if e.signature is not None}
        check_captures_where_read(instances, fn_values, self.program.functions)
        mark_shared_reads(instances, fn_values)
        classes = []
        prefixes = {q: _init_prefix(self.program.functions[c.methods["__init__"]], c.base)
                    for q, c in self.program.classes.items() if "__init__" in c.methods}
        for q, info in self.program.classes.items():
            chain = _class_chain(self.program.classes, q)
            subclasses = sorted((c for c in self.program.classes
                                 if c != q and q in _class_chain(self.program.classes, c)),
                                key=lambda c: -len(_class_chain(self.program.classes, c)))
            all_fields: list[str] = []
            for c in reversed(chain):
                all_fields += [f for f in self.program.classes[c].fields
                               if f not in all_fields]
            own = dict(self.class_fields.get(q, {}))
            for base in chain[1:]:
                shadowed = sorted(set(own) & set(self.class_fields.get(base, {})))
                if shadowed:  # a subclass's class attribute named like a base's field
                    raise CompileError(info.loc, f"class attribute '{shadowed[0]}' of "
                                       f"{info.name}", f"names a field that "
                                       f"{self.program.classes[base].name}.__init__ assigns "
                                       "(the instance's value would hide it in Python)",
                                       "rename the class attribute, or set the field in "
                                       "__init__")
            generated = {}
            for hook in HOOKS:
                owner = protocol_owner(self.program.classes, q, hook)
                if owner is not None and owner[0] == "dataclass":
                    generated[hook] = owner[1]
                elif owner is not None and owner[0] == "none":
                    generated[hook] = ""
            classes.append(ir.TypedClass(q, info.name, own,
                                         dict(self.class_hooks.get(q, {})), info.dataclass,
                                         info.order, info.eq, info.base, subclasses,
                                         all_fields, dict(self.class_initial.get(q, {})),
                                         [f for f in own
                                          if not self._surely_set(q, f, subclasses, prefixes)],
                                         generated, dict(info.excluded), info.enum))
        # Bases before subclasses: C++ structs derive from complete types.
        classes.sort(key=lambda c: len(_class_chain(self.program.classes, c.qualname)))
        _choose_conversions([*instances, *classes])
        typed_globals = [self.globals[q] for q in self.program.globals]
        return ir.TypedProgram(instances, entries, sorted(self.headers),
                               exceptions=dict(self.program.exceptions), fn_values=fn_values,
                               classes=classes, globals=typed_globals)

    # ---------------------------------------------------- module variables

    def global_ref(self, e: ir.GlobalRef) -> ir.GlobalRef:
        return ir.GlobalRef(e.qualname, e.loc, type=self.global_type(e.qualname, e.loc))

    def global_type(self, qualname: str, loc: ir.Loc) -> str:
        """A module variable's type: its initial value's (the annotation's
        when annotated), fixed for the whole program."""
        if qualname in self.globals:
            return self.globals[qualname].type
        init = self.program.functions[self.program.globals[qualname]]
        name = qualname.rpartition(".")[2]

        def unknown(shown: str) -> CompileError:
            return CompileError(init.loc, f"module variable '{name}' of type {shown}",
                                "its type must be known from its initial value",
                                f"annotate it, e.g. `{name}: dict[str, int] = {{}}`")
        hint = self.later.globals.get(qualname) if init.returns is None else None
        if hint is not None:  # what the functions using it showed (pyaot.infer_fields)
            init = dataclasses.replace(init, returns=hint)
        try:
            state = self.instantiate(init, [], init.loc)
        except CompileError as e:
            if e.loc != init.loc or not e.construct.startswith("returned value of type"):
                raise
            failed = self.states.pop((init.qualname, ()), None)
            if failed is None or init.returns is not None or \
                    not types.has_hole(failed.return_guess):
                raise unknown(e.construct.removeprefix("returned value of type ")) from None
            # `memo = {}`: typed with its holes in this round; uses may fill them.
            init = dataclasses.replace(init, returns=failed.return_guess)
            state = self.instantiate(init, [], init.loc)
        t = state.return_guess
        if t == UNKNOWN:
            raise unknown(types.python(t))
        self.later.start(qualname, t, None, unknown(types.python(t)))
        self.globals[qualname] = ir.TypedGlobal(qualname, t, state.cname)
        return t

    # ------------------------------------------------------ function values

    def _surely_set(self, q: str, name: str, subclasses: list[str],
                    prefixes: dict[str, tuple[set[str], bool]]) -> bool:
        """Does every instance of q (and of its subclasses) have field `name`
        of q before any code can read it? Yes for a class attribute or a
        declared default, a dataclass's fields, and a field assigned at the
        start of q's __init__ when every subclass's own __init__ first calls
        super().__init__(). Other fields are checked where read. `prefixes`:
        _init_prefix of each class's own __init__."""
        info = self.program.classes[q]
        if name in info.defaults or name in info.class_attrs or any(
                name in self.program.classes[s].class_attrs for s in subclasses):
            return True
        if q not in prefixes:
            return info.dataclass and name in info.fields
        if name not in prefixes[q][0]:
            return False
        for sub in subclasses:
            c = sub
            while c != q:
                if c in prefixes and not prefixes[c][1]:
                    return False
                c = self.program.classes[c].base
        return True

    def fn_value(self, owner: str, kind: str, target: str, loc: ir.Loc) -> str:
        key = (owner, kind, target, str(loc))
        if key not in self.fn_ids:
            self.fn_ids[key] = str(len(self.fn_ids) + 1)
            self.fn_values[self.fn_ids[key]] = _FnEntry(kind, target, loc, owner)
        return f"fn[{self.fn_ids[key]}]"

    def call_value(self, caller: "_FunctionInference", fn_type: str, arg_types: list[str],
                   loc: ir.Loc) -> str:
        """The result type of calling a function value with `arg_types`.
        Each function value is compiled for one argument type list (a C++
        closure with typed parameters); a second list is an error."""
        entry = self.fn_values[types.args(fn_type)[0]]
        if UNKNOWN in arg_types or UNKNOWN in entry.capture_types:
            return UNKNOWN
        if entry.signature is not None and entry.signature != arg_types and \
                len(entry.signature) == len(arg_types):
            # f(mid) of a float where f takes an int | float (bisect's f(lo) of
            # one): the member passes as the union (the caller converts it);
            # called with the union where it took a member, it takes the union.
            def member(x: str, u: str) -> bool:
                return x == u or (types.head(u) == "Union" and x in types.args(u))
            if all(member(a, s) for a, s in zip(arg_types, entry.signature)):
                arg_types = list(entry.signature)
            elif caller.lenient and all(member(s, a) or types.join(s, a) == a
                                        for a, s in zip(arg_types, entry.signature)):
                entry.signature = None  # an earlier round's narrower types (tuple[str, int])
        widened = _numbers_widened(self.ops, entry, entry.signature, arg_types) \
            if entry.signature not in (None, arg_types) else None
        if widened is not None and (caller.lenient or widened == entry.signature):
            entry.signature, arg_types = None, widened  # f(a) of an int, f(a + h) of a float
        if entry.signature is not None and entry.signature != arg_types:
            if caller.lenient:  # unknown: the strict pass names the two signatures
                return UNKNOWN
            shown = ", ".join(types.python(t) for t in arg_types)
            before = ", ".join(types.python(t) for t in entry.signature)
            raise CompileError(loc, f"call of {_fn_name(entry)} with ({shown})",
                               f"but it is also called with ({before}); a function value is "
                               "compiled for one list of argument types",
                               "convert the arguments to the same types, or use two functions")
        entry.signature = list(arg_types)
        if entry.kind == "op":
            op = self.ops.ops[entry.target]
            sig = op.resolve(arg_types)
            floats = [ir.FLOAT if t == NUMBER else t for t in arg_types]
            if sig is None and _math_value(self.ops, entry) and floats != arg_types:
                # math.exp(x) of an int | float: the float CPython makes of it
                entry.signature = arg_types = floats
                sig = op.resolve(arg_types)
            if sig is None:
                raise CompileError(loc, f"{display_op(entry.target)} used as a function of "
                                   f"({', '.join(types.python(t) for t in arg_types)})",
                                   "has no matching signature",
                                   f"accepted: {op.describe_signatures()}")
            self.headers.add(sig.header)
            entry.result, entry.cpp = sig.result, sig.cpp
            entry.params = list(arg_types)
            return entry.result
        fn = self.program.functions[entry.target]
        full = arg_types + entry.capture_types
        if len(full) != len(fn.params):
            raise CompileError(loc, f"call of {_fn_name(entry)}",
                               f"passes {len(arg_types)} argument(s) but it takes "
                               f"{len(fn.params) - len(entry.capture_types)} (TypeError in "
                               "Python)", "pass one value per parameter")
        key_types = [p.annotation if p.annotation not in (None, CALLABLE) else t
                     for p, t in zip(fn.params, full)]
        state = self.states.get((fn.qualname, tuple(key_types)))
        if state is None:
            state = self.instantiate(fn, key_types, loc)
        self.note_call(caller.state, state)
        entry.result, entry.cpp = state.return_guess, state.cname
        entry.params = key_types[:len(arg_types)]
        return entry.result

    def instantiate(self, fn: ir.Function, arg_types: list[str], loc: ir.Loc) -> _InstanceState:
        param_types = [t if p.annotation in (None, CALLABLE) else p.annotation
                       for p, t in zip(fn.params, arg_types)]
        key = (fn.qualname, tuple(param_types))
        if key in self.states:
            return self.states[key]
        cname = _mangle(fn.qualname)
        if any(p.annotation in (None, CALLABLE) for p in fn.params):
            cname += "__" + "_".join(_type_tag(t) for t in param_types)
        # `-> Callable[...]`: the function value returned gives the type.
        annotated = fn.returns not in (None, CALLABLE)
        state = _InstanceState(key, cname, fn, param_types,
                               fn.returns if annotated else UNKNOWN, annotated)
        self.states[key] = state
        with at_statement(fn.loc):  # a bug outside any statement: at the def
            self._infer_instance(state)
        return state

    def parameter_uses(self, fn: ir.Function, arg_types: list[str]) -> dict[str, str]:
        """The types fn's body gives its variables when called with
        `arg_types`, some holding holes (an empty list that a nested def
        fills: `solutions.append(...)`). Learned by lenient passes that keep
        nothing: the caller refines its variable from them and calls again
        with the filled type, so no instance is ever made for a hole."""
        param_types = [t if p.annotation in (None, CALLABLE) else p.annotation
                       for p, t in zip(fn.params, arg_types)]
        key = (fn.qualname, tuple(param_types))
        if key in self.states:  # probed further up (recursion): what it knows so far
            return self.states[key].learned_env
        annotated = fn.returns not in (None, CALLABLE)
        state = _InstanceState(key, _mangle(fn.qualname) + "__probe", fn, param_types,
                               fn.returns if annotated else UNKNOWN, annotated)
        states, fn_ids = dict(self.states), dict(self.fn_ids)
        fn_values = {i: dict(vars(e)) for i, e in self.fn_values.items()}
        self.states[key] = state
        try:
            with at_statement(fn.loc):
                _FunctionInference(self, state, lenient=True).run()
        except CompileError:
            pass  # the call with filled types (or the final pass) reports it
        finally:  # forget every instance and function value signature it made
            self.states, self.fn_ids = states, fn_ids
            for i in [i for i in self.fn_values if i not in fn_values]:
                del self.fn_values[i]
            for i, saved in fn_values.items():
                vars(self.fn_values[i]).update(saved)
        return state.learned_env

    def note_call(self, caller: _InstanceState, callee: _InstanceState) -> None:
        """`caller`'s body calls `callee`: a callee whose return type is not
        final yet (learning, or waiting on one that is) makes the caller's
        types provisional too."""
        caller.callees.add(callee.cname)
        if callee.done:
            return
        caller.waits_on |= callee.waits_on
        if callee in self.learning:
            caller.waits_on.add(callee.key)

    def _infer_instance(self, state: _InstanceState) -> None:
        self.learning.append(state)
        try:
            probe = self._learn_instance(state)
        except CompileError:
            if self.later.surveying:  # it stays unknown; typing goes on elsewhere
                return
            raise
        finally:
            self.learning.remove(state)
        if self.later.surveying:  # a survey only learns (pyaot.infer_fields)
            return
        if self._waiting(state):
            # `merge_sort(head)` reached from merge_sort(head.next)'s body, or
            # assign() from eliminate() from assign(): typed finally once the
            # caller it rests on knows its return type.
            return
        self._settle_waiting(state)
        self._finish(state, probe)

    def _waiting(self, state: _InstanceState) -> bool:
        learning = {s.key for s in self.learning}
        return bool(state.waits_on & learning)

    def _waiting_on(self, state: _InstanceState) -> list[_InstanceState]:
        return [s for s in self.states.values()
                if not s.done and s is not state and state.key in s.waits_on]

    def _settle_waiting(self, state: _InstanceState) -> None:
        """The instances that waited on `state` (which now knows its return
        type), typed finally unless they also wait on one still learning."""
        for other in self._waiting_on(state):
            if not other.done and not self._waiting(other):
                self._finish(other, self._relearn(other))

    def _relearn(self, state: _InstanceState) -> _FunctionInference:
        """A waiting instance learns again from the guesses of those it waits on."""
        self.learning.append(state)
        try:
            return self._learn_instance(state, waiters=False)
        finally:
            self.learning.remove(state)

    def _finish(self, state: _InstanceState, probe: _FunctionInference) -> None:
        if state.return_guess == UNKNOWN:
            raise _unknown_return(probe)
        final = _FunctionInference(self, state, lenient=False)
        try:
            final.run()
        except CompileError as e:
            raise _plain_refusal(self, state) or e from None
        state.instance = final.instance()
        state.done = True

    def _learn_instance(self, state: _InstanceState, waiters: bool = True) -> _FunctionInference:
        # Unannotated recursive functions: iterate from "unknown" until the
        # return type stops changing (it can only move up the lattice once).
        # Instances waiting on this one learn again from each new guess.
        for _ in range(6):
            promoted, guess = dict(state.promoted), state.return_guess
            waiting = {s.key: s.return_guess for s in self._waiting_on(state)}
            probe = _FunctionInference(self, state, lenient=True)
            try:
                body_types = probe.run()  # sets state.return_guess
            except CompileError:
                if not _decline_numbers(state):
                    raise
                continue
            if state.promoted != promoted:
                continue  # learn again from the start with the variable a float
            relearned = False
            for other in self._waiting_on(state) if waiters else []:
                if other not in self.learning:
                    self._relearn(other)
                    relearned |= waiting.get(other.key) != other.return_guess
            if state.annotated_return or (body_types.return_type == guess and not relearned):
                break
        return probe

    def _mark_recursive(self) -> None:
        graph = {s.cname: s.callees for s in self.states.values()}
        by_name = {s.cname: s for s in self.states.values()}
        for name in graph:
            stack, seen = list(graph[name]), set()
            while stack:
                cur = stack.pop()
                if cur == name:
                    by_name[name].instance.recursive = True
                    break
                if cur not in seen:
                    seen.add(cur)
                    stack.extend(graph.get(cur, ()))


_TYPE_TAGS = {ir.INT: "i64", ir.FLOAT: "f64", ir.BOOL: "b", ir.NONE: "none"}


def _type_tag(t: str) -> str:
    parsed = ndops.parse_array_type(t)
    if parsed:
        return f"nd{parsed[0]}" + (f"r{parsed[1]}" if parsed[1] is not None else "")
    if t in _TYPE_TAGS:
        return _TYPE_TAGS[t]
    return re.sub(r"[^0-9A-Za-z]+", "_", t).strip("_")


def _mangle(qualname: str) -> str:
    return "py_" + re.sub(r"[^0-9A-Za-z]", "_", qualname)


_ANNOTATION_EXAMPLE = {"dict": "dict[str, list[str]] = {}", "list": "list[int] = []",
                       "set": "set[int] = set()"}


def _unknown_return(fi: _FunctionInference) -> CompileError:
    """Why the return type of `fi`'s function stayed unknown (after its
    lenient passes), located at the cause: a variable whose element type
    is unknown, else the function (calling itself, or not)."""
    unknown = sorted((loc.line, loc.col, name) for name, t in fi.env.items()
                     if types.has_hole(t) and (loc := fi.first_assigned.get(name)) is not None)
    name = fn_name = fi.fn.name
    if unknown:
        name = unknown[0][2]
        shown = name.split(".")[0]  # a comprehension's variable is renamed `x.2`
        t = types.python(fi.env[name])
        return CompileError(fi.first_assigned[name], f"variable '{shown}' of type {t}",
                            "its element type cannot be inferred from what the function stores "
                            "in it, so "
                            f"neither can the return type of '{fn_name}'",
                            f"annotate it (e.g. `{shown}: "
                            f"{_ANNOTATION_EXAMPLE.get(types.head(fi.env[name]), t)}`), or "
                            f"annotate the return type of '{fn_name}'")
    why = ("it calls itself, and the value it returns depends on that call's result"
           if fi.state.cname in fi.state.callees
           else "the type of the value it returns is unknown")
    nested = ".<locals>." in fi.fn.qualname
    return CompileError(fi.fn.loc, f"function '{fn_name}'",
                        f"its return type cannot be inferred ({why})",
                        "annotate its return type" + (
                            "; nested functions that call each other: define them at module "
                            "level or as methods of a class" if nested else ""))


def refuse_class_value(e: ir.Expr, what: str) -> None:
    """A class itself (`make(Grid, n)`, a classmethod's cls) reaching
    anything but a call or a parameter: compiled code holds no class object
    (no repr, identity or truth to give)."""
    shown = ", ".join(types.python(str(p)) for p in ir_types_in(e.type) if p.head == "class")
    raise CompileError(e.loc, what, f"holds the class itself ({shown}), which compiled code "
                       "can only call or pass to a function", "call it to make an instance "
                       "(`kind(n)`); compare instances' classes with isinstance()")


@dataclass
class _BodyResult:
    return_type: str


class _FunctionInference:
    """Types one function body for one instance. A lenient pass tolerates
    variables whose type is not known yet (read textually before their first
    assignment, or a recursive call's pending result) and only learns types."""

    def __init__(self, inf: Inferencer, state: _InstanceState, lenient: bool):
        self.inf = inf
        self.state = state
        self.fn = state.fn
        self.lenient = lenient
        self.env: dict[str, str] = dict(zip((p.name for p in self.fn.params), state.param_types))
        self.annotated: dict[str, str] = dict(self.env)
        self.annotated.update(self.fn.local_annotations, **state.promoted)
        self.env.update(self.fn.local_annotations, **state.promoted)
        if not lenient:
            self.env.update(state.learned_env)
            for p, t in zip(self.fn.params, state.param_types):
                if self.env.get(p.name, t) != t and \
                        self.env.get(p.name) == _optional_param(p, t, self.env.get(p.name)):
                    del self.annotated[p.name]  # `node = node.next`: a Node | None
        self.first_assigned: dict[str, ir.Loc] = {}
        self.return_types: list[tuple[str, ir.Loc]] = []
        self.flagged: set[str] = set()
        self.body: list[ir.Stmt] = []
        self.arrays = ArrayTyping(self)
        self.indexing = ArrayIndexing(self)
        self.objects = ObjectTyping(self)
        self.classes = ClassTyping(self)
        self.calls = CallTyping(self)
        self.statements, self.holes = StatementTyping(self), HoleSources(self)
        self.narrowed: set[str] = set()
        # Union-typed names an isinstance test proved to hold one member.
        self.members: dict[str, str] = {}
        self.depth = 0  # block nesting: 1 is the function body
        self.yield_types: list[tuple[str, ir.Loc]] = []

    def run(self) -> _BodyResult:
        if self.lenient:
            self.yield_types = []
            # Learn variable types by sweeping until nothing new is learned:
            # a read may textually precede the assignment that types it (in
            # loops), and such dependencies can chain.
            for _ in range(len(self.fn.body) + 64):
                known = dict(self.env)
                self.statements.block(self.fn.body, set(self.env))
                self.return_types = []
                self.yield_types = []
                if self.env == known:
                    break
        self.body = self.statements.block(self.fn.body, set(p.name for p in self.fn.params))
        if self.lenient:
            _note_learned(self)
        else:
            _fill_unobservable_holes(self.body)
        if not self.state.annotated_return:
            self.state.return_guess = (self.statements.join_yields() if self.fn.generator
                                       else self.statements.join_returns())
        if not self.lenient and not self.fn.generator:
            self.statements.check_falls_off()
        return _BodyResult(self.state.return_guess)

    def instance(self) -> ir.Instance:
        for name, t in self.env.items():
            if types.has_hole(t):
                loc = self.first_assigned.get(name, self.fn.loc)
                shown = name.split(".")[0]  # a comprehension's variable is renamed `x.2`
                raise CompileError(loc, f"variable '{shown}' of type "
                                   f"{types.python(t)}",
                                   "its element type cannot be inferred: nothing added to it "
                                   "has a known type (nothing at all, or only values whose type "
                                   "is its own, such as itself)",
                                   f"annotate it, e.g. `{_example(shown, t)}` (a container "
                                   "holding itself has no static type: hold it in a field of a "
                                   "class instance instead)")
        return ir.Instance(
            cname=self.state.cname, function=self.fn.qualname, name=self.fn.name,
            file=self.fn.loc.file, param_types=self.state.param_types,
            return_type=self.state.return_guess, locals=dict(self.env),
            flagged_locals=sorted(self.flagged), recursive=False, body=self.body,
            params=[p.name for p in self.fn.params], loc=self.fn.loc,
            source_lines=self.fn.source_lines,
            ref_params=[p.name for p in self.fn.params if p.by_ref],
        )

    # ------------------------------------------------------------- returns


    # ---------------------------------------------------------- statements

    # Narrowing: where a test proved an Optional variable is not None, its
    # reads unwrap it (a check that cannot fail there), as a type checker
    # narrows `x: int | None` to int after `if x is not None`.

    def bind(self, name: str, value: ir.Expr, loc: ir.Loc) -> ir.Expr:
        first = self.first_assigned.setdefault(name, loc)
        self.narrowed.discard(name)  # a new value may be None again
        self.members.pop(name, None)  # or another member of its union
        if value.type not in (None, UNKNOWN) and types.head(value.type) == "fn" and \
                not isinstance(value, ir.Name):
            # A function value is a C++ closure declared where it is made.
            if first != loc or self.depth > 1 and not ir.block_function(name):
                raise CompileError(loc, f"function value assigned to '{name}'",
                                   "is supported once, at the top level of the function body",
                                   "define the lambda or nested def once, outside "
                                   "if/loop/try blocks")
        if value.type == UNKNOWN:
            return value
        # A variable may hold an iterator (`it = iter(xs)`): one shared
        # iterator object however often it is copied, as in Python.
        self.plain(value, f"value assigned to '{name}'", consumed=True)
        have = self.env.get(name)
        if have is not None and have != value.type and array_widens(value.type, have):
            return value
        if have is not None and have != value.type and array_widens(have, value.type):
            if self.lenient:  # rank differs between assignments: leave it open
                self.env[name] = value.type
            return value
        param = next((p for p in self.fn.params if p.name == name), None)
        wider = _optional_param(param, self.annotated[name], value.type) \
            if param is not None and name in self.annotated else None
        _split_parameter(self, param, name, value, wider, loc)
        if wider is not None:  # `node = node.next` of a Node: a Node | None
            del self.annotated[name]
            if "Union" in (types.head(wider), types.head(types.args(wider)[0])):  # hi = mid
                self.env[name] = wider
        if name in self.annotated:
            return self.convert(value, self.annotated[name], f"variable '{name}'")
        have = self.env.get(name)
        if have is None:
            self.env[name] = value.type
            self.first_assigned[name] = loc
            return value
        if have == ir.FLOAT and value.type == ir.INT:
            # A float variable given an int: converted; where a read would
            # show the int, pyaot.infer_intfloat makes it int | float.
            return self.convert(value, ir.FLOAT, f"variable '{name}'")
        if have != value.type:
            joined = _rebinding_join(self, name, have, value, loc)
            if joined is not None:
                self.env[name] = joined
                return narrow_on_assignment(self, name, value.type,
                                            self.convert(value, joined, f"variable '{name}'"))
            error = _rebinding(self, name, have, value.type, loc)
            if error is not None:
                raise error
        return value

    def refine(self, e: ir.Expr, t: str) -> None:
        """A use of variable `e` showed the type its holes stand for
        (xs = [] ... xs.append(1): xs is a list[int])."""
        if not isinstance(e, ir.Name):  # d[k].append(1) types d (pyaot.infer_holes)
            self.holes.refine(e, t)
        elif fills_holes(self.env.get(e.id), t):  # or partly: d = {}; d[k] = []
            joined = types.join(self.env[e.id], t)
            if types.stores_function(joined):
                raise stored_function(e.loc, f"variable '{e.id}'")
            if joined is not None:
                self.env[e.id] = joined

    def bind_target(self, target: ir.Target, elem: str, loc: ir.Loc,
                    assigned: set[str] | None, whole: bool = False) -> None:
        """Binds a for/comprehension/unpacking target to values of type `elem`."""
        if isinstance(target, str):
            if elem != UNKNOWN:
                self.bind(target, ir.Name(target, loc, type=elem), loc)
            if assigned is not None:
                assigned.add(target)
            return
        if elem == UNKNOWN or (self.lenient and elem == ir.NONE):
            parts = [UNKNOWN] * len(target)
        elif types.is_vtuple(elem) or types.head(elem) == "list":  # length checked at run time
            parts = [types.element(elem)] * len(target)
        elif types.head(elem) == "tuple" or types.spread(elem):  # or a union of tuples
            parts = types.args(types.spread(elem) or elem)
            if len(parts) != len(target):
                raise CompileError(loc, f"unpacking a {types.python(elem)} into "
                                   f"{len(target)} names", f"the tuple has {len(parts)} "
                                   "elements (ValueError in Python)",
                                   "use as many names as the tuple has elements")
        else:
            raise CompileError(loc, f"unpacking a {types.python(elem)}", "is not supported",
                               "unpack tuples or lists")
        for t, part in zip(target, parts):
            self.bind_target(t, part, loc, assigned)

    def check_unpack(self, target: list, t: str, loc: ir.Loc) -> None:
        if t == UNKNOWN or (self.lenient and t == ir.NONE):  # a placeholder, for now
            return
        if types.head(t) not in ("tuple", "list") and types.spread(t) is None:
            raise CompileError(loc, f"unpacking a {types.python(t)}", "is not supported",
                               "unpack tuples or lists")

    def upcast(self, have: str, want: str) -> bool:
        if types.head(have) != "obj" or types.head(want) != "obj":
            return False
        return self.classes.is_subclass(types.args(have)[0], types.args(want)[0])

    def unwrap_object(self, value: ir.Expr, attr: str) -> ir.Expr:
        """obj.attr where obj may be None: AttributeError on None, as CPython."""
        if value.type == UNKNOWN or types.head(value.type) != "Optional":
            return value
        inner = types.args(value.type)[0]
        if types.head(inner) != "obj" and not (  # or an Equality | Edit | None
                types.head(inner) == "Union" and all(types.head(m) == "obj"
                                                     for m in types.args(inner))):
            return value
        return ir.Unwrap(value, attr, value.loc, type=inner)

    def message(self, e: ir.Expr | None, assigned: set[str] | None) -> ir.Expr | None:
        if e is None:
            return None
        return self.convert(self.value(e, assigned, "exception message"), ir.STR,
                            "exception message")

    def value(self, e: ir.Expr | None, assigned: set[str] | None, what: str,
              kept: bool = False) -> ir.Expr | None:
        """An expression used as a value (not only as an operator argument;
        `kept`: a field's, see plain)."""
        if e is None:
            return None
        typed = self.expr(e, assigned)
        self.plain(typed, what, kept=kept)
        return typed

    def hole_error(self, e: ir.Expr, what: str) -> None:
        raise CompileError(e.loc, f"{what} of type {types.python(e.type)}",
                           "its element type cannot be inferred (an empty container that "
                           "nothing is ever added to)",
                           "annotate the variable, e.g. `xs: list[int] = []`")

    def int_arg(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr:
        typed = self.expr(e, assigned)
        return self.convert(typed, ir.INT, "range() argument")

    # --------------------------------------------------------- expressions

    def plain(self, e: ir.Expr, what: str, consumed: bool = False, kept: bool = False) -> None:
        """Refuses a value that only operator arguments may be (`consumed`:
        an operator argument, where an iterator may be passed; `kept`: a
        field's value, which may be an iterator holding its own state)."""
        if e.type in _ARGUMENT_ONLY:
            raise CompileError(e.loc, what, f"is {_ARGUMENT_ONLY[e.type]}, which compiled code "
                               "can pass only to array operators (e.g. a shape or axis)",
                               "use numbers, strings, containers and arrays as values")
        if e.type not in (None, UNKNOWN) and "class[" in e.type and any(
                p.head == "class" and str(p.args[0]) in self.inf.program.classes
                for p in ir_types_in(e.type)):  # a user class (defaultdict(list) passes)
            refuse_class_value(e, what)
        if not consumed and e.type not in (None, UNKNOWN) and types.head(e.type) == "iter" \
                and not (kept and own_state_iterator(e)):  # self._seq = itertools.count()
            raise CompileError(e.loc, what, f"is an iterator ({types.python(e.type)}), which "
                               "compiled code consumes where it is made",
                               "loop over it directly, or make a list: list(...)")

    def convert(self, e: ir.Expr, want: str, what: str) -> ir.Expr:
        if e.type == want or e.type == UNKNOWN or array_widens(e.type, want):
            return e
        if isinstance(e, ir.Convert) and types.head(e.type) == "Union" and \
                types.head(e.value.type) != "Union" and types.head(want) in ("Union", "Optional"):
            return self.convert(e.value, want, what)  # the member into another union's order
        filled = _into_optional(self, e, want, what)  # [] as a list[int] | None
        if filled is not None:
            return filled
        if types.has_hole(e.type) and types.join(e.type, want) == want:
            fill_holes(e, want)  # [] where a list[int] is wanted is a list[int]
            self.refine(e, want)
            return e
        native = _native_filled(e.type, want)
        if native is not None:  # OrderedDict() where a dict[str, int] is wanted
            fill_holes(e, native)
            self.refine(e, native)
            return e
        if self.upcast(e.type, want):  # an instance of a subclass where its base is wanted
            return ir.Convert(e, want, e.loc, type=want)
        fresh = _retype_fresh(self, e, want)
        if fresh is not None:
            return fresh
        if types.head(want) == "Optional" and self.upcast(e.type, types.args(want)[0]):
            inner = types.args(want)[0]
            return ir.Convert(ir.Convert(e, inner, e.loc, type=inner), want, e.loc, type=want)
        if convertible(e.type, want) or _number_as_float(self, e, want):
            return ir.Convert(e, want, e.loc, type=want, kind=_FLOAT_OF if e.type == NUMBER else "")
        if isinstance(e, ir.TupleExpr) and types.head(want) == "tuple" and \
                "..." not in types.args(want) and len(types.args(want)) == len(e.elts):
            # A tuple display where a tuple type is wanted: item by item
            # ((n, None) as a tuple[int, Node | None]).
            elts = [self.convert(x, t, what) for x, t in zip(e.elts, types.args(want))]
            return ir.TupleExpr(elts, e.loc, type=want)
        if isinstance(e, ir.TupleExpr) and types.head(want) == "Optional":  # (1, None)
            return self.convert(self.convert(e, types.args(want)[0], what), want, what)
        if self.lenient and isinstance(e, ir.Name) and e.id not in self.annotated and \
                types.tuple_join(e.type, want) == want:  # memo[k] = (s, None): widen it
            self.env[e.id] = want
            return ir.Convert(e, want, e.loc, type=want)
        raise CompileError(e.loc, what, f"is {types.python(e.type)} where "
                           f"{types.python(want)} is required", _conversion_hint(e, want))

    def truth(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr:
        typed = self.expr(e, assigned, truth_context=True)
        if typed.type in (ir.BOOL, UNKNOWN):
            return typed
        if types.head(typed.type) == "class":
            refuse_class_value(typed, "truth of a value")
        self._scalar_truth(typed)
        return ir.Truth(typed, e.loc, type=ir.BOOL)

    def expr(self, e: ir.Expr, assigned: set[str] | None, truth_context: bool = False) -> ir.Expr:
        if isinstance(e, ir.Const):
            return ir.Const(e.value, e.loc, type=const_type(e.value))
        if isinstance(e, ir.GlobalRef):  # a module variable: its type is the program's
            return self.inf.global_ref(e)
        if isinstance(e, ir.Name):
            t = self.env.get(e.id)
            if t is None:
                if self.lenient:
                    return ir.Name(e.id, e.loc, type=UNKNOWN)
                raise _unassigned(self, e)
            maybe = assigned is not None and e.id not in assigned
            if maybe and not self.lenient:
                self.flagged.add(e.id)
            name = ir.Name(e.id, e.loc, type=t, maybe_unbound=maybe)
            member = self.members.get(e.id)
            if types.head(t) == "Optional" and (e.id in self.narrowed or member is not None):
                # Proven not None (an isinstance() that held proves it too).
                t = types.args(t)[0]
                name = ir.Convert(name, t, e.loc, type=t)
            if member is not None and (types.head(t) == "Union" or
                                       types.head(t) == "obj" != member):  # or a subclass's
                return ir.Convert(name, member, e.loc, type=member)
            return name
        if isinstance(e, ir.Call):
            return self.calls.call(e, assigned)
        if isinstance(e, ir.Truth):
            inner = self.expr(e.value, assigned, truth_context=True)
            if inner.type == ir.BOOL:
                return inner
            self._scalar_truth(inner)
            return ir.Truth(inner, e.loc, type=ir.BOOL)
        if isinstance(e, ir.BoolOp):
            return self.statements.bool_op(e, assigned, truth_context)
        if isinstance(e, ir.Compare):
            return self._compare(e, assigned)
        if isinstance(e, ir.Symbol):
            if e.value.startswith("class:"):
                return ir.Symbol(e.value, e.loc, type=f"class[{e.value[6:]}]")
            return ir.Symbol(e.value, e.loc, type="symbol")
        if isinstance(e, ir.TupleExpr):
            return self.objects.tuple_display(e, assigned)
        if isinstance(e, ir.ListExpr):
            return self.objects.list_display(e, assigned)
        if isinstance(e, ir.DictExpr):
            return self.objects.dict_display(e, assigned)
        if isinstance(e, ir.Comprehension):
            return self.objects.comprehension(e, assigned)
        if isinstance(e, ir.FnValue):
            captures = unnarrowed(self, lambda: [self.expr(c, assigned) for c in e.captures])
            t = self.inf.fn_value(self.state.cname, e.kind, e.target, e.loc)
            entry = self.inf.fn_values[types.args(t)[0]]
            entry.captures = captures
            entry.capture_types = [c.type for c in captures]
            return ir.FnValue(e.kind, e.target, captures, e.loc, type=t)
        if isinstance(e, ir.Attribute):
            value = self.unwrap_object(self.expr(e.value, assigned), e.attr)
            if value.type == UNKNOWN:
                return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
            if types.head(value.type) == "obj":
                return self.classes.attribute(e, value)
            if types.head(value.type) == "class":  # cls.NAME in a classmethod
                return self.classes.class_attribute(e, value)
            if value.type == "exception":  # a caught exception's field
                return self.statements.exceptions.field(e, value)
            if hole_item(self, value, f"attribute .{e.attr}", e.loc):
                return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
            dispatched = attribute_dispatch(self, e, value) or \
                self.calls.data_attribute(e, value)  # c.strength of an Equality | Edit; z.real
            if dispatched is not None:
                return dispatched
            if types.head(value.type) == "Union" and any(
                    types.head(m) == "obj" for m in types.args(value.type)):
                raise CompileError(e.loc, f"attribute .{e.attr} of {types.python(value.type)}",
                                   "is read on a value of several classes only where it is "
                                   "a variable or field (its class is tested at run time)",
                                   "name the value first: `node = ...; node."
                                   f"{e.attr}`")
            if not ndops.is_array(value.type):
                raise CompileError(e.loc, f"attribute .{e.attr} of {types.python(value.type)}",
                                   "is not supported", "call the method; as a function value "
                                   f"write a lambda (`lambda v: x.{e.attr}(v)`), or pass it as "
                                   "the key= of sorted/min/max/sort")
            return self.arrays.attribute(e, value)
        if isinstance(e, ir.Subscript):
            # a.shape[k] indexes the shape of `a`; shapes are not values yet.
            of_shape = isinstance(e.value, ir.Attribute) and e.value.attr == "shape"
            value = self.expr(e.value.value if of_shape else e.value, assigned)
            if of_shape and types.head(value.type) == "obj":  # a class's own `shape`
                of_shape, value = False, self.expr(e.value, assigned)
            indices = [self.subscript_index(i, assigned) for i in e.indices]
            if value.type == UNKNOWN or any(i.type == UNKNOWN for i in indices):
                return ir.Subscript(value, indices, e.loc, type=UNKNOWN)
            if of_shape:
                return self.indexing.shape_item(e, value, indices)
            if types.head(value.type) == "obj":  # __getitem__; x[i, j] passes a tuple
                index = indices[0] if len(indices) == 1 else ir.TupleExpr(
                    indices, e.loc, type=types.make("tuple", *(i.type for i in indices)))
                return self.calls.call_op("operator.getitem", [value, index], {}, e.loc)
            if not ndops.is_array(value.type):
                return self.objects.subscript(e, value, indices)
            return self.indexing.subscript(e, value, indices)
        if isinstance(e, ir.IfExp):
            return self.statements.if_exp(e, assigned)
        raise TypeError(f"unknown IR expression {e!r}")

    def subscript_index(self, i: ir.Expr, assigned: set[str] | None) -> ir.Expr:
        if isinstance(i, ir.SliceExpr):
            parts = [self.expr(p, assigned) if p is not None else None
                     for p in (i.lower, i.upper, i.step)]
            t = UNKNOWN if any(p is not None and p.type == UNKNOWN for p in parts) else "slice"
            return ir.SliceExpr(*parts, i.loc, type=t)
        return self.expr(i, assigned)

    def _scalar_truth(self, e: ir.Expr) -> None:
        if e.type == ir.NONE:
            return
        if ndops.is_array(e.type):
            raise CompileError(e.loc, "truth value of an array", "is ambiguous for arrays of "
                               "more than one element (ValueError in Python)",
                               "use a.any() or a.all()")
        self.plain(e, "condition")

    # The calls this function makes (pyaot.infer_call), as FunctionTyping offers them.

    def call_op(self, name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                loc: ir.Loc, shown: str | None = None) -> ir.Expr:
        return self.calls.call_op(name, args, keywords, loc, shown)

    def call_function(self, e: ir.Call, args: list[ir.Expr],
                      keywords: dict[str, ir.Expr] | None = None) -> ir.Expr:
        return self.calls.call_function(e, args, keywords)

    def _compare(self, e: ir.Compare, assigned: set[str] | None) -> ir.Expr:
        operands = [self.expr(o, assigned) for o in e.operands]
        if any(o.type == UNKNOWN for o in operands) or none_compared(self, operands, e.ops):
            return ir.Compare(operands, e.ops, e.loc, type=UNKNOWN)
        if any(ndops.is_array(o.type) for o in operands):
            if len(e.ops) > 1:
                raise CompileError(e.loc, "chained comparison of arrays", "is ambiguous "
                                   "(ValueError in Python)", "combine the comparisons with &")
            if e.ops[0].startswith("pyaot."):
                raise CompileError(e.loc, "'in' / 'is' test of an array", "is not supported",
                                   "use (a == v).any() for membership")
            return self.arrays.operator(e.ops[0], operands, e.loc)
        for i in range(len(operands) - 1):  # [4, 3] == stack (a list[int | str]): a new one
            for j, other in ((i, operands[i + 1]), (i + 1, operands[i])):
                if "Union[" in other.type and other.type != operands[j].type:
                    operands[j] = _retype_fresh(self, operands[j], other.type) or operands[j]
        if _keys_learned(self, operands, e.ops):
            return ir.Compare(operands, e.ops, e.loc, type=UNKNOWN)
        tests = []
        for i, op in enumerate(e.ops):
            left = ir.TempRef(i, operands[i].loc, type=operands[i].type)
            right = ir.TempRef(i + 1, operands[i + 1].loc, type=operands[i + 1].type)
            if op in ("pyaot.is", "pyaot.is_not"):  # `x is False`: the constant seen
                left, right = (o if isinstance(o, ir.Const) and o.type == ir.BOOL else ref
                               for o, ref in ((operands[i], left), (operands[i + 1], right)))
            tests.append(self._test(op, left, right, e.loc))
        self._fill_compared_holes(operands, tests)
        tests = _tuple_length_known(operands, e.ops, e.loc) or tests  # a match's longer pattern
        return ir.Compare(operands, e.ops, e.loc, type=ir.BOOL, tests=tests)

    def _fill_compared_holes(self, operands: list[ir.Expr], tests: list[ir.Expr]) -> None:
        """An empty display compared with a value (`xs == []`, `3 in []`) gets
        the type the comparison's operator gave its temporary: the operands
        are evaluated once into temporaries, and the display itself must have
        a concrete type, not only the test's view of it."""
        seen = {n.index: n.type for t in tests for n in ir.walk(t)
                if isinstance(n, ir.TempRef) and n.type is not None}
        for i, o in enumerate(operands):
            if not types.has_hole(o.type) or isinstance(o, ir.Name):
                continue
            want = seen.get(i, o.type)
            if types.join(o.type, want) != want:
                want = o.type
            if not types.has_hole(want):
                fill_holes(o, want)
            elif not self.lenient:
                fill_holes(o, types.fill_holes(want))

    def _test(self, op: str, left: ir.Expr, right: ir.Expr, loc: ir.Loc) -> ir.Expr:
        """One link of a comparison chain."""
        if op in ("pyaot.is", "pyaot.is_not"):
            return self.objects.identity(left, right, op == "pyaot.is_not", loc)
        if op in ("pyaot.in", "pyaot.not_in"):
            right.type = _container_of(right.type, left.type)
            found = self.calls.call_op("operator.contains", [right, left], {}, loc)
            if op == "pyaot.in":
                return found
            return self.calls.call_op("operator.not_", [found], {}, loc)
        return optional_equality(self, op, left, right, loc) or \
            unrelated_equality(self, op, left, right, loc) or \
            self.calls.call_op(op, [left, right], {}, loc)


def _into_optional(fi: _FunctionInference, e: ir.Expr, want: str, what: str) -> ir.Expr | None:
    """`out = []` where a list[str] | None is wanted: the display filled as
    a list[str], then made optional. None where e is no such value."""
    if types.head(want) != "Optional" or not types.has_hole(e.type) or \
            types.head(e.type) == "Optional":
        return None
    inner = types.args(want)[0]
    if types.join(e.type, inner) != inner:
        return None
    filled = e if e.type == inner else fi.convert(e, inner, what)
    return ir.Convert(filled, want, e.loc, type=want)


def _returns_value(fn: ir.Function) -> bool:
    """Does `fn` return a value anywhere (not only fall off its end or
    `return`)? Nested functions' returns are their own (lifted)."""
    return any(isinstance(n, ir.Return) and n.value is not None and
               not (isinstance(n.value, ir.Const) and n.value.value is None)
               for n in ir.walk(fn.body))


def _split_parameter(fi: _FunctionInference, param: ir.Param | None, name: str,
                     value: ir.Expr, wider: str | None, loc: ir.Loc) -> None:
    """`heaps = list(heaps)` of an unannotated parameter, at the function's
    top level: a new variable from there on (pyaot.infer_split; raises the
    request), not a parameter of either type."""
    if param is None or param.annotation is not None or name not in fi.annotated or \
            value.type == UNKNOWN or fi.depth != 1:
        return
    have = fi.annotated[name]
    if types.join(have, value.type) == have or (wider is not None and
                                                 types.head(wider) != "Union"):
        return
    error = _retyped(loc, name, have, value.type, None)
    if request_split(error, fi.fn, name, loc):
        raise error


def _optional_param(p: ir.Param, have: str, value: str | None) -> str | None:
    """T | None where unannotated parameter p of type T (a Node) is assigned
    None or a T | None (`node = node.next`), or where p, given None (its
    default), is assigned a T (`if out is None: out = []`), T | U where it is assigned a U
    (`hi = mid`, a float, of an int `hi`): the variable holds either, as in
    CPython, not a checked or converted T. None otherwise."""
    if p.annotation is not None or p.by_ref or p.star or p.kwargs or value is None or \
            types.head(have) in ("Optional", "Union") or value == UNKNOWN or have == value:
        return None
    joined = types.join(have, value)
    if joined == types.optional(have) or (have == ir.NONE and joined == types.optional(value)):
        return joined  # or `out = []` of an `out=None`: a list | None
    if joined == have:  # an int into a float parameter: converted, as before
        return None
    union = types.union_of(have, value)  # node="root" given a Node | None: str | Node | None
    if union is None:
        return None
    inner = types.args(union)[0] if types.head(union) == "Optional" else union
    return union if have in types.args(inner) else None


def _rebinding(fi: _FunctionInference, name: str, have: str, new: str,
               loc: ir.Loc) -> CompileError | None:
    """Variable `name` of type `have` given a `new` that does not join: at the
    function's top level, a request to split it there (pyaot.infer_split;
    learning on would type later reads with the old one); elsewhere the
    final pass's refusal (a lenient pass keeps the first type)."""
    error = _retyped(loc, name, have, new, fi.first_assigned.get(name))
    if fi.depth == 1 and request_split(error, fi.fn, name, loc):
        return error
    return None if fi.lenient else error


_FLOAT_OF = "float_of"


def _note_learned(fi: _FunctionInference) -> None:
    """What a lenient pass learnt: its variables' types, and the int ones
    that also hold floats (pyaot.infer_promote)."""
    fi.state.learned_env = dict(fi.env)
    fi.state.promoted.update(promoted(fi.body, fi.env, fi.annotated, fi.state.declined))


def _decline_numbers(state: _InstanceState) -> bool:
    """Where typing fails with int | float variables (pyaot.infer_promote):
    learns again without them (says whether there were any)."""
    numbers = {n for n, t in state.promoted.items() if t == NUMBER}
    state.declined |= numbers
    state.promoted = {n: t for n, t in state.promoted.items() if n not in numbers}
    return bool(numbers)


def _plain_refusal(inf: Inferencer, state: _InstanceState) -> CompileError | None:
    """The final pass's refusal without int | float variables, where it
    failed with them."""
    if not _decline_numbers(state):
        return None
    try:
        _FunctionInference(inf, state, lenient=False).run()
    except CompileError as e:
        return e
    return None


def _number_as_float(fi, e: ir.Expr, want: str) -> bool:
    """An int | float where float is annotated (PEP 484 passes an int
    there): converted to the number held as a float, where its int cannot
    show (pyaot.infer_intfloat follows it as it does an int's)."""
    if e.type != NUMBER or want != ir.FLOAT:
        return False
    fi.inf.headers.add(NUMBER_UNION_HEADER)
    return True


def _native_filled(have: str, want: str) -> str | None:
    """An empty OrderedDict (a native subclass with holes, `have`) where its
    base `want` is wanted (`d.get(w, 0)` of a dict[str, int]): the
    OrderedDict[str, int] it is; None otherwise."""
    if not types.has_hole(have) or types.native_base(have) is None:
        return None
    filled = types.make(types.head(have), *types.args(want))
    return filled if types.native_base(filled) == want else None


def _refuse_untyped(instances: list[ir.Instance]) -> None:
    """An expression left without a type by the final pass (a call whose
    operands no pass could type: nested functions calling each other
    through variables) is a build error where it is, not C++ that cannot
    be written."""
    for inst in instances:
        for node in ir.walk(inst.body):
            if getattr(node, "type", None) == UNKNOWN and hasattr(node, "loc"):
                raise CompileError(node.loc, f"this expression in {inst.name}()",
                                   "has no type the compiler can infer (an operand's type "
                                   "is unknown here, as for functions that call each other "
                                   "through function values or unannotated parameters)",
                                   "annotate the parameters and return types involved, or "
                                   "define the helpers that call each other at module level")


def _unassigned(fi, e: ir.Name) -> CompileError:
    """A read of a variable with no type in a strict pass: never assigned
    (UnboundLocalError), or assigned only values of no known type."""
    if e.id in bound_in(fi.fn.body):
        return CompileError(e.loc, f"variable '{e.id}'", "has no type the compiler can infer: "
                            "what is assigned to it has none (a call of a nested function "
                            "that calls this one back, or the like)",
                            "define mutually recursive helpers at module level or as methods "
                            "of a class")
    return CompileError(e.loc, f"variable '{e.id}'", "is read but never assigned a value "
                        "(UnboundLocalError in Python)", "assign it before use")


def _keys_learned(fi, operands: list[ir.Expr], ops: list[str]) -> bool:
    """`nxt in cost`, nxt a tuple of another length than cost's keys: the
    keys are tuple[T, ...] from the next pass on (says whether learned)."""
    return any(op in ("pyaot.in", "pyaot.not_in") and
               union_store(fi, "operator.contains", [operands[i + 1], operands[i]])
               for i, op in enumerate(ops))


def _rebinding_join(fi, name: str, have: str, value: ir.Expr, loc: ir.Loc) -> str | None:
    """The type variable `name` of type `have` takes where `value` of
    another type is assigned, where one holds both: None then a value makes
    an Optional; an empty display's hole is filled by the variable's other
    uses; () then (0, k) a tuple[int, ...]; a Leaf, then a Leaf | Branch
    popped from a heap widened since, by the statement that first assigned
    it (another statement giving it a union makes it two variables,
    pyaot.infer_split). None where the assignment is refused."""
    new = value.type
    if fi.lenient and types.head(new) == "Union" and fi.first_assigned.get(name) == loc and \
            types.union_of(have, new) == new:
        return new
    if fi.lenient and fi.first_assigned.get(name) == loc and holds_members(have, new):
        return new  # `row = m[i]` of rows widened since (int | float items)
    joined = types.join(have, new) or types.tuple_join(have, new) or \
        types.length_join(have, new) or _keys_grown(have, new)
    if joined is not None and (types.head(joined) == "Optional" or
                               joined == types.tuple_join(have, new) or
                               joined == types.length_join(have, new) or
                               types.has_hole(have) or types.has_hole(new) or
                               (joined == have and types.head(have) == "Union") or
                               (joined == have and _retype_fresh(fi, value, have))):
        return joined
    return None


def _keys_grown(have: str, new: str) -> str | None:
    """`have`, a container of tuples of any length (`cost` keyed by a
    `tuple(state)` as well), where `new` is its display of fixed tuples
    (`cost = {start: 0}`, `parent = {start: None}` given tuples later);
    None otherwise."""
    if types.head(have) != types.head(new) or types.head(have) not in ("list", "set", "dict") \
            or len(types.args(have)) != len(types.args(new)):
        return None
    same = all(a == b or types.length_join(a, b) == a or types.join(a, b) == a
               for a, b in zip(types.args(have), types.args(new)))
    return have if same else None


_LENGTH_TESTS = {"operator.eq": int.__eq__, "operator.ne": int.__ne__,
                 "operator.ge": int.__ge__, "operator.lt": int.__lt__}


def _tuple_length_known(operands: list[ir.Expr], ops: list[str],
                        loc: ir.Loc) -> list[ir.Expr] | None:
    """`len(t) == n` of a tuple of a fixed length: its one test, a constant
    the tuple's type decides (the branch it rules out is not typed)."""
    if len(ops) != 1 or ops[0] not in _LENGTH_TESTS or not isinstance(operands[1], ir.Const):
        return None
    sized = operands[0]
    if not (isinstance(sized, ir.Call) and sized.callee == "builtins.len" and
            len(sized.args) == 1 and type(operands[1].value) is int):
        return None
    t = sized.args[0].type
    if types.head(t) != "tuple" or types.is_vtuple(t) or not _plain_read(sized.args[0]):
        return None  # (a call's tuple: it must still run)
    known = _LENGTH_TESTS[ops[0]](len(types.args(t)), operands[1].value)
    return [ir.Const(known, loc, type=ir.BOOL)]


def _plain_read(e: ir.Expr) -> bool:
    """A variable, or an item or conversion of one: reading it does nothing."""
    while isinstance(e, ir.Convert) or isinstance(e, ir.TupleItem) and e.position is not None:
        e = e.value
    return isinstance(e, ir.Name)


def _retype_fresh(fi, e: ir.Expr, want: str) -> ir.Expr | None:
    """A display, comprehension or [None] * n builds a new container: where a
    list[Shape] is wanted, [Circle(1)] is one (as type checkers infer
    it from context); an existing list[Circle] is not (lists are invariant)."""
    if types.head(e.type) != types.head(want) or not types.args(want):
        return None
    try:
        if isinstance(e, ir.ListExpr):
            elem = types.args(want)[0]
            elts = [fi.convert(x, elem, "element") for x in e.elts]
            return ir.ListExpr(elts, e.loc, type=want, kind=e.kind)
        if isinstance(e, ir.Comprehension):
            parts = types.args(want)
            elt = fi.convert(e.elt, parts[-1], "element")
            key = fi.convert(e.key, parts[0], "key") if e.key is not None else None
            return ir.Comprehension(e.kind, elt, key, e.generators, e.loc, type=want)
        if isinstance(e, ir.DictExpr):
            kt, vt = types.args(want)
            return ir.DictExpr([fi.convert(k, kt, "key") for k in e.keys],
                               [fi.convert(v, vt, "value") for v in e.values], e.loc,
                               type=want)
    except CompileError:
        return None
    return fresh_repeat(fi, e, want) or _fresh_copy(e, want)


# Operators whose list (dict) result is a new one, not one the program holds.
_FRESH_LISTS = ("builtins.list", "builtins.sorted", "list.copy", "pyaot.getslice")
_FRESH_DICTS = ("builtins.dict",)


def _fresh_copy(e: ir.Expr, want: str) -> ir.Expr | None:
    """`row[:]`, `list(row)`, `sorted(row)` (a new list) where a list of a
    wider item type is wanted (`m = [row[:] for row in a]` of int rows that
    are given floats): built so, its items converted (no one else holds the
    copy, so no alias sees the difference)."""
    fresh = {"list": _FRESH_LISTS, "dict": _FRESH_DICTS}.get(types.head(e.type), ())
    if not (isinstance(e, ir.Call) and e.kind == "op" and e.callee in fresh
            and types.head(want) == types.head(e.type) and e.type != want):
        return None
    if types.head(want) == "dict":  # `rec = dict(zip(header, fields))`, given ints later
        if types.args(e.type)[0] != types.args(want)[0] or types.head(e.type) != "dict":
            return None
        have_item, want_item = types.args(e.type)[1], types.args(want)[1]
    else:
        have_item, want_item = types.args(e.type)[0], types.args(want)[0]
    if types.head(want_item) != "Union" or have_item not in types.args(want_item):
        return None
    return ir.Convert(e, want, e.loc, type=want, kind="copy_items")


# How many variables of a program a top-level assignment of another type
# may split (each split retypes the whole program once more).
_SPLITS = 16


def _split_retyped(program: ir.Program, ops: OpTable) -> tuple[ir.Program, ir.TypedProgram]:
    """The program typed, each variable given another type by a top-level
    statement made two there (pyaot.infer_split) where that types it."""
    for _ in range(_SPLITS):
        try:
            return program, fixed_point(lambda later: Inferencer(program, ops, later).run())
        except CompileError as error:
            where = getattr(error, "split", None)
            renamed = split(program, *where) if where else None
            if renamed is None:
                raise
            program = renamed
    return program, fixed_point(lambda later: Inferencer(program, ops, later).run())


def _retyped(loc: ir.Loc, name: str, have: str, new: str, first: ir.Loc | None) -> CompileError:
    """Variable `name` of type `have` (first assigned at `first`) assigned a `new`."""
    where = f"line {first.line}" if first else "an earlier assignment"
    name = re.sub(r"\.v\d+$", "", name)  # the user's name, not a split's (pyaot.infer_split)
    if (have, new) in _WIDENED:  # x = 0 then x += 0.5
        return _widened(loc, name, have, new, where)
    return CompileError(loc, f"assignment of {types.python(new)} to '{name}'",
                        f"but '{name}' holds {types.python(have)} (from {where}); "
                        "a compiled variable keeps one type",
                        f"annotate it (`{name}: {types.python(have)} = ...`) to convert, "
                        "make both values the same type, or use a new variable")


def _example(name: str, t: str) -> str:
    """An annotated empty container of t's kind: `g: dict[str, list[int]] = {}`."""
    empty = {"list": "[]", "dict": "{}", "set": "set()"}.get(types.head(t))
    if empty is None:
        return f"{name}: list[int] = []"
    return f"{name}: {types.python(types.fill_holes(t))} = {empty}"


def _mentions_range(t: str) -> bool:
    return re.search(r"\brange\b", t) is not None


# A variable that moves up the numeric tower (x = 0 then x += 0.5): PEP 484
# lets a float variable hold an int, but CPython keeps the int object until
# the float arrives, and it prints differently (0, not 0.0).
_WIDENED = {(ir.INT, ir.FLOAT), (ir.BOOL, ir.INT), (ir.BOOL, ir.FLOAT)}


def _widened(loc: ir.Loc, name: str, have: str, new: str, where: str) -> CompileError:
    old_text = {ir.INT: "0", ir.BOOL: "False"}[have]
    new_text = {ir.FLOAT: "0.0", ir.INT: "0"}[new]
    return CompileError(loc, f"assignment of {new} to '{name}'",
                        f"'{name}' holds {have} (from {where}); CPython keeps it {have} until "
                        f"this line runs (printed: {old_text}, not {new_text}), and a compiled "
                        "variable keeps one type",
                        f"start '{name}' as {new} (`{name} = {new_text}`, or `{new}(...)` of "
                        "its first value)")


def _opaque_at_boundary(loc: ir.Loc, what: str, t: str) -> CompileError:
    shown = types.python(t)
    if _mentions_generic_native(t):  # deque[int], Counter[str]: containers of their own
        hint = ("pass or return the items as a list (or a Counter's as a dict) and build it "
                "inside: `d = deque(xs)`, or return `list(d)` / `dict(c.items())`")
    else:
        make = "random.Random(seed)" if "Random" in shown else "np.random.default_rng(seed)"
        hint = ("pass the data it is made from (e.g. an int seed) and create it inside: "
                f"rng = {make}")
    return CompileError(loc, what, f"is a {shown}, which the command line and the "
                        "C ABI cannot pass", hint)


def _mentions_generic_native(t: str) -> bool:
    p = types.parse(t)
    return types.native_params(p.head) > 0 or any(_mentions_generic_native(str(a))
                                                  for a in p.args)


def _class_chain(classes: dict[str, ir.ClassInfo], q: str | None) -> list[str]:
    return [c.qualname for c in ir.class_chain(classes, q)]


def _fn_name(entry: _FnEntry) -> str:
    if entry.kind == "op":
        return display_op(entry.target)
    name = entry.target.rsplit(".", 1)[-1]
    return "lambda" if name.startswith("<lambda>") else f"{name}()"


_CONVERSION_HINT = {ir.INT: "int(x)", ir.FLOAT: "float(x)", ir.BOOL: "bool(x)"}


def _conversion_hint(e: ir.Expr, want: str) -> str:
    if types.head(want) == "iter":  # an Iterator[T] parameter: an iterator in C++
        return (f"an Iterator annotation takes an iterator: pass iter(...) (iterated once, "
                f"as any iterator), or annotate the parameter {types.python(e.type)} to "
                "iterate it again")
    if want in _CONVERSION_HINT:
        return f"convert explicitly (e.g. `{_CONVERSION_HINT[want]}`)"
    return f"pass a value of type {types.python(want)}"


def _choose_conversions(typed: list) -> None:
    """Each Convert's kind, once every type is final (holes filled)."""
    for node in ir.walk(typed):
        if isinstance(node, ir.Convert):  # float_of, chosen where made, if it still applies
            allowed = types.conversions(node.value.type, node.to)
            node.kind = node.kind if node.kind == _FLOAT_OF and node.kind in allowed else allowed[0]


def _fill_unobservable_holes(body: list[ir.Stmt]) -> None:
    """An empty display nothing constrains (`not []`, `for x in []`,
    `isinstance([], list)`) never holds an element: any element type is
    right. Variables are not filled: one with a hole is refused (Instance)."""
    for node in ir.walk(body):
        if isinstance(node, ir.Name) or not hasattr(node, "type"):
            continue
        if isinstance(node.type, str) and types.has_hole(node.type):
            fill_holes(node, types.fill_holes(node.type))


def _container_of(container: str, element: str) -> str:
    """An empty display tested for membership (`"a" in {}`) holds the tested
    value's type; any other container type stays as it is."""
    if not types.has_hole(container) or types.has_hole(element):
        return container
    head, parts = types.head(container), types.args(container)
    if head in ("list", "set") and parts:
        filled = types.make(head, element)
    elif head == "dict" and len(parts) == 2:
        filled = types.make("dict", element, parts[1])
    else:
        return container
    return types.join(container, filled) or container


def infer(program: ir.Program, ops: OpTable) -> ir.TypedProgram:
    program, typed = _split_retyped(program, ops)
    try:
        return _ints_kept(program, typed, ops, sums=True)
    except CompileError:
        # A float sum() whose int 0 (of nothing summed) can show, but whose
        # union does not type (`Matrix([[sum(...) ...]])` of a list[list[float]]
        # parameter): refusing matrix code for its empty case would refuse
        # ordinary programs, so that sum stays a float, as before.
        return _ints_kept(program, typed, ops, sums=False)


def _ints_kept(program: ir.Program, typed: ir.TypedProgram, ops: OpTable,
               sums: bool) -> ir.TypedProgram:
    found = observed_ints(typed, sums)
    if found is None:
        return typed
    # An int where float is annotated that a read shows: the float slots it
    # reaches become int | float, as CPython holds them (pyaot.infer_intfloat);
    # where that does not type (or still shows), the first refusal stands.
    refusal, slots = found
    for _ in range(3):
        wide = widened(program, typed, slots)
        if wide is None:
            break
        try:
            typed = fixed_point(lambda later: Inferencer(wide, ops, later).run())
        except CompileError as e:
            raise CompileError(refusal.loc, refusal.construct, f"{refusal.problem}; held as "
                               f"int | float instead, {e.loc}: {e.construct}: {e.problem}",
                               refusal.hint) from None
        program, found = wide, observed_ints(typed, sums)
        if found is None:
            return typed
        slots = found[1]
    raise refusal
