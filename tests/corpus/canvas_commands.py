"""A drawing command interpreter: parse lines into tuples, dispatch with
match/case on tuple shapes, a canvas of lists of str, enum colours, and
a summary with Counter."""

import sys
from collections import Counter
from enum import Enum


class Colour(Enum):
    RED = "r"
    GREEN = "g"
    BLUE = "b"


def parse(line):
    parts = line.split()
    if not parts:
        return ("noop",)
    cmd, *rest = parts
    if cmd == "rect":
        x, y, w, h = map(int, rest[:4])
        return ("rect", x, y, w, h, Colour(rest[4]) if len(rest) > 4 else Colour.RED)
    if cmd == "dot":
        return ("dot", int(rest[0]), int(rest[1]))
    if cmd == "clear":
        return ("clear",)
    raise ValueError(f"unknown command {cmd!r}")


class Canvas:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.cells = [["." for _ in range(w)] for _ in range(h)]
        self.used = Counter()

    def put(self, x, y, ch):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.cells[y][x] = ch
            self.used[ch] += 1

    def run(self, command):
        match command:
            case ("rect", x, y, w, h, colour):
                for yy in range(y, y + h):
                    for xx in range(x, x + w):
                        self.put(xx, yy, colour.value)
            case ("dot", x, y):
                self.put(x, y, "*")
            case ("clear",):
                self.cells = [["." for _ in range(self.w)] for _ in range(self.h)]
            case _:
                pass

    def render(self):
        return "\n".join("".join(row) for row in self.cells)


def main(n: int) -> None:
    script = ["rect 1 1 4 2 g", "dot 0 0", "rect 3 2 3 3", "", "dot 7 1", "rect 0 4 2 1 b"]
    canvas = Canvas(8, 5)
    for i, line in enumerate(script * n):
        if i == len(script) and n > 2:
            canvas.run(parse("clear"))
        canvas.run(parse(line))
    print(canvas.render())
    print(sorted(canvas.used.items()), canvas.used.most_common(1))
    try:
        parse("circle 1 2 3")
    except ValueError as e:
        print("error:", e)
    print([c.name for c in Colour], Colour("b"), Colour.GREEN.value)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2)
