"""Not a fuzzer find: issue #25's complex numbers (mandelbrot's escape-time
loop): literals (`0j`, `2j`), complex(re, im), + - * / and unary minus with
complexes, ints and floats mixed (each made a complex first, as CPython
does: signed zeros follow), CPython's division (and its ZeroDivisionError),
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
    total = 0j
    for k in range(len(xs) + 3):
        total += complex(k, k * xs[0])
        total -= xs[-1]
    out.append(f"{total} {total * total.conjugate()}")
    return out
