"""Differential: dict(d) copies a dict (also a Counter or a defaultdict: the
copy is a plain dict) into a new one that changes apart from the original,
next to dict(pairs) (tests/corpus/vending_machine.py)."""
# entry: stock
# inputs: [5, 3]
# compile: all
from collections import Counter, defaultdict


def stock(n: int, m: int) -> list[str]:
    products = {"A1": ["cola", "120"], "B1": ["water", "60"]}
    mine = dict(products)
    mine["C1"] = ["tea", str(n)]
    mine["A1"][1] = str(m)  # the lists are shared, as in CPython
    coins = dict({50: 1, 20: n})
    coins[m] = coins.get(m, 0) + 1
    out = [str(products), str(mine), str(coins), str(len(mine)), str(mine == products)]
    again = dict(coins)
    out.append(str(again == coins) + str(again is coins))
    del again[50]
    out.append(f"{again} {coins} {list(again)} {sorted(set(coins))}")
    return out


def tallies(n: int, m: int) -> list[str]:
    c = Counter("abracadabra"[:n + m])
    plain = dict(c)
    plain["z"] = 9
    groups: defaultdict[int, list[int]] = defaultdict(list)
    for i in range(n * m):
        groups[i % m].append(i)
    flat = dict(groups)
    out = [repr(plain), repr(c), repr(flat), str(n in flat), str(flat.get(n, [-1]))]
    try:
        flat[m + 10]
    except KeyError as e:
        out.append("KeyError " + str(e))
    pairs = dict([(str(i), i * i) for i in range(n)])
    out.append(repr(dict(pairs)))
    # keys that are pairs: dict(grid) copies the mapping, it does not
    # unpack the keys as (key, value) pairs
    grid = {(i, i % m): "r" if i % 2 else "f" for i in range(n)}
    new = dict(grid)
    for (r, col), kind in sorted(grid.items()):
        if new.get((r, col)) == kind and kind == "f":
            del new[(r, col)]
            new[(col, r + 10)] = kind
    out.append(repr(new) + repr(grid))
    return out
