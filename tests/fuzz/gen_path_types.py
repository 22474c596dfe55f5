"""Unannotated helpers whose result's type depends on the path taken
(issue #25, Norvig's sudoku: a search returns the grid or False): one
returns a dict or False, its caller tests `is False` and reads the dict
through subscripts and methods of the member held (a tagged union).
And an accumulator parameter defaulting to None (`if out is None: out =
[]`, passed on recursively), read through max() of several tuples with
key= (the corpus's bst.py and interval_scheduling.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import SCALARS, Helper

if TYPE_CHECKING:
    from program_gen import ProgramGenerator


def path_typed_pair(gen: ProgramGenerator, stem: str) -> list[str]:
    """`p(n, x)` returning False or a dict of x, and `q(n, x)` (registered
    for generated code to call) returning x or what the dict holds."""
    t = gen.rng.choice(SCALARS)
    p, q = gen.fresh(f"{stem}_pp"), gen.fresh(f"{stem}_pq")
    read = gen.rng.choice(['r["v"]', 'r.get("w", x)', 'r.copy()["v"]', 'r["v"] if r else x'])
    test = gen.rng.choice(["r is False", "r is not False and not r", "not r"])
    lines = [f"def {p}(n, x):",
             "    if n % 3 == 0:",
             "        return False",
             "    if n % 3 == 1:",
             '        return {"v": x, "w": x}',
             '    return {"v": x}',
             "",
             "",
             f"def {q}(n, x):",
             f"    r = {p}(n, x)",
             f"    if {test}:",
             "        return x",
             f"    return {read}",
             ""]
    gen.helpers.append(Helper(q, ["int", t], t, annotated=False))
    return lines


def accumulator_pair(gen: ProgramGenerator, stem: str) -> list[str]:
    """`p(n, x, out=None)` collecting x into the list it makes when out is
    None and passes on, and `q(n, x)` (registered) reading it back through
    max() of two tuples with key=."""
    t = gen.rng.choice(SCALARS)
    p, q = gen.fresh(f"{stem}_pa"), gen.fresh(f"{stem}_pb")
    test = gen.rng.choice(["out is None", "not out"])
    lines = [f"def {p}(n, x, out=None):",
             f"    if {test}:",
             "        out = []",
             "    if 0 < n < 12:",
             f"        {p}(n - 1, x, out)",
             "    out.append(x)",
             "    return out",
             "",
             "",
             f"def {q}(n, x):",
             f"    got = {p}(n % 6, x)",
             "    best = max((len(got), got[-1]), (n % 3, x), key=lambda pair: pair[0])",
             "    return best[1]",
             ""]
    gen.helpers.append(Helper(q, ["int", t], t, annotated=False))
    return lines


def mixed_rows(gen: ProgramGenerator, stem: str) -> list[str]:
    """`q(n, x)` (registered): a list of tuples whose second item is x in
    some rows and str(x) in another, and a list of two lists of those item
    types, compared pairwise (`<`, `==`) and sorted, each TypeError CPython
    raises counted. Comparisons of a union of tuples or lists of different
    item types go item by item, stopping at the first unequal pair (they
    once raised TypeError as a whole: issue #20)."""
    t = gen.rng.choice(SCALARS)
    q = gen.fresh(f"{stem}_pm")
    first = gen.rng.choice(["k % 3", "k", "0", "n - k"])
    odd = gen.rng.choice(["(n % 4, str(x))", "(n % 2, str(k))", "(1, 'x')"])
    lines = [f"def {q}(n, x):",
             f"    rows = [({first}, x) for k in range(n % 5)]",
             "    for k in range(n % 3):",
             f"        rows.append({odd})",
             "    lists = [[x] * (n % 2), [str(x)] * (n % 3)]",
             "    score = 0",
             "    for a in rows:",
             "        for b in rows:",
             "            try:",
             "                score += (a < b) * 3 + (a == b)",
             "            except TypeError:",
             "                score += 7",
             "    for a in lists:",
             "        for b in lists:",
             "            try:",
             "                score += (a < b) * 5 + (a == b) * 2",
             "            except TypeError:",
             "                score += 13",
             "    try:",
             "        score += len(sorted(rows)) * 17",
             "    except TypeError:",
             "        score += 19",
             "    return score",
             ""]
    gen.helpers.append(Helper(q, ["int", t], "int", annotated=False))
    return lines


def function_rows(gen: ProgramGenerator, stem: str) -> list[str]:
    """Two registered helpers. `q(n, x)`: a loop over a display of (label,
    function) rows (user functions and a lambda, each row a type of its
    own: the loop is unrolled, pyaot.frontend.unrolled_loops) with break or
    continue and else. `r(n, x)`: a function value annotated `v: float`
    called with an int (CPython keeps the int: 2 * 3 is 6, not 6.0; compiled
    code once converted it where the function was also called with a
    float), and a dict of lambdas in an if block, called by key after a
    variable they read changes. Each returns a checksum of the text it
    builds."""
    t = gen.rng.choice(SCALARS)
    a, b, c, q, r = (gen.fresh(f"{stem}_f{s}") for s in "abcqr")
    body = {"int": "v * 3 - 1", "float": "v * 0.5 + 1", "bool": "not v"}[t]
    label = gen.rng.choice(["len(name)", "n % 5", "2"])
    stop = gen.rng.choice(["break", "continue"])
    checksum = "    return sum(ord(ch) * (i + 1) for i, ch in enumerate(' '.join(seen)))"
    lines = [f"def {a}(v: {t}) -> {t}:",
             f"    return {body}",
             "",
             "",
             f"def {b}(v):",
             "    return v",
             "",
             "",
             f"def {c}(v: float) -> float:",
             "    return v * 3 - 1",
             "",
             "",
             f"def {r}(n, x):",
             f"    g = {c}",
             f"    seen = [repr(g(n % 9)), repr({c}(0.5)), str(x)]",
             "    if n % 2 == 0:",
             "        table = {'p': lambda: str(n + 1), 'q': lambda: str(x) * 2}",
             "        n += 3",
             "        key = 'pqz'[n % 3]",
             "        if key in table:",
             "            seen.append(table[key]())",
             checksum,
             "",
             "",
             f"def {q}(n, x):",
             "    acc = x",
             "    seen = []",
             f"    for name, f in [(\"one\", {a}), (\"three\", {b}), (\"five\", lambda v: v)]:",
             f"        if n % 7 == {label}:",
             f"            {stop}",
             "        acc = f(acc)",
             "        seen.append(name + str(acc))",
             "    else:",
             "        seen.append('done')",
             checksum + f" + {r}(n, x)",
             ""]
    gen.helpers.append(Helper(q, ["int", t], "int", annotated=False))
    gen.helpers.append(Helper(r, ["int", t], "int", annotated=False))
    return lines
