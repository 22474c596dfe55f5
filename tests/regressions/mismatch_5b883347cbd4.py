"""Fuzzer reproducer (mismatch; features: iteration).

f214_22(-50, -0.0, True, -21, [0, 6], {}): CPython raised NameError: cannot access free variable 'v693' where it is not associated with a value in enclosing scope; compiled raised UnboundLocalError: cannot access local variable 'v693' where it is not associated with a value
"""
# entry: f214_22
# compile: evaluate-constants
# inputs: [-50, -0.0, true, -21, [0, 6], {}]
import math
from typing import Iterator

def f214_22_h676(p0, p1):
    i684 = (len(p0) | 5)
    return (((~i684) or (i684 * i684)) % i684)

def f214_22(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> dict[str, list[int]]:
    for s692, v693 in m.items():
        pass
    for v704 in [(d * a) for row702, v703 in zip([[d, (((f214_22_h676(((a % 4), (d ** 3)), c) ^ (~(255)))) % 21), d] for row699 in [xs, [(d % 9), (d % 2), 2]] if bool(m)], [m.pop("a", 0) for v700 in [(a % 8)] * 3 for v701 in [((max((v693 if c else d), len(m))) % 50)] * 0])]:
        pass
    return {"key": xs}
