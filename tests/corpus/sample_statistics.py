"""Descriptive statistics over generated samples: running mean and variance
(Welford), percentiles by sorting, a histogram with str.ljust bars, z-scores
and a least-squares line."""

import math
import sys


def samples(n, seed=7):
    x = seed
    out = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2**31
        out.append((x % 1000) / 10)
    return out


class Running:
    def __init__(self):
        self.n = 0
        self.mean = 0.0
        self.m2 = 0.0
        self.lo = math.inf
        self.hi = -math.inf

    def push(self, x):
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self.m2 += d * (x - self.mean)
        self.lo = min(self.lo, x)
        self.hi = max(self.hi, x)

    @property
    def variance(self):
        return self.m2 / (self.n - 1) if self.n > 1 else 0.0

    def __str__(self):
        return (f"n={self.n} mean={self.mean:.3f} sd={math.sqrt(self.variance):.3f} "
                f"range=[{self.lo}, {self.hi}]")


def percentile(xs, p):
    s = sorted(xs)
    k = (len(s) - 1) * p / 100
    f, c = math.floor(k), math.ceil(k)
    if f == c:
        return s[int(k)]
    return s[f] * (c - k) + s[c] * (k - f)


def histogram(xs, bins=5, width=30):
    lo, hi = min(xs), max(xs)
    step = (hi - lo) / bins or 1
    counts = [0] * bins
    for x in xs:
        i = min(int((x - lo) / step), bins - 1)
        counts[i] += 1
    top = max(counts)
    lines = []
    for i, c in enumerate(counts):
        bar = "#" * round(c * width / top)
        lines.append(f"{lo + i * step:7.2f} | {bar.ljust(width)} | {c}")
    return lines


def fit(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sxy / sxx if sxx else 0
    return slope, my - slope * mx


def main(n: int) -> None:
    xs = samples(n)
    r = Running()
    for x in xs:
        r.push(x)
    print(r)
    for p in (0, 25, 50, 90, 100):
        print(f"p{p}", round(percentile(xs, p), 2))
    for line in histogram(xs):
        print(line)
    sd = math.sqrt(r.variance)
    z = [round((x - r.mean) / sd, 2) for x in xs[:6]] if sd else []
    print("z:", z, "outliers:", sum(1 for x in xs if abs(x - r.mean) > 2 * sd))
    slope, icpt = fit(list(range(len(xs))), xs)
    print(f"trend {slope:+.4f} per step, intercept {icpt:.2f}")
    print("empty:", percentile([3], 50), histogram([1.0, 1.0], bins=2, width=4))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
