"""Differential tests: language forms real programs use. printf-style
`str % args`; every function here is compiled and run against CPython
(tests/test_language.py)."""


class _Point:
    def __init__(self, x: int) -> None:
        self.x = x

    def __repr__(self) -> str:
        return f"P({self.x})"

    def __str__(self) -> str:
        return f"<{self.x}>"


def _fmt_int(fmt: str, n: int) -> str:
    try:
        return fmt % n
    except TypeError as e:
        return "TypeError: " + str(e)
    except ValueError as e:
        return "ValueError: " + str(e)
    except OverflowError as e:
        return "OverflowError: " + str(e)


def _fmt_float(fmt: str, x: float) -> str:
    try:
        return fmt % (x,)
    except TypeError as e:
        return "TypeError: " + str(e)
    except ValueError as e:
        return "ValueError: " + str(e)
    except OverflowError as e:
        return "OverflowError: " + str(e)


def _fmt_str(fmt: str, s: str) -> str:
    try:
        return fmt % s
    except TypeError as e:
        return "TypeError: " + str(e)
    except ValueError as e:
        return "ValueError: " + str(e)
    except OverflowError as e:
        return "OverflowError: " + str(e)


def _fmt_pair(fmt: str, n: int, x: float) -> str:
    try:
        return fmt % (n, x)
    except TypeError as e:
        return "TypeError: " + str(e)
    except ValueError as e:
        return "ValueError: " + str(e)
    except OverflowError as e:
        return "OverflowError: " + str(e)


def pf_basic(n: int, x: float, s: str) -> str:
    out = "%s|%d|%.2f|%5d|%-5d|%05d|%+d|% d" % (s, n, x, n, n, n, n, n)
    out += "\n%x %X %o %#x %#X %#o %e %E %g %G %F" % (n, n, n, n, n, n, x, x, x, x, x)
    out += "\n%r %a %c %% %i %u" % (s, s, n % 1000 + 32, n, n)
    out += "\n" + "%10.3f|%-10.3e|%+.1g|%#.0f|%010.4f" % (x, x, x, x, x)
    out += "\n" + "%*d|%-*d|%.*f|%*.*s|" % (6, n, 6, n, 3, x, 8, 2, s)
    out += "\n" + "%s" % s + "%s" % (s,) + "%d" % True + "%s" % True + "%f" % n
    return out


def pf_int_spec(fmt: str, n: int) -> list[str]:
    return [_fmt_int(fmt, n), _fmt_int(fmt, -n), _fmt_int(fmt, 0), _fmt_int(fmt, 255)]


def pf_float_spec(fmt: str, x: float) -> list[str]:
    return [_fmt_float(fmt, x), _fmt_float(fmt, -x), _fmt_float(fmt, 0.5),
            _fmt_float(fmt, 1e22), _fmt_float(fmt, float("nan"))]


def pf_str_spec(fmt: str, s: str) -> list[str]:
    return [_fmt_str(fmt, s), _fmt_str(fmt, "é"), _fmt_str(fmt, "")]


def pf_two_args(fmt: str, n: int, x: float) -> str:
    return _fmt_pair(fmt, n, x)


def pf_wrong_count(n: int) -> list[str]:
    out: list[str] = []
    for fmt in ["%d %d", "%d", "", "%%", "%(k)d", "%", "%5", "%.", "%y", "%5%", "%*d"]:
        out.append(_fmt_int(fmt, n))
        out.append(_fmt_pair(fmt, n, 0.5))
    return out


def pf_values(xs: list[int], d: dict[str, int], o: int | None, u: int | str) -> list[str]:
    p = _Point(len(xs))
    out = ["%s %r" % (xs, d), "%s and %r" % (p, p), "%a" % ([p],), "%s" % o, "%s" % (u,),
           "%5s|%-5r|" % (o, u), "%s" % ((1, "a"),), "%s %s" % ("x", None)]
    try:
        out.append("%d" % o)
    except TypeError as e:
        out.append(str(e))
    try:
        out.append("%d" % (u,))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append("%f" % (xs,))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append("%x" % p)
    except TypeError as e:
        out.append(str(e))
    out.append("no conversions" % xs)
    out.append("no conversions" % d)
    try:
        out.append("no conversions" % (o,))
    except TypeError as e:
        out.append(str(e))
    return out


def pf_mapping(d: dict[str, int], key: str) -> str:
    try:
        return "%(a)s/%(b)05d/%(a)r %s" % d if key == "a" else ("%(" + key + ")x") % d
    except KeyError as e:
        return "KeyError " + str(e)
    except TypeError as e:
        return "TypeError " + str(e)
    except ValueError as e:
        return "ValueError " + str(e)


def pf_mapping_errors(xs: list[int], t: tuple[int, str]) -> list[str]:
    out: list[str] = []
    try:
        out.append("%(a)s" % xs)
    except TypeError as e:
        out.append(str(e))
    try:
        out.append("%(a)s" % (t,))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append("%(a)s" % {1: 2})
    except KeyError as e:
        out.append(str(e))
    out.append("%s %s" % t)
    return out


def pf_star(w: int, p: int, x: float) -> str:
    try:
        return "[%*.*f]" % (w, p, x) + "[%-*s]" % (w, "ab") + "[%.*s]" % (p, "abcdef")
    except TypeError as e:
        return "TypeError " + str(e)
    except OverflowError as e:
        return "OverflowError " + str(e)
    except MemoryError:
        return "MemoryError"


# Module variables: state every call shares (a board, a cache, a counter).
# CPython runs these functions one after another in one process, the
# compiled program once per process: each function sets the state it reads.

class _Tally:
    def __init__(self) -> None:
        self.hits = 0

    def hit(self, n: int) -> int:
        self.hits += n
        return self.hits


def _empty_board(n: int) -> list[list[str]]:
    return [["."] * n for _ in range(n)]


SIZE = 3
BOARD = _empty_board(SIZE)
MOVES: list[tuple[int, int]] = []
TURN = "X"
CALLS = 0
TOTAL = 0.0
MEMO: dict[int, int] = {0: 0, 1: 1}
TALLY = _Tally()
NAMES = ["a", "b"]
WINNER: str | None = None


def _place(r: int, c: int) -> bool:
    global TURN, WINNER
    if BOARD[r][c] != ".":
        return False
    BOARD[r][c] = TURN
    MOVES.append((r, c))
    if all(BOARD[r][k] == TURN for k in range(SIZE)):
        WINNER = TURN
    TURN = "O" if TURN == "X" else "X"
    return True


def gl_board(cells: list[int]) -> str:
    global BOARD, MOVES, TURN, WINNER
    BOARD = _empty_board(SIZE)
    MOVES = []
    TURN = "X"
    WINNER = None
    placed = [_place((c % 9) // 3, c % 3) for c in cells]
    rows = ["".join(row) for row in BOARD]
    return f"{rows} {MOVES} {TURN} {WINNER} {placed}"


def _fib(n: int) -> int:
    global CALLS
    CALLS += 1
    if n not in MEMO:
        MEMO[n] = _fib(n - 1) + _fib(n - 2)
    return MEMO[n]


def gl_memo(n: int) -> str:
    global CALLS
    CALLS = 0
    MEMO.clear()
    MEMO[0] = 0
    MEMO[1] = 1
    first = _fib(n)
    calls = CALLS
    again = _fib(n)
    return f"{first} {again} {calls} {CALLS} {len(MEMO)}"


def _accumulate(x: float) -> float:
    global TOTAL
    TOTAL += x
    TOTAL *= 1.5
    return TOTAL


def gl_numbers(xs: list[float]) -> list[float]:
    global TOTAL
    TOTAL = 0.0
    out = [_accumulate(x) for x in xs]
    out.append(TOTAL)
    return out


def gl_objects(ns: list[int]) -> str:
    global TALLY, NAMES
    TALLY = _Tally()
    NAMES = ["a", "b"]
    seen = [TALLY.hit(n) for n in ns]
    alias = NAMES
    alias.append("c")
    NAMES += ["d"]
    NAMES = NAMES + [str(TALLY.hits)]
    read = lambda k: NAMES[k % len(NAMES)] + str(TALLY.hits)
    return f"{seen} {alias} {NAMES} {read(len(ns))} {alias is NAMES}"


def gl_raises(k: int) -> str:
    global CALLS, NAMES
    CALLS = 0
    NAMES = ["a", "bb", "ccc"]
    MEMO.clear()
    MEMO.update({0: 0, 1: 1})
    try:
        MEMO[k] = _fib(k - 1) + len(NAMES[k])
    except IndexError as e:
        return f"IndexError {e} {CALLS}"
    return f"{MEMO[k]} {CALLS}"


TEXT = "a b\nc"
REGISTRY: list[str] = []
SORTED_KEYS = sorted(MEMO.keys())


def _register(name: str, into: list[str] = REGISTRY) -> int:
    into.append(name)
    return len(REGISTRY)


def gl_defaults(names: list[str]) -> str:
    REGISTRY.clear()
    sizes = [_register(n) for n in names]
    mine: list[str] = []
    _register("x", mine)
    return f"{REGISTRY} {sizes} {mine} {TEXT.splitlines()} {TEXT.upper()} {SORTED_KEYS}"


# Module-level unpacking, folded at build time.
WIDTH, HEIGHT = 80, 24
STEPS, LEFT = divmod(WIDTH, 7)
ORIGIN, (DX, DY) = "o", (1, -1)
FIRST, SECOND = "ab"


def gl_unpacked(n: int) -> str:
    return f"{WIDTH * HEIGHT + n} {STEPS} {LEFT} {ORIGIN}{DX}{DY} {FIRST}{SECOND}"


# Assignment forms: element and attribute swaps, chains, tuple(...) unpacked.

class _Pair:
    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b
        self.total = self.count = 0


def lf_swap(xs: list[int], i: int, j: int) -> list[int]:
    ys = list(xs)
    ys[i], ys[j] = ys[j], ys[i]
    return ys


def lf_attribute_swap(a: int, b: int) -> list[int]:
    p = _Pair(a, b)
    p.a, p.b = p.b, p.a
    p.total = p.count = a - b
    q = r = p.a * 2
    q += 1
    s = t = [a]
    s.append(b)
    return [p.a, p.b, p.total, p.count, q, r] + t


def lf_target_order(n: int) -> list[int]:
    a = [0, 0, 0, 0]
    i = 0
    i, a[i % 4] = n, n + 1
    grid = [[0] * 3 for _ in range(3)]
    grid[0][1], grid[1][0] = grid[1][0] + 5, grid[0][1] - 5
    (a[0], (a[1], m)), k = (n, (2 * n, 3)), 4
    a[2] = a[3] = m * k
    return a + grid[0] + grid[1] + [i, m, k]


def lf_tuple_unpack(n: int) -> str:
    try:
        a, b, c = tuple(range(n))
    except ValueError as e:
        return str(e)
    pairs = [tuple([k, k * k]) for k in range(n)]
    out = [x + y for x, y in pairs]
    return f"{a} {b} {c} {out}"


def _scaled(xs: list, scale: dict, r: range) -> list:
    out: list = []
    for i in r:
        if xs:
            out.append(xs[i % len(xs)] * scale["k"])
    return out


def lf_bare_annotations(xs: list[int], n: int) -> list[int]:
    words: list = ["a", "b"]
    return _scaled(xs, {"k": 2}, range(n % 7)) + _scaled(xs, {"k": -1}, range(n % 3, 5, 2)) + \
        [len(_scaled(words, {"k": 2}, range(3)))]
