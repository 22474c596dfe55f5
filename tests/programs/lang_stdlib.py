"""Differential tests: the standard-library modules real programs use most
(heapq, bisect, collections, itertools, functools, copy, math extras), alone
and in whole programs (tests/test_language.py runs them against CPython)."""

import bisect
import collections
import copy
import heapq
import itertools
import json
import math
import operator
import statistics
from bisect import bisect_left, insort
from collections import Counter, defaultdict, deque
from functools import cmp_to_key, reduce
import functools
from itertools import combinations, permutations, product
from statistics import fmean, mean, median


# ------------------------------------------------------------------ heapq

def hq_push_pop(xs: list[int]) -> list[list[int]]:
    # The list's order after every call is CPython's (its sift steps).
    h: list[int] = []
    out = []
    for x in xs:
        heapq.heappush(h, x)
        out.append(h.copy())
    ys = xs.copy()
    heapq.heapify(ys)
    out.append(ys)
    popped = []
    while h:
        popped.append(heapq.heappop(h))
        out.append(h.copy())
    out.append(popped)
    return out


def hq_replace(xs: list[int], v: int) -> list[list[int]]:
    h = xs.copy()
    heapq.heapify(h)
    a = heapq.heappushpop(h, v)
    out = [[a], h.copy()]
    b = heapq.heapreplace(h, v + 1)  # IndexError on an empty heap, as CPython
    out.append([b])
    out.append(h)
    return out


def hq_merge(xs: list[int], ys: list[int], zs: list[int]) -> list[list[int]]:
    # heapq.merge (lazy, CPython's heap steps): sorted and unsorted inputs,
    # ties to the earlier input, reverse=, key=, and *lists spread into it
    rows = [sorted(xs), sorted(ys), [], sorted(zs)]
    out = [list(heapq.merge(*rows)), list(heapq.merge(xs, ys, zs))]
    out.append(list(heapq.merge(sorted(xs, reverse=True), sorted(zs, reverse=True),
                                reverse=True)))
    out.append(list(heapq.merge(xs, ys, key=lambda v: v % 10)))
    out.append(list(heapq.merge(sorted(ys, key=str), sorted(xs, key=str), key=str,
                                reverse=True)))
    firsts = []
    for v in heapq.merge([v % 3 for v in xs], ys):
        firsts.append(v)
        if len(firsts) > 3:
            break
    out.append(firsts)
    return out


def hq_empty_pop(xs: list[int]) -> int:
    h = xs.copy()
    heapq.heapify(h)
    total = 0
    for _ in range(3):
        total += heapq.heappop(h)  # IndexError once empty
    return total


def hq_tuples(tasks: list[tuple[int, str]]) -> list[tuple[int, str]]:
    h: list[tuple[int, str]] = []
    for t in tasks:
        heapq.heappush(h, t)
    return [heapq.heappop(h) for _ in range(len(h))]


def hq_n_best(xs: list[int], n: int) -> list[list[int]]:
    return [heapq.nsmallest(n, xs), heapq.nlargest(n, xs),
            heapq.nsmallest(n, xs, key=lambda v: v % 3),
            heapq.nlargest(n, xs, key=lambda v: -abs(v))]


def hq_n_best_strings(words: list[str], n: int) -> list[list[str]]:
    return [heapq.nsmallest(n, words), heapq.nlargest(n, words, key=len)]


def hq_floats(xs: list[float]) -> list[float]:
    h: list[float] = []
    for x in xs:
        heapq.heappush(h, x)
    return h


# ------------------------------------------------------------------ bisect

def bs_search(xs: list[int], x: int, lo: int) -> list[int]:
    ys = sorted(xs)
    return [bisect.bisect_right(ys, x), bisect_left(ys, x), bisect.bisect(ys, x, lo),
            bisect_left(ys, x, lo), bisect.bisect_right(ys, x, 0, -1),
            bisect_left(ys, x, lo, len(ys) // 2)]


def bs_insort(xs: list[int]) -> list[int]:
    ys: list[int] = []
    for x in xs:
        insort(ys, x)
        bisect.insort_left(ys, -x)
    return ys


def bs_key(words: list[str], probe: str) -> list[int]:
    ws = sorted(words, key=len)
    bisect.insort_right(ws, probe, key=len)
    return [bisect.bisect_left(ws, len(probe), key=len), bisect.bisect_right(ws, 2, key=len),
            len(ws)]


def bs_grades(scores: list[int]) -> str:
    breakpoints = [60, 70, 80, 90]
    return "".join("FDCBA"[bisect.bisect(breakpoints, s)] for s in scores)


# ------------------------------------------------------- collections.defaultdict

def dd_groups(words: list[str]) -> str:
    groups: defaultdict[str, list[str]] = defaultdict(list)
    counts: dict[str, int] = defaultdict(int)
    for w in words:
        groups[w[:1]].append(w)
        counts[w] += 1
    print(groups)
    print(counts, len(counts), "zz" in counts, counts.get("zz"), "zz" in counts)
    c2 = counts.copy()
    c2["new"] += 5
    print(c2, counts == c2, str(counts))
    return repr(dict(groups.items())) + str(counts["absent"]) + repr(counts)


def dd_unannotated(words: list[str]) -> list[int]:
    counts = defaultdict(int)
    totals = collections.defaultdict(float)
    for w in words:
        counts[w] += 1
        totals[w[:1]] += 0.5
    print(counts, totals)
    return sorted(counts.values())


def dd_graph_degrees(edges: list[tuple[int, int]]) -> list[int]:
    adj: defaultdict[int, set[int]] = collections.defaultdict(set)
    for a, b in edges:
        adj[a].add(b)
        adj[b].add(a)
    return [len(adj[v]) for v in range(5)] + sorted(adj)


def dd_nested(pairs: list[tuple[str, int]]) -> str:
    table: defaultdict[str, dict[int, int]] = defaultdict(dict)
    names: defaultdict[int, str] = defaultdict(str)
    for k, v in pairs:
        table[k][v] = table[k].get(v, 0) + 1
        names[v] += k
    merged = {"x": {0: 0}} | table
    return repr(table) + repr(names) + repr(merged)


# ------------------------------------------------------- collections.deque

def dq_ends(xs: list[int], n: int) -> list[int]:
    d: deque[int] = deque()
    for x in xs:
        d.append(x)
        d.appendleft(-x)
    print(d, len(d), bool(d), 3 in d, d.count(1))
    d.rotate(n)
    print(d)
    d.rotate()
    d.extend(d)
    out = [d.popleft(), d.pop()] if d else []
    return out + list(d) + [d[0] if d else 0, d[-1] if d else 0]


def dq_maxlen(xs: list[int], m: int) -> str:
    e = deque(xs, maxlen=m)  # ValueError for a negative maxlen
    e.extend([7, 8])
    e.extendleft([1, 2])
    e.append(9)
    f = e.copy()
    f.reverse()
    return repr(e) + str(f) + repr(e == deque([2, 1, 7], maxlen=5)) + repr(sorted(e))


def dq_items(xs: list[int], i: int, v: int) -> list[int]:
    d = deque(xs)
    d[i] = v  # IndexError out of range, as a list
    del d[0]
    d.insert(i, v + 1)
    d.remove(v)  # ValueError when it is not there
    return [d.index(v + 1)] + [x * 2 for x in d]


def dq_mutate_while_iterating(xs: list[int]) -> int:
    d = deque(xs)
    total = 0
    for x in d:
        total += x
        if x > 2:
            d.append(x - 1)  # RuntimeError: deque mutated during iteration
    return total


def dq_sliding_max(xs: list[int], k: int) -> list[int]:
    # The monotonic-queue idiom: indices of candidates, largest first.
    window: deque[int] = deque()
    out = []
    for i, x in enumerate(xs):
        while window and xs[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(xs[window[0]])
    return out


# ----------------------------------------------------- collections.Counter

def ct_counts(text: str) -> str:
    c = Counter(text.split())
    print(c, len(c), c["zzz"], "zzz" in c, c.most_common(2), c.most_common())
    c.update(["a", "b", "a"])
    c.update(Counter("ab"))
    c["q"] += 3
    c.subtract(["q"])
    print(c, c.total(), sorted(c.elements()), sorted(c), list(c.items()), c.get("a"))
    d = c.copy()
    d["a"] = 0
    e: collections.Counter[str] = Counter()
    for ch in text:
        e[ch] += 1
    del d["q"]
    return repr(d) + repr(e.most_common(3)) + repr(e == Counter(text)) + str(Counter({"x": 2}))


def ct_compare(xs: list[int], ys: list[int], n: int) -> list[bool]:
    a, b = Counter(xs), Counter(ys)
    a.subtract(Counter({0: 0}))
    return [a == b, a != b, a < b, a <= b, a > b, len(a.most_common(n)) == max(min(n, len(a)), 0)]


def ct_negative(xs: list[int]) -> str:
    c = Counter(xs)
    c.subtract([1, 1, 1, 2])
    return repr(c) + repr(list(c.elements())) + repr(c.most_common(-1)) + repr(c.total())


# ------------------------------------------------------------- itertools

def it_combinatorics(xs: list[int], r: int) -> str:
    # ValueError for a negative r, as CPython.
    return repr([list(combinations(xs, r)), list(permutations(xs, r)), list(permutations(xs)),
                 list(itertools.combinations_with_replacement(xs, r)),
                 list(product(xs, repeat=r))])


def it_products(xs: list[int], ys: list[str]) -> str:
    out = []
    for a, b in product(xs, ys):
        out.append(f"{a}{b}")
    for p, q in combinations(xs, 2):
        out.append(str(p * q))
    for t in itertools.product(xs, ys, [True]):
        out.append(repr(t))
    for u, v, w in permutations(ys, 3):  # ValueError when a permutation is not 3 long: never
        out.append(u + v + w)
    return ",".join(out)


def it_lazy(xs: list[int], a: int, b: int, c: int) -> list[list[int]]:
    # islice's ValueErrors for negative indices and a zero step, as CPython.
    out = [list(itertools.islice(xs, a)), list(itertools.islice(xs, a, b)),
           list(itertools.islice(xs, a, b, c)), list(itertools.islice(itertools.count(a, c), 4)),
           list(itertools.chain(xs, [a, b], range(c))), list(itertools.accumulate(xs)),
           list(itertools.accumulate(xs, initial=a)), list(itertools.accumulate(xs, max)),
           list(itertools.repeat(a, c))]
    for i, x in zip(itertools.count(), xs):
        out.append([i, x])
    return out


def it_zip_longest(xs: list[int], ys: list[int]) -> str:
    return repr(list(itertools.zip_longest(xs, ys))) + \
        repr(list(itertools.zip_longest(xs, ys, fillvalue=-1))) + \
        repr(list(itertools.pairwise(xs)))


def ft_reduce(xs: list[int]) -> list[int]:
    # TypeError for an empty iterable without an initial value, as CPython.
    return [reduce(lambda a, b: a * 2 + b, xs, 0), reduce(operator.add, xs, 5), reduce(max, xs)]


def ft_reduce_strings(words: list[str]) -> str:
    return reduce(lambda acc, w: acc + w[:1], words, "") + reduce(lambda a, b: a if len(a) <= len(b) else b, words, "~")


# ----------------------------------------------------------- copy, math

def cp_copies(grid: list[list[int]], d: dict[str, list[int]]) -> str:
    shallow = copy.copy(grid)
    deep = copy.deepcopy(grid)
    dd = copy.deepcopy(d)
    shared = [grid[0], grid[0]] if grid else [[0], [0]]
    twin = copy.deepcopy(shared)
    twin[0].append(99)  # both items are one copied list, as CPython's memo makes them
    if grid:
        grid[0].append(7)
    for v in d.values():
        v.append(1)
    groups: defaultdict[str, list[int]] = defaultdict(list)
    groups["a"].append(1)
    g2 = copy.deepcopy(groups)
    g2["b"].append(2)
    c = copy.copy(Counter("abca"))
    return repr((shallow, deep, dd, twin, g2, groups, c, copy.copy(3), copy.deepcopy("x")))


def mt_extras(xs: list[int], ys: list[float]) -> list[str]:
    out = [repr(math.prod(xs)), repr(math.prod(ys, start=1.0)), repr(math.fsum(ys)),
           repr(math.fsum(xs)), repr(math.prod(xs, start=3))]
    if len(xs) >= 2:
        out.append(repr(math.lcm(xs[0], xs[1])))
    if len(xs) >= 3:
        out.append(repr(math.lcm(xs[0], xs[1], xs[2])))
        out.append(repr(math.gcd(xs[0], xs[1], xs[2])))
    return out


def mt_fsum_exact(k: int) -> list[float]:
    return [math.fsum([0.1] * k), math.fsum([1e16, 1.0, 1e-16]), math.fsum([1.0, 1e100, 1.0, -1e100]),
            sum([0.1] * k, 0.0)]


def mt_fsum_special(ys: list[float]) -> float:
    return math.fsum(ys)  # inf, nan, -inf + inf (ValueError), intermediate overflow


def mt_prod_overflow(xs: list[int]) -> int:
    return math.prod(xs)  # exact: only the final product must fit in 64 bits


# ---------------------------------------------------------- whole programs

def prog_dijkstra(n: int, edges: list[tuple[int, int, int]]) -> list[int]:
    graph: defaultdict[int, list[tuple[int, int]]] = defaultdict(list)
    for a, b, w in edges:
        if 0 <= a < n and 0 <= b < n and w >= 0:
            graph[a].append((b, w))
            graph[b].append((a, w))
    inf = 10 ** 9
    dist = [inf] * n
    if n == 0:
        return dist
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in graph[u]:
            if d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(heap, (d + w, v))
    return dist


def prog_schedule(jobs: list[tuple[int, int]]) -> list[int]:
    # Meeting rooms: the fewest rooms for (start, length) jobs, and when each ends.
    intervals = sorted((s, s + max(length, 1)) for s, length in jobs)
    ends: list[int] = []
    for start, end in intervals:
        if ends and ends[0] <= start:
            heapq.heapreplace(ends, end)
        else:
            heapq.heappush(ends, end)
    return [len(ends)] + sorted(ends)


def prog_leaderboard(scores: list[tuple[str, int]]) -> list[str]:
    ranked: list[int] = []
    out = []
    best: defaultdict[str, int] = defaultdict(int)
    for name, score in scores:
        if score > best[name]:
            best[name] = score
        insort(ranked, score)
        rank = len(ranked) - bisect.bisect_right(ranked, score) + 1
        out.append(f"{name}:{rank}")
    top = heapq.nlargest(3, list(best.items()), key=lambda kv: kv[1])
    out.append(repr(top))
    return out


def prog_grid_bfs(rows: list[str]) -> list[int]:
    # Shortest path lengths from the top-left cell over '.' cells of a grid.
    h = len(rows)
    w = min((len(r) for r in rows), default=0)
    dist: dict[tuple[int, int], int] = {}
    if h == 0 or w == 0 or rows[0][0] != ".":
        return []
    dist[(0, 0)] = 0
    queue = deque([(0, 0)])
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and rows[nr][nc] == "." and (nr, nc) not in dist:
                dist[(nr, nc)] = dist[(r, c)] + 1
                queue.append((nr, nc))
    return [dist.get((r, c), -1) for r in range(h) for c in range(w)]


def prog_recent_log(events: list[str], keep: int) -> list[str]:
    recent: deque[str] = deque(maxlen=max(keep, 0))
    seen: defaultdict[str, int] = defaultdict(int)
    for e in events:
        seen[e] += 1
        if e not in recent:
            recent.append(e)
    return list(recent) + [f"{k}={v}" for k, v in sorted(seen.items())]


def prog_subset_sums(xs: list[int], target: int) -> list[list[int]]:
    # Every subset (by size, then position) whose sum is the target.
    found = []
    for r in range(len(xs) + 1):
        for combo in combinations(xs, r):
            if sum(combo) == target:
                found.append(list(combo))
    return found


def prog_tsp(n: int) -> tuple[int, list[int]]:
    # Brute-force shortest tour over n cities on a fixed distance rule.
    def dist(a: int, b: int) -> int:
        return (a * 7 + b * 3) % 10 + abs(a - b)

    best = 10 ** 9
    best_tour: list[int] = []
    for perm in permutations(range(1, n)):
        tour = [0] + list(perm) + [0]
        length = sum(dist(a, b) for a, b in itertools.pairwise(tour))
        if length < best:
            best, best_tour = length, tour
    return best, best_tour


def prog_word_frequency(text: str, n: int) -> list[str]:
    words = [w.strip(".,!?").lower() for w in text.split()]
    counts = Counter(w for w in words if w)
    letters: Counter[str] = Counter()
    for w in counts:
        letters.update(w)
    lines = [f"{word}: {count}" for word, count in counts.most_common(n)]
    lines.append(" ".join(f"{ch}{k}" for ch, k in letters.most_common(3)))
    return lines


def it_predicates(xs: list[int], k: int) -> list[list[int]]:
    d = deque(xs)
    return [list(itertools.takewhile(lambda v: v < k, xs)),
            list(itertools.dropwhile(lambda v: v < k, xs)),
            list(itertools.filterfalse(lambda v: v % 2 == 0, xs)),
            list(itertools.compress(xs, [v > k for v in xs[::-1]])),
            list(itertools.islice(itertools.cycle(xs), 2 * len(xs) + 1)),
            list(reversed(d))]


def dq_rotate_while_iterating(xs: list[int], n: int) -> list[int]:
    # rotate() of two or more items is a mutation (RuntimeError), reverse() is not.
    d = deque(xs)
    seen = []
    for x in d:
        seen.append(x)
        d.reverse()
        if x == 0:
            d.rotate(n)
    return seen + list(d)


def ct_arithmetic(xs: list[int], ys: list[int]) -> list[str]:
    a, b = Counter(xs), Counter(ys)
    a[9] = -1
    out = [repr(a + b), repr(a - b), repr(a | b), repr(a & b), repr(b - a)]
    alias = a
    a += b  # in place: the alias sees it, counts below 1 are dropped
    out.append(repr(alias))
    a -= Counter(ys)
    a |= b
    a &= Counter(xs + ys)
    out.append(repr(alias))
    return out


# ------------------------------------------------------------------ statistics

def st_float_summary(xs: list[float]) -> list[str]:
    # mean is CPython's exact Fraction mean rounded once (not sum/len);
    # median of an even count averages the middle two; the ValueError
    # subclass StatisticsError says which function had no data.
    out: list[str] = []
    try:
        out.append(repr(mean(xs)))
        out.append(repr(median(xs)))
        out.append(repr(statistics.median_low(xs)) + " " + repr(statistics.median_high(xs)))
        out.append(repr(fmean(xs)))
    except (ValueError, OverflowError) as e:
        out.append(f"{type(e).__name__}: {e}")
    return out


def st_region_report(units: list[int], prices: list[float]) -> list[str]:
    # csv_report.py's shape: per-group sales, their mean and median; the
    # low/high medians of ints are ints.
    groups: dict[int, list[float]] = defaultdict(list)
    for k, (u, p) in enumerate(zip(units, prices)):
        groups[k % 3].append(u * p)
    lines = []
    for g, sales in sorted(groups.items()):
        lines.append(f"{g}: {sum(sales):.2f} {mean(sales):.2f} {median(sales):.2f} "
                     f"{statistics.mean([s / 3 for s in sales])!r}")
    if units:
        lines.append(f"{statistics.median_low(units)} {statistics.median_high(units)}")
    return lines


def st_spread(xs: list[float], scale: float) -> list[str]:
    # variance/stdev from CPython's exact sums, rounded once (stdev by its
    # round-to-odd integer square root); OverflowError past the largest
    # float, StatisticsError for too few points, AttributeError for an
    # infinite or NaN stdev (CPython 3.11's).
    ys = [x * scale for x in xs]
    out: list[str] = []
    for k in range(4):
        try:
            if k == 0:
                out.append(repr(statistics.variance(ys)))
            elif k == 1:
                out.append(repr(statistics.pvariance(ys)))
            elif k == 2:
                out.append(repr(statistics.stdev(ys)))
            else:
                out.append(repr(statistics.pstdev(ys)))
        except (ValueError, OverflowError, AttributeError) as e:
            out.append(f"{type(e).__name__}: {e}")
    return out


# ------------------------------------------------ older forms real code uses


def _by_length_then_text(a: str, b: str) -> int:
    if len(a) != len(b):
        return len(b) - len(a)
    return (a > b) - (a < b)


def st_cmp_to_key(words: list[str], xs: list[float]) -> list[str]:
    # a comparison function as sorted()'s and list.sort()'s key
    out = [str(sorted(words, key=cmp_to_key(_by_length_then_text)))]
    out.append(str(sorted(words, key=functools.cmp_to_key(_by_length_then_text),
                          reverse=True)))
    ys = list(xs)
    ys.sort(key=cmp_to_key(lambda a, b: b - a))
    out.append(str(ys))
    return out


def st_chain_from_iterable(rows: list[list[int]], words: list[str]) -> list[str]:
    flat = list(itertools.chain.from_iterable(rows))
    letters = "".join(itertools.chain.from_iterable(words))
    firsts = sum(x for x in itertools.chain.from_iterable(r[:1] for r in rows))
    return [str(flat), letters, str(firsts),
            str(sorted(set(itertools.chain.from_iterable([set(r) for r in rows]))))]


def st_mode(xs: list[int], words: list[str]) -> list[str]:
    out = []
    for data in (xs, [x % 3 for x in xs]):
        try:
            out.append(f"{statistics.mode(data)} {statistics.multimode(data)}")
        except ValueError as e:
            out.append(f"{type(e).__name__}: {e}")
    out.append(str(statistics.multimode(words)))
    return out


def st_extreme_int_default(prices: list[float]) -> str:
    # an int default of floats: the int itself when nothing is left
    hi = max((p for p in prices if p > 3), default=0)
    lo = min(prices, default=-1)
    cheapest = max(prices, key=lambda p: -p, default=0)
    return f"{hi} {lo} {cheapest} {hi + 1} {type(hi).__name__} {type(lo).__name__}"


def st_filter_none(xs: list[int], words: list[str]) -> str:
    return f"{list(filter(None, xs))} {list(filter(None, words))} {sum(filter(None, xs))}"


def st_ordered_dict_filled_later(words: list[str]) -> str:
    # an empty OrderedDict typed by its first uses (get with a default)
    d = collections.OrderedDict()
    for w in words:
        d[w] = d.get(w, 0) + 1
    if words:
        d.move_to_end(words[0])
    gone = d.pop("zz", None)
    kept = d.pop(words[-1], None) if words else None
    return f"{list(d.items())} {sorted(d, key=d.get)} {gone} {kept}"


def st_json_dumps(words: list[str], xs: list[float], n: int) -> list[str]:
    # json.dumps of nested dicts and lists of str, int, float, bool and None
    # (a dict's values a union; of one list type: a union of two is refused),
    # with indent, sort_keys, separators and ensure_ascii; NaN and the
    # infinities as JavaScript's names, or ValueError without allow_nan.
    record = {"words": words, "n": n, "ok": n > 2, "missing": None,
              "counts": {w: len(w) for w in words}}
    rows = [{"id": i, "tags": words[:i]} for i in range(n % 4)]
    out = [json.dumps(record), json.dumps(record, indent=n % 3), json.dumps(rows, indent="-"),
           json.dumps(record, sort_keys=True, separators=(",", ":")),
           json.dumps(words, ensure_ascii=False), json.dumps({n: xs, -n: []}),
           json.dumps({"xs": xs, "sum": sum(xs, 0.5)}, indent=1)]
    try:
        out.append(json.dumps(xs, allow_nan=False))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    return out


def _clamped(x: float, lo: float, hi: float) -> float:
    return max(lo, min(x, hi))


def st_float_sums_and_extremes(xs: list[float], k: int) -> list[str]:
    # sum() and math.prod() of floats start from CPython's int 0 and 1, the
    # result when nothing is left; min/max of an int and a float return the
    # argument chosen as itself (max(0, -0.5) is the int 0).
    kept = [x for x in xs if x > k]
    total = sum(kept)
    relu = [max(0, x - i) for i, x in enumerate(xs[:4])]
    best = 0
    for v in relu:
        best = max(best, v * k)
    return [f"{total} {sum(x * 2.0 for x in kept)} {math.prod(kept)} {sum(kept, 0)}",
            f"{sum(kept) / max(1, len(kept))} {round(sum(kept), 2)}",
            f"{relu} {best} {max(k, total)} {min(total, k)} {_clamped(total, 0, 1)}",
            f"{max(0, total) * 2.0} {min(1, total) + k}"]
