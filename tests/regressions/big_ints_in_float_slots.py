"""Ints beyond 2**53 passed where float is annotated: CPython keeps the int,
so `x * y`, `x + y`, `x // k`, `x % k` and `x ** k` are exact int
arithmetic (or OverflowError past pyaot's 64-bit ints), while a double
agrees only up to 2**53 (the fuzzer's seed 777: `p2 * p2` of an int in a
float parameter); so do comparisons of two ints and int(), round(),
math.floor() of one. Such reads make their slots int | float
(pyaot.infer_intfloat); math functions, float(), int(), round(), abs() and
math.floor() then take the union's member as CPython takes an int."""
# entry: big_through_floats
# inputs: [9007199254740993, 3]
import math


def product(x: float, y: float) -> float:
    return x * y


def total(x: float, y: float) -> float:
    return x + y


def halves(x: float, k: float) -> float:
    return x // k


def rest(x: float, k: float) -> float:
    return x % k


def power(x: float, k: int) -> float:
    return x ** k


def diff_is_one(x: float, y: float) -> bool:
    return x - y == 1


def same(x: float, y: float) -> bool:
    return x == y


def below(x: float, y: int) -> bool:
    return x < y


def whole(x: float) -> int:
    return int(x) + math.floor(x) - round(x)


def scaled(x: float) -> float:
    return 2.5 * x  # a float operand: CPython computes on floats too


def big_through_floats(n: int, k: int) -> list[str]:
    out = [str(total(n, 1)), str(total(n, -1) == n - 1), str(product(n, 1))]
    out.append(f"{halves(n, 1)} {rest(n, 2)} {rest(n, k)} {halves(n + 2, k)}")
    out.append(f"{diff_is_one(n + 1, n)} {total(n, n) > total(n, n - 1)} {scaled(n)}")
    out.append(f"{same(n - 1, n)} {below(n - 1, n)} {whole(n)} {same(k, 3.0)} {below(2.5, k)}")
    for a, b in ((n, n), (n, 1000), (k, k), (-k, n)):
        try:
            out.append(f"{product(a, b)} {power(a, 2)} {power(b, 3)}")
        except OverflowError as e:
            out.append(f"OverflowError {e}")
    out.append(f"{power(k, 3)} {power(2, 62) - 1 + power(2, 62)} {power(0.5, -k)}")
    try:
        out.append(str(power(0.0, -1)))
    except ZeroDivisionError as e:
        out.append(f"ZeroDivisionError {e}")
    # math.*, float(): the member's float; floor, int(), round(), abs(): the int itself
    out.append(f"{math.sqrt(total(n, 0)):.3f} {math.log2(product(k, 4)):.4f} "
               f"{float(total(n, 2))} {math.hypot(product(k, 1), 4)}")
    out.append(f"{math.floor(halves(n, 1))} {math.ceil(total(n, 2))} {int(total(n, 4))} "
               f"{round(total(n, 6))} {abs(total(-n, -2))} {math.trunc(scaled(k))}")
    return out
