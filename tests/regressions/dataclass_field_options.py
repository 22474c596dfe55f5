"""Differential: dataclasses.field(compare=False / repr=False), with default=
and default_factory=, in a print queue ordered by (priority, submitted),
the owner, page count and log left out of comparisons; a ledger whose
fields are annotated with a bare `dict` / `list` (their element types
learnt from what the program stores, as an empty display's are)."""
# entry: print_queue
# inputs: [3, 5]
# compile: all
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    priority: int
    submitted: float
    owner: str = field(compare=False)
    pages: int = field(compare=False, default=1)
    log: list[str] = field(default_factory=list, compare=False, repr=False)


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


@dataclass
class Ledger:
    name: str
    balances: dict = field(default_factory=dict)
    history: list = field(default_factory=list)

    def post(self, who, amount):
        self.balances[who] = self.balances.get(who, 0) + amount
        self.history.append((who, amount))


def ledger(n: int, m: int) -> list[str]:
    book = Ledger("main")
    for i in range(n * m):
        book.post("ab"[i % 2] + str(i % 3), i - m)
    return [repr(book), str(sorted(book.balances.items())), str(book.history[-2:])]


def print_queue(n: int, m: int) -> list[str]:
    jobs: list[Job] = []
    clock = 0.0
    for i in range(n):
        for j in range(m):
            clock += 0.25 * ((i + j) % 3)
            heapq.heappush(jobs, Job((i * 5 + j * 2) % 4, clock, "u" + str(j), i + j))
    out: list[str] = []
    printed = 0
    while jobs:
        job = heapq.heappop(jobs)
        job.log.append("printed")
        printed += job.pages
        out.append(f"{job!r} total={printed}")
    a = Job(1, 2.0, "ann", 3)
    b = Job(1, 2.0, "bob", 9)
    out.append(str(a == b) + str(a < b) + str(a <= b) + str(a != b))
    out.append(str(Job(2, 0.5, "a") > Job(1, 9.0, "z")) + str(len(a.log)))
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
