"""Collatz statistics: chain lengths with a memo dict, the longest chain
under a limit, peaks, and a length histogram."""

from collections import Counter

cache = {1: 1}


def chain_length(n):
    path = []
    while n not in cache:
        path.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    length = cache[n]
    for m in reversed(path):
        length += 1
        cache[m] = length
    return length


def peak(n):
    top = n
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        top = max(top, n)
    return top


def main(limit: int) -> None:
    best = max(range(1, limit), key=chain_length)
    print(f"longest chain under {limit}: {best} ({chain_length(best)} terms)")
    tall = max(range(1, limit), key=peak)
    print(f"highest peak under {limit}: {tall} reaches {peak(tall)}")
    hist = Counter(chain_length(n) // 20 * 20 for n in range(1, limit))
    for bucket in sorted(hist):
        print(f"{bucket:4}-{bucket + 19:<4} {'#' * (hist[bucket] * 60 // limit)} {hist[bucket]}")
    seq = [27]
    while seq[-1] != 1:
        seq.append(seq[-1] // 2 if seq[-1] % 2 == 0 else 3 * seq[-1] + 1)
    print("27:", seq[:10], "...", len(seq), "terms")


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
