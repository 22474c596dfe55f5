"""Run-length encoding in several styles: itertools.groupby, a hand loop,
a decoder with validation, and a byte-oriented variant."""

from itertools import groupby


def encode(text):
    return "".join((str(n) if n > 1 else "") + ch
                   for ch, n in ((k, len(list(g))) for k, g in groupby(text)))


def encode_loop(text):
    if not text:
        return ""
    out = []
    prev, count = text[0], 1
    for ch in text[1:]:
        if ch == prev:
            count += 1
        else:
            out.append((str(count) if count > 1 else "") + prev)
            prev, count = ch, 1
    out.append((str(count) if count > 1 else "") + prev)
    return "".join(out)


def decode(code):
    out, digits = [], ""
    for ch in code:
        if ch.isdigit():
            digits += ch
        else:
            out.append(ch * int(digits or "1"))
            digits = ""
    if digits:
        raise ValueError("dangling count %r" % digits)
    return "".join(out)


def encode_bytes(data):
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out += bytes([j - i, data[i]])
        i = j
    return bytes(out)


def main() -> None:
    samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW",
               "aabcccccaaa", "abc", "", "  hello  world  "]
    for s in samples:
        e = encode(s)
        assert e == encode_loop(s)
        print(f"{s!r:40.40} -> {e!r} ({len(e)}/{len(s)}) back={decode(e) == s}")
    for bad in ["3a4", "12"]:
        try:
            decode(bad)
        except ValueError as err:
            print("error:", err)
    data = bytes([0] * 300 + [7, 7, 7, 1] + [9] * 5)
    packed = encode_bytes(data)
    print(len(data), "bytes ->", len(packed), list(packed))


if __name__ == "__main__":
    main()
