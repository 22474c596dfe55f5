"""Darkens an RGB image towards its corners. The executable takes the image
as a PNG or JPEG file and writes the result as one (`--out out.png`)."""

import numpy as np

Image = np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]


def vignette(img: Image, strength: float) -> Image:
    h, w = img.shape[0], img.shape[1]
    ys = (np.arange(h) - (h - 1) / 2.0) / max(h, 1)
    xs = (np.arange(w) - (w - 1) / 2.0) / max(w, 1)
    r2 = ys.reshape(h, 1) * ys.reshape(h, 1) + xs.reshape(1, w) * xs.reshape(1, w)
    gain = np.clip(1.0 - strength * r2, 0.0, 1.0)
    return (img * gain.reshape(h, w, 1)).astype(np.uint8)
