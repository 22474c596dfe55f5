"""Nested defs of the entry function that call each other, in either order
(pyaot.frontend.sibling_defs): a mutually recursive pair reading a variable
of the entry that is assigned after the defs and rebound between calls, and
counting its calls through `nonlocal`. Compiled, a sibling call is a direct
call that passes the enclosing variables the callee reads, read when called
(as CPython's cells are), and the count is shared by reference through the
caller: the prints show all three, and read the count beside calls that
change it (a read keeps its place in the evaluation order).

Drawn from an RNG of its own, seeded by the entry's name, so that adding
these lines leaves every other generated line of a seed as it was."""

from __future__ import annotations

import random

SHARE = 0.25  # of entry functions that define a nested pair


def nested_pair(entry: str, indent: str = "    ") -> list[str]:
    rng = random.Random(f"nested-{entry}")
    if rng.random() >= SHARE:
        return []
    a, b, count, late, store = (f"{entry}_n{part}"
                                for part in ("a", "b", "count", "late", "store"))
    annotate = rng.random() < 0.5
    sig = "(n: int, x: int) -> int" if annotate else "(n, x)"
    first = [f"def {a}{sig}:",
             f"    nonlocal {count}",
             f"    {count} += 1",
             "    if n <= 0 or n > 12:",
             f"        return x + {late}",
             "    if n % 2 == 0:",
             f"        return {b}(n - 1, x % 97 + n)",
             f"    return {a}(n - 1, x)"]
    second = [f"def {b}{sig}:",
              "    if n % 3 != 0:",
              f"        return {a}(n % 12 - 1, x % 97 + {late})",
              f"    return {a}(n % 12 - 2, x)"]
    defs = first + second if rng.random() < 0.5 else second + first
    late_value = f"{late} = {rng.randint(-3, 5)}"
    early = rng.random() < 0.5  # the read variable assigned before the defs, or after
    lines = [f"{count} = 0"] + ([late_value] if early else []) + defs + \
        ([] if early else [late_value]) + \
        [f"print(\"nested\", {a}(a % 13, d % 50), {count})",
         f"{late} += {rng.randint(1, 4)}",
         f"print(\"nested\", {b}(d % 13, {rng.randint(0, 9)}), {count})",
         f"print(\"nested\", ({count}, {b}(a % 7, 1)), [{a}(d % 5, 2), {count}])",
         f"{store}: dict[int, int] = {{}}",
         f"{store}[{count}] = {a}(a % 5, 1)",  # the value first, then the key
         f"print(\"nested\", {store}, {count})"]
    return [indent + line for line in lines]
