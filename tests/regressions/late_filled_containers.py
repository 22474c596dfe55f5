"""Not a fuzzer find: issue #25's containers read before anything is
stored in them in source order (tests/corpus/elevator.py): a method
reads `p.dest` and assigns `p.dropped` of the items of fields that start
as [] and are filled later by other methods (waiting -> riding); what
they hold is learned from those stores, as for any empty literal."""
# entry: late_filled_containers
# inputs: [[[0, 3], [2, 0], [1, 4], [4, 1]], 12]


class Rider:
    def __init__(self, name: str, origin: int, dest: int) -> None:
        self.name = name
        self.origin = origin
        self.dest = dest
        self.picked = -1
        self.dropped = -1


class Car:
    def __init__(self) -> None:
        self.floor = 0
        self.up = True
        self.riding = []
        self.waiting = []
        self.done = []
        self.log = []

    def step(self, t: int) -> None:
        for p in [p for p in self.riding if p.dest == self.floor]:
            p.dropped = t
            self.riding.remove(p)
            self.done.append(p)
            self.log.append(f"t={t} {p.name} out at {self.floor}")
        for p in [p for p in self.waiting if p.origin == self.floor]:
            p.picked = t
            self.waiting.remove(p)
            self.riding.append(p)
            self.log.append(f"t={t} {p.name} in at {self.floor}")
        if self.floor >= 4:
            self.up = False
        elif self.floor <= 0:
            self.up = True
        self.floor += 1 if self.up else -1

    def call(self, p: Rider) -> None:
        self.waiting.append(p)


def late_filled_containers(trips: list[list[int]], steps: int) -> list[str]:
    car = Car()
    for i, (a, b) in enumerate(trips):
        car.call(Rider(f"r{i}", a % 5, b % 5))
    for t in range(steps):
        car.step(t)
    out = list(car.log)
    for p in sorted(car.done, key=lambda r: r.name):
        out.append(f"{p.name}: {p.picked}->{p.dropped}")
    out.append(f"riding={len(car.riding)} waiting={len(car.waiting)}")
    return out
