"""Ints passed where float is annotated (PEP 484's numeric tower): CPython
keeps the int, compiled code a double, so they may only meet where no read
can tell them apart (pyaot.infer_intfloat): an operand of + - * / with a
surely-float other operand, a division, a comparison, a math function,
float(), a variable read after a float is surely stored in it. Geometry,
statistics and physics code calling with int literals and int variables,
printing the float results, in f-strings and lists; a dataclass with float
fields built from ints.
"""
# entry: int_float_report
# inputs: [[3, 4, 10], 2.5]
import math
from dataclasses import dataclass


@dataclass
class Particle:
    mass: float
    speed: float = 0

    def energy(self) -> float:
        return 0.5 * self.mass * self.speed * self.speed


def circle_area(r: float) -> float:
    return math.pi * r * r


def hypot_len(a: float, b: float) -> float:
    return math.sqrt(a * a + b * b)


def mean(total: float, count: int) -> float:
    return total / count


def clamp_ratio(x: float, lo: float, hi: float) -> bool:
    return lo <= x <= hi


def scaled(x: float, k: float) -> float:
    return 1.0 * x * k


def accumulate(xs: list[int], rate: float) -> float:
    total: float = 0
    for x in xs:
        total += x * rate
    total = total + 0.0
    return total


def int_float_report(xs: list[int], rate: float) -> list[str]:
    out: list[str] = []
    for n in xs:
        out.append(f"{circle_area(n):.3f} {hypot_len(n, 4):.4f} {scaled(n, 3)}")
        out.append(str(mean(n, 2)) + " " + str(clamp_ratio(n, 0, 5)))
    p = Particle(2, 3)
    q = Particle(4)
    out.append(f"{p.energy()} {q.energy()} {p.mass * 1.5} {q.speed + rate}")
    out.append(repr([circle_area(2) + rate, hypot_len(3, 4) * rate]))
    out.append(str(accumulate(xs, rate)))
    big: float = 3
    big = big * 0.5
    out.append(f"{big} {big:.2f}")
    return out
