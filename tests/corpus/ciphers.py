"""Classical ciphers: Caesar with frequency-analysis cracking, Vigenere,
and Atbash, each round-tripped."""

import string
from collections import Counter

ALPHA = string.ascii_lowercase
ENGLISH_FREQ = "etaoinshrdlcumwfgypbvkjxqz"


def caesar(text, shift):
    out = []
    for ch in text:
        if ch.islower():
            out.append(ALPHA[(ALPHA.index(ch) + shift) % 26])
        elif ch.isupper():
            out.append(ALPHA[(ALPHA.index(ch.lower()) + shift) % 26].upper())
        else:
            out.append(ch)
    return "".join(out)


def crack_caesar(cipher):
    letters = [c for c in cipher.lower() if c in ALPHA]
    counts = Counter(letters)

    def score(shift):
        plain = caesar(cipher, -shift).lower()
        return sum(counts.get(ALPHA[(ALPHA.index(c) + shift) % 26], 0) * (26 - ENGLISH_FREQ.index(c))
                   for c in set(plain) if c in ALPHA)

    return max(range(26), key=score)


def vigenere(text, key, decrypt=False):
    out, k = [], 0
    for ch in text:
        if ch.lower() in ALPHA:
            shift = ALPHA.index(key[k % len(key)])
            if decrypt:
                shift = -shift
            c = ALPHA[(ALPHA.index(ch.lower()) + shift) % 26]
            out.append(c.upper() if ch.isupper() else c)
            k += 1
        else:
            out.append(ch)
    return "".join(out)


ATBASH = str.maketrans(ALPHA + ALPHA.upper(), ALPHA[::-1] + ALPHA.upper()[::-1])

MESSAGE = ("Attack at dawn! The quick brown fox jumps over the lazy dog, "
           "and then the troops retreat to the eastern hills before sunset.")


def main() -> None:
    for shift in (3, 13, 25):
        enc = caesar(MESSAGE, shift)
        print(f"caesar {shift:2}: {enc[:40]}... cracked shift {crack_caesar(enc)}")
        assert caesar(enc, -shift) == MESSAGE
    for key in ("lemon", "secret"):
        enc = vigenere(MESSAGE, key)
        dec = vigenere(enc, key, decrypt=True)
        print(f"vigenere {key!r}: {enc[:40]}... ok={dec == MESSAGE}")
    at = MESSAGE.translate(ATBASH)
    print("atbash:", at[:40], at.translate(ATBASH) == MESSAGE)
    print("rot13 twice is identity:", caesar(caesar(MESSAGE, 13), 13) == MESSAGE)


if __name__ == "__main__":
    main()
