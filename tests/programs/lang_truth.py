"""Differential tests: forms found by compiling the real-programs corpus
(tests/corpus) where the compiler's C++ or refusal was wrong -- None stored
into an Optional variable by tuple assignment, swap and loop targets
(tests/test_language.py runs them against CPython)."""


class Sphere:
    def __init__(self, r):
        self.r = r


class Shell(Sphere):
    pass


def _nearest(spheres):
    hit, best = None, float("inf")
    for s in spheres:
        if s.r < best:
            hit, best = s, s.r
    return hit


def tr_unpack_none_into_optional(rs: list[float]) -> str:
    h = _nearest([Sphere(r) for r in rs])
    out = [str(h.r) if h is not None else "miss"]
    # swap between an Optional and a plain instance
    a, b = None, Sphere(3.0)
    if rs:
        a, b = b, Sphere(rs[0])
    out.append("none" if a is None else str(a.r))
    out.append(str(b.r))
    # nested tuple targets, None at depth
    (p, (q, n)) = (Sphere(1.5), (None, 0))
    for r in rs:
        p, (q, n) = p, (Sphere(r), n + 1)
    out.append(f"{p.r} {str(q.r) if q is not None else 'no q'} {n}")
    # loop tuple targets whose parts are None then an instance
    last, count = None, 0
    for s, k in [(Sphere(r), i) for i, r in enumerate(rs)]:
        last, count = s, count + k
    out.append(("-" if last is None else str(last.r)) + f" {count}")
    # back to None after holding a value
    cur, m = Sphere(2.0), 1
    cur, m = None, m + 1
    out.append(f"{cur is None} {m}")
    return " | ".join(out)


def tr_unpack_union_and_subclass(n: int) -> str:
    x: int | str = 0
    y: str | int = "s"
    if n > 2:
        x, y = "big", n  # each variable holds int | str
    best, score = None, -1
    for i in range(min(n, 9)):
        best, score = (Shell(float(i)) if i % 2 else Sphere(float(i))), i
    return f"{x} {y} {'none' if best is None else str(best.r)} {score}"


class Vec:
    """Method aliases in the class body (matrix_class: __rmul__ = __mul__)."""
    DIM = 2
    SIZE = DIM

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, k):
        return Vec(self.x - k, self.y - k)

    def __rsub__(self, k):
        return Vec(k - self.x, k - self.y)

    def __rmod__(self, k):
        return Vec(k % 7, k % 5)

    def __str__(self):
        return f"Vec({self.x}, {self.y})"

    __repr__ = __str__

    def dot(self, other):
        return self.x * other.x + self.y * other.y

    inner = dot


class Vec3(Vec):
    def __mul__(self, k):
        return Vec(self.x * k * 10, self.y * k * 10)


def tr_method_aliases(k: int) -> str:
    a = Vec(k, 2)
    b = Vec3(1, k)
    out = [str(k * a), str(a * k), repr(a), str([a, b]), str(a.inner(b)), str(Vec.SIZE)]
    # b * k is Vec3's own __mul__; k * b is __rmul__, bound to Vec's __mul__
    out += [str(b * k), str(k * b), str(10 - a), str(a - 10), str(2 * a + a * 3)]
    # int % v calls __rmod__; str % v formats v (str's own % takes any object)
    out += [str(k % a), "<%s>" % a]
    return " ".join(out)


def tr_unpack_fresh_displays(text: str) -> list[str]:
    # Empty displays unpacked into names are typed by each name's later use,
    # as `out = []` is (the C++ build once failed on a list[int] here).
    out, k, seen, counts = [], 0, set(), {}
    for ch in text:
        if ch not in seen:
            seen.add(ch)
            out.append(ch.upper())
            k += 1
        counts[ch] = counts.get(ch, 0) + 1
    return out + [str(k), str(sorted(counts.items()))]
