"""Monte Carlo pi, a Gaussian histogram with %-formatting, a shuffled deck,
a memoised Fibonacci on module-level state rebound with `global`, math
extras and sys.exit/stderr."""

import random
import math
import sys

CALLS = 0
CACHE = {}


def fib(n):
    global CALLS
    CALLS += 1
    if n in CACHE:
        return CACHE[n]
    result = n if n < 2 else fib(n - 1) + fib(n - 2)
    CACHE[n] = result
    return result


def monte_carlo_pi(samples, rng):
    inside = 0
    for _ in range(samples):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1.0:
            inside += 1
    return 4.0 * inside / samples


def histogram(values, bins=5):
    lo, hi = min(values), max(values)
    width = (hi - lo) / bins or 1
    counts = [0] * bins
    for v in values:
        idx = min(int((v - lo) / width), bins - 1)
        counts[idx] += 1
    lines = []
    for i, c in enumerate(counts):
        start = lo + i * width
        lines.append("%6.2f | %-20s %d" % (start, "#" * c, c))
    return lines


def main(n: int) -> None:
    rng = random.Random(n)
    print("pi ~ %.4f" % monte_carlo_pi(2000, rng))
    data = [rng.gauss(0, 1) for _ in range(50)]
    for line in histogram(data):
        print(line)
    deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
    rng.shuffle(deck)
    print(deck[:5], rng.choice(deck), rng.randrange(0, 100, 5), round(rng.uniform(1, 2), 3))
    print(fib(30), CALLS, len(CACHE))
    print(math.floor(-2.5), math.ceil(2.1), math.sqrt(2), math.log(100, 10), math.factorial(10))
    if len(sys.argv) > 5:
        sys.exit(3)
    print("done", file=sys.stderr)


if __name__ == "__main__":
    main(int(sys.argv[1]))
