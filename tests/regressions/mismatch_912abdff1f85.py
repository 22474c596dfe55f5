"""Fuzzer reproducer (mismatch).

[fuzz] f22_19(64, 3.426008371434772, False, 63): CPython returned 1.3572088082974532; compiled returned 1.3572088082974534
"""
# entry: f22_19
# inputs: [64, 3.426008371434772, false, 63]
"""Fuzzer reproducer (mismatch).

[fuzz] f22_19(64, 3.426008371434772, False, 63): CPython returned 1.3572088082974532; compiled returned 1.3572088082974534
"""
# entry: f22_19
# inputs: [64, 3.426008371434772, false, 63]
import math

def f22_19(a: int, b: float, c: bool, d: int) -> float:
    if (c and (b == b)):
        if (d < b >= (b if c else b)):
            b = (math.fmod((1e-05), (b % 2)) / int(b))
            c = (b < math.pow((a / b), (1e-05)))
        elif ((c & c) and (True | c)):
            x182 = (2.5)
            c = ((not (b ** b)) & (not math.isfinite(b)))
        else:
            a //= d
            return float((((64) // a) % 6))
        d = (~a)
    else:
        c = False
        w183 = 0
        while w183 < 4 and (-14 <= a != a):
            w183 += 1
            x184 = ((-(a - (1.0))) * round(((5e-324) + w183)))
        if (not (-17 and d)):
            return ((w183 + w183) - 9.08)
    b185 = c
    if (b185 or b185):
        x186 = (float((a if c else d)) ** -1)
    elif False:
        x187 = (math.sqrt(math.hypot(x186, b)) * b)
        return (((d // d) / max(d, a)) - math.copysign(math.atan2(b, x187), (-(0.1))))
        i188 = a
    else:
        for k189 in range(4):
            b = (math.hypot((1e16), float(-4)) * d)
            b185 = (not b)
            b185 = ((round(5.5) / (a // a)) <= float(a) < k189)
    w190 = 0
    while w190 < 3 and c:
        w190 += 1
        if b185:
            break
    if (not abs(d)):
        pass
    return math.cbrt(math.copysign((b if False else (2.5)), (b if c else (2.5))))
