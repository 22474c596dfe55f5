"""The program generator's shared vocabulary: types, features, scopes,
alias groups and helper signatures. Every gen_* module speaks these."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

# ------------------------------------------------------------------ types

SCALARS = ("int", "float", "bool")
STR = "str"
LIST = "list[int]"
DICT_II = "dict[int, int]"
DICT_SI = "dict[str, int]"
SET = "set[int]"
TUPLE = "tuple[int, int]"
# Lists inside containers: `rows[i] += [x]` must extend the list every alias sees.
GRID = "list[list[int]]"
TABLE = "dict[str, list[int]]"
NESTED = (GRID, TABLE)
MUTABLE = (LIST, DICT_II, DICT_SI, SET, GRID, TABLE)
CONTAINERS = MUTABLE + (TUPLE,)
# Results an entry may return: a set's repr follows CPython's hash order,
# which compiled code does not promise (README: sets iterate in insertion order).
RETURNABLE_CONTAINERS = (LIST, DICT_II, DICT_SI, TUPLE, GRID, TABLE)

STEMS = {"int": "i", "float": "x", "bool": "b", STR: "s", LIST: "xs", DICT_II: "d",
         DICT_SI: "m", SET: "st", TUPLE: "t", GRID: "g", TABLE: "tb"}


def is_container(t: str) -> bool:
    return t in CONTAINERS


def key_type(t: str) -> str:
    """What iterating a container yields (a dict's keys)."""
    return {DICT_SI: STR, TABLE: STR, GRID: LIST}.get(t, "int")


def value_type(t: str) -> str:
    """A dict's values."""
    return LIST if t == TABLE else "int"


# ---------------------------------------------------------------- features

# Shapes beyond scalar code, each switchable: the CI run enables those whose
# known bugs are fixed (tests/test_fuzz.py), the long mode any set.
CONTAINERS_FEATURE = "containers"  # aliases, parameters, every mutating operation
ITERATION = "iteration"  # loops and comprehensions over call results and temporaries
GENERATORS = "generators"  # try/finally generators consumed partially
EXCEPT_NAMES = "except_names"  # `except E as e` names read after their handler
MODULE_STATE = "module_state"  # module-level state, rebound and mutated; `global`
# Constructs of the shapes above that pyaot refuses today, with a located
# error: slice assignment, `d |= e`, `{**d}`, set.*_update, next() and stored
# generators, module-level containers, `global`. Switchable, since a refusal
# costs the whole program (and a recompilation of its batch); on, they check
# that the refusal is located, and fuzz the day support lands.
UNSUPPORTED = "unsupported"
COMPLEX = "complex"  # complex arithmetic, abs(), .real/.imag and repr inside float and str code
CLASSES = "classes"  # a class with numeric dunders, used inside scalar code (gen_classes)
FEATURES = frozenset({CONTAINERS_FEATURE, ITERATION, GENERATORS, EXCEPT_NAMES, MODULE_STATE,
                      UNSUPPORTED, COMPLEX, CLASSES})
# Features whose programs hold container values (and whose entries take some).
USES_CONTAINERS = frozenset({CONTAINERS_FEATURE, ITERATION, GENERATORS, MODULE_STATE})


def parse_features(text: str) -> frozenset[str]:
    """'all', 'none' or a comma-separated list of FEATURES."""
    text = text.strip()
    if text in ("", "none"):
        return frozenset()
    if text == "all":
        return FEATURES
    names = frozenset(part.strip() for part in text.split(","))
    unknown = names - FEATURES
    if unknown:
        raise ValueError(f"unknown fuzzer features {sorted(unknown)}; known: {sorted(FEATURES)}")
    return names


# ----------------------------------------------------------- alias groups

class AliasGroups:
    """Union-find over container identities. Two names in one group may be
    the same object; merges are never undone, so a group only grows (a name
    rebound in one branch stays suspect in the other): conservative for the
    one rule that needs it, no mutation of a container being iterated."""

    def __init__(self) -> None:
        self.parent: list[int] = []

    def new(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, g: int) -> int:
        while self.parent[g] != g:
            self.parent[g] = self.parent[self.parent[g]]
            g = self.parent[g]
        return g

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        self.parent[rb] = ra
        return ra


# --------------------------------------------------------------- helpers

@dataclass
class Helper:
    """A generated function other code may call."""
    name: str
    params: list[str]  # parameter types
    returns: str  # a type, or "None" (called as a statement)
    returns_alias: frozenset[int] = frozenset()  # params whose object it may return
    mutates: frozenset[int] = frozenset()  # container params it may mutate
    mutated_groups: frozenset[int] = frozenset()  # program-wide groups it may mutate
    returned_groups: frozenset[int] = frozenset()  # program-wide groups it may return
    consumes_generator: bool = False  # not called inside try (see gen_generators)
    annotated: bool = True  # an int may pass where its float is annotated
    names: tuple[str, ...] = ()  # parameter names, when callers may pass by keyword


@dataclass
class FunctionState:
    """What one function's body did, collected while generating it."""
    returns: str
    is_entry: bool
    mutated: set[int] = field(default_factory=set)  # alias groups mutated
    returned: set[int] = field(default_factory=set)  # alias groups returned
    consumes_generator: bool = False
    globals_declared: set[str] = field(default_factory=set)


@dataclass
class Scope:
    """Where a statement is generated. `types`, `groups`, `readonly` and
    `dead_exceptions` are shared by a function's scopes; `bound` is copied
    per branch and merged as control flow joins."""
    func: FunctionState
    types: dict[str, str] = field(default_factory=dict)  # every local's fixed type
    bound: set[str] = field(default_factory=set)  # definitely assigned here
    groups: dict[str, int] = field(default_factory=dict)  # container name -> alias group
    readonly: set[str] = field(default_factory=set)  # never assigned: counters, module names
    dead_exceptions: list[str] = field(default_factory=list)  # `as` names past their handler
    loop_depth: int = 0
    no_jumps: bool = False  # in a finally clause: no return/break/continue
    in_try: bool = False  # inside a try body or handler
    frozen: frozenset[int] = frozenset()  # alias groups being iterated: never mutated
    straight: bool = True  # the entry's straight-line code: containers may double here

    def child(self, **changes: object) -> Scope:
        return replace(self, bound=set(self.bound), **changes)

    def bind(self, name: str, t: str) -> None:
        self.types[name] = t
        self.bound.add(name)
