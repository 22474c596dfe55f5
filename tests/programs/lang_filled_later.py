"""Differential tests: empty containers whose element type a later use
through an operator fixes (`g.setdefault(a, []).append(...)`, a list of
empty lists filled by index, `d[k] = []` then `d[k].append(...)`) and
None placeholders that later stores fill (`{start: None}`, `[None] * n`)
(tests/test_language.py runs them against CPython)."""

ROADS = """\
a b 3
b c 4
a c 9
c d 1
d a 2"""


def fl_graph(n: int) -> str:
    graph = {}
    for line in ROADS.splitlines():
        x, y, km = line.split()
        graph.setdefault(x, []).append((y, int(km) + n % 5))
        graph.setdefault(y, []).append((x, int(km)))
    out = []
    for node in sorted(graph):
        out.append(node + ":" + ",".join("%s%d" % (t, w) for t, w in graph[node]))
    nested = {}
    nested.setdefault("k", {}).setdefault(n % 3, []).append(0.5 * (n % 4))
    out.append(str(nested))
    return ";".join(out)


def fl_clusters(n: int) -> list[str]:
    k = n % 4 + 1
    clusters = [[] for _ in range(k)]
    for i in range(9):
        clusters[(i * 7 + n % 11) % k].append((i * 0.5, float(i % 3)))
    grid = [[[] for _ in range(2)] for _ in range(2)]
    grid[n % 2][1].append("s%d" % (n % 9))
    sizes = [len(c) for c in clusters]
    return [str(clusters), str(sizes), str(grid), str([c[0] if c else None for c in clusters])]


def fl_buckets(words: list[str]) -> str:
    by_len = {}
    for w in words:
        if len(w) not in by_len:
            by_len[len(w)] = []
        by_len[len(w)].append(w.upper())
    return " ".join("%d=%s" % (k, "/".join(v)) for k, v in sorted(by_len.items()))


def fl_came_from(n: int) -> list[str]:
    size = n % 5 + 2
    start = (0, 0)
    came_from = {start: None}
    frontier = [start]
    while frontier:
        cell = frontier.pop(0)
        r, c = cell
        for dr, dc in ((0, 1), (1, 0)):
            nxt = (r + dr, c + dc)
            if nxt[0] < size and nxt[1] < size and nxt not in came_from:
                came_from[nxt] = cell
                frontier.append(nxt)
    path = []
    cur = (size - 1, size - 1)
    while cur is not None:
        path.append(cur)
        cur = came_from[cur]
    roots = [k for k, v in came_from.items() if v is None]
    return [str(len(came_from)), str(path[::-1]), str(roots), str(came_from[start])]


class Point:
    def __init__(self, i: int):
        self.x = float(i) * 0.5
        self.y = float(i % 3)

    def __repr__(self) -> str:
        return "Point(%.1f, %.1f)" % (self.x, self.y)


def fl_placeholders(n: int) -> list[str]:
    m = n % 6
    pts = [None] * m
    for i in range(m):
        if i % 2 == 0:
            pts[i] = Point(i)
    out = [repr(p) for p in pts]
    out.append(str(sum(1 for p in pts if p is None)))
    firsts = [None, None]
    firsts[n % 2] = (n % 7, "x")
    out.append(str(firsts))
    return out


def _find(xs: list[int], want: int):
    seen = 0
    for i, x in enumerate(xs):
        seen += 1
        if x == want:
            return xs[:i + 1], seen
    return None, seen


def fl_optional_tuple_member(xs: list[int], want: int) -> list[str]:
    prefix, seen = _find(xs, want)
    out = [str(prefix), str(seen)]
    if prefix is None:
        out.append("missing")
        return out
    out.append(str(len(prefix) + sum(prefix)))
    return out


def fl_int_then_float(n: int) -> list[str]:
    # Variables that start int and become float where CPython shows no
    # difference: read only once a float is stored, or as an operand of
    # + - * / with a float.
    y = 0
    y += 0.5
    x = 0
    for i in range(n % 6):
        x = x * 0.5 + i
    z = 0
    if n % 2:
        z = 1.5
    else:
        z = 2.5
    acc = 0
    k = n % 4
    while k > 0:
        acc = acc + 1.5
        k -= 1
        if k == 2:
            acc = 7
            continue
        acc = acc * 2.0
    w = 3
    w = w + 0.25
    return [str(y), "%.3f" % (x + 0.0), str(z), repr(acc * 1.0), str(w)]


def fl_capture_sees_none(n: int) -> list[str]:
    # An assignment narrows x to int until the next one; a closure reads x
    # when called, so it sees the later None.
    x = n % 5
    g = lambda: x
    out = [str(g()), str(x + 1)]
    x = None
    out.append(str(g()))
    out.append(str(x))
    return out


def fl_none_then_values(xs: list[int]) -> list[str]:
    # None first, values later: Optional variables and containers.
    best = None
    for v in xs:
        if best is None or v < best:
            best = v
    d = {}
    d["none"] = None
    if xs:
        d["first"] = xs[0]
    items = [None]
    items.append(len(xs))
    items.insert(0, sum(xs) % 7)
    seen = {None}
    seen.add("x%d" % len(xs))
    return [str(best), str(d), str(d["none"] is None), str(items),
            str([i for i in items if i is not None]), str(len(seen)), str(None in seen)]


def fl_named_inner_lists(words: list[str]) -> list[str]:
    # The inner list named first, filled through the name.
    by_len = {}
    for w in words:
        ys = by_len.setdefault(len(w), [])
        ys.append(w)
    grid = [[] for _ in range(3)]
    for i in range(len(words) + 2):
        row = grid[i % 3]
        row.append(i * 0.5)
    return [str(sorted(by_len.items())), str(grid)]
