"""Roman numerals: conversion both ways with validation, arithmetic on
numerals through a small class, and a round-trip check over 1..3999."""

NUMERALS = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
            (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n):
    if not 0 < n < 4000:
        raise ValueError(f"{n} is out of range (1..3999)")
    out = []
    for value, sym in NUMERALS:
        count, n = divmod(n, value)
        out.append(sym * count)
    return "".join(out)


def from_roman(s):
    if not s or any(c not in VALUES for c in s):
        raise ValueError("not a roman numeral: %r" % s)
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = VALUES[a]
        total += -v if b != " " and VALUES[b] > v else v
    if to_roman(total) != s:
        raise ValueError("non-canonical numeral: %r (did you mean %s?)" % (s, to_roman(total)))
    return total


class Roman:
    def __init__(self, value):
        self.value = from_roman(value) if isinstance(value, str) else value

    def __add__(self, other):
        return Roman(self.value + other.value)

    def __mul__(self, other):
        return Roman(self.value * other.value)

    def __lt__(self, other):
        return self.value < other.value

    def __str__(self):
        return to_roman(self.value)

    def __repr__(self):
        return f"Roman({str(self)!r})"


def main() -> None:
    for n in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999):
        print(n, to_roman(n))
    print(all(from_roman(to_roman(n)) == n for n in range(1, 4000)))
    longest = max(range(1, 4000), key=lambda n: len(to_roman(n)))
    print("longest:", longest, to_roman(longest))
    print(Roman("XIV") + Roman("XXVIII"), Roman("XII") * Roman("XII"))
    print(sorted([Roman("MM"), Roman("IX"), Roman("CD")]))
    for bad in ["IIII", "VX", "ABC", ""]:
        try:
            from_roman(bad)
        except ValueError as e:
            print("error:", e)
    try:
        to_roman(4000)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
