"""Differential tests: the standard-library modules traced from
tracer/stdlib whose classes specialise many methods (calendar, fractions,
datetime), alone and in whole programs. Apart from lang_stdlib.py so that
the two programs' C++ builds run side by side (tests/test_language.py)."""

import calendar
import math
from datetime import date, timedelta
from fractions import Fraction


# ------------------------------------------------------------------ calendar

def cal_month_table(year: int, month: int) -> list[str]:
    # tracer/stdlib/calendar.py: monthrange's first weekday and length,
    # isleap/leapdays, the names; CPython's errors for a bad month or day.
    out = [str(calendar.isleap(year)), str(calendar.leapdays(1, year % 5000 + 1))]
    try:
        first, ndays = calendar.monthrange(year, month)
        out.append(f"{calendar.month_name[month]} {year}: starts {calendar.day_name[first]}, "
                   f"{ndays} days, {calendar.month_abbr[month]}/{calendar.day_abbr[first]}")
        out.append(str(calendar.weekday(year, month, ndays)))
        out.append(str(calendar.weekday(year, month, ndays + 1)))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    return out


def cal_leap_calendar(y0: int) -> list[str]:
    # A year's grid of month starts, as calendar_report.py's month_grid
    # counts cells: weekday of the 1st, then the days.
    lines = []
    for year in range(y0 % 3000 + 1, y0 % 3000 + 4):
        cells = 0
        for m in range(1, 13):
            first, n = calendar.monthrange(year, m)
            cells += first + n
        lines.append(f"{year} leap={calendar.isleap(year)} cells={cells} "
                     f"{[calendar.day_name[calendar.weekday(year, m, 13)] for m in (1, 6, 12)]}")
    return lines


# ------------------------------------------------------------------ fractions

def fr_arith(a: int, b: int, c: int, d: int) -> list[str]:
    # tracer/stdlib/fractions.py: CPython's normalisation and operators,
    # against Fraction, int and float operands in both orders.
    try:
        x = Fraction(a, b)
        y = Fraction(c, d)
    except ZeroDivisionError as e:
        return [f"ZeroDivisionError: {e}"]
    out = [str(x + y), str(x - y), str(x * y), repr(x), str(-x), str(abs(y)), str(+x)]
    out += [str(x + 1), str(2 - y), str(3 * x), str(x ** 2), str(x ** 0), str(x - 0.5),
            str(x * 2j)]
    z = 1j
    out.append(str(z - y))
    out += [str(x < y), str(x <= y), str(x == y), str(x != y), str(x > 1), str(2 >= y),
            str(x == a), str(y < 0.25), str(1 < x)]
    out += [str(float(x)), str(int(x)), str(round(x)), str(round(y, 1)), str(math.floor(y)),
            str(math.ceil(y)), str(math.trunc(y)), str(0.25 * y), str(hash(x)), str(hash(y)),
            str(x.numerator), str(x.denominator), str(bool(y)), str(x.as_integer_ratio())]
    try:
        out += [str(x / y), str(x // y), str(x % y), str(divmod(x, y)), str(y ** -2),
                str(1 / y), str(7 // y), str(5 % y)]
    except ZeroDivisionError as e:
        out.append(f"ZeroDivisionError: {e}")
    return out


def fr_parse(texts: list[str]) -> list[str]:
    # The strings _RATIONAL_FORMAT accepts: a sign, digits with underscores,
    # '/denominator' or decimals and an exponent; CPython's ValueError text.
    out = []
    for t in texts:
        try:
            f = Fraction(t)
            out.append(f"{f!r} {f}")
        except ValueError as e:
            out.append(f"ValueError: {e}")
        except ZeroDivisionError as e:
            out.append(f"ZeroDivisionError: {e}")
    return out


def fr_from_float(xs: list[float], limit: int) -> list[str]:
    out = []
    for x in xs:
        try:
            f = Fraction(x)
            out.append(f"{f} {f == x} {Fraction.from_float(x) == f} {f == Fraction(x)} {f < 1}")
            small = Fraction(round(x * 64), 64)
            out.append(str(small.limit_denominator(limit)))
        except (ValueError, OverflowError) as e:
            out.append(f"{type(e).__name__}: {e}")
    return out


def prog_dice_odds(sides: int, rolls: int) -> list[str]:
    # Exact probabilities of the sums of fair dice: a dict of Fractions
    # convolved roll by roll, then the sums sorted by likelihood (Fraction
    # keys hashed, Fractions summed from 0 and compared).
    if sides < 1 or rolls < 0:
        return []
    p = Fraction(1, sides)
    dist = {0: Fraction(1)}
    for _ in range(rolls):
        nxt: dict[int, Fraction] = {}
        for total, q in dist.items():
            for face in range(1, sides + 1):
                nxt[total + face] = nxt.get(total + face, Fraction(0)) + q * p
        dist = nxt
    ranked = sorted(dist.items(), key=lambda kv: (-kv[1], kv[0]))
    by_chance: dict[Fraction, list[int]] = {}
    for total, q in ranked:
        by_chance.setdefault(q, []).append(total)
    out = [f"{t}: {q} ({float(q):.4f})" for t, q in ranked[:5]]
    total = Fraction(0)
    for q in dist.values():
        total += q
    out.append(f"total {total} distinct {len(by_chance)}")
    out.append(f"most likely {max(dist.values())} least {min(dist.values())}")
    return out


# ------------------------------------------------------------------ datetime

def dt_dates(y: int, m: int, d: int, days: int) -> list[str]:
    # tracer/stdlib/datetime.py: ordinal arithmetic, _datetime's messages,
    # strftime as glibc's C locale writes a date.
    try:
        a = date(y, m, d)
    except ValueError as e:
        return [f"ValueError: {e}"]
    out = [str(a), repr(a), a.isoformat(), a.ctime(), str(a.weekday()), str(a.isoweekday()),
           str(a.toordinal()), str(a.year * 10000 + a.month * 100 + a.day), f"{a}"]
    try:
        b = a + timedelta(days=days)
        out += [str(b), str(b - a), repr(a - b), str(b > a), str(a <= b), str(a != b),
                str(a == date.fromordinal(a.toordinal())), str(b - timedelta(weeks=1)),
                str(timedelta(days=1) + a)]
    except OverflowError as e:
        out.append(f"OverflowError: {e}")
    out.append(a.strftime("%a %A %w %d %b %B %m %y %Y %H %I %p %M %S %f %j %U %W %c %x %X %% "
                          "%G %u %V %e %C %D %F %h %r %R %T %Q %Ey %Od %g %P %n%t|%"))
    try:
        out.append(str(a.replace(day=31)))
        out.append(str(a.replace(year=a.year + 1, month=2)))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    return out


def dt_iso(texts: list[str]) -> list[str]:
    out = []
    for t in texts:
        try:
            out.append(repr(date.fromisoformat(t)))
        except ValueError as e:
            out.append(f"ValueError: {e}")
    return out


def dt_timedeltas(d: int, s: int, us: int, k: int, hours: float) -> list[str]:
    t = timedelta(days=d, seconds=s, microseconds=us)
    u = timedelta(hours=hours, minutes=1)
    out = [str(t), repr(t), str(-t), str(abs(t)), repr(u), str(t + u), str(t - u), str(t * k),
           str(k * t), str(t.total_seconds()), f"{t.days} {t.seconds} {t.microseconds}",
           str(t < u), str(t >= u), str(t == u), str(bool(t)), str(hash(t)), str(+u),
           str(t * 0.5), str(u / 4.0), str(timedelta(weeks=k, milliseconds=hours))]
    try:
        out += [str(t / k), str(t // k)]
    except ZeroDivisionError as e:
        out.append(f"ZeroDivisionError: {e}")
    try:
        out += [str(t / u), str(t // u), str(t % u), str(divmod(t, u))]
    except ZeroDivisionError as e:
        out.append(f"ZeroDivisionError: {e}")
    return out


def prog_rota(start: str, weeks: int) -> list[str]:
    # A duty rota: who is on call each Monday, skipping holidays (a set of
    # dates), with the gaps between one person's turns.
    try:
        day = date.fromisoformat(start)
    except ValueError as e:
        return [f"ValueError: {e}"]
    people = ["ana", "bo", "cy"]
    holidays = {date(2024, 12, 23), date(2024, 12, 30), date(2025, 1, 6)}
    day = day + timedelta(days=(7 - day.weekday()) % 7)
    last: dict[str, date] = {}
    out = []
    turn = 0
    for _ in range(max(weeks, 0)):
        if day in holidays:
            out.append(f"{day:} holiday")
        else:
            who = people[turn % len(people)]
            gap = str(day - last[who]) if who in last else "first"
            out.append(f"{day.strftime('%a %d %b %Y')} {who} ({gap})")
            last[who] = day
            turn += 1
        day += timedelta(weeks=1)
    return out
