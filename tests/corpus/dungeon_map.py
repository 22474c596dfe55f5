"""Rooms-and-corridors dungeon generator with BFS flood fill and ASCII output."""
from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from enum import Enum
from typing import Iterator, NamedTuple, Optional

WIDTH, HEIGHT = 60, 22


class Tile(str, Enum):
    WALL = "#"
    FLOOR = "."
    DOOR = "+"
    STAIRS = ">"
    START = "@"


class Pos(NamedTuple):
    x: int
    y: int

    def neighbours(self) -> Iterator["Pos"]:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            yield Pos(self.x + dx, self.y + dy)


@dataclass(frozen=True)
class Room:
    x: int
    y: int
    w: int
    h: int

    @property
    def center(self) -> Pos:
        return Pos(self.x + self.w // 2, self.y + self.h // 2)

    def intersects(self, other: "Room", margin: int = 1) -> bool:
        return (self.x - margin < other.x + other.w and other.x - margin < self.x + self.w and
                self.y - margin < other.y + other.h and other.y - margin < self.y + self.h)

    def cells(self) -> Iterator[Pos]:
        for yy in range(self.y, self.y + self.h):
            for xx in range(self.x, self.x + self.w):
                yield Pos(xx, yy)


Grid = list[list[Tile]]


class Dungeon:
    def __init__(self, width: int, height: int, seed: int) -> None:
        self.width, self.height = width, height
        self.rng = random.Random(seed)
        self.grid: Grid = [[Tile.WALL] * width for _ in range(height)]
        self.rooms: list[Room] = []

    def in_bounds(self, p: Pos) -> bool:
        return 0 < p.x < self.width - 1 and 0 < p.y < self.height - 1

    def __getitem__(self, p: Pos) -> Tile:
        return self.grid[p.y][p.x]

    def __setitem__(self, p: Pos, tile: Tile) -> None:
        self.grid[p.y][p.x] = tile

    def place_rooms(self, attempts: int = 60) -> None:
        for _ in range(attempts):
            w, h = self.rng.randint(4, 10), self.rng.randint(3, 6)
            room = Room(self.rng.randint(1, self.width - w - 2), self.rng.randint(1, self.height - h - 2), w, h)
            if any(room.intersects(r) for r in self.rooms):
                continue
            self.rooms.append(room)
            for c in room.cells():
                self[c] = Tile.FLOOR

    def carve_corridor(self, a: Pos, b: Pos) -> None:
        x, y = a
        horizontal_first = self.rng.random() < 0.5
        legs = [("x", b.x), ("y", b.y)] if horizontal_first else [("y", b.y), ("x", b.x)]
        for axis, target in legs:
            while (x if axis == "x" else y) != target:
                if axis == "x":
                    x += 1 if target > x else -1
                else:
                    y += 1 if target > y else -1
                if self[Pos(x, y)] is Tile.WALL:
                    self[Pos(x, y)] = Tile.FLOOR

    def connect(self, skip_chance: float = 0.0) -> int:
        ordered = sorted(self.rooms, key=lambda r: (r.center.x, r.center.y))
        carved = 0
        for a, b in zip(ordered, ordered[1:]):
            if self.rng.random() < skip_chance:
                continue
            self.carve_corridor(a.center, b.center)
            carved += 1
        return carved

    def flood(self, start: Pos) -> dict[Pos, int]:
        dist = {start: 0}
        queue: deque[Pos] = deque([start])
        while queue:
            cur = queue.popleft()
            for nb in cur.neighbours():
                if nb not in dist and self.in_bounds(nb) and self[nb] is not Tile.WALL:
                    dist[nb] = dist[cur] + 1
                    queue.append(nb)
        return dist

    def regions(self) -> list[int]:
        seen: set[Pos] = set()
        sizes = []
        for y in range(self.height):
            for x in range(self.width):
                p = Pos(x, y)
                if self[p] is not Tile.WALL and p not in seen:
                    region = self.flood(p)
                    seen.update(region)
                    sizes.append(len(region))
        return sorted(sizes, reverse=True)

    def render(self) -> list[str]:
        return ["".join(t.value for t in row) for row in self.grid]


def build(seed: int, skip: float) -> tuple[Dungeon, Optional[Pos], int]:
    d = Dungeon(WIDTH, HEIGHT, seed)
    d.place_rooms()
    d.connect(skip)
    start = d.rooms[0].center
    dist = d.flood(start)
    far, depth = max(dist.items(), key=lambda kv: (kv[1], kv[0]))
    d[start] = Tile.START
    d[far] = Tile.STAIRS
    return d, far, depth


def main() -> None:
    random.seed(99)
    dungeon, stairs, depth = build(seed=random.randint(0, 10_000), skip=0.0)
    for line in dungeon.render():
        print(line)
    floor = sum(row.count(Tile.FLOOR) for row in dungeon.grid)
    print(f"rooms={len(dungeon.rooms)} floor={floor} stairs={tuple(stairs)} depth={depth}")
    print(f"regions={dungeon.regions()}")
    for seed in (1, 2, 3):
        d, s, dep = build(seed, skip=0.3)
        regs = d.regions()
        print(f"seed {seed}: rooms={len(d.rooms):2d} regions={len(regs)} largest={regs[0]} stairs={s} depth={dep}")


if __name__ == "__main__":
    main()
