"""A tour of the standard library as scripts use it: statistics, deque,
groupby, permutations, attrgetter/itemgetter, cmp_to_key, deepcopy,
str.translate, Counter, accumulate, chain.from_iterable, defaultdict,
map/filter, format specs and %-formatting."""

import statistics
import itertools
import operator
import copy
import string
from collections import deque, defaultdict, Counter, namedtuple
from functools import cmp_to_key, reduce

Point = namedtuple("Point", ["x", "y"])


def compare(a, b):
    return (a > b) - (a < b)


def main(n: int) -> None:
    data = [((i * 7919) % 101) / 3 for i in range(1, n + 5)]
    print(round(statistics.mean(data), 4), statistics.median(data), round(statistics.pstdev(data), 4))
    print(statistics.mode([1, 2, 2, 3]), round(statistics.stdev(data), 4))
    d = deque(range(6))
    d.rotate(2)
    print(list(d))
    for k, g in itertools.groupby(sorted("mississippi")):
        print(k, len(list(g)), end=";")
    print()
    print(list(itertools.permutations("abc", 2))[:4], list(itertools.product([0, 1], repeat=2)))
    rows = [Point(3, 1), Point(1, 2), Point(2, 0)]
    print(sorted(rows, key=operator.attrgetter("y")), sorted(rows, key=operator.itemgetter(0)))
    print(sorted([5, 3, 9], key=cmp_to_key(compare)), reduce(operator.mul, range(1, 8)))
    grid = [[0] * 3 for _ in range(2)]
    g2 = copy.deepcopy(grid)
    g2[0][0] = 5
    print(grid, g2, string.ascii_lowercase[:5], string.punctuation[:4])
    table = str.maketrans("abc", "xyz")
    print("aabbcc".translate(table), "42".zfill(5), "hi".center(6, "*"), "a=b".partition("="))
    print(bin(n), hex(255), oct(8), (n * 1000).bit_length(), divmod(-7, 2), pow(3, 4, 5))
    cnt = Counter("hello world")
    print(cnt.most_common(2), sum(cnt.values()))
    acc = list(itertools.accumulate([1, 2, 3, 4], operator.mul))
    print(acc, list(itertools.chain.from_iterable([[1], [2, 3]])), list(itertools.islice(itertools.count(5), 3)))
    dd = defaultdict(list)
    for w in "the quick brown the lazy".split():
        dd[len(w)].append(w)
    print(dict(dd), list(map(str.upper, ["a", "b"])), list(filter(None, [0, 1, 2])))
    print(f"{3.14159:8.3f}|{42:>5}|{'x':^5}|{1234567:,}|{0.25:.1%}")
    print("%5.2f %s %d %r" % (2.5, "s", 7, "q"))


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
