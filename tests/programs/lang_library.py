"""Differential tests: library forms real programs use (issue #25) --
str.format with a literal template, round(x, n), int(s, base)
(tests/test_language.py runs them against CPython)."""

import operator
from operator import attrgetter, itemgetter


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
