"""Pure-Python linear algebra on int matrices: transpose by zip(*m), a
product, a determinant by elimination on a copy of the int rows (which take
floats), power iteration, and %-formatting. `def main():` is unannotated."""

import math
import random


def transpose(m):
    return [list(r) for r in zip(*m)]


def matmul(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n):
    return [[1.0 if i == j else 0.0 for j in range(n)] for i in range(n)]


def det(m):
    n = len(m)
    m = [row[:] for row in m]
    d = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-12:
            return 0.0
        if p != c:
            m[c], m[p] = m[p], m[c]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return d


def fmt(m):
    return "\n".join(" ".join("%7.3f" % v for v in row) for row in m)


def power_iteration(m, steps=50):
    v = [1.0] * len(m)
    lam = 0.0
    for _ in range(steps):
        w = [sum(a * b for a, b in zip(row, v)) for row in m]
        lam = math.sqrt(sum(x * x for x in w))
        v = [x / lam for x in w]
    return lam, v


def main():
    rng = random.Random(7)
    a = [[rng.randint(-5, 5) for _ in range(4)] for _ in range(4)]
    print(fmt(a))
    print("det = %.4f" % det(a))
    print(fmt(matmul(a, identity(4))))
    sym = matmul(a, transpose(a))
    lam, v = power_iteration(sym)
    print("lambda = %.5f" % lam, ["%.4f" % x for x in v])
    print(transpose([[1, 2, 3], [4, 5, 6]]))
    stats = {"min": min(min(r) for r in a), "max": max(max(r) for r in a),
             "mean": sum(map(sum, a)) / 16}
    for k, val in stats.items():
        print("%-5s %s" % (k, round(val, 3)))


if __name__ == "__main__":
    main()
