"""Cellular automata playground: Conway's Life on a torus seeded from
`random`, an elementary 1-D automaton (rule 30 / rule 90), and a stochastic
forest-fire model."""
from __future__ import annotations

import random
from collections import Counter
from typing import Iterator

WIDTH, HEIGHT = 32, 16
EMPTY, TREE, FIRE = 0, 1, 2
SYMBOLS = {EMPTY: ".", TREE: "T", FIRE: "*"}

generation_count = 0

Board = list[list[bool]]


def random_board(w: int, h: int, density: float) -> Board:
    return [[random.random() < density for _ in range(w)] for _ in range(h)]


def neighbours(board: Board, r: int, c: int) -> int:
    h, w = len(board), len(board[0])
    total = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                total += board[(r + dr) % h][(c + dc) % w]
    return total


def life_step(board: Board) -> Board:
    global generation_count
    generation_count += 1
    h, w = len(board), len(board[0])
    new = [[False] * w for _ in range(h)]
    for r in range(h):
        for c in range(w):
            n = neighbours(board, r, c)
            new[r][c] = n == 3 or (board[r][c] and n == 2)
    return new


def population(board: Board) -> int:
    return sum(map(sum, board))


def board_key(board: Board) -> tuple:
    return tuple(tuple(row) for row in board)


def run_life(steps: int) -> tuple[Board, list[int], int | None]:
    board = random_board(WIDTH, HEIGHT, 0.35)
    seen: dict[tuple, int] = {board_key(board): 0}
    history = [population(board)]
    cycle_at = None
    for i in range(1, steps + 1):
        board = life_step(board)
        history.append(population(board))
        key = board_key(board)
        if key in seen and cycle_at is None:
            cycle_at = i
            break
        seen[key] = i
    return board, history, cycle_at


def elementary(rule: int, width: int) -> Iterator[str]:
    table = {tuple(int(b) for b in f"{i:03b}"): (rule >> i) & 1 for i in range(8)}
    cells = [0] * width
    cells[width // 2] = 1
    while True:
        yield "".join("#" if x else " " for x in cells).rstrip()
        cells = [table[(cells[i - 1], cells[i], cells[(i + 1) % width])] for i in range(width)]


class ForestFire:
    def __init__(self, size: int, p_grow: float, p_lightning: float) -> None:
        self.size = size
        self.p_grow = p_grow
        self.p_lightning = p_lightning
        self.grid = [[TREE if random.random() < 0.5 else EMPTY for _ in range(size)]
                     for _ in range(size)]

    def burning_neighbour(self, r: int, c: int) -> bool:
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < self.size and 0 <= cc < self.size and self.grid[rr][cc] == FIRE:
                return True
        return False

    def step(self) -> None:
        new = [row[:] for row in self.grid]
        for r, row in enumerate(self.grid):
            for c, cell in enumerate(row):
                if cell == FIRE:
                    new[r][c] = EMPTY
                elif cell == TREE:
                    if self.burning_neighbour(r, c) or random.random() < self.p_lightning:
                        new[r][c] = FIRE
                elif random.random() < self.p_grow:
                    new[r][c] = TREE
        self.grid = new

    def census(self) -> Counter:
        return Counter(cell for row in self.grid for cell in row)

    def __str__(self) -> str:
        return "\n".join("".join(SYMBOLS[c] for c in row) for row in self.grid)


def main() -> None:
    random.seed(1234)
    board, history, cycle_at = run_life(120)
    print(f"Life: {len(history) - 1} generations, populations start={history[0]} end={history[-1]}")
    print("  peak=%d min=%d cycle=%s" % (max(history), min(history), cycle_at))
    print("  every 20th:", history[::20])
    for row in board[:4]:
        print("  |" + "".join("o" if x else " " for x in row) + "|")

    for rule in (30, 90):
        print(f"Rule {rule}:")
        gen = elementary(rule, 31)
        for _ in range(6):
            print("  " + next(gen))

    fire = ForestFire(20, p_grow=0.05, p_lightning=0.002)
    for t in range(1, 41):
        fire.step()
        if t % 10 == 0:
            c = fire.census()
            print(f"Forest t={t:2d}: trees={c[TREE]:3d} fire={c[FIRE]:3d} empty={c[EMPTY]:3d}")
    print("\n".join(str(fire).splitlines()[:3]))
    print("total life generations computed:", generation_count)


if __name__ == "__main__":
    main()
