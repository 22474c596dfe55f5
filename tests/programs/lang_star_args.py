"""Differential tests: *-arguments in calls (`f(*cell)` with a tuple of fixed
length, `zip(*rows)`) and starred assignment targets (`op, *rest = ...`),
as the corpus programs use them (tests/test_language.py runs them against
CPython)."""

KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, -1)]


def _on_board(f: int, r: int) -> bool:
    return 0 <= f < 8 and 0 <= r < 8


def _label(name: str, x: int, y: int, sep: str = ",") -> str:
    return f"{name}({x}{sep}{y})"


class _Grid:
    def __init__(self, n: int) -> None:
        self.n = n

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < self.n and 0 <= c < self.n

    def neighbours(self, r: int, c: int) -> list[tuple[int, int]]:
        out = []
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            cell = (r + dr, c + dc)
            if self.inside(*cell):
                out.append(cell)
        return out


def sa_knight_moves(f: int, r: int) -> list[str]:
    # a tuple of fixed length spread into a function's, a method's and an
    # operator's arguments, mixed with other positional and keyword ones
    start = (f % 8, r % 8)
    out = []
    for df, dr in KNIGHT:
        nxt = (start[0] + df, start[1] + dr)
        if _on_board(*nxt):
            out.append(_label("n", *nxt) + _label(*("m", df), dr, sep=";"))
    g = _Grid(4)
    for cell in g.neighbours(*start) if g.inside(*start) else []:
        out.append(str(max(*cell)) + str(g.neighbours(*cell)))
    return out


def sa_transpose(rows: list[list[int]]) -> list[list[int]]:
    # zip(*rows): rows of unequal length stop at the shortest, no rows give none
    cols = [list(col) for col in zip(*rows)]
    back = [list(r) for r in zip(*cols)]
    return cols + [[-1]] + back


def sa_transpose_shapes(n: int, word: str) -> list[str]:
    k = n % 5
    board = [[r * 4 + c for c in range(4)] for r in range(k)]
    pairs = [(i, i * i) for i in range(k)]
    out = [str(list(zip(*board))), str(list(zip(*pairs)))]
    out.append(str(list(zip(*[word, word[::-1], word.upper()]))))
    firsts = list(zip(*pairs))
    if firsts:
        xs, ys = firsts
        out.append(f"{sum(xs)} {max(ys)} {len(xs)}")
    for t in zip(*board):
        out.append(str(sum(t)) + str(t[-1]) + str(len(t)))
    return out


def sa_starred_targets(xs: list[int]) -> list[str]:
    out = []
    try:
        first, *middle, last = xs
        out.append(f"{first} {middle} {last}")
        head, *tail = xs
        *init, end = tuple(xs)
        out.append(f"{head} {tail} {init} {end}")
        a, b, *rest = xs
        out.append(str(a) + str(b) + str(rest))
    except ValueError as e:
        out.append(f"{type(e).__name__}: {e}")
    return out


def sa_command_lines(text: str) -> list[str]:
    # op, sku, *rest = line.split() over each line, and the same in a for target
    out = []
    for line in text.splitlines():
        try:
            op, *args = line.split()
        except ValueError as e:
            out.append(str(e))
            continue
        out.append(op.upper() + ":" + ",".join(args) + ":" + str(len(args)))
    rows = [line.split(",") for line in text.splitlines()]
    for k, (first, *others) in enumerate(rows):
        out.append(f"{k} {first!r} {others}")
    return out


def sa_starred_strings_and_ranges(n: int, s: str) -> list[str]:
    out = []
    first, *mid, last = range(n % 7, n % 7 + 3)
    out.append(f"{first} {mid} {last}")
    try:
        c, *cs = s
        out.append(c + "|" + "".join(cs) + str(cs))
        (p, *ps), q = [s, s + s], n
        out.append(p + str(ps) + str(q))
    except ValueError as e:
        out.append(f"ValueError {e}")
    m = n % 1000  # within 64 bits
    for h, *t in [(m, m + 1, m + 2), (m * 2, m, 0)]:
        out.append(str(h) + str(t))
    return out


class _Mat:
    """The corpus's matrix_class shape: zip(*rows) inside @ and **."""

    def __init__(self, rows: list[list[int]]) -> None:
        self.rows = rows

    def __matmul__(self, other: "_Mat") -> "_Mat":
        cols = list(zip(*other.rows))
        return _Mat([[sum(a * b for a, b in zip(r, c)) for c in cols] for r in self.rows])

    def __rmatmul__(self, k: int) -> "_Mat":
        return _Mat([[k * x for x in r] for r in self.rows])

    def __pow__(self, k: int) -> "_Mat":
        out = _Mat([[int(i == j) for j in range(len(self.rows))] for i in range(len(self.rows))])
        base = self
        while k > 0:
            if k % 2:
                out = out @ base
            base = base @ base
            k //= 2
        return out

    def transpose(self) -> "_Mat":
        return _Mat([list(c) for c in zip(*self.rows)])


def sa_matrix_operators(a: int, b: int, k: int) -> list[list[int]]:
    m = _Mat([[a % 10, 1], [b % 10, 0]])
    n = _Mat([[1, 2, 3], [4, 5, 6]])
    p = m ** (k % 12)
    return (m @ n).rows + [[-1]] + p.rows + (3 @ n).rows + n.transpose().rows + \
        (m @ m).transpose().rows


def _total(*xs):
    return sum(xs)


def _joined(name, *parts, sep="-"):
    return name + ":" + sep.join(parts)


def sa_list_into_star_parameter(xs: list[int], word: str) -> list[str]:
    # a sequence of run-time length alone fills a *parameter: tuple(xs)
    t = (len(xs), len(word))
    small = [x % 100 for x in xs]  # sums within 64 bits
    return [str(_total(*small)), str(_total(*t)), str(_total(*small[1:])),
            _joined("w", *word), _joined(word, *[str(x) for x in xs], sep="+"),
            _joined("a", "b", *[word])]


ORIGIN = (0, 0)
STEPS = ((0, 1), (1, 0), (-1, -1))


class _Walker:
    def __init__(self, r: int, c: int) -> None:
        self.pos = (r, c)
        self.trail = [(r, c)]

    def step(self, dr: int, dc: int) -> None:
        self.pos = (self.pos[0] + dr, self.pos[1] + dc)
        self.trail.append(self.pos)

    def at(self, r: int, c: int) -> str:
        return f"{r}/{c}"


def sa_fields_items_constants(r: int, k: int) -> list[str]:
    # fields, list and dict items and module constants spread in place
    w = _Walker(r % 50, 0)
    named = {"up": (-1, 0), "left": (0, -1)}
    out = [w.at(*ORIGIN), w.at(*STEPS[k % 3])]
    for s in STEPS:
        w.step(*s)
        out.append(w.at(*w.pos) + w.at(*w.trail[-2]))
    way = "up" if k % 2 else "left"
    w.step(*named[way])
    out.append(w.at(*w.trail[k % len(w.trail)]))
    try:
        out.append(w.at(*w.trail[k]))  # IndexError past the end, as CPython
    except IndexError as e:
        out.append(f"IndexError {e}")
    return out
