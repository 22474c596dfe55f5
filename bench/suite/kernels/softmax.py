"""Row-wise softmax, the numerically stable way."""

import numpy as np
import numpy.typing as npt


def softmax(x: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)
