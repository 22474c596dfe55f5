"""Fuzzer reproducer (cxx; features: containers,except_names,iteration,module_state):
a list display inside a yielded value (a generator expression's element or a
`yield` statement) failed to compile with GCC 12 ('array used as initializer'
for `co_yield truth(List<Int>{d, 2})`); the emitter now computes a yielded
value in a lambda called on the spot.
"""
# entry: f0_24
# inputs: [3, 0.5, true, -2, [1, 2, 3], {"a": 1}]
import math
from typing import Iterator


def g(d: int, xs: list[int]) -> Iterator[int]:
    yield len([d, d + 1])
    for x in xs:
        yield sum([x, d])


def f0_24(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> tuple[bool, list[int]]:
    ok = all(bool([d, d, 2, 9]) for s in {str(v % 5): (~v) for v in xs}.keys())
    return (ok, list(g(d, xs)))
