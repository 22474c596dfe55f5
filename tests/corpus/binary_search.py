"""Binary search as people write it: a hand-written lower bound, bisect for
grade tables and insertion, searching a rotated array, and integer square
roots by bisection."""

import bisect

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"


def lower_bound(items, target):
    lo, hi = 0, len(items)
    while lo < hi:
        mid = (lo + hi) // 2
        if items[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


def grade(score):
    return GRADES[bisect.bisect(BREAKPOINTS, score)]


def search_rotated(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if items[lo] <= items[mid]:
            if items[lo] <= target < items[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if items[mid] < target <= items[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1


def isqrt(n):
    lo, hi = 0, n + 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if mid * mid <= n:
            lo = mid
        else:
            hi = mid
    return lo


def main() -> None:
    data = sorted([17, 3, 99, 42, 8, 23, 56, 3, 71, 15])
    for t in (3, 4, 42, 100, -1):
        i = lower_bound(data, t)
        print(f"lower_bound({t}) = {i}, bisect_left = {bisect.bisect_left(data, t)}")
    print([grade(s) for s in (33, 99, 77, 70, 89, 90, 100, 59)])
    scores = []
    for s in (88, 42, 95, 67, 42, 73):
        bisect.insort(scores, s)
    print("insorted:", scores, "count of 42:",
          bisect.bisect_right(scores, 42) - bisect.bisect_left(scores, 42))
    rotated = [40, 47, 55, 61, 2, 5, 9, 14, 23, 31]
    print([search_rotated(rotated, t) for t in (2, 61, 31, 40, 8)])
    for n in (0, 1, 15, 16, 17, 10 ** 12, 2 ** 40 + 1):
        print(n, isqrt(n))


if __name__ == "__main__":
    main()
