"""Collatz sequence lengths: integer loops and floor division."""

from pyaot import compile


def collatz_length(n: int) -> int:
    """Steps for n to reach 1 (3n+1 problem); 0 for n < 1."""
    if n < 1:
        return 0
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


@compile(tag="examples.longest_collatz", description="start below limit with the longest chain")
def longest_collatz(limit: int) -> int:
    best = 0
    best_start = 1
    for start in range(1, limit):
        length = collatz_length(start)
        if length > best:
            best = length
            best_start = start
    return best_start
