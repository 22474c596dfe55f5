"""Discrete-event simulation of a small print shop: jobs arrive, wait in
priority queues, and are processed by a pool of printers. Also includes a
round-robin CPU scheduler driven by a deque."""
from __future__ import annotations

import heapq
import itertools
import random
from collections import Counter, defaultdict, deque, namedtuple
from dataclasses import dataclass, field
from typing import Callable, Optional

ARRIVAL = "arrival"
DONE = "done"
BREAKDOWN = "breakdown"
REPAIR = "repair"

Job = namedtuple("Job", "job_id kind pages priority arrived")
PAGES_PER_MINUTE = {"draft": 30.0, "photo": 4.0, "poster": 1.5}
PRIORITY = {"photo": 1, "poster": 2, "draft": 3}


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    payload: object = field(compare=False, default=None)


class Simulator:
    def __init__(self, printers: int) -> None:
        self.now = 0.0
        self.queue: list[Event] = []
        self._seq = itertools.count()
        self.waiting: list[tuple[int, float, int, Job]] = []
        self.idle = deque(range(printers))
        self.broken: set[int] = set()
        self.busy: dict[int, Job] = {}
        self.stats: defaultdict[str, list[float]] = defaultdict(list)
        self.handlers: dict[str, Callable[[Event], None]] = {
            ARRIVAL: self.on_arrival, DONE: self.on_done,
            BREAKDOWN: self.on_breakdown, REPAIR: self.on_repair,
        }
        self.log_lines = 0

    def schedule(self, delay: float, kind: str, payload: object = None) -> None:
        heapq.heappush(self.queue, Event(self.now + delay, next(self._seq), kind, payload))

    def log(self, msg: str, force: bool = False) -> None:
        if self.log_lines < 5 or force:
            print(f"  t={self.now:7.2f}  {msg}")
        self.log_lines += 1

    def run(self, until: float) -> None:
        while self.queue and self.queue[0].time <= until:
            ev = heapq.heappop(self.queue)
            self.now = ev.time
            self.handlers[ev.kind](ev)

    def dispatch(self) -> None:
        while self.idle and self.waiting:
            printer = self.idle.popleft()
            _, _, _, job = heapq.heappop(self.waiting)
            self.busy[printer] = job
            self.stats["wait_" + job.kind].append(self.now - job.arrived)
            duration = job.pages / PAGES_PER_MINUTE[job.kind]
            self.schedule(duration, DONE, printer)

    def on_arrival(self, ev: Event) -> None:
        job: Job = ev.payload  # type: ignore[assignment]
        heapq.heappush(self.waiting, (job.priority, job.arrived, job.job_id, job))
        self.log(f"job {job.job_id} ({job.kind}, {job.pages}p) arrives; queue={len(self.waiting)}")
        self.dispatch()

    def on_done(self, ev: Event) -> None:
        printer = ev.payload
        job = self.busy.pop(printer)
        self.stats["turnaround"].append(self.now - job.arrived)
        if printer in self.broken:
            pass
        else:
            self.idle.append(printer)
        self.dispatch()

    def on_breakdown(self, ev: Event) -> None:
        printer = ev.payload
        self.broken.add(printer)
        if printer in self.idle:
            self.idle.remove(printer)
        self.log(f"printer {printer} breaks down; queue={len(self.waiting)}", force=True)
        self.schedule(25.0, REPAIR, printer)

    def on_repair(self, ev: Event) -> None:
        printer = ev.payload
        self.broken.discard(printer)
        if printer not in self.busy:
            self.idle.append(printer)
        self.log(f"printer {printer} repaired; queue={len(self.waiting)}", force=True)
        self.dispatch()


def generate_jobs(n: int, rate: float) -> list[Job]:
    t = 0.0
    jobs = []
    kinds = list(PAGES_PER_MINUTE)
    for i in range(n):
        t += random.expovariate(rate)
        kind = random.choices(kinds, weights=[6, 3, 1])[0]
        pages = random.randint(1, 40) if kind == "draft" else random.randint(1, 6)
        jobs.append(Job(i, kind, pages, PRIORITY[kind], round(t, 3)))
    return jobs


def round_robin(tasks: dict[str, int], quantum: int) -> tuple[list[str], dict[str, int]]:
    ready = deque(sorted(tasks.items()))
    clock = 0
    timeline: list[str] = []
    finish: dict[str, int] = {}
    while ready:
        name, remaining = ready.popleft()
        run = min(quantum, remaining)
        clock += run
        timeline.append(f"{name}{run}")
        if remaining > run:
            ready.append((name, remaining - run))
        else:
            finish[name] = clock
    return timeline, finish


def mean(xs: list[float]) -> Optional[float]:
    return sum(xs) / len(xs) if xs else None


def main() -> None:
    random.seed(2024)
    sim = Simulator(printers=2)
    jobs = generate_jobs(120, rate=1.6)
    for job in jobs:
        sim.schedule(job.arrived, ARRIVAL, job)
    sim.schedule(30.0, BREAKDOWN, 0)
    sim.schedule(60.0, BREAKDOWN, 1)
    sim.run(until=400.0)

    print(f"simulation ended at t={sim.now:.2f}, events logged={sim.log_lines}")
    mix = Counter(j.kind for j in jobs)
    print("job mix:", ", ".join(f"{k}={v}" for k, v in sorted(mix.items())))
    for key in sorted(sim.stats):
        values = sim.stats[key]
        avg = mean(values)
        print("%-12s n=%3d mean=%7.2f max=%7.2f" % (key, len(values), avg or 0.0, max(values)))
    print("unfinished:", len(sim.waiting) + len(sim.busy))

    timeline, finish = round_robin({"A": 7, "B": 3, "C": 10, "D": 1}, quantum=3)
    print("RR timeline:", " ".join(timeline))
    for name, t in sorted(finish.items(), key=lambda kv: kv[1]):
        print(f"  {name} finished at {t}")


if __name__ == "__main__":
    main()
