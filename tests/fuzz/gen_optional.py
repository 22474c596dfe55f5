"""Operators that add None to an element type that may itself be None:
`d.get(k)` and `d.pop(k, None)` of a dict whose values may be None,
`next(it, None)` and `max(xs, default=None)` over optional items. Python
has one None, so a present key holding None and a missing key read alike
(an Optional of an Optional had made `x is None` false for the first).

Drawn from an RNG of its own, seeded by the entry's name, so that adding
these lines leaves every other generated line of a seed as it was."""

from __future__ import annotations

import random

SHARE = 0.2  # of entry functions that read optional values


def optional_reads(entry: str, indent: str = "    ") -> list[str]:
    rng = random.Random(f"optional-{entry}")
    if rng.random() >= SHARE:
        return []
    table, x, ys = (f"{entry}_o{part}" for part in ("table", "x", "ys"))
    third = rng.choice(["None", "d % 5", "None if d % 2 else d % 5"])
    lines = [f"{table}: dict[str, int | None] = {{\"k0\": None, \"k1\": a % 7, \"k2\": {third}}}",
             f"{x} = {table}.get(\"k\" + str(abs(a) % 4))",
             f"print(\"opt\", {x} is None, {x}, {table}.get(\"k0\") is None)",
             f"if {x} is not None:",
             f"    print(\"opt\", {x} + 1)",
             f"print(\"opt\", {table}.pop(\"k\" + str(abs(d) % 4), None) is None, len({table}))",
             f"{ys}: list[int | None] = [None, a % 3]",
             f"print(\"opt\", next(iter({ys}), None) is None, "
             f"max({ys}[:abs(d) % 2], default=None) is None)"]
    return [indent + line for line in lines]
