"""Exact matrix algebra with fractions.Fraction: determinant, inverse, rank, solving systems."""
from fractions import Fraction
from typing import Sequence
import itertools


class SingularMatrixError(ArithmeticError):
    pass


class ShapeError(ValueError):
    pass


class Matrix:
    def __init__(self, rows: Sequence[Sequence]):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ShapeError("ragged or empty matrix")
        self.rows = [[Fraction(v) for v in r] for r in rows]

    @classmethod
    def identity(cls, n: int) -> "Matrix":
        return cls([[int(i == j) for j in range(n)] for i in range(n)])

    @classmethod
    def hilbert(cls, n: int) -> "Matrix":
        return cls([[Fraction(1, i + j + 1) for j in range(n)] for i in range(n)])

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.rows), len(self.rows[0])

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __mul__(self, other):
        if isinstance(other, (int, Fraction)):
            return Matrix([[v * other for v in r] for r in self.rows])
        n, m = self.shape
        m2, p = other.shape
        if m != m2:
            raise ShapeError(f"cannot multiply {n}x{m} by {m2}x{p}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    __rmul__ = __mul__

    def __add__(self, other):
        if self.shape != other.shape:
            raise ShapeError("shape mismatch")
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def transpose(self) -> "Matrix":
        return Matrix([list(c) for c in zip(*self.rows)])

    def _eliminate(self, augment=None):
        """Gauss-Jordan elimination; returns (reduced rows, det sign*pivots, rank)."""
        n, m = self.shape
        a = [r[:] + (augment.rows[i][:] if augment else []) for i, r in enumerate(self.rows)]
        det = Fraction(1)
        rank = 0
        for col in range(m):
            pivot = next((r for r in range(rank, n) if a[r][col] != 0), None)
            if pivot is None:
                det = Fraction(0)
                continue
            if pivot != rank:
                a[rank], a[pivot] = a[pivot], a[rank]
                det = -det
            pv = a[rank][col]
            det *= pv
            a[rank] = [v / pv for v in a[rank]]
            for r in range(n):
                if r != rank and a[r][col] != 0:
                    f = a[r][col]
                    a[r] = [x - f * y for x, y in zip(a[r], a[rank])]
            rank += 1
            if rank == n:
                break
        return a, det, rank

    def determinant(self) -> Fraction:
        n, m = self.shape
        if n != m:
            raise ShapeError("determinant needs a square matrix")
        _, det, rank = self._eliminate()
        return det if rank == n else Fraction(0)

    def det_laplace(self) -> Fraction:
        """Slow cofactor expansion via permutations, used as a cross-check."""
        n = self.shape[0]
        total = Fraction(0)
        for perm in itertools.permutations(range(n)):
            inversions = sum(1 for i in range(n) for j in range(i + 1, n) if perm[i] > perm[j])
            prod = Fraction(1)
            for i, p in enumerate(perm):
                prod *= self.rows[i][p]
            total += -prod if inversions % 2 else prod
        return total

    def rank(self) -> int:
        return self._eliminate()[2]

    def inverse(self) -> "Matrix":
        n = self.shape[0]
        a, det, rank = self._eliminate(Matrix.identity(n))
        if rank < n:
            raise SingularMatrixError(f"matrix is singular (rank {rank} < {n})")
        return Matrix([row[n:] for row in a])

    def solve(self, b: list) -> list[Fraction]:
        return [r[0] for r in (self.inverse() * Matrix([[v] for v in b])).rows]

    def __str__(self):
        cells = [[str(v) for v in r] for r in self.rows]
        w = max(len(c) for r in cells for c in r)
        return "\n".join("[ " + "  ".join(c.rjust(w) for c in r) + " ]" for r in cells)


def show(title: str, m: Matrix) -> None:
    print(f"{title}:")
    for line in str(m).splitlines():
        print("   " + line)


def main() -> None:
    a = Matrix([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
    show("A", a)
    print("det(A) =", a.determinant(), "(laplace:", a.det_laplace(), ")")
    inv = a.inverse()
    show("A^-1", inv)
    assert a * inv == Matrix.identity(3)
    print("A * A^-1 == I:", a * inv == Matrix.identity(3))

    for n in range(2, 7):
        h = Matrix.hilbert(n)
        d = h.determinant()
        print(f"det(H{n}) = 1/{1 / d}   max |inv entry| = {max(abs(v) for r in h.inverse().rows for v in r)}")
    show("H4^-1", Matrix.hilbert(4).inverse())

    system = Matrix([[1, 1, 1], [0, 2, 5], [2, 5, -1]])
    xs = system.solve([6, -4, 27])
    print("solution:", ", ".join(f"x{i}={v}" for i, v in enumerate(xs)))

    s = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    print("rank of S:", s.rank(), " det:", s.determinant())
    try:
        s.inverse()
    except SingularMatrixError as e:
        print("error:", e)
    try:
        s * Matrix([[1, 2]])
    except ShapeError as e:
        print("error:", e)
    m = Matrix([[Fraction(1, 2), Fraction(1, 3)], [Fraction(1, 4), Fraction(1, 5)]])
    show("M^T * M * 60", m.transpose() * m * 60)


if __name__ == "__main__":
    main()
