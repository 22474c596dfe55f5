"""Not a fuzzer find: issue #25's heterogeneous values, as the corpus
programs write them: a conditional expression of an int and a str (roman
numerals), `name or "nobody"` of a str | None, `v or "."` of an int, dict
and list displays of mixed scalars (a record, a payout table, a matrix row
of ints and floats), each then printed, compared, sorted, narrowed, and
int | float values in arithmetic, abs() and format specs. The values keep
their own type, as in CPython: 1 prints `1`, not `1.0`.
"""
# entry: heterogeneous_mix
# inputs: [["XIV", "7", "", "MMXX", "0", "ix"], 9007199254740993]
from typing import Optional

ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "M": 1000}


def from_roman(text: str) -> int:
    total = 0
    for i, ch in enumerate(text):
        v = ROMAN.get(ch, 0)
        if i + 1 < len(text) and ROMAN.get(text[i + 1], 0) > v:
            total -= v
        else:
            total += v
    return total


def winner(scores: dict[str, int]) -> Optional[str]:
    best: Optional[str] = None
    for name, s in scores.items():
        if s > 0 and (best is None or s > scores[best]):
            best = name
    return best


class Bag:
    def __init__(self, items=None):
        self.items = list(items or [])  # None or []: evaluated, never returned

    def add(self, x: int) -> "Bag":
        self.items.append(x)
        return self


def render(board: list[list[int]]) -> str:
    return "\n".join("".join(str(v or ".") for v in row) for row in board)


def heterogeneous_mix(words: list[str], big: int) -> list[str]:
    out: list[str] = []
    for w in words:
        value = int(w) if w.isdigit() else w
        number = from_roman(value) if isinstance(value, str) else value
        shown = number if number else "none"
        out.append(f"{value!r}->{shown} {shown == 0} {shown == 'none'}")
    scores = {w: len(w) - 2 for w in words}
    out.append(f"winner: {winner(scores) or 'nobody'}")
    out.append(f"empty: {winner({}) or 'nobody'}")
    out.append(render([[0, 2, 0], [4, 0, 8]]))
    payout = {"blackjack": 1.5, "win": 1, "push": 0, "lose": -1}
    for outcome, rate in sorted(payout.items(), key=lambda kv: kv[1]):
        out.append(f"{outcome}: {rate} {rate!r} {rate == 1} {rate < 1}")
    record = {"sku": words[0], "qty": len(words), "tags": 3}
    for key, field in record.items():
        if isinstance(field, int):
            out.append(f"{key}={field * 2}")
        else:
            out.append(f"{key}={field.lower()}")
    row = [big, 9007199254740992.0, 1, 0.5, -2]
    out.append(str(sorted(row)))
    out.append(str([row[0] == row[1], row[1] < row[0], 1 in row, row.count(1.0)]))
    mixed: list[int | str] = ["a", 1, "b", 2]
    mixed.append(len(words))
    out.append(str(mixed) + " " + str(mixed.index(1)))
    flag = len(words) > 3 and "many"
    out.append(repr(flag))
    out.append(str(Bag().add(len(words)).add(-1).items))
    bank = 100
    for outcome, rate in payout.items():  # int * (float | int): 15.0, 10, 0, -10
        won = 10 * rate
        out.append(f"{outcome} {won} {bank + won} {won / 4} {won // 3} {-won}")
    matrix = [[2, 1.5, -4], [0.25, -3, 1]]
    for r in matrix:
        pivot = max(range(len(r)), key=lambda i: abs(r[i]))
        size = abs(r[pivot])
        out.append(f"{pivot} {size:>6} {r[0] * r[1] - r[2]}")
    return out
