"""Not a fuzzer find: issue #25's overrides whose return type differs from
the base method's (tests/corpus/scheduler.py): a base method raising
NotImplementedError (or returning None) with overrides returning a Task,
a Task | None or an int, or instances of two subclasses; the virtual call
is typed T | None (or the common base class), each method's result
converted to it, and NotImplementedError still raised where no override
exists."""
# entry: override_optional_returns
# inputs: [[3, 0, 5, 2, 7], 4]
from __future__ import annotations

from typing import Optional


class Task:
    def __init__(self, ident: int, budget: int) -> None:
        self.ident = ident
        self.budget = budget
        self.next_task: Optional[Task] = None

    def run(self, work: int):
        raise NotImplementedError(type(self).__name__)

    def score(self, work: int):
        if work > 100:
            return work
        return None

    def step(self, work: int):
        self.budget -= work
        return self.run(work)


class Worker(Task):
    def run(self, work: int):
        if self.budget < 0:
            return None
        return self


class Relay(Task):
    def run(self, work: int):
        return self.next_task

    def score(self, work: int):
        return work * 2 + self.ident


class Broken(Task):
    pass


class Shape:
    def __init__(self, size: int) -> None:
        self.size = size

    def grown(self, k: int):
        return Shape(self.size + k)

    def name(self) -> str:
        return "shape"


class Square(Shape):
    def grown(self, k: int):
        return Square(self.size * k)

    def name(self) -> str:
        return "square"


class Dot(Shape):
    def grown(self, k: int):
        if k > 3:
            return None
        return Dot(1)

    def name(self) -> str:
        return "dot"


def override_optional_returns(works: list[int], budget: int) -> list[str]:
    out: list[str] = []
    w = Worker(1, budget)
    r = Relay(2, budget)
    r.next_task = w
    tasks: list[Task] = [w, r, Relay(3, 1), Broken(4, 0)]
    for i, work in enumerate(works):
        t = tasks[i % len(tasks)]
        try:
            nxt = t.step(work)
            out.append(f"{t.ident}->{nxt.ident if nxt is not None else None}")
        except NotImplementedError as e:
            out.append(f"{t.ident}: NotImplementedError({e})")
        s = t.score(work * 40)
        out.append(f"score {s} {s is None}")
    shapes: list[Shape] = [Shape(budget), Square(2), Dot(0)]
    for k in works:
        g = shapes[k % 3].grown(k)
        out.append("gone" if g is None else f"{g.name()} {g.size}")
    return out
