"""An LRU cache class on OrderedDict with hit statistics, used to memoize a
slow function by hand, compared with functools.lru_cache."""

from collections import OrderedDict
from functools import lru_cache


class LRUCache:
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = self.evictions = 0

    def get(self, key, default=None):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return default

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            self.data.popitem(last=False)
            self.evictions += 1

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return f"LRUCache({list(self.data.items())})"

    def stats(self):
        total = self.hits + self.misses
        return "hits=%d misses=%d evictions=%d ratio=%.2f" % (
            self.hits, self.misses, self.evictions, self.hits / total if total else 0.0)


def collatz_steps(n, cache):
    if n == 1:
        return 0
    got = cache.get(n)
    if got is not None:
        return got
    steps = 1 + collatz_steps(n // 2 if n % 2 == 0 else 3 * n + 1, cache)
    cache.put(n, steps)
    return steps


@lru_cache(maxsize=256)
def collatz_cached(n):
    if n == 1:
        return 0
    return 1 + collatz_cached(n // 2 if n % 2 == 0 else 3 * n + 1)


def main() -> None:
    c = LRUCache(3)
    for k, v in [("a", 1), ("b", 2), ("c", 3)]:
        c.put(k, v)
    c.get("a")
    c.put("d", 4)
    print(c, c.get("b", "missing"), len(c))
    print(c.stats())
    cache = LRUCache(256)
    total = sum(collatz_steps(n, cache) for n in range(1, 3000))
    print("total steps", total, cache.stats())
    total2 = sum(collatz_cached(n) for n in range(1, 3000))
    info = collatz_cached.cache_info()
    print("functools agrees:", total == total2, "currsize", info.currsize)
    try:
        LRUCache(0)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
