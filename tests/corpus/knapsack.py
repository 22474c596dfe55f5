"""0/1 knapsack by dynamic programming (with the chosen items recovered),
the unbounded variant, and a memoized recursive check."""

from functools import lru_cache
from collections import namedtuple

Item = namedtuple("Item", ["name", "weight", "value"])

ITEMS = [
    Item("map", 9, 150), Item("compass", 13, 35), Item("water", 153, 200),
    Item("sandwich", 50, 160), Item("glucose", 15, 60), Item("tin", 68, 45),
    Item("banana", 27, 60), Item("apple", 39, 40), Item("cheese", 23, 30),
    Item("beer", 52, 10), Item("suntan cream", 11, 70), Item("camera", 32, 30),
    Item("t-shirt", 24, 15), Item("trousers", 48, 10), Item("umbrella", 73, 40),
    Item("waterproof trousers", 42, 70), Item("waterproof overclothes", 43, 75),
    Item("note-case", 22, 80), Item("sunglasses", 7, 20), Item("towel", 18, 12),
    Item("socks", 4, 50), Item("book", 30, 10),
]


def knapsack(items, limit):
    table = [[0] * (limit + 1) for _ in range(len(items) + 1)]
    for i, item in enumerate(items, 1):
        for w in range(limit + 1):
            table[i][w] = table[i - 1][w]
            if item.weight <= w:
                cand = table[i - 1][w - item.weight] + item.value
                if cand > table[i][w]:
                    table[i][w] = cand
    chosen = []
    w = limit
    for i in range(len(items), 0, -1):
        if table[i][w] != table[i - 1][w]:
            chosen.append(items[i - 1])
            w -= items[i - 1].weight
    return table[-1][limit], chosen[::-1]


def unbounded(items, limit):
    best = [0] * (limit + 1)
    for w in range(1, limit + 1):
        best[w] = max([best[w - it.weight] + it.value for it in items if it.weight <= w],
                      default=0)
    return best[limit]


def recursive_best(items, limit):
    @lru_cache(maxsize=None)
    def go(i, room):
        if i == len(items):
            return 0
        skip = go(i + 1, room)
        it = items[i]
        if it.weight > room:
            return skip
        return max(skip, it.value + go(i + 1, room - it.weight))
    return go(0, limit)


def main() -> None:
    value, chosen = knapsack(ITEMS, 400)
    print("best value", value)
    for it in chosen:
        print(f"  {it.name:<24}{it.weight:>4}{it.value:>5}")
    print("weight", sum(it.weight for it in chosen))
    print("recursive agrees:", recursive_best(tuple(ITEMS), 400) == value)
    print("unbounded", unbounded(ITEMS[:6], 100))


if __name__ == "__main__":
    main()
