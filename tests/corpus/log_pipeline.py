"""Log processing with generator pipelines: parse embedded access-log
lines, filter, group by status and path, percentiles of response times,
and the busiest minute."""

from collections import Counter, defaultdict
from itertools import islice

LOG = """\
10.0.0.1 - - [04/Dec/2026:10:00:01] "GET /index.html HTTP/1.1" 200 5120 0.012
10.0.0.2 - - [04/Dec/2026:10:00:03] "GET /api/items?id=7 HTTP/1.1" 200 312 0.087
10.0.0.1 - - [04/Dec/2026:10:00:09] "POST /api/items HTTP/1.1" 201 64 0.140
10.0.0.3 - - [04/Dec/2026:10:01:15] "GET /missing HTTP/1.1" 404 0 0.003
10.0.0.4 - - [04/Dec/2026:10:01:20] "GET /api/items?id=9 HTTP/1.1" 500 0 1.502
10.0.0.2 - - [04/Dec/2026:10:01:21] "GET /index.html HTTP/1.1" 304 0 0.002
malformed line here
10.0.0.5 - - [04/Dec/2026:10:01:59] "GET /api/users HTTP/1.1" 200 2048 0.230
10.0.0.1 - - [04/Dec/2026:10:02:00] "DELETE /api/items/7 HTTP/1.1" 403 0 0.010
10.0.0.6 - - [04/Dec/2026:10:02:30] "GET /index.html HTTP/1.1" 200 5120 0.015
10.0.0.3 - - [04/Dec/2026:10:02:31] "GET /api/items?id=7 HTTP/1.1" 200 312 0.075
"""


def lines(text):
    for line in text.splitlines():
        if line.strip():
            yield line


def parse(lines_):
    for n, line in enumerate(lines_, 1):
        try:
            ip, _, _, stamp, method, target, _, status, size, secs = line.split()
        except ValueError:
            print(f"skipping line {n}: {line!r}")
            continue
        path = target.split("?")[0]
        yield {"ip": ip, "minute": stamp[1:-4], "method": method.strip('"'), "path": path,
               "status": int(status), "bytes": int(size), "secs": float(secs)}


def percentile(values, p):
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def main() -> None:
    records = list(parse(lines(LOG)))
    print(len(records), "requests")
    by_status = Counter(r["status"] // 100 * 100 for r in records)
    print("by status class:", dict(sorted(by_status.items())))
    errors = (r for r in records if r["status"] >= 400)
    for r in islice(errors, 2):
        print("error:", r["method"], r["path"], r["status"])
    per_path = defaultdict(list)
    for r in records:
        per_path[r["path"]].append(r["secs"])
    for path, times in sorted(per_path.items(), key=lambda kv: -len(kv[1])):
        print(f"{path:<16} n={len(times)} mean={sum(times) / len(times):.3f}s")
    secs = [r["secs"] for r in records]
    print("p50 %.3f p90 %.3f p99 %.3f" % tuple(percentile(secs, p) for p in (50, 90, 99)))
    minute, n = Counter(r["minute"] for r in records).most_common(1)[0]
    print(f"busiest minute {minute} with {n} requests")
    total = sum(r["bytes"] for r in records if r["status"] == 200)
    print(f"bytes served with 200: {total:,}")


if __name__ == "__main__":
    main()
