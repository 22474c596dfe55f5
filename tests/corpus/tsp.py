"""The travelling salesman on a dozen towns: brute force over permutations
for the first few, then Held-Karp dynamic programming with a memoised
recursive function for all of them."""

import itertools
import math
import sys
from collections import namedtuple
from functools import lru_cache

Town = namedtuple('Town', ['name', 'x', 'y'])

TOWNS = [
    Town('Ashford', 0.0, 0.0),
    Town('Bexley', 3.0, 7.5),
    Town('Crawley', 9.2, 2.1),
    Town('Dover', 12.5, 8.8),
    Town('Epsom', 5.5, 12.0),
    Town('Frome', 1.2, 15.3),
    Town('Goole', 14.0, 14.0),
    Town('Hythe', 7.7, 5.0),
    Town('Ilford', 10.1, 18.4),
    Town('Jarrow', 2.8, 20.6),
    Town('Keswick', 16.4, 3.3),
    Town('Leek', 18.9, 11.7),
]


def dist(a, b):
    return math.hypot(a.x - b.x, a.y - b.y)


def tour_length(tour):
    return sum(dist(tour[i], tour[i - 1]) for i in range(len(tour)))


def brute_force(towns):
    first, rest = towns[0], towns[1:]
    best = None
    for perm in itertools.permutations(rest):
        tour = (first,) + perm
        if best is None or tour_length(tour) < tour_length(best):
            best = tour
    return best


def held_karp(towns):
    n = len(towns)

    @lru_cache(maxsize=None)
    def cost(visited, last):
        # shortest path from town 0 through the set `visited` ending at `last`
        if visited == (1 << last) | 1:
            return dist(towns[0], towns[last]), (0, last)
        best = (math.inf, ())
        prev_set = visited & ~(1 << last)
        for k in range(1, n):
            if k != last and prev_set & (1 << k):
                c, path = cost(prev_set, k)
                c += dist(towns[k], towns[last])
                if c < best[0]:
                    best = (c, path + (last,))
        return best

    full = (1 << n) - 1
    results = []
    for last in range(1, n):
        c, path = cost(full, last)
        results.append((c + dist(towns[last], towns[0]), path))
    length, path = min(results)
    return length, [towns[i] for i in path], cost.cache_info().currsize


def show(label, tour, length):
    sys.stdout.write("%-12s %8.3f  %s\n" % (label, length, ' '.join(t.name[:3] for t in tour)))


def main(brute: int = 8) -> None:
    tour = brute_force(TOWNS[:brute])
    show("brute(%d)" % brute, tour, tour_length(tour))
    length, tour, states = held_karp(TOWNS[:brute])
    show("dp(%d)" % brute, tour, length)
    length, tour, states = held_karp(TOWNS)
    show("dp(%d)" % len(TOWNS), tour, length)
    sys.stdout.write("%d memoised states\n" % states)
    print(TOWNS[0], TOWNS[-1]._replace(name='Ludlow'))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
