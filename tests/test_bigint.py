"""pyaot::BigInt (ops/include/pyaot/runtime/bigint.hpp) against CPython's int.

A small C++ driver (tests/bigint/driver.cc) reads one operation per line and
prints its result, or `EXC <Type>: <message>` when BigInt raises. The cases
are generated here with a fixed seed, fed to the driver in one run, and each
line is compared with what CPython computes for the same operation.
"""

import math
import random
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
DRIVER_SRC = Path(__file__).resolve().parent / "bigint" / "driver.cc"

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
LIMIT_TO_STR = (
    "EXC ValueError: Exceeds the limit (4300 digits) for integer string conversion; "
    "use sys.set_int_max_str_digits() to increase the limit"
)


@pytest.fixture(scope="session")
def driver(tmp_path_factory):
    exe = tmp_path_factory.mktemp("bigint") / "driver"
    subprocess.run(
        ["g++", "-std=c++20", "-O1", "-I", str(REPO / "ops" / "include"), str(DRIVER_SRC), "-o", str(exe)],
        check=True,
    )
    return exe


def run_driver(exe, lines):
    proc = subprocess.run([str(exe)], input="\n".join(lines) + "\n", capture_output=True, text=True, check=True)
    out = proc.stdout.split("\n")
    assert len(out) == len(lines) + 1, f"driver printed {len(out) - 1} lines for {len(lines)}"
    return out[:-1]


def lit(v):
    """An operand literal: decimal, or hex past CPython's 4300-digit limit."""
    return str(v) if abs(v) < 10**4000 else hex(v)


def to_base(v, base):
    if v == 0:
        return "0"
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out, n = [], abs(v)
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return ("-" if v < 0 else "") + "".join(reversed(out))


class Cases:
    """Driver lines with CPython's expected output for each."""

    def __init__(self):
        self.lines, self.expected = [], []

    def add(self, op, args, compute, kind="int"):
        try:
            value = compute()
        except Exception as e:  # noqa: BLE001 - the expected exception is the result
            result = f"EXC {type(e).__name__}: {e}"
            hexmode = False
        else:
            hexmode = kind == "int" and isinstance(value, int) and abs(value) >= 10**4000
            if kind == "float":
                result = ("float", value)
            elif kind == "int":
                result = hex(value) if hexmode else str(value)
            elif kind == "pair":
                hexmode = any(abs(x) >= 10**4000 for x in value)
                result = " ".join(hex(x) if hexmode else str(x) for x in value)
            else:
                result = value
        self.lines.append(("X " if hexmode else "") + " ".join([op] + [str(a) for a in args]))
        self.expected.append(result)

    def check(self, exe):
        actual = run_driver(exe, self.lines)
        bad = []
        for line, want, got in zip(self.lines, self.expected, actual):
            if isinstance(want, tuple):
                try:
                    ok = repr(float(got)) == repr(want[1])
                except ValueError:
                    ok = False
                want = repr(want[1])
            else:
                ok = got == want
            if not ok:
                bad.append(f"  {line[:300]}\n    CPython: {want[:300]}\n    BigInt:  {got[:300]}")
        assert not bad, f"{len(bad)} of {len(self.lines)} cases differ; first ones:\n" + "\n".join(bad[:10])


EDGES = sorted(
    {
        s * v
        for v in [
            0, 1, 2, 3, 7, 10, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**32 + 1, 2**53, 2**53 + 1,
            2**61 - 1, 2**61, 2**62, 2**63 - 1, 2**63, 2**63 + 1, 2**64 - 1, 2**64, 2**64 + 1,
            2**95, 2**96 - 1, 2**128, 10**9, 10**18, 10**19, 10**20, 10**38, 10**100,
            (2**61 - 1) * 12345, 2**200 - 1,
        ]
        for s in (1, -1)
    }
)


def random_int(rng, max_bits=600):
    r = rng.random()
    if r < 0.3:
        return rng.choice(EDGES)
    if r < 0.4:
        v = 2 ** rng.randint(0, 300) + rng.randint(-2, 2)
    elif r < 0.45:
        v = 10 ** rng.randint(0, 150) + rng.randint(-1, 1)
    elif r < 0.65:
        v = rng.getrandbits(rng.randint(1, 64))
    else:
        v = rng.getrandbits(rng.randint(1, max_bits))
    return -v if rng.random() < 0.5 else v


def add_arithmetic(c, rng, n):
    ops = {
        "add": lambda a, b: a + b,
        "sub": lambda a, b: a - b,
        "mul": lambda a, b: a * b,
        "floordiv": lambda a, b: a // b,
        "mod": lambda a, b: a % b,
        "and": lambda a, b: a & b,
        "or": lambda a, b: a | b,
        "xor": lambda a, b: a ^ b,
    }
    for op, f in ops.items():
        for _ in range(n):
            a, b = random_int(rng), random_int(rng)
            if op in ("floordiv", "mod") and rng.random() < 0.5:
                b = random_int(rng, max_bits=rng.choice([64, 128, 300]))
            c.add(op, [lit(a), lit(b)], lambda a=a, b=b, f=f: f(a, b))
        for a in (0, 1, -1, INT64_MIN, INT64_MAX, 2**64, -(2**64)):
            c.add(op, [lit(a), "0"], lambda a=a, f=f: f(a, 0))
            c.add(op, [lit(a), lit(a)], lambda a=a, f=f: f(a, a))
            c.add(op, [lit(a), "-1"], lambda a=a, f=f: f(a, -1))
    for _ in range(n):
        a, b = random_int(rng), random_int(rng)
        c.add("divmod", [lit(a), lit(b)], lambda a=a, b=b: divmod(a, b), kind="pair")
    c.add("divmod", ["5", "0"], lambda: divmod(5, 0), kind="pair")
    c.add("divmod", [str(INT64_MIN), "-1"], lambda: divmod(INT64_MIN, -1), kind="pair")
    # Large operands: Karatsuba products and long divisions.
    for _ in range(40):
        a = rng.getrandbits(rng.randint(1000, 40000)) * rng.choice([1, -1])
        b = rng.getrandbits(rng.randint(1000, 40000)) * rng.choice([1, -1])
        c.add("mul", [hex(a), hex(b)], lambda a=a, b=b: a * b)
        c.add("mul", [hex(a), hex(a)], lambda a=a: a * a)
        r = rng.getrandbits(100)
        c.add("divmod", [hex(a * b + r), hex(b)], lambda a=a, b=b, r=r: divmod(a * b + r, b), kind="pair")
        big, small = (a, b) if abs(a) > abs(b) else (b, a)
        c.add("divmod", [hex(big), hex(small)], lambda x=big, y=small: divmod(x, y), kind="pair")


def add_unary_and_queries(c, rng, n):
    values = [random_int(rng) for _ in range(n)] + EDGES
    for v in values:
        c.add("neg", [lit(v)], lambda v=v: -v)
        c.add("abs", [lit(v)], lambda v=v: abs(v))
        c.add("invert", [lit(v)], lambda v=v: ~v)
        c.add("bit_length", [lit(v)], lambda v=v: v.bit_length())
        c.add("bit_count", [lit(v)], lambda v=v: v.bit_count())
        c.add("hash", [lit(v)], lambda v=v: hash(v))
        c.add("fits", [lit(v)], lambda v=v: int(INT64_MIN <= v <= INT64_MAX))
        c.add("to_int64", [lit(v)], lambda v=v: v if INT64_MIN <= v <= INT64_MAX else
              (_ for _ in ()).throw(OverflowError("Python int too large to convert to C long")))
        c.add("to_double", [lit(v)], lambda v=v: float(v), kind="float")
        base = rng.choice([2, 3, 7, 8, 10, 16, 36])
        c.add("str", [lit(v), base], lambda v=v, base=base: str(v) if base == 10 else to_base(v, base), kind="str")
        base = rng.choice([2, 8, 16])
        c.add("fmt", [lit(v), base], lambda v=v, base=base: {2: bin, 8: oct, 16: hex}[base](v), kind="str")
        w = rng.choice([random_int(rng), v, v + 1, v - 1])
        c.add("cmp", [lit(v), lit(w)], lambda v=v, w=w: "".join(
            str(int(x)) for x in (v < w, v <= w, v == w, v != w, v > w, v >= w)), kind="str")
        w = rng.choice([0, -1, 1, INT64_MIN, INT64_MAX, rng.randint(INT64_MIN, INT64_MAX)])
        c.add("cmpi", [lit(v), w], lambda v=v, w=w: "".join(
            str(int(x)) for x in (v < w, v <= w, v == w, v != w, v > w, v >= w)), kind="str")
    for v in [0, 1, 2**63 - 1, 2**63, 2**64 - 1, rng.getrandbits(64)]:
        c.add("u64", [v], lambda v=v: v)


def add_shifts_and_powers(c, rng, n):
    for _ in range(n):
        a = random_int(rng)
        s = rng.choice([0, 1, 31, 32, 33, 63, 64, 65, rng.randint(0, 700), -1, -rng.randint(2, 100)])
        c.add("lshift", [lit(a), s], lambda a=a, s=s: a << s)
        c.add("rshift", [lit(a), s], lambda a=a, s=s: a >> s)
    for a in (0, 1, -1, 5, -5, 2**100, -(2**100)):
        c.add("rshift", [lit(a), 2**70], lambda a=a: a >> 2**70)
        c.add("lshift", [lit(a), 2**70], lambda a=a: a << 2**70 if a == 0 else
              (_ for _ in ()).throw(OverflowError("too many digits in integer")))
    for _ in range(n):
        a = random_int(rng, max_bits=rng.choice([8, 64, 200]))
        e = rng.randint(0, 5 if abs(a) > 2**150 else 60)
        c.add("pow", [lit(a), e], lambda a=a, e=e: a**e)
    for a in (0, 1, -1, 2, -2, 3, 10, -(2**63)):
        for e in (0, 1, 2, 62, 63, 64, 65, 127):
            c.add("pow", [lit(a), e], lambda a=a, e=e: a**e)
    for a in (0, 1, -1):
        c.add("pow", [a, lit(2**80 + 1)], lambda a=a: a ** (2**80 + 1))
    for _ in range(n):
        a = random_int(rng)
        m = rng.choice([random_int(rng), rng.randint(-50, 50), random_int(rng, max_bits=64), 0, 1, -1])
        e = rng.choice([rng.getrandbits(rng.randint(1, 200)), rng.randint(-5, 5), -rng.getrandbits(64)])
        c.add("powmod", [lit(a), lit(e), lit(m)], lambda a=a, e=e, m=m: pow(a, e, m))
    c.add("powmod", ["3", "-1", "-7"], lambda: pow(3, -1, -7))
    c.add("powmod", ["2", "-1", "4"], lambda: pow(2, -1, 4))
    c.add("powmod", ["0", "-1", "1"], lambda: pow(0, -1, 1))


def add_floats(c, rng, n):
    def tie_cases():
        for k in (0, 1, 10, 100, 900, 969, 970):
            for m in (2**53 + 1, 2**53 + 3, 2**54 + 2, 2**54 + 6, 2**53 - 1):
                yield m << k
        yield 2**1024 - 2**970
        yield 2**1024 - 2**970 - 1
        yield 2**1024
        yield 2**1023
        yield 2**5000

    for v in list(tie_cases()) + [rng.getrandbits(rng.randint(54, 1030)) for _ in range(n)]:
        for s in (v, -v):
            c.add("to_double", [lit(s)], lambda s=s: float(s), kind="float")
    for _ in range(n):
        a = random_int(rng, max_bits=1200)
        b = random_int(rng, max_bits=1200)
        c.add("truediv", [lit(a), lit(b)], lambda a=a, b=b: a / b, kind="float")
    for a, b in [(1, 2**1074), (1, 2**1075), (3, 2**1076), (2**1075 + 1, 2**2149), (2**2000, 3),
                 (2**1024, 1), (2**1024 - 1, 1), (2**1023 * 3, 3), (-(2**60) - 1, 3), (0, -5),
                 (0, 2**100), (5, 0), (2**100, 0), (1, 3), (2**53 + 1, 1), (-(2**53) - 1, 1),
                 (10**400, 10**399), (10**300, 10**-0 * 3**700), (2**64 - 1, 2**64)]:
        c.add("truediv", [lit(a), lit(b)], lambda a=a, b=b: a / b, kind="float")
    doubles = [0.0, -0.0, 0.5, -0.5, 1.5, -1.9999, 2.0**63, -(2.0**63), 2.0**64, 9.3e18, -9.3e18,
               1e300, -1e300, 1.7976931348623157e308, 5e-324, float("inf"), float("-inf"), float("nan"),
               2.0**63 - 1024, 123456789.987]
    doubles += [rng.uniform(-1, 1) * 10.0 ** rng.randint(-5, 308) for _ in range(n)]
    for i, d in enumerate(doubles):
        text = d.hex() if i % 2 == 0 else repr(d)
        c.add("from_double", [text], lambda d=d: int(d))


def add_parsing(c, rng, n):
    def literal(v, base):
        digits = to_base(abs(v), base if base else 10)
        if len(digits) > 1 and rng.random() < 0.3:
            cut = rng.randint(1, len(digits) - 1)
            digits = digits[:cut] + "_" + digits[cut:]
        prefix = ""
        if base in (0, 2, 8, 16) and rng.random() < 0.5:
            pb = base or rng.choice([2, 8, 16])
            prefix = {2: "0b", 8: "0o", 16: "0x"}[pb]
            if rng.random() < 0.3:
                prefix = prefix.upper()
            if rng.random() < 0.2:
                prefix += "_"
            digits = to_base(abs(v), pb)
        if rng.random() < 0.3:
            digits = digits.upper()
        sign = "-" if v < 0 else rng.choice(["", "", "+"])
        ws = rng.choice(["", "", " ", "\t", "\n ", " \r\x0b\x0c"])
        return ws + sign + prefix + digits + rng.choice(["", "", " ", "\n"])

    texts = []
    for _ in range(n):
        base = rng.choice([0, 0, 2, 3, 8, 10, 10, 16, 36])
        t = literal(random_int(rng), base)
        if rng.random() < 0.35:  # corrupt it
            i = rng.randint(0, len(t))
            t = t[:i] + rng.choice(["_", "__", " ", "x", "-", "+", ".", "z", "0x", "é", "'", "\"", "\x00"]) + t[i:]
        texts.append((t, base))
    texts += [
        ("abc", 10), ("", 10), (" ", 10), ("0x", 16), ("0b", 0), ("010", 0), ("00", 0), ("0_0", 0),
        ("0x_1f", 16), ("0x_1f", 0), ("0x__1f", 0), ("_1", 10), ("1_", 10), ("1__1", 10), ("+-1", 10),
        ("- 1", 10), ("0b101", 16), ("0o17", 8), ("z", 36), ("Z", 36), ("1", 1), ("1", 37), ("9", 8),
        ("'a\"", 10), ("a" * 300, 10), ("é" * 300, 10), ("\x1c12", 10), ("-0", 10), ("0" * 50, 10),
        ("9223372036854775808", 10), ("-9223372036854775808", 10), ("-9223372036854775809", 10),
        ("ffffffffffffffffffffffffffffffff", 16), ("1" * 200, 2), ("12\x00", 10), ("\x7f", 10),
    ]
    for t, base in texts:
        c.add("parse", [base, t.encode().hex()], lambda t=t, base=base: int(t, base))


def test_against_cpython(driver):
    rng = random.Random(20240611)
    c = Cases()
    add_arithmetic(c, rng, 120)
    add_unary_and_queries(c, rng, 150)
    add_shifts_and_powers(c, rng, 150)
    add_floats(c, rng, 150)
    add_parsing(c, rng, 400)
    assert len(c.lines) > 3000
    c.check(driver)


def test_string_conversion_limits(driver):
    c = Cases()
    for t, base in [("1" * 4300, 10), ("1" * 4301, 10), ("1" * 5000, 10), ("1_1" * 2500, 10),
                    ("1" * 5000 + "x", 10), ("1" * 5000 + "_", 10), ("1" * 5000, 3), ("1" * 5000, 16),
                    ("0" * 5000 + "1", 0), ("-" + "9" * 4300, 10)]:
        c.add("parse", [base, t.encode().hex()], lambda t=t, base=base: int(t, base))
    for v in (10**4300 - 1, -(10**4300 - 1), 10**4300, -(10**4300), 2**14300, 2**50000):
        c.add("str", [hex(v), 10], lambda v=v: str(v), kind="str")
        c.add("str", [hex(v), 16], lambda v=v: to_base(v, 16), kind="str")
    c.check(driver)
    assert sum(e == LIMIT_TO_STR for e in c.expected) == 4


def test_large_values(driver):
    c = Cases()
    c.add("fact", [1000], lambda: math.factorial(1000))
    c.add("floordiv", [hex(3**10000), hex(7**2000)], lambda: 3**10000 // 7**2000)
    c.add("pow", [3, 10000], lambda: 3**10000)
    c.add("pow", [7, 2000], lambda: 7**2000)
    c.add("mod", [hex(3**10000), hex(-(7**2000))], lambda: 3**10000 % -(7**2000))
    c.add("to_double", [hex(math.factorial(170))], lambda: float(math.factorial(170)), kind="float")
    c.add("to_double", [hex(math.factorial(171))], lambda: float(math.factorial(171)), kind="float")
    c.add("truediv", [hex(math.factorial(1000)), hex(math.factorial(998))],
          lambda: math.factorial(1000) / math.factorial(998), kind="float")
    c.add("hash", [hex(3**10000)], lambda: hash(3**10000))
    c.check(driver)
