"""A* pathfinding on grid maps given as multi-line strings, with weighted terrain."""
import heapq
from dataclasses import dataclass, field
from typing import Iterator, Optional

Pos = tuple[int, int]

TERRAIN_COST = {".": 1, "~": 5, "^": 3, "S": 1, "G": 1}
WALL = "#"

MAPS = {
    "open": """
S.........
..........
....#.....
....#.....
....#....G
""",
    "maze": """
S.#.......
..#.####..
..#....#..
..####.#..
.......#.G
""",
    "swamp": """
S...~~~...
.##.~~~.#.
..#.~~~.#.
..#.....#.
..^^^^^^#G
""",
    "blocked": """
S..#......
...#......
####......
.........G
""",
}


class NoPathError(Exception):
    def __init__(self, start: Pos, goal: Pos):
        super().__init__(f"no path from {start} to {goal}")
        self.start, self.goal = start, goal


@dataclass
class Grid:
    rows: list[str]
    start: Pos = field(init=False)
    goal: Pos = field(init=False)

    def __post_init__(self) -> None:
        for r, row in enumerate(self.rows):
            for c, ch in enumerate(row):
                if ch == "S":
                    self.start = (r, c)
                elif ch == "G":
                    self.goal = (r, c)

    @classmethod
    def parse(cls, text: str) -> "Grid":
        return cls([line for line in text.strip("\n").splitlines()])

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return max(len(r) for r in self.rows)

    def passable(self, p: Pos) -> bool:
        r, c = p
        return 0 <= r < self.height and 0 <= c < len(self.rows[r]) and self.rows[r][c] != WALL

    def cost(self, p: Pos) -> int:
        return TERRAIN_COST[self.rows[p[0]][p[1]]]

    def neighbors(self, p: Pos) -> Iterator[Pos]:
        r, c = p
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            q = (r + dr, c + dc)
            if self.passable(q):
                yield q


def manhattan(a: Pos, b: Pos) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def astar(grid: Grid, heuristic=manhattan) -> tuple[list[Pos], int, int]:
    start, goal = grid.start, grid.goal
    counter = 0
    h0 = heuristic(start, goal)
    frontier: list[tuple[int, int, int, Pos]] = [(h0, h0, counter, start)]
    came_from: dict[Pos, Optional[Pos]] = {start: None}
    g_score = {start: 0}
    expanded = 0
    while frontier:
        *_, cur = heapq.heappop(frontier)
        expanded += 1
        if cur == goal:
            break
        for nxt in grid.neighbors(cur):
            new_g = g_score[cur] + grid.cost(nxt)
            if nxt not in g_score or new_g < g_score[nxt]:
                g_score[nxt] = new_g
                came_from[nxt] = cur
                counter += 1
                h = heuristic(nxt, goal)
                heapq.heappush(frontier, (new_g + h, h, counter, nxt))
    else:
        raise NoPathError(start, goal)
    path = []
    node: Optional[Pos] = goal
    while node is not None:
        path.append(node)
        node = came_from[node]
    path.reverse()
    return path, g_score[goal], expanded


def render(grid: Grid, path: list[Pos]) -> list[str]:
    on_path = set(path[1:-1])
    out = []
    for r, row in enumerate(grid.rows):
        out.append("".join("*" if (r, c) in on_path else ch for c, ch in enumerate(row)))
    return out


def directions(path: list[Pos]) -> str:
    names = {(0, 1): "E", (1, 0): "S", (0, -1): "W", (-1, 0): "N"}
    steps = [names[(b[0] - a[0], b[1] - a[1])] for a, b in zip(path, path[1:])]
    # run-length encode: EEES -> 3E1S
    result, i = [], 0
    while i < len(steps):
        j = i
        while j < len(steps) and steps[j] == steps[i]:
            j += 1
        result.append(f"{j - i}{steps[i]}")
        i = j
    return " ".join(result)


def main() -> None:
    totals = {}
    for name, text in MAPS.items():
        grid = Grid.parse(text)
        print(f"== {name} ({grid.width}x{grid.height}) start={grid.start} goal={grid.goal}")
        try:
            path, cost, expanded = astar(grid)
        except NoPathError as e:
            print("  ", e)
            continue
        for line in render(grid, path):
            print("   " + line)
        print(f"   length={len(path) - 1} cost={cost} expanded={expanded}")
        print(f"   route: {directions(path)}")
        _, dijkstra_cost, dijkstra_exp = astar(grid, heuristic=lambda a, b: 0)
        assert dijkstra_cost == cost
        print(f"   dijkstra expanded {dijkstra_exp} ({dijkstra_exp - expanded:+d})")
        totals[name] = cost
    best = min(totals, key=totals.get)
    print("cheapest map: %s (%d)" % (best, totals[best]))


if __name__ == "__main__":
    main()
