"""The logic of 2048: sliding and merging rows in four directions, random
tile spawns from a seeded generator, and a greedy player."""

import random

SIZE = 4


def merge_row(row):
    tiles = [v for v in row if v]
    out, score, i = [], 0, 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            out.append(tiles[i] * 2)
            score += tiles[i] * 2
            i += 2
        else:
            out.append(tiles[i])
            i += 1
    return out + [0] * (SIZE - len(out)), score


def transpose(board):
    return [list(col) for col in zip(*board)]


def move(board, direction):
    if direction in ("up", "down"):
        board = transpose(board)
    rev = direction in ("right", "down")
    new, total = [], 0
    for row in board:
        r = row[::-1] if rev else row
        merged, s = merge_row(r)
        new.append(merged[::-1] if rev else merged)
        total += s
    if direction in ("up", "down"):
        new = transpose(new)
    return new, total


def spawn(board, rng):
    empty = [(r, c) for r in range(SIZE) for c in range(SIZE) if not board[r][c]]
    if empty:
        r, c = rng.choice(empty)
        board[r][c] = 4 if rng.random() < 0.1 else 2


def show(board):
    return "\n".join("".join(f"{v or '.':>6}" for v in row) for row in board)


def main() -> None:
    for row in ([2, 2, 2, 2], [2, 0, 2, 4], [4, 4, 8, 8], [0, 0, 0, 2]):
        print(row, "->", merge_row(row))
    rng = random.Random(2048)
    board = [[0] * SIZE for _ in range(SIZE)]
    spawn(board, rng)
    spawn(board, rng)
    score = moves = 0
    while True:
        options = []
        for d in ("left", "up", "right", "down"):
            nb, s = move(board, d)
            if nb != board:
                empties = sum(row.count(0) for row in nb)
                options.append((s + empties, d, nb, s))
        if not options:
            break
        options.sort(key=lambda o: -o[0])
        _, d, board, s = options[0]
        score += s
        moves += 1
        spawn(board, rng)
    print(show(board))
    print(f"game over after {moves} moves, score {score}, best tile {max(map(max, board))}")


if __name__ == "__main__":
    main()
