"""Not a fuzzer find: issue #25's user classes that Python iterates
(tests/corpus/linked_list.py): __iter__ as a generator method (walking
nodes) or returning iter(...) of a field, with __len__ and __contains__,
used by for loops, comprehensions, list(), sorted(), enumerate(), sum(),
max(), `in` (through __contains__, or through __iter__ where the class has
none) and len(); a subclass overriding __iter__ is dispatched at run time,
and an iterator taken before the field changes keeps the old list, as
CPython's iter() does."""
# entry: iterable_classes
# inputs: [[5, 3, 9, 1, 7], "the quick brown fox"]
from __future__ import annotations

from typing import Optional


class Node:
    def __init__(self, value: int, next: Optional[Node]) -> None:
        self.value = value
        self.next = next


class Chain:
    def __init__(self, values: list[int]) -> None:
        self.head: Optional[Node] = None
        self.size = 0
        for v in reversed(values):
            self.head = Node(v, self.head)
            self.size += 1

    def __iter__(self):
        node = self.head
        while node is not None:
            yield node.value
            node = node.next

    def __len__(self) -> int:
        return self.size


class Evens(Chain):
    def __iter__(self):
        for v in super().__iter__():
            if v % 2 == 0:
                yield v


class Words:
    def __init__(self, text: str) -> None:
        self.words = text.split()

    def __iter__(self):
        return iter(self.words)

    def __contains__(self, word: str) -> bool:
        return word.lower() in self.words


def total(c: Chain) -> int:
    s = 0
    for v in c:
        s += v
    return s


def iterable_classes(values: list[int], text: str) -> list[str]:
    out: list[str] = []
    chain = Chain(values)
    out.append(f"{list(chain)} {sorted(chain)} {len(chain)} {sum(chain)}")
    out.append(str([i * v for i, v in enumerate(chain)]))
    out.append(f"{3 in chain} {4 in chain} {max(chain) if len(chain) else -1}")
    evens = Evens(values + [2, 4])
    out.append(f"{total(chain)} {total(evens)} {list(evens)}")
    words = Words(text)
    it = iter(words)
    words.words = ["replaced"]
    out.append(f"{list(it)} {list(words)} {'REPLACED' in words} {'fox' in words}")
    for i, w in enumerate(Words(text)):
        if len(w) > 3:
            out.append(f"{i}:{w}")
    out.append(",".join(sorted({w[0] for w in Words(text)})))
    return out
