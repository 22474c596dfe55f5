"""Not a fuzzer find: issue #25's *-arguments and starred targets together,
as the corpus programs mix them (transpose, cells spread into methods,
command lines split into op, *args, k-way merge). The generated-input tests
of each form are in tests/programs/lang_star_args.py.
"""
# entry: star_args_mix
# inputs: [3, ["move 1 2", "rotate", "move 0 1", "swap 2 0 1", "", "move 5"]]
import heapq


class Board:
    def __init__(self, n: int) -> None:
        self.rows = [[r * n + c for c in range(n)] for r in range(n)]
        self.log: list[str] = []

    def inside(self, r: int, c: int) -> bool:
        return 0 <= r < len(self.rows) and 0 <= c < len(self.rows)

    def move(self, r: int, c: int) -> None:
        if self.inside(r, c):
            self.log.append(f"at {self.rows[r][c]}")
        else:
            self.log.append(f"outside {r},{c}")

    def rotate(self) -> None:
        self.rows = [list(col)[::-1] for col in zip(*self.rows)]


def star_args_mix(n: int, lines: list[str]) -> list[str]:
    b = Board(n)
    for line in lines:
        try:
            op, *args = line.split()
        except ValueError as e:
            b.log.append(f"skip: {e}")
            continue
        nums = [int(a) for a in args]
        if op == "move":
            try:
                r, c = nums
            except ValueError as e:
                b.log.append(str(e))
                continue
            cell = (r, c)
            b.move(*cell)
        elif op == "rotate":
            b.rotate()
        else:
            first, *rest = nums
            b.log.append(f"{op} {first} {rest}")
    merged = list(heapq.merge(*[sorted(r) for r in b.rows]))
    head, *_, last = merged
    return b.log + [str(b.rows), str(merged), f"{head}..{last}"]
