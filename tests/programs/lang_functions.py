"""Differential tests: functions as values -- lambdas, nested functions
(closures), module functions and builtins passed to sorted/min/max/map/
filter and to user higher-order functions; default and keyword arguments;
recursion (tests/test_language.py runs them against CPython)."""

from typing import Callable


# Module constants: a tuple display unpacked at top level, and a rebinding in
# a block that never runs on import (the tracer once refused the first and, for
# any other block, silently kept the first value).
_UNIT, (_STEP, _DIGITS) = "cm", (2.5, 3)
if __name__ == "__main__":
    _STEP = 100.0

def _apply_all(f: Callable[[int], int], xs: list[int]) -> list[int]:
    return [f(x) for x in xs]


def _compose(f, g, x):
    return f(g(x))


def _fold(f, acc, xs):
    for x in xs:
        acc = f(acc, x)
    return acc


def _square(x: int) -> int:
    return x * x


def fn_lambda_sorted(words: list[str]) -> list[list[str]]:
    return [sorted(words, key=len), sorted(words, key=lambda w: w.lower()),
            sorted(words, key=lambda w: (len(w), w), reverse=True), sorted(words)]


def fn_sort_in_place(pairs: list[tuple[int, str]]) -> list[tuple[int, str]]:
    pairs.sort(key=lambda p: p[1])
    pairs.sort(key=lambda p: p[0] % 3, reverse=True)
    return pairs


def fn_min_max_key(words: list[str]) -> tuple[str, str]:
    if not words:
        return "", ""
    return min(words, key=len), max(words, key=lambda w: w.count("a"))


def fn_map_filter(xs: list[int]) -> list[int]:
    small = list(filter(lambda v: -10 < v < 10, xs))
    return small + list(map(lambda v: v * 3 + 1, small)) + list(map(abs, small))


def fn_map_str(xs: list[int]) -> str:
    return ",".join(map(str, xs))


def fn_closure_reads_late(xs: list[int]) -> list[int]:
    k = 1
    add = lambda v: v + k
    before = [add(x) for x in xs]
    k = 10
    after = [add(x) for x in xs]
    return before + after


def fn_nested_def(xs: list[int], threshold: int) -> list[int]:
    def keep(v: int) -> bool:
        return v > threshold

    def total(vs: list[int]) -> int:
        s = 0
        for v in vs:
            if keep(v):
                s += v
        return s

    return [total(xs), len([x for x in xs if keep(x)])]


def fn_nested_recursive(n: int) -> list[int]:
    memo: dict[int, int] = {}

    def fib(k: int) -> int:
        if k < 2:
            return k
        if k in memo:
            return memo[k]
        v = fib(k - 1) + fib(k - 2)
        memo[k] = v
        return v

    return [fib(i) for i in range(n)]


def fn_higher_order(xs: list[int], k: int) -> list[int]:
    scale = lambda v: v * k
    return _apply_all(scale, xs) + _apply_all(_square, xs) + [_compose(scale, _square, 3)]


def fn_fold(xs: list[int]) -> tuple[int, int, str]:
    total = _fold(lambda a, b: a + b, 0, xs)
    biggest = _fold(lambda a, b: a if a > b else b, -(2 ** 62), xs)
    text = _fold(lambda a, b: a + str(b), "", xs)
    return total, biggest, text


def fn_closure_mutates(xs: list[int]) -> list[int]:
    seen: list[int] = []

    def record(v: int) -> int:
        seen.append(v)
        return v * 2

    doubled = [record(x) for x in xs]
    return doubled + seen


def fn_defaults_and_keywords(a: int) -> list[str]:
    def fmt(x: int, width: int = 4, fill: str = " ", sign: bool = False) -> str:
        text = ("+" if sign and x >= 0 else "") + str(x)
        return fill * (width - len(text)) + text

    return [fmt(a), fmt(a, 6), fmt(a, fill="0"), fmt(a, sign=True, width=8), fmt(x=a)]


def fn_lambda_in_comprehension(xs: list[int]) -> list[int]:
    offset = 5
    return [y for y in map(lambda v: v + offset, xs)]


def fn_key_with_captures(words: list[str], letter: str) -> list[str]:
    return sorted(words, key=lambda w: (w.count(letter), w))


def fn_builtin_values(xs: list[float]) -> list[float]:
    return list(map(abs, xs)) + sorted(xs, key=abs) if all(x == x for x in xs) else []


def fn_exception_in_lambda(xs: list[int]) -> list[int]:
    return list(map(lambda v: 100 // v, xs))


def _total(*xs: int) -> int:
    s = 0
    for x in xs:
        s += x
    return s


def _describe(label: str, *values) -> str:
    first = values[0] if values else -1
    return f"{label}: {values} n={len(values)} first={first} rest={values[1:]}"


def fn_star_args(a: int, b: int) -> list[str]:
    return [str(_total()), str(_total(a)), str(_total(a, b, 3)), _describe("x", a, b),
            _describe("y", a), _describe("z"), str(tuple([a, b]))]


# Closures that outlive the call that made them (factories): they keep the
# values their variables hold when the maker returns, as Python's cells do.

def _make_adder(k: int) -> Callable[[int], int]:
    def add(x: int) -> int:
        return x + k
    return add


def _make_scaler(factor: float, offset: float):
    scale = lambda x: x * factor + offset  # noqa: E731
    factor = factor * 2  # the cell's final value is what the closure reads
    return scale


def _make_matcher(words: list[str]) -> Callable[[str], bool]:
    wanted = set(w.lower() for w in words)
    return lambda w: w.lower() in wanted


def _make_counter_of(letters: str):
    def count(text: str) -> int:
        return sum(1 for ch in text if ch in letters)
    return count


def fn_factory_adder(k: int, xs: list[int]) -> list[int]:
    add = _make_adder(k)
    add_one = _make_adder(1)
    return [add(x) + add_one(x) for x in xs]


def fn_factory_reads_final_values(xs: list[float]) -> list[float]:
    f = _make_scaler(1.5, -1.0)
    return [f(x) for x in xs]


def fn_factory_as_key(words: list[str], keep: list[str]) -> list[str]:
    matches = _make_matcher(keep)
    return sorted((w for w in words if matches(w)), key=_make_counter_of("aeiou"))


def fn_factory_passed_on(xs: list[int], k: int) -> list[int]:
    return _apply_all(_make_adder(k), xs)


# Keyword-only (after * or *args) and positional-only (before /) parameters,
# and **kwargs (the extra keyword arguments, as a dict in call order).

def _fmt(value: float, *, digits: int = 2, unit: str = "") -> str:
    return f"{value:.{digits}f}{unit}"


def _tag(name: str, /, **attrs: str) -> str:
    inner = " ".join(f'{k}="{v}"' for k, v in attrs.items())
    return f"<{name} {inner}>" if inner else f"<{name}>"


def _scaled_total(*xs: int, scale: int = 1, **extra: int) -> int:
    return sum(xs) * scale + sum(extra.values())


def _counted(**counts):
    return sorted(counts.items())


def fn_keyword_only(x: float) -> list[str]:
    return [_fmt(x), _fmt(x, digits=4), _fmt(x, unit="kg", digits=0)]


def fn_kwargs(name: str) -> list[str]:
    return [_tag(name), _tag(name, id="a"), _tag(name, cls="b", href=name + ".html")]


def fn_star_and_kwargs(a: int, b: int) -> list[int]:
    return [_scaled_total(a, b), _scaled_total(a, b, scale=3),
            _scaled_total(a, scale=2, bonus=b, more=7), _scaled_total()]


def fn_kwargs_unannotated(n: int) -> list[tuple[str, int]]:
    return _counted(apples=n, pears=n * 2)


# nonlocal: a nested function rebinds a variable of the function around it
# (shared while that function runs; a returned closure keeps its own).

def _make_counter():
    count = 0

    def bump() -> int:
        nonlocal count
        count += 1
        return count
    return bump


def fn_nonlocal_counter(n: int) -> list[int]:
    c = _make_counter()
    d = _make_counter()
    out = [c() for _ in range(n)]
    out.append(d())
    out.append(c())
    return out


def fn_nonlocal_accumulate(xs: list[int]) -> tuple[int, int]:
    total = 0
    biggest = 0

    def add(x: int) -> None:
        nonlocal total, biggest
        total += x
        if x > biggest:
            biggest = x

    for x in xs:
        add(x)
    return total, biggest


def fn_nonlocal_two_levels(n: int) -> int:
    hits = 0

    def outer(k: int) -> None:
        def inner() -> None:
            nonlocal hits
            hits += k
        inner()
        inner()

    for i in range(n):
        outer(i)
    return hits


# Nested defs that call each other, defined in any order (a recursive-descent
# parser of closures): direct calls, each taking the variables of the
# enclosing function that the defs it calls read (pyaot.frontend.sibling_defs).

def fn_nested_parser(src: str) -> tuple[int, int, int]:
    tokens = src.split()
    pos = 0
    reads = 0

    def peek() -> str:
        return tokens[pos] if pos < len(tokens) else ""

    def take() -> str:
        nonlocal pos, reads
        reads += 1
        if pos >= len(tokens):
            raise ValueError("unexpected end")
        pos += 1
        return tokens[pos - 1]

    def expr() -> int:
        value = term()
        while peek() in ("+", "-"):
            value = value + term() if take() == "+" else value - term()
        return value

    def term():
        value = atom()
        while peek() == "*":
            take()
            value *= atom()
        return value

    def atom():
        t = take()
        if t == "(":
            inner = expr()
            if take() != ")":
                raise ValueError("expected )")
            return inner
        return int(t) * scale if t.isdigit() else len(t)

    scale = 2
    try:
        result = expr()
    except ValueError:
        result = -1
    return result, pos, reads


def fn_nested_mutual(n: int) -> tuple[list[bool], list[int]]:
    seen: list[int] = []

    def even(k: int) -> bool:
        seen.append(k)
        return True if k == 0 else odd(k - 1)

    def odd(k: int, by: int = 1) -> bool:
        return False if k == 0 else even(k - by)

    def hailstone(k: int):
        while k > 1:
            yield k
            k = half(k) if even(k % 8) else 3 * k + 1

    def half(k: int) -> int:
        return k // 2

    return [odd(i) for i in range(n)], list(hailstone(n + 1))[:12] + seen[-3:]


def fn_counter_steps(n: int, flags: list[bool]) -> list[int]:
    """Steps of one of ints that start small compile without an overflow
    check (pyaot.emit.counters); ints that only look like counters keep it:
    a parameter, one a nested function sets through nonlocal (its step
    overflows), one whose start is large."""
    count = 0
    down = 2
    for f in flags:
        if f:
            count += 1
        else:
            down = down - 1
    near = 0

    def jump() -> None:
        nonlocal near
        near = 2**62 + (2**62 - 1) - len(flags) % 2

    big = 2**62
    out = [count, down]
    for _ in range(2):
        big += 1
        n += 1  # a parameter: 2**63 - 1 + 1 overflows
        out.append(big)
    out.append(n)
    jump()
    near += 1  # overflows when len(flags) is even
    out.append(near)
    return out


def fn_nonlocal_in_key(words: list[str]) -> tuple[list[str], int]:
    calls = 0

    def key(w: str) -> int:
        nonlocal calls
        calls += 1
        return len(w)

    return sorted(words, key=key), calls


def _ﬁt(ｘs: list[int], scale: int = 1) -> int:
    return sum(xs) * ｓcale


def fn_unicode_identifiers(n: int) -> list[int]:
    """Identifiers are NFKC-normalised as CPython's tokenizer does: the
    ligature ﬁ and fi, fullwidth ｘ and x, are the same names (variables,
    parameters, keyword arguments and functions)."""
    ﬁles = [n % 100, 2, 3]
    total = 0
    for ｘ in files:
        total += x
    ﬁles.append(total)
    return [len(files), _fit(ﬁles, ｓcale=2), _ﬁt(xs=files), total]


def fn_module_constants(n: int) -> str:
    return str(n * _STEP / _DIGITS) + _UNIT


def fn_recursive_lambda(n: int) -> tuple[int, list[int], int]:
    # A lambda calling itself through the variable it is assigned to (once
    # C++ that did not compile).
    fact = lambda m: 1 if m < 2 else m * fact(m - 1)
    step = 2
    countdown = lambda m: [] if m <= 0 else [m] + countdown(m - step)
    fib = lambda m: m if m < 2 else fib(m - 1) + fib(m - 2)
    return fact(n % 15), countdown(n % 12), fib(n % 20)


class _Ruler:
    def __init__(self, origin: int) -> None:
        self.origin = origin

    def dist(self, x: int) -> int:
        return abs(x - self.origin)

    def ranked(self, xs: list[int]) -> list[int]:
        out = sorted(xs, key=self.dist, reverse=True)
        out.sort(key=self.dist)
        return out


def fn_bound_method_keys(words: list[str], origin: int) -> list[str]:
    # A bound method as the key of sorted/min/max/sort: `key=d.get`,
    # `key=d.__getitem__`, `key=order.index`, `key=self.dist`.
    counts: dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + len(w)
    out = [str(sorted(counts, key=counts.get)), str(sorted(counts, key=counts.__getitem__))]
    if counts:
        out.append(f"{max(counts, key=counts.get)} {min(counts, key=counts.get)}")
    order = "zyxwvutsrqponmlkjihgfedcba"
    letters = [w[0] for w in words if w]
    letters.sort(key=order.index)
    ruler = _Ruler(origin)
    out.append(f"{letters} {ruler.ranked([len(w) for w in words])}")
    return out


def _attempt(f) -> str:
    try:
        return str(f())
    except (NameError, IndexError) as e:
        return type(e).__name__ + ": " + str(e)


def fn_unbound_captures(xs: list[int], c: bool) -> list[str]:
    # A captured variable that may be unbound is checked where the closure
    # reads it, as CPython reads a free variable: never, if it is not read;
    # after an error raised before the read; bound by `nonlocal` first.
    for v in xs:
        pass
    if c:
        w = 1
    never = lambda k: v if c else k
    first_error = lambda: [1, 2][len(xs) + 5] + v

    def direct(k: int) -> int:
        if k > 100:
            return v
        return k * 2

    def setter() -> int:
        nonlocal w
        w = 7 + len(xs)
        return w + 1

    def passes_on(k: int) -> int:
        inner = lambda: v + k
        return inner() if k % 2 == 0 else -k

    out = [_attempt(lambda: never(3)), _attempt(first_error), str(direct(len(xs))),
           _attempt(lambda: passes_on(len(xs))),
           _attempt(lambda: sorted(xs, key=lambda x: x - v)[0] if xs else -1)]
    if len(xs) % 2 == 1:
        out.append(str(setter()))
    out.append(_attempt(lambda: w))
    return out


def fn_bound_methods_mapped(counts: dict[str, int], keys: list[str]) -> list[str]:
    # A bound method as map's or filter's function (`map(d.get, keys)`), of
    # a parameter or a variable bound once: each call reads the same object.
    order = sorted(counts)
    out = [str(list(map(counts.get, keys))), str(list(filter(counts.get, keys)))]
    out.append(str(list(map(order.count, keys))))
    out.append(str(sum(map(len, filter(str.isalpha, keys)))))
    return out
