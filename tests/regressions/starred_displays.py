"""Starred items in displays: `(*a, x)`, `[*a, x, *b]`, `{*a, x}`, and a
module constant `ALL = (*BASE, 3)`. A tuple display dropped its starred items
silently (`(*a, 3)` was `(3,)`, in functions and in module constants), and
list and set displays were refused. Each starred iterable is now made a
list, tuple or set and joined with the plain items in Python's order.
"""
# entry: main
# inputs: [3]
BASE = (1, 2)
ALL = (*BASE, 3)
LETTERS = (*"ab", "c")


def squares(n: int):
    for i in range(n):
        yield i * i


def main(n: int) -> None:
    a = list(range(n))
    t = (*a, n)
    u = (0, *t, *range(2))
    print(t, u, len(u), ALL, LETTERS, (*BASE,))
    print([*a, 5, *a], [*"ab", "c"], sorted({*a, 7, *u}), [*squares(n)])
    counts = {"x": n, "y": 2}
    print([*counts], [*counts.values(), 0], (*counts.items(),))
    head, *rest = (*a, *ALL)
    print(head, rest)
