"""A function value called with an int where its function annotates `float`
(PEP 484 lets an int pass there; CPython keeps the int: `g(4)` of `def
g(x: float): return x * x` is 16, not 16.0). Where the function was also
called directly with a float, the value's call converted the int silently
and printed 16.0. The conversion is now made visible, and followed like a
direct call's (pyaot.infer_intfloat): the parameter holds an int | float.
A function value called with an int in one place and a float in another
takes the number union (a math function's value, a float, as CPython
converts it).
"""
# entry: main
# inputs: [4]
import math


def square(x: float) -> float:
    return x * x


def apply(f, v: int):
    return f(v)


def bisect(f, lo, hi):
    for _ in range(30):
        mid = (lo + hi) / 2
        if f(lo) * f(mid) <= 0:
            hi = mid
        else:
            lo = mid
    return round(lo, 6)


def main(n: int) -> None:
    print(square(2.5))
    g = square
    print(g(n), g(n) == n * n, apply(square, n))
    h = lambda y: y * 2
    print(h(n), h(0.25))
    print(bisect(lambda x: x * x - 2, 0, n), bisect(math.cos, 0, n))
