"""Prime counting by trial division with a 6k +/- 1 wheel."""


def is_prime(k: int) -> bool:
    if k < 2:
        return False
    if k < 4:
        return True
    if k % 2 == 0 or k % 3 == 0:
        return False
    d = 5
    while d * d <= k:
        if k % d == 0 or k % (d + 2) == 0:
            return False
        d += 6
    return True


def count_primes(limit: int) -> int:
    """How many primes are below limit."""
    count = 0
    for k in range(limit):
        if is_prime(k):
            count += 1
    return count
