"""Rational arithmetic written by hand on gcd: a Fraction class with
normalisation and operators, Egyptian fractions, continued fractions, and
the harmonic numbers (checked against fractions.Fraction)."""

import fractions
from math import gcd


class Frac:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("denominator is zero")
        if den < 0:
            num, den = -num, -den
        g = gcd(num, den)
        self.num = num // g
        self.den = den // g

    def __add__(self, o):
        return Frac(self.num * o.den + o.num * self.den, self.den * o.den)

    def __sub__(self, o):
        return Frac(self.num * o.den - o.num * self.den, self.den * o.den)

    def __mul__(self, o):
        return Frac(self.num * o.num, self.den * o.den)

    def __truediv__(self, o):
        return Frac(self.num * o.den, self.den * o.num)

    def __eq__(self, o):
        return self.num == o.num and self.den == o.den

    def __lt__(self, o):
        return self.num * o.den < o.num * self.den

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return f"{self.num}/{self.den}" if self.den != 1 else str(self.num)


def egyptian(f):
    parts = []
    while f.num:
        d = -(-f.den // f.num)
        parts.append(d)
        f = f - Frac(1, d)
    return parts


def continued(f):
    terms = []
    num, den = f.num, f.den
    while den:
        q, r = divmod(num, den)
        terms.append(q)
        num, den = den, r
    return terms


def main() -> None:
    a, b = Frac(3, 4), Frac(-5, 6)
    print(a + b, a - b, a * b, a / b, float(a + b))
    print(sorted([Frac(1, 3), Frac(2, 7), Frac(5, 16), Frac(1, 4)]))
    for f in (Frac(4, 13), Frac(5, 121), Frac(7, 15)):
        print(f, "=", " + ".join(f"1/{d}" for d in egyptian(f)))
    print("355/113:", continued(Frac(355, 113)), "415/93:", continued(Frac(415, 93)))
    h = Frac(0)
    ref = fractions.Fraction(0)
    for n in range(1, 21):
        h = h + Frac(1, n)
        ref += fractions.Fraction(1, n)
    print("H(20) =", h, "agrees:", (h.num, h.den) == (ref.numerator, ref.denominator))
    try:
        Frac(1, 0)
    except ZeroDivisionError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
