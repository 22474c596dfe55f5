"""Differential tests: union types (`int | str`), a tagged value whose
member an isinstance test narrows. Every function here is compiled and run
against CPython (tests/test_language.py)."""

from typing import Optional, Union


def u_describe(x: int | str) -> str:
    if isinstance(x, int):
        return f"int {x * 2}"
    return "str " + x.upper()


def u_not_isinstance(x: int | str) -> int:
    if not isinstance(x, str):
        return x + 1
    return len(x)


def u_early_return(x: float | str) -> float:
    if isinstance(x, str):
        return float(len(x))
    return x * 0.5  # narrowed to float after the early return


def u_ternary(x: int | str) -> str:
    return str(x + 1) if isinstance(x, int) else x[::-1]


def u_result(flag: bool, n: int) -> int | str:
    if flag:
        return n * 3
    return f"<{n}>"


def u_three_members(xs: list[int | float | str]) -> list[str]:
    out = []
    for x in xs:
        if isinstance(x, str):
            out.append("s:" + x)
        elif isinstance(x, float):
            out.append(f"f:{x:.3f}")
        else:
            out.append(f"i:{x}")
    return out


def u_repr_and_str(x: int | str | float) -> str:
    return f"{x} {x!r} {repr(x)} {str(x)}"


def u_equality(a: int | str, b: int | str) -> list[bool]:
    return [a == b, a != b, isinstance(a, int) == isinstance(b, int)]


def u_ordering(a: int | str, b: int | str) -> bool:
    return a < b  # TypeError between an int and a str, as CPython


def u_dict_keys(pairs: list[int | str]) -> dict[int | str, int]:
    counts: dict[int | str, int] = {}
    for p in pairs:
        counts[p] = counts.get(p, 0) + 1
    return counts


def u_typing_union(x: Union[int, list[int]]) -> int:
    if isinstance(x, list):
        return sum(x)
    return x


def u_assign_members(n: int) -> list[int | str]:
    out: list[int | str] = []
    v: int | str = n
    out.append(v)
    v = str(n) * 2
    out.append(v)
    return out


def u_numbers(x: int | float, y: int | float) -> list[bool]:
    return [x == y, x < y]


class Circle:
    def __init__(self, r: float):
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r


def u_class_member(r: float, use_circle: bool) -> str:
    shape: Circle | str = "none"
    if use_circle:
        shape = Circle(r)
    if isinstance(shape, Circle):
        return f"{shape.area():.2f}"
    return shape


# Unions with None: None, or one of several members (std::optional of the
# tagged value); `is None` and isinstance() narrow, in either order.

def u_optional_describe(x: int | str | None) -> str:
    if x is None:
        return "nothing"
    if isinstance(x, int):
        return f"int {x + 1}"
    return "str " + x.upper()


def u_optional_isinstance_first(x: Union[int, str, None]) -> str:
    if isinstance(x, str):
        return x * 2
    if isinstance(x, int):
        return str(x * 3)
    return repr(x)


def u_optional_results(flags: list[int]) -> list[int | str | None]:
    out: list[int | str | None] = []
    for f in flags:
        if f % 3 == 0:
            out.append(None)
        elif f % 3 == 1:
            out.append(f)
        else:
            out.append(str(f))
    return out


def u_optional_result(n: int) -> float | str | None:
    if n < 0:
        return None
    if n % 2:
        return n / 2
    return f"even {n}"


def u_optional_and_narrowing(xs: list[Optional[int] | str]) -> int:
    total = 0
    for x in xs:
        if x is not None and not isinstance(x, str):
            total += x
        elif isinstance(x, str):
            total += len(x)
    return total


def u_optional_equality(a: int | str | None, b: int | str | None) -> list[bool]:
    return [a == b, a != b, a is None, b is not None, a == 1]


# Heterogeneous values (issue #25): a conditional expression, `or`/`and` and
# a display of mixed types make a union; each value keeps its own type.

def u_conditional_mix(n: int, s: str) -> str:
    v = n if n > 0 else s
    w = (s or "empty") if n % 2 else n
    return f"{v!r} {v} {w!r} {v == n} {w == s}"


def u_or_optional(name: Optional[str], n: int) -> list[str]:
    label = name or f"anon{n}"
    count = n and len(label)
    cell = n % 3 or "."
    return [label, repr(count), str(cell), repr(cell)]


def u_display_mix(a: int, b: float, s: str) -> list[str]:
    row = [a, b, -a]
    record = {"name": s, "size": a, "ratio": b}
    out = [str(row), str(record), str(sorted(row)), str(a in row), str(row.count(a))]
    for key, value in record.items():
        if isinstance(value, str):
            out.append(key + "=" + value.upper())
        elif isinstance(value, float):
            out.append(f"{key}={value:.2f}")
        elif isinstance(value, int):
            out.append(f"{key}={value + 1}")
    return out


def u_number_compare(a: int, b: float) -> list[bool]:
    xs = [a, b]
    return [xs[0] == xs[1], xs[0] < xs[1], xs[1] < xs[0], xs[0] != xs[1]]


def u_number_arithmetic(a: int, b: float, n: int) -> list[str]:
    # Each pair as CPython computes it: int op int stays an int (printed 1,
    # not 1.0), with a float it is a float; / is always a float.
    rates = {"win": 1, "bonus": b, "lose": -1, "push": 0}
    out = []
    for name, rate in rates.items():
        won = n * rate
        out.append(f"{name}: {won} {rate + a} {rate - 1} {-rate} {rate * rate}")
        if a != 0:
            out.append(f"{rate / a} {rate // a} {rate % a}")
    return out


def u_member_dispatch(xs: list[int], b: float) -> list[str]:
    row = [b, 0]
    for x in xs:
        row.append(x)
    out = [str(abs(v)) for v in row]
    out += [f"[{v:>8}]" for v in row]
    best = max(range(len(row)), key=lambda i: abs(row[i]))
    out.append(str(best))
    return out


def u_optional_mix(name: Optional[str], n: int) -> list[str]:
    # str | None with an int: int | str | None (None stays None).
    a = name and len(name)
    b = name if n > 0 else n
    out = [repr(a), repr(b)]
    if b is not None and isinstance(b, int):
        out.append(str(b + 1))
    return out


def u_tuples_compared(n: int) -> list[str]:
    # A list of tuple[str, int] | tuple[str, str]: tuples of two types
    # compare item by item, stopping at the first unequal pair, so
    # ("a", 1) < ("b", "x") is True and only ("a", 1) < ("a", "x") raises.
    rows = [("a", 1), ("b", "x"), ("a", 2)]
    if n % 2:
        rows.append(("a", "y"))
    out = []
    for i in range(len(rows)):
        for j in range(len(rows)):
            try:
                out.append(f"{i}{j}:{rows[i] < rows[j]}:{rows[i] == rows[j]}")
            except TypeError as e:
                out.append(f"{i}{j}:{e}")
    try:
        out.append(str(sorted(rows)))
    except TypeError as e:
        out.append(f"sorted: {e}")
    # lists of two item types: [] == [] whatever each holds
    lists = [[1, 2] if n % 2 else [], ["x"] if n % 3 else []]
    for a in lists:
        for b in lists:
            try:
                out.append(f"{a == b} {a < b}")
            except TypeError as e:
                out.append(str(e))
    return out


def _area(w: float, h: float) -> float:
    return w * h


def _one_or_two(x: int):
    if x:
        return 1
    return 2.0


def _total(prices: list[float]) -> float:
    total = 0
    for p in prices:
        total += p
    return total


def u_int_then_float(xs: list[int], c: bool) -> list[str]:
    # A variable that holds an int, then maybe a float, where the int may
    # show: int | float, as CPython holds it (not a refusal to write 0.0).
    y = 0
    s = str(y)
    for v in xs:
        y = 0.5 * v
    t = 0
    if c:
        t += 0.5
    if c and len(xs) > 2:
        t = 1
    z: float = len(xs) or 1.5
    best = 0
    for v in xs:
        best = max(best, v - 0.5)
    prices = [v * 1.25 for v in xs if v > 0]
    return [s, str(y), str(t), str(z), str(best), f"{_total(prices)} {_total(prices) * 2}",
            str(max(_area(len(xs), 2), 0.5)), str(_one_or_two(len(xs))),
            str(max(len(xs), 2.5)), str(min(0.5, len(xs) - 1))]
