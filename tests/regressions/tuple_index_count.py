"""Differential: tuple.index / tuple.count on fixed tuples of one member type
and on tuple[T, ...] (tuple(list), slices), mixed with loops, dict keys and
the ValueError CPython raises ("tuple.index(x): x not in tuple";
tests/corpus/eight_puzzle.py)."""
# entry: board
# inputs: [7, 3]
# compile: all


def board(n: int, m: int) -> list[str]:
    state = (1, 2, 3, 4, 5, 6, 0, 7, 8)
    out = [str(state.index(0)), str(state.count(n)), str(state.index(m))]
    cells = list(state)
    z = state.index(0)
    cells[z], cells[z + 1] = cells[z + 1], cells[z]
    moved = tuple(cells)
    out.append(f"{moved} {moved.index(0)} {moved.count(0)} {moved[2:].index(m)}")
    for probe in (n, m, 9, -1):
        try:
            out.append(str(moved.index(probe) * 10 + moved.count(probe)))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    return out


def words(n: int, m: int) -> list[str]:
    names = ("up", "down", "left", "up", "right")
    seen: dict[str, int] = {}
    for w in names:
        seen[w] = names.index(w) + names.count(w) * 100
    flags = (n > m, n == m, n < m)
    ratios = (n / 2, m / 2, 1.5)
    out = [str(seen), str(flags.index(True)), str(flags.count(False)),
           str(ratios.index(1.5)), str(ratios.count(m / 2))]
    pairs = ((1, n), (2, m), (1, n))
    out.append(str(pairs.count((1, n))) + " " + str(pairs.index((2, m))))
    try:
        names.index("sideways")
    except ValueError as e:
        out.append(str(e))
    empty = tuple(x for x in range(n) if x > 100)
    out.append(str(empty.count(3)))
    return out
