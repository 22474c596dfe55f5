"""Fuzzer reproducer (mismatch; features: iteration).

f85_10(14, 0.1, True, 50, [5, 1], {'1': 7, '': 2, 'bb': 1}): CPython raised NameError: cannot access free variable 'v333' where it is not associated with a value in enclosing scope; compiled raised UnboundLocalError: cannot access local variable 'v333' where it is not associated with a value
"""
# entry: f85_10
# compile: evaluate-constants
# inputs: [14, 0.1, true, 50, [5, 1], {"1": 7, "": 2, "bb": 1}]
import math
from typing import Iterator

def f85_10_h310(p0: list[list[int]], p1: dict[int, int]) -> dict[str, list[int]]:
    for v324 in [(v322 // v322) for v322, s323 in enumerate({str(-3): [v321] * 2 for v320, v321 in p1.items()})]:
        pass
    return {"a1": [1]}

def f85_10_h328(p0: list[int], p1: bool) -> int:
    try:
        for s329 in f85_10_h310([[4, ((math.trunc(((3.0) * (0.5)))) % 18), 4]], {((min(abs((2)), ((0) % (3)))) % 23): min(17, 19), ((((--1) if p1 else (-10 % -2))) % 9): 8}):
            pass
    except OverflowError:
        for v333 in p0:
            i334 = (-(4611686018427387904))
    except (Exception, ZeroDivisionError):
        for v335 in {(((min(-1, (1)) % (8 if True else (0)))) % 49): 0, -3: math.ceil(1.0), (((2 - (-15 or (255)))) % 5): (((((0) * (63)) - int(5.0))) % 47)}.values():
            st336 = {(v337 % 5) for v337 in reversed(p0) for v338 in sorted({-3, ((((v333 * v335) ** 2)) % 4)}) if math.isfinite((-math.inf))}
    return (i334 ** 0)

def f85_10_h340(p0: dict[str, list[int]], p1: list[list[int]], p2: list[int]) -> set[int]:
    return {(((((4611686018427387904) >> 16) and -18)) % 24), -2, 0}

def f85_10(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> float:
    for v354, v355 in zip(xs, sorted(set(xs))):
        w356 = 0
        for s359, v360 in zip({s357: f85_10_h328([7, 2, 8, 9], c) for s357, v358 in m.items()}, sorted(f85_10_h340({f"k{d}": [((math.trunc((a / v355))) % 24), (v355 % 6), (w356 % 5), 5]}, [[((abs((~(-1)))) % 27), ((((1 + d) ** 4)) % 49)], xs, [((min((0 if c else a), (-17 or v354))) % 3), (((round(0.21) if (False ^ c) else min(xs, default=2))) % 16), 8, d]], xs))):
            pass
    for s364, row365 in sorted(f85_10_h310([xs], {5: math.trunc(b) for s362, v363 in m.items()}).items()):
        for v368, row369 in enumerate([[0, (d % 4), -3, -1] for v366 in reversed(xs) for v367 in row365]):
            pass
        else:
            pass
    else:
        pass
    i374 = (((a - v368) * (19 ** 0)) or (9223372036854775807))
    return (((a / (255)) * ((math.pi) + i374)) * (math.atan2(8.0, b) + b))
