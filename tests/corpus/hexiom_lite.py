"""Hexiom, lite: numbered tiles placed on a small hexagonal board so that
each tile's number equals its count of occupied neighbours, solved by
backtracking (after the hexiom benchmark)."""

from itertools import combinations

DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]


def hex_cells(radius):
    return [(q, r) for q in range(-radius, radius + 1) for r in range(-radius, radius + 1)
            if abs(q + r) <= radius]


class Board:
    def __init__(self, radius):
        self.cells = hex_cells(radius)
        index = {c: i for i, c in enumerate(self.cells)}
        self.neighbours = [[index[(q + dq, r + dr)] for dq, dr in DIRECTIONS
                            if (q + dq, r + dr) in index] for q, r in self.cells]

    def numbers(self, occupied):
        return {i: sum(1 for n in self.neighbours[i] if n in occupied) for i in occupied}


def solve(board, tiles):
    """Choose cells for the multiset `tiles` (numbers) so that every placed
    tile shows its number of occupied neighbours."""
    want = sorted(tiles)
    solutions = []
    for cells in combinations(range(len(board.cells)), len(tiles)):
        occupied = set(cells)
        nums = board.numbers(occupied)
        if sorted(nums.values()) == want:
            solutions.append(nums)
    return solutions


def render(board, nums, radius):
    lines = []
    for r in range(-radius, radius + 1):
        row = []
        for q in range(-radius, radius + 1):
            if (q, r) in board.cells:
                i = board.cells.index((q, r))
                row.append(str(nums[i]) if i in nums else ".")
        lines.append(" " * abs(r) + " ".join(row))
    return "\n".join(lines)


def main() -> None:
    for radius, tiles in [(1, [1, 1]), (1, [2, 2, 2, 3]), (2, [1, 2, 2, 1]),
                          (2, [3, 3, 3, 3, 2, 2]), (1, [6, 3, 3, 3, 3, 3, 3])]:
        board = Board(radius)
        sols = solve(board, tiles)
        print(f"radius {radius}, tiles {tiles}: {len(sols)} solutions")
        if sols:
            print(render(board, sols[0], radius))
    board = Board(2)
    degrees = sorted(len(n) for n in board.neighbours)
    print("neighbour counts on radius 2:", degrees)


if __name__ == "__main__":
    main()
