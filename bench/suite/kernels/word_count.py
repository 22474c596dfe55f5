"""Word frequencies of a text: (distinct words, count of the commonest)."""


def word_count(text: str) -> tuple[int, int]:
    counts: dict[str, int] = {}
    for word in text.lower().split():
        counts[word] = counts.get(word, 0) + 1
    best = 0
    for c in counts.values():
        if c > best:
            best = c
    return len(counts), best
