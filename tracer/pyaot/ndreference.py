"""Python references for array operators where NumPy's own call leaves a
result unspecified (named from ops/decls as `pyaot.ndreference.NAME`)."""

from __future__ import annotations

import numpy as np


def argsort_stable(a: np.ndarray, axis: int | None = -1) -> np.ndarray:
    """numpy.argsort orders equal keys arbitrarily by default; pyaot's sort is
    stable, which is one of the orders NumPy may give."""
    return np.argsort(a, axis=axis, kind="stable")
