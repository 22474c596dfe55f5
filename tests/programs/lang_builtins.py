"""Differential tests: the builtins real programs use beyond containers and
str: iter()/next(), 3-argument pow(), hash(), bin/hex/oct, type(x).__name__,
os.path (tests/test_language.py runs them against CPython)."""

import os.path
from typing import Iterator


def _squares(n: int) -> Iterator[int]:
    for i in range(n):
        yield i * i


def _first_two(it: Iterator[int]) -> int:
    return next(it) * 10 + next(it)


def it_list(xs: list[int]) -> list[int]:
    it = iter(xs)
    out = [next(it, -1)]
    for x in it:  # the loop continues the same iterator
        out.append(x)
        if x > 3:
            break
    out.append(next(it, -1))
    out.append(next(it, -2))
    return out


def it_exhausted(xs: list[int]) -> str:
    it = iter(xs)
    try:
        while True:
            next(it)
    except StopIteration as e:
        return f"stop {str(e)!r} {repr(e)}"


def it_str(s: str) -> str:
    it = iter(s)
    a = next(it, "")
    b = next(it, "?")
    return a + "|" + b + "|" + "".join(it)


def it_dict(d: dict[str, int]) -> list[str]:
    it = iter(d)
    first = next(it, "none")
    return [first] + list(it)


def it_dict_changed(d: dict[str, int]) -> int:
    it = iter(d)
    k = next(it, "")
    d["zz" + k] = 1
    return len(list(it))


def it_range(n: int) -> list[int]:
    n = max(-50, min(n, 50))  # keeps the sum quick
    it = iter(range(n, 3 * n + 1, 2))
    first = next(it, 100)
    second = next(it, 200)
    return [first, second, sum(it)]


def it_generator(n: int) -> list[int]:
    g = _squares(min(n, 40))
    a = next(g, -1)
    same = iter(g)  # iter() of an iterator is that iterator
    b = next(same, -1)
    return [a, b, next(g, -1), sum(g)]


def it_genexpr(xs: list[int]) -> int:
    g = (x * 2 for x in xs if x > 0)
    return next(g, 0) + next(g, 0) * 100


def it_next_none(xs: list[int]) -> str:
    it = iter(xs)
    out = []
    v = next(it, None)
    while v is not None:
        out.append(str(v))
        v = next(it, None)
    return ",".join(out)


def it_pairs(xs: list[int]) -> list[tuple[int, int]]:
    it = iter(xs)
    return list(zip(it, it))  # one iterator, drawn alternately


def it_enumerate_var(words: list[str]) -> list[str]:
    e = enumerate(words, 1)
    head = next(e, (0, ""))
    return [f"{head[0]}:{head[1]}"] + [f"{i}={w}" for i, w in e]


def it_passed(xs: list[int]) -> int:
    it = iter(xs)
    first = _first_two(it)
    return first * 1000 + sum(it)


def it_in_generator(xs: list[int]) -> list[int]:
    def take(n: int) -> Iterator[int]:
        it = iter(xs)
        for _ in range(n):
            yield next(it)  # StopIteration here is RuntimeError (PEP 479)

    try:
        return list(take(3))
    except RuntimeError as e:
        return [len(str(e))]


def it_alias(xs: list[int]) -> list[int]:
    a = iter(xs)
    b = a
    next(a, 0)
    return [next(b, -1), next(a, -1)]


def n_pow_mod(b: int, e: int, m: int) -> int:
    return pow(b, e, m)


def n_pow_mod_errors(b: int, m: int) -> list[str]:
    out = []
    for e in (-2, -1, 0, 1, 5):
        try:
            out.append(str(pow(b, e, m)))
        except ValueError as err:
            out.append(f"ValueError: {err}")
    return out


def n_pow_two_args(b: int, e: int) -> str:
    e = e % 70 - 5  # CPython would build the whole power of a huge exponent first
    return f"{pow(b, e)} {pow(float(b), 0.5) if b >= 0 else 0.0}"


def n_radix(x: int) -> list[str]:
    return [bin(x), oct(x), hex(x), bin(-x if x != -(2**63) else x), hex(x // 7)]


def n_hash_int(x: int) -> list[int]:
    return [hash(x), hash(-x if x != -(2**63) else x), hash(x // 3), hash(True), hash(False),
            hash(-1), hash(2**61 - 1), hash(2**61), hash(-(2**61))]


def n_hash_float(x: float) -> list[int]:
    if x != x:
        return [0]  # CPython hashes a NaN by its object's address
    return [hash(x), hash(x * 0.5), hash(-x), hash(1.0), hash(1e300), hash(-2.5e-300)]


def n_hash_tuple(a: int, b: float) -> list[int]:
    if b != b:
        b = 0.0
    return [hash((a, b)), hash((a,)), hash((b, (a, True))), hash(tuple([a, a + 1 if a < 99 else a]))]


def n_hash_matches_keys(xs: list[int]) -> list[int]:
    # hash() of a number equal to another is the same (1 == 1.0 == True)
    return [hash(x) - hash(float(x)) if abs(x) < 2**53 else 0 for x in xs]


class _Shape:
    def __init__(self, n: int) -> None:
        self.n = n

    def describe(self) -> str:
        return f"{type(self).__name__}({self.n})"


class _Square(_Shape):
    pass


def t_type_names(n: int) -> list[str]:
    n = max(-9, min(n, 9))
    shapes: list[_Shape] = [_Shape(n), _Square(n)]
    out = [s.describe() for s in shapes] + [s.__class__.__name__ for s in shapes]
    maybe: int | None = n if n > 0 else None
    either: int | str = n
    if n % 2 == 1:
        either = str(n)
    out += [type(n).__name__, type(n * 0.5).__name__, type(n > 0).__name__,
            type(str(n)).__name__, type([n]).__name__, type({n: n}).__name__,
            type({n}).__name__, type((n, "a")).__name__, type(b"x").__name__,
            type(range(n)).__name__, type(maybe).__name__, type(either).__name__]
    try:
        raise KeyError(n)
    except LookupError as e:
        out.append(type(e).__name__)
    return out


def p_paths(a: str, b: str) -> list[str]:
    out = [os.path.join(a, b), os.path.join(a, b, a), os.path.join(b),
                   os.path.basename(a), os.path.dirname(a), os.path.basename(b + "/" + a),
                   os.path.dirname(b + "/" + a), os.path.dirname("/" + a),
                   os.path.splitext(a)[0], os.path.splitext(a)[1], os.path.splitext(b + a)[1]]
    return out


def p_exists(name: str) -> list[bool]:
    # Relative names resolve against the test's working directory: only
    # paths whose existence does not depend on it are asked.
    return [os.path.exists("/"), os.path.isdir("/"), os.path.isfile("/"),
            os.path.exists("/nonexistent-" + name.replace("/", "")),
            os.path.exists("/dev/null"), os.path.isfile("/dev/null"),
            os.path.exists("/tmp/\x00" + name)]


def b_decode_error_positions(data: bytes) -> str:
    try:
        return data.decode()
    except UnicodeDecodeError as e:
        return str(e)


class _Slot:
    def __init__(self, day: str, hour: int):
        self.day = day
        self.hour = hour

    def __eq__(self, other):
        return isinstance(other, _Slot) and (self.day, self.hour) == (other.day, other.hour)

    def __hash__(self):
        return hash((self.day, self.hour))  # a str inside: this runtime's own hash


def fs_algebra(xs: list[int], ys: list[int]) -> list[str]:
    # Sets are printed sorted: CPython's iteration order follows hash values.
    a, b = frozenset(xs), frozenset(ys)
    s = set(ys)
    out = [str(sorted(a)), str(len(a)), str(3 in a), str(a == s), str(s == a), str(a != b)]
    for r in (a | b, a & b, a - b, a ^ b, a | s, a.union(s), a.intersection(s),
              a.difference(s), a.symmetric_difference(b), a.copy()):
        out.append(f"{type(r).__name__} {sorted(r)}")
    out.append(f"{type(s | a).__name__} {sorted(s - a)}")
    out += [str(a <= b), str(a < s), str(a >= frozenset()), str(a.issubset(s)),
            str(a.isdisjoint(b)), str(bool(a)), repr(frozenset()), repr(frozenset(xs[:1]))]
    c = a
    c |= b  # a new frozenset: `a` keeps its items
    out.append(f"{sorted(a)} {sorted(c)} {c == a}")
    return out


def fs_as_keys(words: list[str]) -> list[str]:
    # Unordered pairs as dict keys and set items: {a, b} == {b, a}.
    pairs: dict[frozenset[str], int] = {}
    for w, v in zip(words, words[1:]):
        k = frozenset((w, v))
        pairs[k] = pairs.get(k, 0) + 1
    seen = {frozenset(w) for w in words}
    groups = [frozenset(range(n % 4)) for n in range(len(words))]
    return [str(sorted((sorted(k), n) for k, n in pairs.items())), str(len(seen)),
            str(len(set(groups))), str(frozenset("ab") in seen),
            str(sorted(set().union(*(set(w) for w in words)))),
            str(sorted(frozenset(words[:1]).union(*(frozenset(w) for w in words))))]


def fs_hashed_fields(days: list[str], hours: list[int]) -> list[str]:
    # A class hashing a tuple with a str in it: equal slots are one key.
    slots = [_Slot(d, h % 3) for d, h in zip(days, hours)]
    taken = set(slots)
    by_slot = {s: i for i, s in enumerate(slots)}
    again = [_Slot(d, h % 3) in taken for d, h in zip(days, hours)]
    return [str(len(taken)), str(len(by_slot)), str(again),
            str(hash(("a", 1)) == hash(("a", 1))), str(hash("xy") == hash("x" + "y"))]


def fs_set_methods_take_iterables(xs: list[int], words: list[str]) -> list[str]:
    # Set methods take any iterables, several at once, or a starred list of them.
    s = set(xs)
    out = [sorted(s.union(xs[:2], (7, 8))), sorted(s.intersection(range(4), xs)),
           sorted(s.difference(xs[:1], [3])), sorted(s.symmetric_difference(range(3)))]
    flags = [s.issubset(range(10)), s.issuperset(xs[:2]), s.isdisjoint([99, -99])]
    t = s
    t.update(range(2), [5])
    t.intersection_update(range(6), [0, 1, 5, 7])
    t.difference_update([1])
    t.symmetric_difference_update((0, 9))
    out.append(sorted(s))
    letters = sorted(set(words[0] if words else "").intersection(*words[1:]))
    every = sorted(set().union(*words))
    f = frozenset(xs)
    return [str(o) for o in out] + [str(flags), str(letters), str(every),
                                    str(sorted(f.union(range(2)))), type(f.difference(xs)).__name__]


def fs_hashes(xs: list[int], y: float) -> list[int]:
    # CPython's frozenset hash over its items' hashes (numbers and tuples of
    # them hash as CPython's; a NaN's is its address in CPython: left out);
    # the empty str and bytes hash to 0.
    f = frozenset(xs)
    pairs = frozenset((x, y if y == y else 0.5) for x in xs)
    return [hash(f), hash(frozenset(xs[::-1])), hash(pairs), hash(frozenset([f])),
            hash((f, len(xs))), hash(""), hash(b"")]
