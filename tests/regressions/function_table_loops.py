"""Not a fuzzer find: issue #25's loops over lists of functions
(tests/corpus/stack_tests.py): a module-level test table and a display
the loop iterates itself, each function called through the loop variable
(one signature, one result type) inside try/except, with its __name__
printed; a user function and a built-in operator in one table, else
clause and break."""
# entry: function_table_loops
# inputs: [[4, -2, 9, 0], 3]
import math


def double(x: float) -> float:
    return x * 2


def halve(x: float) -> float:
    return x / 2


def check_positive(xs: list[int]) -> None:
    assert all(x > 0 for x in xs), "not all positive"


def check_sorted(xs: list[int]) -> None:
    if xs != sorted(xs):
        raise ValueError(f"unsorted: {xs}")


def check_small(xs: list[int]) -> None:
    assert max(xs) < 100


CHECKS = [check_positive, check_sorted, check_small]


def function_table_loops(xs: list[int], k: int) -> list[str]:
    out: list[str] = []
    for check in CHECKS:
        try:
            check(xs)
        except AssertionError as e:
            out.append(f"FAIL {check.__name__}: {e}")
        except ValueError as e:
            out.append(f"ERROR {check.__name__}: {e}")
        else:
            out.append(f"ok {check.__name__}")
    for f in [double, halve, math.fabs, math.sqrt]:
        try:
            out.append(f"{f.__name__}({k - 5}) = {f(k - 5):.3f}")
        except ValueError as e:
            out.append(f"{f.__name__}: ValueError {e}")
    for g in (halve, double):
        if g(float(k)) > 2:
            out.append(f"first over 2: {g.__name__}")
            break
    else:
        out.append("none over 2")
    return out
