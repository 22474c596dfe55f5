"""Ints passed where float is annotated (PEP 484's numeric tower): CPython
keeps the int, compiled code a double, so they may only meet where no read
can tell them apart (pyaot.infer_intfloat): an operand of + - * / with a
surely-float other operand, a division, a comparison with a float, a math
function, float(), a variable read after a float is surely stored in it. Geometry,
statistics and physics code calling with int literals and int variables,
printing the float results, in f-strings and lists; a dataclass with float
fields built from ints; ints beyond 2**53 (big_through_floats).
"""
# entry: int_float_shown
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
    out.append(f"{p} {q == Particle(4.0, 0.0)} {[Particle(xs[0])]}")  # the generated repr
    out.append(repr([circle_area(2) + rate, hypot_len(3, 4) * rate]))
    out.append(str(accumulate(xs, rate)))
    big: float = 3
    big = big * 0.5
    out.append(f"{big} {big:.2f}")
    return out


# Reads that show the int: these slots become int | float, as CPython holds them.

class Body:
    def __init__(self, mass: float, height: float) -> None:
        self.mass = mass
        self.height = height

    def potential(self, g: float) -> float:
        return self.mass * g * self.height

    def describe(self) -> str:
        return f"m={self.mass} h={self.height}"


@dataclass
class Reading:
    value: float
    weight: float = 1


def label(x: float) -> str:
    return "x=" + str(x)


def area(w: float, h: float) -> float:
    return w * h


def zero_if_empty(xs: list[int]) -> float:
    if not xs:
        return 0
    return sum(xs) / len(xs)


def total_of(xs: list[int]) -> float:
    t: float = 0
    for x in xs:
        t += x
    return t


def power(base: float, n: int) -> float:
    if n == 0:
        return 1
    return base * power(base, n - 1)


def shown_ints(xs: list[int], rate: float) -> list[str]:
    out = [label(2), label(rate), label(xs[0]), str(area(3, 4)), f"{area(xs[0], 2.5)}"]
    out.append(repr([area(x, 2) for x in xs]))
    out.append(f"{zero_if_empty([])} {zero_if_empty(xs)} {total_of(xs)} {total_of([])}")
    out.append(f"{power(2, 10)} {power(1.5, 2)} {power(xs[0], 0)} {power(2, 3) + 0.5}")
    b = Body(10, 2)
    pe = b.potential(9.81)
    out.append(f"{b.describe()} {b.potential(10)} {pe:.2f} {b.mass / 4}")
    r, s = Reading(3), Reading(2.5, 2)
    out.append(f"{r} {s} {r.value * r.weight} {r == Reading(3.0, 1.0)}")
    y: float = xs[-1]
    out.append(f"{y} {y:.3f} {y:>6} {-y} {abs(y)} {y // 3} {y % 3} {y ** 2}")
    y = y / 3
    a = area(7, 3)
    out.append(f"{y:.4f} {round(a, 1)} {area(7, 3) > 20.5}")
    return out


def best_and_end(xs: list[int]) -> list[str]:
    """A variable starting as a float given ints later (interval scheduling's
    `end = float('-inf')` then `end = m.end`)."""
    best = float("-inf")
    end = float("-inf")
    chosen = 0
    for x in xs:
        if x > best:
            best = x
        if x >= end:
            chosen += 1
            end = x + 0.5
    return [f"{best} {end} {chosen}", str(best > 3), repr(best)]


def maybe_scaled(x: float | None, k: float = 2) -> str:
    if x is None:
        return f"none*{k}"
    return f"{x}*{k}={x * k}"


def int_float_shown(xs: list[int], rate: float) -> list[str]:
    return (int_float_report(xs, rate) + shown_ints(xs, rate) + best_and_end(xs)
            + best_and_end([]) + [maybe_scaled(3), maybe_scaled(None), maybe_scaled(1.5, 3),
                                  maybe_scaled(xs[0], rate)]
            + big_through_floats(2 ** 53 + 1, len(xs)))


# Ints beyond 2**53: CPython keeps the int, so `x * y`, `x + y`, `x // k`,
# `x % k` and `x ** k` are exact int arithmetic (or OverflowError past
# pyaot's 64-bit ints), while a double agrees only up to 2**53 (the fuzzer's
# seed 777: `p2 * p2` of an int in a float parameter); so do comparisons of
# an int with an int or a float (big_near) and int(), round(), math.floor() of one. Such reads make their
# slots int | float; math functions, float(), int(), round(), abs() and
# math.floor() then take the union's member as CPython takes an int.


def big_product(x: float, y: float) -> float:
    return x * y


def big_total(x: float, y: float) -> float:
    return x + y


def big_halves(x: float, k: float) -> float:
    return x // k


def big_rest(x: float, k: float) -> float:
    return x % k


def big_power(x: float, k: int) -> float:
    return x ** k


def big_diff_is_one(x: float, y: float) -> bool:
    return x - y == 1


def big_same(x: float, y: float) -> bool:
    return x == y


def big_below(x: float, y: int) -> bool:
    return x < y


def big_whole(x: float) -> int:
    return int(x) + math.floor(x) - round(x)


def big_scaled(x: float) -> float:
    return 2.5 * x  # a float operand: CPython computes on floats too


def big_near(x: float, y: float) -> str:
    # An int and a float compare exactly in CPython: 2**53 + 1 is neither
    # equal to nor below 2.0**53, though its double is equal.
    return f"{x == y} {x < y} {x <= y} {y < x} {x != y}"


def big_through_floats(n: int, k: int) -> list[str]:
    out = [str(big_total(n, 1)), str(big_total(n, -1) == n - 1), str(big_product(n, 1))]
    out.append(f"{big_halves(n, 1)} {big_rest(n, 2)} {big_rest(n, k)} {big_halves(n + 2, k)}")
    out.append(f"{big_diff_is_one(n + 1, n)} {big_total(n, n) > big_total(n, n - 1)} "
               f"{big_scaled(n)}")
    out.append(f"{big_same(n - 1, n)} {big_below(n - 1, n)} {big_whole(n)} "
               f"{big_same(k, 3.0)} {big_below(2.5, k)}")
    out.append(f"{big_near(n, 2.0 ** 53)} {big_near(n - 1, 2.0 ** 53)} {big_near(k, 2.5)}")
    for a, b in ((n, n), (n, 1000), (k, k), (-k, n)):
        try:
            out.append(f"{big_product(a, b)} {big_power(a, 2)} {big_power(b, 3)}")
        except OverflowError as e:
            out.append(f"OverflowError {e}")
    out.append(f"{big_power(k, 3)} {big_power(2, 62) - 1 + big_power(2, 62)} "
               f"{big_power(0.5, -k)}")
    try:
        out.append(str(big_power(0.0, -1)))
    except ZeroDivisionError as e:
        out.append(f"ZeroDivisionError {e}")
    # math.*, float(): the member's float; floor, int(), round(), abs(): the int itself
    out.append(f"{math.sqrt(big_total(n, 0)):.3f} {math.log2(big_product(k, 4)):.4f} "
               f"{float(big_total(n, 2))} {math.hypot(big_product(k, 1), 4)}")
    out.append(f"{math.floor(big_halves(n, 1))} {math.ceil(big_total(n, 2))} "
               f"{int(big_total(n, 4))} {round(big_total(n, 6))} {abs(big_total(-n, -2))} "
               f"{math.trunc(big_scaled(k))}")
    return out
