"""Fuzzer reproducer (mismatch): GCC 12 identical-code folding merged int_abs's cold
part with int_floordiv, so f4_9 trapped (SIGFPE) where CPython raises
ZeroDivisionError. Needs the whole module: the merge depends on the other functions.
Fixed by compiling with -fno-ipa-icf.
"""
# entry: f4_9
# compile: all
# inputs: [26, 12.910894876015206, true, -1]
import math

def f4_0(a: int, b: float, c: bool, d: int) -> bool:
    a = d
    i1 = ((round(b) + round(b)) - ((-d) and (~d)))
    c = (b < math.hypot(((1e-05) ** -1), b))
    return False

def f4_1_h2(p0: int) -> int:
    i3 = (~p0)
    b4 = False
    i5 = int(-8.26)
    if True:
        i6 = round((float(10) * ((-0.0) * i5)))
        for k7 in range(((i3 - -2)) % 6):
            i3 *= (math.floor((5e-324)) * ((255) + p0))
            if (6.0 >= p0 <= (--2.201)):
                continue
        else:
            return (math.floor((-6.0 * i3)) * (~6))
    i5 = i5
    if b4:
        x8 = (-0.0)
        x8 = (math.cbrt(math.fmod(x8, (1e300))) // i3)
        b9 = ((2147483647) < i3)
    elif (max(p0, i3) <= (9.027 // i5)):
        if b4:
            return ((~min(16, -13)) - (((-1) & i5) if b4 else (p0 + i5)))
            x10 = (((i5 - -5.26) - ((1.0) // (math.nan))) * (~(-3 % (255))))
        elif math.isnan((-x10)):
            p0 = (((p0 if b4 else 4) or (-i3)) - p0)
            p0 += i3
        x11 = ((round(-6.0) - (i5 - 8.3)) ** 2)
        b4 = b4
    return max((int(-9.682) + (p0 and (0))), (7))

def f4_1(a: int, b: float, c: bool, d: int) -> bool:
    i12 = max(((a ^ a) * (a % (62))), (-(-a)))
    b13 = c
    return (not ((not b) or True))

def f4_2(a: int, b: float, c: bool, d: int) -> int:
    c = (((5e-324) + (b / -4.1)) <= ((b ** -1) ** 3.0))
    for k14 in range(4):
        i15 = (a << 21)
    return int(((b - b) if (c ^ c) else (b * (0))))

def f4_3_h16(p0: int, p1: bool) -> float:
    x17 = (1.0)
    p1 = ((math.erf((1e300)) // x17) < 17 < ((p0 and p0) // (p0 % p0)))
    i18 = abs(((p0 if p1 else p0) // min(p0, p0)))
    return ((-x17) ** 0.5)

def f4_3(a: int, b: float, c: bool, d: int) -> bool:
    x19 = (-f4_3_h16(a, (d >= (0.1) >= d)))
    b = (math.log1p(float((63))) / ((9223372036854775807) / a))
    a //= d
    x19 = (-(d - (d / (-9223372036854775808))))
    b20 = ((math.hypot(2.4, x19) if c else math.sin(x19)) < math.fmod(f4_3_h16(d, c), (b if c else b)))
    return ((-float(d)) != x19)

def f4_4_h21(p0):
    x22 = (math.pi)
    p0 = (min((3), (9 % -14)) != abs(abs(19)))
    return x22

def f4_4(a: int, b: float, c: bool, d: int) -> int:
    b = (math.tan((-b)) if True else (math.nan))
    for k23 in range(4):
        k23 %= ((~d) - d)
    for k24 in range(4):
        if (b <= k24):
            if c:
                break
            if (not c):
                break
            return (((a // k24) and (a ** 2)) & d)
        b25 = c
        b += f4_4_h21((not a))
    return (abs((-d)) * (d * (a if c else d)))

def f4_5_h26(p0: int) -> bool:
    for k27 in range(4):
        if ((not (1.0)) or (False or False)):
            if (False and math.isinf((1e300))):
                continue
            if ((k27 - p0) == p0):
                continue
            if False:
                continue
        elif True:
            p0 //= abs((p0 - p0))
            if math.isfinite((-(math.nan))):
                continue
            if (not False):
                continue
        else:
            if False:
                continue
    return (((p0 // (-1)) * -9) <= ((-6.0 - (math.pi)) / (p0 // (-9223372036854775808))) >= abs(k27))
    for k28 in range(((p0 and k27)) % 9, -2, -2):
        p0 += (-16)
    else:
        for k29 in range(4):
            if False:
                continue
            x30 = (math.hypot((-4.9 // 3.0), (-9.8 - (math.nan))) - ((4.0 * 7.826) if (not True) else (0.1)))
    return True

def f4_5_h31(p0):
    p0 += ((1 or -11) ^ math.ceil((-0.0)))
    for k32 in range(((-p0)) % 9, -2, -2):
        k32 = (math.floor((p0 / -6)) or ((p0 // p0) ** 3))
        return (not math.sqrt((math.pi)))
        p0 *= (~(p0 * p0))
    b33 = (True & True)
    p0 -= p0
    b33 = ((-4.015) < (p0 if (p0 == p0 < p0) else 4))
    x34 = (-0.0)
    return True

def f4_5(a: int, b: float, c: bool, d: int) -> float:
    return (-(-(9.901 ** 0.5)))
    i35 = (((a >> 36) - (a // a)) % ((d * a) ** 3))
    return (float(i35) ** 3.0)

def f4_6_h36(p0):
    for k37 in range(4):
        i38 = abs(math.trunc(-8.5))
        x39 = ((abs((1)) - (1.0)) ** 2)
    i40 = ((-6 ** 4) ** 0)
    return (-8.67 > ((-i40) & int((-1e300))))

def f4_6_h41(p0, p1, p2):
    p2 = (((p2 // p2) + (-p1)) * float(int(p2)))
    i42 = 18
    return ((-(i42 % (62))) ** 2)

def f4_6(a: int, b: float, c: bool, d: int) -> int:
    for k43 in range(((d and 5)) % 6):
        b += f4_6_h41(c, (a // a), math.tanh(b))
        b44 = (math.hypot(b, (b // a)) < b)
    if ((d % -17) < (d - d) == (-7 if c else a)):
        i45 = (((~1) + round(4.0)) * f4_6_h41((not (1e16)), (d % 1), (-(2.5))))
    elif (f4_6_h36(a) | (False or c)):
        i46 = ((round(b) - (-d)) & d)
        a = ((math.trunc(b) + (d or i46)) - i46)
    else:
        for k47 in range(4):
            if c:
                continue
            if False:
                continue
            d = a
        else:
            return (math.floor((-b)) ** 1)
        a = d
    d = (~((-17 if False else d) + math.floor(b)))
    return ((math.floor(b) ** 2) * (min(d, 3) % round(b)))

def f4_7_h48(p0: int, p1: bool) -> bool:
    if True:
        w49 = 0
        while w49 < 1 and p1:
            w49 += 1
            return (18 != (float(p0) + (w49 and w49)))
        return ((-(w49 ** 2)) > -4.0 <= math.trunc(math.cos((-1e300))))
        i50 = (abs((p0 if p1 else p0)) % ((p0 * p0) * (w49 // p0)))
    elif math.isfinite((math.nan)):
        p0 -= p0
        p1 = (p1 and False)
        for k51 in range(-3, (int(6.01)) % 5):
            p1 = False
            if True:
                continue
            p1 = (((k51 + k51) - (4.0 + -5)) < ((-9.0 ** (5e-324)) % (-9.877 / 1)))
        else:
            i52 = ((63) - (i50 if math.isfinite(7.85) else math.ceil((5e-324))))
    p0 = (p0 // (((62) + p0) << 43))
    x53 = (1e-05)
    p1 = (not x53)
    return p1

def f4_7_h54(p0: bool, p1: int) -> bool:
    p0 = (float((-p1)) < (p1 % int((3.0))))
    i55 = p1
    return (((-1.409 * (0.0)) != (p1 + -17)) | p0)

def f4_7(a: int, b: float, c: bool, d: int) -> bool:
    b = (((a / b) // b) ** -1)
    for k56 in range(4):
        for k57 in range(4):
            if math.isinf((-0.0)):
                continue
            if math.isfinite(b):
                continue
            if c:
                break
        if ((-17 * -12) >= b == float(a)):
            if f4_7_h48((k57 - d), math.isinf(b)):
                continue
        if (math.isinf(-9.0) ^ (b == b)):
            x58 = 4.7
    if ((b < 5) and c):
        return (((d if c else (-1)) & d) > x58)
        if ((4 >= b < b) ^ ((-1.0) <= a)):
            b += abs((~(1000003)))
            c = (float(round(b)) <= ((~a) * (a if c else 2)) < d)
        else:
            return c
            b59 = False
    elif (a == abs(d) != (-10 ** 4)):
        if ((a - a) == b):
            return ((float(d) if f4_7_h48(d, False) else float(d)) < b)
            return math.isnan((b ** -1))
            return c
        elif (math.isnan(b) or (c | c)):
            return math.isinf(math.copysign(((3.0) / a), (b ** b)))
            return c
        w60 = 0
        while w60 < 2 and math.isnan(b):
            w60 += 1
            if ((-b) == math.fmod(-7.0, b) == b):
                continue
            a //= ((~w60) or (a ** 4))
            if (not int(-9.112)):
                break
    else:
        b61 = (False | (max(-8, -15) >= float(d) != b))
    return (2.1 == math.tanh((-2.0 - b)))

def f4_8_h62(p0):
    p0 = (not (math.isfinite(-0.09) and p0))
    b63 = math.isnan((-(2.5)))
    return (-4.22 * (-math.inf))

def f4_8(a: int, b: float, c: bool, d: int) -> bool:
    d = ((math.floor(b) or (-17 ** 0)) // (-1))
    i64 = ((round(b) ^ (a ** 4)) - (abs(a) - (d << 47)))
    b = math.fabs(float((i64 % i64)))
    for k65 in range(4):
        if ((2.498 < k65 < (0.1)) and c):
            continue
    if ((d != (1e-05) == b) or math.isinf(-5.3)):
        for k66 in range(4):
            x67 = b
        b /= -3.1
        return (c | (not (b // i64)))
    i68 = (-((i64 + i64) >> 34))
    return c

def f4_9(a: int, b: float, c: bool, d: int) -> bool:
    x69 = b
    for k70 in range((d) % 9, -2, -2):
        c = ((int(b) % (k70 // d)) == (-7.289 if (c | c) else (b ** b)) == b)
        if ((x69 != -7) ^ True):
            x71 = (math.atan2((d - (1e16)), (2.11 * a)) / math.cos((k70 / b)))
            i72 = round(((b * 2) * math.ceil(x71)))
            i73 = (d << 34)
        else:
            if c:
                break
            i74 = (k70 ** 3)
            x69 -= (b if (-8 >= x69) else b)
        if ((-b) > math.hypot(b, -10.0)):
            continue
    return math.isfinite(x69)

def f4_10_h75(p0, p1):
    return (-(-6.1 * 4.0))
    return (-1e300)
    p0 = (math.pow(((math.pi) - 7.0), (6.0 if p0 else (math.nan))) >= (~abs((-9223372036854775808))) > (1.0))
    x76 = (9.0 * -17)
    if ((x76 % x76) <= (4 << 10) <= ((7) - 16)):
        if ((False | False) and (p1 | p0)):
            return math.pow((float((2147483647)) if (p1 | p1) else (-8.84 * (1.0))), (math.sin(x76) ** 2))
            return (((x76 + (1000003)) ** 2) * min((-1), (~-16)))
        else:
            return ((~(-17 + -13)) / (float((-7)) if (p1 ^ p1) else (x76 if p0 else x76)))
        return (((0.77 + (1000003)) + float(-20)) / (x76 * (5.3 * 8)))
    x76 += x76
    return float(((-1 if False else 2) if False else int(x76)))

def f4_10(a: int, b: float, c: bool, d: int) -> bool:
    a = math.floor(0.36)
    if False:
        for k77 in range(((-11 - a)) % 6):
            if False:
                continue
            b = ((math.fmod(b, b) - (b * a)) * d)
        else:
            a = d
        return c
        a *= (-((255) << 35))
    i78 = ((-(-2 - -13)) * 7)
    c = (i78 != int((b / b)))
    d = (int((math.inf)) if c else round(math.cbrt((math.pi))))
    return (not (f4_10_h75(c, True) <= b > math.atan(b)))

def f4_11_h79(p0: bool, p1: bool) -> float:
    i80 = (-(((64) * (4611686018427387904)) - (~(1))))
    if (p1 ^ p1):
        p0 = (p0 ^ p0)
        i80 = (~((i80 * i80) + abs(i80)))
        x81 = ((1e300) + i80)
    elif p0:
        return (-0.0)
        p1 = (not ((not p0) | math.isinf(-0.6)))
        x82 = (((-7 | i80) - i80) - (i80 - (i80 - -9.385)))
    else:
        if (not round((math.nan))):
            return (((5e-324) / (-5.94 * 14)) - (-0.0))
            return math.atan((math.log((math.inf)) if (not p1) else (0.774 ** 0.5)))
        else:
            p1 = ((0.5 if False else (0.0)) >= math.ceil(math.log(5.42)) != math.floor(4.5))
            x83 = float(-7)
        i80 += (-min(i80, 14))
        return (-math.inf)
    i84 = math.floor((float(i80) * (i80 % i80)))
    p1 = (not float(i84))
    b85 = math.isfinite((math.atan2((2.5), x82) * (-(0.0))))
    return ((-math.fmod((-1e300), (0.1))) if (not (i80 - i80)) else (-1e300))

def f4_11(a: int, b: float, c: bool, d: int) -> int:
    d = math.floor(f4_11_h79((5 < b < 3), True))
    b86 = ((True and (c & True)) ^ ((a % a) > a))
    b86 = ((not int(b)) or ((1 // a) >= d))
    if (False or (not d)):
        i87 = (abs(a) + d)
    else:
        x88 = math.atan(b)
    b89 = (not abs((a * -18)))
    for k90 in range((a) % 9, -2, -2):
        x91 = (((b ** 0.5) if (not b) else (k90 - b)) ** b)
    return (-a)

def f4_12(a: int, b: float, c: bool, d: int) -> bool:
    b92 = c
    b92 = (float(min(d, d)) != ((b + b) - ((-0.0) / d)))
    if c:
        b92 = ((not math.pow(0.5, -4.08)) | (not (b + b)))
    if ((not c) and (b92 | c)):
        for k93 in range((abs(9)) % 9, -2, -2):
            if c:
                break
            if c:
                break
        return (((a / b) * (b if c else b)) == b)
    else:
        b92 = math.isnan(b)
        if c:
            b92 = (c and True)
            b94 = (c or ((a / a) >= (d * d)))
            return (d <= (2.5) != ((b % 17) % float(a)))
        c = (not abs((a ** 3)))
    x95 = 5.0
    return b92

def f4_13_h96(p0: int) -> bool:
    p0 = (~(round(-6.1) - (-p0)))
    if (not 6.36):
        b97 = math.isinf(math.hypot(((-math.inf) * p0), 8.4))
    else:
        x98 = (((9.05 ** -1) - ((1e-05) + p0)) * p0)
        w99 = 0
        while w99 < 4 and math.isinf((-math.inf)):
            w99 += 1
            p0 -= p0
            i100 = (w99 if math.isfinite((x98 ** x98)) else -8)
        for k101 in range(-3, ((~w99)) % 5):
            if (True or math.isfinite(x98)):
                continue
            if ((not -18) and (True ^ False)):
                break
            if ((x98 < p0) or (k101 < (255))):
                continue
    b102 = (not (round(4.8) if True else (p0 ** 3)))
    p0 = (~((-2 ** 4) // (~p0)))
    return (b102 or (not p0))

def f4_13(a: int, b: float, c: bool, d: int) -> bool:
    i103 = (~round((b - b)))
    w104 = 0
    while w104 < 3 and c:
        w104 += 1
        b105 = (math.isfinite(b) & ((not 1.87) & False))
    return (f4_13_h96(abs(i103)) & (math.fmod(b, b) != (-4 ** 4)))

def f4_14_h106(p0: float, p1: int) -> int:
    for k107 in range(4):
        w108 = 0
        while w108 < 1 and (True or False):
            w108 += 1
            b109 = (((w108 if False else p1) % (p1 if False else w108)) > p0 <= (-math.copysign(p0, p0)))
        b110 = False
    return int(p0)
    b111 = ((round(p0) // max(3, -7)) > (math.trunc(p0) / p1))
    return (math.floor(-3.31) // (-7))

def f4_14(a: int, b: float, c: bool, d: int) -> bool:
    a -= (int(b) * ((7) - a))
    d *= ((10 ** 0) * math.ceil(2.0))
    c = ((-(b + a)) != (a + (-19 // d)) == (-math.floor(b)))
    for k112 in range((a) % 6):
        if ((-17) > (a * (64)) >= (-17 // 0)):
            if ((True ^ c) and math.isfinite(b)):
                continue
            if (round(b) != float(k112)):
                continue
        else:
            x113 = (b ** -1)
            b += math.asinh((-b))
            if (True ^ (c or c)):
                continue
    else:
        if (not (b if c else b)):
            i114 = (--14)
            return c
            return (not ((i114 // d) // (~a)))
    return (not (c and (c and c)))

def f4_15_h115(p0: int, p1: float) -> float:
    p1 *= ((p0 // p0) >> 12)
    p0 //= (int(9.08) if ((255) < p1 != p1) else (p0 ** 1))
    p1 = p1
    p0 = (math.trunc(math.hypot(p1, (math.nan))) // (~(p0 // p0)))
    return math.atan2(math.tanh((p0 - p1)), ((-1.0) if (p0 == p1 <= p0) else ((1) / 11)))

def f4_15_h116(p0):
    w117 = 0
    while w117 < 4 and (not p0):
        w117 += 1
        return (not math.floor((3.0)))
        x118 = math.cbrt(((w117 / 4.874) * (-4.95 + -6.4)))
        if (round(-7.78) <= (w117 * -12) == w117):
            break
    w119 = 0
    while w119 < 4 and (not (0.5)):
        w119 += 1
        x120 = (f4_15_h115((w117 % w117), (-4.757 * w117)) % w117)
        p0 = math.isfinite((x120 ** 3.0))
        b121 = math.isfinite(((-x120) if False else x120))
    return (not int(((math.pi) ** -1)))

def f4_15(a: int, b: float, c: bool, d: int) -> int:
    b = math.copysign(((1e16) - math.pow(b, b)), (-((1e300) if False else b)))
    if True:
        c = math.isinf(float((~20)))
        for k122 in range(((d % 12)) % 6):
            if (b >= 15):
                break
    elif (f4_15_h115(a, (-1.0)) == (b % b)):
        if ((b * (2)) < (1e16) <= b):
            b *= (math.trunc(b) or (d | a))
            return math.floor(f4_15_h115(math.floor(-6.452), (b + d)))
            return math.ceil(((b ** 2) % b))
        elif (math.trunc(b) != -3 >= f4_15_h115(a, b)):
            i123 = int((f4_15_h115(a, b) if True else (b ** 0.5)))
            x124 = (f4_15_h115((-20 >> 6), (b * d)) - (-math.pow(b, b)))
            i125 = min(a, k122)
        else:
            return a
        for k126 in range(4):
            if f4_15_h116((True or True)):
                break
            k126 = (((~d) % (63)) & ((-6 and d) & ((1000003) + a)))
            x127 = (b ** 3.0)
        b128 = ((16 * (-a)) > (-(~a)))
    else:
        if ((a - b) < (a ** 3) != abs(a)):
            x129 = f4_15_h115(((a ** 3) if True else (1)), (b if (False | c) else -0.73))
            d = d
            d = ((abs(d) // d) * ((a * d) + -12))
        c = math.isinf(math.fmod(b, (-b)))
    d = (-((19 // d) * abs(d)))
    x130 = math.sqrt(math.cbrt(b))
    w131 = 0
    while w131 < 4 and (c or False):
        w131 += 1
        if (w131 < (~w131) >= (d % d)):
            x132 = math.sqrt((a - (x130 ** 0.5)))
            b133 = c
            x132 = x132
        else:
            b134 = (f4_15_h116(math.isinf(-1.553)) or ((d > b) & (b > -8 >= d)))
            d = ((~round(x130)) or ((d ** 1) - (d * w131)))
    return (((k126 if True else d) * d) // round(((-7) - x130)))

def f4_16(a: int, b: float, c: bool, d: int) -> float:
    c = (((a / (math.nan)) * (~a)) != round((b // b)) == ((b - b) + b))
    d = (~(a or int(b)))
    return b

def f4_17_h135(p0: bool, p1: int) -> int:
    i136 = round(-3.6)
    p1 *= i136
    p1 = round(((-2 - (math.nan)) * ((0.0) - -6.0)))
    i137 = p1
    i137 = (-((p1 ** 0) - abs(3)))
    return (((i137 - i136) if p0 else min(i137, 1)) * (p1 if math.isinf((5e-324)) else -1))

def f4_17_h138(p0: bool, p1: bool) -> bool:
    if (math.isinf((5e-324)) or ((-1) > -20)):
        p0 = math.isinf(float(int((1e-05))))
    else:
        x139 = math.pow(((2.01 if p0 else (1.0)) + (5 & (64))), 3.2)
    p1 = (p1 and math.isfinite(math.fmod((math.nan), (-math.inf))))
    if (((0) and (-7)) <= ((1000003) * -1)):
        p1 = (((20 * (9223372036854775807)) <= (-19 if p1 else -16)) | p1)
        i140 = ((f4_17_h135(p0, -1) % (-2 if p0 else 4)) << 8)
    else:
        i141 = (min(min((0), (9223372036854775807)), ((2147483647) & 5)) - ((20 - (64)) % max(-5, (-7))))
        b142 = False
    return p0

def f4_17(a: int, b: float, c: bool, d: int) -> float:
    for k143 in range((min(a, d)) % 6):
        b144 = math.isinf((-0.0))
        for k145 in range((f4_17_h135(c, 9)) % 9, -2, -2):
            if (b <= float(k145) > (-a)):
                break
            if math.isinf((b ** 2)):
                break
        else:
            if (not d):
                break
        w146 = 0
        while w146 < 1 and (w146 == 14 <= (-7)):
            w146 += 1
            x147 = (k143 - (b // d))
            if (not float(w146)):
                continue
    c = ((-(k145 if c else a)) > (abs(d) / math.sqrt((math.inf))))
    return b

def f4_18_h148(p0):
    p0 = (not round(-8.71))
    p0 = (True and (not math.expm1((1.0))))
    return (-(9223372036854775807))

def f4_18_h149(p0: bool, p1: bool, p2: float) -> int:
    i150 = f4_18_h148((-5.051 == (p2 if p0 else p2)))
    x151 = (p2 + ((-15 if p0 else i150) if (False and p1) else f4_18_h148(p0)))
    return 5

def f4_18(a: int, b: float, c: bool, d: int) -> int:
    i152 = (d & ((-a) if False else round(b)))
    for k153 in range(-3, (min(a, d)) % 5):
        i152 //= abs((d - d))
        i152 += k153
        for k154 in range(-3, ((a - 12)) % 5):
            i155 = d
            x156 = b
            if c:
                continue
    for k157 in range(-3, (f4_18_h149(c, True, -0.0)) % 5):
        for k158 in range((math.trunc(b)) % 9, -2, -2):
            b = float(((k157 - i152) + (d * k157)))
            if math.isfinite(((4611686018427387904) - b)):
                break
            i159 = f4_18_h149(((False or c) & c), math.isinf(((1e-05) / b)), (b / (-b)))
    if ((c and c) | (c & c)):
        b160 = ((True ^ math.isnan(b)) and (c and (not b)))
        w161 = 0
        while w161 < 3 and False:
            w161 += 1
            i162 = (((w161 ** 0) - (15 if b160 else i159)) ** 4)
    else:
        return ((d ** 0) or ((d + a) % (-2 - a)))
        a = i152
        b += (1e300)
    i152 = i152
    return ((a % int(b)) * round(b))

def f4_19_h163(p0):
    if True:
        x164 = math.exp((0.9 if (4.0 > (0.1)) else (-math.inf)))
        b165 = (not x164)
    for k166 in range(((~(4611686018427387904))) % 9, -2, -2):
        b167 = False
    p0 = (((not -3) or (p0 | p0)) and (p0 or (False & True)))
    for k168 in range(((-14 % -13)) % 6):
        p0 = (x164 >= max(k168, (k168 or k166)) > (5e-324))
    return (-(0.0))

def f4_19_h169(p0: int, p1: int) -> float:
    if (not (-2.667 / p0)):
        b170 = False
        x171 = float(5)
        w172 = 0
        while w172 < 5 and (b170 & b170):
            w172 += 1
            p0 = (w172 // (abs((2)) if (b170 or False) else math.trunc(5.3)))
            if True:
                break
    else:
        if math.isnan(f4_19_h163(False)):
            return (abs(abs(p1)) / (-7))
        b173 = (((math.pi) / math.cbrt(-5.203)) > (p0 // (8 // p1)) != (p0 + p1))
    p0 = p1
    if True:
        b174 = (not (int(-4.0) / (-0.0 * p0)))
    elif ((-1e300) >= ((0.1) * 9.867)):
        b175 = math.isnan(float((p1 ** 3)))
    return math.copysign((((-0.0) ** -1) % ((1.0) * 7.589)), (f4_19_h163(True) if True else (-1.0)))

def f4_19(a: int, b: float, c: bool, d: int) -> int:
    if ((-7 - d) == math.cos((1e300))):
        a = d
    else:
        b176 = (math.isfinite(b) or math.isnan(f4_19_h163(True)))
        a = (math.trunc((b // a)) - int((b * b)))
    if ((9 & d) == float(d)):
        x177 = (-b)
    x178 = (math.pow(2.9, float(d)) // ((d % a) or (a or d)))
    if (int(x178) == (d if c else a)):
        d = (math.floor((b - -3.8)) * (int(-3.0) if c else a))
        for k179 in range(-3, ((d << 40)) % 5):
            if (not (b if c else x178)):
                continue
            if math.isfinite(math.hypot((math.nan), (-0.0))):
                break
    b = ((-(x178 if c else (2.5))) % d)
    x180 = math.expm1(float((d * 5)))
    return round(((x178 // b) + (d * a)))

def f4_20(a: int, b: float, c: bool, d: int) -> float:
    a -= abs((-15 // d))
    if (math.isfinite((0.5)) ^ c):
        a *= (-a)
        return (float((a ** 2)) + (abs(d) if c else (a ** 0)))
    else:
        return (a / 10)
        a //= d
    return math.cbrt((b % round(b)))

def f4_21(a: int, b: float, c: bool, d: int) -> float:
    b181 = math.isfinite(((0.0) - math.hypot(b, -6.889)))
    w182 = 0
    while w182 < 4 and c:
        w182 += 1
        x183 = float(math.trunc((-(0.1))))
        a += ((~a) * (a or d))
        i184 = (math.trunc(math.sin(-4.886)) // max(((-9223372036854775808) and w182), ((0) * d)))
    if True:
        d = a
        a = (--17)
        return ((round(b) or math.floor(b)) - (-b))
    elif ((-w182) == b == d):
        i185 = (((7 if b181 else d) or a) ** 3)
    else:
        d -= (min(a, w182) // (~-20))
        a = (-(w182 ** 2))
        b181 = True
    for k186 in range(((a % a)) % 6):
        d = (63)
        b187 = False
    b188 = (((b // b) * ((-7) + (64))) <= float(math.trunc((-1.0))))
    if math.isfinite((b % (2.5))):
        if math.isfinite(float(a)):
            return (b / ((d % w182) // int(b)))
            b189 = math.isinf(b)
        else:
            return (-(math.pi))
        if ((x183 ** b) >= d <= float(w182)):
            a = (((d // (9223372036854775807)) * (a if b188 else w182)) - ((a + d) // round(b)))
        else:
            b188 = b181
            b190 = (round(b) != ((~a) // a))
            return (float(a) if (not (not c)) else (b * (-9223372036854775808)))
        x191 = ((((-math.inf) - b) % (-d)) if c else (math.hypot(x183, (-1e300)) ** -1))
    else:
        a = (int(((math.inf) % b)) + ((d >> 26) << 0))
        if math.isfinite((b / b)):
            return b
            return (-((b ** 2) // (b * x191)))
        else:
            i192 = (~(((-7) ** 2) % ((2) & d)))
            b188 = (not (-((-1e300) / 7.008)))
            i193 = abs(((i192 if c else (7)) if b188 else int(b)))
    return (-((b * 0.6) ** -1))

def f4_22_h194(p0, p1, p2):
    p1 = (((-(1.0)) != p2) and ((15 and 19) >= ((2) % 14)))
    p1 = ((not False) | (not abs((-7))))
    p1 = (not (math.sin(p2) < (p0 / 3) == (p2 + p2)))
    for k195 in range(4):
        for k196 in range(-3, (max(k195, 14)) % 5):
            if p1:
                break
            return ((k196 / (k195 + -15)) - (k196 - (p0 ** -1)))
            if ((p2 * k196) <= min(k196, k195) >= (p0 // k195)):
                continue
        b197 = (not (math.copysign(p0, p2) * (p0 % 19)))
    return (math.atan2((p2 ** 2), p2) ** -1)

def f4_22(a: int, b: float, c: bool, d: int) -> int:
    w198 = 0
    while w198 < 0 and ((7) > b >= b):
        w198 += 1
        for k199 in range(-3, (d) % 5):
            if c:
                continue
    a = math.ceil(math.asinh(math.copysign(b, (-1.0))))
    for k200 in range(-3, (round(b)) % 5):
        x201 = (-math.erf((1.8 + a)))
        b202 = math.isnan((math.hypot(x201, x201) ** -1))
    i203 = (2147483647)
    for k204 in range(4):
        b205 = False
        i206 = ((~(w198 // d)) and w198)
        if (not math.copysign((-1e300), b)):
            k204 //= abs((w198 ** 1))
        elif True:
            return (5 or (-(d and 14)))
            i207 = (((a if True else i203) // (a | (3))) >> 37)
        else:
            if (c ^ (not x201)):
                break
            if ((b == b) ^ c):
                break
            if ((b < d) or False):
                continue
    x208 = -3.649
    return (((d // i203) - (d & w198)) // math.floor(f4_22_h194(x208, c, x208)))

def f4_23_h209(p0: bool, p1: float) -> bool:
    b210 = ((((255) ** 0) / -1.51) < float(math.floor(float(7))))
    i211 = 10
    return (not (float((-1)) * (9 << 33)))

def f4_23(a: int, b: float, c: bool, d: int) -> float:
    return (-(math.fmod(-0.4, b) / (d + d)))
    if f4_23_h209((False & c), ((math.inf) - -3.6)):
        if (not c):
            return (((-6 / b) if ((3.0) <= a == b) else b) // float(abs(8)))
            x212 = (((7.9 / a) * (a + a)) ** 0.5)
            b = (math.atan2((d - x212), x212) + d)
        elif (((5e-324) ** b) < (b if True else -9.5)):
            return float(abs((d + d)))
            x213 = b
            x213 = (x213 if (float(d) != float(d)) else x213)
        else:
            b214 = True
            b214 = (((not a) ^ (False or True)) & math.isinf(b))
            b215 = c
        b -= a
    else:
        for k216 in range(4):
            if ((b if c else b) > d != k216):
                continue
        a = (((d ** 1) - (~a)) ** 0)
        b217 = (not (b + (x213 ** -1)))
    w218 = 0
    while w218 < 1 and f4_23_h209(False, b):
        w218 += 1
        i219 = (5 % -2)
    a //= round((b + w218))
    return (math.hypot(b, b) + (b if (b >= w218 > (-0.0)) else ((1e16) + d)))

def f4_24_h220(p0: float, p1: bool, p2: int) -> int:
    if p1:
        for k221 in range(((p2 - -5)) % 9, -2, -2):
            if p1:
                break
            b222 = math.isinf(((9.5 if p1 else p0) % float(p2)))
            b222 = ((p0 < (-1)) or ((p1 | p1) or p1))
        w223 = 0
        while w223 < 0 and False:
            w223 += 1
            p2 %= ((-20 % k221) << 60)
            if (not p2):
                continue
    elif math.isnan(math.hypot((math.pi), p0)):
        p1 = (math.isnan(float((63))) and ((p0 + p2) <= (p0 + p2)))
    else:
        p2 = (math.trunc(math.expm1(8.4)) ** 3)
        w224 = 0
        while w224 < 3 and p1:
            w224 += 1
            p0 = (2.5 + (-(-w224)))
        for k225 in range((((255) or 7)) % 9, -2, -2):
            if math.isinf(math.fmod(p0, p0)):
                break
    p2 = (-(math.trunc(p0) + (16 ** 3)))
    for k226 in range(4):
        for k227 in range(((k226 or -5)) % 9, -2, -2):
            if (((1000003) ** 1) < p2):
                continue
            p0 /= p2
            i228 = (-17 - (k227 >> 56))
        x229 = (p0 if (not p1) else p0)
        i230 = abs(p2)
    p2 -= -15
    return (~((p2 * 12) if (p0 <= -7.65 > p0) else w223))
    x231 = (-p0)
    return math.ceil((((1.0) % p2) - math.exp(x231)))

def f4_24(a: int, b: float, c: bool, d: int) -> bool:
    b = ((int(b) / (-d)) % (f4_24_h220(b, c, a) >> 11))
    b232 = c
    i233 = 6
    if c:
        b232 = b232
        a = abs(((~i233) if (b232 ^ True) else a))
        b234 = ((-f4_24_h220((-1e300), c, (2))) <= (-(-b)) != round((b // b)))
    elif b232:
        c = (((i233 - (4611686018427387904)) < (d % d) == ((7) ** 3)) | (math.isnan(b) & c))
    else:
        a = i233
        i233 //= d
    return (not math.isfinite((b ** b)))
