"""Polynomial class with integer/Fraction coefficients: arithmetic, division, roots, printing."""
from __future__ import annotations

from fractions import Fraction
from functools import reduce, total_ordering
from itertools import zip_longest
import math

SUPERSCRIPTS = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


@total_ordering
class Polynomial:
    """Coefficients stored lowest degree first: [1, 2, 3] == 1 + 2x + 3x^2."""

    __slots__ = ("coeffs",)

    def __init__(self, coeffs=(0,)):
        cs = list(coeffs)
        while len(cs) > 1 and cs[-1] == 0:
            cs.pop()
        self.coeffs = cs or [0]

    @classmethod
    def from_roots(cls, *roots) -> Polynomial:
        return reduce(lambda acc, r: acc * cls([-r, 1]), roots, cls([1]))

    @staticmethod
    def x() -> Polynomial:
        return Polynomial([0, 1])

    @property
    def degree(self) -> int:
        return -1 if self.coeffs == [0] else len(self.coeffs) - 1

    @property
    def lead(self):
        return self.coeffs[-1]

    def __call__(self, x):
        # Horner's rule
        acc = 0
        for c in reversed(self.coeffs):
            acc = acc * x + c
        return acc

    def __add__(self, other):
        other = _lift(other)
        return Polynomial(a + b for a, b in zip_longest(self.coeffs, other.coeffs, fillvalue=0))

    __radd__ = __add__

    def __neg__(self):
        return Polynomial(-c for c in self.coeffs)

    def __sub__(self, other):
        return self + (-_lift(other))

    def __rsub__(self, other):
        return _lift(other) - self

    def __mul__(self, other):
        other = _lift(other)
        out = [0] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(out)

    __rmul__ = __mul__

    def __pow__(self, n: int):
        result, base = Polynomial([1]), self
        while n:
            if n & 1:
                result = result * base
            base = base * base
            n >>= 1
        return result

    def __divmod__(self, other):
        other = _lift(other)
        if other.degree < 0:
            raise ZeroDivisionError("polynomial division by zero")
        rem = [Fraction(c) for c in self.coeffs]
        quot = [Fraction(0)] * max(1, self.degree - other.degree + 1)
        while len(rem) >= len(other.coeffs) and any(rem):
            shift = len(rem) - len(other.coeffs)
            factor = rem[-1] / other.lead
            quot[shift] = factor
            for i, c in enumerate(other.coeffs):
                rem[shift + i] -= factor * c
            rem.pop()
        return Polynomial(_simplify(quot)), Polynomial(_simplify(rem))

    def __floordiv__(self, other):
        return divmod(self, other)[0]

    def __mod__(self, other):
        return divmod(self, other)[1]

    def __eq__(self, other):
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def __lt__(self, other):
        return (self.degree, self.coeffs[::-1]) < (other.degree, other.coeffs[::-1])

    def __hash__(self):
        return hash(tuple(self.coeffs))

    def derivative(self) -> Polynomial:
        return Polynomial(i * c for i, c in enumerate(self.coeffs) if i) if self.degree > 0 else Polynomial()

    def monic(self) -> Polynomial:
        return Polynomial(_simplify([Fraction(c) / self.lead for c in self.coeffs]))

    def rational_roots(self) -> list:
        """Candidate p/q roots for integer-coefficient polynomials."""
        cs = self.coeffs
        if cs[0] == 0:
            return sorted({0, *Polynomial(cs[1:]).rational_roots()})
        ps = _divisors(abs(int(cs[0])))
        qs = _divisors(abs(int(self.lead)))
        cands = {Fraction(s * p, q) for p in ps for q in qs for s in (1, -1)}
        return sorted(r for r in cands if self(r) == 0)

    def __repr__(self):
        return f"Polynomial({self.coeffs!r})"

    def __str__(self):
        if self.degree < 0:
            return "0"
        terms = []
        for i in range(len(self.coeffs) - 1, -1, -1):
            c = self.coeffs[i]
            if c == 0:
                continue
            sign = "-" if c < 0 else "+"
            mag = abs(c)
            coef = "" if mag == 1 and i else str(mag)
            var = "" if i == 0 else "x" if i == 1 else "x" + str(i).translate(SUPERSCRIPTS)
            terms.append((sign, coef + var))
        first_sign, first = terms[0]
        s = ("-" if first_sign == "-" else "") + first
        return s + "".join(f" {sg} {t}" for sg, t in terms[1:])


def _lift(v) -> Polynomial:
    return v if isinstance(v, Polynomial) else Polynomial([v])


def _simplify(cs):
    return [int(c) if isinstance(c, Fraction) and c.denominator == 1 else c for c in cs]


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0] if n else [1]


def poly_gcd(a: Polynomial, b: Polynomial) -> Polynomial:
    while b.degree >= 0:
        a, b = b, a % b
    return a.monic()


def main() -> None:
    x = Polynomial.x()
    p = 3 * x**3 - 2 * x + 7
    q = x**2 + 1
    print("p =", p)
    print("q =", q)
    print("p + q =", p + q)
    print("p - q =", p - q)
    print("p * q =", p * q)
    quot, rem = divmod(p, q)
    print(f"p / q = {quot}  remainder {rem}")
    assert quot * q + rem == p
    print("p' =", p.derivative(), " p'' =", p.derivative().derivative())
    print("p(2) =", p(2), " p(1/3) =", p(Fraction(1, 3)))
    print("(x + 1)^6 =", (x + 1) ** 6)
    r = Polynomial.from_roots(1, -2, Fraction(3, 2))
    print("from roots 1,-2,3/2:", r, "-> monic", r.monic())
    s = 2 * r * (x - 1)
    print("roots of", s, "=", [str(v) for v in s.rational_roots()])
    print("gcd =", poly_gcd(s, Polynomial.from_roots(1, 5) * 2))
    cheb = [Polynomial([1]), x]
    for _ in range(6):
        cheb.append(2 * x * cheb[-1] - cheb[-2])
    for n, t in enumerate(cheb):
        print(f"T{n}(x) = {t}   T{n}(cos 0.3)={t(math.cos(0.3)):+.6f} vs cos({n}*0.3)={math.cos(n * 0.3):+.6f}")
    polys = sorted({p, q, x, q, -q, x**2 + 2})
    print("sorted unique:", ", ".join(map(str, polys)))
    try:
        p // Polynomial()
    except ZeroDivisionError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
