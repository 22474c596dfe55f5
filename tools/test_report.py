"""The time budget of a test run: the slowest targets and the total.

tools/test.sh calls it at the end of a run with Bazel's build event file
(`--build_event_json_file`) and the timings tests/bazel_checks.py wrote, so
whoever adds a test sees what it costs against CI's limit:

    python tools/test_report.py --bep BEP.json... --checks CHECKS.json... --wall SECONDS
        [--phase NAME=SECONDS...] [--profile PROFILE.json.gz[@OFFSET]...]

`bazel test` may run in several invocations (tools/test.sh starts the longest
targets first); each gives one build event file and one profile. With Bazel's
JSON trace profile (`bazel test --profile=...`) each test row also says when
its first action started and its last ended, in seconds from the start of the
tests (OFFSET: when that invocation started): a long target that starts late
is the run's tail.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from dataclasses import dataclass
from pathlib import Path

# CI's budget for tools/test.sh on a clean clone (README, "Tests").
BUDGET_S = 25 * 60


@dataclass(frozen=True)
class Timing:
    name: str
    seconds: float
    status: str  # PASSED, FAILED, ... with "(cached)" when not run


def bazel_tests(bep: Path) -> list[Timing]:
    """One row per test target: the longest attempt of its last run (shards
    and attempts of one target are summed as Bazel runs them)."""
    totals: dict[str, float] = {}
    status: dict[str, str] = {}
    cached: dict[str, bool] = {}
    if not bep.exists():
        return []
    for line in bep.read_text().splitlines():
        try:
            event = json.loads(line)
        except json.JSONDecodeError:
            continue  # a run cut short leaves a partial last line
        result = event.get("testResult")
        if result is None:
            continue
        label = event["id"]["testResult"]["label"]
        millis = int(result.get("testAttemptDurationMillis", 0) or 0)
        totals[label] = totals.get(label, 0.0) + millis / 1000
        status[label] = result.get("status", "NO STATUS")
        hit = bool(result.get("cachedLocally")) or bool(
            result.get("executionInfo", {}).get("cachedRemotely"))
        cached[label] = cached.get(label, True) and hit
    return [Timing(label, totals[label],
                   f"{status[label]}{' (cached)' if cached[label] else ''}")
            for label in totals]


def test_spans(profile: Path, offset: float = 0.0) -> dict[str, tuple[float, float]]:
    """Label -> (first start, last end) of its test actions, in seconds from
    the profile's first event plus `offset` (all shards and attempts)."""
    if not profile.exists():
        return {}
    opener = gzip.open if profile.suffix == ".gz" else open
    with opener(profile, "rt") as f:
        try:
            events = json.load(f).get("traceEvents", [])
        except (json.JSONDecodeError, EOFError, OSError):
            return {}
    timed = [e for e in events if e.get("ph") == "X" and "ts" in e]
    if not timed:
        return {}
    origin = min(e["ts"] for e in timed)
    spans: dict[str, tuple[float, float]] = {}
    for e in timed:
        name = str(e.get("name", ""))
        if e.get("cat") != "action processing" or not name.startswith("Testing //"):
            continue
        label = name[len("Testing "):].split(" ")[0]
        start = offset + (e["ts"] - origin) / 1e6
        end = start + e.get("dur", 0) / 1e6
        first, last = spans.get(label, (start, end))
        spans[label] = (min(first, start), max(last, end))
    return spans


def checks(path: Path) -> list[Timing]:
    if not path.exists():
        return []
    rows = json.loads(path.read_text())
    return [Timing(f"bazel check {r['name']}", float(r["seconds"]),
                   r["status"] + (" (cached)" if r.get("cached") else ""))
            for r in rows]


def render(rows: list[Timing], wall: float, top: int = 10,
           spans: dict[str, tuple[float, float]] | None = None) -> str:
    ran = [r for r in rows if "(cached)" not in r.status]
    spans = spans or {}
    lines = [f"slowest {min(top, len(rows))} of {len(rows)} test targets and checks "
             f"({len(rows) - len(ran)} cached):",
             f"  {'seconds':>8}  {'status':<18} {'ran at':<11} target"]
    for r in sorted(rows, key=lambda r: -r.seconds)[:top]:
        span = spans.get(r.name)
        at = f"{span[0]:.0f}-{span[1]:.0f}" if span else ""
        lines.append(f"  {r.seconds:8.0f}  {r.status:<18} {at:<11} {r.name}")
    lines.append(f"  {sum(r.seconds for r in ran):8.0f}  {'':<18} sum of what ran "
                 "(two run at once on two cores)")
    lines.append(f"  {wall:8.0f}  {'':<18} whole run, set-up included "
                 f"(CI budget {BUDGET_S} s: {'within' if wall <= BUDGET_S else 'OVER'})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bep", type=Path, action="append", required=True,
                        help="a build event file of `bazel test` (repeatable)")
    parser.add_argument("--checks", type=Path, action="append", default=[],
                        help="timings tests/bazel_checks.py wrote (repeatable)")
    parser.add_argument("--phase", action="append", default=[], metavar="NAME=SECONDS",
                        help="wall time of a phase of the run (repeatable)")
    parser.add_argument("--wall", type=float, required=True, help="seconds the run took")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--profile", action="append", default=[], metavar="PATH[@OFFSET]",
                        help="Bazel's JSON trace profile of a `bazel test`, started OFFSET "
                             "seconds into the tests (repeatable)")
    args = parser.parse_args(argv)
    rows = [row for path in args.bep for row in bazel_tests(path)]
    rows += [row for path in args.checks for row in checks(path)]
    spans: dict[str, tuple[float, float]] = {}
    for spec in args.profile:
        path, _, offset = spec.partition("@")
        spans.update(test_spans(Path(path), float(offset or 0)))
    print(render(rows, args.wall, args.top, spans))
    for phase in args.phase:
        name, _, seconds = phase.rpartition("=")
        print(f"  {float(seconds):8.0f}  {'':<18} {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
