"""`a[i] = v` evaluates v first, then a and i (Python's order for an
assignment's target). Compiled code evaluated the key or index first, so
`d[f("key")] = f("value")` printed "key" before "value", and a key read
from a variable the value's call rebinds (`d[total] = inc(1)`, `nonlocal
total`) was the old one (found by a reviewer of the sibling-defs change;
the class is side effects in a subscript target and its value). The
operator.setitem and slice-assignment calls now evaluate their value first
(pyaot.infer_call._value_first).
"""
# entry: main
# inputs: [3]


def tag(label: str, v: int) -> int:
    print(label)
    return v


def main(n: int) -> None:
    d: dict[int, int] = {}
    d[tag("key", 1)] = tag("value", n)
    xs = [0] * 4
    xs[tag("index", 2)] = tag("item", 5)
    xs[tag("lower", 0):tag("upper", 1)] = [tag("slice value", 7)]
    grid = [[0, 0], [0, 0]]
    grid[tag("row", 1)][tag("column", 0)] = tag("cell", 9)
    print(d, xs, grid)
    total = n

    def inc(k: int) -> int:
        nonlocal total
        total += k
        return k

    seen: dict[int, int] = {}
    seen[total] = inc(1)
    xs[total % 4] = inc(2)
    print(seen, xs, total)
