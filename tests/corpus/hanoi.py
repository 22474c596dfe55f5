"""Towers of Hanoi: the recursive solution, an iterative one, a generator of
moves, and a check that they agree."""


def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append((n, src, dst))
    hanoi(n - 1, via, dst, src, moves)


def hanoi_gen(n, src="A", dst="C", via="B"):
    if n:
        yield from hanoi_gen(n - 1, src, via, dst)
        yield n, src, dst
        yield from hanoi_gen(n - 1, via, dst, src)


def iterative(n):
    pegs = {"A": list(range(n, 0, -1)), "B": [], "C": []}
    order = ["A", "B", "C"] if n % 2 == 0 else ["A", "C", "B"]
    moves = []
    for i in range(1, 2 ** n):
        if i % 3 == 1:
            a, b = order[0], order[1]
        elif i % 3 == 2:
            a, b = order[0], order[2]
        else:
            a, b = order[1], order[2]
        if pegs[a] and (not pegs[b] or pegs[a][-1] < pegs[b][-1]):
            src, dst = a, b
        else:
            src, dst = b, a
        disk = pegs[src].pop()
        pegs[dst].append(disk)
        moves.append((disk, src, dst))
    return moves, pegs


def main(n: int) -> None:
    moves = []
    hanoi(n, "A", "C", "B", moves)
    print(f"{n} disks: {len(moves)} moves (2**n - 1 = {2 ** n - 1})")
    for disk, a, b in moves[:7]:
        print("move disk %d from %s to %s" % (disk, a, b))
    it_moves, pegs = iterative(n)
    print("iterative agrees:", it_moves == moves, pegs)
    print("generator agrees:", list(hanoi_gen(n)) == moves)
    by_disk = {}
    for disk, _, _ in moves:
        by_disk[disk] = by_disk.get(disk, 0) + 1
    print(sorted(by_disk.items()))


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
