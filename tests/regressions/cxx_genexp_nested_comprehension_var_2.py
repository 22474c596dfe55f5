"""Fuzzer reproducer (cxx; features: generators, iteration): as
cxx_genexp_nested_comprehension_var, with the generator expression inside
max() over a call result's values().
"""
# entry: f10_4
# compile: evaluate-constants
# inputs: [-23, -12.521462192318658, true, 9223372036854775807, [7, -2, -3, 7, 2], {"k": 0}]
import math
from typing import Iterator

def f10_4_h124(p0, p1, p2):
    for v129 in sorted(p2):
        for k136 in range((v129) % 6):
            i137 = (~(v129 ** 4))
    w141 = 0
    return {(w141 % 8): abs(w141), (((p1.get("key", 0) ** 2)) % 39): (((i137 >> 50)) % 21), ((int(-1.0)) % 10): 2}

def f10_4_g151(n: int, log: list[int]) -> Iterator[int]:
    try:
        for v in range(n):
            yield v
    finally:
        pass

def f10_4(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> list[int]:
    for v152 in f10_4_g151((round(b)) % 6, xs):
        v152 = (max((len([d for v157 in (9, v152)]) for v156 in f10_4_h124({str((((((63) if False else d) % ((2147483647) if True else a))) % 34)): xs, str((v152 % 3)): xs}, m, {(((v152 >> 39)) % 11), ((abs(len(m))) % 17)}).values() if math.isnan((-math.inf))), default=1) * d)
    return [d, 7, -1]
