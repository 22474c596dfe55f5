"""Elementwise chains for the fusion tests (tests/test_tuning.py): each is
compiled with pyaot.fuse off, on and threaded, and must give the same bits."""

import numpy as np
import numpy.typing as npt

F64 = npt.NDArray[np.float64]
F32 = npt.NDArray[np.float32]
Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]


def hypot_decay(x: F64, y: F64) -> F64:
    return np.sqrt(x * x + y * y) * np.exp(-x)


def affine_clip(x: F32, a: float, b: float) -> F32:
    return np.clip(x * a + b, -1.0, 1.0)


def rows_minus_mean(m: Matrix, row: F64) -> F64:
    # Broadcasting a row over a matrix: one loop per row (node by node where
    # rows are shorter than fuse.hpp's kMinRow).
    return np.abs(m - row) * 2.0 + 1.0


def row_norm(x: Matrix, gamma: float, beta: float) -> F64:
    # A layer norm: (n, 1) statistics broadcast along each row.
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * gamma + beta


def stable_exp(x: F64) -> F64:
    # A leaf that runs code (the row maxima) before every ufunc of the tree:
    # evaluated first, as Python does.
    return np.exp(x - x.max(axis=1, keepdims=True)) * 0.5


def shout(y: F64) -> F64:
    print("shout", y.shape[0])
    return y


def late_effect(x: F64, y: F64) -> F64:
    # shout() runs after exp(x) + y, whose broadcasting may raise first: the
    # outer + is not fused with it (only exp(x) + y is).
    return np.exp(x) + y + shout(y)


def transposed(m: Matrix) -> F64:
    # A non-contiguous leaf: evaluated node by node.
    t = m.T
    return np.sin(t) * np.cos(t) + t


def softplus_tanh(x: F32) -> F32:
    # float32 vector kernels (log1p, exp, tanh) inside a fused chain: each
    # block runs them on many elements at once, with the bits of the
    # unfused chain's contiguous loops.
    return np.log1p(np.exp(-np.abs(x))) + np.tanh(x) * 0.5 + 1.0  # no cancellation to 0


def int_chain(a: npt.NDArray[np.int64], b: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    # Integer loops can raise or wrap: never fused.
    return (a + b) * a
