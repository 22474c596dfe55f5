"""Differential tests: forms whole programs (tests/real_programs) use --
explicit base-class calls (Base.__init__(self, ...), Base.method(self)),
memoised functions (functools.lru_cache, bounded or not, functools.cache),
sum() of lists, the string module's constants and a module-level dict of
functions (tests/test_language.py runs them against CPython)."""

import functools
import math
import string
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Generic, Optional, Protocol, TypeVar


class Task:
    def __init__(self, ident, priority):
        self.ident = ident
        self.priority = priority
        self.runs = 0

    def describe(self):
        return "task %d p%d" % (self.ident, self.priority)

    def run(self, n):
        self.runs += 1
        return n


class Worker(Task):
    def __init__(self, ident, priority, rate):
        Task.__init__(self, ident, priority)
        self.rate = rate

    def describe(self):
        return Task.describe(self) + " rate %d" % self.rate

    def run(self, n):
        return Task.run(self, n) * self.rate


class Boss(Worker):
    def __init__(self, ident):
        Worker.__init__(self, ident, 9, 3)
        self.priority += 1

    def describe(self):
        return "boss/" + Worker.describe(self) + "/" + Task.describe(self)

    def run(self, n):
        return Worker.run(self, n) + Task.run(self, n)


def cf_base_calls(n: int) -> list[str]:
    tasks = [Task(0, 1), Worker(1, 5, n), Boss(2)]
    out = []
    for t in tasks:
        out.append(t.describe() + " -> " + str(t.run(n)) + " runs " + str(t.runs))
    return out


def cf_memo_paths(n: int, m: int) -> list[int]:
    @lru_cache(maxsize=None)
    def count(i, j):
        if i <= 0 or j <= 0:
            return 1
        return count(i - 1, j) + count(i, j - 1)

    total = count(n % 9, m % 9)
    if n % 2:
        count.cache_clear()
    again = count(n % 9, m % 9)
    return [total, again, count.cache_info().hits, count.cache_info().misses,
            count.cache_info().currsize]


def _words(k, out):
    calls = []

    @functools.cache
    def word(n):
        calls.append(n)
        if n < 2:
            return "ab"[n]
        return word(n - 1) + word(n - 2)

    out.append(word(k))
    word(k % 3)
    out.append(str(calls))
    out.append(str(word.cache_info().maxsize))


def cf_memo_fresh_cache(k: int) -> list[str]:
    out = []
    for round_ in range(2):  # each run of the def: a fresh cache
        _words(k % 9 + round_, out)
    return out


def cf_memo_exceptions_and_none(x: int) -> list[str]:
    attempts = []

    @lru_cache(maxsize=None)
    def inverse(v, scale):
        attempts.append(v)
        if v == 0:
            raise ZeroDivisionError("no inverse of zero")
        if v < 0:
            return -scale  # cached too
        return scale // v

    out = []
    for v in [x % 5, x % 5, -1, -1, 0, 0, 2]:
        try:
            out.append(str(inverse(v, 60)))
        except ZeroDivisionError as e:
            out.append("error: " + str(e))
    out.append(str(attempts))
    out.append(str(inverse.cache_info().currsize))
    return out


def cf_memo_text_keys(words: list[str]) -> list[int]:
    @lru_cache(maxsize=None)
    def distance(a, b):
        # edit distance, memoised on the two suffixes
        if not a:
            return len(b)
        if not b:
            return len(a)
        if a[0] == b[0]:
            return distance(a[1:], b[1:])
        return 1 + min(distance(a[1:], b), distance(a, b[1:]), distance(a[1:], b[1:]))

    out = []
    for w in words:
        out.append(distance(w[:6], "kitten"))
    out.append(distance.cache_info().misses)
    return out


@lru_cache(maxsize=None)
def _partitions(n: int, largest: int) -> int:
    # ways to write n as a sum of parts no larger than `largest`
    if n == 0:
        return 1
    if n < 0 or largest == 0:
        return 0
    return _partitions(n - largest, largest) + _partitions(n, largest - 1)


@functools.cache
def _spelled(n: int) -> str:
    _SPELLED_CALLS.append(n)
    return "one two three four five".split()[n % 5] * (n // 5 + 1)


_SPELLED_CALLS: list[int] = []


def cf_memo_module_level(n: int) -> list[str]:
    # the cache outlives the call: repeated calls of the entry point hit it
    k = n % 40
    out = [str(_partitions(k, k)), str(_partitions(k // 2, k // 3))]
    out += [_spelled(k % 7), _spelled(k % 7), _spelled(3), str(len(_SPELLED_CALLS) > 0)]
    out.append(str(_partitions.cache_info().currsize > 0))
    return out


@lru_cache(maxsize=3)
def _square_logged(n: int) -> int:
    _SQUARED.append(n)
    return n * n


_SQUARED: list[int] = []


def cf_memo_bounded(xs: list[int]) -> list[str]:
    # least recently used entries are dropped: recomputations show in `calls`
    calls = []

    @lru_cache(2)
    def pair(a, b):
        calls.append(a * 10 + b)
        return a - b

    @functools.lru_cache(maxsize=0)
    def plain(a):
        calls.append(-a)
        return a

    out = [str(pair(x % 4, x % 2) + plain(x)) for x in xs]
    if len(xs) > 3:
        pair.cache_clear()
        plain.cache_clear()
        out.append(str(pair(1, 1)))
    # (a module-level cache outlives the call: what it recomputes depends on
    # earlier calls, so only the values are compared)
    squares = [_square_logged(x % 5) for x in xs]
    out += [str(calls), str(squares)]
    info = [pair.cache_info().hits, pair.cache_info().misses, pair.cache_info().currsize,
            plain.cache_info().misses, plain.cache_info().currsize]
    out.append(str(info) + str(pair.cache_info().maxsize) + str(plain.cache_info().maxsize))
    return out


def cf_sum_lists(rows: list[list[int]], n: int) -> list[int]:
    start = [n]
    flat = sum(rows, start)
    flat.append(-1)
    return flat + start + sum([[r[0]] for r in rows if r], []) + sum([], [7])


def cf_sum_words(text: str) -> list[str]:
    return sum([w.split("a") for w in text.split()], ["start"])


def cf_string_constants(s: str) -> list[int]:
    classes = [string.ascii_lowercase, string.ascii_uppercase, string.ascii_letters,
               string.digits, string.hexdigits, string.octdigits, string.punctuation,
               string.whitespace, string.printable]
    out = [len(c) for c in classes]
    for c in classes:
        out.append(sum(1 for ch in s if ch in c))
    out.append(string.digits.find(s[:1]) if s else -2)
    return out


def _double(x):
    return x * 2.0


def _negate(x):
    return -x


OPERATIONS = {
    "sqrt": math.sqrt,
    "abs": abs,
    "double": _double,
    "fabs": math.fabs,
    "negate": _negate,
    "abs": _negate,  # a repeated key: the last value, in the first place
}


def cf_function_table(name: str, x: float) -> str:
    if name not in OPERATIONS:
        return "unknown " + name
    try:
        return str(OPERATIONS[name](x)) + " " + str("sqrt" in OPERATIONS)
    except ValueError as e:
        return "ValueError " + str(e)


STEPS = [_double, _negate, math.fabs]


def cf_function_list(i: int, x: float) -> str:
    try:
        return str(STEPS[i](x)) + " " + str(STEPS[i % 3](STEPS[-1](x)))
    except IndexError as e:
        return "IndexError " + str(e)


def cf_local_tables(program: list[str]) -> list[str]:
    # an interpreter's dispatch tables, local to the function
    binary = {"+": _add, "-": _sub, "max": max, "min": min}
    unary = [_negate_int, abs]
    stack = [3, 4]
    out = []
    for word in program:
        try:
            if word in binary:
                b = stack.pop()
                stack.append(binary[word](stack.pop(), b))
            elif word not in binary and word.isdigit():
                stack.append(unary[int(word) % 3 - 1](stack[-1]))
            else:
                out.append("skip " + word)
        except IndexError as e:
            out.append("IndexError " + str(e))
    return out + [str(stack)]


def _add(a, b):
    return a + b


def _sub(a, b):
    return a - b


def _negate_int(a):
    return -a


def _note(seen, x):
    seen.append(x)
    return x


def cf_function_table_missing(name: str, x: float) -> str:
    seen = []
    try:  # the key is looked up before the argument is evaluated
        return str(OPERATIONS[name](_note(seen, x)))
    except KeyError as e:
        return "KeyError " + str(e) + " " + str(seen)
    except ValueError as e:
        return "ValueError " + str(e) + " " + str(seen)


class Money:
    """Numeric protocol methods the builtins call: int(), float(), round(),
    abs(), hash(), divmod(), math.floor/ceil, unary +, and a number on the
    left of a comparison or ** (the instance's reflected method)."""

    def __init__(self, cents: int):
        self.cents = cents

    def __int__(self) -> int:
        return self.cents // 100

    def __float__(self) -> float:
        return self.cents / 100

    def __round__(self, digits: int = 0) -> float:
        return round(self.cents / 100, digits)

    def __abs__(self) -> "Money":
        return Money(abs(self.cents))

    def __pos__(self) -> "Money":
        return Money(self.cents + 0)

    def __hash__(self) -> int:
        return hash(self.cents)

    def __eq__(self, other: "Money") -> bool:
        return self.cents == other.cents

    def __divmod__(self, n: int) -> tuple[int, int]:
        return divmod(self.cents, n)

    def __floor__(self) -> int:
        return self.cents // 100

    def __ceil__(self) -> int:
        return -(-self.cents // 100)

    def __lt__(self, n: int) -> bool:
        return self.cents < n * 100

    def __gt__(self, n: int) -> bool:
        return self.cents > n * 100

    def __rpow__(self, base: int) -> int:
        return base ** (self.cents % 7)

    def __repr__(self) -> str:
        return f"Money({self.cents})"


def cf_numeric_protocol(cents: int) -> list[str]:
    m = Money(cents)
    return [str(int(m)), str(float(m)), str(round(m)), str(round(m, 1)), repr(abs(m)),
            repr(+m), str(hash(m) == hash(cents)), str(divmod(m, 7)), str(math.floor(m)),
            str(math.ceil(m)), str(3 < m), str(3 > m), str(2 ** m), str({m: 1}[Money(cents)])]


class Stack:
    """Truth from __len__ (no __bool__): an empty stack is false."""

    def __init__(self, items: list[int]):
        self.items = items

    def __len__(self) -> int:
        return len(self.items)


class Gauge(Stack):
    """__bool__ wins over __len__, also in a subclass of a class with __len__."""

    def __bool__(self) -> bool:
        return sum(self.items) > 0


def cf_truth_protocol(xs: list[int]) -> list[str]:
    # Found by the fuzzer's classes feature: `if obj:`, `while obj:`,
    # `a or b`, bool() and comprehension filters tested every instance true.
    s = Stack(list(xs))
    out = [str(bool(s)), str(bool(Gauge(list(xs)))), "yes" if s else "no"]
    steps = 0
    while s:
        s.items.pop()
        steps += 1
    out.append(str(steps))
    g = Gauge([x - 1 for x in xs])
    picked = s or g
    out.append(f"{len(picked)} {not g} {[len(v) for v in [Stack([]), Gauge(xs), s] if v]}")
    held: Stack = Gauge([-5]) if len(xs) % 2 else Stack([1])
    out.append(f"{bool(held)} {any([Stack([]), held])} {all([Stack([0]), Gauge([1])])}")
    return out


class _Span:
    """A context manager: __exit__ runs however the block is left."""

    def __init__(self, log: list[str], name: str, swallow: bool = False):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append("exit " + self.name)
        return self.swallow


def _first_at_least(xs: list[int], limit: int, log: list[str]) -> int:
    with _Span(log, "search"):
        for x in xs:
            if x >= limit:
                return x
    return -1


def cm_context_managers(xs: list[int], limit: int) -> list[str]:
    log: list[str] = []
    found = _first_at_least(xs, limit, log)
    with _Span(log, "outer") as outer, _Span(log, "inner", swallow=True) as inner:
        log.append(f"body {outer.name} {inner.name}")
        if xs:
            log.append(str(limit // (xs[0] - xs[0])))  # ZeroDivisionError, swallowed by inner
    for i, x in enumerate(xs[:4]):
        with _Span(log, str(i)):
            if x < 0:
                continue
            if x > limit:
                break
            log.append("kept")
    try:
        with _Span(log, "raising"):
            raise ValueError(f"bad {limit}")
    except ValueError as e:
        log.append(str(e))
    return [str(found)] + log


class _Box:
    def __init__(self, items: list[int]):
        self.items = items
        self.opened = 0

    def __enter__(self) -> "_Box":
        self.opened += 1
        return self

    def __exit__(self, *exc) -> None:
        self.items.append(-1)


def _take(box: _Box, k: int) -> list[int]:
    # Every path returns: an __exit__ returning nothing cannot swallow.
    with box:
        if k > 0:
            return box.items[:k]
        return []


def cm_exit_returning_none(xs: list[int], k: int) -> list[str]:
    box = _Box(list(xs))
    first = _take(box, k)
    second = _take(box, -k)
    return [str(first), str(second), str(box.items), str(box.opened)]


# A generic class (Generic[K, V], subclassed as LRU[K, V] and annotated
# Counted[str, int]: its fields typed by the values stored), a classmethod
# calling cls(...) with keywords, and a dataclass field made by a lambda.

K = TypeVar("K")
V = TypeVar("V")


class _LRU(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> Optional[V]:
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]

    def put(self, key: K, value: V) -> None:
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)


class _Counted(_LRU[K, V]):
    def __init__(self, capacity: int) -> None:
        super().__init__(capacity)
        self.hits = 0

    def get(self, key: K) -> Optional[V]:
        v = super().get(key)
        if v is not None:
            self.hits += 1
        return v


@dataclass
class _Member:
    name: str
    member_id: int
    limit: int = 3
    marks: dict[str, int] = field(default_factory=lambda: {c: 0 for c in "ab"})

    @classmethod
    def student(cls, name: str, member_id: int) -> "_Member":
        return cls(name, member_id, limit=2)

    @classmethod
    def staff(cls, name: str) -> "_Member":
        return cls(member_id=len(name), name=name.upper())


def cm_generic_and_class_keywords(keys: list[str], capacity: int) -> list[str]:
    cache: _Counted[str, int] = _Counted(max(capacity, 1))
    out = []
    for i, k in enumerate(keys):
        if cache.get(k) is None:
            cache.put(k, i)
    out.append(str(list(cache.data.items())))
    out.append(str(cache.hits))
    a, b = _Member.student("ann", capacity), _Member.staff("bo")
    a.marks["a"] += 1
    out += [repr(a), repr(b), str(_Member("cy", 1).marks)]
    return out


class _HasArea(Protocol):  # structural: any class with area() passes
    def area(self) -> float: ...


class _Sq:
    def __init__(self, s: float) -> None:
        self.s = s

    def area(self) -> float:
        return self.s * self.s


def _areas(shapes: list[_HasArea]) -> float:
    return sum(s.area() for s in shapes)


def cm_protocol_parameters(sides: list[float]) -> list[str]:
    shapes = [_Sq(s) for s in sides]
    return [f"{_areas(shapes):.3f}"] + [f"{type(s).__name__} {s.area():.2f}" for s in shapes]


# `return NotImplemented` in binary special methods: `==` and `!=` fall back
# to identity (an edition against an int, None, or a str in a list); in
# `__lt__` and arithmetic the branch the types rule out costs nothing.

class _Edition:
    def __init__(self, title: str, year: int) -> None:
        self.title = title
        self.year = year

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Edition):
            return NotImplemented
        return (self.title, self.year) == (other.title, other.year)

    def __lt__(self, other) -> bool:
        if not isinstance(other, _Edition):
            return NotImplemented
        return self.year < other.year

    def __hash__(self) -> int:
        return hash((self.title, self.year))


class _Money:
    def __init__(self, cents: int) -> None:
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, _Money):
            return _Money(self.cents + other.cents)
        return NotImplemented

    def __rmul__(self, k):
        if isinstance(k, int):
            return _Money(self.cents * k)
        return NotImplemented

    def __repr__(self) -> str:
        return f"_Money({self.cents})"


def cm_not_implemented(year: int, k: int) -> list[str]:
    a, b, c = _Edition("A", year), _Edition("A", year), _Edition("B", year - 1)
    out = [str((a == b, a == c, a != c, a == year, a != "x", a == None, a in ["a", c]))]
    out.append(str((sorted([a, c])[0].title, len({a, b, c}), a < c, max([a, c]).title)))
    out.append(repr((_Money(k) + _Money(1), k * _Money(2))))
    return out
