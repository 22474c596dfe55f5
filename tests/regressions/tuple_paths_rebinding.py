"""Not a fuzzer find: issue #25's tuples that change length and variables
that change type, as tsp's Held-Karp writes them: a path grown from `()` by
`path + (k,)` (a tuple[int, ...] once two lengths meet: in a variable, in
the results a function returns, in a memoised nested def's cache reached
by recursion), concatenation of fixed tuples of mixed item types, a
namedtuple item's `_replace`, `len()` of a tuple | None, and variables that
a top-level statement gives a value of another type (a tuple then a list,
a str then a list of its words, an int then a str, loop variables of a
later loop), each read with the type it holds there, as CPython does.
"""
# entry: tuple_paths
# inputs: [[3, 1, 4, 1, 5], "the quick brown fox"]
import math
from collections import namedtuple
from functools import lru_cache

Town = namedtuple("Town", "name x y")
TOWNS = [Town("Aston", 0, 0), Town("Barton", 3, 4), Town("Carlow", 6, 0)]


def grow(n):
    t = ()
    for i in range(n):
        t = t + (i * i,)
    return t


def best_path(costs):
    best = (math.inf, ())
    for k, c in enumerate(costs):
        path = best[1] + (k,)
        if c < best[0] or len(path) < 2:
            best = (float(c), path)
    return best


def shortest(costs):
    n = len(costs)

    @lru_cache(maxsize=None)
    def walk(last, left):
        if left == 0:
            return costs[last], (last,)
        best = (math.inf, ())
        for k in range(n):
            if k != last:
                c, path = walk(k, left - 1)
                if c + costs[last] < best[0]:
                    best = (c + costs[last], path + (last,))
        return best

    return walk(0, 2), walk.cache_info().currsize


def first_longer(items, n):
    found = None
    for item in items:
        if len(item) > n:
            found = tuple(item)
            break
    return found


def tuple_paths(costs: list[int], text: str) -> list[str]:
    out = [str(grow(3)), str(grow(0)), str(best_path(costs)), str(shortest(costs))]
    pair = (len(costs), "n") + (2.5, True) + ()
    out.append(f"{pair} {len(pair)} {pair[2] * 2}")
    moved = TOWNS[-1]._replace(name="Dover")
    out.append(f"{moved} {TOWNS[1]._replace(x=9, y=10)} {len(TOWNS[0])}")
    found = first_longer(text.split(), 3)
    out.append(f"{found} {len(found) if found is not None else -1}")
    words = text
    out.append(words.upper())
    words = words.split()
    out.append(f"{len(words)} {words[-1]}")
    result = (costs[0], costs[-1])
    out.append(repr(result))
    result = [c * 2 for c in costs]
    out.append(repr(result))
    count = len(costs)
    count = f"{count} costs"
    out.append(count)
    # Loop variables reused for values of another type by a later loop
    # that nothing after it reads them past.
    for k, v in {"a": 1, "b": 2}.items():
        out.append(f"{k}{v + 1}")
    for k, v in [(len(costs), "x"), (0, "yz")]:
        out.append(f"{k * 2}{v.upper()}")
    for w in costs:
        out.append(str(w + 1))
    for w in words:
        out.append(w[:2])
    return out
