"""A class passed as a value to a function that calls it (the factory
idiom of benchmark programs: `make(Array2D, n)`, `run(Solver, puzzle)`).
It was refused: "class 'Array2D' used as a value". The parameter holds the
class itself, typed per call (a different class is a different
specialisation); calling it constructs, through a classmethod's `cls` too.
Anything else done with a class value (print it, compare it, store it,
test its truth) is refused at build time, since compiled code holds no
class object.
"""
# entry: bench
# inputs: [4]
from __future__ import annotations


class Array2D:
    def __init__(self, n: int) -> None:
        self.rows = [[r * n + c for c in range(n)] for r in range(n)]

    def total(self) -> int:
        return sum(sum(r) for r in self.rows)

    @classmethod
    def square(cls, n: int) -> Array2D:
        return cls(n * n)


class Sparse(Array2D):
    def __init__(self, n: int) -> None:
        super().__init__(0)
        self.cells = {(i, i): i + 1 for i in range(n)}

    def total(self) -> int:
        return sum(self.cells.values())


def make(kind, n: int):
    return kind(n)


def timed(kind, sizes: list[int]) -> list[int]:
    return [make(kind, s).total() for s in sizes]


def bench(n: int) -> list[int]:
    out = timed(Array2D, [1, n, n + 1]) + timed(Sparse, [n, 2 * n])
    out.append(Array2D.square(2).total() + Sparse.square(n).total())
    return out
