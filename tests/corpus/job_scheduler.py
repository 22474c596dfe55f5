"""Jobs in a heap: an ordered dataclass with compare=False fields, Optional
lookups, heapq and sorted() of instances."""

import sys
import heapq
from dataclasses import dataclass, field
from typing import Optional


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)
    deps: list[str] = field(compare=False, default_factory=list)


def schedule(jobs: list[Job]) -> list[str]:
    done: set[str] = set()
    ready: list[Job] = []
    waiting = {j.name: j for j in jobs}
    order: list[str] = []
    clock = 0
    while waiting or ready:
        for name in list(waiting):
            j = waiting[name]
            if all(d in done for d in j.deps):
                heapq.heappush(ready, j)
                del waiting[name]
        if not ready:
            order.append("deadlock")
            break
        job = heapq.heappop(ready)
        clock += job.duration
        done.add(job.name)
        order.append(f"{job.name}@{clock}")
    return order


def find(jobs: list[Job], name: str) -> Optional[Job]:
    for j in jobs:
        if j.name == name:
            return j
    return None


def main(n: int) -> None:
    jobs = [Job((i * 7) % 5, f"j{i}", 1 + i % 3, [f"j{i - 1}"] if i % 2 and i else []) for i in range(n)]
    print(schedule(jobs))
    j = find(jobs, "j1")
    print(j.duration if j else "missing", find(jobs, "zz"))
    print(sorted(jobs)[:3])


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 8)
