"""A task scheduler: an order=True dataclass with compare=False fields, heapq
of dataclass instances, *deps arguments, Optional lookups and sorted() of
instances."""

from dataclasses import dataclass, field
from typing import List, Dict, Optional
import heapq


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    deps: List[str] = field(default_factory=list, compare=False)


class Scheduler:
    def __init__(self):
        self.tasks: Dict[str, Task] = {}
        self.done: List[str] = []

    def add(self, name: str, priority: int, *deps: str) -> None:
        self.tasks[name] = Task(priority, name, list(deps))

    def ready(self) -> List[Task]:
        return [t for t in self.tasks.values()
                if t.name not in self.done and all(d in self.done for d in t.deps)]

    def run(self) -> List[str]:
        heap = []
        for t in self.ready():
            heapq.heappush(heap, t)
        while heap:
            t = heapq.heappop(heap)
            if t.name in self.done:
                continue
            self.done.append(t.name)
            for r in self.ready():
                if r not in heap:
                    heapq.heappush(heap, r)
        return self.done

    def find(self, name: str) -> Optional[Task]:
        return self.tasks.get(name)


def main() -> None:
    s = Scheduler()
    s.add("compile", 2, "fetch")
    s.add("fetch", 1)
    s.add("test", 3, "compile")
    s.add("docs", 5)
    s.add("release", 4, "test", "docs")
    order = s.run()
    print(" -> ".join(order))
    t = s.find("test")
    print(t.priority if t else None, s.find("nope"))
    print(sorted(s.tasks.values())[:2])


if __name__ == "__main__":
    main()
