"""Discrete-event simulation of a bank of elevators using a heapq event queue. ARGS: 40"""
import heapq
import itertools
import random
import statistics
import sys
from dataclasses import dataclass, field
from enum import Enum

FLOORS = 12
N_ELEVATORS = 3
CAPACITY = 6
TRAVEL_TIME = 2.0   # seconds per floor
DOOR_TIME = 3.0

_seq = itertools.count()


class Direction(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0


@dataclass
class Passenger:
    pid: int
    origin: int
    dest: int
    t_request: float
    t_board: float = -1.0
    t_arrive: float = -1.0

    @property
    def wait(self) -> float:
        return self.t_board - self.t_request

    @property
    def trip(self) -> float:
        return self.t_arrive - self.t_request


@dataclass
class Elevator:
    eid: int
    floor: int = 0
    direction: Direction = Direction.IDLE
    riders: list = field(default_factory=list)
    targets: set = field(default_factory=set)
    busy: bool = False
    floors_travelled: int = 0

    def cost_to(self, floor: int) -> float:
        dist = abs(self.floor - floor)
        if self.direction is Direction.IDLE:
            return dist
        heading_to = (floor - self.floor) * self.direction.value >= 0
        return dist + (0 if heading_to else 2 * FLOORS) + len(self.riders)

    def __repr__(self):
        return f"E{self.eid}@{self.floor}{self.direction.name[0]}[{len(self.riders)}]"


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    payload: object = field(compare=False, default=None)


class Building:
    def __init__(self) -> None:
        self.now = 0.0
        self.queue: list[Event] = []
        self.elevators = [Elevator(i) for i in range(N_ELEVATORS)]
        self.waiting: dict[int, list[Passenger]] = {f: [] for f in range(FLOORS)}
        self.done: list[Passenger] = []
        self.log: list[str] = []

    def schedule(self, delay: float, kind: str, payload=None) -> None:
        heapq.heappush(self.queue, Event(self.now + delay, next(_seq), kind, payload))

    def run(self) -> None:
        while self.queue:
            ev = heapq.heappop(self.queue)
            self.now = ev.time
            getattr(self, "on_" + ev.kind)(ev.payload)

    def on_request(self, p: Passenger) -> None:
        self.waiting[p.origin].append(p)
        best = min(self.elevators, key=lambda e: (e.cost_to(p.origin), e.eid))
        best.targets.add(p.origin)
        if len(self.log) < 8:
            self.log.append(f"t={self.now:6.1f} P{p.pid} {p.origin}->{p.dest} assigned {best!r}")
        self.wake(best)

    def wake(self, e: Elevator) -> None:
        if not e.busy:
            e.busy = True
            self.schedule(0, "step", e)

    def on_step(self, e: Elevator) -> None:
        if e.floor in e.targets:
            e.targets.discard(e.floor)
            self.schedule(DOOR_TIME, "doors", e)
            return
        if not e.targets:
            e.direction, e.busy = Direction.IDLE, False
            return
        ahead = [t for t in e.targets if (t - e.floor) * e.direction.value > 0]
        if e.direction is Direction.IDLE or not ahead:
            nearest = min(e.targets, key=lambda t: (abs(t - e.floor), t))
            e.direction = Direction.UP if nearest > e.floor else Direction.DOWN
        e.floor += e.direction.value
        e.floors_travelled += 1
        self.schedule(TRAVEL_TIME, "step", e)

    def on_doors(self, e: Elevator) -> None:
        leaving = [p for p in e.riders if p.dest == e.floor]
        for p in leaving:
            p.t_arrive = self.now
            e.riders.remove(p)
            self.done.append(p)
        queue = self.waiting[e.floor]
        while queue and len(e.riders) < CAPACITY:
            p = queue.pop(0)
            p.t_board = self.now
            e.riders.append(p)
            e.targets.add(p.dest)
        if queue:  # someone left behind: come back later
            e.targets.add(e.floor)
            self.schedule(DOOR_TIME * 2, "retry", e.floor)
        self.schedule(0, "step", e)

    def on_retry(self, floor: int) -> None:
        if self.waiting[floor]:
            best = min(self.elevators, key=lambda e: (e.cost_to(floor), e.eid))
            best.targets.add(floor)
            self.wake(best)


def main(n: int) -> None:
    random.seed(2024)
    b = Building()
    t = 0.0
    for pid in range(n):
        t += random.expovariate(1 / 4.0)
        if random.random() < 0.5:
            origin, dest = 0, random.randrange(1, FLOORS)   # morning rush from lobby
        else:
            origin, dest = random.sample(range(FLOORS), 2)
        p = Passenger(pid, origin, dest, t)
        heapq.heappush(b.queue, Event(t, next(_seq), "request", p))
    b.run()
    print("\n".join(b.log))
    waits = [p.wait for p in b.done]
    trips = [p.trip for p in b.done]
    print(f"delivered {len(b.done)}/{n} passengers, sim ended t={b.now:.1f}s")
    print("wait  mean %.2f  median %.2f  max %.2f" % (statistics.mean(waits), statistics.median(waits), max(waits)))
    print("trip  mean %.2f  median %.2f  max %.2f" % (statistics.mean(trips), statistics.median(trips), max(trips)))
    for e in b.elevators:
        print(f"  elevator {e.eid}: {e.floors_travelled:4d} floors travelled, final floor {e.floor}")
    hist = [0] * 5
    for w in waits:
        hist[min(int(w // 10), 4)] += 1
    for i, c in enumerate(hist):
        label = f"{i * 10:>2}-{i * 10 + 9:<3}" if i < 4 else "40+   "
        print(f"  {label} {'#' * c} {c}")
    worst = sorted(b.done, key=lambda p: -p.trip)[:3]
    for p in worst:
        print(f"  slow: P{p.pid:<3} {p.origin:2d}->{p.dest:<2d} waited {p.wait:5.1f}s trip {p.trip:5.1f}s")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
