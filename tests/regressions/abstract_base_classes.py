"""Abstract base classes (abc.ABC, @abc.abstractmethod), as real programs
write a plugin or shape hierarchy: the base class names the methods every
subclass must define, with `...`, `pass`, a docstring or `raise
NotImplementedError` as the body, and calls them from its own methods (the
template method). They were refused: "base class 'ABC' ... not supported"
and "Ellipsis (...): not supported". Calling a class that leaves a method
abstract is refused at build time (CPython raises TypeError there), and so
is super().m() of a placeholder body (CPython returns None from it).
"""
# entry: report
# inputs: [3]
from __future__ import annotations

import abc
import math
from abc import ABC, abstractmethod


class Shape(ABC):
    def __init__(self, name: str) -> None:
        self.name = name

    @abstractmethod
    def area(self) -> float:
        ...

    @abstractmethod
    def perimeter(self) -> float:
        """The length of the outline."""

    def describe(self) -> str:
        return f"{self.name}: area {self.area():.3f}, perimeter {self.perimeter():.3f}"

    def ratio(self) -> float:
        p = self.perimeter()
        return self.area() / p if p else 0.0


class Circle(Shape):
    def __init__(self, r: float) -> None:
        super().__init__("circle")
        self.r = r

    def area(self) -> float:
        return math.pi * self.r ** 2

    def perimeter(self) -> float:
        return 2 * math.pi * self.r


class Rectangle(Shape):
    def __init__(self, w: float, h: float) -> None:
        super().__init__("rectangle")
        self.w, self.h = w, h

    def area(self) -> float:
        return self.w * self.h

    def perimeter(self) -> float:
        return 2 * (self.w + self.h)


class Square(Rectangle):
    def __init__(self, s: float) -> None:
        super().__init__(s, s)
        self.name = "square"


class Codec(abc.ABC):
    @abc.abstractmethod
    def encode(self, text: str) -> str:
        raise NotImplementedError

    @abstractmethod
    def tag(self) -> str:
        return "codec"

    def roundtrip(self, text: str) -> str:
        return f"[{self.tag()}] {self.encode(text)}"


class Rot13(Codec):
    def encode(self, text: str) -> str:
        out = []
        for c in text:
            if "a" <= c <= "z":
                out.append(chr((ord(c) - 97 + 13) % 26 + 97))
            else:
                out.append(c)
        return "".join(out)

    def tag(self) -> str:
        return "rot13/" + super().tag()


class Reverse(Codec):
    def encode(self, text: str) -> str:
        return text[::-1]

    def tag(self) -> str:
        return Codec.tag(self).upper()


def report(n: int) -> list[str]:
    x = float(n)
    shapes: list[Shape] = [Circle(x), Rectangle(x, x + 1), Square(x)]
    lines = [s.describe() for s in shapes]
    lines.append(f"{max(s.ratio() for s in shapes):.4f}")
    codecs: list[Codec] = [Rot13(), Reverse()]
    for c in codecs:
        lines.append(c.roundtrip("hello abc" * n))
    return lines
