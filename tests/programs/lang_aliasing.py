"""Differential tests: containers that are temporaries (a call's result
iterated at once) and containers several names share (augmented assignment
changes the object, which every alias sees). tests/test_language.py runs them
against CPython; the compiled programs also run under AddressSanitizer, which
catches a loop reading a temporary that is gone."""


# ------------------------------------------------- iterating temporaries


def _word_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    return counts


def _vowels(text: str) -> set[str]:
    return {c for c in text.lower() if c in "aeiou"}


def _pair(text: str) -> tuple[str, str]:
    return (text.strip(), text.upper())


def tmp_word_report(text: str) -> list[str]:
    """A word count built by a function and consumed by every kind of loop
    and builtin without being stored first."""
    lines = []
    for word, n in _word_counts(text).items():
        lines.append(f"{word}={n}")
    for word in _word_counts(text + " tail"):
        lines.append(word.upper())
    for n in _word_counts(text).values():
        lines.append(str(n))
    for word in _word_counts(text).keys():
        lines.append(word[:1])
    total = sum(n for n in _word_counts(text).values())
    longest = max(_word_counts(text), key=len, default="")
    ranked = sorted(_word_counts(text).items(), key=lambda kv: (-kv[1], kv[0]))
    lines.append(f"{total} {longest!r} {ranked[:3]}")
    lines.append(str(list(_word_counts(text).items())))
    lines.append(str([w for w in _word_counts(text) if len(w) > 1]))
    lines.append(str({w: n * 2 for w, n in _word_counts(text).items()}))
    lines.append(str([f"{i}:{w}" for i, w in enumerate(_word_counts(text))]))
    lines.append(str(list(zip(_word_counts(text), _word_counts(text).values()))))
    lines.append(str(sorted(_vowels(text))) + str(len(_vowels(text + "u"))))
    lines.append(str(sum(1 for c in _vowels(text) if c != "e")))
    lines.append(str(dict(_word_counts(text).items()) == _word_counts(text)))
    return lines


def tmp_text_pieces(text: str) -> list[str]:
    """str, bytes and tuple results iterated where they are made."""
    out = []
    for ch in text.upper():
        out.append(ch)
    for b in text.encode():
        out.append(str(b))
    for part in _pair(text):
        out.append(part)
    for word in text.split(","):
        out.append(f"<{word}>")
    out.append("".join(reversed(text.lower())))
    out.append(str([len(w) for w in text.strip().split()]))
    return out


def _adjacency(n: int, edges: list[tuple[int, int]]) -> dict[int, set[int]]:
    adj: dict[int, set[int]] = {}
    for i in range(n):
        adj[i] = set()
    for a, b in edges:
        if 0 <= a < n and 0 <= b < n:
            adj[a].add(b)
            adj[b].add(a)
    return adj


def _reachable(adj: dict[int, set[int]], start: int) -> set[int]:
    seen = {start}
    todo = [start]
    while todo:
        node = todo.pop()
        for m in adj.get(node, set()):
            if m not in seen:
                seen.add(m)
                todo.append(m)
    return seen


def tmp_graph(n: int, edges: list[tuple[int, int]]) -> list[int]:
    """A graph builder whose adjacency dict of sets is walked straight from
    the call, in loops, comprehensions and generator expressions."""
    out = []
    for node, neighbours in _adjacency(n, edges).items():
        out.append(node * 100 + len(neighbours))
    for node in _adjacency(n, edges):
        out.append(sum(_reachable(_adjacency(n, edges), node)))
        weight = 0
        for m in _adjacency(n, edges)[node]:  # a set: only order-free results
            weight += m * m + 1
        out.append(weight)
    out.append(sum(len(s) for s in _adjacency(n, edges).values()))
    out.append(sum(i * k for i, k in enumerate(_adjacency(n, edges))))
    out += [a + b for a, b in zip(_adjacency(n, edges), sorted(_reachable(_adjacency(n, edges), 0)))]
    out += sorted(_reachable(_adjacency(n, edges), n - 1))
    out.append(max((len(s) for s in _adjacency(n, edges).values()), default=-1))
    out.append(len(list(_adjacency(n, edges).items())))
    out.append(sum(k for k in {v: len(s) for v, s in _adjacency(n, edges).items()}))
    out.append(sum(x for x in {len(s) for s in _adjacency(n, edges).values()}))
    out.append(int(any(len(s) > 2 for s in _adjacency(n, edges).values())))
    out.append(int(all(v in s for v, s in _adjacency(n, edges).items())))
    out.append(len(set(_adjacency(n, edges)) | _reachable(_adjacency(n, edges), 0)))
    return out


class _Draft:
    def __init__(self, title: str) -> None:
        if title:
            self.title = title


def tmp_attribute(title: str) -> str:
    """An attribute set on an instance nothing else holds (gone after it)."""
    _Draft("").title = title
    draft = _Draft(title)
    draft.title += "!"
    return draft.title


# ------------------------------------------- augmented assignment, in place


class Shelf:
    def __init__(self, name: str, items: list[str]) -> None:
        self.name = name
        self.items = items
        self.tags: set[str] = set()
        self.visits = 0


def _restock(items: list[str], extra: list[str]) -> None:
    items += extra  # the caller's list grows


def _tag(tags: set[str], more: set[str]) -> None:
    tags |= more


def alias_inventory(names: list[str], n: int) -> list[str]:
    """An inventory whose shelves share one stock list: += on any of its
    names (a variable, an attribute, a dict value, a list element, a
    parameter) changes the list every shelf sees."""
    stock = ["apple"]
    front = Shelf("front", stock)
    back = Shelf("back", stock)
    front.items += names
    _restock(stock, ["pear"])
    by_aisle: dict[str, list[str]] = {"a": stock, "b": []}
    by_aisle["a"] += ["plum"]
    by_aisle["b"] += names
    grid = [stock, ["x"]]
    grid[0] += ("fig", "kiwi")
    grid[1] *= n % 3
    back.items += "ab"
    front.visits += 1
    _tag(front.tags, {"fresh"})
    shared_tags = front.tags
    shared_tags |= {"local"}
    snapshot = stock
    stock = stock + ["new"]  # a new list: the shelves keep the old one
    return [str(front.items), str(back.items), str(by_aisle), str(grid), str(snapshot),
            str(stock), str(sorted(back.tags)), str(sorted(front.tags)), str(front.visits),
            str(front.items is back.items), str(stock is snapshot)]


def alias_lists(xs: list[int], n: int) -> list[list[int]]:
    """+= takes any iterable and *= repeats, both in place; + and * make new lists."""
    a = xs
    a += [n]
    b = a
    b += range(n % 4)
    b += (7, 8)
    b += {n: 1, n + 1: 2}
    c = b
    c *= 2 if n % 2 else 1
    d = [1, 2]
    d += d
    e = d
    e *= 0 if n > 5 else 1
    f = xs
    f = f + [99]
    g = f
    g = g * 2
    return [xs, a, b, c, d, e, f, g]


def alias_sets(xs: list[int], n: int) -> list[list[int]]:
    """|= &= -= ^= update a set in place; | & - ^ make new ones."""
    seen = set(xs)
    view = seen
    view |= {n, n + 1}
    common = {1, 2, 3, n}
    keep = common
    keep &= seen
    rest = set(xs)
    other = rest
    other -= {n, 0}
    flip = {1, 2}
    same = flip
    same ^= {2, n}
    gone = {n, 1}
    gone -= gone
    none = {n}
    none ^= none
    fresh = seen | {100}
    return [sorted(s) for s in (seen, view, common, keep, rest, other, flip, same, gone, none,
                                fresh)]


def alias_settings(n: int) -> list[str]:
    """dict |= merges into the dict every holder of it sees; | makes a new one."""
    defaults = {"size": n, "color": 1}
    current = defaults
    current |= {"color": 2, "depth": n * 2}
    merged = defaults | {"extra": 0}
    registry = {"app": defaults}
    registry["app"] |= {"size": -n}
    return [str(defaults), str(current), str(merged), str(registry)]


class Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __add__(self, other: "Money") -> "Money":
        return Money(self.cents + other.cents)


class Ledger:
    def __init__(self) -> None:
        self.entries: list[int] = []

    def __iadd__(self, cents: int) -> "Ledger":
        self.entries.append(cents)
        return self


def alias_objects(n: int) -> list[int]:
    """A class with __iadd__ changes in place; one with only __add__ rebinds."""
    wallet = Money(5)
    saved = wallet
    wallet += Money(n)
    book = Ledger()
    alias = book
    book += n
    book += 2 * n
    return [wallet.cents, saved.cents] + alias.entries


def alias_immutables(s: str, n: int) -> list[str]:
    """int, float, str and bytes have no in-place operators: += rebinds."""
    t = s
    t += "!"
    i = n
    j = i
    j += 1
    j *= 3
    x = 0.5
    y = x
    y += float(n)
    b = s.encode()
    c = b
    c += b"?"
    return [s, t, str(i), str(j), str(x), str(y), repr(b), repr(c)]


class _Picker:
    def __init__(self) -> None:
        self.calls = 0
        self.rows: list[list[int]] = [[0], [1]]
        self.counts: dict[str, int] = {"a": 0, "b": 0}


def _pick(p: _Picker) -> int:
    p.calls += 1
    return p.calls % 2


def _key(p: _Picker) -> str:
    p.calls += 10
    return "a" if p.calls % 20 else "b"


def _holder(p: _Picker, shelves: list[Shelf]) -> Shelf:
    p.calls += 100
    return shelves[p.calls % len(shelves)]


def once_targets(n: int) -> list[int]:
    """The container and index of x[i] op= v, and the object of x.a op= v,
    are evaluated once, as Python does."""
    p = _Picker()
    p.rows[_pick(p)] += [n]
    p.counts[_key(p)] += n
    shelves = [Shelf("a", []), Shelf("b", [])]
    _holder(p, shelves).visits += 1
    _holder(p, shelves).items += ["z"]
    return [p.calls, len(p.rows[0]), len(p.rows[1]), p.counts["a"], p.counts["b"],
            shelves[0].visits + 10 * shelves[1].visits, len(shelves[0].items)]


class _Token:
    def __init__(self, k: int) -> None:
        self.k = k
        self.seen: list["_Token"] = []
        self.index: dict[int, "_Token"] = {}

    def __eq__(self, other: "_Token") -> bool:
        # Comparing clears what this token watches: the containers being compared.
        self.seen.clear()
        self.index.clear()
        return self.k == other.k


def alias_compare_mutating(n: int) -> list[bool]:
    """== and < between lists (and dicts) whose elements' __eq__ changes the
    containers compared: sizes are read again at each step, as CPython does."""
    a = [_Token(1), _Token(2), _Token(n)]
    b = [_Token(1), _Token(2), _Token(3)]
    a[0].seen = b
    first = a == b
    c = [_Token(1), _Token(n)]
    d = [_Token(1), _Token(2), _Token(0)]
    c[0].seen = c
    shorter = c < d
    e = {1: _Token(1), 2: _Token(2)}
    f = {1: _Token(1), 2: _Token(n)}
    e[1].index = f
    same = e == f
    return [first, b == [], shorter, len(c) == 0, same]
