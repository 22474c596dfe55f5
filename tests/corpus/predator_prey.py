"""Predator and prey: the Lotka-Volterra equations integrated with RK4,
then an agent-based version on a grid with seeded random."""

import random

ALPHA, BETA, DELTA, GAMMA = 1.1, 0.4, 0.1, 0.4


def derivs(x, y):
    return ALPHA * x - BETA * x * y, DELTA * x * y - GAMMA * y


def rk4(x, y, dt):
    k1 = derivs(x, y)
    k2 = derivs(x + dt / 2 * k1[0], y + dt / 2 * k1[1])
    k3 = derivs(x + dt / 2 * k2[0], y + dt / 2 * k2[1])
    k4 = derivs(x + dt * k3[0], y + dt * k3[1])
    return (x + dt / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]),
            y + dt / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]))


def continuous():
    x, y = 10.0, 5.0
    peaks = []
    prev = x
    rising = True
    for step in range(1, 3001):
        x, y = rk4(x, y, 0.01)
        if rising and x < prev:
            peaks.append((round(step * 0.01, 2), round(prev, 3)))
        rising = x >= prev
        prev = x
        if step % 500 == 0:
            print(f"t={step * 0.01:5.1f} prey={x:8.3f} predators={y:8.3f}")
    print("prey peaks:", peaks)


def agents(rng, size=20, steps=30):
    grid = {}
    for _ in range(80):
        grid[(rng.randrange(size), rng.randrange(size))] = "rabbit"
    for _ in range(15):
        grid[(rng.randrange(size), rng.randrange(size))] = "fox"
    for t in range(steps):
        new = dict(grid)
        for (r, c), kind in sorted(grid.items()):
            if new.get((r, c)) != kind:
                continue
            dr, dc = rng.choice([(0, 1), (1, 0), (0, -1), (-1, 0)])
            target = ((r + dr) % size, (c + dc) % size)
            occupant = new.get(target)
            if kind == "fox" and occupant == "rabbit":
                new[target] = "fox"
                if rng.random() < 0.3:
                    del new[(r, c)]
            elif occupant is None:
                new[target] = kind
                if kind == "rabbit" and rng.random() < 0.2:
                    continue
                del new[(r, c)]
            elif kind == "fox" and rng.random() < 0.1:
                del new[(r, c)]
        grid = new
        if t % 5 == 4:
            kinds = list(grid.values())
            print(f"step {t + 1:2}: rabbits={kinds.count('rabbit'):3} foxes={kinds.count('fox'):3}")


def main() -> None:
    continuous()
    agents(random.Random(7))


if __name__ == "__main__":
    main()
