"""NumPy kernels for bench/arrays.py: the same source runs under CPython with
NumPy and compiled by pyaot."""

import numpy as np
import numpy.typing as npt

Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]


def axpby(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64], a: float, b: float) -> npt.NDArray[np.float64]:
    """An elementwise chain: NumPy makes a temporary per operator."""
    return np.sqrt(a * x * x + b * y * y) + np.abs(x - y) * 0.5


def normalize(img: npt.NDArray[np.float32], mean: float, std: float) -> npt.NDArray[np.float32]:
    """Vision pre-processing: scale, shift, clip."""
    return np.clip((img * (1.0 / 255.0) - mean) / std, -3.0, 3.0)


def sum_squares(x: npt.NDArray[np.float64]) -> float:
    """A reduction."""
    return float(np.sum(x * x))


def softmax_rows(x: Matrix) -> Matrix:
    """A reduction along rows with broadcasting back."""
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def column_stats(x: Matrix) -> float:
    """Reductions along columns."""
    return float(np.sum(x.mean(axis=0)) + np.sum(x.std(axis=0)))


def matmul(a: Matrix, b: Matrix) -> Matrix:
    return a @ b


def stencil(u: Matrix) -> Matrix:
    """A 5-point stencil written with slices (views)."""
    return 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])


def exp_f64(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """One transcendental ufunc (the vector kernels of pyaot/nd/simd.hpp)."""
    return np.exp(x)


def exp_f32(x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    return np.exp(x)


def tanh_f32(x: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    return np.tanh(x)


def sin_cos(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Two transcendentals and a product in one chain."""
    return np.sin(x) * np.cos(x)


def log1p_abs(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return np.log1p(np.abs(x))


def square(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """`x ** 2`: NumPy squares; a general pow would be ten times slower."""
    return x ** 2


def layer_norm_rows(x: Matrix) -> Matrix:
    """A transformer's layer norm: row means and variances, broadcast back."""
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * 1.5 + 0.1
