"""Module constants an import computes (built with evaluate_constants = True).

WIEN_B is found at import time by solving Wien's equation with a loop, which
the tracer's syntax-only constant folding cannot do: the build imports this
module in a sandbox (time and memory limits, no network) to read it.
"""

import math

PLANCK = 6.626_070_15e-34
LIGHT = 299_792_458.0
BOLTZMANN = 1.380_649e-23


def _wien_x() -> float:
    # x = 5 (1 - e^-x), by fixed-point iteration.
    x = 5.0
    for _ in range(60):
        x = 5.0 * (1.0 - math.exp(-x))
    return x


WIEN_B = PLANCK * LIGHT / (BOLTZMANN * _wien_x())  # metre kelvin


def peak_wavelength_nm(temperature: float) -> float:
    """Where a black body at `temperature` kelvin radiates most (Wien's law)."""
    if temperature <= 0.0:
        raise ValueError("temperature must be positive")
    return WIEN_B / temperature * 1e9
