"""A backtracking sudoku solver with candidate sets, solving puzzles given
as strings and printing the grids."""

PUZZLES = [
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
    "000000907000420180000705026100904000050000040000507009920108000034059000507000000",
]


def parse(text):
    return [[int(text[r * 9 + c]) for c in range(9)] for r in range(9)]


def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


def solve(grid, stats):
    best = None
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                cands = candidates(grid, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
    if best is None:
        return True
    r, c, cands = best
    for d in cands:
        stats["tries"] += 1
        grid[r][c] = d
        if solve(grid, stats):
            return True
    grid[r][c] = 0
    stats["backtracks"] += 1
    return False


def show(grid):
    lines = []
    for r, row in enumerate(grid):
        if r in (3, 6):
            lines.append("------+-------+------")
        parts = [" ".join(str(v) for v in row[k:k + 3]) for k in (0, 3, 6)]
        lines.append(" | ".join(parts))
    return "\n".join(lines)


def valid(grid):
    units = [row for row in grid] + [[grid[r][c] for r in range(9)] for c in range(9)]
    units += [[grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)]
              for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(sorted(u) == list(range(1, 10)) for u in units)


def main() -> None:
    for text in PUZZLES:
        grid = parse(text)
        stats = {"tries": 0, "backtracks": 0}
        ok = solve(grid, stats)
        print("solved" if ok else "no solution", stats)
        print(show(grid))
        print("valid:", valid(grid))


if __name__ == "__main__":
    main()
