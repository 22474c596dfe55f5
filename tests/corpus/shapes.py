"""A geometry toolkit in classic OO style: an abstract Shape base class,
subclasses that call super(), properties with validation, classmethod
constructors and a registry, total_ordering by area, generators that yield
shapes, and itertools for pairwise statistics."""

import math
from abc import ABC, abstractmethod
from functools import total_ordering, reduce
from itertools import combinations, accumulate, chain, islice, count


class GeometryError(ValueError):
    pass


@total_ordering
class Shape(ABC):
    registry = {}
    created = 0

    def __init__(self, name):
        self.name = name
        Shape.created += 1
        self.serial = Shape.created

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__.lower()] = cls

    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    @staticmethod
    def positive(value, what):
        if value <= 0:
            raise GeometryError(f"{what} must be positive, got {value}")
        return value

    @classmethod
    def build(cls, spec):
        kind, *nums = spec.split()
        try:
            klass = cls.registry[kind]
        except KeyError:
            raise GeometryError(f"unknown shape {kind!r}") from None
        return klass(*[float(x) for x in nums])

    def compactness(self):
        """Isoperimetric quotient: 1.0 for a circle."""
        return 4 * math.pi * self.area() / self.perimeter() ** 2

    def __eq__(self, other):
        if not isinstance(other, Shape):
            return NotImplemented
        return math.isclose(self.area(), other.area())

    def __lt__(self, other):
        return self.area() < other.area()

    def __hash__(self):
        return hash(round(self.area(), 6))

    def __str__(self):
        return f"{self.name} #{self.serial}: area {self.area():.3f}, perimeter {self.perimeter():.3f}"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.radius = r

    @property
    def radius(self):
        return self._r

    @radius.setter
    def radius(self, value):
        self._r = self.positive(value, "radius")

    def area(self):
        return math.pi * self._r ** 2

    def perimeter(self):
        return 2 * math.pi * self._r

    def __repr__(self):
        return f"Circle({self._r:g})"


class Rectangle(Shape):
    def __init__(self, w, h, name="rectangle"):
        super().__init__(name)
        self.w = self.positive(w, "width")
        self.h = self.positive(h, "height")

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

    @property
    def diagonal(self):
        return math.hypot(self.w, self.h)

    def __repr__(self):
        return f"{type(self).__name__}({self.w:g}, {self.h:g})"


class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side, name="square")

    def __repr__(self):
        return f"Square({self.w:g})"


class Triangle(Shape):
    def __init__(self, a, b, c):
        super().__init__("triangle")
        sides = sorted(self.positive(x, "side") for x in (a, b, c))
        if sides[0] + sides[1] <= sides[2]:
            raise GeometryError(f"sides {a:g}, {b:g}, {c:g} violate the triangle inequality")
        self.sides = tuple(sides)

    def area(self):
        a, b, c = self.sides
        s = (a + b + c) / 2
        return math.sqrt(s * (s - a) * (s - b) * (s - c))

    def perimeter(self):
        return sum(self.sides)

    def is_right(self):
        a, b, c = self.sides
        return math.isclose(a * a + b * b, c * c)

    def __repr__(self):
        return "Triangle(%g, %g, %g)" % self.sides


class RegularPolygon(Shape):
    def __init__(self, n, side):
        super().__init__(f"{int(n)}-gon")
        if n < 3:
            raise GeometryError("a polygon needs at least 3 sides")
        self.n = int(n)
        self.side = self.positive(side, "side")

    def area(self):
        return self.n * self.side ** 2 / (4 * math.tan(math.pi / self.n))

    def perimeter(self):
        return self.n * self.side

    def __repr__(self):
        return f"RegularPolygon({self.n}, {self.side:g})"


SPECS = """
circle 1
square 2
rectangle 3 1.5
triangle 3 4 5
triangle 1 1 3
regularpolygon 6 1
circle -2
hexagon 4
square 1.7724538509055159
triangle 2 2 2
regularpolygon 2 5
rectangle 4 1
"""


def parse_all(text):
    for line in text.strip().splitlines():
        try:
            yield Shape.build(line)
        except GeometryError as e:
            print(f"  skip {line!r}: {e}")


def polygons_approaching_circle():
    for n in count(3):
        yield RegularPolygon(n, 2 * math.sin(math.pi / n))


def main() -> None:
    print("registry:", sorted(Shape.registry))
    shapes = list(parse_all(SPECS))
    print(len(shapes), "shapes built,", Shape.created, "constructed")
    for s in shapes:
        print(" ", s, "|", repr(s))
    print("sorted by area:", sorted(shapes))
    print("largest:", max(shapes), " smallest:", min(shapes))
    print("circle(1) == square(sqrt(pi)):", shapes[0] == shapes[5], " distinct areas:", len(set(shapes)))
    print("by compactness:")
    for s in sorted(shapes, key=Shape.compactness, reverse=True):
        print("   %-10s %.4f" % (s.name, s.compactness()))
    tri = [s for s in shapes if isinstance(s, Triangle)]
    print("right triangles:", [t for t in tri if t.is_right()])
    rects = [s for s in shapes if isinstance(s, Rectangle)]
    print("diagonals:", ["%.3f" % r.diagonal for r in rects], "squares:", sum(isinstance(r, Square) for r in rects))
    areas = [s.area() for s in shapes]
    print("running total:", [round(x, 2) for x in accumulate(areas)])
    print("product of perimeters: %.2f" % reduce(lambda a, b: a * b, (s.perimeter() for s in shapes)))
    pairs = [(a, b) for a, b in combinations(shapes, 2) if abs(a.area() - b.area()) < 0.5]
    print("near-equal pairs:", [(repr(a), repr(b)) for a, b in pairs])
    print("ordering ops:", shapes[1] > shapes[0], shapes[1] >= shapes[3], shapes[2] <= shapes[3])
    for p in islice(polygons_approaching_circle(), 0, 60, 12):
        print(f"  {p.n:>2}-gon in unit circle: area {p.area():.6f} (pi - area = {math.pi - p.area():.2e})")
    c = shapes[0]
    try:
        c.radius = 0
    except GeometryError as e:
        print("setter refused:", e, "| still", repr(c))
    c.radius = 2
    print("after resize:", c, list(chain([repr(c)], map(repr, tri))))


if __name__ == "__main__":
    main()
