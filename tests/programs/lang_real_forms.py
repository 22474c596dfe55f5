"""Differential tests: forms that whole programs (tests/real_programs) use --
methods of module-level constants, slice assignment and deletion, containers
filled by nested functions, exceptions with their own fields
(tests/test_language.py runs them against CPython)."""

GRID = """\
#.#
.S.
#E#"""
SEPARATORS = ", ;"
PAIR = ("ab", "cd")


def rf_constant_methods(ch: str) -> list[str]:
    rows = GRID.splitlines()
    out = [str(len(rows)), str(GRID.count(ch)), str(GRID.find(ch))]
    out += GRID.upper().split("\n")
    out.append(SEPARATORS.strip().replace(";", ch))
    out.append(PAIR[1].upper() + str(SEPARATORS.isspace()))
    return out


def rf_constant_in_expression(n: int) -> str:
    # a constant's method inside other expressions and as a receiver chain
    return "-".join(GRID.splitlines()[1:]) + str(n) + SEPARATORS.split()[-1].center(5, "*")
