"""Not a fuzzer find: issue #25's enum-like module constants unpacked from
a range (tests/corpus/pystone_lite.py's `IDENT1, ..., IDENT5 = range(1, 6)`):
a traffic-light state machine whose states come from range(3), a stepped
range for score bands, the constants as dict keys, list indices, default
arguments and in a tuple compared with `in`."""
# entry: range_unpacked_constants
# inputs: [7, [45, 10, 99, 70, 20]]

RED, GREEN, YELLOW = range(3)
LOW, MID, HIGH = range(30, 100, 30)
NAMES = {RED: "red", GREEN: "green", YELLOW: "yellow"}


def next_light(state, ticks=GREEN):
    if state == RED:
        return GREEN if ticks >= 1 else RED
    if state == GREEN:
        return YELLOW
    return RED


def band(score):
    if score < LOW:
        return "low"
    if score < MID:
        return "mid"
    return "high" if score >= HIGH else "upper-mid"


def range_unpacked_constants(steps: int, scores: list[int]) -> str:
    state = RED
    seen = [0, 0, 0]
    trail = []
    for i in range(steps):
        seen[state] += 1
        trail.append(NAMES[state])
        state = next_light(state, i % 2)
    stopped = sum(1 for t in trail if NAMES.get(RED) == t)
    bands = [band(s) for s in scores]
    moving = state in (GREEN, YELLOW)
    return f"{trail} {seen} {stopped} {bands} {moving} {LOW + MID + HIGH}"


if __name__ == "__main__":
    print(range_unpacked_constants(7, [45, 10, 99, 70, 20]))
