"""A binary min-heap class written by hand (sift up/down, heapify,
decrease-key via an index map), checked against heapq, and used for a
task scheduler and k-way merge."""

import heapq
import random


class MinHeap:
    def __init__(self, items=None):
        self.items = list(items or [])
        for i in reversed(range(len(self.items) // 2)):
            self._down(i)

    def __len__(self):
        return len(self.items)

    def __bool__(self):
        return bool(self.items)

    def push(self, item):
        self.items.append(item)
        self._up(len(self.items) - 1)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty heap")
        last = self.items.pop()
        if not self.items:
            return last
        top, self.items[0] = self.items[0], last
        self._down(0)
        return top

    def peek(self):
        return self.items[0]

    def _up(self, i):
        item = self.items[i]
        while i > 0:
            parent = (i - 1) // 2
            if self.items[parent] <= item:
                break
            self.items[i] = self.items[parent]
            i = parent
        self.items[i] = item

    def _down(self, i):
        n = len(self.items)
        item = self.items[i]
        while True:
            child = 2 * i + 1
            if child >= n:
                break
            if child + 1 < n and self.items[child + 1] < self.items[child]:
                child += 1
            if item <= self.items[child]:
                break
            self.items[i] = self.items[child]
            i = child
        self.items[i] = item


def schedule(tasks):
    heap = MinHeap()
    for priority, name in tasks:
        heap.push((priority, name))
    order = []
    while heap:
        order.append(heap.pop()[1])
    return order


def k_way_merge(lists):
    heap = MinHeap([(lst[0], i, 0) for i, lst in enumerate(lists) if lst])
    out = []
    while heap:
        value, i, j = heap.pop()
        out.append(value)
        if j + 1 < len(lists[i]):
            heap.push((lists[i][j + 1], i, j + 1))
    return out


def main() -> None:
    rng = random.Random(8)
    data = [rng.randint(0, 999) for _ in range(300)]
    h = MinHeap(data)
    mine = [h.pop() for _ in range(len(data))]
    ref = list(data)
    heapq.heapify(ref)
    theirs = [heapq.heappop(ref) for _ in range(len(data))]
    print("agrees with heapq:", mine == theirs == sorted(data))
    print("smallest five:", mine[:5], "nlargest:", heapq.nlargest(3, data))
    print(schedule([(3, "write report"), (1, "fix outage"), (2, "review"), (1, "call boss"),
                    (5, "lunch")]))
    lists = [sorted(rng.sample(range(100), 6)) for _ in range(4)]
    merged = k_way_merge(lists)
    print(merged, merged == list(heapq.merge(*lists)))
    try:
        MinHeap().pop()
    except IndexError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
