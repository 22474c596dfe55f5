"""A generator of typed Python programs inside the subset pyaot compiles.

Every program it writes is valid, terminating Python whose functions take and
return int, float and bool; so the only acceptable outcomes of compiling one
are "compiled, and equal to CPython on every input" or a located refusal.
Programs are deliberately hostile: int64 edge values, division by values that
can be zero, float infinities and NaNs, reads of variables that may be unbound,
loops with break/continue/else, nested calls and recursion-free helpers.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

TYPES = ("int", "float", "bool")
INT_EDGES = ["0", "1", "-1", "2", "3", "7", "-7", "62", "63", "64", "255", "1000003",
             "2147483647", "4611686018427387904", "9223372036854775807",
             "-9223372036854775808"]
FLOAT_EDGES = ["0.0", "-0.0", "0.5", "1.0", "-1.0", "2.5", "1e-05", "1e16", "1e300", "-1e300",
               "5e-324", "0.1", "3.0", "math.inf", "-math.inf", "math.nan", "math.pi"]
MATH_FLOAT_1 = ["sqrt", "exp", "log", "sin", "cos", "tan", "atan", "fabs", "log1p", "expm1",
                "tanh", "asinh", "erf", "cbrt", "floor_f"]
MATH_FLOAT_2 = ["atan2", "hypot", "copysign", "fmod", "pow"]
EXCEPTIONS = ["Exception", "ArithmeticError", "ZeroDivisionError", "OverflowError", "ValueError",
              "AssertionError", "UnboundLocalError"]


@dataclass
class Helper:
    name: str
    params: list[str]
    returns: str


@dataclass
class Scope:
    types: dict[str, str] = field(default_factory=dict)  # every local's fixed type
    bound: set[str] = field(default_factory=set)  # definitely assigned here
    loop_depth: int = 0
    counters: set[str] = field(default_factory=set)  # while-loop counters: never reassigned
    no_jumps: bool = False  # inside try...finally: no return/break/continue (refused)


class ProgramGenerator:
    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.helpers: list[Helper] = []
        self.counter = 0

    # ---------------------------------------------------------------- names

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"{stem}{self.counter}"

    def var_of(self, scope: Scope, t: str, allow_unbound: bool = True) -> str | None:
        names = [n for n, nt in scope.types.items() if nt == t
                 and (n in scope.bound or (allow_unbound and self.rng.random() < 0.05))]
        return self.rng.choice(names) if names else None

    # ----------------------------------------------------------- expressions

    def expr(self, scope: Scope, t: str, depth: int) -> str:
        r = self.rng.random()
        if depth <= 0 or r < 0.2:
            return self.leaf(scope, t)
        if t == "int":
            return self.int_expr(scope, depth - 1)
        if t == "float":
            return self.float_expr(scope, depth - 1)
        return self.bool_expr(scope, depth - 1)

    def leaf(self, scope: Scope, t: str) -> str:
        var = self.var_of(scope, t)
        if var and self.rng.random() < 0.7:
            return var
        if t == "int":
            if self.rng.random() < 0.6:
                return str(self.rng.randint(-20, 20))
            return f"({self.rng.choice(INT_EDGES)})"
        if t == "float":
            if self.rng.random() < 0.5:
                return repr(round(self.rng.uniform(-10, 10), self.rng.randint(0, 3)))
            return f"({self.rng.choice(FLOAT_EDGES)})"
        return self.rng.choice(["True", "False"])

    def int_expr(self, scope: Scope, d: int) -> str:
        e = lambda: self.expr(scope, "int", d)  # noqa: E731
        choice = self.rng.randrange(17)
        if choice == 0:
            return f"({e()} + {e()})"
        if choice == 1:
            return f"({e()} - {e()})"
        if choice == 2:
            return f"({e()} * {e()})"
        if choice == 3:
            return f"({e()} // {e()})"
        if choice == 4:
            return f"({e()} % {e()})"
        if choice == 5:
            return f"({e()} ** {self.rng.randint(0, 4)})"
        if choice == 6:
            return f"(-{e()})"
        if choice == 7:
            return f"abs({e()})"
        if choice == 8:
            op = self.rng.choice(["<<", ">>", "&", "|", "^"])
            right = str(self.rng.randint(0, 70)) if op in ("<<", ">>") else e()
            return f"({e()} {op} {right})"
        if choice == 9:
            return f"int({self.expr(scope, 'float', d)})"
        if choice == 10:
            return f"round({self.expr(scope, 'float', d)})"
        if choice == 11:
            return f"math.{self.rng.choice(['floor', 'ceil', 'trunc'])}({self.expr(scope, 'float', d)})"
        if choice == 12:
            return f"{self.rng.choice(['max', 'min'])}({e()}, {e()})"
        if choice == 13:
            return f"({e()} if {self.expr(scope, 'bool', d)} else {e()})"
        if choice == 14:
            return f"({e()} {self.rng.choice(['and', 'or'])} {e()})"
        if choice == 15:
            return f"(~{e()})"
        return self.call(scope, "int", d)

    def float_expr(self, scope: Scope, d: int) -> str:
        f = lambda: self.expr(scope, "float", d)  # noqa: E731
        mixed = lambda: self.expr(scope, self.rng.choice(["int", "float"]), d)  # noqa: E731
        choice = self.rng.randrange(12)
        if choice == 0:
            return f"({f()} + {mixed()})"
        if choice == 1:
            return f"({mixed()} - {f()})"
        if choice == 2:
            return f"({f()} * {mixed()})"
        if choice == 3:
            return f"({mixed()} / {mixed()})"
        if choice == 4:
            return f"({f()} {self.rng.choice(['//', '%'])} {mixed()})"
        if choice == 5:
            return f"({f()} ** {self.rng.choice(['2', '0.5', '-1', '3.0', f()])})"
        if choice == 6:
            name = self.rng.choice(MATH_FLOAT_1)
            if name == "floor_f":
                return f"float(math.floor({f()}))"
            return f"math.{name}({f()})"
        if choice == 7:
            return f"math.{self.rng.choice(MATH_FLOAT_2)}({f()}, {f()})"
        if choice == 8:
            return f"float({self.expr(scope, 'int', d)})"
        if choice == 9:
            return f"({f()} if {self.expr(scope, 'bool', d)} else {f()})"
        if choice == 10:
            return f"(-{f()})"
        return self.call(scope, "float", d)

    def bool_expr(self, scope: Scope, d: int) -> str:
        choice = self.rng.randrange(7)
        num = lambda: self.expr(scope, self.rng.choice(["int", "float"]), d)  # noqa: E731
        cmp = lambda: self.rng.choice(["<", "<=", ">", ">=", "==", "!="])  # noqa: E731
        if choice == 0:
            return f"({num()} {cmp()} {num()})"
        if choice == 1:
            return f"({num()} {cmp()} {num()} {cmp()} {num()})"
        if choice == 2:
            return f"(not {self.expr(scope, self.rng.choice(TYPES), d)})"
        if choice == 3:
            b = lambda: self.expr(scope, "bool", d)  # noqa: E731
            return f"({b()} {self.rng.choice(['and', 'or'])} {b()})"
        if choice == 4:
            return f"math.{self.rng.choice(['isnan', 'isinf', 'isfinite'])}({self.expr(scope, 'float', d)})"
        if choice == 5:
            b = lambda: self.expr(scope, "bool", d)  # noqa: E731
            return f"({b()} {self.rng.choice(['&', '|', '^'])} {b()})"
        return self.call(scope, "bool", d)

    def call(self, scope: Scope, t: str, d: int) -> str:
        candidates = [h for h in self.helpers if h.returns == t]
        if not candidates:
            return self.leaf(scope, t)
        h = self.rng.choice(candidates)
        return f"{h.name}({', '.join(self.expr(scope, p, d) for p in h.params)})"

    # ------------------------------------------------------------ statements

    def block(self, scope: Scope, depth: int, length: int, indent: str) -> list[str]:
        lines: list[str] = []
        for _ in range(length):
            lines += self.stmt(scope, depth, indent)
        return lines or [indent + "pass"]

    def stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        r = self.rng.random()
        if depth > 0 and r < 0.06:
            return self.try_stmt(scope, depth, indent)
        if r < 0.08:
            exc = self.rng.choice(EXCEPTIONS[2:])
            return [f"{indent}if {self.expr(scope, 'bool', 2)}:",
                    f"{indent}    raise {exc}(\"generated\")"]
        if r < 0.10:
            return [f"{indent}assert {self.expr(scope, 'bool', 2)}, \"generated assert\""]
        if depth > 0 and r < 0.15:
            return self.if_stmt(scope, depth, indent)
        if depth > 0 and r < 0.25:
            return self.for_stmt(scope, depth, indent)
        if depth > 0 and r < 0.32:
            return self.while_stmt(scope, depth, indent)
        if scope.no_jumps and r < 0.42:
            return self.assign(scope, indent)
        if scope.loop_depth and r < 0.38:
            word = self.rng.choice(["break", "continue"])
            return [f"{indent}if {self.expr(scope, 'bool', 2)}:", f"{indent}    {word}"]
        if r < 0.42:
            return [f"{indent}return {self.expr(scope, self.returns, 3)}"]
        return self.assign(scope, indent)

    def assign(self, scope: Scope, indent: str) -> list[str]:
        existing = [n for n in scope.types if n in scope.bound and n not in scope.counters]
        if existing and self.rng.random() < 0.5:
            name = self.rng.choice(existing)
            t = scope.types[name]
            if t != "bool" and self.rng.random() < 0.4:
                op = self.rng.choice(["+=", "-=", "*="] + (["//=", "%="] if t == "int" else ["/="]))
                rhs_t = t if t == "int" else self.rng.choice(["int", "float"])
                return [f"{indent}{name} {op} {self.expr(scope, rhs_t, 2)}"]
            line = f"{indent}{name} = {self.expr(scope, t, 3)}"
        else:
            t = self.rng.choice(TYPES)
            name = self.fresh({"int": "i", "float": "x", "bool": "b"}[t])
            line = f"{indent}{name} = {self.expr(scope, t, 3)}"  # before `name` is visible
            scope.types[name] = t
        scope.bound.add(name)
        return [line]

    def _branch(self, scope: Scope, depth: int, indent: str) -> tuple[list[str], set[str]]:
        inner = Scope(scope.types, set(scope.bound), scope.loop_depth, scope.counters,
                      scope.no_jumps)
        body = self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        return body, inner.bound

    def if_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        lines = [f"{indent}if {self.expr(scope, 'bool', 2)}:"]
        body, a = self._branch(scope, depth, indent)
        lines += body
        bound = a
        if self.rng.random() < 0.3:
            lines.append(f"{indent}elif {self.expr(scope, 'bool', 2)}:")
            body, b = self._branch(scope, depth, indent)
            lines += body
            bound &= b
        if self.rng.random() < 0.6:
            lines.append(f"{indent}else:")
            body, c = self._branch(scope, depth, indent)
            lines += body
            bound &= c
        else:
            bound = set(scope.bound)
        scope.bound |= bound
        return lines

    def try_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        with_finally = self.rng.random() < 0.3
        inner = Scope(scope.types, set(scope.bound), scope.loop_depth, scope.counters,
                      scope.no_jumps or with_finally)
        lines = [f"{indent}try:"]
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        for _ in range(self.rng.randint(1 if not with_finally else 0, 2)):
            types = self.rng.sample(EXCEPTIONS, self.rng.randint(1, 2))
            clause = types[0] if len(types) == 1 else f"({', '.join(types)})"
            lines.append(f"{indent}except {clause}:")
            handler = Scope(scope.types, set(scope.bound), scope.loop_depth, scope.counters,
                            inner.no_jumps)
            body = self.block(handler, depth - 1, self.rng.randint(1, 2), indent + "    ")
            if self.rng.random() < 0.15:
                body.append(f"{indent}    raise")
            lines += body
        if with_finally:
            lines.append(f"{indent}finally:")
            lines += self.block(Scope(scope.types, set(scope.bound), scope.loop_depth,
                                      scope.counters, True), 0, 1, indent + "    ")
        return lines

    def for_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        var = self.fresh("k")
        scope.types[var] = "int"
        n = self.expr(scope, "int", 1)
        bounds = self.rng.choice([f"({n}) % 6", f"-3, ({n}) % 5", f"({n}) % 9, -2, -2", "4"])
        lines = [f"{indent}for {var} in range({bounds}):"]
        inner = Scope(scope.types, set(scope.bound) | {var}, scope.loop_depth + 1, scope.counters,
                      scope.no_jumps)
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        if self.rng.random() < 0.2:
            lines.append(f"{indent}else:")
            lines += self.block(Scope(scope.types, set(scope.bound), scope.loop_depth,
                                      scope.counters, scope.no_jumps), depth - 1, 1,
                                indent + "    ")
        return lines

    def while_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        counter = self.fresh("w")
        scope.types[counter] = "int"
        scope.bound.add(counter)
        scope.counters.add(counter)
        lines = [f"{indent}{counter} = 0",
                 f"{indent}while {counter} < {self.rng.randint(0, 5)} and "
                 f"{self.expr(scope, 'bool', 1)}:",
                 f"{indent}    {counter} += 1"]
        inner = Scope(scope.types, set(scope.bound), scope.loop_depth + 1, scope.counters,
                      scope.no_jumps)
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        return lines

    # -------------------------------------------------------------- programs

    def function(self, name: str, params: list[tuple[str, str]], returns: str,
                 annotate: bool) -> list[str]:
        self.returns = returns
        scope = Scope({p: t for p, t in params}, {p for p, _ in params})
        sig = ", ".join(f"{p}: {t}" if annotate else p for p, t in params)
        ret = f" -> {returns}" if annotate else ""
        lines = [f"def {name}({sig}){ret}:"]
        lines += self.block(scope, depth=2, length=self.rng.randint(2, 6), indent="    ")
        lines.append(f"    return {self.expr(scope, returns, 3)}")
        return lines

    def program(self, entry: str) -> str:
        """One entry function (annotated) and up to two helpers (annotated or
        not, so both specialisation paths run)."""
        self.helpers = []
        lines: list[str] = []
        for _ in range(self.rng.randint(0, 2)):
            params = [(f"p{i}", self.rng.choice(TYPES)) for i in range(self.rng.randint(1, 3))]
            returns = self.rng.choice(TYPES)
            name = self.fresh(f"{entry}_h")
            annotate = self.rng.random() < 0.5
            lines += self.function(name, params, returns, annotate) + [""]
            # Unannotated helpers are called with exactly their parameter types.
            self.helpers.append(Helper(name, [t for _, t in params], returns))
        params = [("a", "int"), ("b", "float"), ("c", "bool"), ("d", "int")]
        lines += self.function(entry, params, self.rng.choice(TYPES), annotate=True)
        return "\n".join(lines) + "\n"


def module(seed: int, count: int, prefix: str = "f") -> tuple[str, list[str]]:
    """`count` programs in one module; returns (source, entry names)."""
    gen = ProgramGenerator(seed)
    parts = ["import math", ""]
    entries = []
    for k in range(count):
        name = f"{prefix}{k}"
        parts.append(gen.program(name))
        entries.append(name)
    return "\n".join(parts), entries


def inputs(seed: int, count: int) -> list[list]:
    rng = random.Random(seed)
    ints = [0, 1, -1, 2, 7, -7, 63, 64, 2**31, 2**62, -(2**63), 2**63 - 1]
    floats = [0.0, -0.0, 0.5, -1.0, 1e300, 5e-324, float("inf"), float("-inf"), float("nan"),
              0.1, 3.0]
    out = []
    for _ in range(count):
        out.append([
            rng.choice(ints) if rng.random() < 0.3 else rng.randint(-50, 50),
            rng.choice(floats) if rng.random() < 0.3 else rng.uniform(-20, 20),
            rng.random() < 0.5,
            rng.choice(ints) if rng.random() < 0.3 else rng.randint(-50, 50),
        ])
    return out
