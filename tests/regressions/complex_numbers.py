"""Not a fuzzer find: issue #25's complex numbers (mandelbrot's escape-time
loop): literals (`0j`, `2j`), complex(re, im), + - * / and unary minus with
complexes, ints and floats mixed (each made a complex first, as CPython
does: signed zeros follow), CPython's division (and its ZeroDivisionError),
`**` (repeated multiplication for integral exponents up to 100, polar form
otherwise, and its ZeroDivisionError and OverflowError),
abs() with infinities and NaNs, .real, .imag, conjugate(), == with ints
(exact past 2**53) and floats, repr and str (`(1+2j)`, `-0j`, `(nan+infj)`)
alone and inside containers, complexes as dict keys and set items, and
`+=` accumulation.
"""
# entry: complex_numbers
# inputs: [[0.25, -0.75, 1.5], 40]
import math


def escape(c, limit):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2.0:
            return i
    return limit


def julia(z, c, limit):
    for i in range(limit):
        if z.real * z.real + z.imag * z.imag > 4.0:
            return i
        z = z * z + c
    return limit


def divide(z, d):
    try:
        return str(z / d)
    except ZeroDivisionError as e:
        return f"ZeroDivisionError: {e}"


def power(z, n):
    try:
        return repr(z ** n)
    except (ZeroDivisionError, OverflowError) as e:
        return f"{type(e).__name__}: {e}"


def complex_numbers(xs: list[float], limit: int) -> list[str]:
    out = []
    row = ""
    for x in xs:
        for y in xs:
            n = escape(complex(x, y), limit)
            row += "@" if n == limit else str(n % 10)
    out.append(row)
    out.append(str(julia(complex(xs[0], xs[1]), complex(-0.8, 0.156), limit)))
    z = 1 + 2j
    w = complex(3, -4)
    out.append(f"{z + w} {z - w} {z * w} {z / w} {-z} {abs(w)} {z.real} {z.imag}")
    out.append(f"{z.conjugate()} {2 * z} {z * 2.5} {1 / z} {z - 1} {0j} {-0j} {complex(0.0, -0.0)}")
    out.append(repr([complex(1e20, 1e-5), complex(2), complex(-1.5, 0), 3j, z * 1j]))
    out.append(f"{complex(1, 0) == 1} {complex(1, 1) == 1} {2 == complex(2, 0)} {z != w}")
    big = 2 ** 53 + 1
    out.append(f"{complex(big, 0) == big} {complex(big, 0) == float(big)} {z == complex(1, 2)}")
    inf, nan = math.inf, math.nan
    out.append(f"{complex(inf, nan)} {abs(complex(nan, -inf))} {complex(-inf, 0)} {complex(nan, 1)}")
    out.append(f"{abs(complex(nan, 1))} {complex(0.0, inf) * 2} {complex(1, 1) / complex(inf, 1)}")
    out.append(f"{divide(z, 0j)} {divide(z, complex(0.0, -0.0))} {divide(z, 0.0)} {divide(z, 2)}")
    try:
        out.append(str(abs(complex(1e308, 1e308))))
    except OverflowError as e:
        out.append(f"OverflowError: {e}")
    seen = {z: "z", w: "w"}
    seen[complex(1, 2)] = "again"
    out.append(f"{seen} {len({z, w, complex(1.0, 2.0)})} {bool(0j)} {bool(w)}")
    z3 = complex(xs[0], -1.25)
    out.append(" ".join(power(z3, n) for n in range(-3, 8)))
    out.append(f"{power(z3, 100)} {power(z3, 101)} {power(z3, -101)} {power(z3, z3)}")
    out.append(f"{power(1j, 2)} {power(1j, 2.0)} {power(1j, 0.5)} {power(2, 1j)} {power(-8, 1 / 3 + 0j)}")
    out.append(f"{power(0j, -1)} {power(0j, 0)} {power(0j, 1j)} {power(0j, 2.5)} "
               f"{power(complex(inf, 0), 2)} {power(complex(1e200, 1e200), 2)}")
    # Found by the fuzzer: libm's cos(inf) sets EDOM, CPython's ZeroDivisionError.
    out.append(f"{power(complex(33, inf), 1 + 1j)} {power(complex(-2, inf), 0.5)} "
               f"{power(complex(inf, inf), 1j)} {power(complex(1e300, 1), 1e10)}")
    total = 0j
    for k in range(len(xs) + 3):
        total += complex(k, k * xs[0])
        total -= xs[-1]
    out.append(f"{total} {total * total.conjugate()}")
    return out
