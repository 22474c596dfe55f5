"""Differential: itertools.groupby with and without key= (a lambda, a
function), run-length encoding as tests/corpus/rle.py writes it, groups
drawn partly, and groups drawn after the groupby moved on (empty, as
CPython's _grouper)."""
# entry: run_lengths
# inputs: ["WWWWBBBWWWWaab", [1, 3, 5, 2, 4, 7, 11, 12, 12, 13]]
# compile: all
from itertools import groupby


def encode(text: str) -> str:
    return "".join((str(n) if n > 1 else "") + ch
                   for ch, n in ((k, len(list(g))) for k, g in groupby(text)))


def first_letter(w: str) -> str:
    return w[:1]


def run_lengths(text: str, xs: list[int]) -> list[str]:
    out = [encode(text), encode(""), encode(text[::-1])]
    for odd, g in groupby(xs, key=lambda x: x % 2 == 1):
        items = list(g)
        out.append(f"{odd}:{items}")
    for k, g in groupby(sorted(xs), lambda x: x // 10):
        out.append(str(k) + "=" + str(sum(g)))
    out.append(str([k for k, _ in groupby(xs)]))
    return out


def partial_groups(text: str, xs: list[int]) -> list[str]:
    out = [str(k) + str(list(g)) for k, g in groupby(xs)]
    it = groupby(text)
    for k, g in it:
        first = next(g)
        out.append(k + first)
        if k == "B":
            break
    for k, g in it:
        out.append(k + "|" + "".join(g))
    words = text.lower().split("w")
    out.append(str([(k, list(g)) for k, g in groupby(sorted(words), key=first_letter)
                    if k]))
    if len(set(xs)) > 1:
        stale = groupby(xs)
        k1, g1 = next(stale)
        k2, g2 = next(stale)
        out.append(str(k1) + str(list(g1)) + str(k2) + str(list(g2)))
    return out
