"""An nbody-style float loop: a planet around a star, integrated with the
symplectic (velocity Verlet) method; returns the relative energy drift."""

import math

G = 1.0  # gravitational constant in simulation units
STAR_MASS = 1.0


def energy(x: float, y: float, vx: float, vy: float) -> float:
    return 0.5 * (vx * vx + vy * vy) - G * STAR_MASS / math.hypot(x, y)


def energy_drift(steps: int, dt: float) -> float:
    x = 1.0
    y = 0.0
    vx = 0.0
    vy = 1.1  # a slightly eccentric orbit
    e0 = energy(x, y, vx, vy)
    r = math.hypot(x, y)
    ax = -G * STAR_MASS * x / (r * r * r)
    ay = -G * STAR_MASS * y / (r * r * r)
    for _ in range(steps):
        vx += 0.5 * dt * ax
        vy += 0.5 * dt * ay
        x += dt * vx
        y += dt * vy
        r = math.hypot(x, y)
        ax = -G * STAR_MASS * x / (r * r * r)
        ay = -G * STAR_MASS * y / (r * r * r)
        vx += 0.5 * dt * ax
        vy += 0.5 * dt * ay
    return (energy(x, y, vx, vy) - e0) / abs(e0)
