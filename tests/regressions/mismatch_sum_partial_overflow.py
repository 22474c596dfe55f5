"""Fuzzer reproducer (mismatch; features: containers): sum() of ints raised
OverflowError on a partial sum although the total fits (now summed exactly in 128 bits).

f4_17(19, 14.497607686834925, True, -24, [-5, -2, -9223372036854775808, 8, 9], {'bb': 6, '1': -4}): CPython returned (-24, -1); compiled raised OverflowError: integer result does not fit in 64 bits (pyaot ints are 64-bit)
"""
# entry: f4_17
# inputs: [19, 14.497607686834925, true, -24, [-5, -2, -9223372036854775808, 8, 9], {"bb": 6, "1": -4}]
import math
from typing import Iterator

def f4_17(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> tuple[int, int]:
    b = ((((-1.0) % b) - (2.5)) // sum(xs))
    return (d, (-1 if c else 1))
