"""Gaussian elimination with partial pivoting on float matrices: solving
systems, the inverse, the determinant, and a least-squares line fit."""


def solve(a, b):
    n = len(a)
    m = [row[:] + [bv] for row, bv in zip(a, b)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise ZeroDivisionError("matrix is singular")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n + 1):
                m[r][c] -= f * m[col][c]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


def determinant(a):
    m = [row[:] for row in a]
    n, det = len(m), 1.0
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if m[pivot][col] == 0:
            return 0.0
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = -det
        det *= m[col][col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            for c in range(col, n):
                m[r][c] -= f * m[col][c]
    return det


def inverse(a):
    n = len(a)
    cols = [solve(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def fit_line(points):
    sx = sum(x for x, _ in points)
    sy = sum(y for _, y in points)
    sxx = sum(x * x for x, _ in points)
    sxy = sum(x * y for x, y in points)
    slope, intercept = solve([[sxx, sx], [sx, float(len(points))]], [sxy, sy])
    return slope, intercept


def fmt(row):
    return "[" + ", ".join(f"{v:8.4f}" for v in row) + "]"


def main() -> None:
    a = [[2.0, 1.0, -1.0], [-3.0, -1.0, 2.0], [-2.0, 1.0, 2.0]]
    b = [8.0, -11.0, -3.0]
    print("x =", fmt(solve(a, b)))
    print("det =", round(determinant(a), 6))
    inv = inverse(a)
    for row in inv:
        print(fmt(row))
    hilbert = [[1.0 / (i + j + 1) for j in range(5)] for i in range(5)]
    x = solve(hilbert, [1.0] * 5)
    print("hilbert:", fmt(x))
    print("hilbert det %.6e" % determinant(hilbert))
    pts = [(x, 2.5 * x - 1.0 + (0.1 if x % 2 else -0.1)) for x in range(10)]
    m, c = fit_line(pts)
    print(f"fit: y = {m:.4f} x + {c:.4f}")
    try:
        solve([[1.0, 2.0], [2.0, 4.0]], [1.0, 2.0])
    except ZeroDivisionError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
