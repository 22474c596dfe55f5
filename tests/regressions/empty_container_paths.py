"""Not a fuzzer find: issue #25's empty containers typed by uses that reach
them through another path (build_order's shape): a dict whose values are
grouped with `setdefault(key, []).append(x)` while the key's type is still
being learned (the key comes from another empty dict's values), and a tuple
display of empty containers unpacked into variables (`seen, stack = set(),
[start]`) whose element types later adds decide, not the default a hole gets.
"""
# entry: word_levels
# inputs: [["ab", "abc", "b", "bcd", "abcd", "c", "cd"], 3]
from collections import defaultdict


def depth_of(words: list[str]) -> dict[str, int]:
    level = {}
    for w in sorted(words, key=len):
        level[w] = 1 + max((level[p] for p in level if w.startswith(p)), default=-1)
    return level


def grouped(words: list[str]) -> list[list[str]]:
    level = {}
    for w in sorted(words, key=len):
        level[w] = 1 + max((level[p] for p in level if w.endswith(p)), default=-1)
    groups = {}
    for w, l in level.items():
        groups.setdefault(l, []).append(w)
    by_len = defaultdict(list)
    for w, l in level.items():
        by_len[l].append(len(w) * 1.5)
    return [sorted(groups[l]) for l in sorted(groups)] + [[str(sum(by_len[l]))] for l in by_len]


def reachable(words: list[str], start: str, limit: int) -> list[str]:
    seen, stack = set(), [start]
    steps, order = 0, []
    while stack and steps < limit * 10:
        w = stack.pop()
        steps += 1
        for other in words:
            if other not in seen and other != w and other[0] in w:
                seen.add(other)
                order.append(other)
                stack.append(other)
    return sorted(seen) + order[:limit]


def word_levels(words: list[str], limit: int) -> list[str]:
    out = [f"{w}:{d}" for w, d in sorted(depth_of(words).items())]
    for g in grouped(words):
        out.append(",".join(g))
    out.extend(reachable(words, words[0] if words else "", limit))
    counts, names = {}, []
    for w in words:
        counts[w[:1]] = counts.get(w[:1], 0) + 1
        names.append(w.upper())
    out.append(str(sorted(counts.items())) + " " + " ".join(names))
    return out
