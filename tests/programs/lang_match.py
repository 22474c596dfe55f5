"""Differential tests: `match` statements (PEP 634) as programs write them --
command interpreters over tuples and word lists, tree walks over Optional
nodes, shapes by class pattern, configuration dicts, guards that fail and
leave their names bound (tests/test_language.py runs them against CPython)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    CLUBS = "c"
    HEARTS = "h"
    SPADES = "s"


@dataclass
class Point:
    x: int
    y: int


@dataclass
class Shape:
    name: str


@dataclass
class Circle(Shape):
    r: float


@dataclass
class Rect(Shape):
    w: float
    h: float


@dataclass
class Node:
    value: int
    left: Node | None = None
    right: Node | None = None


class Vec:
    __match_args__ = ("x", "y")

    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y


def _parse(line: str):
    parts = line.split()
    if not parts:
        return ("noop",)
    if parts[0] == "move" and len(parts) == 3 and parts[1].lstrip("-").isdigit() \
            and parts[2].lstrip("-").isdigit():
        return ("move", int(parts[1]), int(parts[2]))
    if parts[0] == "say":
        return ("say", " ".join(parts[1:]))
    return ("bad", len(parts), parts[0])


def m_commands(lines: list[str]) -> list[str]:
    # A union of tuples of three lengths, told apart by the patterns' lengths.
    x = y = 0
    out = []
    for line in lines:
        match _parse(line):
            case ("move", dx, dy) if dx == 0 and dy == 0:
                out.append("stay")
            case ("move", dx, dy):
                x, y = x + dx, y + dy
                out.append(f"at {x},{y}")
            case ("say", text):
                out.append("said " + repr(text))
            case ("noop",):
                continue
            case ("bad", n, word):
                out.append(f"bad {word} ({n})")
    return out


def m_words(text: str) -> list[str]:
    out = []
    for sentence in text.split(","):
        match sentence.split():
            case []:
                out.append("nothing")
            case ["go", direction]:
                out.append("going " + direction)
            case ["go", *rest]:
                out.append(f"go where? {rest}")
            case ["drop", *things, "now"]:
                out.append("drop now " + "+".join(things))
            case ["north" | "south" | "east" | "west" as d]:
                out.append("short " + d)
            case [first, *_, last] if first == last:
                out.append("same ends " + first)
            case [first, *middle]:
                out.append(f"{first} and {len(middle)} more")
    return out


def m_status(codes: list[int]) -> list[str]:
    out = []
    for code in codes:
        match code:
            case 200 | 201 | 204:
                out.append("ok")
            case 404:
                out.append("not found")
            case c if c >= 500:
                out.append(f"server error {c}")
            case 0:
                break
            case other:
                out.append(f"status {other}")
    return out


def _describe(p: Point) -> str:
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y at {y}"
        case Point(x=x, y=0):
            return f"on x at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return f"at {p.x},{p.y}"


def m_points(xs: list[int]) -> list[str]:
    return [_describe(Point(a, b)) for a, b in zip(xs, reversed(xs))]


def _area(s: Shape) -> float:
    match s:
        case Circle(r=r):
            return 3.0 * r * r
        case Rect(w=w, h=h) if w == h:
            return w * w
        case Rect(w=w, h=h):
            return w * h
        case _:
            return 0.0


def m_shapes(sizes: list[float]) -> list[float]:
    shapes: list[Shape] = [Shape("blank")]
    for i, s in enumerate(sizes):
        shapes.append(Circle("c", s) if i % 3 == 0 else Rect("r", s, s if i % 3 == 1 else 2.0))
    return [_area(s) for s in shapes]


def _depth(t: Node | None) -> int:
    match t:
        case None:
            return 0
        case Node(left=left, right=right):
            return 1 + max(_depth(left), _depth(right))


def _total(t: Node | None) -> int:
    match t:
        case Node(value=v, left=left, right=right):
            return v + _total(left) + _total(right)
        case _:
            return 0


def _insert(t: Node | None, v: int) -> Node:
    match t:
        case None:
            return Node(v)
        case Node(value=w) if v < w:
            t.left = _insert(t.left, v)
        case Node():
            t.right = _insert(t.right, v)
    return t


def m_tree(values: list[int]) -> tuple[int, int]:
    root = None
    for v in values:
        root = _insert(root, v)
    return _depth(root), _total(root)


def m_config(pairs: list[tuple[str, int]]) -> str:
    c = dict(pairs)
    match c:
        case {"width": w, "height": h} if w * h > 100:
            return f"big {w}x{h}"
        case {"width": w, "height": h}:
            return f"{w}x{h}"
        case {"width": 0 | 1}:
            return "thin"
        case {"depth": d}:
            return f"depth {d}"
        case {}:
            return f"{len(c)} other keys"
    return "unreachable"


def m_counter(text: str) -> list[str]:
    # A Counter is a mapping; a str is not a sequence to a pattern.
    counts = Counter(text)
    out = []
    match counts:
        case {"a": n} if n > 1:
            out.append(f"{n} a's")
        case {"a": _}:
            out.append("one a")
    match text:
        case [x, y]:
            out.append(f"never {x}{y}")
        case "ab" | "ba":
            out.append("ab")
        case str(s) if len(s) == 2:
            out.append("two: " + s)
    return out


def m_flags(bits: list[int]) -> list[str]:
    out = []
    for b in bits:
        v = None if b < 0 else b % 2 == 1
        match v:
            case None:
                out.append("unset")
            case True:
                out.append("on")
            case False:
                out.append("off")
        match b:
            case True:  # 1 == True, but 1 is not True: never matches an int
                out.append("never")
            case 1:
                out.append("one")
    return out


def m_guard_leaves_names_bound(pairs: list[int]) -> list[int]:
    out = []
    x = -1
    for a in pairs:
        match (a, a % 3):
            case (x, 0) if x > 10:
                out.append(x * 2)
            case (_, 1):
                pass
            case (y, _):
                out.append(-y)
        out.append(x)
    return out


def m_suits(names: list[str]) -> list[str]:
    out = []
    for n in names:
        s = Suit(n) if n in ("c", "h", "s") else Suit.SPADES
        match s:
            case Suit.HEARTS:
                out.append("red")
            case Suit.CLUBS | Suit.SPADES as black:
                out.append("black " + black.name)
    return out


def m_vectors(xs: list[int]) -> list[str]:
    out = []
    for a, b in zip(xs, xs[1:]):
        match Vec(a, b):
            case Vec(0, 0):
                out.append("zero")
            case Vec(x, 0) | Vec(0, x):
                out.append(f"axis {x}")
            case Vec(x, y) if x == -y:
                out.append("anti")
            case Vec(x=x):
                out.append(f"x {x}")
    return out


def _stream(items: list[int]):
    for item in items:
        match (item % 4, item):
            case (0, _):
                continue
            case (3, n):
                yield -n
                return
            case (k, n):
                yield k * n


def m_generator(items: list[int]) -> list[int]:
    return list(_stream(items))


@dataclass
class _Base:
    x: int
    z: int
    __match_args__ = ("z",)


@dataclass
class _Derived(_Base):
    y: int


def m_review_forms(xs: list[int]) -> list[str]:
    # Names are bound before the guard runs (a guard that changes the
    # subject does not change them); a nested function rebinding the
    # subject (nonlocal) does not change what later cases test; a dataclass
    # makes its own __match_args__ over a base's written one; a pattern
    # longer than a tuple does not match it; a star takes a tuple's tail.
    out = []
    lst = list(xs[:2])
    match lst:
        case [a, b] if lst.pop() > -100:
            out.append(f"bound {a} {b} {len(lst)}")
        case _:
            out.append("other")
    subject = list(xs[:1])

    def swap() -> bool:
        nonlocal subject
        subject = [9, 9, 9]
        return False

    match subject:
        case [a] if swap():
            out.append("never")
        case [c]:
            out.append(f"one {c}")
        case _:
            out.append(f"other {len(subject)}")
    match _Derived(len(xs), 2, 3):
        case _Derived(v):
            out.append(f"first field {v}")
    t = (len(xs), 7, 8)
    match t:
        case (a, b, c, d):
            out.append("four")
        case (a, *rest):
            out.append(f"star {a} {rest}")
    return out


@dataclass
class _Wide:
    x: int
    y: int = 0


@dataclass
class _Wider(_Wide):
    x: int = 5  # declared again: keeps its place in __init__ and __match_args__
    z: int = 1


def m_redefined_fields(n: int) -> list[str]:
    out = []
    match _Wider(n, 2, 3):
        case _Wider(p, q, r):
            out.append(f"{p} {q} {r}")
    t = (n, n + 1, n + 2)
    match t:
        case (a, *rest) if len(t) == 3:
            out.append(f"{a} {rest} {t[1:]} {t[::-1]} {t[-2:]}")
    return out
