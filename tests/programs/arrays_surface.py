"""The NumPy surface model code uses (issue #23): new axes, shapes as
values, module constants, slice assignment, joins and splits, index
queries. Compiled by pyaot and compared with NumPy under CPython
(tests/test_arrays_surface.py)."""

import numpy as np
import numpy.typing as npt

F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]
Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]
Vector = np.ndarray[tuple[int], np.dtype[np.float64]]
Cube = np.ndarray[tuple[int, int, int], np.dtype[np.float64]]


def outer_difference(x: Vector, y: Vector) -> Matrix:
    # None and np.newaxis add axes of length 1: pairwise differences by broadcasting.
    return x[:, None] - y[np.newaxis, :]


def middle_axis(x: Matrix) -> Cube:
    return x[:, None, :] * 2.0


def new_axes_around(x: Matrix, i: int) -> Cube:
    # An int index takes its axis away, None adds one, ... spans the rest.
    return x[i, None, None] + x[None, ..., i][..., None]


def last_column(x: Cube) -> Cube:
    return x[..., -1:] + x[..., 0, None]


def circle_area(r: Vector) -> Vector:
    return np.pi * r ** 2 + np.e - np.euler_gamma


def cap_at_inf(x: Vector) -> Vector:
    return np.minimum(x, np.inf) + np.maximum(x, -np.inf)


def shape_code(x: Cube) -> int:
    # a.shape is a tuple of ints: unpacked, sliced (literal bounds), measured.
    h, w, c = x.shape
    top, = x.shape[:1]
    a, b = x.shape[1:]
    return h * 1000 + w * 100 + c * 10 + top + a - b + len(x.shape[::2])


def zeros_of_shape(x: Cube, y: Matrix) -> Cube:
    # A shape tuple passed on; mismatched shapes raise ValueError when broadcast.
    same = x.shape[1:] == y.shape
    return np.zeros(x.shape) + np.ones(x.shape[1:]) * float(same) + y


def assign_slices(x: Matrix, y: Vector, k: float) -> Matrix:
    # Slice assignment writes into x (its views see it); values broadcast and
    # are cast to x's dtype; a shape that does not broadcast raises ValueError.
    view = x[1:]
    view[:, 0] = k
    x[0] = 1
    x[..., -1] = x[:, 0]
    x[:2, 1:] = y
    return x


def assign_overlapping(x: Vector) -> Vector:
    # The source overlaps the destination: NumPy reads it as if copied first.
    x[1:] = x[:-1]
    backwards = x[::-1]
    backwards[:2] = x[:2]
    return x


def assign_augmented(x: Matrix, y: Vector) -> Matrix:
    x[1:, :] += y
    x[0] *= 2.0
    column = x[:, None, 0]
    column[1:] -= 1.0
    return x


def assign_int_rows(x: np.ndarray[tuple[int, int], np.dtype[np.int32]],
                    y: np.ndarray[tuple[int], np.dtype[np.float64]], k: int) -> \
        np.ndarray[tuple[int, int], np.dtype[np.int32]]:
    # Floats into int32 truncate (NumPy's unsafe setitem cast); a Python int
    # out of int32's range raises OverflowError.
    x[:1] = y
    x[1:, 1:] = k * 100000000
    return x


def clip_one_side(x: Vector, lo: float) -> Vector:
    # One bound None: NumPy computes np.maximum / np.minimum (NaN propagates).
    return np.clip(x, lo, None) + np.clip(x, None, 1) * 2.0 + x.clip(0, None)


def clip_ints(x: np.ndarray[tuple[int], np.dtype[np.int8]], k: int) -> \
        np.ndarray[tuple[int], np.dtype[np.int8]]:
    # A Python int bound keeps int8 (NEP 50); one out of int8's range raises OverflowError.
    return np.clip(x, k, None)


def causal_mask(n: int, k: int) -> Matrix:
    # np.tri: ones at and below the k-th diagonal; a negative n is an empty
    # axis. For n < 3 the (n, n) parts do not broadcast with (n, 3): ValueError.
    square = np.tri(n, None, -k) + np.tri(n, dtype=np.int64)
    return (1.0 - np.tri(n, 3, k)) * -1e10 + square[:, :3]


def from_float_list(n: int, x: float) -> Vector:
    # np.array of a list[float] value (an empty one is float64 too).
    xs: list[float] = []
    for i in range(n):
        xs.append(x * i)
    return np.array(xs)


def from_int_list(n: int, k: int) -> np.ndarray[tuple[int], np.dtype[np.int8]]:
    # With dtype=: elements converted as NumPy does (OverflowError out of range).
    xs = [k * i for i in range(n)]
    return np.array(xs, dtype=np.int8)


def tuple_of_arrays(x: Vector, y: Vector) -> Vector:
    # Arrays held in a tuple are the same arrays (views share memory).
    pair = (x, y[::-1])
    first, second = pair
    first[:1] = 7.0
    return pair[0] + second


def top_k_values(x: Matrix, idx: np.ndarray[tuple[int, int], np.dtype[np.int64]]) -> Matrix:
    # np.take_along_axis: indices out of range raise IndexError, other axes broadcast.
    return np.take_along_axis(x, idx, axis=1) + np.take_along_axis(x, np.argsort(x, axis=0), 0)


def take_flat(x: Matrix, idx: np.ndarray[tuple[int], np.dtype[np.int64]]) -> Vector:
    return np.take_along_axis(x, idx, axis=None)


def contract(x: Cube, y: Matrix) -> F64:
    # np.tensordot with an int axes: ValueError when the summed lengths differ.
    return np.tensordot(x, y, axes=1) + np.tensordot(x, y, 0).sum()


def contract_two(x: Cube, y: Cube) -> Matrix:
    return np.tensordot(x, y)


def nonzero_positions(x: Matrix) -> I64:
    # np.nonzero / np.where(c): a tuple of index arrays, one per axis, in C order.
    rows, cols = np.nonzero(x > 0)
    picked = np.where(x.ravel() < 0)[0]
    return np.concatenate((rows * 100 + cols, picked, x.nonzero()[1]))


def rng_images(seed: int, n: int) -> F64:
    # 4-D size= (a batch of images): the same stream as NumPy's Generator.
    rng = np.random.default_rng(seed)
    batch = rng.standard_normal(size=(n, 2, 3, 2)) + rng.random((1, 2, 1, 2))
    return batch * rng.normal(1.0, 2.0, (1, 1, 1, 1)) + rng.uniform(0.0, 1.0, (n, 1, 1, 2))


def shape_of_any_rank(x: F64) -> F64:
    # Rank known only at run time: a.shape is a tuple[int, ...]; slices of a
    # view assign the same way (a 0-d array raises IndexError on x[1:]).
    s = x.shape
    x[1:] = float(len(s))
    return x + (s[0] if len(s) > 0 else -1)


def split_heads(x: Matrix, n: int) -> Cube:
    # np.split: a literal count is a tuple to unpack; one known at run time is
    # NumPy's list (unequal sections: ValueError; 0: ZeroDivisionError).
    q, k, v = np.split(x, 3, axis=-1)
    heads = np.stack(np.split(q + k * v, n, axis=-1))
    parts = np.split(x, n, axis=1)
    return heads + np.stack([p * float(len(parts)) for p in parts])


def join_listed(x: Cube) -> Matrix:
    # A list of arrays from a comprehension (none: ValueError), and a tuple value.
    rows = [x[i] for i in range(x.shape[0])]
    pair = (x[0], x[-1])
    return np.hstack(rows) + np.vstack(rows)[:x.shape[1]] * np.concatenate(pair, axis=1).sum()


def pad_constant(x: Matrix, a: int, b: int, fill: float) -> Matrix:
    # np.pad's pad_width forms (negative widths: ValueError) and its fill,
    # cast to the array's dtype.
    one = np.pad(x, a)
    pair = np.pad(x, (a, b), constant_values=fill)
    each = np.pad(x, ((a, b), (b, a)), mode="constant", constant_values=fill)
    return one.sum() + pair[:x.shape[0], :x.shape[1]] + each[-x.shape[0]:, :x.shape[1]]


def pad_image(x: np.ndarray[tuple[int, int, int], np.dtype[np.uint8]], k: int) -> \
        np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]:
    # A fill out of uint8's range wraps as NumPy's cast does.
    return np.pad(x, [(k, k), (0, 1), (0, 0)], constant_values=k * 100)


def legacy_random(seed: int, n: int) -> Matrix:
    # np.random.seed and the legacy global draws: NumPy's RandomState stream
    # bit for bit (a seed outside [0, 2**32): ValueError).
    np.random.seed(seed)
    a = np.random.rand(n, 2) + np.random.randn(n, 2) + np.random.randn() + np.random.rand()
    b = np.random.normal(1.0, 3.0, (n, 2)) + np.random.uniform(-2.0, 5.0, (n, 1))
    c = np.random.random((1, 2)) + np.random.random_sample(2) + np.random.uniform()
    return a + b + c + np.random.randn(2, 1, n, 2)[1, 0]


def like_dtype(x: np.ndarray[tuple[int, int], np.dtype[np.float32]]) -> \
        np.ndarray[tuple[int, int], np.dtype[np.float32]]:
    # dtype=x.dtype: the dtype is static (float32 stays float32).
    mask = (1 - np.tri(x.shape[0], dtype=x.dtype)) * -1e4  # (n, n): ValueError unless square
    return x + mask


def einsum_mixed_ranks(x: Matrix, y: Vector) -> Vector:
    # Operands of different ranks: the result's rank follows from the
    # subscripts (mismatched lengths: ValueError).
    out = np.einsum("ij,j->i", x, y)
    outer = np.einsum("i,jk->ijk", y, x)
    return out[::-1] + outer.sum(axis=(1, 2))


def sample_indices(seed: int, n: int, j: int) -> I64:
    # Generator.choice and permutation of an int (NumPy ignores axis= there);
    # a sample larger than the population without replacement: ValueError.
    rng = np.random.default_rng(seed)
    a = rng.choice(n, size=j, replace=False)
    b = rng.choice(n, (j, 1), axis=1)[:, 0]
    c = rng.choice(n, j, replace=False, shuffle=False)
    return np.concatenate((a, b, c, rng.permutation(n, axis=2)))


def legacy_indices(seed: int, n: int, j: int) -> I64:
    # np.random.randint, permutation and choice of the legacy global
    # generator: RandomState's masked draws, bit for bit.
    np.random.seed(seed)
    a = np.random.randint(0, n, j)
    b = np.random.randint(-2**62, 2**62, (j,))
    c = np.random.choice(n, j, replace=False)
    d = np.random.choice(n, size=(j, 1))[:, 0]
    return np.concatenate((a, b, c, d, np.random.permutation(n)))


def assign_masked(x: Matrix, y: Vector, k: float) -> Matrix:
    # a[mask] = v writes where the mask is true (ReLU); a row mask picks
    # rows; a value array broadcasts to (picked, rest) or raises ValueError;
    # a mask of another shape raises IndexError.
    x[x < 0] = 0.0
    x[x[:, 0] > k] = y
    x[np.abs(x) > 900.0] = x[np.abs(x) > 900.0] * 0.5  # the value aliases x
    return x


def assign_indexed(x: Matrix, rows: I64, y: Vector) -> Matrix:
    # a[idx] = v: rows by int index (negative from the end, out of range:
    # IndexError), a row given twice keeps the last value.
    x[rows] = -1.0
    x[rows[:1]] = y
    flat = x.ravel()
    flat[np.array([0, -1, 0], dtype=np.int64)] = np.array([1.0, 2.0, 3.0])
    return x


def relu_int(x: np.ndarray[tuple[int], np.dtype[np.int32]], k: float) -> \
        np.ndarray[tuple[int], np.dtype[np.int32]]:
    # A float stored into int32 positions truncates, as NumPy's setitem.
    x[x < 0] = k
    return x
