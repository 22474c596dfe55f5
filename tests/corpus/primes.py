"""Elementary number theory: a sieve of Eratosthenes, prime factorisation,
perfect and amicable numbers, the Collatz record holder and Pythagorean
triples, each reported on a line or two."""

import math

LIMIT = 10000


def sieve(n):
    is_prime = [True] * (n + 1)
    is_prime[0] = is_prime[1] = False
    for i in range(2, int(math.isqrt(n)) + 1):
        if is_prime[i]:
            for j in range(i * i, n + 1, i):
                is_prime[j] = False
    return [i for i, p in enumerate(is_prime) if p]


def factorize(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors


def divisor_sum(n):
    total = 1
    for d in range(2, int(math.sqrt(n)) + 1):
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
    return total


def collatz_length(n):
    steps = 1
    while n != 1:
        n = 3 * n + 1 if n % 2 else n // 2
        steps += 1
    return steps


def triples(limit):
    found = []
    for a in range(1, limit):
        for b in range(a, limit):
            c = math.isqrt(a * a + b * b)
            if c < limit and c * c == a * a + b * b and math.gcd(a, b) == 1:
                found.append((a, b, c))
    return found


def main() -> None:
    primes = sieve(LIMIT)
    print(f"{len(primes)} primes below {LIMIT}; the last five: {primes[-5:]}")
    twins = [(p, q) for p, q in zip(primes, primes[1:]) if q - p == 2]
    print(f"{len(twins)} twin prime pairs, largest {twins[-1]}")
    for n in (360, 9973, 65536, 123456789, 600851475143):
        print(f"{n} = {' * '.join(str(f) for f in factorize(n))}")
    perfect = [n for n in range(2, LIMIT) if divisor_sum(n) == n]
    print(f"perfect numbers: {perfect}")
    amicable = []
    for a in range(2, LIMIT):
        b = divisor_sum(a)
        if a < b < LIMIT and divisor_sum(b) == a:
            amicable.append((a, b))
    print(f"amicable pairs: {amicable}")
    best = max(range(1, LIMIT), key=collatz_length)
    print(f"longest Collatz chain below {LIMIT} starts at {best} ({collatz_length(best)} terms)")
    prim = triples(60)
    print(f"{len(prim)} primitive triples with sides below 60, e.g. {prim[:4]}")
    gap = (primes[-1] - primes[0]) / (len(primes) - 1)
    print(f"mean gap between primes: {gap:.4f}")


if __name__ == "__main__":
    main()
