"""The time budget of a test run: the slowest targets and the total.

tools/test.sh calls it at the end of a run with Bazel's build event file
(`--build_event_json_file`) and the timings tests/bazel_checks.py wrote, so
whoever adds a test sees what it costs against CI's limit:

    python tools/test_report.py --bep BEP.json --checks CHECKS.json --wall SECONDS
"""

from __future__ import annotations

import argparse
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


def checks(path: Path) -> list[Timing]:
    if not path.exists():
        return []
    rows = json.loads(path.read_text())
    return [Timing(f"bazel check {r['name']}", float(r["seconds"]),
                   r["status"] + (" (cached)" if r.get("cached") else ""))
            for r in rows]


def render(rows: list[Timing], wall: float, top: int = 10) -> str:
    ran = [r for r in rows if "(cached)" not in r.status]
    lines = [f"slowest {min(top, len(rows))} of {len(rows)} test targets and checks "
             f"({len(rows) - len(ran)} cached):",
             f"  {'seconds':>8}  {'status':<18} target"]
    for r in sorted(rows, key=lambda r: -r.seconds)[:top]:
        lines.append(f"  {r.seconds:8.0f}  {r.status:<18} {r.name}")
    lines.append(f"  {sum(r.seconds for r in ran):8.0f}  {'':<18} sum of what ran "
                 "(two run at once on two cores)")
    lines.append(f"  {wall:8.0f}  {'':<18} whole run, set-up included "
                 f"(CI budget {BUDGET_S} s: {'within' if wall <= BUDGET_S else 'OVER'})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bep", type=Path, required=True)
    parser.add_argument("--checks", type=Path, required=True)
    parser.add_argument("--wall", type=float, required=True, help="seconds the run took")
    parser.add_argument("--top", type=int, default=10)
    args = parser.parse_args(argv)
    print(render(bazel_tests(args.bep) + checks(args.checks), args.wall, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
