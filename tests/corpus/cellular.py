"""Elementary cellular automata (rules 30, 90, 110) drawn in text, with
population counts and a check for repeating states."""

RULES = (30, 90, 110, 184)


def step(cells, rule):
    n = len(cells)
    table = [(rule >> i) & 1 for i in range(8)]
    return [table[cells[(i - 1) % n] << 2 | cells[i] << 1 | cells[(i + 1) % n]]
            for i in range(n)]


def run(rule, width, generations):
    cells = [0] * width
    cells[width // 2] = 1
    history = [cells]
    for _ in range(generations):
        cells = step(cells, rule)
        history.append(cells)
    return history


def first_repeat(rule, width):
    cells = [1 if (i * i + 3 * i) % 7 < 3 else 0 for i in range(width)]
    seen = {}
    t = 0
    while tuple(cells) not in seen:
        seen[tuple(cells)] = t
        cells = step(cells, rule)
        t += 1
    return seen[tuple(cells)], t - seen[tuple(cells)]


def main() -> None:
    for rule in RULES:
        history = run(rule, 41, 16)
        print(f"rule {rule}:")
        for row in history:
            print("".join("#" if c else "." for c in row))
        counts = [sum(row) for row in history]
        print("population", counts)
    for rule in RULES:
        start, period = first_repeat(rule, 12)
        print("rule %3d on 12 cells: cycle from step %d, period %d" % (rule, start, period))


if __name__ == "__main__":
    main()
