"""Word statistics of an embedded text: frequencies, lengths, sentences,
a readability estimate and a text-wrapped summary."""

import string
import textwrap
from collections import Counter

TEXT = """Call me Ishmael. Some years ago - never mind how long precisely - having
little or no money in my purse, and nothing particular to interest me on shore,
I thought I would sail about a little and see the watery part of the world. It
is a way I have of driving off the spleen and regulating the circulation.
Whenever I find myself growing grim about the mouth; whenever it is a damp,
drizzly November in my soul; whenever I find myself involuntarily pausing
before coffin warehouses, and bringing up the rear of every funeral I meet;
then, I account it high time to get to sea as soon as I can."""

STOP = {"a", "the", "i", "to", "and", "of", "in", "my", "it", "is", "me", "or", "on"}


def syllables(word):
    vowels = "aeiouy"
    count, prev = 0, False
    for ch in word:
        is_v = ch in vowels
        if is_v and not prev:
            count += 1
        prev = is_v
    if word.endswith("e") and count > 1:
        count -= 1
    return max(count, 1)


def main() -> None:
    table = str.maketrans("", "", string.punctuation)
    words = [w.lower() for w in TEXT.translate(table).split()]
    sentences = [s for s in TEXT.replace("?", ".").split(".") if s.strip()]
    print(f"{len(words)} words, {len(set(words))} distinct, {len(sentences)} sentences")
    freq = Counter(w for w in words if w not in STOP)
    for word, n in freq.most_common(6):
        print(f"  {word:<12}{n}")
    lengths = Counter(len(w) for w in words)
    print("lengths:", " ".join(f"{k}:{lengths[k]}" for k in sorted(lengths)))
    longest = sorted(set(words), key=lambda w: (-len(w), w))[:3]
    print("longest:", longest)
    syl = sum(syllables(w) for w in words)
    grade = 0.39 * len(words) / len(sentences) + 11.8 * syl / len(words) - 15.59
    print("syllables %d, grade level %.1f" % (syl, grade))
    capitals = [w for w in TEXT.split() if w[0].isupper()]
    print("capitalised:", ", ".join(sorted(set(w.strip(string.punctuation) for w in capitals))))
    summary = " ".join(TEXT.split()[:40])
    print(textwrap.fill(summary, width=50, initial_indent="> ", subsequent_indent="> "))


if __name__ == "__main__":
    main()
