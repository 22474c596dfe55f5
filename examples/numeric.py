"""Small numeric helpers, imported by other examples (cross-module calls)."""

import math


def gaussian(x: float, mu: float, sigma: float) -> float:
    z = (x - mu) / sigma
    return math.exp(-0.5 * z * z) / (sigma * math.sqrt(2.0 * math.pi))


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t
