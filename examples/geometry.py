"""Heron's formula: float parsing, math.sqrt and a Python exception for
impossible triangles."""

import math


def triangle_area(a: float, b: float, c: float) -> float:
    if a <= 0 or b <= 0 or c <= 0:
        raise ValueError("sides must be positive")
    s = (a + b + c) / 2
    return math.sqrt(s * (s - a) * (s - b) * (s - c))
