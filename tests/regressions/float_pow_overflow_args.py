"""float ** overflowing: CPython's OverflowError comes from errno with two
arguments, so repr(e) is OverflowError(34, 'Numerical result out of range')
and str(e) the tuple's repr (found by the fuzzer, seed 20261207: the
compiled repr showed one string argument)."""
# entry: overflow_report
# inputs: [1e100, 2, 3]
import math


def grow(x: float, k: int) -> float:
    return x ** k


def overflow_report(x: float, k: int, n: int) -> list[str]:
    out: list[str] = []
    for i in range(n):
        try:
            out.append(f"{grow(x, k + i):.3g}")
        except OverflowError as e:
            out.append(repr(e))
            out.append(str(e))
            out.append(f"{e!r} {type(e).__name__}")
    try:
        out.append(str(math.pow(x, k + 2)))
    except OverflowError as e:
        out.append(repr(e))
    try:
        out.append(str(grow(-x, 3) + 1.0))
    except ArithmeticError as e:
        out.append(repr(e) + " " + str(e))
    out.append(f"{grow(0.5, 2)} {grow(x, 0)}")
    return out
