"""Not a fuzzer find: issue #25's heterogeneous values, as the corpus
programs write them: a conditional expression of an int and a str (roman
numerals), `name or "nobody"` of a str | None, `v or "."` of an int, dict
and list displays of mixed scalars (a record, a payout table, a matrix row
of ints and floats), each then printed, compared, sorted, narrowed, and
int | float values in arithmetic, abs() and format specs. The values keep
their own type, as in CPython: 1 prints `1`, not `1.0`.
Slots whose type depends on the path (union_slots): a field holding an int
and later a bool (pystone's bool_glob), a linked-list node holding ints in
one list and strs in another, a function returning a dict or False
(Norvig's sudoku: `is False`, then subscripts and methods of the member
held, CPython's TypeError and AttributeError on the other), two classes
with no common base in one variable (deltablue), a Stack class used with
ints and with strs (its list field holds int | str), an LRU class keyed by
strs and by ints (its dict fields hold str | int keys), parameters given an int
and assigned a float or a str (bisection's `hi = mid`), a module int that
becomes a float, a dict of floats given an int, a list of tuple[str, int] |
tuple[str, str] unpacked, and operators raising TypeError on the member held.
"""
# entry: heterogeneous_mix
# inputs: [["XIV", "7", "", "MMXX", "0", "ix"], 9007199254740993]
from collections import OrderedDict
from typing import Optional

ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "M": 1000}


def from_roman(text: str) -> int:
    total = 0
    for i, ch in enumerate(text):
        v = ROMAN.get(ch, 0)
        if i + 1 < len(text) and ROMAN.get(text[i + 1], 0) > v:
            total -= v
        else:
            total += v
    return total


def winner(scores: dict[str, int]) -> Optional[str]:
    best: Optional[str] = None
    for name, s in scores.items():
        if s > 0 and (best is None or s > scores[best]):
            best = name
    return best


class Bag:
    def __init__(self, items=None):
        self.items = list(items or [])  # None or []: evaluated, never returned

    def add(self, x: int) -> "Bag":
        self.items.append(x)
        return self


def render(board: list[list[int]]) -> str:
    return "\n".join("".join(str(v or ".") for v in row) for row in board)


class Flags:
    def __init__(self):
        self.ok = 0
        self.mark = None


class Node:
    def __init__(self, value, rest=None):
        self.value = value
        self.rest = rest


def chain(node):
    shown = []
    while node is not None:
        shown.append(repr(node.value))
        node = node.rest
    return "->".join(shown)


def extend(grid, key, ch):
    if key not in grid:
        return False
    if ch not in grid[key]:
        grid[key] = grid[key] + ch
    return grid


class Equality:
    def __init__(self, s):
        self.strength = s

    def weaker_than(self, other):
        return self.strength < other.strength

    def name(self):
        return "eq"


class Edit:
    def __init__(self, s):
        self.strength = s * 10

    def weaker_than(self, other):
        return self.strength <= other.strength


class Var:
    def __init__(self):
        self.determined_by = None


def constraints(n):
    """Two classes with no common base in one variable (deltablue's
    constraints): methods, fields and identity of the instance held."""
    v = Var()
    out = []
    for i in range(n):
        c = Equality(i) if i % 2 else Edit(i)
        cur = v.determined_by
        if cur is None or cur.weaker_than(c) or cur.strength == c.strength:
            v.determined_by = c
        out.append(f"{i} {c.strength} {v.determined_by is c} {cur is c}")
        try:
            out.append(c.name())
        except AttributeError as e:
            out.append(str(e))
    return " | ".join(out)


def bisect(f, lo, hi, tol=1e-6):
    """Parameters given ints and assigned floats: int | float locals; f is
    called with them and with a float."""
    if f(lo) * f(hi) > 0:
        raise ValueError("root not bracketed")
    steps = 0
    while hi - lo > tol:
        mid = (lo + hi) / 2
        if f(mid) <= 0:
            lo = mid
        else:
            hi = mid
        steps += 1
    return lo, hi, steps


def label(x, n):
    if n > 2:
        x = "many"
    return f"{x!r}"


class Stack:
    """One class holding ints in one instance and strs in another: its list
    field holds int | str."""
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        return self._items.pop()


def stacks(words):
    ints, strs = Stack(), Stack()
    for i, w in enumerate(words):
        ints.push(i * i)
        strs.push(w)
    top, word = ints.pop(), strs.pop()
    try:
        word = word + 1
    except TypeError as e:
        word = str(e)
    return (f"{[ints.pop() for _ in range(3)] == [16, 9, 4]} {word} {top + 1} {top * 2} "
            f"{[strs.pop(), strs.pop()] != ['0', 'MMXX']} {ints._items!r}")


class Recent:
    """One LRU class keyed by strs in one instance and by ints in another,
    its first use with an int key a move_to_end() before any store: the
    OrderedDict (and the plain dict) field holds str | int keys."""
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.seen = {}

    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            return self.data[key]
        return default

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        self.seen[key] = self.seen.pop(key, 0) + 1
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)


def recent(words):
    by_word, by_int = Recent(2), Recent(3)
    for i, w in enumerate(words):
        by_word.put(w, i)
        by_int.put(len(w), w)
        by_int.get(i % 3)
    return (f"{list(by_word.data.items())} {list(by_int.data.items())} "
            f"{by_int.get(1, '-')} {by_word.get('ix')} {by_int.seen} {'7' in by_int.data}")


COINS = (50, 20, 10)


def route(graph, source):
    """A dict made of floats given an int: int | float values (dijkstra)."""
    dist = {node: float("inf") for node in graph}
    dist[source] = 0
    for node in sorted(graph):
        for other in graph[node]:
            if dist[node] + 1 < dist[other]:
                dist[other] = dist[node] + 1.5
    return dist


def actions(n):
    """A list of tuple[str, int] | tuple[str, str], unpacked in a loop and
    by an assignment; `in` of a str among ints is False."""
    script = [("insert", 50), ("select", "A1"), ("insert", n), ("insert", "x")]
    out = []
    for action, arg in script:
        out.append(f"{action}:{arg!r}:{arg in COINS}")
    kind, value = script[n % 4]
    out.append(f"{kind} {value!r}")
    out.append(str(route({"a": ["b"], "b": ["c"], "c": []}, "a")))
    return " ".join(out)


TOTAL = 0


def bump(x):
    global TOTAL
    TOTAL += x
    return TOTAL


def union_slots(words: list[str]) -> list[str]:
    out = []
    f = Flags()
    out.append(f"{f.ok!r} {f.mark}")
    f.ok = len(words) > 3
    f.mark = words[0]
    out.append(f"{f.ok!r} {f.ok == 1} {not f.ok} {f.mark}")
    out.append(chain(Node(1, Node(len(words)))) + " " + chain(Node("a", Node(words[-1]))))
    grid = {"a": "1", "b": "2"}
    for key in ("a", "z"):
        r = extend(grid, key, words[0][0])
        out.append(f"{key} {r is False} {r is True} {r is not False} {r == grid}")
        if r is not False:
            out.append(r[key] + " " + str(sorted(r.copy().items())))
        try:
            out.append(r[key])
        except TypeError as e:
            out.append(f"TypeError: {e}")
        try:
            out.append(str(len(r.copy())))
        except AttributeError as e:
            out.append(f"AttributeError: {e}")
    out.append(f"{bump(1)!r} {bump(0.5)!r} {TOTAL!r}")
    out.append(constraints(len(words)))
    out.append(stacks(words))
    out.append(recent(words))
    out.append(actions(len(words)))
    lo, hi, steps = bisect(lambda x: x * x - 2, 1, 2)
    a, b, _ = bisect(lambda x: x - 5, 5, 5)
    out.append(f"{lo:.6f} {hi:.6f} {steps} {a!r} {b!r} {label(len(words), 3)} {label(2.5, 1)}")
    cells = [len(words), "ab"]
    rec = {"n": len(words), "w": 2.5, "s": words[0]}
    for i in range(2):
        try:
            out.append(str(len(cells[i])))
        except TypeError as e:
            out.append(f"TypeError: {e}")
    for k in rec:
        try:
            out.append(repr(rec[k] // 2) + " " + repr(-rec[k]))
        except TypeError as e:
            out.append(f"TypeError: {e}")
    return out


def heterogeneous_mix(words: list[str], big: int) -> list[str]:
    out: list[str] = union_slots(words)
    for w in words:
        value = int(w) if w.isdigit() else w
        number = from_roman(value) if isinstance(value, str) else value
        shown = number if number else "none"
        out.append(f"{value!r}->{shown} {shown == 0} {shown == 'none'}")
    scores = {w: len(w) - 2 for w in words}
    out.append(f"winner: {winner(scores) or 'nobody'}")
    out.append(f"empty: {winner({}) or 'nobody'}")
    out.append(render([[0, 2, 0], [4, 0, 8]]))
    payout = {"blackjack": 1.5, "win": 1, "push": 0, "lose": -1}
    for outcome, rate in sorted(payout.items(), key=lambda kv: kv[1]):
        out.append(f"{outcome}: {rate} {rate!r} {rate == 1} {rate < 1}")
    record = {"sku": words[0], "qty": len(words), "tags": 3}
    for key, field in record.items():
        if isinstance(field, int):
            out.append(f"{key}={field * 2}")
        else:
            out.append(f"{key}={field.lower()}")
    row = [big, 9007199254740992.0, 1, 0.5, -2]
    out.append(str(sorted(row)))
    out.append(str([row[0] == row[1], row[1] < row[0], 1 in row, row.count(1.0)]))
    mixed: list[int | str] = ["a", 1, "b", 2]
    mixed.append(len(words))
    out.append(str(mixed) + " " + str(mixed.index(1)))
    flag = len(words) > 3 and "many"
    out.append(repr(flag))
    out.append(str(Bag().add(len(words)).add(-1).items))
    bank = 100
    for outcome, rate in payout.items():  # int * (float | int): 15.0, 10, 0, -10
        won = 10 * rate
        out.append(f"{outcome} {won} {bank + won} {won / 4} {won // 3} {-won}")
    matrix = [[2, 1.5, -4], [0.25, -3, 1]]
    for r in matrix:
        pivot = max(range(len(r)), key=lambda i: abs(r[i]))
        size = abs(r[pivot])
        out.append(f"{pivot} {size:>6} {r[0] * r[1] - r[2]}")
    return out
