"""Game of life + maze solver + inventory, typical hobby code."""
import random
from collections import deque

WIDTH, HEIGHT = 12, 8
DIRS = [(0, 1), (1, 0), (0, -1), (-1, 0)]
grid = []
visited = set()


def make_grid(seed):
    global grid
    rng = random.Random(seed)
    grid = [[1 if rng.random() < 0.3 else 0 for _ in range(WIDTH)] for _ in range(HEIGHT)]
    grid[0][0] = 0
    grid[HEIGHT - 1][WIDTH - 1] = 0


def neighbours(r, c):
    for dr, dc in DIRS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < HEIGHT and 0 <= nc < WIDTH and grid[nr][nc] == 0:
            yield nr, nc


def bfs(start, goal):
    queue = deque([(start, [start])])
    visited.clear()
    visited.add(start)
    while queue:
        (r, c), path = queue.popleft()
        if (r, c) == goal:
            return path
        for nxt in neighbours(r, c):
            if nxt not in visited:
                visited.add(nxt)
                queue.append((nxt, path + [nxt]))
    return None


def life_step(cells):
    counts = {}
    for (r, c) in cells:
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if dr or dc:
                    key = (r + dr, c + dc)
                    counts[key] = counts.get(key, 0) + 1
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in cells)}


def render(path):
    rows = []
    on_path = set(path or [])
    for r in range(HEIGHT):
        row = ""
        for c in range(WIDTH):
            if (r, c) in on_path:
                row += "*"
            elif grid[r][c]:
                row += "#"
            else:
                row += "."
        rows.append(row)
    return "\n".join(rows)


class Item:
    def __init__(self, name, weight, value):
        self.name, self.weight, self.value = name, weight, value

    def __repr__(self):
        return "Item(%s, %d, %.1f)" % (self.name, self.weight, self.value)


def knapsack(items, cap):
    best = [[0.0] * (cap + 1) for _ in range(len(items) + 1)]
    for i, it in enumerate(items, 1):
        for w in range(cap + 1):
            best[i][w] = best[i - 1][w]
            if it.weight <= w:
                best[i][w] = max(best[i][w], best[i - 1][w - it.weight] + it.value)
    chosen, w = [], cap
    for i in range(len(items), 0, -1):
        if best[i][w] != best[i - 1][w]:
            chosen.append(items[i - 1])
            w -= items[i - 1].weight
    return best[-1][-1], chosen[::-1]


def main(seed: int) -> None:
    make_grid(seed)
    path = bfs((0, 0), (HEIGHT - 1, WIDTH - 1))
    print(render(path))
    print("path length:", len(path) if path else "no path", "visited:", len(visited))
    glider = {(0, 1), (1, 2), (2, 0), (2, 1), (2, 2)}
    for _ in range(4):
        glider = life_step(glider)
    print(sorted(glider))
    items = [Item("map", 9, 150), Item("compass", 13, 35.5), Item("water", 153, 200), Item("sandwich", 50, 160)]
    value, chosen = knapsack(items, 200)
    print(value, chosen)
    a, *rest = [c.name for c in chosen]
    print(a, rest, f"{len(rest):02d}")


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
