"""Float and chaos-game benchmarks in the spirit of pyperformance."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Iterable, Sequence

POINTS = 20000


class Point:
    __slots__ = ("x", "y", "z")

    def __init__(self, i: float) -> None:
        self.x = x = math.sin(i)
        self.y = math.cos(i) * 3
        self.z = (x * x) / 2

    def __repr__(self) -> str:
        return f"<Point: x={self.x:.6f}, y={self.y:.6f}, z={self.z:.6f}>"

    def normalize(self) -> None:
        x, y, z = self.x, self.y, self.z
        norm = math.sqrt(x * x + y * y + z * z)
        self.x /= norm
        self.y /= norm
        self.z /= norm

    def maximize(self, other: "Point") -> "Point":
        self.x = self.x if self.x > other.x else other.x
        self.y = self.y if self.y > other.y else other.y
        self.z = self.z if self.z > other.z else other.z
        return self


def maximize(points: Sequence[Point]) -> Point:
    nxt = points[0]
    for p in points[1:]:
        nxt = nxt.maximize(p)
    return nxt


def bench_float(count: int) -> Point:
    points = [Point(i) for i in range(count)]
    for p in points:
        p.normalize()
    return maximize(points)


@dataclass(frozen=True)
class Vec:
    x: float
    y: float

    def __add__(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def lerp(self, other: "Vec", t: float) -> "Vec":
        return Vec(self.x + (other.x - self.x) * t, self.y + (other.y - self.y) * t)


class ChaosGame:
    def __init__(self, vertices: Iterable[Vec], ratio: float = 0.5, seed: int = 1234) -> None:
        self.vertices = list(vertices)
        self.ratio = ratio
        self.rng = random.Random(seed)

    def run(self, steps: int, width: int, height: int) -> list[list[int]]:
        grid = [[0] * width for _ in range(height)]
        pos = Vec(0.3, 0.3)
        for step in range(steps):
            target = self.rng.choice(self.vertices)
            pos = pos.lerp(target, self.ratio)
            if step < 20:
                continue
            col = min(width - 1, max(0, int(pos.x * (width - 1) + 0.5)))
            row = min(height - 1, max(0, int((1.0 - pos.y) * (height - 1) + 0.5)))
            grid[row][col] += 1
        return grid


def polygon(n: int) -> list[Vec]:
    verts = []
    for k in range(n):
        ang = math.pi / 2 + 2 * math.pi * k / n
        verts.append(Vec(0.5 + 0.5 * math.cos(ang), 0.5 + 0.5 * math.sin(ang)))
    return verts


def shade(count: int, peak: int) -> str:
    ramp = " .:-=+*#%@"
    if count == 0:
        return " "
    idx = 1 + int((len(ramp) - 2) * math.log1p(count) / math.log1p(peak))
    return ramp[idx]


def render(grid: list[list[int]]) -> list[str]:
    peak = max(max(row) for row in grid)
    return ["".join(shade(c, peak) for c in row).rstrip() for row in grid]


def main() -> None:
    random.seed(42)
    result = bench_float(POINTS)
    print(result)
    print(f"sum={result.x + result.y + result.z:.9f}")
    jitter = [random.gauss(0.0, 1.0) for _ in range(1000)]
    mean = math.fsum(jitter) / len(jitter)
    var = math.fsum((v - mean) ** 2 for v in jitter) / (len(jitter) - 1)
    print(f"gauss mean={mean:.6f} std={math.sqrt(var):.6f}")

    game = ChaosGame([Vec(0.0, 0.0), Vec(1.0, 0.0), Vec(0.5, 1.0)], seed=7)
    grid = game.run(30000, 48, 18)
    for line in render(grid):
        print(line)
    filled = sum(1 for row in grid for c in row if c)
    print(f"triangle: filled cells={filled} of {48 * 18}")

    penta = ChaosGame(polygon(5), ratio=0.618, seed=11)
    g2 = penta.run(20000, 30, 12)
    total = sum(map(sum, g2))
    centre = g2[6][15]
    print(f"pentagon: plotted={total} centre={centre} max={max(map(max, g2))}")


if __name__ == "__main__":
    main()
