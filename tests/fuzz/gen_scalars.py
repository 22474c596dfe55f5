"""Scalar expressions: int, float and bool (and the few str expressions dict
keys need). Deliberately hostile: int64 edge values, division by values that
can be zero, float infinities and NaNs, reads of variables that may be unbound."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import CLASSES, COMPLEX, SCALARS, STR, Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

# 2**53 + 1: the first int a double cannot hold (an int passed where float is
# annotated must stay exact: pyaot.infer_intfloat).
INT_EDGES = ["0", "1", "-1", "2", "3", "7", "-7", "62", "63", "64", "255", "1000003",
             "2147483647", "9007199254740993", "4611686018427387904", "9223372036854775807",
             "-9223372036854775808"]
FLOAT_EDGES = ["0.0", "-0.0", "0.5", "1.0", "-1.0", "2.5", "1e-05", "1e16", "1e300", "-1e300",
               "5e-324", "0.1", "3.0", "math.inf", "-math.inf", "math.nan", "math.pi"]
MATH_FLOAT_1 = ["sqrt", "exp", "log", "sin", "cos", "tan", "atan", "fabs", "log1p", "expm1",
                "tanh", "asinh", "erf", "cbrt", "floor_f"]
MATH_FLOAT_2 = ["atan2", "hypot", "copysign", "fmod", "pow"]
STR_LITERALS = ['"a"', '"bb"', '""', '"k"', '"key"', '"a1"']


class ScalarExprs:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    def expr(self, scope: Scope, t: str, depth: int) -> str:
        if t == STR:
            return self.str_expr(scope, depth)
        r = self.rng.random()
        if depth <= 0 or r < 0.2:
            return self.leaf(scope, t)
        if self.gen.has_containers and r < 0.3:
            read = self.gen.containers.scalar_read(scope, t, depth - 1)
            if read:
                return read
        if CLASSES in self.gen.active and r < 0.4:
            via = self.gen.classes.expr(scope, t, depth - 1)
            if via:
                return via
        if t == "int":
            return self.int_expr(scope, depth - 1)
        if t == "float":
            return self.float_expr(scope, depth - 1)
        return self.bool_expr(scope, depth - 1)

    def leaf(self, scope: Scope, t: str) -> str:
        var = self.gen.var_of(scope, t)
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
        if t == STR:
            return self.rng.choice(STR_LITERALS)
        return self.rng.choice(["True", "False"])

    def small_int(self, scope: Scope) -> str:
        """An int a container may hold in bulk: small, so sums do not
        overflow and set order never matters to arithmetic."""
        r = self.rng.random()
        if r < 0.5:
            return str(self.rng.randint(-3, 9))
        if r < 0.8:
            var = self.gen.var_of(scope, "int", allow_unbound=False)
            if var:
                return var if self.rng.random() < 0.3 else f"({var} % {self.rng.randint(2, 9)})"
        return f"(({self.int_expr(scope, 1)}) % {self.rng.randint(2, 50)})"

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
        return self.gen.call(scope, "int", d)

    def complex_expr(self, scope: Scope, d: int) -> str:
        """A complex built from float and int code, through + - * / ** and
        unary minus with complexes, ints and floats mixed (division by a zero
        that arithmetic made included)."""
        mixed = lambda: self.expr(scope, self.rng.choice(["int", "float"]), d)  # noqa: E731
        z = f"complex({mixed()}, {mixed()})"
        choice = self.rng.randrange(6)
        if choice == 0:
            return f"({z} {self.rng.choice(['+', '-', '*', '/'])} {self.complex_leaf(scope, d)})"
        if choice == 1:
            return f"({mixed()} {self.rng.choice(['+', '-', '*', '/'])} {z})"
        if choice == 2:
            return f"(-{z} * {self.rng.choice(['1j', '2.5j', '0j', '(1-1j)'])})"
        if choice == 3:
            return f"({z}.conjugate() + {mixed()})"
        if choice == 4:
            exponent = self.rng.choice(["2", "3", "-1", "0", "0.5", "2j", "(1+1j)"])
            return f"({z} ** {exponent})"
        return z

    def complex_leaf(self, scope: Scope, d: int) -> str:
        if self.rng.random() < 0.5:
            return self.rng.choice(["0j", "1j", "(3-4j)", "complex(math.inf, 1)",
                                    "complex(0.0, -0.0)", "complex(math.nan, 0)"])
        return self.complex_expr(scope, d)

    def float_expr(self, scope: Scope, d: int) -> str:
        f = lambda: self.expr(scope, "float", d)  # noqa: E731
        mixed = lambda: self.expr(scope, self.rng.choice(["int", "float"]), d)  # noqa: E731
        if COMPLEX in self.gen.active and self.rng.random() < 0.2:
            z = self.complex_expr(scope, d)
            return f"{z}.{self.rng.choice(['real', 'imag'])}" if self.rng.random() < 0.6 \
                else f"abs({z})"
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
            name = self.rng.choice(MATH_FLOAT_2)
            if name == "copysign":
                # The sign of a NaN that arithmetic produced is unspecified
                # (IEEE 754 6.3) and compilers fold `a - (-b)` to `a + b`,
                # so only a sign the language defines is copied.
                sign = self.rng.choice(["-0.0", "2.5", f"float({self.expr(scope, 'int', d)})"])
                return f"math.copysign({f()}, {sign})"
            return f"math.{name}({f()}, {f()})"
        if choice == 8:
            return f"float({self.expr(scope, 'int', d)})"
        if choice == 9:
            return f"({f()} if {self.expr(scope, 'bool', d)} else {f()})"
        if choice == 10:
            return f"(-{f()})"
        return self.gen.call(scope, "float", d)

    def bool_expr(self, scope: Scope, d: int) -> str:
        choice = self.rng.randrange(7)
        num = lambda: self.expr(scope, self.rng.choice(["int", "float"]), d)  # noqa: E731
        cmp = lambda: self.rng.choice(["<", "<=", ">", ">=", "==", "!="])  # noqa: E731
        if choice == 0:
            return f"({num()} {cmp()} {num()})"
        if choice == 1:
            return f"({num()} {cmp()} {num()} {cmp()} {num()})"
        if choice == 2:
            return f"(not {self.expr(scope, self.rng.choice(SCALARS), d)})"
        if choice == 3:
            b = lambda: self.expr(scope, "bool", d)  # noqa: E731
            return f"({b()} {self.rng.choice(['and', 'or'])} {b()})"
        if choice == 4:
            return f"math.{self.rng.choice(['isnan', 'isinf', 'isfinite'])}({self.expr(scope, 'float', d)})"
        if choice == 5:
            b = lambda: self.expr(scope, "bool", d)  # noqa: E731
            return f"({b()} {self.rng.choice(['&', '|', '^'])} {b()})"
        return self.gen.call(scope, "bool", d)

    def str_expr(self, scope: Scope, depth: int) -> str:
        """Short strings from a small alphabet, so dict[str, int] keys collide."""
        r = self.rng.random()
        if depth <= 0 or r < 0.5:
            return self.leaf(scope, STR)
        if r < 0.75:
            return f"str({self.small_int(scope)})"
        if r < 0.8:
            return f"({self.str_expr(scope, depth - 1)} + {self.leaf(scope, STR)})"
        if CLASSES in self.gen.active and r < 0.83:  # __repr__, or object's
            return self.gen.classes.str_expr(scope, depth - 1)
        if COMPLEX in self.gen.active and r < 0.85:  # its repr: (1+2j), -0j, (nan+infj)
            return f"{self.rng.choice(['str', 'repr'])}({self.complex_expr(scope, depth - 1)})"
        if r < 0.9:  # a float (maybe NaN, maybe an int passed as one) under a format spec
            spec = self.rng.choice([".2f", ">8.1f", "+.1f", "e", "g", ".0%", "G", ",.3f", ""])
            x = self.expr(scope, "float", depth - 1)
            if "'" in x or '"' in x:  # Python 3.11: no quotes inside an f-string's field
                return f'format({x}, "{spec}")'
            return "f'{" + x + ":" + spec + "}'"
        var = self.gen.var_of(scope, "int", allow_unbound=False)
        return f'f"k{{{var}}}"' if var else f'"k" + str({self.small_int(scope)})'
