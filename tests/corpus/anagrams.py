"""Anagram groups from a word list, the largest groups, anagram pairs by
sorted signatures, and multi-word anagrams of a phrase by search."""

from collections import defaultdict, Counter

WORDS = """listen silent enlist tinsel inlets google banana stone tones notes onset
seton steno evil vile live veil levi angel glean angle galen below elbow bowel
state taste tates teats dusty study night thing inch chin rat tar art
act cat tac god dog odg lemon melon solemn""".split()


def groups(words):
    table = defaultdict(list)
    for w in words:
        table["".join(sorted(w))].append(w)
    return sorted((sorted(v) for v in table.values() if len(v) > 1),
                  key=lambda g: (-len(g), g))


def subtract(have, word):
    need = Counter(word)
    if any(have[c] < n for c, n in need.items()):
        return None
    left = have - need
    return left


def phrase_anagrams(phrase, words, limit=10):
    target = Counter(phrase.replace(" ", ""))
    found = []

    def search(left, start, chosen):
        if len(found) >= limit:
            return
        if not left:
            found.append(" ".join(chosen))
            return
        for i in range(start, len(words)):
            rest = subtract(left, words[i])
            if rest is not None:
                search(rest, i, chosen + [words[i]])

    search(target, 0, [])
    return found


def main() -> None:
    for g in groups(WORDS)[:8]:
        print(len(g), " ".join(g))
    singles = [w for w in WORDS if all(w not in g for g in groups(WORDS))]
    print("no anagram:", singles)
    vocab = sorted(set(WORDS))
    for phrase in ["silent cat", "god evil", "dusty night"]:
        print(f"{phrase!r}:", phrase_anagrams(phrase, vocab, 6))


if __name__ == "__main__":
    main()
