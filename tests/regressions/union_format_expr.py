"""Not a fuzzer find: issue #25's format spec of a computed union (game_2048's
`f"{v or '.':>6}"`: an int | str made by `or` inside a generator, not a
variable): the value is evaluated once and formatted as the member it holds,
as CPython does; with conditional expressions, format() and mixed widths.
"""
# entry: union_cells
# inputs: [[[0, 2, 4, 0], [1024, 0, 8, 16], [0, 0, 0, 2]], 5]


def show(board: list[list[int]], width: int) -> str:
    return "\n".join("".join(f"{v or '.':>{width}}" for v in row) for row in board)


def union_cells(board: list[list[int]], width: int) -> list[str]:
    out = [show(board, width)]
    for row in board:
        out.append("|".join(f"{(v if v > 4 else 'lo'):^6}" for v in row))
        out.append(",".join(format(v * 1.5 if v else "-", ">7") for v in row))
        out.append(" ".join(f"{v > 2 or 'no'!s:<5}" for v in row))
        pair = [len(row) - width, 1.5]
        out.append(f"{abs(pair[0]):>6}|{abs(pair[1]):<6}|{-pair[0]:+}")
    return out
