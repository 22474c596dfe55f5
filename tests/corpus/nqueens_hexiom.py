"""Puzzle benchmarks: N-Queens (permutation based) and a tiny hexiom-like tiling solver."""
from __future__ import annotations

from itertools import permutations
from typing import Iterator, Sequence

Board = tuple[int, ...]


def permutations_filtered(n: int) -> Iterator[Board]:
    cols = range(n)
    for vec in permutations(cols):
        if n == len({vec[i] + i for i in cols}) == len({vec[i] - i for i in cols}):
            yield vec


def n_queens(queen_count: int) -> list[Board]:
    return list(permutations_filtered(queen_count))


def backtrack_queens(n: int) -> int:
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
            cols.add(c)
            diag1.add(row + c)
            diag2.add(row - c)
            place(row + 1)
            cols.discard(c)
            diag1.discard(row + c)
            diag2.discard(row - c)

    place(0)
    return count


def render(board: Sequence[int]) -> str:
    lines = []
    for col in board:
        lines.append(" ".join("Q" if i == col else "." for i in range(len(board))))
    return "\n".join(lines)


# --- hexiom-lite -----------------------------------------------------------
# A line of cells; each cell must hold a tile whose number equals the count
# of occupied neighbours (within distance 1 on a small hex-ish graph).

class Hex:
    def __init__(self, size: int) -> None:
        self.size = size
        self.cells: list[tuple[int, int]] = []
        for y in range(size):
            for x in range(size):
                if abs(x - y) < size - 1 or (x + y) % 2 == 0:
                    self.cells.append((x, y))
        self.index = {c: i for i, c in enumerate(self.cells)}
        self.neighbours: list[list[int]] = []
        for (x, y) in self.cells:
            nbrs = []
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)):
                j = self.index.get((x + dx, y + dy))
                if j is not None:
                    nbrs.append(j)
            self.neighbours.append(nbrs)

    def __len__(self) -> int:
        return len(self.cells)


class Solver:
    def __init__(self, hexagon: Hex, occupied: int) -> None:
        self.hex = hexagon
        self.occupied = occupied
        self.solutions = 0
        self.first: list[int] | None = None

    def consistent(self, layout: list[int], upto: int) -> bool:
        for i in range(upto):
            if layout[i] < 0:
                continue
            filled = sum(1 for j in self.hex.neighbours[i] if layout[j] >= 0)
            undecided = sum(1 for j in self.hex.neighbours[i] if j >= upto)
            if filled > layout[i] or filled + undecided < layout[i]:
                return False
        return True

    def solve(self, layout: list[int] | None = None, pos: int = 0, used: int = 0) -> None:
        if layout is None:
            layout = [-1] * len(self.hex)
        if pos == len(self.hex):
            if used == self.occupied:
                self.solutions += 1
                if self.first is None:
                    self.first = list(layout)
            return
        remaining = len(self.hex) - pos
        if used + remaining < self.occupied:
            return
        # empty cell
        layout[pos] = -1
        if self.consistent(layout, pos + 1):
            self.solve(layout, pos + 1, used)
        if used < self.occupied:
            for v in range(len(self.hex.neighbours[pos]) + 1):
                layout[pos] = v
                if self.consistent(layout, pos + 1):
                    self.solve(layout, pos + 1, used + 1)
        layout[pos] = -1


def main() -> None:
    for n in range(4, 8):
        sols = n_queens(n)
        assert len(sols) == backtrack_queens(n)
        print(f"queens({n}) = {len(sols)} solutions, first={sols[0] if sols else None}")
    print(render(n_queens(6)[0]))
    print(f"backtrack queens(8) = {backtrack_queens(8)}")

    for size, occ in ((2, 2), (3, 3), (3, 5)):
        h = Hex(size)
        s = Solver(h, occ)
        s.solve()
        shown = "".join("." if v < 0 else str(v) for v in s.first) if s.first else "-"
        print(f"hexiom size={size} cells={len(h)} occupied={occ}: {s.solutions} solutions, first {shown}")


if __name__ == "__main__":
    main()
