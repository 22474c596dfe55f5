"""Text tools: re.findall words, Counter.most_common, OrderedDict.setdefault,
a Caesar cipher by str.maketrans, run-length encoding (a variable None until
the first character), palindromes, textwrap.fill and re.sub."""

import re
from collections import Counter, OrderedDict
import string
import textwrap

TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness."""


def words(text):
    return re.findall(r"[a-z']+", text.lower())


def caesar(s, k):
    table = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[k:] + string.ascii_lowercase[:k])
    return s.translate(table)


def rle(s):
    out = []
    prev, n = None, 0
    for ch in s:
        if ch == prev:
            n += 1
        else:
            if prev is not None:
                out.append(f"{n}{prev}" if n > 1 else prev)
            prev, n = ch, 1
    if prev is not None:
        out.append(f"{n}{prev}" if n > 1 else prev)
    return "".join(out)


def is_palindrome(s):
    t = [c for c in s.lower() if c.isalnum()]
    return t == t[::-1]


def main():
    ws = words(TEXT)
    c = Counter(ws)
    print(len(ws), len(c), c.most_common(4))
    firsts = OrderedDict()
    for i, w in enumerate(ws):
        firsts.setdefault(w[0], i)
    print(list(firsts.items())[:6])
    enc = caesar("hello world", 3)
    print(enc, caesar(enc, 23))
    print(rle("aaabccddddde"), rle(""), rle("z"))
    for s in ["A man, a plan, a canal: Panama", "hello", "No 'x' in Nixon"]:
        print(repr(s), is_palindrome(s))
    print(textwrap.fill(" ".join(ws[:30]), width=40))
    print(re.sub(r"\s+", " ", TEXT)[:60].title())
    counts = sorted(((n, w) for w, n in c.items()), reverse=True)[:3]
    print(counts, "|".join(w.capitalize() for w in sorted(set(ws))[:5]))
    lengths = Counter(len(w) for w in ws)
    print(sorted(lengths.items()), sum(lengths.values()))
    print("%s has %d vowels" % ("incredulity", sum(ch in "aeiou" for ch in "incredulity")))


if __name__ == "__main__":
    main()
