"""Fuzzer reproducer (mismatch; features: iteration).

f208_3(42, -16.138366060298015, True, -32, [0, 6], {'key': 9, 'a1': -2, 'k': 6}): CPython raised NameError: cannot access free variable 'k119' where it is not associated with a value in enclosing scope; compiled raised UnboundLocalError: cannot access local variable 'k119' where it is not associated with a value
"""
# entry: f208_3
# compile: evaluate-constants
# inputs: [42, -16.138366060298015, true, -32, [0, 6], {"key": 9, "a1": -2, "k": 6}]
import math
from typing import Iterator

def f208_3(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> list[int]:
    w117 = 0
    while w117 < 1 and c:
        w117 += 1
    w118 = 0
    while w118 < 5 and (not w117):
        for k119 in range(4):
            pass
    for t124 in zip([(a - w118) for v123 in [(63) for v121 in xs for v122 in [(((m["k"] - (~k119))) % 35), -3]] if (c or False)], m.values()):
        pass
    return xs
