"""Fuzzer reproducer (mismatch; features: containers,except_names,iteration).

f225_6(1, 10.224848331406285, False, 28, [-5, 3, -5], {'bb': 4}): CPython raised NameError: cannot access free variable 'v241' where it is not associated with a value in enclosing scope; compiled raised UnboundLocalError: cannot access local variable 'v241' where it is not associated with a value
"""
# entry: f225_6
# compile: evaluate-constants
# inputs: [1, 10.224848331406285, false, 28, [-5, 3, -5], {"bb": 4}]
import math
from typing import Iterator

def f225_6(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> list[list[int]]:
    for k240 in range(((d & a)) % 6):
        for v241, s242 in enumerate(m):
            pass
        else:
            pass
    return [[4] for s250 in sorted({f"k{d}": (a % -19) for t247 in {((abs((a << 60))) % 13): (a % -13) for v246 in xs}.items()}) for s251 in {(s249 + s249): xs for v248, s249 in enumerate({"bb": [8] * 2, str(a): [d, ((abs((a * v241))) % 35)], str(0): [9, (a % 9), ((((a + (9223372036854775807)) - math.floor(b))) % 2), (a % 4)]}.keys()) if math.isfinite((5e-324))}]
