"""Classes with numeric protocol methods, used where scalar code wants a
scalar (the `classes` feature).

Each program defines one class `<entry>_V` holding an int `n`, with a
random subset of dunders: arithmetic with an instance or an int operand in
either order (`2 * v` reaches __rmul__), unary operators, ==/< and hash (so
instances can be dict keys, set members and sorted), int()/float()/len()/
bool()/round(), repr. Expressions build instances from int code and reduce
them to an int, float, bool or str: `(V(a) + V(b)).n`, `3 < V(a)` (reflected
to __gt__), `sorted([...])[0].n`, `{V(a): 1}.get(V(b), -1)`, `repr([V(a)])`
(with a __repr__; else `type(V(a)).__name__`).
Methods may raise (`//` by a zero field), are annotated or not (an int
parameter always is), and a use CPython refuses with TypeError (a missing
method) is written now and then.

Half the programs also derive two subclasses, and instances are drawn from
all three classes, so containers hold their common base and comparisons,
hashing and sorting mix them (the base's hooks run: `sorted([V_A(1),
V_B(2)])` is V.__lt__). `<sub>_A` only inherits; `<sub>_B` has its own
__init__ (super() first, then a field of its own). Both define `part()`,
which the base does not: the base's `twice()` calls it (a template method,
virtual over the subclasses), used on subclass instances only. A hierarchy
leaves out __gt__: with __lt__ it is refused, since CPython calls a subclass
operand's reflected method first (`V(1) < V_A(2)` is V_A.__gt__).

A class without a hierarchy that defines == and < (and no __gt__) is
decorated @functools.total_ordering in half the programs, and compared with
<=, > and >= (the derived methods: `a <= b` is `a < b or a == b`, with ==
on `n % 5`, so the derivation shows), and max() of instances is taken (x >
best: __gt__ where one is derived, else best.__lt__(x), as CPython tries).

In 40% of the programs the class has a property `level` with a setter,
assigned through self (`self.level = v`, `self.level += 1`) by set_level();
the second subclass overrides the getter and the setter, so the assignment
dispatches by the object's class.

In 30% of the programs the class has handlers `on_up`/`on_down` (the first
subclass overrides `on_up`) called by a computed name: `getattr(self, "on_"
+ kind)(k)`, and through a variable tested against None
(pyaot.frontend.name_dispatch); a kind with no handler now and then.

In 40% of the programs a @dataclass `<entry>_D` (order=True half the time)
has a field (left out of __init__ by field(init=False, default=0) half the
time) that its __post_init__ computes from the others, raising ValueError for some values
(__post_init__ was once silently never called). It is built positionally
and by keyword, and read back through that field, ==, sorted() and repr().
"""

from __future__ import annotations

import random
import re

from gen_core import Scope

# dunder -> (parameters after self, the body's return expression, returns).
# `o` is another instance, `k` an int; V stands for the class's name.
METHODS = {
    "__add__": ("o", "V(self.n + o.n)", "V"),
    "__sub__": ("o", "V(self.n - o.n)", "V"),
    "__mul__": ("k", "V(self.n * k)", "V"),
    "__rmul__": ("k", "V(k * self.n - 1)", "V"),
    "__radd__": ("k", "V(k + self.n)", "V"),
    "__floordiv__": ("k", "V(self.n // k)", "V"),
    "__mod__": ("o", "V(self.n % o.n)", "V"),
    "__neg__": ("", "V(-self.n)", "V"),
    "__pos__": ("", "V(self.n + 1)", "V"),
    "__abs__": ("", "V(abs(self.n))", "V"),
    "__eq__": ("o", "self.n % 5 == o.n % 5", "bool"),
    "__hash__": ("", "hash(self.n % 5)", "int"),
    "__lt__": ("o", "self.n < o.n", "bool"),
    "__gt__": ("k", "self.n > 3 * k", "bool"),
    "__int__": ("", "self.n // 3", "int"),
    "__float__": ("", "self.n / 4", "float"),
    "__bool__": ("", "self.n % 3 != 0", "bool"),
    "__len__": ("", "abs(self.n) % 7", "int"),
    "__round__": ("k", "round(self.n / 8, k)", "float"),
    "__repr__": ("", "'V(' + str(self.n) + ')'", "str"),
}
TYPES = {"o": "V", "k": "int"}
# Ints computed through the methods named (all of them, else a TypeError in
# CPython, written now and then): {v} an instance, {k} a small int, {i} int code.
INT_USES = [
    ("__add__", "({v} + {v}).n"), ("__sub__", "({v} - {v}).n"), ("__mul__", "({v} * {k}).n"),
    ("__rmul__", "({k} * {v}).n"), ("__radd__", "({k} + {v}).n"),
    ("__floordiv__", "({v} // {i}).n"), ("__mod__", "({v} % {v}).n"),
    ("__neg__", "(-{v}).n"), ("__pos__", "(+{v}).n"), ("__abs__", "abs({v}).n"),
    ("__int__", "int({v})"), ("__len__", "len({v})"), ("__hash__", "hash({v})"),
    ("__lt__", "sorted([{v}, {v}, {v}])[1].n"),
    ("__eq__ __hash__", "{{v}: 1, {v}: 2}.get({v}, -1)"),
    ("__eq__ __hash__", "len({{v}, {v}, {v}})"),
]


class NumberClasses:
    def __init__(self, gen):  # noqa: ANN001 - program_gen.ProgramGenerator
        self.gen = gen
        self.rng = gen.rng
        self.name = ""
        self.methods: set[str] = set()
        self.subclasses: list[str] = []
        self.ordering = False  # decorated @functools.total_ordering
        self.setter = False  # a property `level` with a setter, used by set_level()
        self.data = ""  # the @dataclass with __post_init__, if the program has one
        self.data_order = False
        self.handlers = False  # on_* methods reached through getattr(self, "on_" + kind)

    def define(self, entry: str) -> list[str]:
        """The program's class, with a random subset of METHODS."""
        self.name = f"{entry}_V"
        self.methods = {m for m in METHODS if self.rng.random() < 0.6}
        if "__eq__" not in self.methods:
            self.methods.discard("__hash__")  # defining __eq__ alone unsets __hash__
        annotate = self.rng.random() < 0.5
        v = self.name

        def typed(t: str) -> str:
            return f'"{v}"' if t == "V" else t

        self.subclasses = [f"{v}_A", f"{v}_B"] if self.rng.random() < 0.5 else []
        if self.subclasses:
            # __lt__ with __gt__ in a hierarchy is refused (CPython calls a
            # subclass operand's __gt__ first): left out, else a refusal.
            self.methods.discard("__gt__")
        self.ordering = not self.subclasses and {"__eq__", "__lt__"} <= self.methods and \
            "__gt__" not in self.methods and self.rng.random() < 0.5
        lines = ["@functools.total_ordering"] if self.ordering else []
        lines += [f"class {v}:", "    def __init__(self, n: int):", "        self.n = n"]
        if self.subclasses:
            lines += ["", "    def twice(self):", "        return self.part() * 2"]
        self.setter = self.rng.random() < 0.4
        if self.setter:
            # Assigned through self (augmented too); _B overrides both halves.
            lines += ["", "    @property", "    def level(self) -> int:",
                      "        return self.n + 1", "", "    @level.setter",
                      "    def level(self, v: int) -> None:", "        self.n = v - 1", "",
                      "    def set_level(self, v: int) -> int:", "        self.level = v",
                      "        self.level += 1", "        return self.level"]
        for method in sorted(self.methods):
            param, body, returns = METHODS[method]
            body = body.replace("V(", f"{v}(")
            # An int parameter is annotated: unannotated, a comparison method
            # would also be typed as the runtime's instance comparison (whose
            # body then fails to type, a located refusal of valid code).
            if param and (annotate or param == "k"):
                sig = f"self, {param}: {typed(TYPES[param])}"
            else:
                sig = f"self, {param}" if param else "self"
            ret = f" -> {typed(returns)}" if annotate else ""
            lines += ["", f"    def {method}({sig}){ret}:", f"        return {body}"]
        lines += self._handlers(entry)
        lines += self._dataclass(entry)
        if self.subclasses:
            a, b = self.subclasses
            # Now and then an override with an optional parameter of its own:
            # `self.part()` passes each method its own default.
            own = self.rng.choice([("", ""), ("", ", k=3"), (", k: int = -2", ", k=3")])
            lines += ["", "", f"class {a}({v}):"]
            if self.handlers:  # an override the chain through getattr must reach
                lines += ["    def on_up(self, k: int) -> int:", "        return self.n * 10 + k",
                          ""]
            lines += [f"    def part(self{own[1]}):",
                      "        return self.n % 4" + (" + k" if own[1] else ""), "", "",
                      f"class {b}({v}):",
                      "    def __init__(self, n):", "        super().__init__(n)",
                      "        self.m = n % 3 - 1", "", f"    def part(self{own[0]}):",
                      "        return self.m + self.n" + (" * k" if own[0] else "")]
            if self.setter:
                lines += ["", "    @property", "    def level(self) -> int:",
                          "        return self.n - self.m", "", "    @level.setter",
                          "    def level(self, v: int) -> None:",
                          "        self.n = v + self.m"]
        return lines

    def _handlers(self, entry: str) -> list[str]:
        """on_up / on_down methods and the two ways real code reaches them by
        a computed name: `getattr(self, "on_" + kind)(k)` (AttributeError for
        another kind) and a variable tested against None first. Drawn from
        a generator of their own, so the rest of a seed's programs is as it
        was without them."""
        self.handler_rng = random.Random(f"handlers-{entry}")
        self.handlers = self.handler_rng.random() < 0.3
        if not self.handlers:
            return []
        return ["", "    def on_up(self, k: int) -> int:", "        return self.n + k", "",
                "    def on_down(self, k: int) -> int:", "        return self.n - k", "",
                "    def act(self, kind: str, k: int) -> int:",
                "        return getattr(self, 'on_' + kind)(k)", "",
                "    def try_act(self, kind: str, k: int) -> int:",
                "        handler = getattr(self, f'on_{kind}', None)",
                "        if handler is None:", "            return -1",
                "        return handler(k)"]

    def _dataclass(self, entry: str) -> list[str]:
        """The program's @dataclass with a __post_init__, or none."""
        self.data = f"{entry}_D" if self.rng.random() < 0.4 else ""
        if not self.data:
            return []
        self.data_order = self.rng.random() < 0.5
        check = ["        if self.a % 11 == 7:", "            raise ValueError('a is 7 mod 11')"] \
            if self.rng.random() < 0.5 else []
        return ["", "", f"@dataclasses.dataclass(order={self.data_order})",
                f"class {self.data}:", "    a: int", "    b: int = 2",
                self.rng.choice(["    c: int = dataclasses.field(init=False, default=0)",
                                 "    c: int = 0"]), "",
                "    def __post_init__(self):", *check,
                f"        self.c = self.a * {self.rng.choice([2, 3, -1])} + self.b"]

    def data_instance(self, scope: Scope, d: int) -> str:
        a, b = self.gen.expr(scope, "int", d), self.gen.expr(scope, "int", d)
        return self.rng.choice([f"{self.data}({a})", f"{self.data}({a}, {b})",
                                f"{self.data}(b={b}, a={a})"])

    def instance(self, scope: Scope, d: int, derived: bool = False) -> str:
        """An instance of the class or (drawn at random) of a subclass;
        `derived`: of a subclass only."""
        classes = self.subclasses if derived else [self.name] * 2 + self.subclasses
        return f"{self.rng.choice(classes)}({self.gen.expr(scope, 'int', d)})"

    def has(self, *methods: str) -> bool:
        # A use CPython refuses with TypeError, now and then.
        return all(m in self.methods for m in methods) or self.rng.random() < 0.005

    def expr(self, scope: Scope, t: str, d: int) -> str | None:
        """An int, float or bool computed through an instance (None: the
        class has no method for one)."""
        if t == "int":
            return self.int_expr(scope, d)
        if t == "float":
            return self.float_expr(scope, d)
        return self.bool_expr(scope, d)

    def int_expr(self, scope: Scope, d: int) -> str | None:
        k = str(self.rng.choice([0, 1, 2, 3, 7]))  # a literal: `-2 + v` is an expression
        choices = [use for method, use in INT_USES if self.has(*method.split())]
        if "__lt__" in self.methods and "__gt__" not in self.methods:
            choices.append("max([{v}, {v}, {v}]).n")  # x > best: derived, or best < x
        if self.subclasses:
            choices.append("{s}.twice()")
        if self.setter:
            choices.append("{v}.set_level({i})")
        if self.data:
            choices += ["{d}.c", "{d}.c + {d}.b"]
            if self.data_order:
                choices.append("sorted([{d}, {d}, {d}])[0].c")
        if not choices:
            return None
        # Each {v} a fresh instance, {s} one of a subclass, {d} of the
        # dataclass, {k} a small int, {i} int code.
        made = re.sub(r"\{([vskid])\}",
                      lambda m: {"v": lambda: self.instance(scope, d),
                                 "s": lambda: self.instance(scope, d, derived=True),
                                 "d": lambda: self.data_instance(scope, d),
                                 "k": lambda: k,
                                 "i": lambda: self.gen.expr(scope, "int", d)}[m[1]](),
                      self.rng.choice(choices))
        if self.handlers and self.handler_rng.random() < 0.3:
            # A handler's result added (the main generator's draws unchanged);
            # "sideways" now and then: CPython's AttributeError.
            r = self.handler_rng
            kind = r.choice(["up", "down", "up", "down", "sideways"])
            cls = r.choice([self.name, *self.subclasses])
            made = f"({made} + {cls}({r.randrange(-3, 9)}).{r.choice(['act', 'try_act'])}" \
                   f"('{kind}', {r.randrange(0, 5)}))"
        return made

    def float_expr(self, scope: Scope, d: int) -> str | None:
        choices = []
        if self.has("__float__"):
            choices.append(f"float({self.instance(scope, d)})")
        if self.has("__round__"):
            choices.append(f"round({self.instance(scope, d)}, {self.rng.randrange(-1, 3)})")
        return self.rng.choice(choices) if choices else None

    def bool_expr(self, scope: Scope, d: int) -> str | None:
        v = lambda: self.instance(scope, d)  # noqa: E731
        choices = [f"({v()} == {v()})", f"({v()} != {v()})", f"({v()} in [{v()}, {v()}])"]
        if self.has("__lt__"):
            choices.append(f"({v()} < {v()})")
        if self.has("__gt__"):
            choices.append(f"({self.rng.choice([0, 2, -1])} < {v()})")
        if self.ordering:
            choices.append(f"({v()} {self.rng.choice(['<=', '>', '>='])} {v()})")
        if self.has("__bool__") or self.has("__len__"):
            choices.append(f"bool({v()})")
        if self.data:
            choices.append(f"({self.data_instance(scope, d)} == {self.data_instance(scope, d)})")
        return self.rng.choice(choices)

    def str_expr(self, scope: Scope, d: int) -> str:
        v = lambda: self.instance(scope, d)  # noqa: E731
        if self.data and self.rng.random() < 0.3:
            return f"repr({self.data_instance(scope, d)})"
        if not self.has("__repr__"):
            # object.__repr__ holds the address, which CPython reuses once a
            # temporary is freed: two such strings may be equal there and not
            # in compiled code (a dict keyed by them has one entry, not two).
            return self.rng.choice([f"type({v()}).__name__", f"str(type({v()}).__name__)"])
        return self.rng.choice([f"repr({v()})", f"str({v()})", f"repr([{v()}, {v()}])",
                                f"str(({v()}, 1))"])
