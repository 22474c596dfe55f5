"""Differential tests: generator functions (`yield`, `yield from`), consumed
lazily by for loops, list(), sum(), zip() and sorted()
(tests/test_language.py runs them against CPython)."""

from typing import Iterator


def _count_up(start: int, step: int):
    n = start
    while True:
        yield n
        n += step


def _take_while_small(xs: list[int], limit: int) -> Iterator[int]:
    for x in xs:
        if x > limit:
            return
        yield x


def _pairs(words: list[str]):
    for i, w in enumerate(words):
        yield i, w


def _flatten(rows: list[list[int]]):
    for row in rows:
        yield from row


def _fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def _checked(xs: list[int]):
    for x in xs:
        if x < 0:
            raise ValueError(f"negative: {x}")
        yield x * 2


def g_infinite_with_break(n: int) -> list[int]:
    out = []
    for v in _count_up(10, 3):
        if len(out) >= n:
            break
        out.append(v)
    return out


def g_zip_infinite(words: list[str]) -> list[tuple[int, str]]:
    return list(zip(_count_up(1, 1), words))


def g_return_early(xs: list[int], limit: int) -> list[int]:
    return list(_take_while_small(xs, limit)) + [sum(_take_while_small(xs, limit))]


def g_tuples(words: list[str]) -> dict[int, str]:
    return dict(_pairs(words))


def g_yield_from(rows: list[list[int]]) -> list[int]:
    return sorted(_flatten(rows), reverse=True)


def g_fibonacci(n: int) -> list[int]:
    out = []
    for i, f in enumerate(_fib()):
        if i >= n:
            break
        out.append(f)
    return out


def g_exception_inside(xs: list[int]) -> tuple[list[int], str]:
    got: list[int] = []
    try:
        for v in _checked(xs):
            got.append(v)
    except ValueError as e:
        return got, str(e)
    return got, "ok"


def g_lazy_order(xs: list[int]) -> list[str]:
    log: list[str] = []

    def produce():
        for x in xs:
            log.append(f"make {x}")
            yield x

    for v in produce():
        log.append(f"use {v}")
    return log


# Generator expressions run lazily, as CPython's do: elements are computed as
# they are drawn, so a consumer that stops early never computes the rest.

def g_expr_any_short_circuits(xs: list[int]) -> bool:
    return any(12 // x > 2 for x in xs)  # stops before a later zero divides


def g_expr_all_short_circuits(xs: list[int]) -> bool:
    return all(12 % x == 0 for x in xs)


def g_expr_interleaved(xs: list[int]) -> list[str]:
    log: list[str] = []

    def note(x: int) -> int:
        log.append(f"make {x}")
        return x * 2

    for v in (note(x) for x in xs if x % 3 != 0):
        log.append(f"use {v}")
        if v > 10:
            break
    return log


def g_expr_late_binding(xs: list[int]) -> list[int]:
    out = []
    k = 1
    for v in (x + k for x in xs):  # reads k as each element is drawn
        out.append(v)
        k += 10
    return out


def g_expr_first_iterable_now(xs: list[int]) -> list[int]:
    gen_source = xs
    out = []
    for v in (x * 2 for x in gen_source):
        out.append(v)
        gen_source = [100]  # rebinding does not change what is iterated
    return out


def g_expr_nested(n: int) -> list[tuple[int, int]]:
    return list((i, j) for i in range(n) for j in range(i) if (i + j) % 3 == 0)


def g_expr_consumers(words: list[str]) -> tuple[str, int, list[str], dict[str, int], bool]:
    joined = "-".join(w.upper() for w in words if w)
    total = sum(len(w) for w in words)
    ordered = sorted(set(w.lower() for w in words), key=lambda w: (len(w), w))
    sizes = dict((w, len(w)) for w in words)
    return joined, total, ordered, sizes, any(w.isdigit() for w in words)


def g_expr_min_max(xs: list[float]) -> tuple[float, float]:
    if not xs:
        return (0.0, 0.0)
    return (min(abs(x) for x in xs), max(x * 2.0 for x in xs))


def g_expr_next_default(xs: list[int], limit: int) -> int:
    for v in (x for x in xs if x > limit):
        return v
    return -1


def g_expr_unpacking(pairs: list[tuple[str, int]]) -> int:
    return sum(n * len(s) for s, n in pairs if n >= 0)


class _Scale:
    def __init__(self, k: int) -> None:
        self.k = k

    def total(self, xs: list[int]) -> int:
        return sum(x * self.k for x in xs)  # reads self as items are drawn


def g_expr_in_method(xs: list[int], k: int) -> int:
    return _Scale(k).total(xs)


def g_expr_default(xs: list[int]) -> tuple[int, int | None, str, int]:
    return (max(xs, default=-1), min((x for x in xs if x > 2), default=None),
            max((str(x) for x in xs), key=len, default="none"),
            min(xs, key=lambda v: -v, default=0))


# Closing: a generator dropped before it finishes (a loop left by break or
# return, a consumer that stops early) is closed as CPython closes it when
# its last reference goes: GeneratorExit at its yield runs its finally
# clauses, innermost first through `yield from`.

def _lines(name: str, n: int, log: list[str]) -> Iterator[str]:
    log.append(f"open {name}")
    try:
        for i in range(n):
            yield f"{name}:{i}"
    finally:
        log.append(f"close {name}")


def _all_lines(names: list[str], log: list[str]) -> Iterator[str]:
    try:
        for name in names:
            yield from _lines(name, 3, log)
    finally:
        log.append("close all")


def _first_match(names: list[str], wanted: str, log: list[str]) -> str:
    for line in _all_lines(names, log):
        if line.endswith(wanted):
            return line
    return "none"


def g_close_on_early_exit(names: list[str], stop: int) -> list[str]:
    log: list[str] = []
    for k, line in enumerate(_lines("a", 5, log)):
        if k >= stop:
            break
        log.append(line)
    log.append("after break")
    log.append(_first_match(names, str(stop % 3), log))
    log.append(str(any(line.endswith(":1") for line in _all_lines(names, log))))
    log.append(str(list(zip(_lines("z", 9, log), names))))
    return log


def _guarded(xs: list[int], log: list[str]) -> Iterator[int]:
    for x in xs:
        try:
            yield x
        except BaseException:
            log.append(f"cleanup at {x}")  # GeneratorExit is a BaseException
            raise


def g_close_runs_handlers(xs: list[int], stop: int) -> list[str]:
    log: list[str] = []
    for x in _guarded(xs, log):
        if x == stop:
            break
        log.append(str(x))
    log.append("done")
    return log


def _until_sentinel(xs: list[int]) -> Iterator[int]:
    for x in xs:
        if x == 0:
            raise StopIteration  # PEP 479: the consumer sees RuntimeError
        yield x


def _pairs_of(xs: list[int]) -> Iterator[int]:
    yield from (x * 2 for x in _until_sentinel(xs))


def g_stop_iteration_inside(xs: list[int]) -> tuple[list[int], str]:
    got: list[int] = []
    try:
        for v in _pairs_of(xs):
            got.append(v)
    except RuntimeError as e:
        return got, str(e)
    return got, "ok"


def _countdown(n: int) -> Iterator[int]:
    if n <= 0:
        yield 0
        return
    yield n
    yield from _countdown(n - 1)


def g_deep_delegation(n: int) -> int:
    """A chain of n nested `yield from`s: each resumption passes through all
    of them, as nested calls, so a long chain is RecursionError in CPython
    (and compiled), never a crash."""
    return sum(_countdown(n))
