"""Operators that add None to an element type that may itself be None:
`d.get(k)` and `d.pop(k, None)` of a dict whose values may be None,
`next(it, None)` and `max(xs, default=None)` over optional items. Python
has one None, so a present key holding None and a missing key read alike
(an Optional of an Optional had made `x is None` false for the first);
and an optional list given to an operator that iterates it (`sorted(xs)` of
a `list[int] | None`: unwrapped and checked, TypeError "'NoneType' object is
not iterable" on None; it had been passed on unwrapped, C++ that did not
compile).

Drawn from an RNG of its own, seeded by the entry's name, so that adding
these lines leaves every other generated line of a seed as it was."""

from __future__ import annotations

import random

SHARE = 0.2  # of entry functions that read optional values


def optional_reads(entry: str, indent: str = "    ") -> list[str]:
    rng = random.Random(f"optional-{entry}")
    if rng.random() >= SHARE:
        return []
    table, x, ys, xs = (f"{entry}_o{part}" for part in ("table", "x", "ys", "xs"))
    third = rng.choice(["None", "d % 5", "None if d % 2 else d % 5"])
    lines = [f"{table}: dict[str, int | None] = {{\"k0\": None, \"k1\": a % 7, \"k2\": {third}}}",
             f"{x} = {table}.get(\"k\" + str(abs(a) % 4))",
             f"print(\"opt\", {x} is None, {x}, {table}.get(\"k0\") is None)",
             f"if {x} is not None:",
             f"    print(\"opt\", {x} + 1)",
             f"print(\"opt\", {table}.pop(\"k\" + str(abs(d) % 4), None) is None, len({table}))",
             f"{ys}: list[int | None] = [None, a % 3]",
             f"print(\"opt\", next(iter({ys}), None) is None, "
             f"max({ys}[:abs(d) % 2], default=None) is None)",
             f"{xs}: list[int] | None = None if a % 2 else [d % 5, 1]",
             f"if {xs} is None and d % 3:",
             f"    {xs} = [a % 3]",
             "try:",
             f"    print(\"opt\", sorted({xs}), sum({xs}), list({xs}), max({xs}))",
             "except TypeError as e:",
             "    print(\"opt\", e)"]
    return [indent + line for line in lines]
