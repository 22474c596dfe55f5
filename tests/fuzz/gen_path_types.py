"""Unannotated helpers whose result's type depends on the path taken
(issue #25, Norvig's sudoku: a search returns the grid or False): one
returns a dict or False, its caller tests `is False` and reads the dict
through subscripts and methods of the member held (a tagged union)."""

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
