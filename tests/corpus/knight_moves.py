"""Chess move counting, lite: knight distances by BFS, a knight's tour by
Warnsdorff's rule, and perft-style counts of king and rook moves."""

from collections import deque

KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
FILES = "abcdefgh"


def square(name):
    return FILES.index(name[0]), int(name[1]) - 1


def name(sq):
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def on_board(f, r, n=8):
    return 0 <= f < n and 0 <= r < n


def knight_distance(start):
    dist = {start: 0}
    queue = deque([start])
    while queue:
        f, r = queue.popleft()
        for df, dr in KNIGHT:
            nxt = (f + df, r + dr)
            if on_board(*nxt) and nxt not in dist:
                dist[nxt] = dist[(f, r)] + 1
                queue.append(nxt)
    return dist


def tour(start, n=8):
    visited = {start: 1}
    cur = start

    def degree(sq):
        return sum(1 for df, dr in KNIGHT
                   if on_board(sq[0] + df, sq[1] + dr, n) and (sq[0] + df, sq[1] + dr) not in visited)

    for step in range(2, n * n + 1):
        options = [(cur[0] + df, cur[1] + dr) for df, dr in KNIGHT]
        options = [o for o in options if on_board(o[0], o[1], n) and o not in visited]
        if not options:
            return visited, False
        cur = min(options, key=lambda o: (degree(o), o))
        visited[cur] = step
    return visited, True


def slider_moves(f, r, blockers, directions):
    count = 0
    for df, dr in directions:
        nf, nr = f + df, r + dr
        while on_board(nf, nr):
            count += 1
            if (nf, nr) in blockers:
                break
            nf, nr = nf + df, nr + dr
    return count


def main() -> None:
    dist = knight_distance(square("a1"))
    for rank in range(7, -1, -1):
        print(" ".join(str(dist[(f, rank)]) for f in range(8)))
    print("farthest from a1:", name(max(dist, key=lambda s: (dist[s], s))))
    visited, ok = tour(square("a1"))
    print("tour complete:", ok)
    for rank in range(7, -1, -1):
        print(" ".join(f"{visited.get((f, rank), 0):2}" for f in range(8)))
    blockers = {square(s) for s in ["d6", "b4", "f2", "g5"]}
    rook = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    bishop = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    for piece, dirs in (("rook", rook), ("bishop", bishop), ("queen", rook + bishop)):
        total = sum(slider_moves(f, r, blockers, dirs) for f in range(8) for r in range(8))
        print(f"{piece}: {total} moves summed over all squares, {slider_moves(3, 3, blockers, dirs)} from d4")


if __name__ == "__main__":
    main()
