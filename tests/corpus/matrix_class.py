"""A Matrix class with operators (+, -, *, @, ==, indexing), transpose,
determinant by cofactors, identity, powers and a Fibonacci check."""


class Matrix:
    def __init__(self, rows):
        if not rows or any(len(r) != len(rows[0]) for r in rows):
            raise ValueError("rows must be non-empty and of equal length")
        self.rows = [list(r) for r in rows]
        self.n = len(rows)
        self.m = len(rows[0])

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __getitem__(self, ij):
        i, j = ij
        return self.rows[i][j]

    def __add__(self, other):
        return Matrix([[a + b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def __sub__(self, other):
        return Matrix([[a - b for a, b in zip(r, s)] for r, s in zip(self.rows, other.rows)])

    def __mul__(self, k):
        return Matrix([[a * k for a in r] for r in self.rows])

    __rmul__ = __mul__

    def __matmul__(self, other):
        if self.m != other.n:
            raise ValueError(f"shapes {self.shape} and {other.shape} do not align")
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __pow__(self, k):
        result, base = Matrix.identity(self.n), self
        while k:
            if k & 1:
                result = result @ base
            base = base @ base
            k >>= 1
        return result

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    @property
    def shape(self):
        return (self.n, self.m)

    def transpose(self):
        return Matrix([list(c) for c in zip(*self.rows)])

    def det(self):
        if self.n == 1:
            return self.rows[0][0]
        total = 0
        for j in range(self.m):
            minor = Matrix([r[:j] + r[j + 1:] for r in self.rows[1:]]) if self.n > 1 else None
            total += (-1) ** j * self.rows[0][j] * minor.det()
        return total

    def __repr__(self):
        width = max(len(str(v)) for r in self.rows for v in r)
        return "\n".join("[" + " ".join(str(v).rjust(width) for v in r) + "]" for r in self.rows)


def main() -> None:
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix([[0, 1], [1, 0]])
    print(a + b, a - b, 3 * a, a @ b, sep="\n\n")
    print("transpose equal:", (a @ b).transpose() == b.transpose() @ a.transpose())
    fib = Matrix([[1, 1], [1, 0]]) ** 30
    print("fib(30) =", fib[0, 1])
    m = Matrix([[2, -3, 1, 4], [0, 5, 2, -1], [3, 1, -2, 0], [1, 0, 4, 2]])
    print("det =", m.det(), "shape", m.shape)
    print(Matrix.identity(3) * 7)
    try:
        a @ Matrix([[1, 2, 3]])
    except ValueError as e:
        print("error:", e)
    try:
        Matrix([[1], [2, 3]])
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
