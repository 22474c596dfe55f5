"""Interval problems: greedy activity selection, merging overlaps, minimum
meeting rooms with a heap, and weighted scheduling by DP with bisect."""

import bisect
import heapq
from typing import NamedTuple


class Meeting(NamedTuple):
    start: int
    end: int
    title: str
    weight: int = 1


MEETINGS = [
    Meeting(9, 10, "standup", 2), Meeting(9, 12, "workshop", 9), Meeting(10, 11, "1:1", 3),
    Meeting(11, 13, "lunch talk", 4), Meeting(12, 14, "design", 6), Meeting(13, 15, "review", 5),
    Meeting(14, 16, "planning", 4), Meeting(15, 17, "retro", 3), Meeting(16, 18, "social", 1),
]


def select(meetings):
    chosen, end = [], float("-inf")
    for m in sorted(meetings, key=lambda m: m.end):
        if m.start >= end:
            chosen.append(m.title)
            end = m.end
    return chosen


def merge(meetings):
    merged = []
    for m in sorted(meetings):
        if merged and m.start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], m.end)
        else:
            merged.append([m.start, m.end])
    return merged


def rooms(meetings):
    heap = []
    peak = 0
    for m in sorted(meetings):
        while heap and heap[0] <= m.start:
            heapq.heappop(heap)
        heapq.heappush(heap, m.end)
        peak = max(peak, len(heap))
    return peak


def weighted(meetings):
    ms = sorted(meetings, key=lambda m: m.end)
    ends = [m.end for m in ms]
    best = [(0, [])]
    for i, m in enumerate(ms):
        j = bisect.bisect_right(ends, m.start, 0, i)
        take = (best[j][0] + m.weight, best[j][1] + [m.title])
        best.append(max(best[-1], take, key=lambda t: t[0]))
    return best[-1]


def main() -> None:
    print("greedy:", select(MEETINGS))
    print("busy blocks:", merge(MEETINGS))
    print("rooms needed:", rooms(MEETINGS))
    value, titles = weighted(MEETINGS)
    print("best weight", value, titles)
    m = MEETINGS[3]
    print(m, m._replace(weight=10).weight, m._asdict()["title"])
    by_len = sorted(MEETINGS, key=lambda m: (m.end - m.start, m.title), reverse=True)
    print([f"{m.title}({m.end - m.start}h)" for m in by_len[:4]])


if __name__ == "__main__":
    main()
