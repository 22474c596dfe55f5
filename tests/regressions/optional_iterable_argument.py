"""An optional list passed to an operator that iterates it (`sorted(xs)`,
`list(xs)`, `sum(xs)` of a `list[int] | None`, as after `if xs is None:
xs = []` of a parameter defaulting to None) was handed on still Optional:
C++ that did not compile (found by a probe program, a hexiom-style solver).
The argument is now unwrapped with a check, raising CPython's TypeError
"'NoneType' object is not iterable" where it is None (pyaot.opdecls._want
for iterable[T] parameters).
"""
# entry: main
# inputs: [3]


def solve(layout: list[int] | None = None, pos: int = 0) -> list[int]:
    if layout is None:
        layout = [-1] * 3
    if pos == len(layout):
        return list(layout)
    layout[pos] = pos * 2
    return solve(layout, pos + 1)


def main(n: int) -> None:
    print(solve(), solve([5, 5, 5, 5]))
    maybe: list[int] | None = None if n > 2 else [n, 1]
    for f in (sorted, sum, list, max):
        try:
            print(f(maybe))
        except TypeError as e:
            print("TypeError:", e)
