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
