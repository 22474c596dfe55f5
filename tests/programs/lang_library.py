"""Differential tests: library forms real programs use (issue #25) --
str.format with a literal template, round(x, n), int(s, base)
(tests/test_language.py runs them against CPython)."""

import collections
import itertools
import operator
import string
from collections import namedtuple
from dataclasses import dataclass
from functools import partial
from operator import attrgetter, itemgetter
from typing import NamedTuple

Point = namedtuple("Point", ["x", "y"])
Town = collections.namedtuple("Town", "name, x y")
Edge = namedtuple("Edge", "src dst weight", defaults=[1.0])


class Card(NamedTuple):
    rank: int
    suit: str = "s"


class Item:
    def __init__(self, name: str, price: float) -> None:
        self.name = name
        self.price = price


def lb_format_report(names: list[str], w: int) -> list[str]:
    # a report as programs print one: positional, numbered, keyword,
    # attribute and index fields, conversions and nested widths
    items = [Item(n, len(n) * 1.25) for n in names]
    total = sum(it.price for it in items)
    out = ["{:<10}|{:>8}".format("name", "price")]
    for i, it in enumerate(items):
        out.append("{0:<10}|{1:>8.2f}|{2}".format(it.name, it.price, i))
        out.append("{it.name!r}={it.price:.1f} {xs[0]}".format(it=it, xs=names))
    out.append("Total: {:,.2f} over {} items ({:.1%} each)".format(total * 1000, len(items),
                                                                    1 / max(len(items), 1)))
    out.append("{:^{}}|{:{w}d}|{{braces}}".format("mid", w, w, w=w))
    out.append("{0}{1}{0}".format(w, "-") + "{:x} {:o} {:b} {:08.3e}".format(w, w, w, total))
    return out


def lb_format_errors(w: int) -> str:
    # a name's field read twice
    out = "{0}:{0}".format(w)
    try:
        out += "{:d}".format(w / 2)
    except ValueError as e:
        out += "|" + str(e)
    return out


def lb_round(x: float, n: int) -> list[float]:
    return [round(x, n), round(x, 0), round(x, 2), round(x, -1), round(x, -2), round(-x, 3),
            round(x * 1e-5, 7), round(x, 400), round(x, -400)]


def lb_round_int(k: int, n: int) -> list[int]:
    out = [round(k, 2), round(k, 0)]
    try:
        out.append(round(k, n))
    except OverflowError:
        out.append(-1)
    return out


def lb_round_money(prices: list[float]) -> str:
    total = 0.0
    for p in prices:
        total += round(p * 1.2, 2)
    return str(round(total, 2)) + " " + str(round(total / max(len(prices), 1), 1))


def lb_int_base(s: str, base: int) -> str:
    try:
        return str(int(s, base))
    except ValueError as e:
        return "ValueError: " + str(e)
    except OverflowError:
        return "OverflowError"


def lb_parse_numbers(words: list[str]) -> list[int]:
    out = []
    for w in words:
        if w.startswith(("0x", "0b", "0o")):
            out.append(int(w, 0))
        elif all(c in "01" for c in w) and w:
            out.append(int(w, 2))
        else:
            try:
                out.append(int(w, 16))
            except ValueError:
                out.append(-1)
    return out


def lb_format_spec(spec: str, n: int) -> list[str]:
    # the messages of a format spec a value's type does not take
    out = []
    try:
        out.append("{:{}}".format("text", spec))
    except ValueError as e:
        out.append(str(e))
    try:
        out.append("{:{}}".format(n, spec))
    except ValueError as e:
        out.append(str(e))
    try:
        out.append("{:{}}".format(n * 0.5, spec))
    except ValueError as e:
        out.append(str(e))
    try:
        out.append("{:{}}".format(n > 0, spec))
    except ValueError as e:
        out.append(str(e))
    return out


def lb_getters(pairs: list[tuple[int, str]], words: list[str]) -> list[str]:
    out = [str(sorted(pairs, key=itemgetter(1))), str(sorted(pairs, key=itemgetter(1, 0),
                                                              reverse=True))]
    out.append(str(list(map(itemgetter(0), pairs))))
    if pairs:
        out.append(str(max(pairs, key=operator.itemgetter(-1))))
    counts: dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    by_count = sorted(counts.items(), key=itemgetter(1), reverse=True)
    out.append(str(by_count))
    rows = [[len(w), len(w) % 3, 0] for w in words]
    rows.sort(key=itemgetter(1, 0))
    out.append(str(rows))
    items = [Item(w, len(w) / 2) for w in words]
    out.append(" ".join(i.name for i in sorted(items, key=attrgetter("price", "name"))))
    first = itemgetter(0)
    out.append(str([first(w) for w in words if w]))
    try:
        out.append(str(sorted([[1], []], key=itemgetter(0))))
    except IndexError as e:
        out.append("IndexError: " + str(e))
    return out


class Box:
    def __init__(self, item: Item, n: int) -> None:
        self.item = item
        self.n = n


def lb_attrgetter_dotted(words: list[str]) -> list[str]:
    boxes = [Box(Item(w, len(w) * 0.5), i) for i, w in enumerate(words)]
    boxes.sort(key=attrgetter("item.name"))
    price = attrgetter("item.price")
    return [b.item.name + ":" + str(price(b)) for b in boxes]


def lb_namedtuple(xs: list[int], name: str) -> list[str]:
    pts = [Point(x, x * x % 7) for x in xs]
    out = [repr(pts), str(sorted(pts)), str(sorted(pts, key=attrgetter("y", "x")))]
    if pts:
        p = pts[0]
        a, b = p
        q = p._replace(y=a + 100)
        out.append(f"{p} {q} {p.x + p[1]} {p[-1]} {len(p)} {a}{b} {p == q} {p < q}")
        out.append(str(p == Point(p.x, p.y)) + str(p != q) + str(p >= q))
        seen = {p: 1}
        seen[Point(a, b)] = 2
        out.append(str(len(seen)) + str(sorted(set(pts))))
    t = Town(name, 1.5, y=2.0)
    out.append("{} {!r} {}".format(t, t.name, t.x + t.y))
    e = Edge(name, "b")
    out.append(str([e, Edge("a", name, 2.5), Edge(src="c", dst="d")]))
    out.append(str(max(pts, key=itemgetter(1), default=Point(-1, -1))))
    out.append(f"{Point._fields} {Town._fields} {isinstance(t, tuple)} {isinstance(t, Town)}")
    return out


def lb_typing_namedtuple(ranks: list[int]) -> list[str]:
    cards = sorted(Card(r, "hs"[r % 2]) for r in ranks)
    out = [str(cards)]
    if cards:
        c = cards[-1]
        out.append(f"{c.rank}{c.suit} {c == Card(c.rank, c.suit)} {Card(3)}")
        rank, suit = c
        out.append(f"{rank} {suit} {c[0]} {c._replace(suit='d')} {Card._fields} "
                   f"{isinstance(c, tuple)} {len(c)}")
    return out


@dataclass(order=True)
class Stock:
    name: str
    count: int = 0
    UNIT = "pcs"  # a class attribute: no field of the dataclass


def lb_dataclass_class_attribute(names: list[str]) -> list[str]:
    stocks = [Stock(n, len(n)) for n in names]
    out = [repr(sorted(stocks)), Stock.UNIT]
    if stocks:
        out.append(str(stocks[0] == Stock(names[0], len(names[0]))) + stocks[0].UNIT)
    return out


def lb_tuple_join(xs: list[int]) -> list[str]:
    # tsp's (first,) + perm: a fixed tuple joined to a tuple of any length
    out = []
    if xs:
        first, rest = xs[0], xs[1:4]
        for perm in itertools.permutations(rest):
            tour = (first,) + perm
            out.append(str(tour) + str(perm + (first, first)) + str(len(tour)))
    return out


def lb_divmod_zero(a: float, b: float) -> str:
    try:
        return str(divmod(a, b))
    except ZeroDivisionError as e:
        return "ZeroDivisionError: " + str(e)


ROT3 = str.maketrans("abcdefghij", "defghijabc")


def lb_translate(text: str) -> list[str]:
    """str.maketrans tables (module-level and local, with deletions) and
    translate over any text, non-ASCII included."""
    strip = str.maketrans("", "", string.punctuation)
    swap = str.maketrans("aeiou", "AEIOU", " ")
    words = text.lower().translate(strip).split()
    return [text.translate(ROT3), text.translate(swap), " ".join(words), str(len(swap))]


def lb_partition_and_tails(line: str, sep: str, start: int) -> list[str]:
    """str.partition/rpartition (ValueError on an empty separator) and
    startswith/endswith with start and end, where CPython does not clamp
    start to the length."""
    key, eq, value = line.partition(sep)
    head, _, tail = line.rpartition(sep)
    flags = [line.startswith(sep, start), line.endswith(sep, start),
             line.startswith(key, start, start + 3), line.endswith("", start)]
    return [key, eq, value, head, tail, str(flags)]


def lb_zip_strict(a: list[int], b: str, c: list[float]) -> list[str]:
    out = [str(list(zip(a, b))), str(list(zip(a, b, strict=False)))]
    for strict in (True, False):
        try:
            out.append(str(list(zip(a, b, c, strict=strict))))
        except ValueError as e:
            out.append("ValueError: " + str(e))
        try:
            pairs = []
            for x, y in zip(b, a, strict=strict):
                pairs.append(y + len(x))
            out.append(str(pairs))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def _scaled(factor: int, x: int, offset: int = 0) -> int:
    return factor * x + offset


def _distance(origin: int, x: int) -> int:
    return abs(x - origin)


def lb_partial(xs: list[int], k: int) -> list[str]:
    triple = partial(_scaled, 3)
    shifted = partial(_scaled, k, offset=-1)
    near_k = partial(_distance, k)
    out = [str(list(map(triple, xs))), str([shifted(x) for x in xs]),
           str(sorted(xs, key=near_k)), str(min(xs, key=partial(_distance, 0), default=-1))]
    out.append(str(near_k(0)) + " " + str(shifted(k)))
    return out


def _traced(log: list[str], tag: str, v: int) -> int:
    log.append(tag)
    return v


def lb_format_evaluation_order(w: int) -> list[str]:
    # arguments in the order they are passed, nested widths after their field
    log: list[str] = []
    text = "{:{}}|{}|{:>{}}".format(_traced(log, "a", w), _traced(log, "b", 4),
                                     _traced(log, "c", 2), _traced(log, "d", -w),
                                     _traced(log, "e", 6))
    return log + [text]
