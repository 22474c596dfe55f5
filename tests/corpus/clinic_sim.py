"""Discrete-event simulation of a walk-in clinic: a heapq event queue,
a deterministic linear congruential generator, exponential service times,
triage priorities, several doctors, and a statistics report."""

import heapq
import math
from collections import namedtuple, deque, Counter

Patient = namedtuple("Patient", "pid arrival severity")

ARRIVAL, START, FINISH, CLOSE = "arrival", "start", "finish", "close"
SEVERITY_NAMES = {1: "critical", 2: "urgent", 3: "routine"}
MEAN_SERVICE = {1: 25.0, 2: 15.0, 3: 8.0}


class LCG:
    """Numerical Recipes LCG, masked to 32 bits."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF

    def next_u32(self):
        self.state = (1664525 * self.state + 1013904223) & 0xFFFFFFFF
        return self.state

    def random(self):
        return self.next_u32() / 4294967296.0

    def expovariate(self, mean):
        return -mean * math.log(1.0 - self.random())

    def choice_weighted(self, items, weights):
        r = self.random() * sum(weights)
        for item, w in zip(items, weights):
            r -= w
            if r < 0:
                return item
        return items[-1]


class Clinic:
    def __init__(self, doctors, seed, close_at=480.0, mean_gap=4.0):
        self.rng = LCG(seed)
        self.events = []
        self.seq = 0
        self.free = list(range(doctors))
        self.waiting = []
        self.close_at = close_at
        self.mean_gap = mean_gap
        self.open = True
        self.waits = {1: [], 2: [], 3: []}
        self.busy_time = [0.0] * doctors
        self.served = Counter()
        self.turned_away = 0
        self.max_queue = 0
        self.recent = deque(maxlen=5)
        self.now = 0.0

    def schedule(self, time, kind, data):
        self.seq += 1
        heapq.heappush(self.events, (time, self.seq, kind, data))

    def arrival(self, pid):
        sev = self.rng.choice_weighted([1, 2, 3], [1, 3, 8])
        p = Patient(pid, self.now, sev)
        if len(self.waiting) >= 25:
            self.turned_away += 1
        else:
            heapq.heappush(self.waiting, (sev, self.now, pid, p))
            self.max_queue = max(self.max_queue, len(self.waiting))
        if self.open:
            self.schedule(self.now + self.rng.expovariate(self.mean_gap), ARRIVAL, pid + 1)
        self.dispatch()

    def dispatch(self):
        while self.free and self.waiting:
            doc = heapq.heappop(self.free)
            _, _, _, p = heapq.heappop(self.waiting)
            self.waits[p.severity].append(self.now - p.arrival)
            dur = self.rng.expovariate(MEAN_SERVICE[p.severity])
            self.busy_time[doc] += dur
            self.schedule(self.now + dur, FINISH, (doc, p))

    def finish(self, doc, p):
        self.served[SEVERITY_NAMES[p.severity]] += 1
        self.recent.append(p.pid)
        heapq.heappush(self.free, doc)
        self.dispatch()

    def run(self):
        self.schedule(0.0, ARRIVAL, 0)
        self.schedule(self.close_at, CLOSE, None)
        handled = 0
        while self.events:
            self.now, _, kind, data = heapq.heappop(self.events)
            handled += 1
            if kind == ARRIVAL:
                if self.open:
                    self.arrival(data)
            elif kind == FINISH:
                doc, p = data
                self.finish(doc, p)
            elif kind == CLOSE:
                self.open = False
        return handled


def mean(xs):
    return sum(xs) / len(xs) if xs else 0.0


def report(clinic, handled):
    print(f"events handled: {handled}, closed doors at {clinic.close_at:.0f} min, "
          f"last patient out at {clinic.now:.1f} min")
    total = sum(clinic.served.values())
    print(f"served {total}, turned away {clinic.turned_away}, max queue {clinic.max_queue}")
    for sev in (1, 2, 3):
        w = clinic.waits[sev]
        if w:
            print("  %-8s n=%3d  mean wait %6.2f  max %6.2f" % (
                SEVERITY_NAMES[sev], len(w), mean(w), max(w)))
    span = clinic.now
    util = ", ".join(f"{b / span:.0%}" for b in clinic.busy_time)
    print("doctor utilisation:", util)
    print("last five out:", list(clinic.recent))
    print("by severity:", sorted(clinic.served.items()), clinic.served.most_common(1))


def main() -> None:
    rng = LCG(42)
    print("lcg:", [rng.next_u32() % 100 for _ in range(8)])
    print("mean of 1000 expovariate(3):", round(mean([rng.expovariate(3.0) for _ in range(1000)]), 3))
    for doctors in (2, 3, 4):
        print(f"\n=== {doctors} doctors ===")
        clinic = Clinic(doctors, seed=2024)
        handled = clinic.run()
        report(clinic, handled)


if __name__ == "__main__":
    main()
