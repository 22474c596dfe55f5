"""Not a fuzzer find: issue #25's conditional expressions whose test the
argument's type decides (roman.py's `Roman(value)`: `from_roman(value) if
isinstance(value, str) else value`, called with a str and with an int): each
instance evaluates only the live branch, so the field keeps one type (int)
as CPython's values do, and the dead branch (from_roman of an int) is never
compiled for that instance. Mixed with fields, operators and sorting.
"""
# entry: static_branches
# inputs: [["XIV", "VII", "MM", "IX"], 5]

VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def parse(s):
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = VALUES.get(a, 0)
        total += -v if b != " " and VALUES.get(b, 0) > v else v
    return total


class Num:
    def __init__(self, value):
        self.value = parse(value) if isinstance(value, str) else value
        self.label = value if isinstance(value, str) else "#" + str(value)

    def __add__(self, other):
        return Num(self.value + other.value)

    def __lt__(self, other):
        return self.value < other.value

    def __repr__(self):
        return f"Num({self.value}, {self.label!r})"


def width(x):
    return len(x) if not isinstance(x, int) else x


def static_branches(words: list[str], n: int) -> list[str]:
    nums = [Num(w) for w in words] + [Num(n), Num(n * 3)]
    out = [repr(x) for x in sorted(nums)]
    total = Num(0)
    for x in nums:
        total = total + x
    out.append(repr(total))
    out.append(str([width(w) for w in words] + [width(n), width(-n)]))
    return out
