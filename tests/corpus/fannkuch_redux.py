"""
Fannkuch-redux benchmark, in the spirit of the pyperformance suite.

For every permutation of 0..n-1, repeatedly reverse the prefix whose length
is given by the first element until the first element is 0, counting flips.
Reports the checksum and the maximum number of flips.
"""
from __future__ import annotations

from typing import Iterator

DEFAULT_ARG = 8
LOOPS = 2


def permutations(n: int) -> Iterator[list[int]]:
    """Yield permutations of range(n) in the order used by the benchmark game."""
    perm = list(range(n))
    count = [0] * n
    yield perm[:]
    r = 1
    while r < n:
        if count[r] < r:
            if r % 2 == 0:
                perm[0], perm[r] = perm[r], perm[0]
            else:
                perm[count[r]], perm[r] = perm[r], perm[count[r]]
            yield perm[:]
            count[r] += 1
            r = 1
        else:
            count[r] = 0
            r += 1


def count_flips(perm: list[int]) -> int:
    p = perm[:]
    flips = 0
    k = p[0]
    while k:
        # reverse the first k+1 elements in place
        i, j = 0, k
        while i < j:
            p[i], p[j] = p[j], p[i]
            i += 1
            j -= 1
        flips += 1
        k = p[0]
    return flips


def fannkuch(n: int) -> tuple[int, int]:
    checksum = 0
    max_flips = 0
    for idx, perm in enumerate(permutations(n)):
        flips = count_flips(perm)
        if flips > max_flips:
            max_flips = flips
        checksum += flips if idx % 2 == 0 else -flips
    return checksum, max_flips


def classic_fannkuch(n):
    """The original (older) formulation, kept for cross-checking max flips."""
    count = list(range(1, n + 1))
    max_flips = 0
    m = n - 1
    r = n
    check = 0
    perm1 = list(range(n))
    perm = list(range(n))
    perm1_ins = perm1.insert
    perm1_pop = perm1.pop

    while 1:
        if check < 3:
            check += 1
        while r != 1:
            count[r - 1] = r
            r -= 1
        if perm1[0] != 0 and perm1[m] != m:
            perm = perm1[:]
            flips_count = 0
            k = perm[0]
            while k:
                perm[:k + 1] = perm[k::-1]
                flips_count += 1
                k = perm[0]
            if flips_count > max_flips:
                max_flips = flips_count
        while r != n:
            perm1_ins(r, perm1_pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            return max_flips


def main() -> None:
    print("fannkuch benchmark")
    for size in range(3, DEFAULT_ARG + 1):
        checksum, flips = fannkuch(size)
        print(f"n={size}: checksum={checksum} max_flips={flips}")
    for loop in range(LOOPS):
        result = classic_fannkuch(DEFAULT_ARG - 1)
        print("loop %d: classic max flips for n=%d -> %d" % (loop, DEFAULT_ARG - 1, result))
    ok = all(fannkuch(n)[1] == classic_fannkuch(n) for n in range(3, 8))
    print("cross-check:", "OK" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
