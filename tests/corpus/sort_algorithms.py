"""Sorting algorithms compared on LCG data through a module-level dict of
functions iterated with .items() (unrolled: each algorithm's own copy of the
loop body), a generator, Counter histogram and defaultdict buckets."""

import time
from collections import defaultdict, Counter


def bubble_sort(xs):
    ys = list(xs)
    n = len(ys)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if ys[j] > ys[j + 1]:
                ys[j], ys[j + 1] = ys[j + 1], ys[j]
                swapped = True
        if not swapped:
            break
    return ys


def insertion_sort(xs):
    ys = xs[:]
    for i in range(1, len(ys)):
        key = ys[i]
        j = i - 1
        while j >= 0 and ys[j] > key:
            ys[j + 1] = ys[j]
            j -= 1
        ys[j + 1] = key
    return ys


def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    left, right = merge_sort(xs[:mid]), merge_sort(xs[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
    out.extend(left[i:]); out.extend(right[j:])
    return out


ALGORITHMS = {
    "bubble": bubble_sort,
    "insertion": insertion_sort,
    "merge": merge_sort,
    "builtin": sorted,
}


def lcg(seed):
    while True:
        seed = (seed * 1103515245 + 12345) % 2**31
        yield seed


def main():
    gen = lcg(42)
    data = [next(gen) % 1000 for _ in range(200)]
    results = {}
    for name, fn in ALGORITHMS.items():
        start = time.perf_counter()
        out = fn(data)
        elapsed = time.perf_counter() - start  # timed, not printed (it varies)
        results[name] = out
        print(f"{name:>10}: first={out[:5]} ok={out == sorted(data)}")
    assert all(r == results["builtin"] for r in results.values())
    hist = Counter(x // 100 for x in data)
    for bucket in sorted(hist):
        print(f"{bucket * 100:4d}-{bucket * 100 + 99:4d} {'#' * (hist[bucket] // 2)}")
    by_digit = defaultdict(list)
    for x in data[:20]:
        by_digit[x % 10].append(x)
    print(dict(sorted(by_digit.items())))


if __name__ == "__main__":
    main()
