"""Tic-tac-toe with full minimax (memoized on the board string), a game
played out between two perfect players, and position counts."""

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8),
         (0, 4, 8), (2, 4, 6)]

memo = {}


def winner(board):
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


def minimax(board, player):
    key = board + player
    if key in memo:
        return memo[key]
    w = winner(board)
    if w is not None:
        result = (1 if w == "X" else -1, None)
    elif " " not in board:
        result = (0, None)
    else:
        best = None
        other = "O" if player == "X" else "X"
        for i, cell in enumerate(board):
            if cell != " ":
                continue
            score, _ = minimax(board[:i] + player + board[i + 1:], other)
            if best is None or (player == "X" and score > best[0]) or \
                    (player == "O" and score < best[0]):
                best = (score, i)
        result = best
    memo[key] = result
    return result


def show(board):
    rows = [" | ".join(board[r * 3:r * 3 + 3]) for r in range(3)]
    return "\n---------\n".join(rows)


def count_games(board="         ", player="X"):
    if winner(board) or " " not in board:
        return 1
    nxt = "O" if player == "X" else "X"
    return sum(count_games(board[:i] + player + board[i + 1:], nxt)
               for i in range(9) if board[i] == " ")


def main() -> None:
    board, player = "         ", "X"
    while winner(board) is None and " " in board:
        score, move = minimax(board, player)
        board = board[:move] + player + board[move + 1:]
        print(f"{player} plays {move} (value {score:+d})")
        player = "O" if player == "X" else "X"
    print(show(board))
    print("result:", winner(board) or "draw")
    print("positions evaluated:", len(memo))
    print("X to win from", repr("X O  O  X"), "->", minimax("X O  O  X", "X"))
    print("complete games:", count_games())


if __name__ == "__main__":
    main()
