"""The Josephus problem three ways: a deque rotation, the recurrence, and a
circular linked list of nodes; they must agree."""

from collections import deque


def by_deque(n, k):
    people = deque(range(1, n + 1))
    order = []
    while people:
        people.rotate(-(k - 1))
        order.append(people.popleft())
    return order


def by_formula(n, k):
    pos = 0
    for m in range(2, n + 1):
        pos = (pos + k) % m
    return pos + 1


class Node:
    def __init__(self, value):
        self.value = value
        self.next = None


def by_ring(n, k):
    head = Node(1)
    tail = head
    for v in range(2, n + 1):
        tail.next = Node(v)
        tail = tail.next
    tail.next = head
    prev = tail
    cur = head
    while cur.next is not cur:
        for _ in range(k - 1):
            prev, cur = cur, cur.next
        prev.next = cur.next
        cur = cur.next
    return cur.value


def main() -> None:
    print("n=7 k=3 order:", by_deque(7, 3))
    for n, k in [(7, 3), (41, 3), (100, 2), (1000, 7), (5000, 13)]:
        survivor = by_deque(n, k)[-1]
        print(f"n={n:5} k={k:3} survivor={survivor:5} formula={by_formula(n, k):5} "
              f"ring={by_ring(n, k):5}")
    table = [[by_formula(n, k) for k in range(1, 6)] for n in range(1, 11)]
    for n, row in enumerate(table, 1):
        print(f"{n:2}: " + " ".join(f"{v:2}" for v in row))


if __name__ == "__main__":
    main()
