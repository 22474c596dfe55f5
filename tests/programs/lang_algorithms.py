"""Differential tests: ordinary algorithms written the way people write them,
mixing containers, strings, tuples, Optional and exceptions
(tests/test_language.py runs them against CPython)."""

from typing import Optional


def a_binary_search(xs: list[int], target: int) -> int:
    xs = sorted(xs)
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def a_two_sum(xs: list[int], target: int) -> Optional[tuple[int, int]]:
    seen: dict[int, int] = {}
    for i, x in enumerate(xs):
        if target - x in seen:
            return seen[target - x], i
        seen[x] = i
    return None


def a_anagram_groups(words: list[str]) -> list[list[str]]:
    groups: dict[str, list[str]] = {}
    for w in words:
        key = "".join(sorted(w))
        groups.setdefault(key, []).append(w)
    return sorted(groups.values())


def a_bfs(n: int) -> list[int]:
    graph: dict[int, list[int]] = {i: [] for i in range(n)}
    for i in range(n):
        graph[i].append((i * 3 + 1) % n)
        graph[i].append((i * 7 + 2) % n)
    dist = {0: 0}
    queue = [0]
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        for nxt in graph[node]:
            if nxt not in dist:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return [dist.get(i, -1) for i in range(n)]


def a_matmul(n: int) -> list[list[int]]:
    a = [[i + j for j in range(n)] for i in range(n)]
    b = [[i * j - 1 for j in range(n)] for i in range(n)]
    return [[sum(a[i][k] * b[k][j] for k in range(n)) for j in range(n)] for i in range(n)]


def a_sieve(n: int) -> list[int]:
    if n < 2:
        return []
    is_prime = [True] * (n + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_prime[i]:
            for j in range(i * i, n + 1, i):
                is_prime[j] = False
    return [i for i, p in enumerate(is_prime) if p]


def _fib(n: int, memo: dict[int, int]) -> int:
    if n < 2:
        return n
    if n in memo:
        return memo[n]
    v = _fib(n - 1, memo) + _fib(n - 2, memo)
    memo[n] = v
    return v


def a_fib_memo(n: int) -> int:
    return _fib(n, {})


def a_lcs(a: str, b: str) -> int:
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[len(a)][len(b)]


def a_edit_distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def a_knapsack(weights: list[int], values: list[int], cap: int) -> int:
    best = [0] * (cap + 1)
    for w, v in zip(weights, values):
        for c in range(cap, w - 1, -1):
            best[c] = max(best[c], best[c - w] + v)
    return best[cap]


def a_merge_intervals(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    spans = sorted((min(a, b), max(a, b)) for a, b in pairs)
    out: list[tuple[int, int]] = []
    for lo, hi in spans:
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def a_compress(s: str) -> str:
    if not s:
        return ""
    out = []
    run, count = s[0], 1
    for c in s[1:]:
        if c == run:
            count += 1
        else:
            out.append(f"{run}{count}")
            run, count = c, 1
    out.append(f"{run}{count}")
    return "".join(out)


def a_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError("out of range")
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for value, letters in table:
        while n >= value:
            out += letters
            n -= value
    return out


def a_parse_csv(text: str) -> list[list[str]]:
    rows = []
    for line in text.splitlines():
        if not line.strip():
            continue
        rows.append([cell.strip() for cell in line.split(",")])
    return rows


def a_histogram(xs: list[int]) -> int:
    counts: dict[int, int] = {}
    for x in xs:
        counts[x % 5] = counts.get(x % 5, 0) + 1
    for k in sorted(counts):
        print(f"{k:>3} | {'#' * counts[k]}")
    return len(counts)


def a_brackets(s: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    stack: list[str] = []
    for c in s:
        if c in "([{":
            stack.append(c)
        elif c in pairs:
            if not stack or stack.pop() != pairs[c]:
                return False
    return not stack


def a_topo_sort(n: int) -> list[int]:
    edges = [(i, (i * 5 + 3) % n) for i in range(n) if (i * 5 + 3) % n > i]
    indeg = [0] * n
    adj: dict[int, list[int]] = {}
    for a, b in edges:
        adj.setdefault(a, []).append(b)
        indeg[b] += 1
    ready = [i for i in range(n) if indeg[i] == 0]
    order = []
    while ready:
        ready.sort(reverse=True)
        node = ready.pop()
        order.append(node)
        for nxt in adj.get(node, []):
            indeg[nxt] -= 1
            if indeg[nxt] == 0:
                ready.append(nxt)
    return order


def a_dijkstra(n: int) -> list[int]:
    inf = 10 ** 9
    dist = [inf] * n
    if n == 0:
        return dist
    dist[0] = 0
    done = [False] * n
    for _ in range(n):
        best, u = inf, -1
        for i in range(n):
            if not done[i] and dist[i] < best:
                best, u = dist[i], i
        if u < 0:
            break
        done[u] = True
        for v, w in ((u + 1) % n, u % 7 + 1), ((u * 2) % n, 3):
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    return dist


def a_word_wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def a_safe_div(xs: list[int], ys: list[int]) -> list[str]:
    out = []
    for x, y in zip(xs, ys):
        try:
            out.append(str(x // y))
        except ZeroDivisionError:
            out.append("div0")
        finally:
            out.append(";")
    return out


def a_lookup_errors(d: dict[str, int], keys: list[str], i: int) -> str:
    log = []
    for k in keys:
        try:
            v = d[k]
            log.append(str(keys[i] == k) + str(v))
        except KeyError:
            log.append("K")
        except IndexError:
            log.append("I")
        else:
            log.append("ok")
    return ",".join(log)


def a_parse_ints(items: list[str]) -> tuple[int, int]:
    total, bad = 0, 0
    for s in items:
        try:
            total += int(s)
        except ValueError:
            bad += 1
    return total, bad


def a_validate(name: str, age: int) -> str:
    if not name:
        raise ValueError("empty name")
    assert age >= 0, "negative age"
    return f"{name.strip()} ({age})"


def a_stats(xs: list[float]) -> tuple[float, float, float]:
    if not xs:
        raise ValueError("no data")
    mean = sum(xs) / len(xs)
    var = sum((x - mean) ** 2 for x in xs) / len(xs)
    ordered = sorted(xs)
    mid = len(ordered) // 2
    median = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    return mean, var, median


def a_moving_average(xs: list[float], k: int) -> list[float]:
    if k <= 0:
        raise ValueError("window must be positive")
    out = []
    window = 0.0
    for i, x in enumerate(xs):
        window += x
        if i >= k:
            window -= xs[i - k]
        if i >= k - 1:
            out.append(window / k)
    return out


def a_flatten(rows: list[list[int]]) -> list[int]:
    return [x for row in rows for x in row if x % 2 == 0]


def a_transpose_words(lines: list[str]) -> list[str]:
    grid = [line.split() for line in lines]
    width = max([len(r) for r in grid] + [0])
    return [" ".join(r[i] for r in grid if i < len(r)) for i in range(width)]


def a_rotate(xs: list[int], k: int) -> list[int]:
    if not xs:
        return xs
    k %= len(xs)
    return xs[-k:] + xs[:-k] if k else xs[:]


def a_chunks(xs: list[int], n: int) -> list[list[int]]:
    if n <= 0:
        raise ValueError("chunk size must be positive")
    return [xs[i:i + n] for i in range(0, len(xs), n)]


def a_count_pairs(xs: list[int]) -> int:
    return len({(min(a, b), max(a, b)) for a in xs for b in xs if a != b})


def a_top_k(words: list[str], k: int) -> list[str]:
    counts: dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    ranked = sorted((-c, w) for w, c in counts.items())
    return [w for _, w in ranked[:k]]


def a_inventory(ops: list[tuple[str, int]]) -> dict[str, int]:
    stock: dict[str, int] = {}
    for name, qty in ops:
        stock[name] = stock.get(name, 0) + qty
        if stock[name] <= 0:
            del stock[name]
    return stock


def a_bank(ops: list[int]) -> tuple[int, list[str]]:
    balance = 0
    log: list[str] = []
    for amount in ops:
        if balance + amount < 0:
            log.append(f"refused {amount}")
            continue
        balance += amount
        log.append(f"{'+' if amount >= 0 else ''}{amount} -> {balance}")
    return balance, log


def a_spiral(n: int) -> list[int]:
    grid = [[r * n + c for c in range(n)] for r in range(n)]
    out: list[int] = []
    top, bottom, left, right = 0, n - 1, 0, n - 1
    while top <= bottom and left <= right:
        out.extend(grid[top][left:right + 1])
        out.extend([grid[r][right] for r in range(top + 1, bottom + 1)])
        if top < bottom:
            out.extend(grid[bottom][left:right][::-1])
        if left < right:
            out.extend([grid[r][left] for r in range(bottom - 1, top, -1)])
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    return out


def a_collatz_lengths(n: int) -> dict[int, int]:
    cache: dict[int, int] = {1: 1}
    for start in range(1, n + 1):
        path = []
        x = start
        while x not in cache:
            path.append(x)
            x = x // 2 if x % 2 == 0 else 3 * x + 1
        steps = cache[x]
        for y in reversed(path):
            steps += 1
            cache[y] = steps
    return {k: cache[k] for k in range(1, n + 1)}


def a_format_table(rows: list[tuple[str, float]]) -> str:
    width = max([len(name) for name, _ in rows] + [4])
    lines = [f"{'name':<{width}} | value"]
    for name, value in rows:
        lines.append(f"{name:<{width}} | {value:8.2f}")
    return "\n".join(lines)


def a_vowel_positions(s: str) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, c in enumerate(s.lower()):
        if c in "aeiou":
            out.setdefault(c, []).append(i)
    return out


def a_is_sorted(xs: list[int]) -> bool:
    return all(a <= b for a, b in zip(xs, xs[1:]))


def a_longest_word(text: str) -> Optional[str]:
    best: Optional[str] = None
    for w in text.split():
        if best is None or len(w) > len(best):
            best = w
    return best


def a_nested_max(rows: list[list[int]]) -> int:
    return max([max(r) for r in rows if r] + [-1])


def a_pascal(n: int) -> list[list[int]]:
    rows = [[1]]
    for _ in range(n):
        prev = rows[-1]
        rows.append([1] + [prev[i] + prev[i + 1] for i in range(len(prev) - 1)] + [1])
    return rows


def a_bit_fields(n: int, widths: list[int]) -> list[tuple[int, int, int]]:
    """Masks for packed bit fields of the given widths, in signed 64-bit
    words: the field's mask, the sign-extension mask above it (-1 << w, which
    is -2**63 for w = 63), and n's field value shifted back down. Widths run
    to the int64 edges; past them the shift overflows, as the 64-bit model
    says."""
    out = []
    for w in widths:
        w = min(max(w, 0), 64)
        above = -1 << w
        mask = ~above
        out.append((mask, above, (n & mask) >> max(w - 1, 0)))
    return out


def a_parse_numbers(fields: list[str]) -> list[str]:
    """Parses each field as an int and reports what happened: the value, or
    the error's type and the start of its message (a field of thousands of
    digits is refused by CPython's int max str digits limit)."""
    out = []
    for f in fields:
        try:
            out.append(str(int(f)))
        except ValueError as e:
            out.append("ValueError: " + str(e)[:60])
        except OverflowError:
            out.append("OverflowError")
    return out


def a_banner(word: str, k: int) -> str:
    """A banner of 2**k copies of word, or why it cannot be made: CPython
    raises OverflowError when the length passes 2**63 and MemoryError when
    it merely cannot be allocated."""
    try:
        return str(len(word * 2**k))
    except OverflowError as e:
        return "OverflowError: " + str(e)
    except MemoryError:
        return "MemoryError"


def _readings(seed: int, n: int) -> list[float]:
    """Simulated sensor readings: slow drifts, spikes and NaN gaps."""
    out: list[float] = []
    s = seed
    for i in range(n):
        s = (s * 1103515245 + 12345) % 2147483648
        r = s % 13
        if r == 0:
            out.append(float("nan"))
        elif r < 9:
            out.append(float(i // 3 if seed % 2 else n - i))
        else:
            out.append(float(s % 1000) / 8.0)
    return out


def a_rank_readings(seed: int, n: int) -> tuple[list[float], list[float], list[int], float, float]:
    """Readings with NaN gaps ranked as CPython ranks them: its sort compares
    with < only, so where the NaNs end up (and what the rest looks like
    around them) is what its timsort does, runs, galloping and all."""
    readings = _readings(seed, n)
    descending = list(readings)
    descending.sort(reverse=True)
    order = sorted(range(len(readings)), key=lambda i: readings[i])
    return (sorted(readings), descending, order, min(readings, default=0.0),
            max(readings, default=0.0))


class _Job:
    def __init__(self, name: str, priority: int) -> None:
        self.name = name
        self.priority = priority

    def __lt__(self, other: "_Job") -> bool:
        if self.priority < 0 or other.priority < 0:
            raise ValueError(f"job {self.name} or {other.name} has no priority")
        return self.priority < other.priority


def a_schedule(priorities: list[int]) -> tuple[str, list[str]]:
    """Jobs sorted by priority; a job without one (negative) makes the
    comparison raise mid-sort, leaving the list in whatever order CPython's
    sort had reached."""
    jobs = [_Job(f"j{i}", p) for i, p in enumerate(priorities)]
    try:
        jobs.sort()
        status = "sorted"
    except ValueError as e:
        status = str(e)
    return status, [j.name for j in jobs]


def a_sort_mutating_key(xs: list[int]) -> list[str]:
    """A key function that looks at and appends to the list being sorted:
    CPython shows it an empty list, drops what it added and raises
    ValueError('list modified during sort'), the list keeping its items,
    sorted."""
    seen: list[int] = []

    def key(v: int) -> int:
        seen.append(len(xs))
        if v < 0:
            xs.append(v)
        return v % 5

    status = "sorted"
    try:
        xs.sort(key=key)
    except ValueError as e:
        status = str(e)
    return [status, repr(xs), repr(seen)]
