"""Kernels whose operators have several implementation variants; the tuner
(`pyaot tune`, //examples:tuned_*.tune) measures them and the checked-in
selection file examples/tuned.selection.json picks the fastest per platform
and input size."""

import numpy as np
import numpy.typing as npt

Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]


def chain(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """An elementwise chain: five ufuncs, each with contiguous, strided and
    threaded loops."""
    return np.sqrt(x * x + y * y) * np.exp(-x)


def feature_totals(samples: Matrix) -> npt.NDArray[np.float64]:
    """A reduction over a transposed view (rows are samples, columns
    features): NumPy's pairwise summation walks each feature with a stride of
    a whole row; a sequential sum reads memory in order; a threaded one
    spreads the lanes over threads."""
    return samples.T.sum(axis=1)


def matmul(a: Matrix, b: Matrix) -> Matrix:
    """A matrix product: naive, i-k-j and blocked (tiled, threaded) kernels."""
    return a @ b
