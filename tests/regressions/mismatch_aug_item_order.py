"""Fuzzer reproducer (mismatch; features: containers): the reference model evaluated
the right-hand side of m[k] %= v before reading m[k] (fixed in pyaot/reference.py).

f4_12(4611686018427387904, 14.401602127216421, False, 17, [0, 2], {'k': -3, '': -4}): CPython raised OverflowError: integer result does not fit in 64 bits (pyaot ints are 64-bit); compiled raised KeyError: 'a1k'
"""
# entry: f4_12
# inputs: [4611686018427387904, 14.401602127216421, false, 17, [0, 2], {"k": -3, "": -4}]
import math
from typing import Iterator

def f4_12(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> dict[str, int]:
    w182 = 0
    while w182 < 2 and (c ^ True):
        m[("a1" + "k")] %= (((max(w182, a) * min((9223372036854775807), a))) % 20)
    return m
