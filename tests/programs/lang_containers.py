"""Differential tests: list, dict, set, tuple and Optional values, and the
builtins over them (tests/test_language.py runs them against CPython)."""

import itertools
from collections import deque
from typing import Optional


def l_basic(xs: list[int]) -> list[int]:
    ys = xs.copy()
    ys.append(7)
    ys.insert(0, -1)
    ys.insert(-1, 99)
    ys.insert(100, 5)
    ys.extend([1, 2])
    ys.extend(xs)
    ys.reverse()
    return ys


def l_pop(xs: list[int], i: int) -> tuple[int, list[int]]:
    v = xs.pop(i)
    return v, xs


def l_pop_last(xs: list[int]) -> int:
    return xs.pop() + len(xs)


def l_remove_index(xs: list[int], v: int) -> tuple[int, int, list[int]]:
    n = xs.count(v)
    i = xs.index(v)
    xs.remove(v)
    return n, i, xs


def l_getset(xs: list[int], i: int, v: int) -> list[int]:
    xs[i] = v
    xs[-1] += 1
    return xs


def l_slices(xs: list[int], a: int, b: int, k: int) -> list[list[int]]:
    return [xs[a:], xs[:b], xs[a:b], xs[::k], xs[a:b:k], xs[::-1], xs[-2:]]


def l_ops(xs: list[int], ys: list[int], n: int) -> list[list[int]]:
    return [xs + ys, xs * n, n * ys, xs + []]


def l_compare(xs: list[int], ys: list[int]) -> list[bool]:
    return [xs == ys, xs != ys, xs < ys, xs <= ys, xs > ys, xs >= ys, 3 in xs]


def l_compare_empty(xs: list[int], d: dict[str, int]) -> list[bool]:
    # An empty display takes the type of what it is compared with.
    xss = [xs, []]
    return [xs == [], [] == xs, xs != [], xs < [], [] < xs, d == {}, {} != d,
            set(xs) == set(), [] in xss, [[]] == xss[1:]]


def l_sort(xs: list[int]) -> list[list[int]]:
    a = sorted(xs)
    b = sorted(xs, reverse=True)
    c = xs.copy()
    c.sort()
    d = xs.copy()
    d.sort(reverse=True)
    return [a, b, c, d, xs]


def l_sort_floats(xs: list[float]) -> list[float]:
    return sorted([x for x in xs if x == x])


def l_sort_strings(xs: list[str]) -> list[str]:
    return sorted(xs) + sorted(xs, reverse=True)


def l_sort_tuples(xs: list[tuple[int, str]]) -> list[tuple[int, str]]:
    return sorted(xs)


def l_reductions(xs: list[int]) -> list[int]:
    return [sum(xs), len(xs), min(xs), max(xs), int(any(xs)), int(all(xs))]


def l_float_reductions(xs: list[float]) -> float:
    return sum(xs) + sum(xs, 0.5)


def l_enumerate_zip(xs: list[int], ys: list[str]) -> list[str]:
    out = []
    for i, x in enumerate(xs):
        out.append(f"{i}:{x}")
    for i, x in enumerate(xs, 10):
        out.append(f"{i}:{x}")
    for x, y in zip(xs, ys):
        out.append(y * (x % 3))
    for i, (x, y) in enumerate(zip(xs, ys)):
        out.append(str(i + x) + y)
    return out


def l_reversed(xs: list[int]) -> list[int]:
    out = []
    for x in reversed(xs):
        out.append(x)
    for i in reversed(range(len(xs))):
        out.append(i)
    return out


def l_comprehensions(n: int) -> list[list[int]]:
    squares = [i * i for i in range(n)]
    evens = [i for i in range(n) if i % 2 == 0 if i % 3 != 0]
    pairs = [i * 10 + j for i in range(n) for j in range(i)]
    nested = [[i * j for j in range(3)] for i in range(n)]
    flat = [v for row in nested for v in row]
    return [squares, evens, pairs, flat]


def l_comprehension_scope(xs: list[int]) -> list[int]:
    x = 100
    ys = [x * 2 for x in xs]
    return ys + [x]


def l_matrix(n: int) -> list[list[int]]:
    grid = [[0] * n for _ in range(n)]
    for i in range(n):
        for j in range(n):
            grid[i][j] = i * n + j
    transposed = [[grid[j][i] for j in range(n)] for i in range(n)]
    return transposed


def l_alias(xs: list[int]) -> list[int]:
    ys = xs
    ys.append(1)
    zs = xs.copy()
    zs.append(2)
    return xs + zs


def l_nested_alias(n: int) -> list[list[int]]:
    row = [0, 0]
    grid = [row, row]
    grid[0][0] = n
    return grid


def l_grow_while_iterating(xs: list[int]) -> list[int]:
    for x in xs:
        if x > 0 and len(xs) < 20:
            xs.append(x - 1)
    return xs


def l_index_error(xs: list[int], i: int) -> int:
    return xs[i]


def l_catch_index(xs: list[int], i: int) -> int:
    try:
        return xs[i]
    except IndexError:
        return -1


def l_clear_del(xs: list[int]) -> list[int]:
    ys = xs.copy()
    if ys:
        del ys[0]
    xs.clear()
    return xs + ys


def l_unpack(xs: list[int]) -> int:
    a, b, c = xs
    return a * 100 + b * 10 + c


def l_empty_then_fill(n: int) -> list[float]:
    out = []
    for i in range(n):
        out.append(i / 2)
    return out


def l_list_of_lists(words: list[str]) -> list[list[str]]:
    groups: list[list[str]] = []
    for w in words:
        placed = False
        for g in groups:
            if len(g[0]) == len(w):
                g.append(w)
                placed = True
                break
        if not placed:
            groups.append([w])
    return groups


def l_list_of_str(text: str) -> str:
    return ",".join(list(text))


def l_list_conversion(n: int) -> list[int]:
    return list(range(n)) + list(range(n, 0, -2))


def l_bool_list(xs: list[bool]) -> list[bool]:
    ys = [not x for x in xs]
    ys.append(True)
    return ys + [sum(xs) > 1, any(xs), all(xs)]


def d_basic(keys: list[str], values: list[int]) -> dict[str, int]:
    d: dict[str, int] = {}
    for k, v in zip(keys, values):
        d[k] = v
    d["fixed"] = 1
    return d


def d_get(d: dict[str, int], k: str) -> list[int]:
    a = d.get(k, -1)
    b = d.get(k)
    return [a, b if b is not None else -2, len(d)]


def d_missing(d: dict[str, int], k: str) -> int:
    return d[k]


def d_catch_key(d: dict[str, int], k: str) -> str:
    try:
        return str(d[k])
    except KeyError:
        return "missing " + k


def d_iterate(d: dict[int, str]) -> list[str]:
    out = []
    for k in d:
        out.append(str(k))
    for v in d.values():
        out.append(v)
    for k, v in d.items():
        out.append(f"{k}={v}")
    for k in d.keys():
        out.append(str(-k))
    return out


def d_mutate(d: dict[str, int], k: str) -> dict[str, int]:
    d.setdefault(k, 0)
    d[k] += 10
    x = d.pop("zz", 5)
    d["x"] = x
    if k in d:
        del d[k]
    d.update({"u": 1, "v": 2})
    return d


def d_pop_missing(d: dict[str, int]) -> int:
    return d.pop("nope")


def d_popitem(d: dict[str, int]) -> tuple[str, int]:
    d["last"] = 9
    return d.popitem()


def d_comprehension(words: list[str]) -> dict[str, int]:
    return {w: len(w) for w in words if w}


def d_from_zip(keys: list[int], values: list[float]) -> dict[int, float]:
    return dict(zip(keys, values))


def d_invert(d: dict[str, int]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for k, v in d.items():
        if v not in out:
            out[v] = []
        out[v].append(k)
    return out


def d_copy_independent(d: dict[str, int]) -> list[dict[str, int]]:
    e = d.copy()
    e["new"] = 1
    return [d, e]


def d_compare(a: dict[str, int], b: dict[str, int]) -> list[bool]:
    return [a == b, a != b, bool(a), "x" in a]


def d_change_during_iteration(d: dict[str, int]) -> int:
    n = 0
    for k in d:
        d[k + "!"] = 1
        n += 1
    return n


def d_tuple_keys(n: int) -> dict[tuple[int, int], int]:
    grid = {}
    for i in range(n):
        for j in range(i):
            grid[(i, j)] = i * j
    return grid


def d_nested(words: list[str]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for w in words:
        if not w:
            continue
        inner = out.setdefault(w[0], {})
        inner[w] = inner.get(w, 0) + 1
    return out


def d_churn(n: int, step: int) -> list[tuple[int, int]]:
    """Insertions and removals that collide in the index (keys a multiple of
    1024 apart, -1 and -2 hash alike), removed keys put back (they go last),
    the index grown and compacted: order and values as CPython's dict."""
    d: dict[int, int] = {}
    for k in range(n * 40):
        d[(k % 97) * 1024 * (step + 1) - k % 3] = d.get(k % 5, 0) + k
        if k % 7 == 3:
            d.pop(((k * 3) % 97) * 1024 * (step + 1), 0)
        if k % 11 == 0:
            d[-1] = d.setdefault(-2, k) + 1
    for k in list(d)[: len(d) // 2]:
        if k % 2 == 0:
            del d[k]
    d[0] = d.get(0, -5)
    last = d.popitem() if d else (0, 0)
    return list(d.items()) + [last, (len(d), sum(d.values()))]


def d_counts_sorted(xs: list[int]) -> list[tuple[int, int]]:
    counts: dict[int, int] = {}
    for x in xs:
        counts[x] = counts.get(x, 0) + 1
    return sorted([(c, v) for v, c in counts.items()], reverse=True)


def set_basic(xs: list[int]) -> list[int]:
    s = set(xs)
    s.add(3)
    s.discard(4)
    return sorted(s)


def set_ops(xs: list[int], ys: list[int]) -> list[list[int]]:
    a, b = set(xs), set(ys)
    return [sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b),
            sorted(a.union(b)), sorted(a.intersection(b)), sorted(a.difference(b))]


def set_predicates(xs: list[int], ys: list[int]) -> list[bool]:
    a, b = set(xs), set(ys)
    return [a == b, a <= b, a < b, a >= b, a.issubset(b), a.issuperset(b), a.isdisjoint(b),
            2 in a, len(a) > len(b)]


def set_remove_missing(xs: list[int], v: int) -> int:
    s = set(xs)
    s.remove(v)
    return len(s)


def set_comprehension(words: list[str]) -> list[str]:
    return sorted({w.lower() for w in words})


def set_display(n: int) -> list[int]:
    s = {n, n + 1, n, 2}
    return sorted(s)


def set_dedupe_order(xs: list[int]) -> list[int]:
    seen: set[int] = set()
    out = []
    for x in xs:
        if x not in seen:
            seen.add(x)
            out.append(x)
    return out


def t_swap(a: int, b: int) -> tuple[int, int]:
    a, b = b, a
    return a, b


def t_mixed(n: int, s: str) -> tuple[int, str, float, bool]:
    t = (n, s, n / 2 if n else 0.0, n > 0)
    return t


def t_index(t: tuple[int, str]) -> str:
    return t[1] * 2 + str(t[0]) + str(t[-2])


SQUARES = (0, 1, 4, 9, 16, 25, 36, 49)


def t_runtime_index(i: int, t: tuple[str, str, str]) -> str:
    # Items of one type: indexed at run time (IndexError out of range).
    return str(SQUARES[i]) + t[i % 3] + t[-1 - (i % 3)]


def t_compare(a: tuple[int, int], b: tuple[int, int]) -> list[bool]:
    return [a == b, a < b, a <= b, a > b, max(a) > min(b)]


def t_nested_unpack(n: int) -> int:
    pairs = [(i, (i * 2, str(i))) for i in range(n)]
    total = 0
    for i, (d, s) in pairs:
        total += i + d + len(s)
    (a, b), c = (1, 2), 3
    return total + a + b + c


def t_in(t: tuple[int, int, int], x: int) -> bool:
    return x in t


def t_iterate(a: int, b: int) -> list[int]:
    return [v * 2 for v in (a, b, a + b)]


def t_divide(a: int, b: int) -> tuple[int, int]:
    return a // b, a % b


def t_single(n: int) -> tuple[int]:
    return (n,)


def o_find(xs: list[int], v: int) -> Optional[int]:
    for i, x in enumerate(xs):
        if x == v:
            return i
    return None


def o_default(x: int, y: Optional[int] = None) -> int:
    if y is None:
        return x
    return x + y


def o_call_default(x: int) -> list[int]:
    return [o_default(x), o_default(x, 5), o_default(x, y=7), o_default(y=1, x=x)]


def o_narrow(xs: list[int]) -> int:
    best: int | None = None
    for x in xs:
        if best is None or x > best:
            best = x
    if best is None:
        return -1
    return best * 2


def o_unwrap_none(d: dict[str, int], k: str) -> int:
    v = d.get(k)
    return v + 1


def o_optional_str(s: str) -> str | None:
    if s.startswith("x"):
        return None
    return s.upper()


def o_falls_off(n: int) -> Optional[str]:
    if n > 0:
        return "pos"


def f_defaults(a: int, b: int = 2, s: str = "x", t: tuple[int, int] = (1, 2)) -> str:
    return f"{a}{b}{s}{t}"


def f_call_defaults(a: int) -> list[str]:
    return [f_defaults(a), f_defaults(a, 3), f_defaults(a, s="y"), f_defaults(b=0, a=a),
            f_defaults(a, 1, "z", (3, 4))]


def _qsort(xs: list[int]) -> list[int]:
    if len(xs) <= 1:
        return xs
    pivot = xs[0]
    return _qsort([x for x in xs[1:] if x < pivot]) + [pivot] + \
        _qsort([x for x in xs[1:] if x >= pivot])


def f_quicksort(xs: list[int]) -> list[int]:
    return _qsort(xs)


def _perms(xs: list[int]) -> list[list[int]]:
    if not xs:
        return [[]]
    out = []
    for i in range(len(xs)):
        for p in _perms(xs[:i] + xs[i + 1:]):
            out.append([xs[i]] + p)
    return out


def f_permutations(xs: list[int]) -> list[list[int]]:
    return _perms(xs[:5])


def _is_even(n: int) -> bool:
    return True if n == 0 else _is_odd(n - 1)


def _is_odd(n: int) -> bool:
    return False if n == 0 else _is_even(n - 1)


def f_mutual(n: int) -> list[bool]:
    return [_is_even(n % 50), _is_odd(n % 50)]


def f_print(xs: list[int], s: str) -> int:
    print(xs, s, len(xs))
    print("a", "b", sep="-", end="!\n")
    print(1.5, True, None, (1, "x"), {"k": [1.0]})
    print()
    print(repr(s), end="")
    return len(xs)


def f_isinstance(x: int, s: str) -> list[bool]:
    return [isinstance(x, int), isinstance(x, str), isinstance(s, str),
            isinstance(True, int), isinstance(x, (float, int)), isinstance([x], list)]


def f_truthiness(xs: list[int], s: str, d: dict[str, int]) -> list[bool]:
    return [bool(xs), bool(s), bool(d), not xs, bool([]), bool(""), bool(xs) and bool(s)]


def f_min_max_strings(xs: list[str]) -> str:
    return min(xs) + max(xs)


def f_ternary_containers(flag: bool) -> list[int]:
    xs = [1, 2] if flag else []
    return xs


def f_range_value(n: int) -> list[int]:
    r = range(0, n, 3)
    return [len(r), sum(r), int(4 in r)] + list(r)


def f_run_length(s: str) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for c in s:
        if out and out[-1][0] == c:
            last = out.pop()
            out.append((c, last[1] + 1))
        else:
            out.append((c, 1))
    return out


def f_json_like(n: int) -> dict[str, list[tuple[int, float]]]:
    return {"points": [(i, i / 4) for i in range(n)], "empty": []}


def f_stack_machine(program: list[str]) -> list[int]:
    stack: list[int] = []
    for op in program:
        if op == "+":
            b, a = stack.pop(), stack.pop()
            stack.append(a + b)
        elif op == "*":
            b, a = stack.pop(), stack.pop()
            stack.append(a * b)
        elif op == "dup":
            stack.append(stack[-1])
        else:
            stack.append(int(op))
    return stack


def t_divmod(a: int, b: int, x: float) -> tuple[tuple[int, int], tuple[float, float]]:
    return divmod(a, b), divmod(x, 2.5)


def l_compare_empty(xs: list[str], d: dict[str, int]) -> list[bool]:
    # Empty displays compared with values take the values' types (the compiler
    # once crashed on `[1, 2] == []`).
    return [[1, 2] == [], [] == [1], [] == [], [] < [1], () == (), {} == {}, d == {},
            [[]] == [[1]], xs == [], [] != xs, 3 in [], "a" in {}, [] in [[1]],
            [1] in [[]], [] == [] == [], xs < [], {1: []} == {1: [2]}, xs[:0] == []]


def l_bool_items(xs: list[bool]) -> list[str]:
    """list[bool] stores its items in bytes of their own type (BoolSlot),
    through every operation that reads or writes them: sieve-style stores,
    [x] * n, sorting, combinations (from a std::vector<bool>), deque."""
    flags = [True] * (len(xs) + 2)
    for j in range(0, len(flags), 2):
        flags[j] = False
    ys = xs + flags[:3]
    ys.sort()
    ys.insert(1, True)
    ys[-1] = not ys[-1]
    d = deque(ys)
    d.appendleft(False)
    d.rotate(1)
    count = 0
    for f in flags:
        if f:
            count += 1
    return [str(flags), str(ys), str(sum(ys)), str(ys.count(False)), str(list(reversed(xs))),
            str(list(itertools.combinations(xs[:4], 2))), str(list(d)), str(count),
            str(sorted(xs, reverse=True)), str(max(ys)), str(ys.index(True))]
