"""`d.get(k)` of a dict whose values may be None (`dict[str, int | None]`)
was typed `Optional[Optional[int]]`: a present key holding None gave an
Optional that held a value (an empty inner one), so `x is None` was False
and the next use raised TypeError where CPython returned -1. Python has
one None: an operator result `T | None` of a T that may be None is that T
(pyaot.typesys.substitute; the runtime's OptionalOf). The class is every
operator that adds None to an element type: dict.get and dict.pop(k, None),
next(it, None), min/max(default=None), zip_longest.
"""
# entry: main
# inputs: [2]
import itertools


def lookup(table: dict[str, int | None], key: str) -> int:
    x = table.get(key)
    if x is None:
        return -1
    return x


def main(n: int) -> None:
    table: dict[str, int | None] = {"a": None, "b": n}
    print(lookup(table, "a"), lookup(table, "b"), lookup(table, "c"))
    names: dict[str, str | None] = {"x": None}
    y = names.get("x")
    print(y is None, y, [names.get("x"), names.get("z")])
    ys: list[int | None] = [None] * n
    print(next(iter(ys), None) is None, max(ys[:0], default=None) is None)
    print(names.pop("x", None) is None, list(itertools.zip_longest(ys, [1, 2, 3])))
