"""An abc.ABC shape hierarchy: an abstract area() (its body `...`), a class
variable counting instances, super().__init__, int areas beside float ones,
__lt__ for sorted(), isinstance() narrowing inside a generator, and a dict
comprehension."""

from abc import ABC, abstractmethod
import math


class Shape(ABC):
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self):
        ...

    def perimeter(self):
        return 0.0

    def __str__(self):
        return f"{self.name}: area={self.area():.2f} perimeter={self.perimeter():.2f}"

    def __lt__(self, other):
        return self.area() < other.area()


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"


def describe(shapes):
    total = sum(s.area() for s in shapes)
    biggest = max(shapes, key=lambda s: s.area())
    by_kind = {}
    for s in shapes:
        by_kind[s.name] = by_kind.get(s.name, 0) + 1
    ranking = sorted(by_kind.items(), key=lambda kv: (-kv[1], kv[0]))
    return total, biggest, ranking


def main():
    shapes = [Circle(1), Rect(2, 3), Square(2), Circle(0.5), Rect(1, 1)]
    for s in sorted(shapes):
        print(s)
    total, biggest, ranking = describe(shapes)
    print(f"total area {total:.3f}; biggest {biggest.name}; ranking {ranking}")
    print("shapes made:", Shape.count)
    print([type(s).__name__ for s in shapes if isinstance(s, Rect)])
    areas = {s.name + str(i): round(s.area(), 2) for i, s in enumerate(shapes)}
    print(areas)
    print(all(s.area() > 0 for s in shapes), any(isinstance(s, Circle) and s.r > 1 for s in shapes))


if __name__ == "__main__":
    main()
