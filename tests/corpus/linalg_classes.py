"""Pure-Python linear algebra: Vector and Matrix classes with operator
overloading, LU decomposition with partial pivoting, determinant, inverse,
least-squares fit and power iteration."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Iterable, Sequence, Union

Scalar = Union[int, float, Fraction]
EPS = 1e-12


class Vector:
    __slots__ = ("data",)

    def __init__(self, data: Iterable[Scalar]) -> None:
        self.data = list(data)

    def __len__(self) -> int:
        return len(self.data)

    def __getitem__(self, i: int) -> Scalar:
        return self.data[i]

    def __iter__(self):
        return iter(self.data)

    def __add__(self, other: Vector) -> Vector:
        return Vector(a + b for a, b in zip(self, other))

    def __sub__(self, other: Vector) -> Vector:
        return Vector(a - b for a, b in zip(self, other))

    def __mul__(self, k: Scalar) -> Vector:
        return Vector(a * k for a in self)

    __rmul__ = __mul__

    def dot(self, other: Vector) -> Scalar:
        return sum(a * b for a, b in zip(self, other))

    def norm(self) -> float:
        return math.sqrt(self.dot(self))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Vector) and all(abs(a - b) < 1e-9 for a, b in zip(self, other))

    def __repr__(self) -> str:
        return "Vector([" + ", ".join(f"{x:.4g}" if isinstance(x, float) else str(x) for x in self) + "])"


class Matrix:
    def __init__(self, rows: Sequence[Sequence[Scalar]]) -> None:
        self.rows = [list(r) for r in rows]
        self.n, self.m = len(self.rows), len(self.rows[0]) if rows else 0
        if any(len(r) != self.m for r in self.rows):
            raise ValueError("ragged matrix")

    @classmethod
    def identity(cls, n: int) -> Matrix:
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @property
    def T(self) -> Matrix:
        return Matrix([list(col) for col in zip(*self.rows)])

    def __matmul__(self, other):
        if isinstance(other, Vector):
            return Vector(sum(a * b for a, b in zip(row, other)) for row in self.rows)
        if self.m != other.n:
            raise ValueError(f"shape mismatch {self.n}x{self.m} @ {other.n}x{other.m}")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __add__(self, other: Matrix) -> Matrix:
        return Matrix([[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.rows, other.rows)])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Matrix) or (self.n, self.m) != (other.n, other.m):
            return False
        return all(abs(a - b) < 1e-9 for r1, r2 in zip(self.rows, other.rows) for a, b in zip(r1, r2))

    def __repr__(self) -> str:
        return f"Matrix({self.n}x{self.m})"

    def pretty(self, fmt: str = "{:8.3f}") -> str:
        return "\n".join(" ".join(fmt.format(float(x)) for x in row) for row in self.rows)

    def lu(self) -> tuple[list[list[Scalar]], list[int], int]:
        a = [row[:] for row in self.rows]
        n = self.n
        perm = list(range(n))
        sign = 1
        for k in range(n):
            pivot = max(range(k, n), key=lambda i: abs(a[i][k]))
            if abs(a[pivot][k]) < EPS:
                raise ZeroDivisionError("matrix is singular")
            if pivot != k:
                a[k], a[pivot] = a[pivot], a[k]
                perm[k], perm[pivot] = perm[pivot], perm[k]
                sign = -sign
            for i in range(k + 1, n):
                a[i][k] /= a[k][k]
                factor = a[i][k]
                for j in range(k + 1, n):
                    a[i][j] -= factor * a[k][j]
        return a, perm, sign

    def det(self) -> Scalar:
        try:
            lu, _, sign = self.lu()
        except ZeroDivisionError:
            return 0
        result = sign
        for i in range(self.n):
            result *= lu[i][i]
        return result

    def solve(self, b: Vector) -> Vector:
        lu, perm, _ = self.lu()
        n = self.n
        y = [b[perm[i]] for i in range(n)]
        for i in range(n):
            y[i] -= sum(lu[i][j] * y[j] for j in range(i))
        x = [0] * n
        for i in reversed(range(n)):
            x[i] = (y[i] - sum(lu[i][j] * x[j] for j in range(i + 1, n))) / lu[i][i]
        return Vector(x)

    def inverse(self) -> Matrix:
        cols = [self.solve(Vector(row)) for row in Matrix.identity(self.n).rows]
        return Matrix([list(c) for c in cols]).T


def least_squares(xs: list[float], ys: list[float], degree: int) -> Vector:
    A = Matrix([[x ** p for p in range(degree + 1)] for x in xs])
    At = A.T
    return (At @ A).solve(At @ Vector(ys))


def power_iteration(m: Matrix, iters: int = 200) -> tuple[float, Vector]:
    v = Vector([1.0] * m.n)
    lam = 0.0
    for _ in range(iters):
        w = m @ v
        lam = w.norm()
        v = w * (1.0 / lam)
    return lam, v


def main() -> None:
    A = Matrix([[4, -2, 1], [-2, 4, -2], [1, -2, 4]])
    b = Vector([11, -16, 17])
    x = A.solve(b)
    print("A =", A, "det =", round(A.det(), 6))
    print("solution x =", x, "residual ok:", A @ x == b)
    inv = A.inverse()
    print("A^-1:")
    print(inv.pretty())
    print("A @ A^-1 == I:", A @ inv == Matrix.identity(3))

    F = Matrix([[Fraction(2), Fraction(1)], [Fraction(5), Fraction(3)]])
    print("exact det:", F.det(), "exact solve:", [str(v) for v in F.solve(Vector([Fraction(1), Fraction(2)]))])

    singular = Matrix([[1, 2], [2, 4]])
    print("singular det:", singular.det())
    try:
        singular.solve(Vector([1, 1]))
    except ZeroDivisionError as e:
        print("solve failed:", e)
    try:
        A @ singular
    except ValueError as e:
        print("matmul failed:", e)

    xs = [i * 0.5 for i in range(12)]
    ys = [2.0 - 1.5 * x + 0.25 * x * x for x in xs]
    coeffs = least_squares(xs, ys, 2)
    print("quadratic fit:", coeffs)
    lam, vec = power_iteration(A)
    print(f"dominant eigenvalue ~ {lam:.6f}, eigvec {vec}")
    H = Matrix([[Fraction(1, i + j + 1) for j in range(4)] for i in range(4)])
    print("Hilbert(4) det =", H.det())
    big = Matrix([[((i * i * 5 + j * j * 3 + i * j * 7 + i + 1) % 23) - 11 for j in range(20)] for i in range(20)])
    print("20x20 det magnitude: %.4e" % abs(big.det()))
    print("trace of big^T big:", sum((big.T @ big).rows[i][i] for i in range(20)))


if __name__ == "__main__":
    main()
