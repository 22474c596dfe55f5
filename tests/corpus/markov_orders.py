"""Markov-chain text generator with simple corpus statistics."""
from __future__ import annotations

import random
import re
import string
from collections import Counter, defaultdict
from typing import Iterable, Iterator, Optional

CORPUS = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way. In short, the period was so far like the present period,
that some of its noisiest authorities insisted on its being received, for good
or for evil, in the superlative degree of comparison only. There were a king
with a large jaw and a queen with a plain face, on the throne of England; there
were a king with a large jaw and a queen with a fair face, on the throne of
France. It was clearer than crystal to the lords of the State preserves of
loaves and fishes, that things in general were settled for ever.
"""

State = tuple[str, ...]
WORD_RE = re.compile(r"[A-Za-z']+|[.,;!?]")


def tokenize(text: str) -> list[str]:
    return WORD_RE.findall(text)


def windows(tokens: list[str], n: int) -> Iterator[tuple[State, str]]:
    for i in range(len(tokens) - n):
        yield tuple(tokens[i:i + n]), tokens[i + n]


class MarkovChain:
    def __init__(self, order: int = 2) -> None:
        self.order = order
        self.table: defaultdict[State, list[str]] = defaultdict(list)
        self.starts: list[State] = []

    def train(self, tokens: list[str]) -> "MarkovChain":
        for state, nxt in windows(tokens, self.order):
            self.table[state].append(nxt)
            if state[0][0].isupper():
                self.starts.append(state)
        return self

    def generate(self, max_words: int = 40, start: Optional[State] = None) -> list[str]:
        state = start if start is not None else random.choice(self.starts)
        out = list(state)
        while len(out) < max_words:
            choices = self.table.get(state)
            if not choices:
                break
            word = random.choice(choices)
            out.append(word)
            if word == "." and len(out) > max_words // 2:
                break
            state = tuple(out[-self.order:])
        return out

    def branching(self) -> float:
        if not self.table:
            return 0.0
        return sum(len(set(v)) for v in self.table.values()) / len(self.table)


def detokenize(tokens: Iterable[str]) -> str:
    text = ""
    for tok in tokens:
        if tok in string.punctuation:
            text += tok
        else:
            text += (" " if text else "") + tok
    return text


def wrap(text: str, width: int = 64) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


def word_stats(tokens: list[str]) -> dict[str, object]:
    words = [t.lower() for t in tokens if t[0].isalpha()]
    counts = Counter(words)
    lengths = Counter(len(w) for w in words)
    bigrams = Counter(zip(words, words[1:]))
    return {
        "tokens": len(tokens),
        "words": len(words),
        "vocabulary": len(counts),
        "top": sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6],
        "avg_len": round(sum(map(len, words)) / len(words), 3),
        "longest": max(sorted(counts), key=len),
        "len_hist": sorted(lengths.items()),
        "top_bigram": min(bigrams.items(), key=lambda kv: (-kv[1], kv[0])),
        "hapax": sum(1 for c in counts.values() if c == 1),
    }


def main() -> None:
    random.seed(2024)
    tokens = tokenize(CORPUS)
    for key, val in word_stats(tokens).items():
        print(f"{key:>10}: {val}")
    for order in (1, 2, 3):
        chain = MarkovChain(order).train(tokens)
        print(f"order {order}: states={len(chain.table)} starts={len(chain.starts)} "
              f"branching={chain.branching():.3f}")
        for i in range(2):
            sentence = detokenize(chain.generate(30))
            for j, line in enumerate(wrap(sentence)):
                print(("  - " if j == 0 else "    ") + line)
    chain = MarkovChain(2).train(tokens)
    fixed = chain.generate(12, start=("it", "was"))
    print("from ('it','was'):", detokenize(fixed))
    print("sample:", random.sample(sorted(set(t.lower() for t in tokens if t.isalpha())), 5))


if __name__ == "__main__":
    main()
