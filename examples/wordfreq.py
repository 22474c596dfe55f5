"""Word frequencies: strings, dicts, sorting with a key, a dataclass and a
generator, compiled like any other example.

    bazel run //examples:wordfreq -- "the cat and the hat" 2
"""

from dataclasses import dataclass

from pyaot import compile


@dataclass(order=True)
class Count:
    word: str
    n: int


def words(text: str):
    for raw in text.lower().split():
        word = raw.strip(".,;:!?\"'()")
        if word:
            yield word


@compile(tag="examples.top_words", description="the k most frequent words and their counts")
def top_words(text: str, k: int) -> list[tuple[str, int]]:
    counts: dict[str, int] = {}
    for w in words(text):
        counts[w] = counts.get(w, 0) + 1
    ranked = sorted((Count(w, n) for w, n in counts.items()), key=lambda c: (-c.n, c.word))
    return [(c.word, c.n) for c in ranked[:k]]
