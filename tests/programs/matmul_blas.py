"""Matrix products compiled by pyaot and compared with NumPy, with and
without the BLAS library (tests/test_matmul_blas.py). The views are made in
the compiled code, so the kernels see the strides they make: transposed,
stepped, reversed and single-column operands."""

import numpy as np

M64 = np.ndarray[tuple[int, int], np.dtype[np.float64]]
M32 = np.ndarray[tuple[int, int], np.dtype[np.float32]]
MI64 = np.ndarray[tuple[int, int], np.dtype[np.int64]]
V64 = np.ndarray[tuple[int], np.dtype[np.float64]]
V32 = np.ndarray[tuple[int], np.dtype[np.float32]]
S64 = np.ndarray[tuple[int, int, int], np.dtype[np.float64]]


def mm(a: M64, b: M64) -> M64:
    return a @ b


def mm32(a: M32, b: M32) -> M32:
    return a @ b


def mm_int(a: MI64, b: MI64) -> MI64:
    return a @ b


def mm_mixed(a: M32, b: M64) -> M64:
    return a @ b


def at_b(a: M64, b: M64) -> M64:
    return a.T @ b


def a_bt(a: M64, b: M64) -> M64:
    return a @ b.T


def at_bt32(a: M32, b: M32) -> M32:
    return a.T @ b.T


def stepped(a: M64, b: M64) -> M64:
    return a[::2, ::3] @ b[::3, ::2]


def reversed_(a: M64, b: M64) -> M64:
    return a[::-1, :] @ b[:, ::-1]


def column(a: M64) -> M64:
    c = a[:, 1:2]
    return c.T @ c


def row_col(a: M64) -> M64:
    return a[1:2, :] @ a[:, 1:2]


def mv(a: M64, v: V64) -> V64:
    return a @ v


def mv_stepped(a: M64, v: V64) -> V64:
    return a.T[:, ::2] @ v[::2]


def vm32(v: V32, a: M32) -> V32:
    return v @ a


def vv(u: V64, v: V64) -> float:
    return float(np.dot(u, v))


def vv_stepped(u: V64) -> float:
    return float(np.dot(u[::2], u[1::2]))


def dot2(a: M64, b: M64) -> M64:
    return np.dot(a.T, b)


def stacked(x: S64, y: S64) -> S64:
    return x @ np.swapaxes(y, 1, 2)


def tensordot1(a: M64, b: M64) -> M64:
    return np.tensordot(a, b.T, 1)


def einsum_mm(a: M64, b: M64) -> M64:
    return np.einsum("ij,jk->ik", a, b)


def einsum_abt32(a: M32, b: M32) -> M32:
    return np.einsum("ij,kj->ki", a, b)


def einsum_views(a: M64, b: M64) -> M64:
    return np.einsum("ji,jk", a[::2, :], b[::2, ::-1])


def einsum_dot(u: V64, v: V64) -> float:
    return float(np.einsum("i,i->", u, v))


def einsum_outer(u: V64, v: V64) -> M64:
    return np.einsum("i,j->ij", u, v)


def einsum_batch(x: S64, y: S64) -> S64:
    return np.einsum("bij,bjk->bik", x, y)


def einsum_4d(x: S64, y: S64) -> S64:
    return np.einsum("abc,cbd->dba", x, y)
