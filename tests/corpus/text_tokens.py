"""Text statistics: re tokenising, Counter.most_common, a dict[str, object]
summary, max(key=len, default=), str.title and %x formatting."""

import sys
import re
from collections import Counter


STOP = {"the", "a", "an", "and", "of", "to", "in"}


def tokenize(text: str) -> list[str]:
    return [w.lower() for w in re.findall(r"[A-Za-z']+", text)]


def summarize(text: str, top: int = 3) -> dict[str, object]:
    words = tokenize(text)
    counts = Counter(w for w in words if w not in STOP)
    sentences = [s.strip() for s in re.split(r"[.!?]+", text) if s.strip()]
    avg_len = sum(len(w) for w in words) / len(words) if words else 0
    return {
        "words": len(words),
        "unique": len(set(words)),
        "sentences": len(sentences),
        "avg_word": round(avg_len, 2),
        "top": counts.most_common(top),
    }


def main(n: int) -> None:
    base = "The quick brown fox jumps over the lazy dog. A dog barks! Does the fox care? No."
    text = " ".join([base] * n)
    info = summarize(text)
    for key in sorted(info):
        print(f"{key:>10}: {info[key]}")
    longest = max(tokenize(text), key=len, default="")
    print("longest:", longest, "caps:", text.title()[:20], text.count("fox"))
    print("%-6s|%6.1f|%x" % ("ok", 3.14159, 255))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
