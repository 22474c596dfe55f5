"""Python references for array operators where NumPy's own call leaves a
result unspecified (named from ops/decls as `pyaot.ndreference.NAME`)."""

from __future__ import annotations

import numpy as np


def argsort_stable(a: np.ndarray, axis: int | None = -1, kind: str | None = None) -> np.ndarray:
    """numpy.argsort orders equal keys arbitrarily by default; pyaot's sort is
    stable, which is one of the orders NumPy may give (and the one kind="stable"
    and kind="mergesort" ask for)."""
    return np.argsort(a, axis=axis, kind="stable")


def torch_resize_bilinear(img: np.ndarray, size: tuple[int, int]) -> np.ndarray:
    """torchvision.transforms.functional.resize(img, size, BILINEAR,
    antialias=False) on a (C, H, W) or (H, W) float tensor, computed as
    torch's CPU kernel (upsample_bilinear2d, align_corners=False) does, in
    the tensor's precision. torch is not a dependency: this is the formula."""
    if img.ndim not in (2, 3) or img.dtype.kind != "f":
        raise ValueError("expected a (C, H, W) or (H, W) float tensor")
    h, w = (int(s) for s in size)
    if h <= 0 or w <= 0:
        raise ValueError("size must be (height, width), positive")
    chw = img if img.ndim == 3 else img[None]
    c, big_h, big_w = chw.shape
    if big_h == 0 or big_w == 0:
        raise ValueError("input image is empty")
    f = img.dtype.type

    def coords(n_out: int, n_in: int):
        scale = f(n_in) / f(n_out)
        s = np.maximum(f(0), (np.arange(n_out, dtype=img.dtype) + f(0.5)) * scale - f(0.5))
        i0 = np.minimum(s.astype(np.int64), n_in - 1)
        i1 = np.minimum(i0 + 1, n_in - 1)
        return i0, i1, (s - i0.astype(img.dtype)).astype(img.dtype)

    y0, y1, ly = coords(h, big_h)
    x0, x1, lx = coords(w, big_w)
    lx, ly = lx[None, None, :], ly[None, :, None]
    one = f(1)
    top = (one - lx) * chw[:, y0][:, :, x0] + lx * chw[:, y0][:, :, x1]
    bottom = (one - lx) * chw[:, y1][:, :, x0] + lx * chw[:, y1][:, :, x1]
    out = ((one - ly) * top + ly * bottom).astype(img.dtype)
    return out if img.ndim == 3 else out[0]


def torch_normalize(tensor: np.ndarray, mean: np.ndarray, std: np.ndarray) -> np.ndarray:
    """torchvision.transforms.functional.normalize on a (C, H, W) tensor."""
    if tensor.ndim != 3:
        raise ValueError("normalize expects a (C, H, W) tensor")
    c = tensor.shape[0]
    if mean.shape != (c,) or std.shape != (c,):
        raise ValueError("normalize: mean and std must have one value per channel")
    return (tensor - mean[:, None, None]) / std[:, None, None]


def getitem(a: np.ndarray, index: np.ndarray) -> np.ndarray:
    """a[index] for a boolean mask or an integer index array."""
    return a[index]


def clip_lower(a: np.ndarray, a_min: object) -> np.ndarray:
    """np.clip(a, a_min, None), the call np.clip with a_max=None becomes."""
    return np.clip(a, a_min, None)


def clip_upper(a: np.ndarray, a_max: object) -> np.ndarray:
    """np.clip(a, None, a_max)."""
    return np.clip(a, None, a_max)
