"""Not a fuzzer find: issue #25's tuples that hold None on one path and a
value on another (tictactoe's minimax: `(score, None)` at a leaf, `(score,
move)` inside, `None` before any move): the variable, the memo dict and the
recursive function's return type hold tuple[int, int | None] | None, each
value converted item by item, printed, compared, unpacked and tested with
`is None` as in CPython.
"""
# entry: best_moves
# inputs: [[3, 1, 4, 1, 5, 9, 2, 6], 3]

memo = {}


def best_split(xs: list[int], depth: int):
    key = (len(xs), depth)
    if key in memo:
        return memo[key]
    if not xs:
        result = (0, None)
    elif depth == 0:
        result = (sum(xs), None)
    else:
        best = None
        for i in range(len(xs)):
            score, _ = best_split(xs[i + 1:], depth - 1)
            score += xs[i]
            if best is None or score > best[0]:
                best = (score, i)
        result = best
    memo[key] = result
    return result


def labelled(xs: list[int]) -> list[str]:
    out = []
    for x in xs:
        pair = (x, None)
        if x % 2 == 0:
            pair = (x, x // 2)
        tag = "odd" if pair[1] is None else f"half {pair[1]}"
        out.append(f"{pair} {tag}")
    return out


def best_moves(xs: list[int], depth: int) -> list[str]:
    memo.clear()
    lines = labelled(xs)
    for d in range(depth + 1):
        got = best_split(xs, d)
        if got is None:
            lines.append("none")
            continue
        score, move = got
        lines.append(f"{d}: {got} score={score:+d} move={move} "
                     f"{'leaf' if move is None else xs[:move]}")
    lines.append(str(sorted(memo.items())[:4]))
    return lines
