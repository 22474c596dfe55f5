"""fractions, as CPython's Lib/fractions.py (3.11): Fraction with its
constructor (ints, Fractions, floats, strings), arithmetic against int,
Fraction, float and complex in both operand orders, comparisons, hash,
rounding and limit_denominator. See README.md beside this file.

Each method computes CPython's steps on the same values (the gcd-reducing
products of _add and _mul, for one), so results are equal; where an
intermediate exceeds 64 bits, compiled code raises OverflowError where
CPython's ints grow (pyaot ints are 64-bit). CPython returns NotImplemented
for other operand types and Python then raises TypeError; here the methods
raise that TypeError themselves. Decimal and numbers.Rational subclasses
other than Fraction are not supported."""

import math

_PyHASH_MODULUS = 2305843009213693951  # sys.hash_info.modulus: 2**61 - 1
_PyHASH_INF = 314159  # sys.hash_info.inf


def _ratio(x):
    """(numerator, denominator) of an int, bool or Fraction."""
    if isinstance(x, Fraction):
        return x._numerator, x._denominator
    return int(x), 1


def _float_ratio(x):
    """float.as_integer_ratio(): doubling is exact until x is integral, and
    the power of two reached is then the reduced denominator."""
    if math.isnan(x):
        raise ValueError("cannot convert NaN to integer ratio")
    if math.isinf(x):
        raise OverflowError("cannot convert Infinity to integer ratio")
    d = 1
    while x != math.floor(x):
        x *= 2.0
        d *= 2
    return int(x), d


def _digits_end(s, i):
    """The end of \\d+(_\\d+)* at i (i itself where there is no digit)."""
    if i >= len(s) or not s[i].isdecimal():
        return i
    j = i
    while j < len(s) and s[j].isdecimal():
        j += 1
    while j + 1 < len(s) and s[j] == "_" and s[j + 1].isdecimal():
        j += 2
        while j < len(s) and s[j].isdecimal():
            j += 1
    return j


def _parse(text):
    """(numerator, denominator) of a string as _RATIONAL_FORMAT reads it."""
    s = text.strip()
    i = 0
    negative = False
    if i < len(s) and s[i] in "+-":
        negative = s[i] == "-"
        i += 1
    if not (i < len(s) and s[i].isdecimal()) and \
            not (i + 1 < len(s) and s[i] == "." and s[i + 1].isdecimal()):
        raise ValueError("Invalid literal for Fraction: " + repr(text))
    end = _digits_end(s, i)
    numerator = int(s[i:end].replace("_", "")) if end > i else 0
    i = end
    denominator = 1
    if i < len(s) and s[i] == "/":
        end = _digits_end(s, i + 1)
        if end == i + 1:
            raise ValueError("Invalid literal for Fraction: " + repr(text))
        denominator = int(s[i + 1:end].replace("_", ""))
        i = end
    else:
        if i < len(s) and s[i] == ".":
            i += 1
            start = i
            # The pattern's first alternative for the decimals is `d*` (a
            # letter; IGNORECASE): "1.d" matches it, and int('d') then fails.
            letters = i
            while letters < len(s) and s[letters] in "dD":
                letters += 1
            end = _digits_end(s, i)
            if letters > i and (letters == len(s) or s[letters] in "eE"):
                end = letters
            decimal = s[start:end]
            i = end
            if decimal:
                decimal = decimal.replace("_", "")
                scale = 10 ** len(decimal)
                numerator = numerator * scale + int(decimal)
                denominator *= scale
        if i < len(s) and s[i] in "eE":
            j = i + 1
            if j < len(s) and s[j] in "+-":
                j += 1
            end = _digits_end(s, j)
            if end == j:
                raise ValueError("Invalid literal for Fraction: " + repr(text))
            exp = int(s[i + 1:end].replace("_", ""))
            if exp >= 0:
                numerator *= 10 ** exp
            else:
                denominator *= 10 ** -exp
            i = end
    if i != len(s):
        raise ValueError("Invalid literal for Fraction: " + repr(text))
    if negative:
        numerator = -numerator
    return numerator, denominator


def _mulmod(a, b, m):
    """a * b % m for 0 <= a, b < m < 2**62, without a 128-bit product."""
    result = 0
    while b:
        if b & 1:
            result = (result + a) % m
        a = (a + a) % m
        b >>= 1
    return result


def _unsupported(op, a, b):
    """The message of the TypeError Python raises once both operands'
    methods returned NotImplemented."""
    return ("unsupported operand type(s) for " + op + ": '" + type(a).__name__ + "' and '" +
            type(b).__name__ + "'")


class Fraction:
    """A rational number, numerator / denominator in lowest terms with a
    positive denominator, as CPython's fractions.Fraction."""

    def __init__(self, numerator=0, denominator=None):
        if denominator is None:
            if isinstance(numerator, bool) or isinstance(numerator, int):
                n, d = int(numerator), 1
            elif isinstance(numerator, Fraction):
                n, d = numerator._numerator, numerator._denominator
            elif isinstance(numerator, float):
                n, d = _float_ratio(numerator)
            elif isinstance(numerator, str):
                n, d = _parse(numerator)
                if d == 0:
                    raise ZeroDivisionError("Fraction(" + str(n) + ", 0)")
                g = math.gcd(n, d)
                n //= g
                d //= g
            else:
                raise TypeError("argument should be a string or a Rational instance")
            self._numerator = n
            self._denominator = d
            return
        if not isinstance(numerator, (int, Fraction)) or \
                not isinstance(denominator, (int, Fraction)):
            raise TypeError("both arguments should be Rational instances")
        na, da = _ratio(numerator)
        nb, db = _ratio(denominator)
        n, d = na * db, nb * da
        if d == 0:
            raise ZeroDivisionError("Fraction(" + str(n) + ", 0)")
        g = math.gcd(n, d)
        if d < 0:
            g = -g
        self._numerator = n // g
        self._denominator = d // g

    @classmethod
    def from_float(cls, f):
        if isinstance(f, bool) or isinstance(f, int):
            return Fraction(f)
        if not isinstance(f, float):
            raise TypeError("Fraction.from_float() only takes floats, not " + repr(f) +
                            " (" + type(f).__name__ + ")")
        n, d = _float_ratio(f)
        return Fraction(n, d)

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return self._numerator, self._denominator

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction with a denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        bound1 = Fraction(p0 + k * p1, q0 + k * q1)
        bound2 = Fraction(p1, q1)
        if abs(bound2 - self) <= abs(bound1 - self):
            return bound2
        return bound1

    def __repr__(self):
        return "Fraction(" + str(self._numerator) + ", " + str(self._denominator) + ")"

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return str(self._numerator) + "/" + str(self._denominator)

    def __float__(self):
        return self._numerator / self._denominator

    def __complex__(self):
        return complex(self._numerator / self._denominator)

    # ------------------------------------------------ the rational operators

    def _add(self, b, sign=1):
        """self + b, or (sign -1) self - b: CPython's _add and _sub."""
        na, da = self._numerator, self._denominator
        nb, db = _ratio(b)
        nb *= sign
        g = math.gcd(da, db)
        if g == 1:
            return Fraction(na * db + da * nb, da * db)
        s = da // g
        t = na * (db // g) + nb * s
        g2 = math.gcd(t, g)
        if g2 == 1:
            return Fraction(t, s * db)
        return Fraction(t // g2, s * (db // g2))

    def _sub(self, b):
        return self._add(b, -1)

    def _mul(self, b):
        na, da = self._numerator, self._denominator
        nb, db = _ratio(b)
        g1 = math.gcd(na, db)
        if g1 > 1:
            na //= g1
            db //= g1
        g2 = math.gcd(nb, da)
        if g2 > 1:
            nb //= g2
            da //= g2
        return Fraction(na * nb, db * da)

    def _div(self, b):
        na, da = self._numerator, self._denominator
        nb, db = _ratio(b)
        g1 = math.gcd(na, nb)
        if g1 > 1:
            na //= g1
            nb //= g1
        g2 = math.gcd(db, da)
        if g2 > 1:
            da //= g2
            db //= g2
        n, d = na * db, nb * da
        if d < 0:
            n, d = -n, -d
        return Fraction(n, d)

    def _floordiv(self, b):
        nb, db = _ratio(b)
        return (self._numerator * db) // (self._denominator * nb)

    def _mod(self, b):
        nb, db = _ratio(b)
        da = self._denominator
        return Fraction((self._numerator * db) % (nb * da), da * db)

    def _divmod(self, b):
        nb, db = _ratio(b)
        da = self._denominator
        div, n_mod = divmod(self._numerator * db, da * nb)
        return div, Fraction(n_mod, da * db)

    # Forward operators: Fraction op b. Reverse ones: a op Fraction, with the
    # rational operation on Fraction(a) (CPython's _operator_fallbacks).

    def __add__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._add(b)
        if isinstance(b, float):
            return float(self) + b
        if isinstance(b, complex):
            return complex(self) + b
        raise TypeError(_unsupported("+", self, b))

    def __radd__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._add(self)
        if isinstance(a, float):
            return a + float(self)
        if isinstance(a, complex):
            return a + complex(self)
        raise TypeError(_unsupported("+", a, self))

    def __sub__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._sub(b)
        if isinstance(b, float):
            return float(self) - b
        if isinstance(b, complex):
            return complex(self) - b
        raise TypeError(_unsupported("-", self, b))

    def __rsub__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._sub(self)
        if isinstance(a, float):
            return a - float(self)
        if isinstance(a, complex):
            return a - complex(self)
        raise TypeError(_unsupported("-", a, self))

    def __mul__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._mul(b)
        if isinstance(b, float):
            return float(self) * b
        if isinstance(b, complex):
            return complex(self) * b
        raise TypeError(_unsupported("*", self, b))

    def __rmul__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._mul(self)
        if isinstance(a, float):
            return a * float(self)
        if isinstance(a, complex):
            return a * complex(self)
        raise TypeError(_unsupported("*", a, self))

    def __truediv__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._div(b)
        if isinstance(b, float):
            return float(self) / b
        if isinstance(b, complex):
            return complex(self) / b
        raise TypeError(_unsupported("/", self, b))

    def __rtruediv__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._div(self)
        if isinstance(a, float):
            return a / float(self)
        if isinstance(a, complex):
            return a / complex(self)
        raise TypeError(_unsupported("/", a, self))

    def __floordiv__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._floordiv(b)
        if isinstance(b, float):
            return float(self) // b
        raise TypeError(_unsupported("//", self, b))

    def __rfloordiv__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._floordiv(self)
        if isinstance(a, float):
            return a // float(self)
        raise TypeError(_unsupported("//", a, self))

    def __mod__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._mod(b)
        if isinstance(b, float):
            return float(self) % b
        raise TypeError(_unsupported("%", self, b))

    def __rmod__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._mod(self)
        if isinstance(a, float):
            return a % float(self)
        raise TypeError(_unsupported("%", a, self))

    def __divmod__(self, b):
        if isinstance(b, (int, Fraction)):
            return self._divmod(b)
        if isinstance(b, float):
            return divmod(float(self), b)
        raise TypeError(_unsupported("divmod()", self, b))

    def __rdivmod__(self, a):
        if isinstance(a, (int, Fraction)):
            return Fraction(a)._divmod(self)
        if isinstance(a, float):
            return divmod(a, float(self))
        raise TypeError(_unsupported("divmod()", a, self))

    def __pow__(self, b):
        if isinstance(b, bool) or isinstance(b, int):
            power = int(b)
        elif isinstance(b, Fraction):
            if b._denominator != 1:
                return float(self) ** float(b)
            power = b._numerator
        else:
            return float(self) ** b
        if power >= 0:
            return Fraction(self._numerator ** power, self._denominator ** power)
        if self._numerator >= 0:
            return Fraction(self._denominator ** -power, self._numerator ** -power)
        return Fraction((-self._denominator) ** -power, (-self._numerator) ** -power)

    def __pos__(self):
        return Fraction(self._numerator, self._denominator)

    def __neg__(self):
        return Fraction(-self._numerator, self._denominator)

    def __abs__(self):
        return Fraction(abs(self._numerator), self._denominator)

    def __int__(self):
        if self._numerator < 0:
            return -(-self._numerator // self._denominator)
        return self._numerator // self._denominator

    def __trunc__(self):
        return int(self)

    def __floor__(self):
        return self._numerator // self._denominator

    def __ceil__(self):
        return -(-self._numerator // self._denominator)

    def __round__(self, ndigits=None):
        """Half to even."""
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            if floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __hash__(self):
        d = self._denominator % _PyHASH_MODULUS
        if d == 0:
            hash_ = _PyHASH_INF
        else:
            dinv = pow(d, _PyHASH_MODULUS - 2, _PyHASH_MODULUS)  # the inverse (M is prime)
            hash_ = _mulmod(abs(self._numerator) % _PyHASH_MODULUS, dinv, _PyHASH_MODULUS)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    # ------------------------------------------------------- comparisons

    def __eq__(self, b):
        if isinstance(b, (int, Fraction)):
            nb, db = _ratio(b)
            return self._numerator == nb and self._denominator == db
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            return self == Fraction.from_float(b)
        if isinstance(b, complex):
            return b.imag == 0 and self == b.real
        return False

    def __ne__(self, b):
        return not self == b

    def _cross(self, b):
        """(self's side, b's side) of the comparison with a rational b."""
        nb, db = _ratio(b)
        return self._numerator * db, self._denominator * nb

    def __lt__(self, b):
        if isinstance(b, (int, Fraction)):
            x, y = self._cross(b)
            return x < y
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 < b
            return self < Fraction.from_float(b)
        raise TypeError("'<' not supported between instances of 'Fraction' and '" +
                        type(b).__name__ + "'")

    def __gt__(self, b):
        if isinstance(b, (int, Fraction)):
            x, y = self._cross(b)
            return x > y
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 > b
            return self > Fraction.from_float(b)
        raise TypeError("'>' not supported between instances of 'Fraction' and '" +
                        type(b).__name__ + "'")

    def __le__(self, b):
        if isinstance(b, (int, Fraction)):
            x, y = self._cross(b)
            return x <= y
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 <= b
            return self <= Fraction.from_float(b)
        raise TypeError("'<=' not supported between instances of 'Fraction' and '" +
                        type(b).__name__ + "'")

    def __ge__(self, b):
        if isinstance(b, (int, Fraction)):
            x, y = self._cross(b)
            return x >= y
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 >= b
            return self >= Fraction.from_float(b)
        raise TypeError("'>=' not supported between instances of 'Fraction' and '" +
                        type(b).__name__ + "'")

    def __bool__(self):
        return self._numerator != 0
