"""Composite Simpson's rule over a Gaussian: float loops, math leaf ops and a
function traced from another module."""

from examples.numeric import gaussian, lerp

SIGMA = 0.75
MU = 0.5


def simpson(a: float, b: float, n: int) -> float:
    """Integral of the N(MU, SIGMA) density over [a, b] with n (even) panels."""
    if n <= 0 or n % 2 == 1:
        n = max(2, n + n % 2)
    h = (b - a) / n
    total = gaussian(a, MU, SIGMA) + gaussian(b, MU, SIGMA)
    for i in range(1, n):
        x = lerp(a, b, i / n)
        weight = 4.0 if i % 2 == 1 else 2.0
        total += weight * gaussian(x, MU, SIGMA)
    return total * h / 3.0
