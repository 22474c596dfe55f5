"""Fuzzer reproducer (mismatch): GCC rewrote b * -1.0 as -b, which flips the
sign bit of a NaN; math.copysign then returned -0.0 where CPython returns 0.0.
Fixed by compiling with -fsignaling-nans.
"""
# entry: f39_23
# inputs: [20, NaN, true, -46]
import math

def f39_23(a: int, b: float, c: bool, d: int) -> float:
    for k257 in range(((d and -15)) % 6):
        d = k257
        a = k257
    x258 = (a - (math.asinh((math.pi)) + (a or a)))
    return math.copysign(math.cbrt((x258 % x258)), (((0.5) * x258) * (b * -1.0)))
