"""Exact linear algebra with fractions.Fraction: determinant by cofactor
expansion and by Gaussian elimination, inverse by Gauss-Jordan, solving
systems, rank, and a Hilbert matrix check; floats for comparison."""

from fractions import Fraction
from itertools import permutations


class SingularMatrixError(ArithmeticError):
    pass


class Matrix:
    def __init__(self, rows):
        self.rows = [[Fraction(x) for x in row] for row in rows]
        self.n = len(self.rows)
        self.m = len(self.rows[0]) if self.rows else 0

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    @classmethod
    def hilbert(cls, n):
        return cls([[Fraction(1, i + j + 1) for j in range(n)] for i in range(n)])

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __mul__(self, other):
        if isinstance(other, Matrix):
            cols = list(zip(*other.rows))
            return Matrix([[sum((a * b for a, b in zip(row, col)), Fraction(0))
                            for col in cols] for row in self.rows])
        return Matrix([[x * other for x in row] for row in self.rows])

    __rmul__ = __mul__

    def __sub__(self, other):
        return Matrix([[a - b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def transpose(self):
        return Matrix([list(col) for col in zip(*self.rows)])

    def minor(self, i, j):
        return Matrix([row[:j] + row[j + 1:] for k, row in enumerate(self.rows) if k != i])

    def det_cofactor(self):
        if self.n == 1:
            return self.rows[0][0]
        if self.n == 2:
            (a, b), (c, d) = self.rows
            return a * d - b * c
        return sum(((-1) ** j * self.rows[0][j] * self.minor(0, j).det_cofactor()
                    for j in range(self.n)), Fraction(0))

    def det_leibniz(self):
        total = Fraction(0)
        for perm in permutations(range(self.n)):
            inversions = sum(1 for a in range(self.n) for b in range(a + 1, self.n)
                             if perm[a] > perm[b])
            term = Fraction(1)
            for i, p in enumerate(perm):
                term *= self.rows[i][p]
            total += -term if inversions % 2 else term
        return total

    def det(self):
        a = [row[:] for row in self.rows]
        n = self.n
        sign = 1
        result = Fraction(1)
        for c in range(n):
            pivot = next((r for r in range(c, n) if a[r][c] != 0), None)
            if pivot is None:
                return Fraction(0)
            if pivot != c:
                a[c], a[pivot] = a[pivot], a[c]
                sign = -sign
            result *= a[c][c]
            for r in range(c + 1, n):
                f = a[r][c] / a[c][c]
                for k in range(c, n):
                    a[r][k] -= f * a[c][k]
        return sign * result

    def inverse(self):
        n = self.n
        aug = [row[:] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(self.rows)]
        for c in range(n):
            pivot = max(range(c, n), key=lambda r: abs(aug[r][c]))
            if aug[pivot][c] == 0:
                raise SingularMatrixError(f"matrix is singular (column {c})")
            aug[c], aug[pivot] = aug[pivot], aug[c]
            p = aug[c][c]
            aug[c] = [x / p for x in aug[c]]
            for r in range(n):
                if r != c and aug[r][c]:
                    f = aug[r][c]
                    aug[r] = [x - f * y for x, y in zip(aug[r], aug[c])]
        return Matrix([row[n:] for row in aug])

    def rank(self):
        a = [row[:] for row in self.rows]
        rank = 0
        for c in range(self.m):
            pivot = next((r for r in range(rank, self.n) if a[r][c] != 0), None)
            if pivot is None:
                continue
            a[rank], a[pivot] = a[pivot], a[rank]
            for r in range(self.n):
                if r != rank and a[r][c] != 0:
                    f = a[r][c] / a[rank][c]
                    a[r] = [x - f * y for x, y in zip(a[r], a[rank])]
            rank += 1
        return rank

    def solve(self, b):
        inv = self.inverse()
        return [sum((x * y for x, y in zip(row, b)), Fraction(0)) for row in inv.rows]

    def __str__(self):
        cells = [[str(x) for x in row] for row in self.rows]
        width = max(len(c) for row in cells for c in row)
        return "\n".join("[ " + " ".join(c.rjust(width) for c in row) + " ]" for row in cells)

    def __repr__(self):
        return f"Matrix({self.n}x{self.m})"


def float_det(rows):
    a = [[float(x) for x in row] for row in rows]
    n = len(a)
    det = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        if p != c:
            a[c], a[p] = a[p], a[c]
            det = -det
        det *= a[c][c]
        for r in range(c + 1, n):
            f = a[r][c] / a[c][c]
            for k in range(c, n):
                a[r][k] -= f * a[c][k]
    return det


def main() -> None:
    A = Matrix([[2, -1, 0], [-1, 2, -1], [0, -1, 2]])
    print(A, repr(A), sep="\n")
    print("det:", A.det(), A.det_cofactor(), A.det_leibniz())
    inv = A.inverse()
    print("inverse:")
    print(inv)
    print("A * A^-1 == I:", A * inv == Matrix.identity(3))
    print("solve A x = [1, 0, 1]:", [str(x) for x in A.solve([1, 0, 1])])

    for n in range(2, 6):
        H = Matrix.hilbert(n)
        d = H.det()
        print(f"hilbert({n}): det = 1/{1 / d}  float {float(d):.6e}  float-elim {float_det(H.rows):.6e}")
    H4 = Matrix.hilbert(4)
    print("H4^-1 row sums:", [sum(row) for row in H4.inverse().rows])

    B = Matrix([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    print("B det:", B.det(), "rank:", B.rank(), "rank of B^T:", B.transpose().rank())
    try:
        B.inverse()
    except SingularMatrixError as e:
        print("error:", e, "| is ArithmeticError:", isinstance(e, ArithmeticError))
    C = Matrix([[Fraction(1, 2), Fraction(1, 3)], [Fraction(1, 4), Fraction(1, 5)]])
    print("C det:", C.det(), "C inverse:", C.inverse().rows)
    print("2*C - C*2 is zero:", all(x == 0 for row in (2 * C - C * 2).rows for x in row))
    print(C[0, 1] + C[1, 0], float(C[0, 1] + C[1, 0]), Fraction(7, 12).limit_denominator(5))


if __name__ == "__main__":
    main()
