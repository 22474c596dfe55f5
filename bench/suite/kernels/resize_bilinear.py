"""Bilinear image resize (align-corners), with gathers by index arrays."""

import numpy as np
import numpy.typing as npt


def resize_bilinear(img: npt.NDArray[np.float64], out_h: int, out_w: int) -> npt.NDArray[np.float64]:
    h = img.shape[0]
    w = img.shape[1]
    ys = np.arange(out_h) * ((h - 1) / (out_h - 1))
    xs = np.arange(out_w) * ((w - 1) / (out_w - 1))
    y0 = np.floor(ys).astype(np.int64)
    x0 = np.floor(xs).astype(np.int64)
    y1 = np.minimum(y0 + 1, h - 1)
    x1 = np.minimum(x0 + 1, w - 1)
    wy = (ys - y0).reshape((out_h, 1))
    wx = (xs - x0).reshape((1, out_w))
    top = img[y0]
    bottom = img[y1]
    upper = np.take(top, x0, axis=1) * (1.0 - wx) + np.take(top, x1, axis=1) * wx
    lower = np.take(bottom, x0, axis=1) * (1.0 - wx) + np.take(bottom, x1, axis=1) * wx
    return upper * (1.0 - wy) + lower * wy
