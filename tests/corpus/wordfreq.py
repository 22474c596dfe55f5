"""Word-frequency report over a short text: the most common words, word
lengths and letter counts, printed as an aligned table."""

import string
from collections import Counter

TEXT = """
It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was
the epoch of incredulity, it was the season of Light, it was the season of
Darkness, it was the spring of hope, it was the winter of despair, we had
everything before us, we had nothing before us, we were all going direct to
Heaven, we were all going direct the other way - in short, the period was so
far like the present period, that some of its noisiest authorities insisted
on its being received, for good or for evil, in the superlative degree of
comparison only.
"""

STOP_WORDS = {'the', 'of', 'it', 'was', 'we', 'to', 'in', 'or', 'on', 'for', 'its', 'that', 'so'}
TOP = 8


def words(text):
    table = str.maketrans('', '', string.punctuation)
    return [w for w in text.lower().translate(table).split() if w]


def report(counts, title, total):
    print(title)
    print('-' * len(title))
    for word, n in counts.most_common(TOP):
        print("%-14s %4d  %5.1f%%" % (word, n, 100.0 * n / total))
    print()


def main() -> None:
    all_words = words(TEXT)
    counts = Counter(all_words)
    print("%d words, %d distinct" % (len(all_words), len(counts)))
    print()
    report(counts, "Most common words", len(all_words))
    content = Counter(w for w in all_words if w not in STOP_WORDS)
    report(content, "Most common content words", sum(content.values()))
    lengths = Counter(len(w) for w in all_words)
    print("Word lengths")
    for length in sorted(lengths):
        print("%2d %s" % (length, '*' * lengths[length]))
    letters = Counter(c for c in TEXT.lower() if c in string.ascii_lowercase)
    print()
    print("Letters: " + ' '.join('%s:%d' % (c, n) for c, n in sorted(letters.items())))
    vowels = sum(letters[v] for v in 'aeiou')
    print("vowels %d, consonants %d" % (vowels, sum(letters.values()) - vowels))


if __name__ == '__main__':
    main()
