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
