"""Conway's game of life on a small torus. The board is a list of lists held
in a module-level variable that step() replaces each generation."""

WIDTH = 16
HEIGHT = 12
GENERATIONS = 30

ALIVE = '#'
DEAD = '.'

board = [[False] * WIDTH for _ in range(HEIGHT)]
generation = 0


def seed(pattern, top, left):
    for dy, row in enumerate(pattern):
        for dx, ch in enumerate(row):
            board[top + dy][left + dx] = ch == ALIVE


def neighbours(y, x):
    count = 0
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if dy == 0 and dx == 0:
                continue
            if board[(y + dy) % HEIGHT][(x + dx) % WIDTH]:
                count += 1
    return count


def step():
    global board, generation
    new = [[False] * WIDTH for _ in range(HEIGHT)]
    for y in range(HEIGHT):
        for x in range(WIDTH):
            n = neighbours(y, x)
            if board[y][x]:
                new[y][x] = n in (2, 3)
            else:
                new[y][x] = n == 3
    board = new
    generation += 1


def population():
    return sum(row.count(True) for row in board)


def show():
    print("generation %d, population %d" % (generation, population()))
    for row in board:
        print(''.join(ALIVE if cell else DEAD for cell in row))


GLIDER = [".#.",
          "..#",
          "###"]
BLINKER = ["###"]
TOAD = [".###",
        "###."]


def main() -> None:
    seed(GLIDER, 0, 0)
    seed(BLINKER, 2, 10)
    seed(TOAD, 8, 6)
    show()
    for _ in range(GENERATIONS):
        step()
        if generation % 10 == 0:
            show()


if __name__ == "__main__":
    main()
