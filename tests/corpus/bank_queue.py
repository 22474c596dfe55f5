"""A discrete-event simulation of a bank with several tellers: customers
arrive at random (seeded), wait in a queue, and the statistics are
reported."""

import heapq
import random
from collections import deque
from dataclasses import dataclass, field


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    customer: int = field(compare=False, default=-1)
    teller: int = field(compare=False, default=-1)


class Bank:
    def __init__(self, tellers, rng):
        self.free = list(range(tellers))
        self.queue = deque()
        self.events = []
        self.seq = 0
        self.rng = rng
        self.arrived = {}
        self.waits = []
        self.served_by = [0] * tellers
        self.max_queue = 0

    def schedule(self, time, kind, customer=-1, teller=-1):
        self.seq += 1
        heapq.heappush(self.events, Event(time, self.seq, kind, customer, teller))

    def start_service(self, now, customer, teller):
        self.waits.append(now - self.arrived[customer])
        self.served_by[teller] += 1
        self.schedule(now + self.rng.expovariate(1 / 4.0), "done", customer, teller)

    def run(self, customers, mean_gap):
        t = 0.0
        for c in range(customers):
            t += self.rng.expovariate(1 / mean_gap)
            self.schedule(t, "arrive", c)
        now = 0.0
        while self.events:
            ev = heapq.heappop(self.events)
            now = ev.time
            if ev.kind == "arrive":
                self.arrived[ev.customer] = now
                if self.free:
                    self.start_service(now, ev.customer, self.free.pop(0))
                else:
                    self.queue.append(ev.customer)
                    self.max_queue = max(self.max_queue, len(self.queue))
            else:
                if self.queue:
                    self.start_service(now, self.queue.popleft(), ev.teller)
                else:
                    self.free.append(ev.teller)
                    self.free.sort()
        return now


def main() -> None:
    for tellers in (1, 2, 3):
        bank = Bank(tellers, random.Random(42))
        end = bank.run(500, 2.0)
        waits = sorted(bank.waits)
        mean = sum(waits) / len(waits)
        print(f"{tellers} teller(s): closed at {end:.1f}, mean wait {mean:.2f}, "
              f"median {waits[len(waits) // 2]:.2f}, worst {waits[-1]:.2f}, "
              f"longest queue {bank.max_queue}")
        print("   served:", bank.served_by)


if __name__ == "__main__":
    main()
