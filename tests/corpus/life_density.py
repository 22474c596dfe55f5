"""Conway's life on a torus: list-of-lists grids, sum(map(sum, grid)), a
rendered board and %-formatted density."""

import sys
def step(grid: list[list[int]]) -> list[list[int]]:
    h, w = len(grid), len(grid[0])
    new = [[0] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            n = sum(grid[(r + dr) % h][(c + dc) % w]
                    for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
            new[r][c] = 1 if n == 3 or (n == 2 and grid[r][c]) else 0
    return new


def show(grid: list[list[int]]) -> str:
    return "\n".join("".join("#" if v else "." for v in row) for row in grid)


def main(n: int) -> None:
    grid = [[1 if (r * 7 + c * 3) % 5 == 0 else 0 for c in range(8)] for r in range(6)]
    seen = set()
    for gen in range(n):
        key = tuple(tuple(row) for row in grid)
        if key in seen:
            print("cycle at", gen)
            break
        seen.add(key)
        grid = step(grid)
    print(show(grid))
    alive = sum(map(sum, grid))
    print("alive", alive, "density %.2f" % (alive / (len(grid) * len(grid[0]))))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 6)
