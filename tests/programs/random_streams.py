"""Long streams from numpy.random.default_rng, compiled and compared with
NumPy bit for bit (tests/test_random.py)."""

import numpy as np
import numpy.typing as npt


def normals(seed: int, n: int) -> npt.NDArray[np.float64]:
    return np.random.default_rng(seed).standard_normal(n)


def floats(seed: int, n: int) -> npt.NDArray[np.float64]:
    return np.random.default_rng(seed).random(n)


def ints(seed: int, n: int, low: int, high: int, endpoint: bool) -> npt.NDArray[np.int64]:
    return np.random.default_rng(seed).integers(low, high, size=n, endpoint=endpoint)


def interleaved(seed: int, n: int) -> npt.NDArray[np.float64]:
    # 32-bit draws (small ranges) keep half a 64-bit output for the next one;
    # 64-bit draws in between must leave that half alone, as NumPy's do.
    rng = np.random.default_rng(seed)
    out = np.zeros(3 * n)
    for i in range(n):
        out[3 * i] = rng.integers(0, 1000)
        out[3 * i + 1] = rng.random()
        out[3 * i + 2] = rng.normal(1.0, 3.0)
    return out


def fresh(n: int) -> npt.NDArray[np.float64]:
    # No seed: 128 bits of operating-system entropy.
    return np.random.default_rng().random(n)
