"""The logic of Go, lite: a board with stone groups, liberties, captures and
the ko rule, played out by seeded random players (after the go benchmark)."""

import random

SIZE = 9
EMPTY, BLACK, WHITE = ".", "X", "O"


class Board:
    def __init__(self):
        self.grid = [[EMPTY] * SIZE for _ in range(SIZE)]
        self.ko = None
        self.captured = {BLACK: 0, WHITE: 0}

    def neighbours(self, r, c):
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
                yield r + dr, c + dc

    def group(self, r, c):
        colour = self.grid[r][c]
        stones, libs, stack = {(r, c)}, set(), [(r, c)]
        while stack:
            cur = stack.pop()
            for n in self.neighbours(*cur):
                v = self.grid[n[0]][n[1]]
                if v == EMPTY:
                    libs.add(n)
                elif v == colour and n not in stones:
                    stones.add(n)
                    stack.append(n)
        return stones, libs

    def legal(self, r, c, colour):
        if self.grid[r][c] != EMPTY or (r, c) == self.ko:
            return False
        self.grid[r][c] = colour
        try:
            if self.group(r, c)[1]:
                return True
            other = WHITE if colour == BLACK else BLACK
            return any(self.grid[n[0]][n[1]] == other and not self.group(*n)[1]
                       for n in self.neighbours(r, c))
        finally:
            self.grid[r][c] = EMPTY

    def play(self, r, c, colour):
        self.grid[r][c] = colour
        other = WHITE if colour == BLACK else BLACK
        removed = []
        for n in self.neighbours(r, c):
            if self.grid[n[0]][n[1]] == other:
                stones, libs = self.group(*n)
                if not libs:
                    for s in stones:
                        self.grid[s[0]][s[1]] = EMPTY
                    removed.extend(stones)
        self.captured[colour] += len(set(removed))
        self.ko = removed[0] if len(set(removed)) == 1 else None

    def score(self):
        counts = {BLACK: 0, WHITE: 0}
        for r in range(SIZE):
            for c in range(SIZE):
                v = self.grid[r][c]
                if v != EMPTY:
                    counts[v] += 1
                else:
                    around = {self.grid[n[0]][n[1]] for n in self.neighbours(r, c)}
                    if len(around) == 1 and EMPTY not in around:
                        counts[around.pop()] += 1
        return counts

    def __str__(self):
        return "\n".join(" ".join(row) for row in self.grid)


def eye_like(board, r, c, colour):
    return all(board.grid[n[0]][n[1]] == colour for n in board.neighbours(r, c))


def playout(seed, max_moves=250):
    rng = random.Random(seed)
    board = Board()
    colour, passes, moves = BLACK, 0, 0
    while passes < 2 and moves < max_moves:
        empties = [(r, c) for r in range(SIZE) for c in range(SIZE)
                   if board.grid[r][c] == EMPTY and not eye_like(board, r, c, colour)]
        rng.shuffle(empties)
        for r, c in empties:
            if board.legal(r, c, colour):
                board.play(r, c, colour)
                passes = 0
                break
        else:
            passes += 1
        moves += 1
        colour = WHITE if colour == BLACK else BLACK
    return board, moves


def main() -> None:
    wins = {BLACK: 0, WHITE: 0}
    for seed in range(3):
        board, moves = playout(seed)
        s = board.score()
        winner = BLACK if s[BLACK] > s[WHITE] + 6.5 else WHITE
        wins[winner] += 1
        print(f"game {seed}: {moves} moves, score {s}, captures {board.captured}, winner {winner}")
    print(board)
    print(wins)


if __name__ == "__main__":
    main()
