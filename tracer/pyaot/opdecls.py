"""Operator declarations (ops/decls/*.toml): the contract with the C++ library.

The tracer learns every operator it can stop at from these files: its Python
name, overloads with result types (the type rule), the C++ entry point and
header, the Python reference it is tested against, and its tolerance. See
ops/decls/README.md for the format.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any, Callable

from pyaot import ir_check, typesys as types
from pyaot.ir import BOOL, FLOAT, INT
from pyaot.ndops import ArrayOp, parse_array_op, resolve_reference  # noqa: F401 (re-exported)

# The operator library: ops/ of the checkout (abspath, not resolve(): stay
# inside Bazel runfiles, see driver.REPO_ROOT), or pyaot/_ops of an installed
# package (pip install: setup.py copies ops/include and ops/decls there).
_PACKAGED_OPS = Path(os.path.abspath(__file__)).parent / "_ops"
OPS_ROOT = (_PACKAGED_OPS if _PACKAGED_OPS.is_dir()
            else Path(os.path.abspath(__file__)).parent.parent.parent / "ops")
DEFAULT_DECLS_DIR = OPS_ROOT / "decls"

# Implicit promotions Python's numeric tower performs, and what each costs.
_PROMOTION_COST = {(BOOL, INT): 1, (BOOL, FLOAT): 2, (INT, FLOAT): 1}


@dataclass(frozen=True)
class Signature:
    args: tuple[str, ...]  # types or patterns; a last "*P" takes any number of P
    result: str
    cpp: str
    header: str | None = None  # overrides the operator's header

    @property
    def variadic(self) -> bool:
        return bool(self.args) and self.args[-1].startswith("*")

    @property
    def typed_by_uses(self) -> bool:
        """Its C++ names `{result}`: a constructor of an empty container
        (`deque()`), whose type variables later uses fill, as `[]`'s."""
        return "{result}" in self.cpp

    @property
    def scalar(self) -> bool:
        """Only int/float/bool: the scalar conformance harness tests it. Not
        a function of no arguments (a clock): no input decides its value."""
        return bool(self.args) and all(a in (INT, FLOAT, BOOL) for a in self.args + (self.result,))


@dataclass(frozen=True)
class Resolved:
    """An overload chosen for concrete argument types: each argument's
    wanted type (the caller converts to it), the result type, the C++."""

    signature: Signature
    wants: tuple[str, ...]
    result: str
    cpp: str
    header: str


# Optional[T] passed where T is wanted unwraps with a run-time None check,
# the most expensive conversion; T where Optional[T] is wanted wraps.
_WRAP_COST, _UNWRAP_COST = 1, 4


def _fit(pattern: str, have: str, bindings: dict[str, str], promote: bool,
         call_value=None, upcast=None, widen: bool = False) -> int | None:
    """The cost of passing a `have` where `pattern` is declared (None: cannot).
    `call[U,T...]` is a function value called with (T...) returning U;
    `call_value(fn_type, arg_types)` types such a call."""
    if pattern.startswith("call["):
        if types.head(have) != "fn" or call_value is None:
            return None
        result_var, *params = types.args(pattern)
        arg_types = [types.substitute(p, bindings) for p in params]
        if any(types.has_hole(a) for a in arg_types):
            return None
        result = call_value(have, arg_types)
        if result is None or not types.match(result_var, result, bindings):
            return None
        return 0
    trial = dict(bindings)
    if types.match(pattern, have, trial):
        bindings.update(trial)
        return 0
    if upcast is not None and types.head(have) == "obj":
        # An instance of a subclass where its base class is bound (xs.append(Square())).
        want = types.substitute(pattern, bindings)
        if not types.has_hole(want) and upcast(have, want):
            return 1
    if types.head(have) == "tuple":
        # (0, k) where the other arguments bound a tuple[int, ...] (a dict of
        # paths grown from `()`, pyaot.typesys.length_join): converted.
        want = types.substitute(pattern, bindings)
        if want != have and not types.has_hole(want) and types.length_convertible(have, want):
            return 1
    if promote and (have, pattern) in _PROMOTION_COST:
        return _PROMOTION_COST[(have, pattern)]
    base = types.native_base(have) if widen else None
    if base is not None:  # a Counter[str] passes as the dict[str,int] it is
        cost = _fit(pattern, base, bindings, promote, call_value, upcast)
        return None if cost is None else cost + 1
    if pattern.startswith("Optional[") and pattern not in types.TYPE_VARS:
        inner = types.args(pattern)[0]
        if have == "None":
            return _WRAP_COST
        cost = _fit(inner, have, bindings, promote)
        return None if cost is None else cost + _WRAP_COST
    if have.startswith("Optional["):
        cost = _fit(pattern, types.args(have)[0], bindings, promote)
        return None if cost is None else cost + _UNWRAP_COST
    return None


def _want(pattern: str, have: str, bindings: dict[str, str]) -> str:
    """The concrete type an argument is converted to. An empty display (a
    type with holes) takes what the other arguments bound: `"".join([])` is
    a list[str], `{}.get("a")` a dict[str, _]."""
    if pattern in ("any", "sized", "hashable", "numeric_hashable", "value_hashable", "nameable",
                   "identified") or \
            pattern.startswith(("call[", "fixed_tuple[", "values[")) or \
            ("fixed_tuple[" in pattern and not types.has_hole(have)):  # list[fixed_tuple[T]]
        if types.head(have) == "Optional" and not types.match(pattern, have, {}):
            return types.args(have)[0]  # len(t) of a tuple | None: unwrapped (TypeError on None)
        return have
    if pattern.startswith("iterable["):
        if types.head(have) == "Optional" and not types.match(pattern, have, {}):
            have = types.args(have)[0]  # sorted(xs) of a list | None: unwrapped, checked
        if not types.has_hole(have):
            return have
        elem = types.substitute(pattern[len("iterable["):-1], bindings)
        return types.join(have, _holding(have, elem)) or have
    want = types.substitute(pattern, bindings)
    if not types.has_hole(want):
        return want
    if not types.has_hole(have):
        return have
    return types.join(have, want) or have


def _holding(container: str, elem: str) -> str:
    """`container`'s type with `elem` as what iterating it yields."""
    head, parts = types.head(container), types.args(container)
    if head in ("list", "set", "iter") and len(parts) == 1:
        return types.make(head, elem)
    if head == "dict" and len(parts) == 2:
        return types.make("dict", elem, parts[1])
    return container


@dataclass(frozen=True)
class Op:
    name: str  # Python name, e.g. "math.sqrt"
    header: str
    reference: str
    signatures: tuple[Signature, ...]
    tolerance: str = "exact"
    promote: bool = True
    variants: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    source: str = ""  # the declaring file, for messages

    params: tuple[str, ...] = ()  # parameter names, for keyword arguments
    defaults: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    # A module attribute read when the program runs (`sys.argv`): the name
    # used as a value is a call of the operator without arguments.
    attribute: bool = False
    # A data attribute of a value (`z.real` of a complex): `value.NAME` is a
    # call of the operator on the value (declared as "TYPE.NAME").
    data_attribute: bool = False
    noreturn: bool = False  # always raises (sys.exit): a call ends its block
    hint: str = ""  # what to do when no signature matches (why one is missing)
    # Draws from or changes hidden state (random.*): never evaluated at build
    # time, and not compared call by call by the scalar harness.
    stateful: bool = False
    # Arithmetic on a union of numbers (`int | float`): the runtime's function
    # that dispatches on the members held (pyaot.infer_numeric); "" if none.
    number_union: str = ""

    def resolve(self, arg_types: list[str], call_value=None, upcast=None) -> Resolved | None:
        """The cheapest overload accepting `arg_types` (ties: first declared).
        Function-value arguments are typed last, once the others have bound
        the type variables their parameters use (map(f, xs): f takes xs's T)."""
        best: tuple[int, Resolved] | None = None
        for sig in self.signatures:
            patterns = list(sig.args)
            if sig.variadic:
                fixed = patterns[:-1]
                if len(arg_types) < len(fixed):
                    continue
                patterns = fixed + [patterns[-1][1:]] * (len(arg_types) - len(fixed))
            if len(patterns) != len(arg_types):
                continue
            bindings: dict[str, str] = {}
            cost = 0
            order = sorted(range(len(patterns)), key=lambda i: patterns[i].startswith("call["))
            # A subclass's instance passes as its base (Counter as dict) to functions and
            # methods, not to operators, which a subclass may redefine (Counter | Counter).
            widen = not self.name.startswith("operator.")
            for i in order:
                step = _fit(patterns[i], arg_types[i], bindings, self.promote, call_value, upcast,
                            widen)
                if step is None:
                    cost = -1
                    break
                cost += step
            if cost < 0 or (best is not None and cost >= best[0]):
                continue
            wants = tuple(_want(p, h, bindings) for p, h in zip(patterns, arg_types))
            result = types.substitute(sig.result, bindings)
            best = (cost, Resolved(sig, wants, result, sig.cpp, sig.header or self.header))
        return best[1] if best else None

    @property
    def takes_class(self) -> bool:
        """Called with a built-in class (`defaultdict(list)`): a signature
        names `class[builtins.list]`, which the front end passes as a symbol."""
        return any(a.startswith("class[") for s in self.signatures for a in s.args)

    def describe_signatures(self) -> str:
        def show(arg: str) -> str:
            return "*" + arg[1:] if arg.startswith("*") else types.python(arg)

        return "; ".join(f"({', '.join(show(a) for a in s.args)}) -> {types.python(s.result)}"
                         for s in self.signatures)


@dataclass(frozen=True)
class Constant:
    name: str  # e.g. "math.pi"
    type: str
    reference: str

    def value(self) -> Any:
        return resolve_reference(self.reference)


@dataclass(frozen=True)
class NativeType:
    """An opaque C++ value type an operator returns (numpy.random.Generator):
    `name` is its IR type, methods are operators named "NAME.method"."""

    python: str  # the Python class it stands for, e.g. "numpy.random.Generator"
    name: str
    cpp: str
    header: str
    params: int = 0  # type arguments of a generic one (deque[T]: 1, spelled cpp<T>)
    iterates: str | None = None  # what iterating one yields, in its parameters T, U, V
    base: str | None = None  # the built-in type it subclasses (Counter: dict[T,int])
    # The base's methods it has not (frozenset: set's add, remove, ...).
    hides: frozenset[str] = frozenset()


@dataclass(frozen=True)
class OpTable:
    ops: dict[str, Op]
    constants: dict[str, Constant]
    array_ops: dict[str, ArrayOp] = field(default_factory=dict)
    native_types: dict[str, NativeType] = field(default_factory=dict)  # by Python name
    # Operators that always raise (sys.exit): a call as a statement ends its block.
    noreturn: frozenset[str] = frozenset()

    @property
    def packages(self) -> frozenset[str]:
        """Top-level modules whose functions are operators (numpy, math, cv2):
        calls into them stop at declarations and their source is never traced."""
        names = [*self.ops, *self.array_ops, *self.constants, *self.native_types]
        # typing_extensions: a backport of typing, not code to trace.
        return frozenset(n.split(".")[0] for n in names) | {"pyaot", "typing_extensions"}

    def hidden_methods(self, name: str) -> frozenset[str]:
        """The base's methods the native type `name` (its IR name) has not."""
        return frozenset().union(*(t.hides for t in self.native_types.values()
                                   if t.name == name))

    def reference_callable(self, name: str) -> Callable[..., Any]:
        return resolve_reference(self.ops[name].reference)

    @cached_property
    def declared(self) -> ir_check.Declared:
        """What calls resolved by these declarations may name, for the IR
        verifier: an operator's signatures' entry points and its entry point
        for numbers of a union (`number_union`); the array operators; the
        operators that never return."""
        entries = {name: frozenset([*(s.cpp for s in op.signatures),
                                    *([op.number_union] if op.number_union else [])])
                   for name, op in self.ops.items()}
        return ir_check.Declared(entries, frozenset(self.array_ops), self.noreturn)


def _parse_op(name: str, table: dict[str, Any], source: str) -> Op:
    try:
        sigs = tuple(
            Signature(tuple(s["args"]), s["result"], s["cpp"], s.get("header"))
            for s in table["signatures"]
        )
        return Op(
            name=name,
            header=table["header"],
            reference=table["reference"],
            signatures=sigs,
            tolerance=table.get("tolerance", "exact"),
            promote=table.get("promote", True),
            variants=table.get("variants", {}),
            source=source,
            params=tuple(table.get("params", ())),
            defaults=dict(table.get("defaults", {})),
            attribute=table.get("attribute", False),
            data_attribute=table.get("data_attribute", False),
            noreturn=table.get("noreturn", False),
            hint=table.get("hint", ""),
            stateful=table.get("stateful", False),
            number_union=table.get("number_union", ""),
        )
    except KeyError as missing:
        raise ValueError(f"{source}: operator {name!r} lacks required key {missing}") from None


@cache
def load(decls_dir: str | Path = DEFAULT_DECLS_DIR) -> OpTable:
    ops: dict[str, Op] = {}
    array_ops: dict[str, ArrayOp] = {}
    constants: dict[str, Constant] = {}
    native_types: dict[str, NativeType] = {}
    for path in sorted(Path(decls_dir).glob("*.toml")):
        data = tomllib.loads(path.read_text())
        for python, table in data.get("type", {}).items():
            try:
                native = NativeType(python, table["name"], table["cpp"], table["header"],
                                    table.get("params", 0), table.get("iterates"),
                                    table.get("base"), frozenset(table.get("hides", ())))
            except KeyError as missing:
                raise ValueError(f"{path}: type {python!r} lacks required key {missing}") from None
            native_types[python] = native
            types.register_native(native.name, native.cpp, native.iterates, native.params,
                                  native.base, table.get("hashable", False))
        for name, table in data.get("op", {}).items():
            known = ops.get(name) or array_ops.get(name)
            if known:
                raise ValueError(f"{path}: operator {name!r} already declared in {known.source}")
            if "kind" in table:  # array operators: see pyaot.ndops
                array_ops[name] = parse_array_op(name, table, str(path))
            else:
                ops[name] = _parse_op(name, table, str(path))
        for name, table in data.get("const", {}).items():
            constants[name] = Constant(name, table["type"], table["reference"])
    if not ops:
        raise ValueError(f"no operator declarations found in {decls_dir}")
    return OpTable(ops, constants, array_ops, native_types,
                   frozenset(name for name, op in ops.items() if op.noreturn))
