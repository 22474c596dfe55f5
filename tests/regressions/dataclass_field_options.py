"""Differential: dataclasses.field(compare=False / repr=False), with default=
and default_factory=, in an event queue ordered by (time, seq) as a
discrete-event simulation keeps one (tests/corpus/bank_queue.py)."""
# entry: event_queue
# inputs: [3, 5]
# compile: all
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    customer: int = field(compare=False, default=-1)
    notes: list[str] = field(default_factory=list, compare=False, repr=False)


@dataclass(frozen=True)
class Key:
    name: str
    version: int = field(default=0, compare=True)
    comment: str = field(default="", compare=False, repr=False)


@dataclass
class Base:
    a: int
    b: int = field(default=0, compare=False)


@dataclass
class Derived(Base):
    c: int = field(default=1, repr=False)


def event_queue(n: int, m: int) -> list[str]:
    events: list[Event] = []
    seq = 0
    for i in range(n):
        for j in range(m):
            seq += 1
            heapq.heappush(events, Event(float((i * 7 + j * 3) % 5), seq, "k" + str(j), i))
    out: list[str] = []
    while events:
        e = heapq.heappop(events)
        e.notes.append("popped")
        out.append(repr(e))
    a = Event(1.0, 2, "x", 3)
    b = Event(1.0, 2, "y", 4)
    out.append(str(a == b) + str(a < b) + str(a <= b) + str(a != b))
    out.append(str(Event(1.0, 3, "a") > Event(1.0, 2, "z")))
    return out


def keys_and_bases(n: int, m: int) -> list[str]:
    k1 = Key("x", n, "first")
    k2 = Key("x", n, "second")
    seen = {k1: 1}
    seen[k2] = seen.get(k2, 0) + 1
    out = [repr(k1), str(k1 == k2), str(len(seen)), str(seen[Key("x", n)])]
    d1 = Derived(n, m, 5)
    d2 = Derived(n, m + 1, 6)
    out.append(repr(d1) + " " + repr(Base(n, m)))
    out.append(str(d1 == d2) + str(Base(n, 1) == Base(n, 2)) + str(Base(n) == Base(m)))
    return out
