"""Differential: defaultdict(Counter), a Markov chain's transition counts:
missing keys make empty Counters (repr'd inside the defaultdict's as
CPython's <class 'collections.Counter'>), most_common, get() of a missing
key, sorting and iteration (tests/corpus/markov_text.py)."""
# entry: chain
# inputs: ["the cat saw the dog and the cat ran", 2]
# compile: all
from collections import Counter, defaultdict


def chain(text: str, order: int) -> list[str]:
    tokens = text.split()
    table = defaultdict(Counter)
    for i in range(len(tokens) - order):
        key = " ".join(tokens[i:i + order])
        table[key][tokens[i + order]] += 1
    out = [repr(table), str(len(table))]
    for key in sorted(table):
        options = table[key]
        out.append(f"{key}: {options.most_common(1)} {sorted(options)} {sum(options.values())}")
    out.append(str(table.get("nowhere")) + " " + str("nowhere" in table))
    empty = table["nowhere"]
    empty["x"] += order
    out.append(repr(empty) + " " + str(len(table)) + " " + repr(table["nowhere"]))
    return out


def bigrams(text: str, order: int) -> list[str]:
    letters = defaultdict(Counter)
    for word in text.split():
        for a, b in zip(word, word[order - 1:]):
            letters[a][b] += 1
    best = [(k, c.most_common(1)[0]) for k, c in sorted(letters.items())]
    return [str(best), str(max(len(c) for c in letters.values()))]
