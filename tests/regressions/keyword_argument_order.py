"""Keyword arguments written out of parameter order: CPython evaluates a
call's arguments as written, so `Rec(y=f(), x=g())` runs f() first, and
when both raise, f's exception is the one that escapes. Compiled code bound
keywords to their parameters and then evaluated them in parameter order
(the fuzzer's seed 20261207 found it: a dataclass built with `b=` a floor
division by zero and `a=` a construction whose __post_init__ raised
ValueError; CPython raised ZeroDivisionError). A call now carries the order
its arguments are evaluated in (ir.Call.order), for functions, methods,
classes with __init__ (and *args, **kwargs), dataclasses and operators
(str.split, print).
"""
# entry: main
# inputs: [0]
from dataclasses import dataclass, field


@dataclass
class Rec:
    x: int
    y: int = 3
    tags: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.x % 11 == 7:
            raise ValueError("x is 7 mod 11")


class Shape:
    def area(self, scale: int, pad: int = 1) -> int:
        return scale + pad


class Square(Shape):
    def __init__(self, side: int) -> None:
        self.side = side

    def area(self, scale: int, pad: int = 1) -> int:
        return self.side * self.side * scale + pad


class Point:
    def __init__(self, x: int, y: int, *rest: int, **named: int) -> None:
        self.v = x - y + sum(rest) + len(named)


def tick(log: list[str], label: str, v: int) -> int:
    log.append(label)
    print("evaluating", label)
    return v


def spread(lo: int, hi: int, step: int = 1) -> list[int]:
    return list(range(lo, hi, step))


def main(n: int) -> None:
    log: list[str] = []
    print(spread(hi=tick(log, "hi", 5), lo=tick(log, "lo", n)))
    print(spread(n, step=tick(log, "step", 2), hi=tick(log, "hi2", 9)))
    shapes: list[Shape] = [Shape(), Square(3)]
    for s in shapes:
        print(s.area(pad=tick(log, "pad", 2), scale=tick(log, "scale", 4)))
    r = Rec(y=tick(log, "y", 5), x=tick(log, "x", 6))
    p = Point(y=tick(log, "py", 1), x=tick(log, "px", 2), z=tick(log, "pz", 3))
    print(r, p.v, log)
    for bad in (7, 18):
        try:
            print(Rec(y=1 // n, x=tick(log, "bad", bad)))
        except ZeroDivisionError:
            print("ZeroDivisionError first")
        except ValueError as e:
            print("ValueError first", e)
    words = "a,b,c,d"
    print(words.split(maxsplit=tick(log, "maxsplit", 2), sep=words[tick(log, "sep", 1)]))
    print("to", "stdout", end=words[tick(log, "end", 3)] + "\n", sep=str(tick(log, "sep2", 0)))
    try:
        print(spread(step=int("2x"), lo=1 // n, hi=3))
    except ValueError:
        print("ValueError first")
    except ZeroDivisionError:
        print("ZeroDivisionError first")
