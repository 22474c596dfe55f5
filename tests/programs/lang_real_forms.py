"""Differential tests: forms that whole programs (tests/corpus) use --
methods of module-level constants, slice assignment and deletion, containers
filled by nested functions, exceptions with their own fields, the
annotations real code writes (aliases, abstract types, `tuple[T, ...]`)
(tests/test_language.py runs them against CPython)."""

import heapq
import itertools
import html
import math
import re
from collections import Counter, deque
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Hashable, Iterable, Mapping, Optional, Sequence, TypeVar, Union

GRID = """\
#.#
.S.
#E#"""
SEPARATORS = ", ;"
PAIR = ("ab", "cd")


def rf_constant_methods(ch: str) -> list[str]:
    rows = GRID.splitlines()
    out = [str(len(rows)), str(GRID.count(ch)), str(GRID.find(ch))]
    out += GRID.upper().split("\n")
    out.append(SEPARATORS.strip().replace(";", ch))
    out.append(PAIR[1].upper() + str(SEPARATORS.isspace()))
    return out


def rf_constant_in_expression(n: int) -> str:
    # a constant's method inside other expressions and as a receiver chain
    return "-".join(GRID.splitlines()[1:]) + str(n) + SEPARATORS.split()[-1].center(5, "*")


def rf_slice_assign(xs: list[int], i: int, j: int) -> list[int]:
    a = list(xs)
    a[i:j] = [7, 8]
    b = list(xs)
    b[:i] = reversed(b[:i])
    c = list(xs)
    c[j:] = []
    c[:] = c + c
    d = list(xs)
    d[i:j] = d  # the list itself: read as a snapshot first
    return a + [-1] + b + [-1] + c + [-1] + d


def rf_slice_extended(xs: list[int], step: int, n: int) -> list[int]:
    a = list(xs)
    try:
        a[::step] = [n] * n
    except ValueError as e:
        return [len(str(e)), -1]
    return a


def rf_slice_delete(xs: list[int], i: int, j: int, step: int) -> list[int]:
    a = list(xs)
    del a[i:j]
    b = list(xs)
    try:
        del b[i:j:step]
    except ValueError:
        b = [-99]
    c = list(xs)
    del c[::2], c[-1:]
    return a + [-1] + b + [-1] + c


def rf_flip_prefixes(perm: list[int]) -> list[int]:
    # fannkuch's prefix reversal, on a list nested in another
    grid = [list(perm), list(perm)]
    flips = 0
    k = perm[0] if perm else 0
    while 0 < k < len(perm) and flips < 50:
        grid[0][:k + 1] = grid[0][k::-1]
        flips += 1
        k = grid[0][0]
    grid[1][1:3] = (x * 10 for x in grid[1][:2])
    return grid[0] + [flips] + grid[1]


def rf_filled_by_nested_def(n: int) -> list[list[int]]:
    # nqueens' shape: empty containers filled only by a nested function
    solutions = []
    cols = set()
    placement = []

    def place(row):
        if row == n:
            solutions.append(list(placement))
            return
        for col in range(n):
            if col in cols or (row + col) % 3 == 0:
                continue
            cols.add(col)
            placement.append(col)
            place(row + 1)
            placement.pop()
            cols.remove(col)

    place(0)
    return solutions[:5]


def _count(xs):
    return len(xs)


def _fill(xs, n):
    for i in range(n):
        xs.append(str(i))


def rf_filled_by_callee(n: int) -> list[str]:
    before = []
    k = _count(before)  # passed on while still empty, filled later here
    before.append(n * 2)
    names = []
    _fill(names, n)
    return names + [str(k), str(_count(before))]


class _Point:
    def __init__(self, i: float):
        self.x = x = i * 0.5
        self.y = self.z = x * x - 1.0

    def bigger(self, other: "_Point") -> "_Point":
        self.x = self.x if self.x > other.x else other.x
        return self


def rf_chained_attribute(n: int) -> list[float]:
    p = q = _Point(n)
    total = p.x = q.y = float(n)
    return [p.x, p.y, p.z, q.x, total]



class _BankError(Exception):
    pass


class _InsufficientFunds(_BankError):
    """Carries what was missing with the exception."""

    def __init__(self, needed: float, account: str):
        super().__init__(f"account {account}: short by {needed:.2f}")
        self.needed = needed
        self.account = account


class _Overdrawn(_InsufficientFunds):
    pass


class _Coded(KeyError):
    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


def _withdraw(balance: float, amount: float, account: str) -> float:
    if amount > balance * 2:
        raise _Overdrawn(amount - balance, account=account)
    if amount > balance:
        raise _InsufficientFunds(amount - balance, account)
    return balance - amount


def rf_exception_fields(amounts: list[float]) -> list[str]:
    out = []
    balance = 10.0
    for a in amounts:
        try:
            balance = _withdraw(balance, a, "A-" + str(len(out)))
        except _Overdrawn as e:
            out.append("overdrawn " + str(e) + " " + repr(e.needed) + e.account)
        except _InsufficientFunds as e:
            print(e)
            out.append(repr(e) + " " + str(e.needed) + " " + e.account)
        except _BankError as e:
            out.append("bank " + str(e))
        else:
            out.append(str(balance))
    return out


def rf_exception_fields_reraised(code: int) -> str:
    try:
        try:
            raise _Coded(code)
        except _Coded as e:
            if e.code > 3:
                raise e
            return str(e) + repr(e) + str(e.code * 2)
    except KeyError as k:
        return "outer " + str(k)


def rf_exception_fields_uncaught(amount: float) -> float:
    # escapes: the traceback's last line is the class and message
    return _withdraw(5.0, amount, "Z-9")


class _Rejected(Exception):
    def __init__(self, point: _Point, why: str):
        super().__init__(why)
        self.point = point
        self.why = why


def rf_exception_object_field(n: int) -> list[float]:
    out = []
    for i in range(n):
        try:
            p = _Point(i)
            if i % 2:
                raise _Rejected(p, "odd " + str(i))
            out.append(p.x)
        except _Rejected as e:
            e.point.x = -e.point.x  # the same object the raise carried
            out.append(e.point.x + len(e.why))
    return out


class _Unfunded(Exception):
    # bank.py's shape: unannotated parameters, fields typed by the raises
    def __init__(self, account, amount):
        super().__init__("account " + account + ": cannot withdraw " + str(amount))
        self.account = account
        self.amount = amount


def _take(balance: float, amount: float) -> float:
    if amount > balance:
        raise _Unfunded("B-" + str(int(balance)), amount)
    return balance - amount


def rf_exception_unannotated_fields(amounts: list[float]) -> list[str]:
    out = []
    balance = 20.0
    for a in amounts:
        try:
            balance = _take(balance, a)
        except _Unfunded as e:
            out.append(str(e) + " short by " + str(e.amount - balance) + " on " + e.account)
    return out


class _DependencyError(Exception):
    """Base of the resolution problems."""


class _CycleError(_DependencyError):
    # topo_deps' shape: fields stored before super().__init__, the message
    # reading one of them through self
    def __init__(self, cycle):
        self.cycle = cycle
        self.size = len(cycle)
        super().__init__(f"cycle of {self.size}: " + " -> ".join(self.cycle))


class _MissingError(_DependencyError):
    def __init__(self, package: str, missing: list[str]):
        self.package = package
        super().__init__(f"{package} needs {', '.join(sorted(missing))}")
        self.missing = missing


def rf_exception_fields_first(names: list[str]) -> list[str]:
    out = []
    for i, name in enumerate(names):
        try:
            if i % 2:
                raise _CycleError(names[:i] + [name])
            raise _MissingError(name, names[i:] + ["z", "a"])
        except _CycleError as e:
            out.append(f"{e} ({len(e.cycle)})")
        except _MissingError as e:
            out.append(str(e) + " / " + ",".join(e.missing) + " of " + e.package)
    return out


class _Widget:
    """State on the class: a counter, a registry, a shared list and a
    lazily made default, read through the class, instances and cls."""

    made = 0
    by_name: dict[str, int] = {}
    history = []
    default = None

    def __init__(self, name: str):
        _Widget.made += 1
        self.serial = _Widget.made
        self.name = name
        _Widget.by_name[name] = self.serial
        self.history.append(name)

    def label(self) -> str:
        return f"{self.name}#{self.serial}/{self.made} of {len(self.by_name)}"

    @classmethod
    def shared(cls) -> "_Widget":
        if cls.default is None:
            _Widget.default = _Widget("default")
        return _Widget.default


class _Button(_Widget):
    def label(self) -> str:
        return "[" + super().label() + "]"


def rf_class_variables(names: list[str]) -> list[str]:
    _Widget.made = 0
    _Widget.by_name = {}
    _Widget.history = []
    _Widget.default = None
    out = [(_Button(n) if len(n) % 2 else _Widget(n)).label() for n in names]
    a, b = _Widget.shared(), _Widget.shared()
    out.append(f"{a is b} {a.serial} {_Widget.made} {sorted(_Widget.by_name)} "
               f"{_Widget.history}")
    return out


class _HLeaf:
    def __init__(self, symbol):
        self.symbol = symbol


class _HBranch:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def _push_one(trail, item):
    trail.append(item)  # a helper storing into the caller's list


def rf_heap_mixed_payloads(text: str) -> list[str]:
    # Huffman's shape: a heap of (count, tiebreak, Leaf) given Branches by
    # heappush, leaves and branches of no common base read by isinstance
    import heapq
    counts: dict[str, int] = {}
    for ch in text:
        counts[ch] = counts.get(ch, 0) + 1
    heap = [(n, i, _HLeaf(ch)) for i, (ch, n) in enumerate(sorted(counts.items()))]
    heapq.heapify(heap)
    tick = len(heap)
    while len(heap) > 1:
        n1, _, a = heapq.heappop(heap)
        n2, _, b = heapq.heappop(heap)
        tick += 1
        heapq.heappush(heap, (n1 + n2, tick, _HBranch(a, b)))
    out = []
    stack = [(heap[0][2], "")] if heap else []
    while stack:
        node, code = stack.pop()
        if isinstance(node, _HLeaf):
            out.append(f"{node.symbol}={code or '0'}")
        else:
            stack.append((node.left, code + "0"))
            stack.append((node.right, code + "1"))
    if heap:
        try:
            root = heap[0][2]
            out.append(str(root.left is not None))
        except AttributeError as e:
            out.append(str(e))
    return sorted(out)


def rf_keys_of_two_lengths(n: int) -> str:
    # eight_puzzle's shape: a start state written as a display, the next
    # states made by tuple(list): a dict and set of tuple[int, ...] keys
    start = (0, 0, 0)
    cost = {start: 0}
    parent = {start: None}
    seen = {start}
    frontier = [start]
    while frontier and len(cost) < n % 40:
        s = frontier.pop(0)
        for i in range(3):
            t = list(s)
            t[i] += 1
            nxt = tuple(t)
            if nxt not in cost:
                cost[nxt] = cost[s] + 1
                parent[nxt] = (i, s)
                frontier.append(nxt)
            if nxt not in seen:
                seen.add(nxt)
    trail = [start]
    for state in sorted(seen)[:3]:
        _push_one(trail, state)  # a tuple[int, ...] into the caller's list of 3-tuples
    return f"{sorted(cost.items())[-3:]} {len(seen)} {parent.get((1, 1, 0))} {trail}"


class _Stop(Exception):
    def __init__(self):
        super().__init__("stopped")


def rf_exception_init_without_fields(n: int) -> str:
    # a class named only in a field annotation: its methods are compiled too
    try:
        if n > 2:
            raise _Stop()
        return _Holder([]).add(n)
    except _Stop as e:
        return str(e) + repr(e)


class _Item:
    def __init__(self, v: int):
        self.v = v

    def doubled(self) -> int:
        return self.v * 2


class _Holder:
    items: list[_Item]  # the first mention of _Item

    def __init__(self, items: list[_Item]):
        self.items = items

    def add(self, n: int) -> str:
        self.items.append(_Item(n))
        return str(sum(i.doubled() for i in self.items))


def rf_slice_augmented(xs: list[int], i: int, j: int) -> list[int]:
    a = list(xs)
    a[i:j] += [9, 8]  # a[i:j] = a[i:j] + [9, 8], the slice read once
    a[::2] *= 1
    return a


# A calculator's token values (int | float | str | None) used as keys, as
# tests/corpus/spreadsheet.py and calculator.py do: the members no key can
# equal miss (False, KeyError(value)), the str member is looked up.
UNITS = {"m": 1, "km": 1000, "cm": 0}
WEIGHTS = {"+": 1, "-": 2}


def _token(text: str):
    if text == "":
        return None
    if text.isdigit():
        return int(text)
    if text.replace(".", "", 1).isdigit():
        return float(text)
    return text


def rf_union_keys(words: list[str]) -> list[str]:
    out = []
    for w in words:
        v = _token(w)
        seen = {"km": 2}
        out.append(f"{v!r} {v in UNITS} {v not in seen} {v in ['m', 'x']}")
        try:
            out.append(str(UNITS[v] + WEIGHTS.get(w, 0)))
        except KeyError as e:
            out.append(f"KeyError {e}")
    return out


def rf_pair_subscripts(n: int, rel: float) -> list[str]:
    # `grid[r, c]` of a dict is grid[(r, c)] (grid and graph programs), in
    # reads, stores, augmented stores and del; math.isclose's tolerances.
    from collections import Counter
    grid = {}
    for r in range(3):
        for c in range(3):
            grid[r, c] = (r * 3 + c) % (n % 4 + 2)
    seen = Counter()
    for r, c in sorted(grid):
        seen[grid[r, c], r % 2] += 1
        grid[r, c] += r
    del grid[0, 0]
    out = [str(sorted(grid.items())), str(sorted(seen.items())), str((0, 0) in grid)]
    import math
    try:
        out.append(str([math.isclose(1.0, 1.0 + k * 1e-9, rel_tol=rel) for k in range(3)]))
        out.append(str([math.isclose(0.0, x, abs_tol=abs(rel)) for x in (1e-12, 0.5, -0.0)]))
        out.append(str(math.isclose(math.inf, math.inf)) + str(math.isclose(n, n + 1)))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    return out


def rf_print_star(xs: list[int], sep: str) -> int:
    # print(*xs) of a list of run-time length: each item one more object.
    table = {str(x): x * x for x in xs}
    print(*xs)
    print("head", *sorted(xs), "tail", sep=sep, end="!\n")
    print(*table, *table.values(), *"ab", sep=sep)
    print(*[], *range(len(xs) % 3), sep=sep)
    return len(xs)


class _TShape:
    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        # The classic exact-class __eq__: a subclass's instance never equals.
        return type(self) is type(other) and self.n == other.n

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.n})"


class _TSquare(_TShape):
    pass


class _TCircle(_TShape):
    pass


def rf_type_comparisons(n: int, word: str) -> list[str]:
    # type(a) is type(b), type(x) is C, == / != / in / not in, x.__class__,
    # on instances through a base-typed list, union members (a bool is not an
    # int), caught exceptions and plain values.
    shapes = [_TShape(n), _TSquare(n), _TCircle(n), _TSquare(n % 2)]
    out = [str([[a == b for b in shapes] for a in shapes])]
    out.append(str([(type(s) is _TSquare, s.__class__ == _TShape, type(s) not in (_TCircle,),
                     _TShape is type(s)) for s in shapes]))
    vals: list[int | bool | str | float] = [n, n > 2, word, n / 4]
    out.append(str([(type(v) is int, type(v) in (bool, str), type(v) != float) for v in vals]))
    for kind in range(3):
        try:
            if kind == 0:
                raise ValueError(word)
            if kind == 1:
                raise KeyError(word)
            raise IndexError(n)
        except LookupError as e:
            out.append(f"{type(e) is KeyError} {type(e) == LookupError} {type(e).__name__}")
        except Exception as e:
            out.append(f"{type(e) is ValueError} {type(e) is not Exception}")
    out.append(str((type(n) is type(n > 1), type(word) is str, type([n]) == list,
                    type(n / 2) is type(1.0), type(word) != type(word.encode()))))
    return out


def _rf_parse(s: str) -> int | float | str | None:
    if s == "":
        return None
    if s.isdigit():
        return int(s)
    try:
        return float(s)
    except ValueError:
        return s


def _rf_payload(k: int) -> int | tuple[int, str] | None:
    if k % 3 == 0:
        return None
    return k if k % 3 == 1 else (k, "p" * (k % 4))


def rf_union_results(words: list[str], n: int) -> list[str]:
    # Operators on a call's union result (evaluated once, the member held
    # tested), None operands named in CPython's TypeError, a method of None
    # (AttributeError), a union unpacked (TypeError on its numbers and None),
    # a name bound twice in one target, a parameter rebound at the top level.
    out = []
    for w in words + ["", str(n), f"{n}.5"]:
        for k in range(3):
            try:
                if k == 0:
                    out.append(repr(-_rf_parse(w)))
                elif k == 1:
                    out.append(repr(_rf_parse(w) * 2))
                else:
                    out.append(repr(abs(_rf_parse(w))))
            except TypeError as e:
                out.append(f"TypeError: {e}")
    kept: list[str] | None = None if n % 2 else []
    for k in range(3):
        try:
            if k == 0:
                kept.append(str(n))
            elif k == 1:
                out.append(str(len(kept)))
            else:
                out.append(kept[0])
        except (TypeError, AttributeError, IndexError) as e:
            out.append(f"{type(e).__name__}: {e}")
    for k in range(n, n + 4):
        try:
            num, text = _rf_payload(k)
            out.append(f"{num}:{text}")
        except TypeError as e:
            out.append(f"TypeError: {e}")
    _, _, last = n, n / 2, str(n)
    row = (n, float(n), words)
    _, _, rest = row
    out.append(f"{last} {rest}")
    out.append(str(_rf_rebound((n, 1)) + _rf_rebound((n, 2, 3))))
    return out


def _rf_rebound(heaps):
    heaps = list(heaps)
    heaps[0] += 1
    return max(range(len(heaps)), key=lambda k: heaps[k]) + sum(heaps)


class _Countdown:
    def __init__(self, start: int) -> None:
        self.start = start
        self.n = start

    def __iter__(self) -> "_Countdown":
        self.n = self.start  # iter() restarts it
        return self

    def __next__(self) -> int:
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


class _Squares(_Countdown):
    def __next__(self) -> int:
        v = super().__next__()
        return v * v


class _Evens:
    def __init__(self, limit: int) -> None:
        self.limit = limit

    def __iter__(self) -> "_EvensIter":
        return _EvensIter(self.limit)


class _EvensIter:
    def __init__(self, limit: int) -> None:
        self.k = 0
        self.limit = limit

    def __iter__(self) -> "_EvensIter":
        return self

    def __next__(self) -> int:
        if self.k > self.limit:
            raise StopIteration
        self.k += 2
        return self.k - 2


def rf_iterator_classes(n: int) -> list[str]:
    # Classes with __next__ (StopIteration at the end), directly or returned
    # by another class's __iter__, through for, list(), sum(), zip(),
    # comprehensions, iter() and next().
    n = n % 7
    c = _Countdown(n)
    out = [str([x for x in c]), str(list(c)), str(sum(c)), str(sorted(_Squares(n)))]
    out.append(str([x * 2 for x in _Evens(n) if x % 4 == 0]))
    out.append(str(list(zip(_Countdown(n), _Squares(n), _Evens(2 * n)))))
    it = iter(_Countdown(2))
    out.append(f"{next(it)} {next(it)} {next(it, -1)}")
    try:
        next(it)
    except StopIteration:
        out.append("StopIteration")
    return out


def rf_none_then_value(text: str, n: int) -> list[str]:
    # A variable starting as None then holding str (compared with == before
    # it does); a list of ints given floats by item assignment.
    out, prev, run = [], None, 0
    for ch in text:
        if ch == prev:
            run += 1
        else:
            if prev is not None:
                out.append(f"{run}{prev}")
            prev, run = ch, 1
    if prev is not None:
        out.append(f"{run}{prev}")
    weights = [1] * (n % 5 + 1)
    total = sum(weights) + n
    for i in range(len(weights)):
        if i % 2:
            weights[i] = weights[i] * n / total
    weights[0] += 0.5 if n > 3 else 0
    out.append(str(weights))
    return out


def _rf_det(m):
    # The classic elimination on a copy of int rows: the rows take floats.
    n = len(m)
    m = [row[:] for row in m]
    d = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if m[p][c] == 0:
            return 0.0
        if p != c:
            m[c], m[p] = m[p], m[c]
            d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n):
                m[r][k] -= f * m[c][k]
    return d


def rf_int_rows_given_floats(n: int, k: int) -> list[str]:
    # Lists of int rows given float items: a grid made by a comprehension,
    # a copy of rows, a row swap; untouched items stay ints, as CPython's.
    size = n % 4 + 2
    grid = [[0] * size for _ in range(size)]
    for i in range(size):
        grid[i][i] = 1
        grid[i][(i + k) % size] += 0.5
    a = [[(i * 7 + j * k) % 5 - 2 for j in range(size)] for i in range(size)]
    copy = [list(r) for r in a]
    copy[0][0] = copy[0][0] / 3
    return [str(grid), str(copy), str(a), f"{_rf_det(a):.6f}", f"{_rf_det(grid):.6f}"]


def rf_statistics_of_ints(xs: list[int]) -> list[str]:
    # statistics of ints: mean an int when whole (else the float of the exact
    # fraction), median the middle int or a float, pstdev/stdev floats.
    import statistics
    out = []
    for name, fn in (("mean", statistics.mean), ("median", statistics.median),
                     ("pstdev", statistics.pstdev), ("stdev", statistics.stdev)):
        try:
            out.append(f"{name} {fn(xs)!r}")
        except statistics.StatisticsError as e:
            out.append(f"{name} StatisticsError {e}")
    return out


class _RShape:
    def __init__(self, name: str) -> None:
        self.name = name

    def area(self):
        raise NotImplementedError("area")  # the overrides' types decide

    def label(self) -> str:
        return f"{self.name}:{self.area()}"


class _RCircle(_RShape):
    def __init__(self, r: int) -> None:
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3.0 * self.r * self.r  # a float


class _RRect(_RShape):
    def __init__(self, w: int, h: int) -> None:
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self):
        return self.w * self.h  # an int


def rf_downcasts(n: int) -> list[str]:
    # isinstance() of a base-typed value narrows it to the subclass (an if,
    # the right of `and`, a comprehension's condition); overrides returning
    # an int and a float make an int | float, each printed as it is.
    shapes = [_RCircle(n % 3), _RRect(n % 4, 2), _RShape("blank"), _RRect(1, n % 5)]
    out = []
    for s in shapes:
        if isinstance(s, _RCircle):
            out.append(f"circle r={s.r}")
        elif isinstance(s, _RRect) and s.w > 1:
            out.append(f"wide rect {s.w}x{s.h}")
        try:
            out.append(s.label())
        except NotImplementedError as e:
            out.append(f"NotImplementedError: {e}")
    out.append(str([s.w * s.h for s in shapes if isinstance(s, _RRect)]))
    out.append(str(any(isinstance(s, _RCircle) and s.r > 1 for s in shapes)))
    out.append(str(sorted(s.area() for s in shapes if not isinstance(s, _RShape) or
                          isinstance(s, (_RCircle, _RRect)))))
    return out


def _rf_half(x: float) -> float:
    return x / 2


def _rf_twice(x: int) -> int:
    return x * 2


def _rf_apply(f, v):
    return f(v)


_RF_STEPS = [("half", _rf_half), ("twice", _rf_twice), ("neg", abs)]
# A repeated key keeps its first place and takes the last value.
_RF_TABLE = {"half": _rf_half, "twice": _rf_twice, "half": abs, 3: lambda v: v % 3}


def rf_function_rows(n: int) -> list[str]:
    # Loops over displays of functions, or of rows holding them, with items
    # of different types: each item runs its own copy of the body (variables
    # bound there first, such as `r`, may take each copy's type); break,
    # continue and else as in CPython. A function annotated `x: float`
    # called through a value with an int keeps the int, as CPython does.
    out = []
    k = n % 4
    for name, f in [("half", _rf_half), ("twice", _rf_twice), ("shift", lambda v: v + k)]:
        r = f(n)
        out.append(f"{name}={r!r} via {_rf_apply(f, k)!r}")
    for label, step in _RF_STEPS:
        if label == "twice" and n < 0:
            continue
        out.append(f"{label}:{step(-n)!r}:{step.__name__}")
    for key, fn in _RF_TABLE.items():
        out.append(f"{key!r}:{fn(n)!r}")
    for fn in {"a": _rf_twice, "b": abs}.values():
        out.append(repr(fn(n - 1)))
    for agg in (sum, max, min):
        out.append(str(agg(v * k for v in range(1, 4))))
    for g in [_rf_half, lambda v: v - 1]:
        if g(n) > 10:
            out.append("big")
            break
    else:
        out.append("no break")
    g = _rf_half
    out.append(repr(g(n)) + repr(_rf_half(0.5)))
    return out


def rf_lambda_tables(name: str, a: int) -> list[int]:
    # A function's own dict of lambdas, in any block, read by `in` and
    # TABLE[key](...): the lambdas are made where the dict is, and read
    # variables as they are when called (`a` after `a += 10`).
    out = []
    if a > -5:
        inner = {"inc": lambda: a + 1, "dbl": lambda: a * 2, "neg": lambda: -a}
        a += 10
        if name in inner:
            out.append(inner[name]())
    ops = {"add": lambda x, y: x + y, "sub": lambda x, y: x - y, "max": max}
    try:
        out.append(ops[name](a, 3))
    except KeyError:
        out.append(-1)
    return out


def rf_dict_unpacking(n: int, words: list[str]) -> list[str]:
    # `{k: v, **m}`: each mapping's items in order, a later key's value
    # winning while the first place stays; a new dict every time.
    base = {"a": n, "b": 2}
    extra = {w: len(w) for w in words}
    merged = {"z": 0, **base, "a": -n, **extra}
    only = {**base}
    only["c"] = 3
    return [str(merged), str(base), str(only), str({**extra}), str({"q": 1, **base, "b": n})]


def rf_dict_of_split_pairs(text: str) -> str:
    # dict() of lists of two (`key=value` split once): each item must hold
    # two values, else CPython's ValueError naming its position and length.
    try:
        return str(dict(kv.split("=", 1) for kv in text.split()))
    except ValueError as e:
        return f"ValueError: {e}"


@dataclass
class _Record:
    name: str
    meta: dict[str, Any] = field(default_factory=dict)


def _described(d: dict[str, object]) -> list[str]:
    return [f"{k}={v}" for k, v in sorted(d.items())]


def _summary(words: list[str]) -> dict[str, object]:
    return {"count": len(words), "longest": max(words, key=len, default=""),
            "ratio": round(len(set(words)) / len(words), 3) if words else 0}


def rf_any_annotations(words: list[str], n: int) -> list[str]:
    # `object` and `typing.Any` inside an annotation: typed by the values,
    # as if unannotated (CPython checks no annotation).
    r = _Record("x")
    r.meta["count"] = n
    r.meta["label"] = "L" * (n % 4)
    info: dict[str, Any] = {"n": n, "half": n / 2}
    return [*_described({"a": n, "b": len(words)}), repr(r), str(info), str(_summary(words))]


def _late_fee(days: int) -> float:
    return max(0, days - 14) * 0.25


def rf_sorted_totals_of_two_types(days: list[int]) -> list[str]:
    # fees.get(who, 0) + fee: the dict's values are int | float; an earlier
    # round of inference saw them as ints, and the key lambda kept that
    # signature (refused as called with two argument types).
    fees = {}
    for i, d in enumerate(days):
        who = "abc"[i % 3]
        fees[who] = fees.get(who, 0) + _late_fee(d)
    return [f"{who}: {fee}" for who, fee in sorted(fees.items(), key=lambda kv: (-kv[1], kv[0]))]


# Annotations as real code writes them: module-level aliases, abstract
# types and protocols (typed by each call's values, as if unannotated:
# CPython checks none), a TypeVar, bare generics inside an annotation,
# `tuple[str, ...]`, an enum member as a default.

Grid = list[list[int]]
Cell = tuple[int, int]
Scalar = Union[int, float]
Trail = tuple[str, ...]
T = TypeVar("T")


class Shade(Enum):
    LIGHT = 1
    DARK = 2


def _neighbours(c: Cell, g: Grid) -> list[Cell]:
    r, k = c
    return [(r + dr, k + dk) for dr, dk in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if 0 <= r + dr < len(g) and 0 <= k + dk < len(g[0])]


def _total(xs: Sequence[Scalar]) -> Scalar:
    s: Scalar = 0
    for x in xs:
        s += x
    return s


def _first(xs: Sequence[T], default: T) -> T:
    return xs[0] if xs else default


def _weight(m: Mapping[Hashable, int], keys: Iterable[Hashable]) -> int:
    return sum(m.get(k, 0) for k in keys)


def _letters(text: str) -> Counter:
    return Counter(c for c in text if c.isalpha())


def _extend(t: Trail, step: str, shade: Shade = Shade.DARK) -> Trail:
    return t + (step if shade is Shade.DARK else step.upper(),)


def rf_annotation_forms(n: int, word: str) -> list[str]:
    g: Grid = [[i * 3 + j for j in range(3)] for i in range(max(n % 4, 1))]
    seen: dict[tuple, int] = {}
    for c in _neighbours((0, n % 3), g):
        seen[c] = g[c[0]][c[1]]
    trail: Trail = ()
    for ch in word[:4]:
        trail = _extend(trail, ch, Shade.LIGHT if ch in "aeiou" else Shade.DARK)
    trail = _extend(trail, "z")
    q: deque = deque(trail)
    q.rotate(n % 3)
    return [str(sorted(seen.items())), str(_total([n, 2, 3])), str(_total([0.5, n])),
            _first(list(word), "-"), str(_first([n], 0)),
            str(_weight({"a": 1, "b": n}, word)), str(_weight({(1, 2): n}, [(1, 2)])),
            str(sorted(_letters(word).items())), str(trail), str(len(trail)), str(list(q))]


def _lookup(table: dict[str, Optional[int]], key: str) -> int:
    value = table.get(key)  # None both where key is missing and where it holds None
    if value is None:
        return -1
    return value


def rf_optional_values(keys: list[str]) -> list[str]:
    table: dict[str, Optional[int]] = {"a": None, "b": 2}
    maybe: list[Optional[int]] = [None, 3]
    out = [str(_lookup(table, k)) for k in keys]
    out.append(str(next(iter(maybe), None) is None))
    out.append(str(max(maybe[1:], default=None)))
    out.append(str(table.pop("a", None) is None))
    node = keys[0] if keys else "b"
    hops = 0
    parents: dict[str, Optional[str]] = {"b": "a", "a": None, "c": "b"}
    while node is not None and hops < 5:
        hops += 1
        node = parents.get(node)
    return out + [str(hops)]


# A method or module function taken into a local name and called through it
# (`ins = perm.insert`, `push = heapq.heappush`: interpreter benchmarks save
# the lookup), and `while 1:` loops left only by return.

def rf_method_aliases(n: int, text: str) -> list[str]:
    perm = list(range(max(n % 7, 1)))
    ins = perm.insert
    pop = perm.pop
    trail: list[int] = []
    push = trail.append
    for r in range(1, len(perm)):
        ins(r, pop(0))
        push(perm[0])
    counts: dict[str, int] = {}
    get = counts.get
    for w in text.split():
        counts[w] = get(w, 0) + 1
    heap: list[int] = []
    hpush = heapq.heappush
    root = math.sqrt
    for x in perm:
        hpush(heap, -x)
    return [str(perm), str(trail), str(sorted(counts.items())), str(heap[:1]),
            str(root(float(n * n))), str(_first_square_over(n))]


def _first_square_over(n: int) -> int:
    k = 0
    while 1:
        if k * k > n:
            return k
        k += 1


# Assignment expressions where Python evaluates them first: an `if`/`elif`
# test (a regex match, a split's length), a `while` test (a queue's length,
# a slice), an assignment's value, nested (`(k := (j := n) + 1)`).

def rf_walrus(text: str, n: int) -> list[str]:
    out: list[str] = []
    for line in text.split(","):
        if (m := re.match(r"(\w+)=(\d+)", line)) is not None:
            out.append(f"{m.group(1)}:{int(m.group(2)) + n}")
        elif len(parts := line.split()) > 1:
            out.append("-".join(parts))
        elif size := len(line):
            out.append(str(size))
    queue = list(range(n % 6))
    total = 0
    while (k := len(queue)) > 0:
        total += queue.pop() * k
    pos = 0
    while chunk := text[pos:pos + 3]:
        out.append(chunk.upper())
        pos += 3
    y = (x := n % 5) * 2
    if (b := (a := n) + 1) > 3:
        out.append(str(a + b))
    return out + [str(total), str(x), str(y)]


# dict.fromkeys (one value shared by every key), d.get(k, float("inf")) of
# int values (an int found, or the float), html.escape, a class-body field
# annotated `object` (typed by the values stored).

@dataclass
class _Tagged:
    name: str
    payload: object = None


def rf_fromkeys_and_defaults(words: list[str], n: int) -> list[str]:
    seen = dict.fromkeys(words)
    counts = dict.fromkeys(words, 0)
    for w in words:
        counts[w] += 1
    shared = dict.fromkeys(range(n % 3), [])
    if shared:
        shared[0].append(n)
    dist = {w: len(w) for w in words[:2]}
    best = min(dist.get(w, float("inf")) for w in ["", *words])
    tags = [_Tagged("a", n), _Tagged("b", -n)]
    return [str(list(seen)), str(counts), str(shared), str(best),
            html.escape(" ".join(words) + "<&>\"'"), html.escape("<a href='x'>", quote=False),
            str([(t.name, t.payload) for t in tags])]


# A field holding a dict of the instance's bound methods, assigned once in
# __init__ and only indexed-and-called (an event simulation's handlers): a
# subclass's override is the one called, a missing key is KeyError before
# the arguments are evaluated.

_ARRIVE = "arrive"


class _Events:
    def __init__(self, n: int) -> None:
        self.n = n
        self.log: list[str] = []
        self.handlers = {_ARRIVE: self.on_arrive, "leave": self.on_leave, 3: self.on_three}

    def on_arrive(self, t: int) -> int:
        self.log.append(f"arrive {t}")
        return t + self.n

    def on_leave(self, t: int) -> int:
        self.log.append(f"leave {t}")
        return -t

    def on_three(self, t: int) -> int:
        return t * 3

    def run(self, kinds: list[str]) -> list[int]:
        out = [self.handlers[k](i) for i, k in enumerate(kinds)]
        return out + [self.handlers[3](self.n)]

    def fire(self, kind: str, t: int) -> int:
        return self.handlers[kind](t)


class _LoudEvents(_Events):
    def on_leave(self, t: int) -> int:
        self.log.append(f"LEAVE {t}")
        return t * 100


def rf_method_table(kinds: list[str], n: int) -> list[str]:
    out = []
    sims: list[_Events] = [_Events(n), _LoudEvents(-n)]
    for sim in sims:
        try:
            out.append(str(sim.run([k if k in ("arrive", "leave") else "arrive"
                                    for k in kinds])))
            out.append(str(sim.fire("nope" if n > 5 else "leave", n)))
        except KeyError as e:
            out.append(f"KeyError {e}")
        out.append(str(sim.log))
    return out


class _Machine:
    """Handlers found by a computed name (pyaot.frontend.name_dispatch)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.log: list[str] = []

    def on_tick(self, t: int) -> None:
        self.log.append(f"tick {t}")

    def on_tock(self, t: int) -> None:
        self.log.append(f"tock {t * self.n}")

    def show_total(self) -> str:
        return f"total {self.n}"

    def show_log(self) -> str:
        return ",".join(self.log)

    def handle(self, kind: str, t: int) -> None:
        getattr(self, "on_" + kind)(t)

    def show(self, what: str) -> str:
        text = getattr(self, f"show_{what}")()
        return text

    def command(self, verb: str, t: int) -> str:
        handler = getattr(self, "on_" + verb, None)
        if handler is None:
            return f"unknown {verb}"
        handler(t)
        return "ok"

    def visit(self, what: str) -> str:
        method = getattr(self, "show_" + what, self.fallback)
        return method()

    def fallback(self) -> str:
        return "fallback"


class _LoudMachine(_Machine):
    def on_tick(self, t: int) -> None:
        self.log.append(f"TICK {t}")
        super().on_tick(t + 1)


def rf_name_dispatch(kinds: list[str], n: int) -> list[str]:
    out = []
    machines: list[_Machine] = [_Machine(n), _LoudMachine(n)]
    for m in machines:
        for i, kind in enumerate(kinds):
            try:
                m.handle(kind, i)
            except AttributeError as e:
                out.append(f"AttributeError {e}")
        for what in ("total", "log", kind if kinds else "x"):
            try:
                out.append(m.show(what))
            except AttributeError as e:
                out.append(f"AttributeError {e}")
            out.append(m.visit(what))
        out += [m.command(k, n) for k in kinds] + [str(m.log)]
    return out


_SQUARES = re.compile(r"\[(\w+)\]")
_RULES = [(re.compile(r"\*(\w+)\*"), "<b>\\1</b>"), (_SQUARES, None)]


def _bracketed(m: re.Match) -> str:
    return "<" + m.group(1).upper() + ">"


def _token(s: str):
    if s.isdigit():
        return int(s)
    if s.replace(".", "", 1).isdigit():
        return float(s)
    return s if s else None


def rf_union_pairs_and_branches(text: str, a: str, b: str) -> list[str]:
    """A call whose argument is a function or a str by a condition (a
    replacement for re.sub), and operators on two values that may each be
    an int, a float, a str or None (a calculator's tokens)."""
    out = []
    for pattern, repl in _RULES:
        text = pattern.sub(repl if repl is not None else _bracketed, text)
    out.append(text)
    x, y = _token(a), _token(b)
    for op in ("+", "-", "*", "**", "%", "//"):
        try:
            if op == "+":
                out.append(repr(x + y))
            elif op == "-":
                out.append(repr(x - y))
            elif op == "*":
                out.append(repr(x * y))
            elif op == "**":
                out.append(repr(x ** _token(b[:1])))
            elif op == "%":
                out.append(repr(x % y))
            else:
                out.append(repr(x // y))
        except (TypeError, ZeroDivisionError, ValueError, OverflowError) as e:
            out.append(f"{type(e).__name__} {e}")
    try:
        out.append(repr(math.sqrt(x)))
    except (TypeError, ValueError) as e:
        out.append(f"{type(e).__name__} {e}")
    return out


class _Queue:
    def __init__(self) -> None:
        self._seq = itertools.count(10, 5)
        self.items: list[tuple[int, int, str]] = []

    def push(self, prio: int, what: str) -> None:
        heapq.heappush(self.items, (prio, next(self._seq), what))


def _numbers_from(start: int):
    return itertools.count(start)


def rf_counters_kept(words: list[str]) -> list[str]:
    """itertools.count() in a field and as a return value (a module
    variable's: tests/regressions/event_loop_by_name.py)."""
    q = _Queue()
    for w in words:
        q.push(len(w) % 3, w)
    out = [str(heapq.heappop(q.items)) for _ in range(len(q.items))]
    numbers = _numbers_from(len(words))
    out.append(f"{next(numbers)} {next(numbers)} {next(q._seq)}")
    return out


def rf_records_given_numbers(text: str) -> list[str]:
    """`rec = dict(zip(header, fields))` (a dict[str, str]), then numbers
    stored in it: the new dict is built holding str | int | float values."""
    rows = []
    header = ["name", "units", "price"]
    for line in text.split(";"):
        parts = line.split(",")
        if len(parts) != 3 or not parts[1].isdigit():
            continue
        rec = dict(zip(header, parts))
        rec["units"] = int(rec["units"])
        rec["price"] = len(rec["price"]) / 4
        rows.append(rec)
    return [repr(r) for r in rows] + [str(sum(r["units"] for r in rows if r["name"]))]


class _Shape:
    def __eq__(self, other):
        return type(self) is type(other) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())


class _Dot(_Shape):
    def __init__(self, x: float) -> None:
        self.x = x

    def key(self):
        return (self.x,)


class _Label(_Shape):
    def __init__(self, text: str, size: int) -> None:
        self.text = text
        self.size = size

    def key(self):
        return (self.text, self.size)


def rf_subclass_keys_of_two_shapes(words: list[str]) -> list[str]:
    """Overrides returning tuples of other shapes: the virtual call's
    result holds either (a union), compared and hashed as CPython does."""
    shapes: list[_Shape] = [_Dot(len(w) / 2) for w in words]
    shapes += [_Label(w, len(w)) for w in words]  # a list of the subclass, read
    labels = [_Label(w.upper(), 0) for w in words]
    shapes.extend(labels[:1])
    mixed = [_Dot(0.0)] + labels
    labels.append(_Label("late", 1))
    out = [f"{len(mixed)} {len(labels)}"]
    out += [str(s.key()) for s in shapes]
    out.append(str(len({s.key() for s in shapes})))
    out.append(str([a == b for a in shapes[:3] for b in shapes[-3:]]))
    return out
