"""Fuzzer reproducer (mismatch in the reference model): `tb["k"] += [v]` with v
unbound. The reference rewrote the right-hand side into a lambda thunk, making
v a free variable (NameError) where CPython raises UnboundLocalError, as the
compiled code did; the reference now uses statement-level temporaries.
"""
# entry: f1_23
# compile: evaluate-constants
# inputs: [64, -6.82137575547749, true, 64, [], {"1": -3, "a1": -1}]
import math
from typing import Iterator

def f1_23(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> dict[str, list[int]]:
    d609: dict[int, int] = {}
    for v610, v611 in zip(xs, sorted(d609)):
        pass
    row615 = [6]
    tb616 = {"k": row615, "b": [(d % 4), 0, 3, 5]}
    tb616["k"] += [(((v611 % abs(17))) % 16)]
    return {k: list(v) for k, v in tb616.items()}
