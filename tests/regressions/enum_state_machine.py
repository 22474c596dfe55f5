"""Differential: enum.Enum classes with int and str member values in a
traffic-light state machine and an elevator direction (tests/corpus/
elevator.py): member identity and ==, .name/.value, repr and str (also in
f-strings and containers), iteration in definition order without aliases,
C(value) lookup and its ValueError, members as dict keys, fields and module constants,
methods on the enum, auto() values, and < refused by TypeError at run time."""
# entry: traffic
# inputs: [7, 2]
# compile: all
from enum import Enum, auto


class Light(Enum):
    RED = 1
    GREEN = 2
    YELLOW = 3
    STOP = 1  # an alias of RED

    def following(self) -> "Light":
        return Light(self.value % 3 + 1)


class Direction(Enum):
    UP = "up"
    DOWN = "down"
    IDLE = "idle"


class Phase(Enum):
    START = auto()
    RUN = auto()
    PAUSE = 10
    RESUME = auto()
    DONE = auto()


DEFAULT_DIRECTION = Direction.IDLE
ARROWS = {Direction.UP: "^", Direction.DOWN: "v", Direction.IDLE: "-"}


class Car:
    def __init__(self, floor: int) -> None:
        self.floor = floor
        self.direction = DEFAULT_DIRECTION
        self.log: list[str] = []

    def step(self, target: int) -> None:
        if target > self.floor:
            self.direction = Direction.UP
        elif target < self.floor:
            self.direction = Direction.DOWN
        else:
            self.direction = Direction.IDLE
        self.floor += 1 if self.direction is Direction.UP else (
            -1 if self.direction == Direction.DOWN else 0)
        self.log.append(f"{self.floor}:{self.direction.name}{ARROWS[self.direction]}")


def traffic(n: int, start: int) -> list[str]:
    light = Light(start % 3 + 1)
    seen: dict[Light, int] = {}
    out = [repr(light), str(light), f"{light}", light.name, str(light.value)]
    for _ in range(n):
        seen[light] = seen.get(light, 0) + 1
        light = light.following()
    out.append(str(seen))
    out.append(str([m for m in Light]) + str(len([m.name for m in Light])))
    out.append(str(Light.STOP is Light.RED) + str(Light.STOP) + Light.STOP.name)
    out.append(str(Light.RED == Light.GREEN) + str(Light.RED != Light.GREEN))
    for value in (start, n, 0, -1):
        try:
            out.append(repr(Light(value)))
        except ValueError as e:
            out.append("ValueError: " + str(e))
    try:
        out.append(str(Light.RED < Light.GREEN))
    except TypeError as e:
        out.append("TypeError: " + str(e))
    return out


def elevator(n: int, start: int) -> list[str]:
    car = Car(start)
    for t in [n, start, 0, n // 2, n]:
        for _ in range(abs(t - car.floor) + 1):
            car.step(t)
    out = car.log
    out.append(repr(car.direction) + " " + Direction(car.direction.value).value)
    for d in Direction:
        out.append(f"{d!r} {d} {d.value}")
    try:
        Direction("sideways")
    except ValueError as e:
        out.append(str(e))
    out.append(str([(p.name, p.value) for p in Phase]))
    try:
        out.append(repr(Phase(n % 13)))
    except ValueError as e:
        out.append(str(e))
    return out
