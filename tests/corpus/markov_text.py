"""A Markov-chain text generator: bigram tables built from a corpus, text
generated with a seeded random, and some statistics of the chain."""

import random
from collections import defaultdict, Counter

CORPUS = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of
incredulity, it was the season of Light, it was the season of Darkness, it was
the spring of hope, it was the winter of despair, we had everything before us,
we had nothing before us, we were all going direct to Heaven, we were all going
direct the other way.
"""


def words(text):
    out = []
    for raw in text.split():
        w = raw.strip(".,;").lower()
        if w:
            out.append(w)
    return out


def build(tokens, order=2):
    chain = defaultdict(Counter)
    for i in range(len(tokens) - order):
        key = tuple(tokens[i:i + order])
        chain[key][tokens[i + order]] += 1
    return chain


def generate(chain, rng, length, order=2):
    keys = sorted(chain)
    key = rng.choice(keys)
    out = list(key)
    for _ in range(length):
        options = chain.get(tuple(out[-order:]))
        if not options:
            key = rng.choice(keys)
            out.extend(key)
            continue
        choices = sorted(options)
        weights = [options[c] for c in choices]
        out.append(rng.choices(choices, weights)[0])
    return " ".join(out)


def main() -> None:
    tokens = words(CORPUS)
    print(len(tokens), "words,", len(set(tokens)), "distinct")
    for order in (1, 2):
        chain = build(tokens, order)
        branching = [len(v) for v in chain.values()]
        print(f"order {order}: {len(chain)} states, max branching {max(branching)}, "
              f"mean {sum(branching) / len(branching):.3f}")
        rng = random.Random(2024)
        for _ in range(2):
            print("  ", generate(chain, rng, 20, order))
    top = Counter(tokens).most_common(5)
    print("most common:", ", ".join("%s=%d" % kv for kv in top))


if __name__ == "__main__":
    main()
