"""Connect four: a board class, win detection in four directions, and two
players (a depth-limited alpha-beta search against a seeded random one)."""

import random

ROWS, COLS = 6, 7
EMPTY = "."


class Board:
    def __init__(self):
        self.grid = [[EMPTY] * COLS for _ in range(ROWS)]
        self.heights = [0] * COLS

    def moves(self):
        order = sorted(range(COLS), key=lambda c: abs(c - COLS // 2))
        return [c for c in order if self.heights[c] < ROWS]

    def drop(self, col, piece):
        row = self.heights[col]
        self.grid[row][col] = piece
        self.heights[col] += 1
        return row

    def undo(self, col):
        self.heights[col] -= 1
        self.grid[self.heights[col]][col] = EMPTY

    def wins(self, row, col):
        piece = self.grid[row][col]
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            count = 1
            for sign in (1, -1):
                r, c = row + dr * sign, col + dc * sign
                while 0 <= r < ROWS and 0 <= c < COLS and self.grid[r][c] == piece:
                    count += 1
                    r, c = r + dr * sign, c + dc * sign
            if count >= 4:
                return True
        return False

    def __str__(self):
        return "\n".join(" ".join(row) for row in reversed(self.grid))


def score(board, piece):
    center = sum(1 for r in range(ROWS) if board.grid[r][COLS // 2] == piece)
    return center * 3


def alphabeta(board, depth, alpha, beta, me, other):
    best_col = None
    moves = board.moves()
    if depth == 0 or not moves:
        return score(board, me) - score(board, other), None
    for col in moves:
        row = board.drop(col, me)
        if board.wins(row, col):
            value = 1000 + depth
        else:
            value = -alphabeta(board, depth - 1, -beta, -alpha, other, me)[0]
        board.undo(col)
        if value > alpha:
            alpha, best_col = value, col
        if alpha >= beta:
            break
    return alpha, best_col


def play(seed):
    rng = random.Random(seed)
    board = Board()
    turn = 0
    while board.moves():
        piece = "X" if turn % 2 == 0 else "O"
        if piece == "X":
            _, col = alphabeta(board, 4, -10 ** 6, 10 ** 6, "X", "O")
        else:
            col = rng.choice(board.moves())
        row = board.drop(col, piece)
        turn += 1
        if board.wins(row, col):
            return piece, turn, board
    return None, turn, board


def main() -> None:
    tally = {"X": 0, "O": 0, None: 0}
    for seed in range(4):
        who, turns, board = play(seed)
        tally[who] += 1
        print(f"game {seed}: {who or 'nobody'} wins after {turns} moves")
    print(board)
    print("tally", tally)


if __name__ == "__main__":
    main()
