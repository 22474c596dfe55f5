"""Fuzzer reproducer (cxx; features: module_state): a list comprehension nested
in a generator expression bound its loop variable in the enclosing function,
which the generator's capture-less coroutine cannot reach ("'pyaot_f_v425_2'
is not captured"); the coroutine now declares nested comprehensions' loop
variables as its own.
"""
# entry: f15_16
# compile: evaluate-constants
# inputs: [45, -14.590994857795785, false, 0, [1], {"1": -1, "k": -3}]
import math
from typing import Iterator

F15_16_N = 5
F15_16_X = 0.5
F15_16_T = (5, 4)

def f15_16(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> dict[int, int]:
    for v422 in xs:
        i423 = (~sum((((len([min(F15_16_N, 11) for v425 in F15_16_T]) ** 4)) % 23) for s424 in m.keys()))
    return {d: int(-4.4), (d % 4): ((round((F15_16_X - F15_16_X))) % 48)}
