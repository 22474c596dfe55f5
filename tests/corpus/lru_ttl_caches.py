"""LRU and TTL caches plus memoised number-theory helpers, with a test-style main."""
from __future__ import annotations

import functools
from collections import OrderedDict
from typing import Callable, Generic, Hashable, Optional, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    """Least-recently-used cache built on OrderedDict."""

    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: OrderedDict[K, V] = OrderedDict()
        self.hits = 0
        self.misses = 0
        self.evictions = 0

    def get(self, key: K, default: Optional[V] = None) -> Optional[V]:
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key: K, value: V) -> None:
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = value
        while len(self._data) > self.capacity:
            self._data.popitem(last=False)
            self.evictions += 1

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    def keys(self) -> list[K]:
        return list(self._data)


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def advance(self, dt: float) -> None:
        self.now += dt


class TTLCache(LRUCache[K, V]):
    """LRU cache whose entries also expire after ``ttl`` clock units."""

    def __init__(self, capacity: int, ttl: float, clock: Callable[[], float]) -> None:
        super().__init__(capacity)
        self.ttl = ttl
        self.clock = clock
        self._expires: dict[K, float] = {}

    def put(self, key: K, value: V) -> None:
        super().put(key, value)
        self._expires[key] = self.clock() + self.ttl
        for k in list(self._expires):
            if k not in self._data:
                del self._expires[k]

    def get(self, key: K, default: Optional[V] = None) -> Optional[V]:
        exp = self._expires.get(key)
        if exp is not None and exp <= self.clock():
            del self._data[key]
            del self._expires[key]
        return super().get(key, default)

    def purge(self) -> int:
        now = self.clock()
        dead = [k for k, e in self._expires.items() if e <= now]
        for k in dead:
            del self._data[k]
            del self._expires[k]
        return len(dead)


def memoize(cache: LRUCache):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args):
            hit = cache.get(args)
            if hit is not None:
                return hit
            result = fn(*args)
            cache.put(args, result)
            return result
        return wrapper
    return deco


@functools.lru_cache(maxsize=None)
def fib(n: int) -> int:
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.lru_cache(maxsize=1024)
def partitions(n: int, max_part: Optional[int] = None) -> int:
    """Number of integer partitions of n with parts <= max_part."""
    if max_part is None:
        max_part = n
    if n == 0:
        return 1
    if n < 0 or max_part == 0:
        return 0
    return partitions(n - max_part, max_part) + partitions(n, max_part - 1)


_small = LRUCache[tuple, int](64)


@memoize(_small)
def binomial(n: int, k: int) -> int:
    if k == 0 or k == n:
        return 1
    return binomial(n - 1, k - 1) + binomial(n - 1, k)


def check(label: str, cond: bool) -> None:
    print(f"[{'PASS' if cond else 'FAIL'}] {label}")
    assert cond, label


def main() -> None:
    lru: LRUCache[str, int] = LRUCache(3)
    for i, word in enumerate(["a", "b", "c", "a", "d", "b", "e"]):
        if lru.get(word) is None:
            lru.put(word, i)
    check("lru keeps last three", lru.keys() == ["d", "b", "e"])
    check("lru stats", (lru.hits, lru.misses, lru.evictions) == (1, 6, 3))

    clock = FakeClock()
    ttl: TTLCache[str, str] = TTLCache(4, ttl=10.0, clock=clock)
    ttl.put("x", "1")
    clock.advance(5)
    ttl.put("y", "2")
    check("ttl fresh hit", ttl.get("x") == "1")
    clock.advance(6)
    check("ttl x expired", ttl.get("x", "gone") == "gone")
    check("ttl y alive", "y" in ttl and ttl.get("y") == "2")
    clock.advance(20)
    check("ttl purge", ttl.purge() == 1 and len(ttl) == 0)

    check("fib(90)", fib(90) == 2880067194370816120)
    info = fib.cache_info()
    print(f"fib cache: hits={info.hits} misses={info.misses} size={info.currsize}")
    values = [partitions(n) for n in range(1, 16)]
    print("p(n):", values)
    check("p(100)", partitions(100) == 190569292)
    print("C(30, k):", [binomial(30, k) for k in range(0, 31, 5)])
    check("C(40,20)", binomial(40, 20) == 137846528820)
    print(f"binomial cache: len={len(_small)} hits={_small.hits} evictions={_small.evictions}")
    try:
        LRUCache(0)
    except ValueError as exc:
        print("rejected:", exc)
    print(f"wrapped name: {binomial.__name__}, doc: {partitions.__doc__}")


if __name__ == "__main__":
    main()
