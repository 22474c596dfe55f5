"""Sieve of Eratosthenes over a list of bools; returns the count of primes."""


def sieve(n: int) -> int:
    if n < 2:
        return 0
    flags = [True] * (n + 1)
    flags[0] = False
    flags[1] = False
    i = 2
    while i * i <= n:
        if flags[i]:
            for j in range(i * i, n + 1, i):
                flags[j] = False
        i += 1
    count = 0
    for f in flags:
        if f:
            count += 1
    return count
