"""Spell checker: Levenshtein / Damerau distance, Norvig-style edits and a BK-tree over a built-in word list."""
import re
import string
from collections import Counter
from functools import lru_cache

CORPUS = """
the quick brown fox jumps over the lazy dog the dog barks and the fox runs away
a programmer writes a program and the program runs on a computer the computer
computes quickly while the programmer drinks coffee coffee is hot and dark
python is a language that people use for writing scripts and programs because
the language is simple readable and powerful people like simple things there is
a library for almost everything including spelling correction and parsing
spelling mistakes happen when people type quickly without thinking about letters
letters form words and words form sentences and sentences form paragraphs
the weather today is sunny with a light breeze from the north the forecast says
rain will arrive tomorrow afternoon bring an umbrella and a warm jacket
receive believe separate necessary definitely occurrence beginning government
environment restaurant calendar library february accommodate knowledge
"""

WORDS = Counter(re.findall(r"[a-z]+", CORPUS.lower()))
TOTAL = sum(WORDS.values())
LETTERS = string.ascii_lowercase


def levenshtein(a: str, b: str) -> int:
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


@lru_cache(maxsize=None)
def damerau(a: str, b: str) -> int:
    """Optimal string alignment distance (recursive, memoized)."""
    if not a:
        return len(b)
    if not b:
        return len(a)
    cost = 0 if a[-1] == b[-1] else 1
    best = min(damerau(a[:-1], b) + 1, damerau(a, b[:-1]) + 1, damerau(a[:-1], b[:-1]) + cost)
    if len(a) > 1 and len(b) > 1 and a[-1] == b[-2] and a[-2] == b[-1]:
        best = min(best, damerau(a[:-2], b[:-2]) + 1)
    return best


def edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [L + R[1:] for L, R in splits if R]
    transposes = [L + R[1] + R[0] + R[2:] for L, R in splits if len(R) > 1]
    replaces = [L + c + R[1:] for L, R in splits if R for c in LETTERS]
    inserts = [L + c + R for L, R in splits for c in LETTERS]
    return set(deletes + transposes + replaces + inserts)


def known(words) -> set[str]:
    return {w for w in words if w in WORDS}


def probability(word: str) -> float:
    return WORDS[word] / TOTAL


def correction(word: str) -> str:
    candidates = (known([word]) or known(edits1(word))
                  or known(e2 for e1 in edits1(word) for e2 in edits1(e1)) or {word})
    return max(candidates, key=lambda w: (probability(w), w))


class BKTree:
    """Burkhard-Keller tree for fast nearest-neighbour lookup under a metric."""

    def __init__(self, distance=levenshtein):
        self.distance = distance
        self.root = None
        self.size = 0

    def add(self, word: str) -> None:
        self.size += 1
        if self.root is None:
            self.root = (word, {})
            return
        node = self.root
        while True:
            d = self.distance(word, node[0])
            if d == 0:
                return
            if d not in node[1]:
                node[1][d] = (word, {})
                return
            node = node[1][d]

    def search(self, word: str, radius: int) -> list[tuple[int, str]]:
        results, stack, visited = [], [self.root], 0
        while stack:
            w, children = stack.pop()
            visited += 1
            d = self.distance(word, w)
            if d <= radius:
                results.append((d, w))
            stack.extend(child for k, child in children.items() if d - radius <= k <= d + radius)
        self.last_visited = visited
        return sorted(results)


def check_sentence(sentence: str) -> str:
    def fix(m: re.Match) -> str:
        w = m.group(0)
        c = correction(w.lower())
        return c.upper() if w.isupper() else c.capitalize() if w[0].isupper() else c
    return re.sub(r"[A-Za-z]+", fix, sentence)


def main() -> None:
    print(f"vocabulary: {len(WORDS)} words, {TOTAL} tokens; top: {WORDS.most_common(4)}")
    pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("recieve", "receive"), ("ca", "abc"), ("", "abc")]
    for a, b in pairs:
        print(f"  lev({a!r}, {b!r}) = {levenshtein(a, b)}  osa = {damerau(a, b)}")
    for typo in ["speling", "korrectud", "teh", "progrem", "computr", "wether", "langauge", "xyzzy", "libary"]:
        print(f"  {typo:<10} -> {correction(typo)}")
    print(check_sentence("Teh quikc brown fox jumsp ovr teh lazzy dgo."))
    print(check_sentence("PYTHON is a simpel langage for writting progams"))
    tree = BKTree()
    for w in sorted(WORDS):
        tree.add(w)
    for query in ["recieve", "definately", "calender", "goverment", "accomodate"]:
        hits = tree.search(query, 2)
        print(f"  bk {query:<11} visited {tree.last_visited:3d}/{tree.size}: {hits[:3]}")
    print("damerau cache:", damerau.cache_info().hits, "hits")


if __name__ == "__main__":
    main()
