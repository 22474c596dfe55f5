"""Breadth-first search through a maze drawn in ASCII; prints the shortest
path's length and the maze with the path marked."""

from collections import deque

MAZE = """\
###################
#S    #     #     #
# ### # ### # ### #
# #   #   #   #   #
# # ##### ##### # #
# #     #       # #
# ##### # ### # # #
#     # #   # #   #
##### # ### # ### #
#     #   # #     #
# ####### # ##### #
#                E#
###################"""

WALL = '#'
MOVES = [(0, 1), (1, 0), (0, -1), (-1, 0)]


def find(grid, ch):
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return r, c
    raise ValueError("no %r in maze" % ch)


def bfs(grid, start, goal):
    rows, cols = len(grid), len(grid[0])
    came_from = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if cell == goal:
            break
        r, c = cell
        for dr, dc in MOVES:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != WALL \
                    and (nr, nc) not in came_from:
                came_from[(nr, nc)] = cell
                queue.append((nr, nc))
    else:
        return None, len(came_from)
    path = []
    cell = goal
    while cell is not None:
        path.append(cell)
        cell = came_from[cell]
    return path[::-1], len(came_from)


def main() -> None:
    grid = MAZE.splitlines()
    start = find(grid, 'S')
    goal = find(grid, 'E')
    path, explored = bfs(grid, start, goal)
    if path is None:
        print("no way out")
        return
    print("path of %d steps, %d cells explored" % (len(path) - 1, explored))
    canvas = [list(row) for row in grid]
    for r, c in path[1:-1]:
        canvas[r][c] = '.'
    for row in canvas:
        print(''.join(row))
    turns = sum(1 for a, b, c in zip(path, path[1:], path[2:])
                if (b[0] - a[0], b[1] - a[1]) != (c[0] - b[0], c[1] - b[1]))
    print("turns:", turns)
    walled = [(r, c) for r, c in path if grid[r][c] == WALL]
    assert not walled, walled


if __name__ == "__main__":
    main()
