"""N-queens the pyperformance way: permutations filtered by diagonals, and a
backtracking counter for larger boards."""

from itertools import permutations


def n_queens(queen_count):
    cols = range(queen_count)
    for vec in permutations(cols):
        if (queen_count == len(set(vec[i] + i for i in cols))
                == len(set(vec[i] - i for i in cols))):
            yield vec


def count_backtracking(n):
    count = 0
    cols, diag1, diag2 = set(), set(), set()

    def place(row):
        nonlocal count
        if row == n:
            count += 1
            return
        for c in range(n):
            if c in cols or row + c in diag1 or row - c in diag2:
                continue
            cols.add(c)
            diag1.add(row + c)
            diag2.add(row - c)
            place(row + 1)
            cols.remove(c)
            diag1.remove(row + c)
            diag2.remove(row - c)

    place(0)
    return count


def show(board):
    n = len(board)
    return "\n".join("".join("Q" if board[r] == c else "." for c in range(n)) for r in range(n))


def main() -> None:
    solutions = list(n_queens(6))
    print(len(solutions), "solutions on 6x6")
    print(show(solutions[0]))
    for n in range(1, 10):
        print("n=%d: %d" % (n, count_backtracking(n)))


if __name__ == "__main__":
    main()
