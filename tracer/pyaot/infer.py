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

import ast
import dataclasses
import re
from dataclasses import dataclass, field

from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement
from pyaot.infer_cls import HOOKS, ClassTyping, protocol_owner
from pyaot.infer_nd import ArrayTyping
from pyaot.infer_obj import ObjectTyping, plain_argument, stored_function
from pyaot.opdecls import OpTable

UNKNOWN = "?"  # type not yet known during a lenient pass
EXCEPTION = "exception"  # a caught exception (`except E as e`)
CALLABLE = "callable"  # a parameter annotated Callable[...]: any function value
_PROMOTABLE = {(ir.BOOL, ir.INT), (ir.BOOL, ir.FLOAT), (ir.INT, ir.FLOAT)}


def convertible(have: str, want: str) -> bool:
    if have == want or (have, want) in _PROMOTABLE or _array_widens(have, want):
        return True
    if types.head(want) == "Optional":
        inner = types.args(want)[0]
        return have == ir.NONE or convertible(have, inner)
    if types.head(have) == "Optional" and want != ir.NONE:
        return convertible(types.args(have)[0], want)  # checked unwrap
    if types.head(want) == "Union":  # a member, exactly (True stays a bool in Python)
        return have in types.args(want)
    return False


def _init_prefix(init: ir.Function) -> tuple[set[str], bool]:
    """The fields an __init__ assigns before anything could read them (its
    leading `self.x = value` statements whose values do not involve self,
    after an optional leading super().__init__(...)), and whether it starts
    with that super().__init__ call."""
    if not init.params:
        return set(), False
    me = init.params[0].name

    def mentions_self(e: ir.Expr) -> bool:
        return any(isinstance(n, ir.Name) and n.id == me for n in ir.walk(e))

    assigned: set[str] = set()
    super_first = False
    for k, s in enumerate(init.body):
        if k == 0 and isinstance(s, ir.ExprStmt) and isinstance(s.value, ir.Call) and \
                s.value.kind == "super" and s.value.callee.endswith(":__init__") and \
                not any(mentions_self(a) for a in [*s.value.args[1:],
                                                   *s.value.keywords.values()]):
            super_first = True
            continue
        if isinstance(s, ir.SetAttr) and isinstance(s.target, ir.Name) and \
                s.target.id == me and not mentions_self(s.value):
            assigned.add(s.attr)
            continue
        break
    return assigned, super_first


def _array_widens(have: str, want: str) -> bool:
    """An array of known rank passes where the rank is left open."""
    a, b = ndops.parse_array_type(have), ndops.parse_array_type(want)
    return bool(a and b and a[0] == b[0] and b[1] is None)


# Types that only operator arguments may have (dtypes, strings, tuples).
_ARGUMENT_ONLY = {"symbol": "a dtype, string or None", "tuple": "a tuple"}


def _const_type(value: object) -> str:
    if isinstance(value, bool):
        return ir.BOOL
    if isinstance(value, int):
        return ir.INT
    if isinstance(value, str):
        return ir.STR
    if isinstance(value, bytes):
        return "bytes"
    if value is None:
        return ir.NONE
    return ir.FLOAT


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
    instance: ir.Instance | None = None
    callees: set[str] = field(default_factory=set)


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


class _Unresolved(Exception):
    """Raised in lenient passes when a type is not known yet."""


class Inferencer:
    def __init__(self, program: ir.Program, ops: OpTable):
        self.program = program
        self.ops = ops
        self.states: dict[tuple[str, tuple[str, ...]], _InstanceState] = {}
        self.headers: set[str] = set()
        self.fn_ids: dict[tuple[str, str, str, str], str] = {}  # (owner, kind, target, loc) -> ID
        self.fn_values: dict[str, _FnEntry] = {}
        self.class_fields: dict[str, dict[str, str]] = {}  # class -> field -> type
        self.class_hooks: dict[str, dict[str, str]] = {}  # class -> "__repr__" -> cname
        self.class_initial: dict[str, dict[str, ir.Expr]] = {}  # class -> field -> typed value
        self.prepared: set[str] = set()  # __init__ functions typed ahead of construction

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
            if fn.returns is None:
                raise CompileError(fn.loc, f"entry point '{fn.name}'",
                                   "has no return annotation",
                                   "annotate the return type, e.g. `-> int` (or `-> None`)")
            if types.mentions_native(fn.returns):
                raise _opaque_at_boundary(fn.loc, f"result of entry point '{fn.name}'",
                                          fn.returns)
            param_types = [p.annotation for p in fn.params]
            state = self.instantiate(fn, param_types, fn.loc)
            entries.append(ir.Entry(fn.name, qualname, state.cname, fn.params, param_types,
                                    state.return_guess))
        self._mark_recursive()
        instances = [s.instance for s in self.states.values()]
        fn_values = {i: ir.FnSignature(e.signature, e.result, e.cpp)
                     for i, e in self.fn_values.items() if e.signature is not None}
        classes = []
        prefixes = {q: _init_prefix(self.program.functions[c.methods["__init__"]])
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
                                         generated))
        # Bases before subclasses: C++ structs derive from complete types.
        classes.sort(key=lambda c: len(_class_chain(self.program.classes, c.qualname)))
        return ir.TypedProgram(instances, entries, sorted(self.headers),
                               exceptions=dict(self.program.exceptions), fn_values=fn_values,
                               classes=classes)

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
        if entry.signature is not None and entry.signature != arg_types:
            if caller.lenient:
                return entry.result
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
            if sig is None:
                raise CompileError(loc, f"{_display_op(entry.target)} used as a function of "
                                   f"({', '.join(types.python(t) for t in arg_types)})",
                                   "has no matching signature",
                                   f"accepted: {op.describe_signatures()}")
            self.headers.add(sig.header)
            entry.result, entry.cpp = sig.result, sig.cpp
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
        caller.state.callees.add(state.cname)
        entry.result, entry.cpp = state.return_guess, state.cname
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

    def _infer_instance(self, state: _InstanceState) -> None:
        # Unannotated recursive functions: iterate from "unknown" until the
        # return type stops changing (it can only move up the lattice once).
        for _ in range(4):
            body_types = _FunctionInference(self, state, lenient=True).run()
            if state.annotated_return:
                break
            if body_types.return_type == state.return_guess:
                break
            state.return_guess = body_types.return_type
        if state.return_guess == UNKNOWN:
            raise CompileError(state.fn.loc, f"function '{state.fn.name}'",
                               "its return type cannot be inferred (it only returns the "
                               "result of calling itself)", "annotate its return type")
        final = _FunctionInference(self, state, lenient=False)
        final.run()
        state.instance = final.instance()
        state.done = True

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
        self.annotated.update(self.fn.local_annotations)
        self.env.update(self.fn.local_annotations)
        if not lenient:
            self.env.update(state.learned_env)
        self.first_assigned: dict[str, ir.Loc] = {}
        self.return_types: list[tuple[str, ir.Loc]] = []
        self.flagged: set[str] = set()
        self.body: list[ir.Stmt] = []
        self.arrays = ArrayTyping(self)
        self.objects = ObjectTyping(self)
        self.classes = ClassTyping(self)
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
                self.block(self.fn.body, set(self.env))
                self.return_types = []
                self.yield_types = []
                if self.env == known:
                    break
        self.body = self.block(self.fn.body, set(p.name for p in self.fn.params))
        if self.lenient:
            self.state.learned_env = dict(self.env)
        else:
            _fill_unobservable_holes(self.body)
        if not self.state.annotated_return:
            self.state.return_guess = (self._join_yields() if self.fn.generator
                                       else self._join_returns())
        if not self.lenient and not self.fn.generator:
            self._check_falls_off()
        return _BodyResult(self.state.return_guess)

    def instance(self) -> ir.Instance:
        for name, t in self.env.items():
            if types.has_hole(t):
                loc = self.first_assigned.get(name, self.fn.loc)
                shown = name.split(".")[0]  # a comprehension's variable is renamed `x.2`
                raise CompileError(loc, f"variable '{shown}' of type "
                                   f"{types.python(t).replace(types.HOLE, 'unknown')}",
                                   "its element type cannot be inferred: nothing added to it "
                                   "has a known type (nothing at all, or only values whose type "
                                   "is its own, such as itself)",
                                   f"annotate it, e.g. `{shown}: list[int] = []` (a container "
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

    def _join_yields(self) -> str:
        """A generator returns an iterator of the one type it yields."""
        joined = None
        for t, loc in self.yield_types:
            if t == UNKNOWN:
                continue
            j = t if joined is None else types.join(joined, t)
            if j is None:
                if not self.lenient:
                    raise CompileError(loc, f"yield of {types.python(t)}", f"but the generator "
                                       f"also yields {types.python(joined)}",
                                       "yield one type (or annotate -> Iterator[T])")
                continue
            joined = j
        if joined is None:
            return UNKNOWN if self.yield_types else types.make("iter", ir.NONE)
        return types.make("iter", joined)

    def _join_returns(self) -> str:
        known = [(t, loc) for t, loc in self.return_types if t != UNKNOWN]
        if not known:
            if self.return_types:
                return UNKNOWN
            return ir.NONE
        first_type, first_loc = known[0]
        joined = first_type
        for t, loc in known[1:]:
            j = types.join(joined, t)
            if j is None:
                if not self.lenient:
                    raise CompileError(loc, f"return of {types.python(t)}",
                                       f"but line {first_loc.line} returns "
                                       f"{types.python(first_type)}",
                                       "annotate the return type (e.g. `-> float`) or return "
                                       "the same type everywhere")
                continue
            joined = j
        return joined

    def _check_falls_off(self) -> None:
        falls_to_none = types.head(self.state.return_guess) == "Optional"  # returns None
        if self.state.return_guess != ir.NONE and not falls_to_none and \
                _may_fall_through(self.body):
            raise CompileError(self.fn.loc, f"function '{self.fn.name}'",
                               f"can reach its end without returning (Python would return "
                               f"None, not {self.state.return_guess})",
                               "add a return statement at the end of the function")

    # ---------------------------------------------------------- statements

    def block(self, body: list[ir.Stmt], assigned: set[str] | None) -> list[ir.Stmt]:
        """Types a block. `assigned` (mutated) holds the names definitely bound
        on entry; None means the code is unreachable."""
        out = []
        saved = set(self.narrowed)  # narrowing after `if x is None: return` ends with the block
        self.depth += 1
        for s in body:
            with at_statement(s.loc):
                out.append(self.stmt(s, assigned))
            if isinstance(s, (ir.Return, ir.Break, ir.Continue, ir.Raise)):
                assigned = None  # what follows in this block is unreachable
        self.depth -= 1
        self.narrowed = saved
        return out

    # Narrowing: where a test proved an Optional variable is not None, its
    # reads unwrap it (a check that cannot fail there), as a type checker
    # narrows `x: int | None` to int after `if x is not None`.

    def _narrowing(self, test: ir.Expr) -> tuple[str, bool] | None:
        """(name, True) for `name is not None`, (name, False) for `name is None`."""
        if isinstance(test, ir.Compare) and len(test.ops) == 1 and \
                test.ops[0] in ("pyaot.is", "pyaot.is_not") and \
                isinstance(test.operands[0], ir.Name) and \
                isinstance(test.operands[1], ir.Const) and test.operands[1].value is None:
            return test.operands[0].id, test.ops[0] == "pyaot.is_not"
        if isinstance(test, ir.Name):  # `if x:` also proves x is not None
            return test.id, True
        return None

    def _narrowed_by(self, test: ir.Expr, when: bool) -> set[str]:
        """Names proven not None when `test` evaluates to `when`."""
        found = self._narrowing(test)
        if found is not None:
            name, not_none = found
            return {name} if not_none == when else set()
        if isinstance(test, ir.BoolOp) and (test.op == "and") == when:
            return set().union(*(self._narrowed_by(v, when) for v in test.values))
        if isinstance(test, ir.Call) and test.callee == "operator.not_" and test.args:
            inner = test.args[0].value if isinstance(test.args[0], ir.Truth) else test.args[0]
            return self._narrowed_by(inner, not when)
        return set()

    def _with_narrowed(self, names: set[str], fn, members: dict[str, str] | None = None):
        saved, saved_members = set(self.narrowed), dict(self.members)
        self.narrowed |= names
        self.members.update(members or {})
        try:
            return fn()
        finally:
            self.narrowed, self.members = saved, saved_members

    def _members_by(self, test: ir.Expr, when: bool) -> dict[str, str]:
        """Union-typed names that `isinstance(name, T)` evaluating to `when`
        proves hold one member: T's member if true, the only other if false."""
        if isinstance(test, ir.Call) and test.callee == "operator.not_" and test.args:
            inner = test.args[0].value if isinstance(test.args[0], ir.Truth) else test.args[0]
            return self._members_by(inner, not when)
        if isinstance(test, ir.BoolOp) and (test.op == "and") == when:
            # Every operand had the outcome: each narrows, given those before
            # it (`x is not None and not isinstance(x, str)`).
            found: dict[str, str] = {}
            saved = set(self.narrowed)
            try:
                for v in test.values:
                    found.update(self._members_by(v, when))
                    self.narrowed |= self._narrowed_by(v, when)
            finally:
                self.narrowed = saved
            return found
        if not (isinstance(test, ir.Call) and test.callee == "builtins.isinstance" and
                len(test.args) == 2 and isinstance(test.args[0], ir.Name) and
                isinstance(test.args[1], ir.TupleExpr)):
            return {}
        name = test.args[0].id
        t = self.env.get(name)
        if t is not None and types.head(t) == "Optional":
            if not when and name not in self.narrowed:
                return {}  # not that member: another one, or None
            t = types.args(t)[0]
        if t is None or types.head(t) != "Union":
            return {}
        wanted = {getattr(s, "value", None) for s in test.args[1].elts}
        hit = [m for m in types.args(t)
               if types.head(m) in wanted or (m == ir.BOOL and "int" in wanted)
               or (types.head(m) == "obj" and f"class:{types.args(m)[0]}" in wanted)]
        rest = [m for m in types.args(t) if m not in hit]
        chosen = hit if when else rest
        return {name: chosen[0]} if len(chosen) == 1 else {}

    def stmt(self, s: ir.Stmt, assigned: set[str] | None) -> ir.Stmt:
        if isinstance(s, ir.Assign):
            value = self.expr(s.value, assigned)
            value = self._bind(s.target, value, s.loc)
            if assigned is not None:
                assigned.add(s.target)
            return ir.Assign(s.target, value, s.loc)
        if isinstance(s, ir.ExprStmt):
            return ir.ExprStmt(self.expr(s.value, assigned), s.loc)
        if isinstance(s, ir.SetAttr):
            target = self._unwrap_object(self.expr(s.target, assigned), s.attr)
            value = self.value(s.value, assigned, f"value of .{s.attr}")
            if target.type == UNKNOWN:
                return ir.SetAttr(target, s.attr, value, s.loc, s.annotation)
            if types.head(target.type) != "obj":
                raise CompileError(s.loc, f"assignment to attribute .{s.attr} of "
                                   f"{types.python(target.type)}", "is not supported",
                                   "assign attributes of instances of your own classes")
            return self.classes.set_attribute(s, target, value)
        if isinstance(s, ir.Unpack):
            value = self.value(s.value, assigned, "unpacked value")
            self._check_unpack(s.target, value.type, s.loc)
            self.bind_target(s.target, value.type, s.loc, assigned, whole=True)
            return ir.Unpack(s.target, value, s.loc)
        if isinstance(s, ir.ForEach):
            iterable = self.expr(s.iter, assigned)
            elem = UNKNOWN if iterable.type == UNKNOWN else self.objects.element_of(iterable)
            self.bind_target(s.target, elem, s.loc, None)
            inner = _loop_entry(assigned, s.body) | _target_names(s.target) \
                if assigned is not None else None
            body = self.block(s.body, inner)
            orelse = self._loop_else(s, assigned)
            return ir.ForEach(s.target, iterable, body, orelse, s.loc)
        if isinstance(s, ir.Return):
            return self._return(s, assigned)
        if isinstance(s, ir.If):
            test = self.truth(s.test, assigned)
            a = set(assigned) if assigned is not None else None
            b = set(assigned) if assigned is not None else None
            body = self._with_narrowed(self._narrowed_by(s.test, True),
                                       lambda: self.block(s.body, a),
                                       self._members_by(s.test, True))
            orelse = self._with_narrowed(self._narrowed_by(s.test, False),
                                         lambda: self.block(s.orelse, b),
                                         self._members_by(s.test, False))
            if not _may_fall_through(s.body):
                self.narrowed |= self._narrowed_by(s.test, False)
                self.members.update(self._members_by(s.test, False))
            elif not _may_fall_through(s.orelse) and s.orelse:
                self.narrowed |= self._narrowed_by(s.test, True)
                self.members.update(self._members_by(s.test, True))
            if assigned is not None:
                after = _meet(_end_state(s.body, a), _end_state(s.orelse, b))
                assigned.clear()
                assigned.update(after if after is not None else set())
            return ir.If(test, body, orelse, s.loc)
        if isinstance(s, ir.While):
            test = self.truth(s.test, assigned)
            body = self._with_narrowed(
                self._narrowed_by(s.test, True),
                lambda: self.block(s.body, _loop_entry(assigned, s.body)
                                   if assigned is not None else None))
            orelse = self._loop_else(s, assigned)
            return ir.While(test, body, orelse, s.loc)
        if isinstance(s, ir.ForRange):
            start, stop, step = (self._int_arg(e, assigned) for e in (s.start, s.stop, s.step))
            self._bind(s.target, ir.Name(s.target, s.loc, type=ir.INT), s.loc)
            inner = _loop_entry(assigned, s.body) | {s.target} if assigned is not None else None
            body = self.block(s.body, inner)
            orelse = self._loop_else(s, assigned)
            return ir.ForRange(s.target, start, stop, step, body, orelse, s.loc)
        if isinstance(s, (ir.Break, ir.Continue, ir.Pass)):
            return s
        if isinstance(s, ir.Yield):
            value = (self.value(s.value, assigned, "yielded value") if s.value is not None
                     else ir.Const(None, s.loc, type=ir.NONE))
            if self.state.annotated_return:
                want = types.args(self.state.return_guess)[0] \
                    if types.head(self.state.return_guess) == "iter" else UNKNOWN
                if want == UNKNOWN:
                    raise CompileError(s.loc, "yield", f"in a function annotated -> "
                                       f"{types.python(self.state.return_guess)}",
                                       "annotate a generator -> Iterator[T]")
                value = self.convert(value, want, "yielded value")
            else:
                self.yield_types.append((value.type, s.loc))
                guess = self.state.return_guess
                if not self.lenient and types.head(guess) == "iter":
                    want = types.args(guess)[0]
                    if want != value.type and convertible(value.type, want):
                        value = self.convert(value, want, "yielded value")
            return ir.Yield(value, s.loc)
        if isinstance(s, ir.Raise):
            message = self._message(s.message, assigned)
            value = self.expr(s.value, assigned) if s.value is not None else None
            args_repr = self._message(s.args_repr, assigned)
            return ir.Raise(s.exc, message, s.loc, value=value, args_repr=args_repr)
        if isinstance(s, ir.Assert):
            test = self.truth(s.test, assigned)
            return ir.Assert(test, self._message(s.message, assigned), s.loc)
        if isinstance(s, ir.Try):
            return self._try(s, assigned)
        if isinstance(s, ir.StoreItem):
            array = self.expr(ir.Name(s.target, s.loc), assigned)
            indices = [self._index(i, assigned) for i in s.indices]
            value = self.expr(s.value, assigned)
            if UNKNOWN in (array.type, value.type) or any(i.type == UNKNOWN for i in indices):
                return ir.ExprStmt(ir.Call("nd", "ndarray.setitem", [], s.loc, type=UNKNOWN), s.loc)
            if not ndops.is_array(array.type):
                return self.objects.store_item(s, array, indices, value)
            for i in indices:
                if not _pure_index(i):
                    # The C++ call's arguments have no evaluation order (an
                    # augmented assignment's indices are variables already).
                    raise CompileError(i.loc, "an index with calls in an array element "
                                       "assignment", "is not supported", "compute the index "
                                       "into a variable first")
            return self.arrays.store_item(s, array, indices, value)
        raise TypeError(f"unknown IR statement {s!r}")

    def _try(self, s: ir.Try, assigned: set[str] | None) -> ir.Try:
        def fresh() -> set[str] | None:
            return set(assigned) if assigned is not None else None

        # An exception can leave the body at any point: handlers and the
        # finally clause start from what was bound before the try.
        body_state = fresh()
        body = self.block(s.body, body_state)
        body_end = _end_state(s.body, body_state)
        orelse = self.block(s.orelse, body_end if body_end is None else set(body_end))
        ends = [_end_state(s.orelse, body_end)] if body_end is not None else []
        handlers = []
        for h in s.handlers:
            state = fresh()
            if h.name is not None:
                self._bind(h.name, ir.Name(h.name, h.loc, type=EXCEPTION), h.loc)
                if state is not None:
                    state.add(h.name)
            handlers.append(ir.Handler(h.types, self.block(h.body, state), h.loc, h.name))
            if h.name is not None and state is not None:
                # CPython deletes the name when the handler ends (`except E as
                # e` ends with `del e`): a later read may find it unbound.
                state.discard(h.name)
            ends.append(_end_state(h.body, state))
        final_state = fresh()
        finalbody = self.block(s.finalbody, final_state)
        if assigned is not None:
            after = None
            for end in ends:
                after = _meet(after, end)
            if after is not None:
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
            entry = self.inf.fn_values[types.args(value.type)[0]]
            if entry.owner != self.state.cname:
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

    def _loop_else(self, s: ir.While | ir.ForRange, assigned: set[str] | None) -> list[ir.Stmt]:
        # The loop body may run zero times: only the else clause adds bindings,
        # and only if no `break` can skip it.
        inner = set(assigned) if assigned is not None else None
        orelse = self.block(s.orelse, inner)
        if assigned is not None and not _has_break(s.body):
            end = _end_state(s.orelse, inner)
            if end is not None:
                assigned.update(end)
        return orelse

    def _return(self, s: ir.Return, assigned: set[str] | None) -> ir.Return:
        if self.fn.generator:
            return ir.Return(None, s.loc)  # ends the generator
        if s.value is None:
            value_type, value = ir.NONE, None
        else:
            value = self.value(s.value, assigned, "return value")
            value_type = value.type
            if value_type not in (None, UNKNOWN) and types.head(value_type) == "fn":
                value = self._escaping_closure(value)
            if types.has_hole(value_type) and not self.state.annotated_return \
                    and not self.lenient:
                self._hole_error(value, "returned value")
        if self.state.annotated_return:
            want = self.state.return_guess
            if value is None and types.head(want) == "Optional":
                value = ir.Convert(ir.Const(None, s.loc, type=ir.NONE), want, s.loc, type=want)
            elif value is None:
                if want != ir.NONE:
                    raise CompileError(s.loc, "return without a value",
                                       f"but '{self.fn.name}' is annotated -> {want}",
                                       "return a value of that type")
            else:
                value = self.convert(value, want, f"return value of '{self.fn.name}'")
        else:
            self.return_types.append((value_type, s.loc))
            want = self.state.return_guess
            if not self.lenient and want not in (UNKNOWN, value_type) and (
                    convertible(value_type, want) or types.has_hole(value_type)):
                if value is None:
                    value = ir.Const(None, s.loc, type=ir.NONE)
                value = self.convert(value, want, f"return value of '{self.fn.name}'")
        return ir.Return(value, s.loc)

    def _bind(self, name: str, value: ir.Expr, loc: ir.Loc) -> ir.Expr:
        first = self.first_assigned.setdefault(name, loc)
        self.narrowed.discard(name)  # a new value may be None again
        self.members.pop(name, None)  # or another member of its union
        if value.type not in (None, UNKNOWN) and types.head(value.type) == "fn" and \
                not isinstance(value, ir.Name):
            # A function value is a C++ closure declared where it is made.
            if first != loc or self.depth > 1:
                raise CompileError(loc, f"function value assigned to '{name}'",
                                   "is supported once, at the top level of the function body",
                                   "define the lambda or nested def once, outside "
                                   "if/loop/try blocks")
        if value.type == UNKNOWN:
            return value
        self.plain(value, f"value assigned to '{name}'")
        have = self.env.get(name)
        if have is not None and have != value.type and _array_widens(value.type, have):
            return value
        if have is not None and have != value.type and _array_widens(have, value.type):
            if self.lenient:  # rank differs between assignments: leave it open
                self.env[name] = value.type
            return value
        if name in self.annotated:
            return self.convert(value, self.annotated[name], f"variable '{name}'")
        have = self.env.get(name)
        if have is None:
            self.env[name] = value.type
            self.first_assigned[name] = loc
            return value
        if have != value.type:
            # None then a value makes an Optional; an empty display's hole is
            # filled by the variable's other uses.
            joined = types.join(have, value.type)
            if joined is not None and (types.head(joined) == "Optional" or
                                       types.has_hole(have) or types.has_hole(value.type)):
                self.env[name] = joined
                return self.convert(value, joined, f"variable '{name}'")
            if not self.lenient:
                first = self.first_assigned.get(name)
                where = f"line {first.line}" if first else "an earlier assignment"
                raise CompileError(loc, f"assignment of {types.python(value.type)} to '{name}'",
                                   f"but '{name}' holds {types.python(have)} (from {where}); "
                                   "a compiled variable keeps one type",
                                   f"annotate it (`{name}: float = ...`) to convert, make both "
                                   f"values the same type, or use a new variable")
        return value

    def refine(self, e: ir.Expr, t: str) -> None:
        """A use of variable `e` showed the type its holes stand for
        (xs = [] ... xs.append(1): xs is a list[int])."""
        if isinstance(e, ir.Name) and types.has_hole(self.env.get(e.id)) and \
                not types.has_hole(t):
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
                self._bind(target, ir.Name(target, loc, type=elem), loc)
            if assigned is not None:
                assigned.add(target)
            return
        if elem == UNKNOWN:
            parts = [UNKNOWN] * len(target)
        elif types.head(elem) == "tuple":
            parts = types.args(elem)
            if len(parts) != len(target):
                raise CompileError(loc, f"unpacking a {types.python(elem)} into "
                                   f"{len(target)} names", f"the tuple has {len(parts)} "
                                   "elements (ValueError in Python)",
                                   "use as many names as the tuple has elements")
        elif types.element(elem) is not None and types.head(elem) == "list":
            parts = [types.element(elem)] * len(target)
        else:
            raise CompileError(loc, f"unpacking a {types.python(elem)}", "is not supported",
                               "unpack tuples or lists")
        for t, part in zip(target, parts):
            self.bind_target(t, part, loc, assigned)

    def _check_unpack(self, target: list, t: str, loc: ir.Loc) -> None:
        if t == UNKNOWN:
            return
        if types.head(t) not in ("tuple", "list"):
            raise CompileError(loc, f"unpacking a {types.python(t)}", "is not supported",
                               "unpack tuples or lists")

    def _retype_fresh(self, e: ir.Expr, want: str) -> ir.Expr | None:
        """A display or comprehension builds a new container: where a
        list[Shape] is wanted, [Circle(1)] is one (as type checkers infer
        it from context); an existing list[Circle] is not (lists are invariant)."""
        if types.head(e.type) != types.head(want) or not types.args(want):
            return None
        try:
            if isinstance(e, ir.ListExpr):
                elem = types.args(want)[0]
                elts = [self.convert(x, elem, "element") for x in e.elts]
                return ir.ListExpr(elts, e.loc, type=want, kind=e.kind)
            if isinstance(e, ir.Comprehension):
                parts = types.args(want)
                elt = self.convert(e.elt, parts[-1], "element")
                key = self.convert(e.key, parts[0], "key") if e.key is not None else None
                return ir.Comprehension(e.kind, elt, key, e.generators, e.loc, type=want)
            if isinstance(e, ir.DictExpr):
                kt, vt = types.args(want)
                return ir.DictExpr([self.convert(k, kt, "key") for k in e.keys],
                                   [self.convert(v, vt, "value") for v in e.values], e.loc,
                                   type=want)
        except CompileError:
            return None
        return None

    def _upcast(self, have: str, want: str) -> bool:
        if types.head(have) != "obj" or types.head(want) != "obj":
            return False
        return self.classes.is_subclass(types.args(have)[0], types.args(want)[0])

    def _unwrap_object(self, value: ir.Expr, attr: str) -> ir.Expr:
        """obj.attr where obj may be None: AttributeError on None, as CPython."""
        if value.type == UNKNOWN or types.head(value.type) != "Optional":
            return value
        inner = types.args(value.type)[0]
        if types.head(inner) != "obj":
            return value
        message = c_quote(f"'NoneType' object has no attribute '{attr}'")
        return ir.Call("nd", "pyaot.unwrap_attribute", [value], value.loc, type=inner,
                       target=f"pyaot::unwrap_or_raise(@@0@@, pyaot::exc::AttributeError, "
                              f"{message})")

    def _message(self, e: ir.Expr | None, assigned: set[str] | None) -> ir.Expr | None:
        if e is None:
            return None
        return self.convert(self.value(e, assigned, "exception message"), ir.STR,
                            "exception message")

    def value(self, e: ir.Expr | None, assigned: set[str] | None, what: str) -> ir.Expr | None:
        """An expression used as a value (not only as an operator argument)."""
        if e is None:
            return None
        typed = self.expr(e, assigned)
        self.plain(typed, what)
        return typed

    def _hole_error(self, e: ir.Expr, what: str) -> None:
        raise CompileError(e.loc, f"{what} of type {types.python(e.type).replace(types.HOLE, 'unknown')}",
                           "its element type cannot be inferred (an empty container that "
                           "nothing is ever added to)",
                           "annotate the variable, e.g. `xs: list[int] = []`")

    def _int_arg(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr:
        typed = self.expr(e, assigned)
        return self.convert(typed, ir.INT, "range() argument")

    # --------------------------------------------------------- expressions

    def plain(self, e: ir.Expr, what: str, consumed: bool = False) -> None:
        """Refuses a value that only operator arguments may be (`consumed`:
        an operator argument, where an iterator may be passed)."""
        if e.type in _ARGUMENT_ONLY:
            raise CompileError(e.loc, what, f"is {_ARGUMENT_ONLY[e.type]}, which compiled code "
                               "can pass only to array operators (e.g. a shape or axis)",
                               "use numbers, strings, containers and arrays as values")
        if not consumed and e.type not in (None, UNKNOWN) and types.head(e.type) == "iter":
            raise CompileError(e.loc, what, f"is an iterator ({types.python(e.type)}), which "
                               "compiled code consumes where it is made",
                               "loop over it directly, or make a list: list(...)")

    def convert(self, e: ir.Expr, want: str, what: str) -> ir.Expr:
        if e.type == want or e.type == UNKNOWN or _array_widens(e.type, want):
            return e
        if types.has_hole(e.type) and types.join(e.type, want) == want:
            _fill_holes(e, want)  # [] where a list[int] is wanted is a list[int]
            self.refine(e, want)
            return e
        if self._upcast(e.type, want):  # an instance of a subclass where its base is wanted
            return ir.Convert(e, want, e.loc, type=want)
        fresh = self._retype_fresh(e, want)
        if fresh is not None:
            return fresh
        if types.head(want) == "Optional" and self._upcast(e.type, types.args(want)[0]):
            inner = types.args(want)[0]
            return ir.Convert(ir.Convert(e, inner, e.loc, type=inner), want, e.loc, type=want)
        if convertible(e.type, want):
            return ir.Convert(e, want, e.loc, type=want)
        if isinstance(e, ir.TupleExpr) and types.head(want) == "tuple" and \
                "..." not in types.args(want) and len(types.args(want)) == len(e.elts):
            # A tuple display where a tuple type is wanted: item by item
            # ((n, None) as a tuple[int, Node | None]).
            elts = [self.convert(x, t, what) for x, t in zip(e.elts, types.args(want))]
            return ir.TupleExpr(elts, e.loc, type=want)
        raise CompileError(e.loc, what, f"is {types.python(e.type)} where "
                           f"{types.python(want)} is required",
                           f"convert explicitly (e.g. `{_CONVERSION_HINT.get(want, want)}`)")

    def truth(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr:
        typed = self.expr(e, assigned, truth_context=True)
        if typed.type in (ir.BOOL, UNKNOWN):
            return typed
        self._scalar_truth(typed)
        return ir.Truth(typed, e.loc, type=ir.BOOL)

    def expr(self, e: ir.Expr, assigned: set[str] | None, truth_context: bool = False) -> ir.Expr:
        if isinstance(e, ir.Const):
            return ir.Const(e.value, e.loc, type=_const_type(e.value))
        if isinstance(e, ir.Name):
            t = self.env.get(e.id)
            if t is None:
                if self.lenient:
                    return ir.Name(e.id, e.loc, type=UNKNOWN)
                raise CompileError(e.loc, f"variable '{e.id}'", "is read but never assigned a "
                                   "value (UnboundLocalError in Python)",
                                   "assign it before use")
            maybe = assigned is not None and e.id not in assigned
            if maybe and not self.lenient:
                self.flagged.add(e.id)
            name = ir.Name(e.id, e.loc, type=t, maybe_unbound=maybe)
            member = self.members.get(e.id)
            if types.head(t) == "Optional" and (e.id in self.narrowed or member is not None):
                # Proven not None (an isinstance() that held proves it too).
                t = types.args(t)[0]
                name = ir.Convert(name, t, e.loc, type=t)
            if member is not None and types.head(t) == "Union":
                return ir.Convert(name, member, e.loc, type=member)
            return name
        if isinstance(e, ir.Call):
            return self._call(e, assigned)
        if isinstance(e, ir.Truth):
            inner = self.expr(e.value, assigned, truth_context=True)
            if inner.type == ir.BOOL:
                return inner
            self._scalar_truth(inner)
            return ir.Truth(inner, e.loc, type=ir.BOOL)
        if isinstance(e, ir.BoolOp):
            # `x is not None and x > 0`: later operands see what earlier ones proved.
            values, proven = [], set()
            for v in e.values:
                values.append(self._with_narrowed(
                    proven, lambda v=v: self.expr(v, assigned, truth_context)))
                proven |= self._narrowed_by(v, e.op == "and")
            kinds = {v.type for v in values}
            if UNKNOWN in kinds:
                return ir.BoolOp(e.op, values, e.loc, type=UNKNOWN)
            if len(kinds) == 1:
                return ir.BoolOp(e.op, values, e.loc, type=values[0].type)
            if truth_context:
                values = [v if v.type == ir.BOOL else ir.Truth(v, v.loc, type=ir.BOOL)
                          for v in values]
                return ir.BoolOp(e.op, values, e.loc, type=ir.BOOL)
            listed = " and ".join(sorted(types.python(k) for k in kinds))
            raise CompileError(e.loc, f"'{e.op}' of {listed}",
                               "the result's type would depend on the values (Python returns "
                               "one of the operands)",
                               "make the operands the same type, or test them with "
                               "bool(...) if only truth matters")
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
            captures = [self.expr(c, assigned) for c in e.captures]
            t = self.inf.fn_value(self.state.cname, e.kind, e.target, e.loc)
            entry = self.inf.fn_values[types.args(t)[0]]
            entry.captures = captures
            entry.capture_types = [c.type for c in captures]
            return ir.FnValue(e.kind, e.target, captures, e.loc, type=t)
        if isinstance(e, ir.Attribute):
            value = self._unwrap_object(self.expr(e.value, assigned), e.attr)
            if value.type == UNKNOWN:
                return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
            if types.head(value.type) == "obj":
                return self.classes.attribute(e, value)
            if types.head(value.type) == "class":  # cls.NAME in a classmethod
                return self.classes.class_attribute(e, value)
            if not ndops.is_array(value.type):
                raise CompileError(e.loc, f"attribute .{e.attr} of {types.python(value.type)}",
                                   "is not supported", "call a method, or use a function")
            return self.arrays.attribute(e, value)
        if isinstance(e, ir.Subscript):
            # a.shape[k] indexes the shape of `a`; shapes are not values yet.
            of_shape = isinstance(e.value, ir.Attribute) and e.value.attr == "shape"
            value = self.expr(e.value.value if of_shape else e.value, assigned)
            indices = [self._index(i, assigned) for i in e.indices]
            if value.type == UNKNOWN or any(i.type == UNKNOWN for i in indices):
                return ir.Subscript(value, indices, e.loc, type=UNKNOWN)
            if of_shape:
                return self.arrays.shape_item(e, value, indices)
            if types.head(value.type) == "obj":  # __getitem__; x[i, j] passes a tuple
                index = indices[0] if len(indices) == 1 else ir.TupleExpr(
                    indices, e.loc, type=types.make("tuple", *(i.type for i in indices)))
                return self.call_op("operator.getitem", [value, index], {}, e.loc)
            if not ndops.is_array(value.type):
                return self.objects.subscript(e, value, indices)
            return self.arrays.subscript(e, value, indices)
        if isinstance(e, ir.IfExp):
            test = self.truth(e.test, assigned)
            body = self._with_narrowed(self._narrowed_by(e.test, True),
                                       lambda: self.expr(e.body, assigned),
                                       self._members_by(e.test, True))
            orelse = self._with_narrowed(self._narrowed_by(e.test, False),
                                         lambda: self.expr(e.orelse, assigned),
                                         self._members_by(e.test, False))
            t = body.type if body.type != UNKNOWN else orelse.type
            if UNKNOWN not in (body.type, orelse.type) and body.type != orelse.type:
                joined = types.join(body.type, orelse.type)
                if joined is None and types.head(body.type) == types.head(orelse.type) == "obj":
                    base = self.classes.common_base(types.args(body.type)[0],
                                                    types.args(orelse.type)[0])
                    joined = f"obj[{base}]" if base else None
                if joined is None:
                    raise CompileError(e.loc, f"conditional expression of "
                                       f"{types.python(body.type)} and "
                                       f"{types.python(orelse.type)}", "the result's type would "
                                       "depend on the condition", "make both branches the same "
                                       "type, e.g. with float(...)")
                body, orelse, t = (self.convert(body, joined, "branch"),
                                   self.convert(orelse, joined, "branch"), joined)
            return ir.IfExp(test, body, orelse, e.loc, type=t)
        raise TypeError(f"unknown IR expression {e!r}")

    def _index(self, i: ir.Expr, assigned: set[str] | None) -> ir.Expr:
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

    def _call(self, e: ir.Call, assigned: set[str] | None) -> ir.Expr:
        args = [self.expr(a, assigned) for a in e.args]
        keywords = {k: self.expr(v, assigned) for k, v in e.keywords.items()}
        if e.kind == "method":
            receiver, rest = args[0], args[1:]
            if receiver.type == UNKNOWN:
                return ir.Call("method", e.callee, args, e.loc, type=UNKNOWN, keywords=keywords)
            receiver = self._unwrap_object(receiver, e.callee)
            if types.head(receiver.type) == "obj":
                return self.classes.method(e, receiver, [plain_argument(a) for a in rest],
                                           {k: plain_argument(v) for k, v in keywords.items()})
            if not ndops.is_array(receiver.type):
                return self.objects.method(e, receiver, rest, keywords)
            return self.arrays.method(e, receiver, rest, keywords)
        if e.kind == "value":
            callee, rest = args[0], args[1:]
            for a in rest:
                self.plain(a, "argument of a function value")
            if callee.type == UNKNOWN or any(a.type == UNKNOWN for a in rest):
                return ir.Call("value", e.callee, args, e.loc, type=UNKNOWN)
            if types.head(callee.type) == "class":  # cls(...) in a classmethod
                return self.classes.new(ir.Call("new", types.args(callee.type)[0], rest, e.loc),
                                        rest, {})
            if types.head(callee.type) != "fn":
                raise CompileError(e.loc, f"call of '{e.callee}'", f"it is a "
                                   f"{types.python(callee.type)}, not a function "
                                   "('...' object is not callable)", "call a function")
            result = self.inf.call_value(self, callee.type, [a.type for a in rest], e.loc)
            return ir.Call("value", e.callee, args, e.loc, type=result)
        if e.kind == "func":
            for a in [*args, *keywords.values()]:
                if a.type == UNKNOWN or types.head(a.type) != "class":
                    self.plain(a, f"argument of {e.callee.split('.')[-1]}()")
            return self._call_function(e, args, keywords)
        if e.kind == "super":
            if any(a.type == UNKNOWN for a in args):
                return ir.Call("super", e.callee, args, e.loc, type=UNKNOWN)
            return self.classes.super_call(e, args, keywords)
        if e.kind == "new":
            for a in [*args, *keywords.values()]:
                self.plain(a, f"argument of {e.callee.split('.')[-1]}()")
            return self.classes.new(e, args, keywords)
        if e.callee in self.inf.ops.array_ops:
            return self.arrays.call(self.inf.ops.array_ops[e.callee], args, keywords, e.loc)
        if e.callee == "builtins.isinstance":
            return self.objects.isinstance_(e, args[0])
        return self.call_op(e.callee, args, keywords, e.loc)

    def call_op(self, name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                loc: ir.Loc, shown: str | None = None) -> ir.Expr:
        """A declared operator; `shown` is the operator errors name (an
        augmented assignment falling back to its binary operator)."""
        display = _display_op(shown or name)
        # x op= v: the type's in-place operator, else the binary one (as Python).
        fallback = ir.INPLACE_OPS.get(name) if not keywords else None
        if args and not keywords and all(a.type != UNKNOWN for a in args):
            dunder = self.classes.operator(name, args, loc)
            if dunder is not None:
                return dunder
        if name == "builtins.len" and len(args) == 1 and ndops.is_array(args[0].type):
            return ir.Call("nd", "len", args, loc, type=ir.INT, target="pyaot::nd::len(@@0@@)")
        if not keywords and any(ndops.is_array(a.type) for a in args):
            if fallback is None:
                return self.arrays.operator(name, args, loc)
            if ndops.is_array(args[0].type):
                return self.arrays.inplace(fallback, display, args, loc)
            return self.call_op(fallback, args, keywords, loc, shown=name)
        for a in [*args, *keywords.values()]:
            self.plain(a, f"argument of {display}", consumed=True)
        op = self.inf.ops.ops.get(name)
        if op is None and fallback is not None:
            return self.call_op(fallback, args, keywords, loc, shown=name)
        if op is None:
            raise CompileError(loc, display, "has no operator declaration",
                               "it is not implemented for compiled code yet; see "
                               "ops/decls for what is")
        args = self._bind_op_arguments(op, args, keywords, loc)
        arg_types = [a.type for a in args]
        if UNKNOWN in arg_types or any(
                types.head(t) == "fn" and UNKNOWN in self.inf.fn_values[types.args(t)[0]]
                .capture_types for t in arg_types):
            return ir.Call("op", name, args, loc, type=UNKNOWN)
        sig = op.resolve(arg_types, lambda fn, params: self.inf.call_value(self, fn, params, loc),
                         self._upcast)
        if sig is None and fallback is not None:
            return self.call_op(fallback, args, keywords, loc, shown=name)
        if sig is None:
            shown_types = ", ".join(types.python(t) for t in arg_types)
            union = next((t for t in arg_types if types.head(t) == "Union"), None)
            if union is not None:
                raise CompileError(loc, f"{display} on ({shown_types})",
                                   f"is not defined on every member of {types.python(union)}",
                                   "narrow the value first: `if isinstance(x, "
                                   f"{types.python(types.args(union)[0])}): ...`")
            raise CompileError(loc, f"{display} on ({shown_types})",
                               "has no matching signature",
                               f"accepted: {op.describe_signatures()}"
                               + ("; convert explicitly, e.g. with float(...)"
                                  if not op.promote else ""))
        self.inf.headers.add(sig.header)
        for a, want in zip(args, sig.wants):
            self.refine(a, want)
        converted = [self.convert(a, want, "argument") for a, want in zip(args, sig.wants)]
        result = sig.result
        if not self.lenient:
            for a in converted:
                if types.has_hole(a.type) and not isinstance(a, ir.Name):
                    _fill_holes(a, types.fill_holes(a.type))
        if types.has_hole(result):
            result = UNKNOWN if self.lenient else types.fill_holes(result)
        return ir.Call("op", name, converted, loc, type=result, target=sig.cpp)

    def _bind_op_arguments(self, op, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                           loc: ir.Loc) -> list[ir.Expr]:
        """Orders an operator call's arguments as its declaration's `params`,
        filling omitted ones from `defaults`; keywords bind by name."""
        params = list(op.params)
        if not params:
            if keywords:
                raise CompileError(loc, f"keyword argument '{next(iter(keywords))}=' to "
                                   f"{_display_op(op.name)}", "is not accepted",
                                   "pass the arguments by position")
            return args
        star = next((i for i, p in enumerate(params) if p.startswith("*")), None)
        names = [p.lstrip("*") for p in params]
        slots: dict[str, ir.Expr] = {}
        if star is not None:
            positional_names: list[str] = []
        else:
            positional_names = names
        if star is None and len(args) > len(names):
            raise CompileError(loc, f"call to {_display_op(op.name)}",
                               f"passes {len(args)} positional arguments; it takes at most "
                               f"{len(names)}", "remove the extra arguments")
        for name, a in zip(positional_names, args):
            slots[name] = a
        for k, v in keywords.items():
            if k not in names or (star is not None and names.index(k) == star):
                raise CompileError(v.loc, f"keyword argument '{k}='", "is not a parameter of "
                                   f"{_display_op(op.name)}", f"parameters: {', '.join(names)}")
            if k in slots:
                raise CompileError(v.loc, f"argument '{k}'", "is given twice (TypeError in "
                                   "Python)", "pass it once")
            slots[k] = v
        out: list[ir.Expr] = []
        for i, name in enumerate(names):
            if star is not None and i == star:
                out += args
                continue
            if name in slots:
                out.append(slots[name])
            elif star is not None and i > star and not any(n in slots for n in names[i + 1:]):
                break  # keyword-only parameters after *args: passed only when given
            elif name in op.defaults:
                value = ast.literal_eval(op.defaults[name])
                out.append(ir.Const(value, loc, type=_const_type(value)))
            else:
                # A shorter overload may not need it: stop at the first gap.
                rest = [n for n in names[i + 1:] if n in slots]
                if rest:
                    raise CompileError(loc, f"call to {_display_op(op.name)}",
                                       f"is missing argument '{name}'", f"pass {name}")
                break
        return out

    def _call_function(self, e: ir.Call, args: list[ir.Expr],
                       keywords: dict[str, ir.Expr] | None = None) -> ir.Expr:
        fn = self.inf.program.functions[e.callee]
        args = self._bind_function_arguments(fn, args, keywords or {}, e.loc)
        types_ = [a.type for a in args]
        if UNKNOWN in types_:
            return ir.Call("func", e.callee, args, e.loc, type=UNKNOWN)
        for a, p in zip(args, fn.params):
            if p.annotation == CALLABLE and types.head(a.type) != "fn":
                raise CompileError(a.loc, f"argument '{p.name}' of {fn.name}()",
                                   f"is {types.python(a.type)} where a function is required",
                                   "pass a function, lambda or nested def")
        converted = [
            self.convert(a, p.annotation, f"argument '{p.name}' of {fn.name}()")
            if p.annotation not in (None, CALLABLE) else a
            for a, p in zip(args, fn.params)
        ]
        for a, p in zip(converted, fn.params):
            if (p.star or p.kwargs) and types.has_hole(a.type):
                _fill_holes(a, types.fill_holes(a.type))  # no extra arguments: unobservable
        for a in converted:
            if types.has_hole(a.type) and not self.lenient:
                self._hole_error(a, f"argument of {fn.name}()")
        key_types = [a.type if p.annotation in (None, CALLABLE) else p.annotation
                     for a, p in zip(converted, fn.params)]
        key = (fn.qualname, tuple(key_types))
        state = self.inf.states.get(key)
        if state is None:
            state = self.inf.instantiate(fn, key_types, e.loc)
        self.state.callees.add(state.cname)
        result = state.return_guess
        if result == UNKNOWN and not self.lenient:
            raise CompileError(e.loc, f"recursive call to {fn.name}()",
                               "its return type cannot be inferred", "annotate its return type")
        return ir.Call("func", e.callee, converted, e.loc, type=result, target=state.cname)

    def _bind_function_arguments(self, fn: ir.Function, args: list[ir.Expr],
                                 keywords: dict[str, ir.Expr], loc: ir.Loc) -> list[ir.Expr]:
        positional = [p.name for p in fn.params
                      if not (p.star or p.kwargs or p.keyword_only)]
        by_name = [p.name for p in fn.params if not (p.star or p.kwargs or p.positional_only)]
        star = next((p.name for p in fn.params if p.star), None)
        kwargs = next((p.name for p in fn.params if p.kwargs), None)
        slots = dict(zip(positional, args))
        extra = args[len(positional):]
        if star is not None:
            # *args takes the extra positional arguments, as one tuple[T, ...].
            packed = ir.ListExpr(extra, loc, kind="tuple")
            slots[star] = self.objects.list_display(packed, None) if all(
                a.type is not None for a in extra) else packed
        elif extra:
            raise CompileError(loc, f"call to {fn.name}()",
                               f"passes {len(args)} positional argument(s) but it takes "
                               f"{len(positional)} (TypeError in Python)",
                               "pass exactly one value per parameter")
        named: dict[str, ir.Expr] = {}
        for k, v in keywords.items():
            if k not in by_name:
                if kwargs is not None and k not in positional:
                    named[k] = v  # **kwargs takes the extra keyword arguments
                    continue
                raise CompileError(v.loc, f"keyword argument '{k}='", f"is not a parameter of "
                                   f"{fn.name}() (TypeError in Python)",
                                   f"parameters: {', '.join(by_name)}")
            if k in slots:
                raise CompileError(v.loc, f"argument '{k}' of {fn.name}()", "is given twice "
                                   "(TypeError in Python)", "pass it once")
            slots[k] = v
        if kwargs is not None:
            packed = ir.DictExpr([ir.Const(k, loc) for k in named], list(named.values()), loc)
            slots[kwargs] = self.objects.dict_display(packed, None) if all(
                v.type is not None for v in named.values()) else packed
        out = []
        for p in fn.params:
            if p.name in slots:
                out.append(slots[p.name])
            elif p.default is not None:
                out.append(self.expr(p.default, None))
            else:
                raise CompileError(loc, f"call to {fn.name}()", f"is missing argument "
                                   f"'{p.name}' (TypeError in Python)",
                                   "pass a value for every parameter without a default")
        return out

    def _compare(self, e: ir.Compare, assigned: set[str] | None) -> ir.Expr:
        operands = [self.expr(o, assigned) for o in e.operands]
        if any(o.type == UNKNOWN for o in operands):
            return ir.Compare(operands, e.ops, e.loc, type=UNKNOWN)
        if any(ndops.is_array(o.type) for o in operands):
            if len(e.ops) > 1:
                raise CompileError(e.loc, "chained comparison of arrays", "is ambiguous "
                                   "(ValueError in Python)", "combine the comparisons with &")
            if e.ops[0].startswith("pyaot."):
                raise CompileError(e.loc, "'in' / 'is' test of an array", "is not supported",
                                   "use (a == v).any() for membership")
            return self.arrays.operator(e.ops[0], operands, e.loc)
        tests = []
        for i, op in enumerate(e.ops):
            left = ir.TempRef(i, operands[i].loc, type=operands[i].type)
            right = ir.TempRef(i + 1, operands[i + 1].loc, type=operands[i + 1].type)
            tests.append(self._test(op, left, right, e.loc))
        self._fill_compared_holes(operands, tests)
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
                _fill_holes(o, want)
            elif not self.lenient:
                _fill_holes(o, types.fill_holes(want))

    def _test(self, op: str, left: ir.Expr, right: ir.Expr, loc: ir.Loc) -> ir.Expr:
        """One link of a comparison chain."""
        if op in ("pyaot.is", "pyaot.is_not"):
            return self.objects.identity(left, right, op == "pyaot.is_not", loc)
        if op in ("pyaot.in", "pyaot.not_in"):
            right.type = _container_of(right.type, left.type)
            found = self.call_op("operator.contains", [right, left], {}, loc)
            if op == "pyaot.in":
                return found
            return self.call_op("operator.not_", [found], {}, loc)
        return self.call_op(op, [left, right], {}, loc)


_PURE_INDEX_OPS = frozenset({"operator.add", "operator.sub", "operator.mul", "operator.floordiv",
                             "operator.mod", "operator.neg", "operator.pos"})


def _pure_index(e: ir.Expr) -> bool:
    """Int arithmetic on names and constants: no effects, so the order in
    which an array element store's C++ arguments are evaluated is unseen."""
    if isinstance(e, (ir.Name, ir.Const)):
        return True
    return isinstance(e, ir.Call) and e.kind == "op" and e.callee in _PURE_INDEX_OPS and \
        e.type == ir.INT and all(_pure_index(a) for a in e.args)


def _opaque_at_boundary(loc: ir.Loc, what: str, t: str) -> CompileError:
    return CompileError(loc, what, f"is a {types.python(t)}, which the command line and the "
                        "C ABI cannot pass", "pass the data it is made from (e.g. an int seed) "
                        "and create it inside: rng = np.random.default_rng(seed)")


def _class_chain(classes: dict[str, ir.ClassInfo], q: str | None) -> list[str]:
    out = []
    while q is not None:
        out.append(q)
        q = classes[q].base
    return out


def _fn_name(entry: _FnEntry) -> str:
    if entry.kind == "op":
        return _display_op(entry.target)
    name = entry.target.rsplit(".", 1)[-1]
    return "lambda" if name.startswith("<lambda>") else f"{name}()"


_CONVERSION_HINT = {ir.INT: "int(x)", ir.FLOAT: "float(x)", ir.BOOL: "bool(x)"}
_OP_SYNTAX = {
    "operator.add": "+", "operator.sub": "-", "operator.mul": "*", "operator.truediv": "/",
    "operator.floordiv": "//", "operator.mod": "%", "operator.pow": "**",
    "operator.lshift": "<<", "operator.rshift": ">>", "operator.and_": "&",
    "operator.or_": "|", "operator.xor": "^", "operator.matmul": "@", "operator.neg": "unary -",
    "operator.pos": "unary +", "operator.invert": "~", "operator.not_": "not",
    "operator.lt": "<", "operator.le": "<=", "operator.gt": ">", "operator.ge": ">=",
    "operator.eq": "==", "operator.ne": "!=", "operator.getitem": "subscript []",
    "pyaot.getslice": "slice [:]", "operator.setitem": "item assignment []=",
    "operator.delitem": "del x[...]", "operator.contains": "in",
}
_OP_SYNTAX.update({name: _OP_SYNTAX[binary] + "=" for name, binary in ir.INPLACE_OPS.items()})


def _display_op(name: str) -> str:
    if name in _OP_SYNTAX:
        return f"operator '{_OP_SYNTAX[name]}'"
    return f"{name.removeprefix('builtins.')}()"


def c_quote(text: str) -> str:
    """A C++ string literal of ASCII text."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _target_names(target: ir.Target) -> set[str]:
    if isinstance(target, str):
        return {target}
    return set().union(*(_target_names(t) for t in target)) if target else set()


def _fill_unobservable_holes(body: list[ir.Stmt]) -> None:
    """An empty display nothing constrains (`not []`, `for x in []`,
    `isinstance([], list)`) never holds an element: any element type is
    right. Variables are not filled: one with a hole is refused (Instance)."""
    for node in ir.walk(body):
        if isinstance(node, ir.Name) or not hasattr(node, "type"):
            continue
        if isinstance(node.type, str) and types.has_hole(node.type):
            _fill_holes(node, types.fill_holes(node.type))


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


def _fill_holes(e: ir.Expr, want: str) -> None:
    """Gives an empty display (or a display of empty displays) its type."""
    e.type = want
    if isinstance(e, ir.ListExpr):
        for x in e.elts:
            if types.has_hole(x.type):
                _fill_holes(x, types.args(want)[0])
    elif isinstance(e, ir.DictExpr):
        kt, vt = types.args(want)
        for x in e.values:
            if types.has_hole(x.type):
                _fill_holes(x, vt)
    elif isinstance(e, ir.Comprehension):
        parts = types.args(want)
        if types.has_hole(e.elt.type):
            _fill_holes(e.elt, parts[-1])
        if e.key is not None and types.has_hole(e.key.type):
            _fill_holes(e.key, parts[0])
    elif isinstance(e, ir.IfExp):
        for x in (e.body, e.orelse):
            if types.has_hole(x.type):
                _fill_holes(x, want)
    elif isinstance(e, ir.TupleExpr):
        for x, t in zip(e.elts, types.args(want)):
            if types.has_hole(x.type):
                _fill_holes(x, t)


def _meet(a: set[str] | None, b: set[str] | None) -> set[str] | None:
    if a is None:
        return b
    if b is None:
        return a
    return a & b


def _loop_entry(assigned: set[str], body: list[ir.Stmt]) -> set[str]:
    """What is surely bound at the top of every iteration: what was before
    the loop, less the names an `except ... as name` in the body deletes."""
    return set(assigned) - {h.name for h in ir.walk(body) if isinstance(h, ir.Handler)}


def _end_state(body: list[ir.Stmt], state: set[str] | None) -> set[str] | None:
    """The bound-set after a block, None if control cannot fall out of it."""
    return None if _may_fall_through(body) is False else state


def _may_fall_through(body: list[ir.Stmt]) -> bool:
    for s in body:
        if isinstance(s, (ir.Return, ir.Break, ir.Continue, ir.Raise)):
            return False
        if isinstance(s, ir.Try):
            if s.finalbody and not _may_fall_through(s.finalbody):
                return False
            normal = _may_fall_through(s.body) and _may_fall_through(s.orelse)
            if not normal and not any(_may_fall_through(h.body) for h in s.handlers):
                return False
        if isinstance(s, ir.If) and not _may_fall_through(s.body) \
                and not _may_fall_through(s.orelse):
            return False
        if isinstance(s, ir.While) and isinstance(s.test, ir.Const) and s.test.value is True \
                and not _has_break(s.body):
            return False
    return True


def _has_break(body: list[ir.Stmt]) -> bool:
    for s in body:
        if isinstance(s, ir.Break):
            return True
        if isinstance(s, ir.If) and (_has_break(s.body) or _has_break(s.orelse)):
            return True
        if isinstance(s, ir.Try) and any(_has_break(b) for b in (
                [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers])):
            return True
        # breaks inside nested loops belong to those loops
    return False


def infer(program: ir.Program, ops: OpTable) -> ir.TypedProgram:
    return Inferencer(program, ops).run()
