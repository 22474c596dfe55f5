"""Dice games with a seeded random.Random: per-player statistics of int
scores (statistics.mean/median/pstdev of ints: an int or a float as
CPython gives), a Counter histogram drawn with #, and max(key=dict.get)."""

import random
import statistics
from collections import Counter


class Die:
    def __init__(self, sides=6, seed=None):
        self.sides = sides
        self.rng = random.Random(seed)

    def roll(self, n=1):
        return [self.rng.randint(1, self.sides) for _ in range(n)]


def simulate_game(players, rounds, die):
    scores = {p: 0 for p in players}
    history = []
    for r in range(rounds):
        for p in players:
            a, b = die.roll(2)
            pts = a + b
            if a == b:
                pts *= 2
            scores[p] += pts
            history.append((r, p, pts))
    return scores, history


def summarize(history):
    by_player = {}
    for _, p, pts in history:
        by_player.setdefault(p, []).append(pts)
    out = {}
    for p, xs in by_player.items():
        out[p] = (statistics.mean(xs), statistics.median(xs), max(xs), round(statistics.pstdev(xs), 3))
    return out


def main():
    die = Die(seed=2024)
    players = ["alice", "bob", "carol"]
    scores, history = simulate_game(players, 10, die)
    winner = max(scores, key=scores.get)
    print("scores:", scores)
    print("winner:", winner, "with", scores[winner])
    for p, (mean, med, hi, sd) in sorted(summarize(history).items()):
        print(f"{p:<6} mean={mean:.2f} median={med} max={hi} sd={sd}")
    rolls = Counter(sum(die.roll(2)) for _ in range(1000))
    for total in range(2, 13):
        bar = "#" * (rolls[total] // 10)
        print(f"{total:2d} {rolls[total]:4d} {bar}")
    doubles = sum(1 for _, _, pts in history if pts % 4 == 0)
    print("doubles-ish:", doubles, "of", len(history))


if __name__ == "__main__":
    main()
