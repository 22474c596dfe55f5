"""Array programs compiled by pyaot and compared with NumPy under CPython
(tests/test_arrays.py). Each exercises operators through the whole spine:
annotations, type propagation from the declarations, C++ and .npy I/O."""

import cv2
import numpy as np
import numpy.typing as npt

F64 = npt.NDArray[np.float64]
Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]
Vector = np.ndarray[tuple[int], np.dtype[np.float64]]


def softmax(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def normalize(img: npt.NDArray[np.float32], mean: float, std: float) -> npt.NDArray[np.float32]:
    return (img - mean) / std


def affine(x: npt.NDArray[np.float64], a: float, b: float) -> npt.NDArray[np.float64]:
    return a * x * x + b * x - 1.5


def poly_int(x: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    return x * x - 3 * x + 7


def wrap_int8(x: npt.NDArray[np.int8], k: int) -> npt.NDArray[np.int8]:
    # NumPy wraps int8 arithmetic; a Python int that does not fit raises.
    return x * 3 + k


def mixed_promotion(a: npt.NDArray[np.int32], b: npt.NDArray[np.float32]) -> npt.NDArray[np.float64]:
    return a + b


def floor_ops(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    return a // b + a % b


def compare_count(a: npt.NDArray[np.float64], t: float) -> int:
    return int(np.count_nonzero(a > t))


def total(a: npt.NDArray[np.float64]) -> float:
    return float(np.sum(a * a)) + a.mean()


def column_means(a: Matrix) -> Vector:
    return a.mean(axis=0)


def row_var(a: Matrix) -> Vector:
    return a.var(axis=1, ddof=1)


def argmax_rows(a: Matrix) -> npt.NDArray[np.int64]:
    return np.argmax(a, axis=1)


def running_sum(a: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    return np.cumsum(a)


def matvec(m: Matrix, v: Vector) -> Vector:
    return m @ v


def gram(m: Matrix) -> Matrix:
    return m.T @ m


def center_columns(a: Matrix) -> Matrix:
    return a - a.mean(axis=0, keepdims=True)


def l2norm(a: npt.NDArray[np.float64]) -> float:
    return float(np.linalg.norm(a))


def stencil(u: Matrix) -> Matrix:
    out = np.zeros_like(u)
    n = u.shape[0]
    m = u.shape[1]
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            out[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
    return out


def trace_loop(a: Matrix) -> float:
    s = 0.0
    for i in range(min(a.shape[0], a.shape[1])):
        s += a[i, i]
    return s


def every_other(v: Vector) -> Vector:
    return v[::2] + v[1::2][: v[::2].shape[0]] if v.shape[0] % 2 == 0 else v[::-1]


def tiled_broadcasts(n: int) -> npt.NDArray[np.float64]:
    """Operands repeated along outer axes (a per-channel mean, a plane, a row
    of a bool mask) in the elementwise engine's chunked loop: several chunks,
    blocks of 3, 21 and 12 elements, mixed dtypes, a ternary where."""
    k = abs(n) * 60 + 1
    x = np.arange(k * 21).astype(np.float32).reshape(k, 7, 3) / 7
    mean = np.array([0.5, -2.0, 0.25], dtype=np.float32)
    plane = np.arange(21).astype(np.float64).reshape(1, 7, 3) - 10
    y = (x - mean) / mean * plane
    a = np.arange(k * 12).astype(np.int32).reshape(k, 12)
    r = a % np.array([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14], dtype=np.int16)
    on = (a % 2 == 0) & np.array([True, False, True, True, False, True, False, False, True, True, True, False])
    w = np.where(on, r, np.array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))
    return np.concatenate([y.reshape(-1), w.reshape(-1).astype(np.float64)])


def inner_block(a: Matrix) -> Matrix:
    return a[1:-1, 1:-1] * 2.0


def last_row(a: Matrix) -> Vector:
    return a[-1]


def thresholds(a: npt.NDArray[np.float64], lo: float, hi: float) -> npt.NDArray[np.float64]:
    return np.where(a > hi, hi, np.clip(a, lo, hi))


def sorted_unique(a: npt.NDArray[np.int32]) -> npt.NDArray[np.int32]:
    return np.unique(np.sort(a))


def ranks(a: Vector) -> npt.NDArray[np.int64]:
    return np.argsort(a)


def ramp(n: int, step: float) -> npt.NDArray[np.float64]:
    return np.arange(0.0, n * step, step)


def count_up(n: int) -> npt.NDArray[np.int64]:
    """arange's one-argument form: arange(stop)."""
    return np.arange(n) * 2


def grid(n: int) -> npt.NDArray[np.float64]:
    return np.linspace(0.0, 1.0, n) + np.zeros((3, n))


def identity_plus(n: int, x: float) -> npt.NDArray[np.float64]:
    return np.eye(n) + np.full((n, n), x)


def to_bytes(a: npt.NDArray[np.float64]) -> npt.NDArray[np.uint8]:
    return np.clip(a * 255.0, 0.0, 255.0).astype(np.uint8)


def stack_halves(a: Vector, b: Vector) -> Matrix:
    return np.stack((a, b), axis=1)


def join(a: Vector, b: Vector) -> Vector:
    return np.concatenate((a, b))


def solve2(m: Matrix, v: Vector) -> Vector:
    return np.linalg.solve(m + 4.0 * np.eye(m.shape[0]), v)


def determinant(m: Matrix) -> float:
    return float(np.linalg.det(m))


def reshape_sum(a: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return a.reshape((-1, 2)).sum(axis=1)


def any_negative(a: npt.NDArray[np.float64]) -> bool:
    return bool(np.any(a < 0.0))


def int_power(a: npt.NDArray[np.int64], k: int) -> npt.NDArray[np.int64]:
    return a ** k


def power_fast_paths(x: F64) -> F64:
    # NumPy computes a constant exponent of 2, 0.5 or -1 as square, sqrt and
    # reciprocal (x * x, not pow: they differ in the last bit now and then).
    return x ** 2 - np.power(x, 0.5) * x ** -1.0 + x ** 3


def power_fast_paths32(y: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    return y ** 2 + np.power(y, 2.0) * y ** -1 + y ** 0.5


def element(a: Matrix, i: int, j: int) -> float:
    return a[i, j]


def bool_mask_ops(a: npt.NDArray[np.float64], b: npt.NDArray[np.float64]) -> npt.NDArray[np.bool_]:
    return (a > b) & ~(a == 0.0)


def hypot_chain(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return np.sqrt(x * x + y * y) - np.hypot(x, y)


def stats(a: npt.NDArray[np.float64]) -> float:
    return float(a.std()) + float(np.max(a)) - float(np.min(a))


Image = np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]


def thumbnail(img: Image, w: int, h: int) -> npt.NDArray[np.uint8]:
    return cv2.resize(img, (w, h), interpolation=cv2.INTER_AREA)


def preprocess(img: Image) -> npt.NDArray[np.float32]:
    """A vision model's input: BGR -> RGB, resize, scale to [0, 1], per-channel normalise."""
    rgb = cv2.cvtColor(img, cv2.COLOR_BGR2RGB)
    small = cv2.resize(rgb, (4, 3), interpolation=cv2.INTER_LINEAR).astype(np.float32) / 255.0
    chw = np.transpose(small, (2, 0, 1))
    return (chw - 0.45) / 0.225


def gray_nearest(img: Image, w: int, h: int) -> npt.NDArray[np.uint8]:
    return cv2.resize(cv2.cvtColor(img, cv2.COLOR_BGR2GRAY), (w, h), interpolation=cv2.INTER_NEAREST)


def positives(a: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return a[a > 0.0]


def pick_rows(a: Matrix, idx: np.ndarray[tuple[int], np.dtype[np.int64]]) -> Matrix:
    return a[idx]


def bilinear_form(x: Vector, m: Matrix, y: Vector) -> float:
    return float(np.einsum("i,ij,j->", x, m, y))


def moving_average(x: Vector, k: int) -> Vector:
    return np.convolve(x, np.ones(k) / k, mode="valid")


def robust_center(a: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return a - np.median(a)


def lower_band(m: Matrix) -> Matrix:
    return np.tril(m, -1) + np.diag(np.diag(m))


def weighted(a: Matrix) -> Vector:
    w = np.array([0.25, 0.5, 0.25])
    return a[:, :3] @ w if a.shape[1] >= 3 else np.zeros(a.shape[0])


def small_table(k: int) -> npt.NDArray[np.int8]:
    return np.array([[1, 2, k], [k, 5, 6]], dtype=np.int8)


# numpy.random.default_rng: the same seed gives NumPy's numbers, bit for bit.

def rng_table(seed: int, n: int) -> Matrix:
    rng = np.random.default_rng(seed)
    return rng.random((n, 3))


def rng_normals(seed: int, n: int, mean: float) -> Vector:
    rng = np.random.default_rng(seed)
    head = rng.standard_normal(2)
    return np.concatenate((head, rng.normal(mean, 2.5, n), rng.uniform(-1.0, mean, (n,))))


def rng_ints(seed: int, n: int, k: int) -> npt.NDArray[np.int64]:
    rng = np.random.default_rng(seed)
    small = rng.integers(k, size=n)  # ValueError when k <= 0, as in NumPy
    wide = rng.integers(-(2**40), 2**40, size=(2, n))
    closed = rng.integers(k - 3, k, size=n, endpoint=True)
    return np.concatenate((small, wide[1], closed))


def _draw_pair(rng: np.random.Generator, scale: float) -> float:
    # A Generator passed to a helper is the caller's: its draws advance it.
    # (A helper, not an entry point: a Generator cannot cross the command line.)
    return rng.normal() * scale + rng.random()


def rng_scalars(seed: int, i: int, j: int) -> float:
    rng = np.random.default_rng(seed)
    total = _draw_pair(rng, 2.0)
    total += rng.integers(i, j, endpoint=True)  # ValueError when i > j
    total += rng.uniform(float(i), 10.0) + _draw_pair(rng, 0.5)
    return total + rng.integers(9)


def interleave(x: Vector, y: Vector) -> Vector:
    # Element assignment at computed indices; IndexError when y is shorter.
    out = np.zeros(2 * len(x))
    for i in range(len(x)):
        out[2 * i] = x[i]
        out[2 * i + 1] += y[i] * 2.0
    return out


def pick_columns(m: Matrix, cols: np.ndarray[tuple[int], np.dtype[np.int64]]) -> Matrix:
    # One index array among slices: it picks along its own axis (IndexError out of range).
    return m[1:, cols] * 2.0


def mask_columns(m: Matrix, keep: np.ndarray[tuple[int], np.dtype[np.bool_]]) -> Matrix:
    return m[:, keep]  # IndexError when the mask's length is not the axis's


def gather_cube(x: np.ndarray[tuple[int, int, int], np.dtype[np.float64]],
                cols: np.ndarray[tuple[int, int], np.dtype[np.int64]]) -> F64:
    return x[:, cols, ::2]


def batched_products(x: np.ndarray[tuple[int, int, int], np.dtype[np.float64]],
                     y: np.ndarray[tuple[int, int, int], np.dtype[np.float64]],
                     v: Vector) -> F64:
    # Stacks of matrices: leading axes broadcast; a vector on the right is a column.
    return (x @ y) @ v


def gather_points(m: Matrix, rows: np.ndarray[tuple[int], np.dtype[np.int64]],
                  cols: np.ndarray[tuple[int], np.dtype[np.int64]]) -> Vector:
    # Advanced indexing: rows and cols broadcast together (IndexError when not).
    return m[rows, cols]


def pick_labels(logits: Matrix, cols: np.ndarray[tuple[int], np.dtype[np.int64]]) -> Vector:
    # The cross-entropy gather: one entry per row.
    return logits[np.arange(logits.shape[0]), cols] + logits[0, cols]


def mask_rows(m: Matrix, keep: np.ndarray[tuple[int], np.dtype[np.bool_]]) -> Matrix:
    # A 1-D mask of a matrix picks rows (IndexError when its length is not the row count).
    return m[keep] * 2.0


def mask_planes(x: np.ndarray[tuple[int, int, int], np.dtype[np.float64]],
                keep: np.ndarray[tuple[int, int], np.dtype[np.bool_]]) -> Matrix:
    # A mask of the first two axes picks the vectors along the last.
    return x[keep]


def scale_in_place(a: Matrix, k: float) -> Matrix:
    # x op= y writes into x itself: its aliases and views see the change.
    alias = a
    alias += 1.0
    tail = a[1:]
    tail *= k
    return a


def accumulate_rows(acc: Vector, rows: Matrix) -> Vector:
    # In place, the result keeps acc's shape: ValueError when a row broadcasts wider.
    total = acc
    for i in range(rows.shape[0]):
        total += rows[i]
    return acc


def narrow_in_place(a: npt.NDArray[np.float32], b: npt.NDArray[np.float64],
                    k: int) -> npt.NDArray[np.float32]:
    # float64 results are cast back into the float32 array (NumPy's same_kind rule).
    same = a
    same += b
    same *= k
    return a
