"""Small functions exercising one Python semantic each. tests/test_semantics.py
compiles them all into one executable and checks every one against CPython."""

import math

LIMIT = 10
HALF = 1 / 2
BIG = 2**62
TAU_ISH = 2 * math.pi


def floordiv(a: int, b: int) -> int:
    return a // b


def mod(a: int, b: int) -> int:
    return a % b


def truediv(a: int, b: int) -> float:
    return a / b


def fdiv(a: float, b: float) -> float:
    return a // b


def fmod(a: float, b: float) -> float:
    return a % b


def power(a: int, b: int) -> int:
    return a ** b


def fpower(a: float, b: float) -> float:
    return a ** b


def mixed(a: int, x: float) -> float:
    return a + x * 2 - a / 3


def add(a: int, b: int) -> int:
    return a + b


def mul(a: int, b: int) -> int:
    return a * b


def neg(a: int) -> int:
    return -a


def shifts(a: int, b: int) -> int:
    return (a << b) ^ (a >> b) | (a & b)


def invert(a: int) -> int:
    return ~a


def chained(a: int, b: float, c: int) -> bool:
    return a < b <= c != a


def int_float_eq(a: int, b: float) -> bool:
    return a == b


def andor(a: int, b: int, c: int) -> int:
    return a and b or c


def fandor(a: float, b: float) -> float:
    return a or b


def notted(a: float) -> bool:
    return not a


def ternary(a: int, b: int) -> int:
    return a if a > b else b


def bools(a: bool, b: bool) -> int:
    return a + b * 2


def bool_ops(a: bool, b: bool) -> bool:
    return (a & b) | (a ^ b)


def float_repr(x: float) -> float:
    return x * 1.0


def round_trip(x: float) -> int:
    return int(x) + round(x)


def conversions(a: int, x: float) -> float:
    return float(a) + float(int(x)) + abs(x) + abs(a)


def builtins_minmax(a: int, b: int) -> int:
    return max(a, b) - min(a, b) + max(abs(a), 3)


def math_funcs(x: float) -> float:
    return math.sqrt(x) + math.log(x) + math.exp(-x) + math.atan2(x, 1.0)


def math_domain(x: float) -> float:
    return math.acos(x) + math.log1p(x)


def math_ints(n: int) -> int:
    return math.factorial(n) + math.gcd(n, 12) + math.isqrt(abs(n)) + math.floor(n / 3)


def math_floor(x: float) -> int:
    return math.floor(x) + math.ceil(x) + math.trunc(x)


def constants(n: int) -> float:
    return n * TAU_ISH + HALF + LIMIT + BIG


def while_else(n: int) -> int:
    k = 0
    while k < n:
        k += 3
        if k == 9:
            break
    else:
        k = -k
    return k


def for_else(n: int, stop: int) -> int:
    total = 0
    for i in range(n, 0, -2):
        if i == stop:
            break
        total += i
    else:
        total += 1000
    return total


def range_steps(a: int, b: int, step: int) -> int:
    count = 0
    last = 0
    for i in range(a, b, step):
        count += 1
        last = i
    return count * 1000 + last


def range_edges(a: int) -> int:
    # Steps that would overflow a naive i += step near the int64 limit.
    count = 0
    for i in range(a, 9223372036854775807, 4611686018427387904):
        count += 1
    return count


def loop_var_after(n: int) -> int:
    for i in range(n):
        pass
    return i


def maybe_unbound(flag: bool) -> int:
    if flag:
        y = 5
    return y


def continues(n: int) -> int:
    total = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 50:
            break
        total += i * i
    return total


def nested_loops(n: int) -> int:
    total = 0
    i = 0
    while i < n:
        for j in range(i):
            if j > 5:
                break
            total += i * j
        i += 1
    return total


def helper_sq(x):
    return x * x


def specialised(a: int, x: float) -> float:
    return helper_sq(a) + helper_sq(x)


def countdown(n: int) -> int:
    if n <= 0:
        return 0
    return 1 + countdown(n - 1)


def is_even(n: int) -> bool:
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n: int) -> bool:
    if n == 0:
        return False
    return is_even(n - 1)


def parity(n: int) -> bool:
    return is_even(abs(n))


def annotated_local(a: int) -> float:
    x: float = a
    x = x / 2
    return x


def returns_int_as_float(a: int) -> float:
    if a > 0:
        return a
    return 0.5


def augmented(a: int, b: int) -> int:
    a += b
    a -= 1
    a *= 3
    a //= 2
    a %= 1000
    a **= 2
    a <<= 1
    a >>= 2
    a |= 1
    a &= 255
    a ^= 7
    return a


def multi_assign(a: int) -> int:
    x = y = a * 2
    return x + y


def evaluation_order(a: int, b: int) -> int:
    return (a // b) + (b // a)


def returns_none(a: int) -> None:
    if a > 0:
        return
    a = 1 // a


def big_literal() -> int:
    return -9223372036854775808 + 1


def precise_truediv(a: int) -> float:
    return a / 3


def float_compare(a: float, b: float) -> int:
    return (a < b) + (a <= b) * 2 + (a == b) * 4 + (a != b) * 8 + (a > b) * 16


def late_types(a: int) -> int:
    # Each variable's type is only known from an assignment later in the
    # text: inference must keep sweeping until nothing new is learned.
    total = 0
    for k in range(4):
        if k == 3:
            total = z + total
        if k == 2:
            z = y * 2
        if k == 1:
            y = x + 1
        if k == 0:
            x = a
    return total


def raises(a: int) -> int:
    if a < 0:
        raise ValueError("negative input")
    if a == 0:
        raise OverflowError
    return a


def catches(a: int, b: int) -> int:
    try:
        q = a // b
    except ZeroDivisionError:
        q = -1
    return q


def catches_tuple(a: int) -> float:
    try:
        r = math.sqrt(a) + a ** 2
    except (ValueError, OverflowError):
        r = -1.0
    else:
        r += 0.5
    return r


def catches_base(a: int) -> int:
    try:
        x = 10 // a + math.factorial(a)
    except ArithmeticError:
        return -2
    except Exception:
        return -3
    return x


def reraises(a: int, b: int) -> int:
    try:
        return a // b
    except ZeroDivisionError:
        if a > 0:
            raise
        return 0


def finally_runs(a: int) -> int:
    total = 1
    try:
        total = total + 100 // a
    except OverflowError:
        total = 7
    finally:
        total = total * 2
    return total


def asserts(a: int) -> int:
    assert a != 3, "three is not allowed"
    assert a < 1000
    return a * 2


def nested_try(a: int, b: int) -> int:
    try:
        try:
            v = a // b
        except OverflowError:
            v = 0
        w = 10 // v
    except ZeroDivisionError:
        w = -5
    return w


def odd_raises(a):
    if a % 2 == 1:
        raise ValueError("odd")
    return a


def raises_in_callee(a: int) -> int:
    try:
        return odd_raises(a) + 1
    except ValueError:
        return -1


def loop_with_try(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            total += 100 // (i - 3)
        except ZeroDivisionError:
            continue
        if total > 150:
            break
    return total


def maybe_bound_after_try(a: int) -> int:
    try:
        y = 10 // a
    except ZeroDivisionError:
        pass
    return y
