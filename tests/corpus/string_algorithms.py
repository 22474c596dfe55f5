"""Classic string algorithms: KMP, Z-function, Manacher, edit distance, anagrams."""
from __future__ import annotations

from collections import defaultdict
from typing import Iterable, NamedTuple


def prefix_function(pattern: str) -> list[int]:
    pi = [0] * len(pattern)
    k = 0
    for i in range(1, len(pattern)):
        while k > 0 and pattern[i] != pattern[k]:
            k = pi[k - 1]
        if pattern[i] == pattern[k]:
            k += 1
        pi[i] = k
    return pi


def kmp_search(text: str, pattern: str) -> list[int]:
    if not pattern:
        return list(range(len(text) + 1))
    pi = prefix_function(pattern)
    hits: list[int] = []
    k = 0
    for i, ch in enumerate(text):
        while k > 0 and ch != pattern[k]:
            k = pi[k - 1]
        if ch == pattern[k]:
            k += 1
        if k == len(pattern):
            hits.append(i - k + 1)
            k = pi[k - 1]
    return hits


def z_function(s: str) -> list[int]:
    n = len(s)
    z = [0] * n
    if n:
        z[0] = n
    left = right = 0
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
    return z


def z_search(text: str, pattern: str, sep: str = "\x00") -> list[int]:
    z = z_function(pattern + sep + text)
    m = len(pattern)
    return [i - m - 1 for i in range(m + 1, len(z)) if z[i] >= m]


def longest_palindrome(s: str) -> str:
    """Manacher's algorithm, O(n)."""
    if not s:
        return ""
    t = "^#" + "#".join(s) + "#$"
    p = [0] * len(t)
    center = right = 0
    for i in range(1, len(t) - 1):
        if i < right:
            p[i] = min(right - i, p[2 * center - i])
        while t[i + p[i] + 1] == t[i - p[i] - 1]:
            p[i] += 1
        if i + p[i] > right:
            center, right = i, i + p[i]
    length, idx = max((v, i) for i, v in enumerate(p))
    start = (idx - length) // 2
    return s[start:start + length]


def brute_palindrome(s):
    best = ""
    for i in range(len(s)):
        for j in range(i + len(best) + 1, len(s) + 1):
            sub = s[i:j]
            if sub == sub[::-1]:
                best = sub
    return best


class EditResult(NamedTuple):
    distance: int
    ops: list[str]


def edit_distance(a: str, b: str) -> EditResult:
    rows, cols = len(a) + 1, len(b) + 1
    dp = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        dp[i][0] = i
    for j in range(cols):
        dp[0][j] = j
    for i in range(1, rows):
        for j in range(1, cols):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            dp[i][j] = min(dp[i - 1][j] + 1, dp[i][j - 1] + 1, dp[i - 1][j - 1] + cost)
    ops: list[str] = []
    i, j = len(a), len(b)
    while i > 0 or j > 0:
        if i > 0 and j > 0 and dp[i][j] == dp[i - 1][j - 1] + (a[i - 1] != b[j - 1]):
            if a[i - 1] != b[j - 1]:
                ops.append(f"sub {a[i - 1]}->{b[j - 1]}@{i - 1}")
            i, j = i - 1, j - 1
        elif i > 0 and dp[i][j] == dp[i - 1][j] + 1:
            ops.append(f"del {a[i - 1]}@{i - 1}")
            i -= 1
        else:
            ops.append(f"ins {b[j - 1]}@{i}")
            j -= 1
    ops.reverse()
    return EditResult(dp[-1][-1], ops)


def anagram_groups(words: Iterable[str]) -> list[list[str]]:
    groups: defaultdict[str, list[str]] = defaultdict(list)
    for w in words:
        groups["".join(sorted(w.lower()))].append(w)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g[0]))


def main() -> None:
    text = "abracadabra abracadabra cadabra"
    for pat in ("abra", "cad", "a", "zzz", "abracadabra"):
        k, z = kmp_search(text, pat), z_search(text, pat)
        assert k == z == [i for i in range(len(text)) if text.startswith(pat, i)]
        print(f"{pat!r:14} -> {k}")
    print("pi(aabaaab) =", prefix_function("aabaaab"))
    print("z(aaabaab)  =", z_function("aaabaab"))
    for s in ("babad", "cbbd", "forgeeksskeegfor", "abacdfgdcaba", "x", "noon racecar level"):
        lp = longest_palindrome(s)
        assert len(lp) == len(brute_palindrome(s)) and lp == lp[::-1]
        print(f"longest palindrome in {s!r}: {lp!r}")
    for a, b in (("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc")):
        res = edit_distance(a, b)
        print(f"edit({a!r}, {b!r}) = {res.distance}: {'; '.join(res.ops)}")
    words = "listen silent enlist inlets google banana stone tones notes onset Seton cat act tac dog".split()
    for group in anagram_groups(words):
        print("anagrams:", " ".join(group))
    assert edit_distance("abc", "abc").distance == 0
    print("all string checks passed")


if __name__ == "__main__":
    main()
