"""Date arithmetic with datetime: a month calendar, weekdays of
anniversaries, business days between dates, and Easter by the anonymous
Gregorian algorithm."""

import calendar
from datetime import date, timedelta

HOLIDAYS = {date(2024, 1, 1), date(2024, 5, 27), date(2024, 7, 4), date(2024, 12, 25)}


def easter(year):
    a = year % 19
    b, c = divmod(year, 100)
    d, e = divmod(b, 4)
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    l = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * l) // 451
    month, day = divmod(h + l - 7 * m + 114, 31)
    return date(year, month, day + 1)


def business_days(start, end):
    days = 0
    d = start
    while d < end:
        if d.weekday() < 5 and d not in HOLIDAYS:
            days += 1
        d += timedelta(days=1)
    return days


def month_grid(year, month):
    first = date(year, month, 1)
    lines = [first.strftime("%B %Y").center(20), "Mo Tu We Th Fr Sa Su"]
    cells = ["  "] * first.weekday()
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        cells.append(f"{day:2}")
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]))
    return "\n".join(lines)


def main() -> None:
    print(month_grid(2024, 2))
    print("leap years 1896-1912:", [y for y in range(1896, 1913) if calendar.isleap(y)])
    for y in (2024, 2025, 2038, 2100):
        e = easter(y)
        print(f"Easter {y}: {e.isoformat()} ({e.strftime('%A')})")
    start, end = date(2024, 1, 1), date(2024, 12, 31)
    print("business days in 2024:", business_days(start, end))
    birthday = date(1990, 6, 15)
    for years in (10, 30, 50):
        d = birthday.replace(year=birthday.year + years)
        print(f"{years}th anniversary: {d} is a {calendar.day_name[d.weekday()]}")
    delta = date(2030, 1, 1) - date(2024, 3, 15)
    print("days until 2030:", delta.days, "weeks:", delta.days // 7)


if __name__ == "__main__":
    main()
