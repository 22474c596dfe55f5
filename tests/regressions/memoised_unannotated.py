"""Not a fuzzer find: issue #25's @lru_cache / @cache on module-level
functions without annotations (tests/corpus/lru_cache_class.py): the
cache starts empty and is typed by what the calls store (the arguments'
and the result's types, inferred from the call sites as for any
unannotated function); recursion through the cache, a bounded cache that
evicts, its hit and miss counts, and cache_info() as a value."""
# entry: memoised_unannotated
# inputs: [[27, 9, 97, 27, 1], 30]
from functools import cache, lru_cache


@lru_cache(maxsize=64)
def collatz(n):
    if n == 1:
        return 0
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)


@cache
def paths(rows, cols):
    if rows == 0 or cols == 0:
        return 1
    return paths(rows - 1, cols) + paths(rows, cols - 1)


@lru_cache(maxsize=None)
def label(word, times):
    return "-".join([word.upper()] * times)


def memoised_unannotated(starts: list[int], k: int) -> list[str]:
    out = [f"{n}: {collatz(n)}" for n in starts if n > 0]
    out.append(f"hits={collatz.cache_info().hits} misses={collatz.cache_info().misses} "
               f"size={collatz.cache_info().currsize}")
    out.append(str([paths(i, k % 7) for i in range(5)]))
    out.append(f"{paths.cache_info().currsize} {label('ab', 3)} {label('ab', 3)}")
    out.append(f"{label.cache_info().hits}")
    # cache_info() as a value: functools' CacheInfo namedtuple (maxsize None
    # where unbounded), printed, compared, unpacked and read by name.
    info = collatz.cache_info()
    hits, misses, maxsize, size = info
    out.append(f"{info} {paths.cache_info()} {hits + misses} {maxsize} {size}")
    out.append(f"{info == collatz.cache_info()} {info.maxsize} {label.cache_info()[3]}")
    return out
