"""calendar, the date arithmetic of CPython's Lib/calendar.py: isleap,
leapdays, weekday, monthrange, and the English day and month names (the C
locale's, as CPython's in a program that never calls setlocale). See
README.md beside this file.

weekday() is Sakamoto's formula for the proleptic Gregorian calendar where
CPython asks datetime.date(year, month, day).weekday(): the same day for
every date (years outside 1..9999 taken modulo 400, as CPython does), and
datetime's ValueError texts for a month or day out of range."""

MONDAY = 0
TUESDAY = 1
WEDNESDAY = 2
THURSDAY = 3
FRIDAY = 4
SATURDAY = 5
SUNDAY = 6

JANUARY = 1
FEBRUARY = 2

# Number of days per month (except for February in leap years).
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

_SAKAMOTO = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]


class IllegalMonthError(ValueError):
    # CPython's keeps args == (month,) and formats the text in __str__; here
    # the text is the message (str(e) is the same; repr(e) and e.args show
    # the text where CPython's show the month).
    def __init__(self, month: int):
        super().__init__("bad month number %r; must be 1-12" % month)
        self.month = month


class _localized_day:
    """calendar.day_name / day_abbr: indexed by weekday (Monday is 0)."""

    def __init__(self, names):
        self._names = names

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 7


class _localized_month:
    """calendar.month_name / month_abbr: indexed by month, [0] is ''."""

    def __init__(self, names):
        self._names = names

    def __getitem__(self, i):
        return self._names[i]

    def __len__(self):
        return 13


day_name = _localized_day(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                           "Saturday", "Sunday"])
day_abbr = _localized_day(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
month_name = _localized_month(["", "January", "February", "March", "April", "May", "June",
                               "July", "August", "September", "October", "November",
                               "December"])
month_abbr = _localized_month(["", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug",
                               "Sep", "Oct", "Nov", "Dec"])


def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2). Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not 1 <= year <= 9999:
        year = 2000 + year % 400
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    ndays = mdays[month] + (1 if month == FEBRUARY and isleap(year) else 0)
    if not 1 <= day <= ndays:
        raise ValueError("day is out of range for month")
    y = year - 1 if month < 3 else year
    sunday_first = (y + y // 4 - y // 100 + y // 400 + _SAKAMOTO[month - 1] + day) % 7
    return (sunday_first + 6) % 7


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for
    year, month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == FEBRUARY and isleap(year))
    return day1, ndays
