"""Produce a word-frequency and style report for an embedded text sample."""
import re
import string
from collections import Counter

SAMPLE = """\
It was a bright cold day in April, and the clocks were striking thirteen.
The harbour was quiet; the boats rocked gently against the old stone wall.
Nobody in the village remembered who had built the wall, or why it faced
the sea so stubbornly.  Old Marta said her grandmother's grandmother had
carried the stones herself -- but Marta said a great many things.

In the evenings the fishermen mended their nets and argued about the weather.
"Rain by Thursday," said Tomas.  "Rain by Wednesday," said his brother.
It rained on Tuesday, and both of them claimed they had been right all along.

The children ran along the wall at low tide, counting crabs and shouting.
They counted forty-two crabs one afternoon, a record that stood for years.
"""

STOPWORDS = frozenset(
    "a an and the of in on at to by for it was were is be been her his them they who why or "
    "but so their one that all had said about".split()
)
WORD_RE = re.compile(r"[a-z]+(?:['-][a-z]+)*")


def paragraphs(text: str) -> list[str]:
    return [p.strip() for p in text.split("\n\n") if p.strip()]


def sentences(text: str) -> list[str]:
    flat = " ".join(text.split())
    parts = re.split(r'(?<=[.!?])"?\s+', flat)
    return [s for s in parts if s]


def words(text: str) -> list[str]:
    return WORD_RE.findall(text.lower())


def syllables(word):
    word = word.lower().strip(string.punctuation)
    groups = re.findall(r"[aeiouy]+", word)
    count = len(groups)
    if word.endswith("e") and count > 1 and not word.endswith("le"):
        count -= 1
    return max(count, 1)


def flesch_reading_ease(text: str) -> float:
    ws = words(text)
    ss = sentences(text)
    syl = sum(syllables(w) for w in ws)
    return 206.835 - 1.015 * (len(ws) / len(ss)) - 84.6 * (syl / len(ws))


def histogram_bar(count: int, scale: int = 1, char: str = "#") -> str:
    return char * (count // scale) + ("+" if count % scale else "")


def title_case_name(s: str) -> str:
    return " ".join(part.capitalize() for part in s.replace("_", " ").split())


def main() -> None:
    all_words = words(SAMPLE)
    counts = Counter(w for w in all_words if w not in STOPWORDS)
    print("=" * 48)
    print(title_case_name("text_statistics_report").center(48))
    print("=" * 48)
    print("%-22s %6d" % ("characters", len(SAMPLE)))
    print("%-22s %6d" % ("non-space characters", sum(not c.isspace() for c in SAMPLE)))
    print("%-22s %6d" % ("words", len(all_words)))
    print("%-22s %6d" % ("distinct words", len(set(all_words))))
    print("%-22s %6d" % ("sentences", len(sentences(SAMPLE))))
    print("%-22s %6d" % ("paragraphs", len(paragraphs(SAMPLE))))
    print(f"{'reading ease':<22} {flesch_reading_ease(SAMPLE):6.1f}")
    print("-" * 48)
    print("Top content words:")
    top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
    for rank, (word, n) in enumerate(top, 1):
        print(f"{rank:>2}. {word:<12}{n:>3} {histogram_bar(n)}")
    print("-" * 48)
    lengths: dict[int, int] = {}
    for w in all_words:
        lengths[len(w)] = lengths.get(len(w), 0) + 1
    longest = max(all_words, key=lambda w: (len(w), w))
    print("Word length distribution:", ", ".join(f"{k}:{v}" for k, v in sorted(lengths.items())))
    print(f"Longest word: {longest!r} ({len(longest)} letters, {syllables(longest)} syllables)")
    avg = sum(map(len, all_words)) / len(all_words)
    print("Average word length: %.2f" % avg)
    capitalised = sorted({w.strip(string.punctuation) for w in SAMPLE.split()
                          if w[0].isupper() and w.strip(string.punctuation).isalpha()})
    print("Capitalised tokens:", ", ".join(capitalised))
    quotes = re.findall(r'"([^"]+)"', SAMPLE)
    print("Quoted speech:", " | ".join(q.rstrip(",.") for q in quotes))
    for i, para in enumerate(paragraphs(SAMPLE), 1):
        first = para.split("\n", 1)[0]
        snippet = first[:30].rstrip() + ("..." if len(first) > 30 else "")
        print(f"  P{i}: {len(words(para)):3d} words  \"{snippet}\"")
    vowels = Counter(c for c in SAMPLE.lower() if c in "aeiou")
    print("Vowels:", " ".join("%s=%d" % kv for kv in sorted(vowels.items())))
    print("Stopword share: {:.1%}".format(sum(w in STOPWORDS for w in all_words) / len(all_words)))


if __name__ == "__main__":
    main()
