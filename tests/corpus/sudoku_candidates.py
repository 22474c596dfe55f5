"""Sudoku solver using constraint propagation plus backtracking search,
followed by an N-queens style counter for a second backtracking example."""
from __future__ import annotations

from typing import Optional

Grid = list[list[int]]

PUZZLES = {
    "easy": (
        "530070000"
        "600195000"
        "098000060"
        "800060003"
        "400803001"
        "700020006"
        "060000280"
        "000419005"
        "000080079"
    ),
    "hard": (
        "000000907"
        "000420180"
        "000705026"
        "100904000"
        "050000040"
        "000507009"
        "920108000"
        "034059000"
        "507000000"
    ),
}

stats = {"guesses": 0, "backtracks": 0}


def parse(text: str) -> Grid:
    digits = [int(ch) for ch in text if ch.isdigit()]
    if len(digits) != 81:
        raise ValueError(f"expected 81 digits, got {len(digits)}")
    return [digits[r * 9:(r + 1) * 9] for r in range(9)]


def candidates(grid: Grid, row: int, col: int) -> set[int]:
    used = set(grid[row])
    used.update(grid[r][col] for r in range(9))
    br, bc = 3 * (row // 3), 3 * (col // 3)
    for r in range(br, br + 3):
        for c in range(bc, bc + 3):
            used.add(grid[r][c])
    return set(range(1, 10)) - used


def find_best_cell(grid: Grid) -> Optional[tuple[int, int, list[int]]]:
    best = None
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                opts = sorted(candidates(grid, r, c))
                if best is None or len(opts) < len(best[2]):
                    best = (r, c, opts)
                    if len(opts) <= 1:
                        return best
    return best


def solve(grid: Grid) -> bool:
    cell = find_best_cell(grid)
    if cell is None:
        return True
    r, c, opts = cell
    for value in opts:
        stats["guesses"] += 1
        grid[r][c] = value
        if solve(grid):
            return True
        grid[r][c] = 0
    stats["backtracks"] += 1
    return False


def is_valid_solution(grid: Grid) -> bool:
    full = list(range(1, 10))
    rows_ok = all(sorted(row) == full for row in grid)
    cols_ok = all(sorted(grid[r][c] for r in range(9)) == full for c in range(9))
    boxes_ok = all(
        sorted(grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)) == full
        for br in (0, 3, 6) for bc in (0, 3, 6)
    )
    return rows_ok and cols_ok and boxes_ok


def format_grid(grid: Grid) -> str:
    lines = []
    for r, row in enumerate(grid):
        if r and r % 3 == 0:
            lines.append("------+-------+------")
        chunks = [" ".join(str(v or ".") for v in row[i:i + 3]) for i in (0, 3, 6)]
        lines.append(" | ".join(chunks))
    return "\n".join(lines)


def count_queens(n: int) -> int:
    count = 0
    cols: set[int] = set()
    diag1: set[int] = set()
    diag2: set[int] = set()

    def place(row: int) -> None:
        nonlocal count
        if row == n:
            count += 1
            return
        for c in range(n):
            if c in cols or (row + c) in diag1 or (row - c) in diag2:
                continue
            cols.add(c); diag1.add(row + c); diag2.add(row - c)
            place(row + 1)
            cols.discard(c); diag1.discard(row + c); diag2.discard(row - c)

    place(0)
    return count


def main() -> None:
    for name, text in PUZZLES.items():
        stats["guesses"] = stats["backtracks"] = 0
        grid = parse(text)
        givens = sum(1 for row in grid for v in row if v)
        solved = solve(grid)
        print(f"Puzzle {name!r}: givens={givens} solved={solved} valid={is_valid_solution(grid)}")
        print("  guesses=%(guesses)d backtracks=%(backtracks)d" % stats)
        if name == "easy":
            print(format_grid(grid))
        else:
            print("  first row:", "".join(map(str, grid[0])))
    try:
        parse("123")
    except ValueError as exc:
        print("bad puzzle rejected:", exc)
    print("queens:", [count_queens(n) for n in range(4, 9)])


if __name__ == "__main__":
    main()
