"""Differential: dict.get / `in` / `not in` with a key whose type no key of
the dict (or element of the set) can equal: a tuple against int keys, a str
against tuple keys, None against str keys; CPython misses (None, the
default, False), mixed with ordinary lookups (tests/corpus/predator_prey.py)."""
# entry: grid
# inputs: [5, 3]
# compile: all


def grid(n: int, m: int) -> list[str]:
    cells = {i * m: "rabbit" if i % 2 else "fox" for i in range(n)}
    out = []
    for r in range(n):
        for c in range(m):
            hit = cells.get((r, c))
            out.append(f"{cells.get(r * c)}/{hit}/{(r, c) in cells}/{r * m in cells}")
    out.append(str(cells.get("fox", "none")) + " " + str(cells.get((n,), "-")))
    seen = {(i, i + m) for i in range(n)}
    out.append(f"{'x' in seen} {'x' not in seen} {(1, 1 + m) in seen} {n in seen}")
    return out


def names(n: int, m: int) -> list[str]:
    ages = {"ann": n, "bob": m}
    out = [str(ages.get(None)), str(ages.get(n, -1)), str(n in ages), str(b"ann" in ages)]
    total = 0
    for key in ("ann", "eve", "bob"):
        total += ages.get(key, 0)
    out.append(str(total) + " " + str(ages.get((n, m), total)))
    return out
