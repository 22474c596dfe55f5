"""Matrix product."""

import numpy as np
import numpy.typing as npt


def matmul(a: npt.NDArray[np.float64], b: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    return a @ b
