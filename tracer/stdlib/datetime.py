"""datetime's date and timedelta, as CPython 3.11 computes them (its C
module _datetime; Lib/datetime.py is the same algorithm in Python): the
proleptic Gregorian ordinal arithmetic, timedelta's normalisation (float
arguments rounded half to even as CPython's), repr/str, strftime as glibc's
C locale writes a date, fromisoformat's formats, and _datetime's error
messages. See README.md beside this file.

Not here (refused at build time, as a missing name or method): the datetime
and time classes, time zones, date.today() and fromtimestamp(),
isocalendar() (its named tuple), date.min/max and the other class
attributes. Two departures: hash() of a date is not CPython's (CPython
hashes bytes, which it randomises per process), and where an intermediate
exceeds 64 bits (a timedelta multiplied by a float with a long binary
fraction) compiled code raises OverflowError where CPython's ints grow."""

MINYEAR = 1
MAXYEAR = 9999

_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
_MONTHNAMES = ["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
               "Nov", "Dec"]
_FULL_MONTHNAMES = ["", "January", "February", "March", "April", "May", "June", "July",
                    "August", "September", "October", "November", "December"]
_DAYNAMES = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULL_DAYNAMES = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
                  "Sunday"]
_MAX_ORDINAL = 3652059  # date(9999, 12, 31).toordinal()
_DI400Y = 146097  # days in 400 years
_DI100Y = 36524
_DI4Y = 1461


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and _is_leap(year) else 0)


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    """ordinal -> (year, month, day), 0001-01-01 being day 1."""
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and leapyear else 0)
    if preceding > n:  # the estimate is too large
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (1 if month == 2 and leapyear else 0)
    n -= preceding
    return year, month, n + 1


def _check_date_fields(year, month, day):
    if not isinstance(year, int):
        raise TypeError("'" + type(year).__name__ + "' object cannot be interpreted as an "
                        "integer")
    if not isinstance(month, int):
        raise TypeError("'" + type(month).__name__ + "' object cannot be interpreted as an "
                        "integer")
    if not isinstance(day, int):
        raise TypeError("'" + type(day).__name__ + "' object cannot be interpreted as an "
                        "integer")
    if year < MINYEAR or year > MAXYEAR:
        raise ValueError("year " + str(year) + " is out of range")
    if month < 1 or month > 12:
        raise ValueError("month must be in 1..12")
    if day < 1 or day > _days_in_month(year, month):
        raise ValueError("day is out of range for month")


def _iso_week1_monday(year):
    """The ordinal of the Monday of ISO week 1 of year."""
    first_day = _ymd2ord(year, 1, 1)
    first_weekday = (first_day + 6) % 7
    week1_monday = first_day - first_weekday
    if first_weekday > 3:  # the first week starts the next Monday
        week1_monday += 7
    return week1_monday


def _iso_calendar(ordinal, year):
    """(ISO year, ISO week, ISO weekday) of a date's ordinal."""
    week1_monday = _iso_week1_monday(year)
    week, day = divmod(ordinal - week1_monday, 7)
    if week < 0:
        year -= 1
        week1_monday = _iso_week1_monday(year)
        week, day = divmod(ordinal - week1_monday, 7)
    elif week >= 52 and ordinal >= _iso_week1_monday(year + 1):
        year += 1
        week = 0
    return year, week + 1, day + 1


def _divide_and_round(a, b):
    """a / b rounded half to even, as CPython's timedelta arithmetic."""
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _float_ratio(x):
    """float.as_integer_ratio() (doubling is exact until x is integral)."""
    if x != x:
        raise ValueError("cannot convert NaN to integer ratio")
    if x - x != 0.0:
        raise OverflowError("cannot convert Infinity to integer ratio")
    d = 1
    while x != float(int(x)):
        x *= 2.0
        d *= 2
    return int(x), d


def _ascii_digits(s, start, end):
    for i in range(start, end):
        if s[i] not in "0123456789":
            return False
    return True


def _unsupported(op, a, b):
    return ("unsupported operand type(s) for " + op + ": '" + _type_name(a) + "' and '" +
            _type_name(b) + "'")


def _not_comparable(op, a, b):
    return ("'" + op + "' not supported between instances of '" + _type_name(a) + "' and '" +
            _type_name(b) + "'")


def _type_name(x):
    if isinstance(x, date):
        return "datetime.date"
    if isinstance(x, timedelta):
        return "datetime.timedelta"
    return type(x).__name__


class timedelta:
    """A duration: days, seconds (0..86399) and microseconds (0..999999)."""

    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0,
                 hours=0, weeks=0):
        # The arguments summed as CPython's __new__ does (an int stays exact,
        # a float argument makes its sum a float), each in a new name: a
        # compiled variable keeps one type.
        all_days = days + weeks * 7
        all_seconds = seconds + minutes * 60 + hours * 3600
        all_microseconds = microseconds + milliseconds * 1000
        d = 0
        s = 0
        daysecondsfrac = 0.0
        if isinstance(all_days, float):
            whole_days = float(int(all_days))  # math.modf: the truncated part
            dayfrac = all_days - whole_days
            daysecondswhole = float(int(dayfrac * 86400.0))
            daysecondsfrac = dayfrac * 86400.0 - daysecondswhole
            s = int(daysecondswhole)
            d = int(whole_days)
        else:
            d = int(all_days)
        secondsfrac = daysecondsfrac
        whole = 0
        if isinstance(all_seconds, float):
            whole_seconds = float(int(all_seconds))
            secondsfrac = all_seconds - whole_seconds + daysecondsfrac
            whole = int(whole_seconds)
        else:
            whole = int(all_seconds)
        days_, rest = divmod(whole, 86400)
        d += days_
        s += rest
        usdouble = secondsfrac * 1e6
        us = 0
        if isinstance(all_microseconds, float):
            us = round(all_microseconds + usdouble)
            secs, us = divmod(us, 1000000)
            days_, secs = divmod(secs, 86400)
            d += days_
            s += secs
        else:
            secs, us = divmod(int(all_microseconds), 1000000)
            days_, secs = divmod(secs, 86400)
            d += days_
            s += secs
            us = round(us + usdouble)
        secs, us = divmod(us, 1000000)
        s += secs
        days_, s = divmod(s, 86400)
        d += days_
        if d > 999999999 or d < -999999999:
            raise OverflowError("days=" + str(d) + "; must have magnitude <= 999999999")
        self._days = d
        self._seconds = s
        self._microseconds = us

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def total_seconds(self):
        return ((self._days * 86400 + self._seconds) * 1000000 + self._microseconds) / 1000000

    def _to_microseconds(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=" + str(self._days))
        if self._seconds:
            args.append("seconds=" + str(self._seconds))
        if self._microseconds:
            args.append("microseconds=" + str(self._microseconds))
        if not args:
            args.append("0")
        return "datetime.timedelta(" + ", ".join(args) + ")"

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = f"{hh}:{mm:02d}:{ss:02d}"
        if self._days:
            s = f"{self._days} day{'s' if abs(self._days) != 1 else ''}, " + s
        if self._microseconds:
            s = s + f".{self._microseconds:06d}"
        return s

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days + other._days, self._seconds + other._seconds,
                             self._microseconds + other._microseconds)
        if isinstance(other, date):
            return other + self
        raise TypeError(_unsupported("+", self, other))

    def __radd__(self, other):
        raise TypeError(_unsupported("+", other, self))

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta(self._days - other._days, self._seconds - other._seconds,
                             self._microseconds - other._microseconds)
        raise TypeError(_unsupported("-", self, other))

    def __rsub__(self, other):
        raise TypeError(_unsupported("-", other, self))

    def __neg__(self):
        return timedelta(-self._days, -self._seconds, -self._microseconds)

    def __pos__(self):
        return self

    def __abs__(self):
        if self._days < 0:
            return -self
        return self

    def __mul__(self, other):
        if isinstance(other, bool) or isinstance(other, int):
            return timedelta(self._days * other, self._seconds * other,
                             self._microseconds * other)
        if isinstance(other, float):
            a, b = _float_ratio(other)
            return timedelta(0, 0, _divide_and_round(self._to_microseconds() * a, b))
        raise TypeError(_unsupported("*", self, other))

    def __rmul__(self, other):
        if isinstance(other, bool) or isinstance(other, int) or isinstance(other, float):
            return self * other
        raise TypeError(_unsupported("*", other, self))

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            return self._to_microseconds() // other._to_microseconds()
        if isinstance(other, bool) or isinstance(other, int):
            return timedelta(0, 0, self._to_microseconds() // other)
        raise TypeError(_unsupported("//", self, other))

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            return self._to_microseconds() / other._to_microseconds()
        if isinstance(other, bool) or isinstance(other, int):
            if other == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta(0, 0, _divide_and_round(self._to_microseconds(), other))
        if isinstance(other, float):
            a, b = _float_ratio(other)
            if a == 0:
                raise ZeroDivisionError("integer division or modulo by zero")
            return timedelta(0, 0, _divide_and_round(b * self._to_microseconds(), a))
        raise TypeError(_unsupported("/", self, other))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return timedelta(0, 0, self._to_microseconds() % other._to_microseconds())
        raise TypeError(_unsupported("%", self, other))

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._to_microseconds(), other._to_microseconds())
            return q, timedelta(0, 0, r)
        raise TypeError(_unsupported("divmod()", self, other))

    def _key(self):
        return self._days, self._seconds, self._microseconds

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._key() == other._key()
        return False

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._key() < other._key()
        raise TypeError(_not_comparable("<", self, other))

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._key() <= other._key()
        raise TypeError(_not_comparable("<=", self, other))

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._key() > other._key()
        raise TypeError(_not_comparable(">", self, other))

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._key() >= other._key()
        raise TypeError(_not_comparable(">=", self, other))

    def __hash__(self):
        return hash(self._key())

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0


class date:
    """A day of the proleptic Gregorian calendar, 0001-01-01 to 9999-12-31."""

    def __init__(self, year, month, day):
        _check_date_fields(year, month, day)
        self._year = year
        self._month = month
        self._day = day

    @classmethod
    def fromordinal(cls, n):
        if n < 1:
            raise ValueError("ordinal must be >= 1")
        if n > _MAX_ORDINAL:
            raise ValueError("year " + str(_ord2ymd(n)[0]) + " is out of range")
        y, m, d = _ord2ymd(n)
        return date(y, m, d)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if year < MINYEAR or year > MAXYEAR:
            raise ValueError("Year is out of range: " + str(year))
        if week <= 0 or week >= 53:
            out_of_range = True
            if week == 53:
                # ISO years have 53 weeks where they start on a Thursday,
                # or on a Wednesday in a leap year.
                first_weekday = _ymd2ord(year, 1, 1) % 7
                if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                    out_of_range = False
            if out_of_range:
                raise ValueError("Invalid week: " + str(week))
        if day <= 0 or day > 7:
            raise ValueError("Invalid weekday: " + str(day) + " (range is [1, 7])")
        y, m, d = _ord2ymd(_iso_week1_monday(year) + (week - 1) * 7 + (day - 1))
        return date(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        s = date_string
        n = len(s)
        if n == 10 and s[4] == "-" and s[7] == "-" and _ascii_digits(s, 0, 4) and \
                _ascii_digits(s, 5, 7) and _ascii_digits(s, 8, 10):
            return date(int(s[0:4]), int(s[5:7]), int(s[8:10]))
        if n == 8 and _ascii_digits(s, 0, 8):
            return date(int(s[0:4]), int(s[4:6]), int(s[6:8]))
        # ISO week dates: YYYY-Www[-D] and YYYYWww[D].
        dash = n >= 5 and s[4] == "-"
        w = 5 if dash else 4
        if n >= 7 and _ascii_digits(s, 0, 4) and n > w and s[w] == "W" and \
                w + 3 <= n and _ascii_digits(s, w + 1, w + 3):
            rest = s[w + 3:]
            weekday = 1
            valid = False
            if rest == "":
                valid = True
            elif dash and len(rest) == 2 and rest[0] == "-" and _ascii_digits(rest, 1, 2):
                weekday = int(rest[1])
                valid = True
            elif not dash and len(rest) == 1 and _ascii_digits(rest, 0, 1):
                weekday = int(rest)
                valid = True
            if valid:
                try:
                    return date.fromisocalendar(int(s[0:4]), int(s[w + 1:w + 3]), weekday)
                except ValueError:
                    pass
        raise ValueError("Invalid isoformat string: " + repr(date_string))

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def replace(self, year=None, month=None, day=None):
        y, m, d = self._year, self._month, self._day
        if year is not None:
            y = year
        if month is not None:
            m = month
        if day is not None:
            d = day
        return date(y, m, d)

    def isoformat(self):
        return f"{self._year:04d}-{self._month:02d}-{self._day:02d}"

    def __str__(self):
        return self.isoformat()

    def __repr__(self):
        return f"datetime.date({self._year}, {self._month}, {self._day})"

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return (f"{_DAYNAMES[weekday]} {_MONTHNAMES[self._month]} {self._day:2d} 00:00:00 "
                f"{self._year:04d}")

    def strftime(self, fmt):
        """As glibc's strftime in the C locale writes a date (its time of day
        is midnight, with no time zone), with Python's %f."""
        out = []
        i = 0
        n = len(fmt)
        while i < n:
            c = fmt[i]
            if c != "%" or i + 1 == n:
                out.append(c)
                i += 1
                continue
            j = i + 1
            if fmt[j] in "EO" and j + 1 < n and fmt[j + 1].isalpha():
                j += 1  # the C locale's alternative forms are the plain ones
            spec = fmt[j]
            text = self._directive(spec)
            if text is None:
                if spec in "_-0^#123456789":
                    raise ValueError("pyaot: strftime flags and field widths (" +
                                     fmt[i:j + 1] + ") are not supported")
                text = fmt[i:j + 1]  # not a conversion: written as it is
            out.append(text)
            i = j + 1
        return "".join(out)

    def _directive(self, spec):
        y, m, d = self._year, self._month, self._day
        ordinal = self.toordinal()
        wday = ordinal % 7  # Sunday 0
        iso_weekday = wday or 7
        yday = ordinal - _ymd2ord(y, 1, 1)
        if spec == "a":
            return _DAYNAMES[iso_weekday]
        if spec == "A":
            return _FULL_DAYNAMES[iso_weekday]
        if spec == "b" or spec == "h":
            return _MONTHNAMES[m]
        if spec == "B":
            return _FULL_MONTHNAMES[m]
        if spec == "c":
            return f"{_DAYNAMES[iso_weekday]} {_MONTHNAMES[m]} {d:2d} 00:00:00 {y}"
        if spec == "C":
            return str(y // 100)
        if spec == "d":
            return f"{d:02d}"
        if spec == "D" or spec == "x":
            return f"{m:02d}/{d:02d}/{y % 100:02d}"
        if spec == "e":
            return f"{d:2d}"
        if spec == "F":
            return f"{y}-{m:02d}-{d:02d}"
        if spec == "f":
            return "000000"
        if spec == "g" or spec == "G":
            iso_year = _iso_calendar(ordinal, y)[0]
            return f"{iso_year % 100:02d}" if spec == "g" else str(iso_year)
        if spec == "H" or spec == "M" or spec == "S":
            return "00"
        if spec == "I":
            return "12"
        if spec == "j":
            return f"{yday + 1:03d}"
        if spec == "k":
            return " 0"
        if spec == "l":
            return "12"
        if spec == "m":
            return f"{m:02d}"
        if spec == "n":
            return "\n"
        if spec == "p":
            return "AM"
        if spec == "P":
            return "am"
        if spec == "r":
            return "12:00:00 AM"
        if spec == "R":
            return "00:00"
        if spec == "T" or spec == "X":
            return "00:00:00"
        if spec == "t":
            return "\t"
        if spec == "u":
            return str(iso_weekday)
        if spec == "U":
            return f"{(yday + 7 - wday) // 7:02d}"
        if spec == "V":
            return f"{_iso_calendar(ordinal, y)[1]:02d}"
        if spec == "w":
            return str(wday)
        if spec == "W":
            return f"{(yday + 7 - (wday + 6) % 7) // 7:02d}"
        if spec == "y":
            return f"{y % 100:02d}"
        if spec == "Y":
            return str(y)
        if spec == "z" or spec == "Z":
            return ""
        if spec == "%":
            return "%"
        if spec == "s":
            raise ValueError("pyaot: strftime('%s') depends on the local time zone, which "
                             "compiled code does not read")
        return None

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAX_ORDINAL:
                return date.fromordinal(o)
            raise OverflowError("date value out of range")
        raise TypeError(_unsupported("+", self, other))

    def __radd__(self, other):
        if isinstance(other, timedelta):
            return self + other
        raise TypeError(_unsupported("+", other, self))

    def __sub__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() - other.days
            if 0 < o <= _MAX_ORDINAL:
                return date.fromordinal(o)
            raise OverflowError("date value out of range")
        if isinstance(other, date):
            return timedelta(self.toordinal() - other.toordinal())
        raise TypeError(_unsupported("-", self, other))

    def __eq__(self, other):
        if isinstance(other, date):
            return self.toordinal() == other.toordinal()
        return False

    def __ne__(self, other):
        return not self == other

    def __lt__(self, other):
        if isinstance(other, date):
            return self.toordinal() < other.toordinal()
        raise TypeError(_not_comparable("<", self, other))

    def __le__(self, other):
        if isinstance(other, date):
            return self.toordinal() <= other.toordinal()
        raise TypeError(_not_comparable("<=", self, other))

    def __gt__(self, other):
        if isinstance(other, date):
            return self.toordinal() > other.toordinal()
        raise TypeError(_not_comparable(">", self, other))

    def __ge__(self, other):
        if isinstance(other, date):
            return self.toordinal() >= other.toordinal()
        raise TypeError(_not_comparable(">=", self, other))

    def __hash__(self):
        return hash(self.toordinal())
