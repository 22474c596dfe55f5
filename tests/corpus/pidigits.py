"""Digits of pi from Gibbons' unbounded spigot algorithm (the benchmarks
game's pidigits), printed ten to a line with a running count. The state
grows far beyond 64 bits after a few digits."""

import sys


def pi_digits():
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    while True:
        if 4 * q + r - t < n * t:
            yield n
            q, r, t, k, n, l = (10 * q, 10 * (r - n * t), t, k,
                                (10 * (3 * q + r)) // t - 10 * n, l)
        else:
            q, r, t, k, n, l = (q * k, (2 * q + r) * l, t * l, k + 1,
                                (q * (7 * k + 2) + r * l) // (t * l), l + 2)


def main(count: int = 60) -> None:
    digits = pi_digits()
    line = ''
    for i in range(1, count + 1):
        line += str(next(digits))
        if i % 10 == 0:
            print("%s\t:%d" % (line, i))
            line = ''
    if line:
        print("%-10s\t:%d" % (line, count))


if __name__ == '__main__':
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
