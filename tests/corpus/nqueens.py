"""Counts the solutions of the n-queens puzzle for boards up to 8x8 and
prints the first solution of the largest board."""


def solve(n):
    solutions = []
    cols = set()
    diag1 = set()
    diag2 = set()
    placement = []

    def place(row):
        if row == n:
            solutions.append(list(placement))
            return
        for col in range(n):
            if col in cols or (row + col) in diag1 or (row - col) in diag2:
                continue
            cols.add(col)
            diag1.add(row + col)
            diag2.add(row - col)
            placement.append(col)
            place(row + 1)
            placement.pop()
            cols.remove(col)
            diag1.remove(row + col)
            diag2.remove(row - col)

    place(0)
    return solutions


def show(board):
    n = len(board)
    for col in board:
        print(" ".join("Q" if c == col else "." for c in range(n)))


def main() -> None:
    for n in range(1, 9):
        sols = solve(n)
        print("%d queens: %d solutions" % (n, len(sols)))
    show(solve(8)[0])


if __name__ == "__main__":
    main()
