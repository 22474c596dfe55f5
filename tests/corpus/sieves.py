"""Prime sieves compared: Eratosthenes with a bytearray, a segmented sieve,
and an incremental generator (the dict-of-lists method); twin primes and
prime gaps."""

import math
from itertools import islice


def eratosthenes(n):
    flags = bytearray([1]) * (n + 1)
    flags[0:2] = b"\x00\x00"
    for p in range(2, math.isqrt(n) + 1):
        if flags[p]:
            flags[p * p::p] = bytearray(len(range(p * p, n + 1, p)))
    return [i for i, f in enumerate(flags) if f]


def segmented(n, size=1000):
    base = eratosthenes(math.isqrt(n))
    primes = list(base)
    low = math.isqrt(n) + 1
    while low <= n:
        high = min(low + size - 1, n)
        mark = [True] * (high - low + 1)
        for p in base:
            start = max(p * p, (low + p - 1) // p * p)
            for m in range(start, high + 1, p):
                mark[m - low] = False
        primes.extend(low + i for i, ok in enumerate(mark) if ok)
        low = high + 1
    return primes


def incremental():
    composites = {}
    q = 2
    while True:
        if q not in composites:
            yield q
            composites[q * q] = [q]
        else:
            for p in composites[q]:
                composites.setdefault(p + q, []).append(p)
            del composites[q]
        q += 1


def main(n: int) -> None:
    a = eratosthenes(n)
    b = segmented(n)
    c = list(islice(incremental(), len(a)))
    print(len(a), "primes up to", n, "; sieves agree:", a == b == c)
    print("last five:", a[-5:])
    twins = [(p, q) for p, q in zip(a, a[1:]) if q - p == 2]
    print(len(twins), "twin pairs, largest", twins[-1])
    gaps = {}
    for p, q in zip(a, a[1:]):
        gaps.setdefault(q - p, p)
    for gap in sorted(gaps)[-4:]:
        print(f"first gap of {gap} after {gaps[gap]}")


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
