"""A tiny utility library plus plain-function tests, runnable without pytest."""
from __future__ import annotations

import traceback
from typing import Any, Callable, Iterable, Sequence, TypeVar

T = TypeVar("T")


# ---------------------------------------------------------------- library

def slugify(text: str, sep: str = "-") -> str:
    out = []
    prev_sep = True
    for ch in text.lower():
        if ch.isalnum():
            out.append(ch)
            prev_sep = False
        elif not prev_sep:
            out.append(sep)
            prev_sep = True
    return "".join(out).rstrip(sep)


def chunked(seq: Sequence[T], size: int) -> list[list[T]]:
    if size <= 0:
        raise ValueError("size must be positive")
    return [list(seq[i:i + size]) for i in range(0, len(seq), size)]


def flatten(items: Iterable[Any]) -> list[Any]:
    result = []
    for item in items:
        if isinstance(item, (list, tuple)):
            result.extend(flatten(item))
        else:
            result.append(item)
    return result


def roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    parts = []
    for value, numeral in table:
        count, n = divmod(n, value)
        parts.append(numeral * count)
    return "".join(parts)


def parse_roman(s: str) -> int:
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for cur, nxt in zip(s, s[1:] + " "):
        v = values[cur]
        total += -v if values.get(nxt, 0) > v else v
    return total


def run_length(s: str) -> list[tuple[str, int]]:
    runs: list[tuple[str, int]] = []
    for ch in s:
        if runs and runs[-1][0] == ch:
            runs[-1] = (ch, runs[-1][1] + 1)
        else:
            runs.append((ch, 1))
    return runs


class LRUCache:
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.data: dict[Any, Any] = {}
        self.hits = self.misses = 0

    def get(self, key, default=None):
        if key in self.data:
            self.hits += 1
            value = self.data.pop(key)
            self.data[key] = value
            return value
        self.misses += 1
        return default

    def put(self, key, value) -> None:
        self.data.pop(key, None)
        self.data[key] = value
        if len(self.data) > self.capacity:
            oldest = next(iter(self.data))
            del self.data[oldest]


# ---------------------------------------------------------------- tests

def test_slugify_basic():
    assert slugify("Hello, World!") == "hello-world"
    assert slugify("  many   spaces  ") == "many-spaces"
    assert slugify("Snake Case", sep="_") == "snake_case"


def test_chunked():
    assert chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert chunked("abcdef", 3) == [["a", "b", "c"], ["d", "e", "f"]]
    assert chunked([], 4) == []


def test_chunked_rejects_zero():
    try:
        chunked([1], 0)
    except ValueError as e:
        assert "positive" in str(e)
    else:
        raise AssertionError("expected ValueError")


def test_flatten():
    assert flatten([1, [2, (3, [4])], [], 5]) == [1, 2, 3, 4, 5]


def test_roman_roundtrip():
    for n in range(1, 4000):
        assert parse_roman(roman(n)) == n, n
    assert roman(1994) == "MCMXCIV"


def test_run_length():
    assert run_length("aaabccdddd") == [("a", 3), ("b", 1), ("c", 2), ("d", 4)]
    assert "".join(c * k for c, k in run_length("zzzyx")) == "zzzyx"


def test_lru_eviction():
    cache = LRUCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1
    cache.put("c", 3)
    assert cache.get("b") is None
    assert sorted(cache.data) == ["a", "c"]
    assert (cache.hits, cache.misses) == (1, 1)


def test_deliberately_failing():
    assert roman(4) == "IIII", "clocks use IIII but we don't"


def test_unexpected_error():
    parse_roman("ABC")


def main() -> None:
    tests: list[tuple[str, Callable[[], None]]] = [
        (name, fn) for name, fn in globals().items() if name.startswith("test_") and callable(fn)
    ]
    passed = failed = errors = 0
    for name, fn in tests:
        try:
            fn()
        except AssertionError as exc:
            failed += 1
            print(f"FAIL  {name}: {exc}")
        except Exception as exc:
            errors += 1
            last = traceback.extract_tb(exc.__traceback__)[-1]
            print(f"ERROR {name}: {type(exc).__name__}: {exc} (in {last.name})")
        else:
            passed += 1
            print(f"ok    {name}")
    print("-" * 40)
    print(f"Ran {len(tests)} tests: {passed} passed, {failed} failed, {errors} errors")


if __name__ == "__main__":
    main()
