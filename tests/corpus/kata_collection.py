"""Coding-dojo katas: Bank OCR, Roman numerals and bowling scores, with tests."""
from __future__ import annotations

from typing import Callable, Optional, Sequence

# ---------------------------------------------------------------- Bank OCR
DIGIT_ROWS = [
    " _     _  _     _  _  _  _  _ ",
    "| |  | _| _||_||_ |_   ||_||_|",
    "|_|  ||_  _|  | _||_|  ||_| _|",
]
GLYPHS: dict[str, str] = {}
for _d in range(10):
    GLYPHS["".join(row[_d * 3:_d * 3 + 3] for row in DIGIT_ROWS)] = str(_d)


def render_number(number: str) -> list[str]:
    reverse = {v: k for k, v in GLYPHS.items()}
    return ["".join(reverse[ch][r * 3:r * 3 + 3] for ch in number) for r in range(3)]


def parse_account(lines: Sequence[str]) -> str:
    width = max(len(l) for l in lines)
    rows = [l.ljust(width) for l in lines]
    out = []
    for i in range(0, width, 3):
        glyph = "".join(row[i:i + 3] for row in rows)
        out.append(GLYPHS.get(glyph, "?"))
    return "".join(out)


def checksum_ok(account: str) -> bool:
    if "?" in account or len(account) != 9:
        return False
    return sum((9 - i) * int(c) for i, c in enumerate(account)) % 11 == 0


def status(account: str) -> str:
    if "?" in account:
        return f"{account} ILL"
    return account if checksum_ok(account) else f"{account} ERR"


# ---------------------------------------------------------------- Roman numerals
ROMAN = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
         (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n: int) -> str:
    if not 0 < n < 4000:
        raise ValueError(f"out of range: {n}")
    parts = []
    for value, sym in ROMAN:
        count, n = divmod(n, value)
        parts.append(sym * count)
    return "".join(parts)


def from_roman(s: str) -> int:
    total = 0
    for i, ch in enumerate(s):
        v = VALUES[ch]
        if i + 1 < len(s) and VALUES[s[i + 1]] > v:
            total -= v
        else:
            total += v
    if to_roman(total) != s:
        raise ValueError(f"non-canonical numeral: {s}")
    return total


# ---------------------------------------------------------------- Bowling
def parse_rolls(line: str) -> list[int]:
    rolls: list[int] = []
    for ch in line.replace(" ", ""):
        if ch == "X":
            rolls.append(10)
        elif ch == "/":
            rolls.append(10 - rolls[-1])
        elif ch == "-":
            rolls.append(0)
        else:
            rolls.append(int(ch))
    return rolls


def bowling_score(rolls: Sequence[int]) -> int:
    score = 0
    i = 0
    for frame in range(10):
        if rolls[i] == 10:
            score += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        elif rolls[i] + rolls[i + 1] == 10:
            score += 10 + rolls[i + 2]
            i += 2
        else:
            score += rolls[i] + rolls[i + 1]
            i += 2
    return score


# ---------------------------------------------------------------- test runner
Test = Callable[[], Optional[str]]
TESTS: list[tuple[str, Test]] = []


def test(fn: Test) -> Test:
    TESTS.append((fn.__name__, fn))
    return fn


@test
def test_ocr_roundtrip():
    for acct in ("123456789", "000000051", "490067715", "664371495"):
        assert parse_account(render_number(acct)) == acct
    return ", ".join(status(a) for a in ("345882865", "664371495", "490067715"))


@test
def test_ocr_illegible():
    lines = render_number("123456789")
    lines[1] = lines[1][:4] + "#" + lines[1][5:]
    return status(parse_account(lines))


@test
def test_roman():
    samples = {1: "I", 4: "IV", 9: "IX", 14: "XIV", 40: "XL", 90: "XC", 400: "CD",
               1994: "MCMXCIV", 2024: "MMXXIV", 3999: "MMMCMXCIX"}
    for n, r in samples.items():
        assert to_roman(n) == r and from_roman(r) == n
    assert all(from_roman(to_roman(n)) == n for n in range(1, 4000))
    try:
        from_roman("IIII")
    except ValueError as exc:
        return str(exc)
    return "no error?"


@test
def test_bowling():
    games = {"X X X X X X X X X XXX": 300, "9- 9- 9- 9- 9- 9- 9- 9- 9- 9-": 90,
             "5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/ 5/5": 150, "X 7/ 9- X -8 8/ -6 X X X81": 167}
    results = []
    for line, expected in games.items():
        got = bowling_score(parse_rolls(line))
        assert got == expected, (line, got)
        results.append(got)
    return str(results)


def main() -> None:
    for row in render_number("490867715"):
        print(row)
    print("parsed:", parse_account(render_number("490867715")))
    passed = 0
    for name, fn in TESTS:
        try:
            detail = fn()
            passed += 1
            print(f"ok   {name}: {detail}")
        except AssertionError as exc:
            print(f"FAIL {name}: {exc!r}")
    print(f"{passed}/{len(TESTS)} tests passed")
    print(" ".join(to_roman(y) for y in range(1990, 2000)))


if __name__ == "__main__":
    main()
