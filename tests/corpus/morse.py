"""Morse code: encoding and decoding with a table, timing in dot units,
and decoding a message with no word gaps by backtracking."""

CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..",
    "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-",
    "5": ".....", "6": "-....", "7": "--...", "8": "---..", "9": "----.",
}
DECODE = {v: k for k, v in CODE.items()}


def encode(message):
    return " / ".join(" ".join(CODE[c] for c in word) for word in message.upper().split())


def decode(signal):
    return " ".join("".join(DECODE[sym] for sym in word.split()) for word in signal.split(" / "))


def duration(signal):
    units = 0
    for word in signal.split(" / "):
        for sym in word.split():
            units += sum(1 if c == "." else 3 for c in sym) + len(sym) - 1
        units += 3 * (len(word.split()) - 1)
    return units + 7 * signal.count(" / ")


def readings(dots, words, prefix=""):
    """All ways to split a gapless signal into the given words."""
    if not dots:
        yield prefix.strip()
        return
    for w in words:
        code = "".join(CODE[c] for c in w)
        if dots.startswith(code):
            yield from readings(dots[len(code):], words, prefix + " " + w)


def main() -> None:
    for msg in ["SOS", "Hello World", "Python 3 11", "the quick brown fox"]:
        sig = encode(msg)
        print(f"{msg!r}: {sig}")
        print(f"   back: {decode(sig)!r}, {duration(sig)} units")
    vocab = ["EAT", "TEA", "ATE", "TEN", "NET", "A", "E", "T", "N", "AT"]
    gapless = "".join(CODE[c] for c in "TEANET")
    found = sorted(set(readings(gapless, vocab)))
    print(len(found), "readings of", gapless)
    for r in found[:8]:
        print("  ", r)
    lengths = sorted(CODE, key=lambda c: (len(CODE[c]), c))
    print("shortest codes:", "".join(lengths[:6]), "longest:", "".join(lengths[-5:]))


if __name__ == "__main__":
    main()
