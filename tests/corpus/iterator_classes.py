"""Iteration protocols: a class whose __iter__ returns an iterator class
with __next__ (StopIteration at its end), an infinite prime generator, chunks,
yield from over nested lists, and itertools islice/takewhile/accumulate/
combinations/permutations/product/count/chain."""

import itertools
from typing import Iterator


class Fib:
    def __init__(self, limit: int) -> None:
        self.limit = limit

    def __iter__(self) -> "FibIter":
        return FibIter(self.limit)


class FibIter:
    def __init__(self, limit: int) -> None:
        self.a, self.b = 0, 1
        self.limit = limit

    def __iter__(self) -> "FibIter":
        return self

    def __next__(self) -> int:
        if self.a > self.limit:
            raise StopIteration
        v = self.a
        self.a, self.b = self.b, self.a + self.b
        return v


def primes() -> Iterator[int]:
    found: list[int] = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


def chunks(xs: list[int], k: int) -> Iterator[list[int]]:
    for i in range(0, len(xs), k):
        yield xs[i:i + k]


def flatten(nested):
    for x in nested:
        if isinstance(x, list):
            yield from flatten(x)
        else:
            yield x


def main() -> None:
    print(list(Fib(100)), sum(Fib(1000)))
    print(list(itertools.islice(primes(), 12)))
    print(list(itertools.takewhile(lambda p: p < 30, primes())))
    print(list(chunks(list(range(10)), 3)))
    print(list(itertools.accumulate([3, 1, 4, 1, 5], lambda a, b: a * b)))
    print(list(flatten([1, [2, [3, 4]], 5])))
    for i, (a, b) in enumerate(itertools.combinations("abcd", 2), start=1):
        print(i, a + b, end="; ")
    print()
    print(list(itertools.permutations([1, 2, 3]))[:4])
    print(dict(zip("abc", itertools.count(10, 5))))
    evens = (x for x in range(20) if x % 2 == 0)
    print(next(evens), next(evens), list(evens)[-1])
    pairs = list(itertools.product([0, 1], repeat=3))
    print(len(pairs), pairs[5])
    print(list(itertools.chain([1, 2], (3, 4), range(5, 7))))
    print(list(zip(*[(1, 2), (3, 4)])))
    print(any(x > 8 for x in Fib(10)), all(x >= 0 for x in Fib(10)))


if __name__ == "__main__":
    main()
