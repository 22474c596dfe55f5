"""A grade report: parsed score lines, statistics.median, f-string alignment,
int averages that may be float, a dict of counts sorted by a key lambda."""

import sys
import statistics


def letter(score: float) -> str:
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    return "F"


def parse(line: str) -> tuple[str, list[int]]:
    name, rest = line.split(":")
    return name.strip(), [int(x) for x in rest.split(",") if x.strip()]


def report(lines: list[str]) -> list[str]:
    rows = []
    best_name, best = "", 0
    for line in lines:
        name, scores = parse(line)
        if not scores:
            rows.append(f"{name:<8} no scores")
            continue
        avg = sum(scores) / len(scores)
        med = statistics.median(scores)
        if avg > best:
            best_name, best = name, avg
        rows.append(f"{name:<8} avg={avg:6.2f} median={med} grade={letter(avg)} spread={max(scores) - min(scores)}")
    rows.append(f"best: {best_name} ({best})")
    return rows


def main(n: int) -> None:
    lines = []
    for i in range(n):
        scores = ",".join(str((i * 37 + k * 11) % 41 + 60) for k in range(i % 5))
        lines.append(f"student{i}: {scores}")
    for row in report(lines):
        print(row)
    counts: dict[str, int] = {}
    for line in lines:
        _, s = parse(line)
        g = letter(sum(s) / len(s)) if s else "-"
        counts[g] = counts.get(g, 0) + 1
    print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
