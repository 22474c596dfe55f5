"""Not a fuzzer find: issue #25's return inside try...finally (go_lite's
`legal`: place a stone, test, and take it back in `finally` whichever
return is taken), and break/continue leaving a try...finally in a loop,
return from an except clause, an exception raised through the finally:
the finally clause runs once on every way out, after the returned value is
evaluated, as in CPython.
"""
# entry: finally_paths
# inputs: [[3, 0, -2, 5, 1, 7], 4]


class Board:
    def __init__(self, n: int):
        self.cells = [0] * n
        self.undone = 0

    def try_place(self, i: int, v: int) -> bool:
        self.cells[i] = v
        try:
            if sum(self.cells) > 10:
                return False
            return any(c == v for j, c in enumerate(self.cells) if j != i)
        finally:
            self.cells[i] = 0
            self.undone += 1


def first_over(xs: list[int], limit: int, log: list[str]) -> int:
    try:
        for x in xs:
            if x > limit:
                return x * 100
    finally:
        log.append("scanned")
    return -1


def walk(xs: list[int], log: list[str]) -> int:
    total = 0
    for x in xs:
        try:
            if x < 0:
                continue
            if x == 7:
                break
            total += 12 // x
        except ZeroDivisionError:
            log.append("zero")
            return total
        finally:
            log.append(f"x={x}")
    return total


def finally_paths(xs: list[int], limit: int) -> list[str]:
    log: list[str] = []
    b = Board(len(xs) + 1)
    for i, x in enumerate(xs):
        b.cells[i] = x
        log.append(f"{i}:{b.try_place(len(xs), x)}")
    log.append(f"undone {b.undone} {b.cells}")
    log.append(str(first_over(xs, limit, log)))
    log.append(str(walk(xs, log)))
    log.append(str(walk([x for x in xs if x != 0], log)))
    try:
        first_over(xs, xs[limit * 10] if len(xs) > limit * 10 else limit, log)
        log.append(str(walk([1, 2, xs[len(xs)]], log)))
    except IndexError as e:
        log.append(f"IndexError {e}")
    return log
