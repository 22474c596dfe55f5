"""A tiny ray tracer: vectors with operators, spheres, a light, and an
ASCII rendering of the shaded scene."""

import math


class Vec:
    __slots__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def length(self):
        return math.sqrt(self.dot(self))

    def normalized(self):
        n = self.length()
        return Vec(self.x / n, self.y / n, self.z / n)

    def __repr__(self):
        return "Vec(%.2f, %.2f, %.2f)" % (self.x, self.y, self.z)


class Sphere:
    def __init__(self, center, radius, shine):
        self.center = center
        self.radius = radius
        self.shine = shine

    def intersect(self, origin, direction):
        oc = origin - self.center
        b = oc.dot(direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        t = -b - math.sqrt(disc)
        return t if t > 1e-6 else None

    def normal(self, point):
        return (point - self.center).normalized()


SCENE = [
    Sphere(Vec(0.0, -0.2, 3.0), 1.0, 0.9),
    Sphere(Vec(1.4, 0.6, 4.0), 0.7, 0.6),
    Sphere(Vec(0.0, -1001.0, 3.0), 1000.0, 0.3),
]
LIGHT = Vec(-2.0, 3.0, -1.0)
PALETTE = " .,:;ox%#@"


def trace(origin, direction):
    hit, best = None, float("inf")
    for s in SCENE:
        t = s.intersect(origin, direction)
        if t is not None and t < best:
            hit, best = s, t
    if hit is None:
        return 0.0
    point = origin + direction * best
    n = hit.normal(point)
    to_light = (LIGHT - point).normalized()
    for s in SCENE:
        if s is not hit and s.intersect(point, to_light) is not None:
            return 0.05
    return max(0.0, n.dot(to_light)) * hit.shine


def main(width: int, height: int) -> None:
    eye = Vec(0.0, 0.0, 0.0)
    total = 0.0
    for j in range(height):
        row = []
        for i in range(width):
            x = (i - width / 2) / (width / 2)
            y = -(j - height / 2) / (height / 2) * 0.6
            d = Vec(x, y, 1.0).normalized()
            v = trace(eye, d)
            total += v
            row.append(PALETTE[min(len(PALETTE) - 1, int(v * len(PALETTE)))])
        print("".join(row))
    print(f"mean brightness {total / (width * height):.4f}")
    print(SCENE[1].center, LIGHT.normalized())


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]), int(sys.argv[2]))
