"""sum() of floats with no start, and math.prod() of floats, over an empty
iterable: CPython's start is the int 0 (1 for prod), so `sum([])` prints
`0`, not `0.0`, and `math.prod([])` prints `1`. Compiled code summed into
a double and printed 0.0; math.prod of floats was refused. A sum whose
result can show is now given CPython's int start and held as int | float
(pyaot.infer_intfloat); one only computed with stays a double. (Where the
union cannot be held, an item of a list[list[float]] parameter, the sum
stays a double, as README's Python-semantics section says.)
"""
# entry: main
# inputs: [0]
import math
from dataclasses import dataclass


@dataclass
class Bucket:
    name: str
    total: float


def weights(n: int, lo: float) -> list[float]:
    return [i * 0.75 for i in range(n) if i * 0.75 >= lo]


def total_of(xs: list[float]) -> float:
    return sum(xs)


def describe(label: str, x: float) -> str:
    return f"{label}={x}"


def main(n: int) -> None:
    xs = weights(n, 0.0)
    big = weights(n, 2.0)
    print(sum(xs), sum(big), sum(x * 2.0 for x in big))
    t = sum(big)
    print(t, total_of(big), describe("big", sum(big)))
    buckets = [Bucket("all", sum(xs)), Bucket("big", total_of(big))]
    print(buckets, {b.name: b.total for b in buckets})
    print([sum(xs[:i]) for i in range(3)])
    mean = sum(xs) / len(xs) if xs else 0.0
    spread = sum((x - mean) ** 2 for x in xs)
    print(round(spread, 3), spread >= 0.0, f"{sum(big):.2f}")
    print(math.prod(big), math.prod(xs[1:]), math.prod(big, start=2), sum(big, 0))
