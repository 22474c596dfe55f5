"""A generator of typed Python programs inside the subset pyaot compiles.

Every program it writes is valid, deterministic, terminating Python, so the
only acceptable outcomes of compiling one are "compiled, and equal to
CPython on every input" or a located refusal. Programs are deliberately
hostile: int64 edge values, division by values that can be zero, float
infinities and NaNs, reads of variables that may be unbound, loops with
break/continue/else, nested calls.

Scalar code is always generated; `features` (gen_core.FEATURES) add the
shapes users hit silent wrong results with: containers shared through
aliases and parameters and mutated every way (gen_mutations), iteration over
temporaries (gen_iteration), generators with try/finally consumed partially
(gen_generators), `except ... as e` names read after the handler
(gen_exceptions), module-level state (gen_module_state), classes with numeric
dunders used inside scalar code (gen_classes). Each program draws
a subset of the module's features, so one run mixes them.

This module owns the program's shape (helpers, entry point) and the rules
shared across generators: names, alias groups, helper calls.
"""

from __future__ import annotations

import random

from gen_classes import NumberClasses
from gen_containers import ContainerExprs
from gen_core import (CLASSES, CONTAINERS, DICT_SI, GENERATORS, LIST, MODULE_STATE, MUTABLE,
                      RETURNABLE_CONTAINERS, SCALARS, UNSUPPORTED, USES_CONTAINERS, AliasGroups,
                      FunctionState, Helper, Scope, is_container)
from gen_exceptions import ExceptionNames
from gen_generators import Generators
from gen_iteration import Iteration
from gen_match import MatchStatements
from gen_module_state import ModuleState
from gen_mutations import Mutations
from gen_nested import nested_pair
from gen_optional import optional_reads
from gen_path_types import accumulator_pair, function_rows, mixed_rows, path_typed_pair
from gen_recursion import recursive_pair
from gen_scalars import ScalarExprs
from gen_statements import Statements
from gen_with import WithStatements

SCALAR_PARAMS = [("a", "int"), ("b", "float"), ("c", "bool"), ("d", "int")]
CONTAINER_PARAMS = [("xs", LIST), ("m", DICT_SI)]
FEATURE_DRAW = 0.5  # chance that a program uses each of the run's features
RECURSIVE_PAIR = 0.25  # chance that a program has a mutually recursive pair (gen_recursion)
PATH_TYPED = 0.2  # chance that a program has a dict-or-False helper (gen_path_types)
FUNCTION_ROWS = 0.3  # chance of a loop over (label, function) rows (gen_path_types)


def entry_params(features: frozenset[str]) -> list[tuple[str, str]]:
    """The entry point's parameters: the same for every program of a module."""
    return SCALAR_PARAMS + (CONTAINER_PARAMS if features & USES_CONTAINERS else [])


class ProgramGenerator:
    def __init__(self, seed: int, features: frozenset[str] = frozenset()):
        self.rng = random.Random(seed)
        self.features = frozenset(features)
        self.active: frozenset[str] = frozenset()  # the current program's features
        self.helpers: list[Helper] = []
        self.program_features: dict[str, frozenset[str]] = {}  # entry -> its features
        self.counter = 0
        self.aliases = AliasGroups()
        self.inner = self.aliases.new()
        self.scalars = ScalarExprs(self)
        self.containers = ContainerExprs(self)
        self.mutations = Mutations(self)
        self.iteration = Iteration(self)
        self.generators = Generators(self)
        self.exceptions = ExceptionNames(self)
        self.module_state = ModuleState(self)
        self.statements = Statements(self)
        self.matches = MatchStatements(self)
        self.withs = WithStatements(self)
        self.classes = NumberClasses(self)

    @property
    def has_containers(self) -> bool:
        return bool(self.active & USES_CONTAINERS)

    def unsupported(self, chance: float = 0.05) -> bool:
        """Whether to write, here, a construct pyaot refuses today."""
        return UNSUPPORTED in self.active and self.rng.random() < chance

    # ---------------------------------------------------------------- names

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"{stem}{self.counter}"

    def var_of(self, scope: Scope, t: str, allow_unbound: bool = True) -> str | None:
        names = [n for n, nt in scope.types.items() if nt == t
                 and (n in scope.bound or (allow_unbound and self.rng.random() < 0.05))]
        return self.rng.choice(names) if names else None

    # ---------------------------------------------------------- alias groups

    def same_group(self, a: int | None, b: int | None) -> bool:
        return a is not None and b is not None and self.aliases.find(a) == self.aliases.find(b)

    def is_frozen(self, scope: Scope, group: int | None) -> bool:
        return any(self.same_group(group, f) for f in scope.frozen)

    def contain(self, scope: Scope, name: str) -> None:
        """`name`'s list goes into a grid or table: it is now an inner list."""
        group = scope.groups.get(name)
        if group is not None:
            self.aliases.union(self.inner, group)

    def may_mutate_inner(self, scope: Scope) -> bool:
        """Whether the lists inside grids and tables may be mutated here."""
        if self.is_frozen(scope, self.inner):
            return False
        scope.func.mutated.add(self.inner)
        return True

    def program_groups(self) -> list[int]:
        """Alias groups shared by all of a program's functions: the lists
        inside grids and tables, and module containers."""
        module = self.module_state.groups if MODULE_STATE in self.active else {}
        return [self.inner, *module.values()]

    def may_mutate(self, scope: Scope, name: str, record: bool = True) -> bool:
        """Whether `name`'s container may be mutated here; records it."""
        group = scope.groups.get(name)
        if self.is_frozen(scope, group):
            return False
        if record and group is not None:
            scope.func.mutated.add(group)
        return True

    def rebind(self, scope: Scope, name: str, group: int | None) -> None:
        """`name = <expr of group>`: the name may now be either object."""
        old = scope.groups.get(name)
        if group is None:
            group = self.aliases.new()
        scope.groups[name] = self.aliases.union(old, group) if old is not None else group

    def alias_of(self, scope: Scope, name: str) -> str | None:
        others = [n for n in scope.groups if n != name and n in scope.bound
                  and scope.types.get(n) == scope.types[name]
                  and self.same_group(scope.groups[n], scope.groups[name])]
        return self.rng.choice(others) if others else None

    # ----------------------------------------------------------- expressions

    def expr(self, scope: Scope, t: str, depth: int) -> str:
        if is_container(t):
            return self.containers.expr(scope, t, depth)[0]
        return self.scalars.expr(scope, t, depth)

    def callable_helpers(self, scope: Scope) -> list[Helper]:
        """Helpers callable here: no generator consumer inside try (CPython
        keeps a suspended generator alive in the traceback until the handler
        ends, compiled code closes it while unwinding: a divergence no user
        can rely on), nothing that mutates a module container being iterated."""
        return [h for h in self.helpers
                if not (h.consumes_generator and (scope.in_try or scope.no_jumps))
                and not any(self.is_frozen(scope, g) for g in h.mutated_groups)]

    def helpers_returning(self, t: str) -> list[Helper]:
        return [h for h in self.helpers if h.returns == t]

    def call(self, scope: Scope, t: str, d: int) -> str:
        candidates = [h for h in self.callable_helpers(scope) if h.returns == t]
        if not candidates:
            return self.scalars.leaf(scope, t)
        return self.call_helper(scope, self.rng.choice(candidates), d)[0]

    def call_expr(self, scope: Scope, t: str, depth: int) -> tuple[str, int | None]:
        """A call returning container type t, with the alias group of its
        result (an argument's, when the helper may return it)."""
        candidates = [h for h in self.callable_helpers(scope) if h.returns == t]
        if not candidates:
            return self.containers.display(scope, t), None
        return self.call_helper(scope, self.rng.choice(candidates), depth)

    def call_helper(self, scope: Scope, h: Helper, depth: int) -> tuple[str, int | None]:
        args, result = [], None
        for i, p in enumerate(h.params):
            if not is_container(p):
                # Sometimes an int where float is annotated (PEP 484's tower).
                int_for_float = p == "float" and h.annotated and self.rng.random() < 0.3
                args.append(self.expr(scope, "int" if int_for_float else p, depth))
                continue
            code, group = self.container_arg(scope, p, i in h.mutates, depth)
            args.append(code)
            if i in h.returns_alias and group is not None:
                result = group if result is None else self.aliases.union(result, group)
        for group in h.returned_groups:
            result = group if result is None else self.aliases.union(result, group)
        if h.consumes_generator:
            scope.func.consumes_generator = True
        scope.func.mutated.update(h.mutated_groups)
        return f"{h.name}({', '.join(self.keyword_order(h, args))})", result

    def keyword_order(self, h: Helper, args: list[str]) -> list[str]:
        """The arguments as written: now and then the last ones by keyword,
        out of parameter order (Python evaluates them as written, and which
        raises first, or prints first, shows it)."""
        if len(h.names) < 2 or self.rng.random() >= 0.3:
            return args
        first = self.rng.randrange(len(args) - 1)
        named = list(range(first, len(args)))
        self.rng.shuffle(named)
        return args[:first] + [f"{h.names[i]}={args[i]}" for i in named]

    def container_arg(self, scope: Scope, t: str, mutated: bool,
                      depth: int) -> tuple[str, int | None]:
        """A name (so the caller sees what the callee does to it) or a fresh
        value; never a container being iterated, when the callee mutates."""
        names = [n for n, nt in scope.types.items() if nt == t and n in scope.bound
                 and (not mutated or self.may_mutate(scope, n, record=False))]
        if names and self.rng.random() < 0.75:
            name = self.rng.choice(names)
            if mutated:
                self.may_mutate(scope, name)
            return name, scope.groups.get(name)
        if mutated or t not in MUTABLE:
            return self.containers.fresh(scope, t, depth), None
        return self.containers.expr(scope, t, depth)

    # ------------------------------------------------------------ functions

    def scope_for(self, params: list[tuple[str, str]], returns: str,
                  is_entry: bool) -> tuple[Scope, list[str]]:
        """A function body's scope, and its prologue (`global` lines)."""
        scope = Scope(FunctionState(returns, is_entry), {p: t for p, t in params},
                      {p for p, _ in params}, straight=is_entry)
        shared: dict[str, int] = {}  # a caller may pass one object for both
        for p, t in params:
            if t in MUTABLE:
                if t not in shared or is_entry:
                    shared[t] = self.aliases.new()
                scope.groups[p] = shared[t]
        prologue = self.module_state.enter(scope) if MODULE_STATE in self.active else []
        return scope, prologue

    def function(self, name: str, params: list[tuple[str, str]], returns: str,
                 annotate: bool, is_entry: bool = False, length: int | None = None
                 ) -> tuple[list[str], Scope]:
        scope, prologue = self.scope_for(params, returns, is_entry)
        sig = ", ".join(f"{p}: {t}" if annotate else p for p, t in params)
        ret = f" -> {returns}" if annotate else ""
        lines = [f"def {name}({sig}){ret}:"] + [f"    {line}" for line in prologue]
        if is_entry:
            lines += nested_pair(name) + optional_reads(name)
        length = length or self.rng.randint(2, 6)
        lines += self.statements.block(scope, depth=2, length=length, indent="    ")
        if returns != "None":
            lines.append(f"    {self.statements.return_stmt(scope)}")
        return lines, scope

    def helper(self, name: str, params: list[tuple[str, str]], returns: str) -> list[str]:
        annotate = self.rng.random() < 0.5
        lines, scope = self.function(name, params, returns, annotate,
                                     length=self.rng.randint(1, 4))
        self.register_helper(name, params, returns, scope)
        self.helpers[-1].annotated = annotate
        return lines

    def register_helper(self, name: str, params: list[tuple[str, str]], returns: str,
                        scope: Scope) -> None:
        """Makes a generated function callable, with what its body did to
        the containers passed to it (and to module containers)."""
        func = scope.func
        param_groups = {i: scope.groups[p] for i, (p, _) in enumerate(params)
                        if p in scope.groups}
        # Unannotated helpers are called with exactly their parameter types.
        self.helpers.append(Helper(
            name, [t for _, t in params], returns, names=tuple(p for p, _ in params),
            returns_alias=frozenset(i for i, g in param_groups.items()
                                    if any(self.same_group(g, r) for r in func.returned)),
            mutates=frozenset(i for i, g in param_groups.items()
                              if any(self.same_group(g, m) for m in func.mutated)),
            mutated_groups=frozenset(g for g in self.program_groups()
                                     if any(self.same_group(g, m) for m in func.mutated)),
            returned_groups=frozenset(g for g in self.program_groups()
                                      if any(self.same_group(g, r) for r in func.returned)),
            consumes_generator=func.consumes_generator))

    def program(self, entry: str) -> str:
        """Module-level state, helpers (annotated or not, so both
        specialisation paths run), then the annotated entry function."""
        self.helpers = []
        self.inner = self.aliases.new()  # the lists inside this program's grids and tables
        self.generators.reset()
        self.active = frozenset(f for f in sorted(self.features)
                                if self.rng.random() < FEATURE_DRAW)
        self.program_features[entry] = self.active
        lines: list[str] = []
        if CLASSES in self.active:
            lines += self.classes.define(entry) + [""]
        lines += self.withs.define(entry)
        if MODULE_STATE in self.active:
            lines += self.module_state.prelude(entry) + [""]
        for _ in range(self.rng.randint(0, 2)):
            params = [(f"p{i}", self.rng.choice(SCALARS)) for i in range(self.rng.randint(1, 3))]
            lines += self.helper(self.fresh(f"{entry}_h"), params,
                                 self.rng.choice(SCALARS)) + [""]
        if self.rng.random() < RECURSIVE_PAIR:
            lines += recursive_pair(self, entry) + [""]
        if self.rng.random() < PATH_TYPED:
            lines += path_typed_pair(self, entry) + [""]
            if self.rng.random() < 0.5:
                lines += accumulator_pair(self, entry) + [""]
            if self.rng.random() < 0.5:
                lines += mixed_rows(self, entry) + [""]
        if self.rng.random() < FUNCTION_ROWS:
            lines += function_rows(self, entry) + [""]
        if self.has_containers:
            for _ in range(self.rng.randint(1, 3)):
                lines += self.container_helper(self.fresh(f"{entry}_h")) + [""]
        if GENERATORS in self.active:
            for _ in range(self.rng.randint(1, 2)):
                lines += self.generators.define(self.fresh(f"{entry}_g")) + [""]
            if self.rng.random() < 0.6:
                lines += self.generators.consumer(self.fresh(f"{entry}_h")) + [""]
        returns = self.rng.choice(SCALARS + (RETURNABLE_CONTAINERS if self.has_containers
                                             else ()))
        body, _ = self.function(entry, entry_params(self.features), returns, annotate=True,
                                is_entry=True)
        return "\n".join(lines + body) + "\n"

    def container_helper(self, name: str) -> list[str]:
        types = list(SCALARS) + list(CONTAINERS) * 2
        params = [(f"p{i}", self.rng.choice(types)) for i in range(self.rng.randint(1, 3))]
        if not any(is_container(t) for _, t in params):
            params[0] = (params[0][0], self.rng.choice(CONTAINERS))
        returns = self.rng.choice(list(SCALARS) + list(CONTAINERS) * 2 + ["None"])
        return self.helper(name, params, returns)


def module(seed: int, count: int, prefix: str = "f",
           features: frozenset[str] = frozenset()) -> tuple[str, list[str]]:
    """`count` programs in one module; returns (source, entry names)."""
    return module_from(ProgramGenerator(seed, features), count, prefix)


def module_from(gen: ProgramGenerator, count: int, prefix: str) -> tuple[str, list[str]]:
    """`count` programs of `gen` in one module (gen.program_features then
    says which features each used)."""
    parts = ["import dataclasses", "import functools", "import math",
             "from typing import Iterator", ""]
    entries = []
    for k in range(count):
        name = f"{prefix}{k}"
        parts.append(gen.program(name))
        entries.append(name)
    return "\n".join(parts), entries


def inputs(seed: int, count: int, features: frozenset[str] = frozenset()) -> list[list]:
    rng = random.Random(seed)
    ints = [0, 1, -1, 2, 7, -7, 63, 64, 2**31, 2**62, -(2**63), 2**63 - 1]
    floats = [0.0, -0.0, 0.5, -1.0, 1e300, 5e-324, float("inf"), float("-inf"), float("nan"),
              0.1, 3.0]
    out = []
    for _ in range(count):
        args = [
            rng.choice(ints) if rng.random() < 0.3 else rng.randint(-50, 50),
            rng.choice(floats) if rng.random() < 0.3 else rng.uniform(-20, 20),
            rng.random() < 0.5,
            rng.choice(ints) if rng.random() < 0.3 else rng.randint(-50, 50),
        ]
        if features & USES_CONTAINERS:
            args.append([rng.choice(ints) if rng.random() < 0.1 else rng.randint(-5, 9)
                         for _ in range(rng.randint(0, 5))])
            args.append({rng.choice(["a", "bb", "", "k", "key", "a1", "1"]): rng.randint(-5, 9)
                         for _ in range(rng.randint(0, 3))})
        out.append(args)
    return out
