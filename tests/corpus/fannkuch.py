"""fannkuch-redux: flip prefixes of every permutation of 1..n, report the
checksum and the most flips any permutation needed."""

import sys


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    sign = 1
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            perm[:k + 1] = perm[k::-1]
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += flips if sign == 1 else -flips
        # next permutation in the rotation order
        while True:
            if r == n:
                return checksum, max_flips
            perm0 = perm1[0]
            i = 0
            while i < r:
                j = i + 1
                perm1[i] = perm1[j]
                i = j
            perm1[r] = perm0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        sign = -sign


def main(n: int = 7) -> None:
    checksum, flips = fannkuch(n)
    print("%d\nPfannkuchen(%d) = %d" % (checksum, n, flips))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
