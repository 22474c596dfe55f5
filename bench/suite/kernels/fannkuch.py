"""Fannkuch-redux (the Benchmarks Game's): permutations and prefix
reversals on a list of ints; returns checksum * 1000 + max flips."""


def fannkuch(n: int) -> int:
    perm1 = list(range(n))
    count = [0] * n
    perm = [0] * n
    max_flips = 0
    checksum = 0
    permutation = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        for i in range(n):
            perm[i] = perm1[i]
        flips = 0
        k = perm[0]
        while k != 0:
            i = 0
            j = k
            while i < j:
                t = perm[i]
                perm[i] = perm[j]
                perm[j] = t
                i += 1
                j -= 1
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += flips if permutation % 2 == 0 else -flips
        while True:
            if r == n:
                return checksum * 1000 + max_flips
            first = perm1[0]
            for i in range(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        permutation += 1
