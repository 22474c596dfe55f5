"""Minesweeper logic: mine placement with a seeded random, neighbour
counts, flood-fill reveal, and the classic annotate-a-board exercise."""

import random

BOARD = [
    " *  * ",
    "  *   ",
    "    * ",
    "   * *",
    " *  * ",
    "      ",
]


def annotate(rows):
    h = len(rows)
    w = len(rows[0]) if rows else 0
    out = []
    for r in range(h):
        line = ""
        for c in range(w):
            if rows[r][c] == "*":
                line += "*"
                continue
            n = sum(1 for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                    if 0 <= r + dr < h and 0 <= c + dc < w and rows[r + dr][c + dc] == "*")
            line += str(n) if n else " "
        out.append(line)
    return out


class Field:
    def __init__(self, width, height, mines, seed):
        rng = random.Random(seed)
        cells = [(r, c) for r in range(height) for c in range(width)]
        self.mines = set(rng.sample(cells, mines))
        self.width, self.height = width, height
        self.revealed = set()

    def neighbours(self, r, c):
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr or dc) and 0 <= r + dr < self.height and 0 <= c + dc < self.width:
                    yield r + dr, c + dc

    def count(self, r, c):
        return sum((n in self.mines) for n in self.neighbours(r, c))

    def reveal(self, r, c):
        if (r, c) in self.mines:
            return False
        stack = [(r, c)]
        while stack:
            cell = stack.pop()
            if cell in self.revealed:
                continue
            self.revealed.add(cell)
            if self.count(*cell) == 0:
                stack.extend(n for n in self.neighbours(*cell) if n not in self.revealed)
        return True

    def render(self, show_mines=False):
        lines = []
        for r in range(self.height):
            chars = []
            for c in range(self.width):
                if (r, c) in self.revealed:
                    chars.append(str(self.count(r, c) or "."))
                elif show_mines and (r, c) in self.mines:
                    chars.append("*")
                else:
                    chars.append("#")
            lines.append("".join(chars))
        return "\n".join(lines)


def main() -> None:
    print("\n".join("|" + line + "|" for line in annotate(BOARD)))
    field = Field(16, 10, 20, seed=3)
    for r, c in [(0, 0), (9, 15), (5, 8), (2, 12)]:
        ok = field.reveal(r, c)
        print(f"reveal ({r}, {c}):", "safe" if ok else "BOOM", len(field.revealed), "open")
    print(field.render(show_mines=True))
    safe = field.width * field.height - len(field.mines)
    print("cleared %.1f%%" % (100.0 * len(field.revealed) / safe))


if __name__ == "__main__":
    main()
