"""An elevator controller simulation: requests arrive over time, the car
follows the SCAN policy, and each passenger's trip is logged."""

from enum import Enum


class Direction(Enum):
    UP = 1
    DOWN = -1
    IDLE = 0


class Passenger:
    def __init__(self, at, name, origin, dest):
        self.name = name
        self.at = at
        self.origin = origin
        self.dest = dest
        self.picked = None
        self.dropped = None


class Elevator:
    def __init__(self, floors):
        self.floors = floors
        self.floor = 0
        self.direction = Direction.IDLE
        self.riding = []
        self.waiting = []
        self.log = []
        self.travelled = 0

    def targets(self):
        return {p.dest for p in self.riding} | {p.origin for p in self.waiting}

    def step(self, t):
        for p in [p for p in self.riding if p.dest == self.floor]:
            p.dropped = t
            self.riding.remove(p)
            self.log.append(f"t={t:3} floor {self.floor}: {p.name} out")
        for p in [p for p in self.waiting if p.origin == self.floor]:
            p.picked = t
            self.waiting.remove(p)
            self.riding.append(p)
            self.log.append(f"t={t:3} floor {self.floor}: {p.name} in")
        targets = self.targets()
        if not targets:
            self.direction = Direction.IDLE
            return
        above = any(f > self.floor for f in targets)
        below = any(f < self.floor for f in targets)
        if self.direction is Direction.UP and not above:
            self.direction = Direction.DOWN if below else Direction.IDLE
        elif self.direction is Direction.DOWN and not below:
            self.direction = Direction.UP if above else Direction.IDLE
        elif self.direction is Direction.IDLE:
            self.direction = Direction.UP if above else Direction.DOWN
        self.floor += self.direction.value
        self.travelled += 1


REQUESTS = [
    (0, "ann", 0, 7), (1, "bob", 5, 1), (2, "cat", 3, 9), (4, "dan", 9, 0),
    (6, "eve", 2, 4), (10, "fay", 8, 2), (11, "gus", 1, 6), (15, "hal", 6, 6),
    (20, "ivy", 4, 0), (21, "jon", 0, 9),
]


def main() -> None:
    car = Elevator(10)
    pending = [Passenger(*r) for r in REQUESTS]
    everyone = list(pending)
    t = 0
    while pending or car.waiting or car.riding:
        while pending and pending[0].at <= t:
            car.waiting.append(pending.pop(0))
        car.step(t)
        t += 1
    print("\n".join(car.log))
    print("finished at", t, "after", car.travelled, "floors, now", car.direction.name)
    for p in sorted(everyone, key=lambda p: p.dropped - p.at):
        print("%-4s waited %2d rode %2d" % (p.name, p.picked - p.at, p.dropped - p.picked))


if __name__ == "__main__":
    main()
