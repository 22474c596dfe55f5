"""Normalisation of each row to zero mean and unit variance, then a scale
and shift (a transformer's layer norm)."""

import numpy as np
import numpy.typing as npt


def layer_norm(x: npt.NDArray[np.float64], gamma: float, beta: float) -> npt.NDArray[np.float64]:
    mean = x.mean(axis=1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-5) * gamma + beta
