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
