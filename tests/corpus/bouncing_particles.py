"""Particles under gravity: Vector classes with __add__/__mul__/__repr__, a
class counter attribute, random.Random, a generator sum and min/max of
attributes."""

import math
import random


class Vector:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vector(self.x + other.x, self.y + other.y)

    def __mul__(self, k):
        return Vector(self.x * k, self.y * k)

    def norm(self):
        return math.hypot(self.x, self.y)

    def __repr__(self):
        return f"Vector({self.x:.2f}, {self.y:.2f})"


class Particle:
    count = 0

    def __init__(self, pos, vel, mass=1.0):
        self.pos = pos
        self.vel = vel
        self.mass = mass
        Particle.count += 1

    def step(self, dt, gravity):
        self.vel = self.vel + gravity * dt
        self.pos = self.pos + self.vel * dt
        if self.pos.y < 0:
            self.pos = Vector(self.pos.x, -self.pos.y)
            self.vel = Vector(self.vel.x, -self.vel.y * 0.9)


def simulate(n, steps, seed=1):
    rng = random.Random(seed)
    ps = [Particle(Vector(rng.uniform(0, 10), rng.uniform(5, 10)),
                   Vector(rng.uniform(-1, 1), 0.0)) for _ in range(n)]
    g = Vector(0.0, -9.81)
    for _ in range(steps):
        for p in ps:
            p.step(0.01, g)
    energy = sum(0.5 * p.mass * p.vel.norm() ** 2 + p.mass * 9.81 * p.pos.y for p in ps)
    return ps, energy


def main():
    ps, e = simulate(5, 300)
    for p in ps:
        print(p.pos, p.vel)
    print("energy %.4f" % e, Particle.count)
    stats = {"min": min(p.pos.y for p in ps), "max": max(p.pos.y for p in ps)}
    print(", ".join(f"{k}={v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
