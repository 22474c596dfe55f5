"""Monte Carlo estimate of pi with NumPy's seeded generator: the compiled
program draws the same numbers as NumPy does for the same seed, on every
platform, so its estimate is exactly CPython's."""

import numpy as np


def estimate_pi(seed: int, samples: int) -> float:
    rng = np.random.default_rng(seed)
    points = rng.random((samples, 2))
    inside = (points * points).sum(axis=1) <= 1.0
    return 4.0 * float(inside.sum()) / max(samples, 1)
