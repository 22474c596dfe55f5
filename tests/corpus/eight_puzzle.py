"""The 8-puzzle solved with A* and the Manhattan heuristic, using heapq and
a dict of parents to rebuild the path."""

import heapq

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
MOVES = {"up": -3, "down": 3, "left": -1, "right": 1}


def manhattan(state):
    dist = 0
    for idx, tile in enumerate(state):
        if tile:
            goal = tile - 1
            dist += abs(idx // 3 - goal // 3) + abs(idx % 3 - goal % 3)
    return dist


def neighbours(state):
    z = state.index(0)
    for name, delta in MOVES.items():
        t = z + delta
        if t < 0 or t >= 9:
            continue
        if name in ("left", "right") and t // 3 != z // 3:
            continue
        s = list(state)
        s[z], s[t] = s[t], s[z]
        yield name, tuple(s)


def solve(start):
    frontier = [(manhattan(start), 0, start)]
    parent = {start: None}
    cost = {start: 0}
    expanded = 0
    while frontier:
        _, g, state = heapq.heappop(frontier)
        if state == GOAL:
            path = []
            while parent[state] is not None:
                move, prev = parent[state]
                path.append(move)
                state = prev
            return path[::-1], expanded
        if g > cost[state]:
            continue
        expanded += 1
        for move, nxt in neighbours(state):
            ng = g + 1
            if nxt not in cost or ng < cost[nxt]:
                cost[nxt] = ng
                parent[nxt] = (move, state)
                heapq.heappush(frontier, (ng + manhattan(nxt), ng, nxt))
    return None, expanded


def solvable(state):
    tiles = [t for t in state if t]
    inv = sum(1 for i in range(len(tiles)) for j in range(i + 1, len(tiles)) if tiles[i] > tiles[j])
    return inv % 2 == 0


def main() -> None:
    starts = [(1, 2, 3, 4, 5, 6, 0, 7, 8), (8, 6, 7, 2, 5, 4, 3, 0, 1),
              (2, 8, 3, 1, 6, 4, 7, 0, 5), (1, 2, 3, 4, 5, 6, 8, 7, 0)]
    for s in starts:
        if not solvable(s):
            print(s, "unsolvable")
            continue
        path, expanded = solve(s)
        print(s, "->", len(path), "moves,", expanded, "expanded")
        print("  ", " ".join(path[:12]) + (" ..." if len(path) > 12 else ""))


if __name__ == "__main__":
    main()
