"""Bowling and tennis score katas with a tiny home-grown test runner."""
from dataclasses import dataclass, field
from typing import Callable


class BowlingError(ValueError):
    pass


class BowlingGame:
    FRAMES = 10
    PINS = 10

    def __init__(self) -> None:
        self.rolls: list[int] = []

    def roll(self, pins: int) -> None:
        if not 0 <= pins <= self.PINS:
            raise BowlingError(f"invalid pin count {pins}")
        self.rolls.append(pins)

    def roll_many(self, n: int, pins: int) -> None:
        for _ in range(n):
            self.roll(pins)

    def frame_scores(self) -> list[int]:
        scores, i = [], 0
        r = self.rolls
        for _ in range(self.FRAMES):
            if i >= len(r):
                break
            if r[i] == self.PINS:
                scores.append(10 + sum(r[i + 1:i + 3]))
                i += 1
            elif i + 1 < len(r) and r[i] + r[i + 1] == self.PINS:
                scores.append(10 + (r[i + 2] if i + 2 < len(r) else 0))
                i += 2
            else:
                if i + 1 < len(r) and r[i] + r[i + 1] > self.PINS:
                    raise BowlingError("frame exceeds 10 pins")
                scores.append(sum(r[i:i + 2]))
                i += 2
        return scores

    @property
    def score(self) -> int:
        return sum(self.frame_scores())


TENNIS_NAMES = ["Love", "Fifteen", "Thirty", "Forty"]


def tennis_score(p1: int, p2: int) -> str:
    if p1 >= 3 and p2 >= 3:
        diff = p1 - p2
        if diff == 0:
            return "Deuce"
        leader = "player1" if diff > 0 else "player2"
        return f"Advantage {leader}" if abs(diff) == 1 else f"Win for {leader}"
    if p1 >= 4:
        return "Win for player1"
    if p2 >= 4:
        return "Win for player2"
    if p1 == p2:
        return f"{TENNIS_NAMES[p1]}-All"
    return f"{TENNIS_NAMES[p1]}-{TENNIS_NAMES[p2]}"


# ---------------------------------------------------------------- test runner

class AssertionFailure(Exception):
    pass


def assert_equal(actual, expected, msg: str = "") -> None:
    if actual != expected:
        raise AssertionFailure(f"{msg} expected {expected!r}, got {actual!r}".strip())


def assert_raises(exc_type, fn: Callable, *args) -> None:
    try:
        fn(*args)
    except exc_type:
        return
    raise AssertionFailure(f"{exc_type.__name__} not raised")


@dataclass
class Report:
    passed: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return len(self.passed) + len(self.failed)


def run_tests(namespace: dict) -> Report:
    report = Report()
    tests = sorted((k, v) for k, v in namespace.items() if k.startswith("test_") and callable(v))
    for name, fn in tests:
        try:
            fn()
        except AssertionFailure as e:
            report.failed.append((name, str(e)))
            print(f"FAIL {name}: {e}")
        except Exception as e:  # noqa: BLE001
            report.failed.append((name, repr(e)))
            print(f"ERROR {name}: {type(e).__name__}: {e}")
        else:
            report.passed.append(name)
            print(f"ok   {name}")
    return report


def test_gutter_game():
    g = BowlingGame(); g.roll_many(20, 0)
    assert_equal(g.score, 0)


def test_all_ones():
    g = BowlingGame(); g.roll_many(20, 1)
    assert_equal(g.score, 20)


def test_one_spare():
    g = BowlingGame()
    for p in (5, 5, 3):
        g.roll(p)
    g.roll_many(17, 0)
    assert_equal(g.score, 16)


def test_one_strike():
    g = BowlingGame()
    for p in (10, 3, 4):
        g.roll(p)
    g.roll_many(16, 0)
    assert_equal(g.frame_scores()[:2], [17, 7])


def test_perfect_game():
    g = BowlingGame(); g.roll_many(12, 10)
    assert_equal(g.score, 300)


def test_all_spares():
    g = BowlingGame(); g.roll_many(21, 5)
    assert_equal(g.score, 150)


def test_invalid_roll():
    assert_raises(BowlingError, BowlingGame().roll, 11)


def test_frame_too_big():
    g = BowlingGame(); g.roll(7); g.roll(6)
    assert_raises(BowlingError, g.frame_scores)


def test_tennis_table():
    cases = {(0, 0): "Love-All", (1, 0): "Fifteen-Love", (2, 3): "Thirty-Forty",
             (3, 3): "Deuce", (4, 3): "Advantage player1", (3, 5): "Win for player2",
             (4, 0): "Win for player1", (6, 6): "Deuce", (7, 8): "Advantage player2"}
    for (a, b), want in cases.items():
        assert_equal(tennis_score(a, b), want, f"({a},{b})")


def test_deliberately_wrong():
    # documents a known wrong expectation so the runner shows a failure
    assert_equal(tennis_score(2, 2), "Thirty-Thirty")


def test_crashes():
    return [1, 2, 3][5]


def main() -> None:
    report = run_tests(globals())
    print("-" * 30)
    print("%d tests, %d passed, %d failed" % (report.total, len(report.passed), len(report.failed)))
    g = BowlingGame()
    for p in [10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1]:
        g.roll(p)
    running = 0
    for n, s in enumerate(g.frame_scores(), 1):
        running += s
        print(f"frame {n:2d}: {s:3d}  total {running:3d}")


if __name__ == "__main__":
    main()
