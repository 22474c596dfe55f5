"""Unannotated recursive helpers whose return type is known only through a
recursive call: a mutually recursive pair where one function returns only
the other's result (sudoku's assign/eliminate, issue #25), each bounded so
any int argument stops within a few calls and no int result can outgrow
64 bits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import SCALARS, Helper

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

# What one step does to the carried value, by its type (no int result
# grows: CPython's ints would not overflow where compiled ones do).
_STEP = {"int": "x % 97 + n", "float": "x * 0.5 + n", "bool": "not x"}


def recursive_pair(gen: ProgramGenerator, stem: str) -> list[str]:
    """Two helpers `a(n, x)` and `b(n, x)` over one scalar type, registered
    so that generated code calls them (either may be reached first)."""
    t = gen.rng.choice(SCALARS)
    a, b = gen.fresh(f"{stem}_ra"), gen.fresh(f"{stem}_rb")
    step = _STEP[t]
    lines = [f"def {a}(n, x):",
             "    if n <= 0 or n > 12:",
             "        return x",
             "    if n % 2 == 0:",
             f"        return {b}(n - 1, {step})",
             f"    return {a}(n - 1, x)",
             "",
             "",
             f"def {b}(n, x):",
             "    if n % 3 != 0:",
             f"        return {a}(n % 12 - 1, {step})",
             f"    return {a}(n % 12 - 2, x)",
             ""]
    for name in (a, b):
        gen.helpers.append(Helper(name, ["int", t], t, annotated=False))
    return lines
