"""The chaos game: random jumps towards the corners of a polygon draw a
Sierpinski-like fractal; the points are binned into a character grid."""

import math
import random

WIDTH = 48
HEIGHT = 24
SHADES = " .:-=+*#%@"


def polygon(n, radius=1.0):
    return [(radius * math.cos(2 * math.pi * k / n - math.pi / 2),
             radius * math.sin(2 * math.pi * k / n - math.pi / 2)) for k in range(n)]


def play(corners, steps, ratio, rng):
    x, y = 0.0, 0.0
    points = []
    last = -1
    for i in range(steps):
        k = rng.randrange(len(corners))
        if len(corners) > 3 and k == last:
            continue
        last = k
        cx, cy = corners[k]
        x += (cx - x) * ratio
        y += (cy - y) * ratio
        if i > 20:
            points.append((x, y))
    return points


def render(points):
    grid = [[0] * WIDTH for _ in range(HEIGHT)]
    for x, y in points:
        col = int((x + 1.0) / 2.0 * (WIDTH - 1))
        row = int((y + 1.0) / 2.0 * (HEIGHT - 1))
        if 0 <= row < HEIGHT and 0 <= col < WIDTH:
            grid[row][col] += 1
    peak = max(max(r) for r in grid)
    lines = []
    for r in grid:
        lines.append("".join(SHADES[min(len(SHADES) - 1, c * len(SHADES) // (peak + 1))]
                             for c in r).rstrip())
    return lines


def main() -> None:
    rng = random.Random(1234)
    for sides, ratio in [(3, 0.5), (5, 0.618)]:
        pts = play(polygon(sides), 20000, ratio, rng)
        print(f"{sides} corners, ratio {ratio}: {len(pts)} points")
        for line in render(pts):
            print(line)
        cx = sum(p[0] for p in pts) / len(pts)
        cy = sum(p[1] for p in pts) / len(pts)
        print("centroid %.3f %.3f" % (cx, cy))


if __name__ == "__main__":
    main()
