"""LZ77 and LZW compression of text, with a bit writer/reader that packs
tokens into bytes, round-trip checks, and a compression-ratio table."""

WINDOW = 255
MIN_MATCH = 3
MAX_MATCH = 18


class BitWriter:
    def __init__(self):
        self.out = bytearray()
        self.acc = 0
        self.nbits = 0

    def write(self, value, width):
        for shift in range(width - 1, -1, -1):
            self.acc = (self.acc << 1) | ((value >> shift) & 1)
            self.nbits += 1
            if self.nbits == 8:
                self.out.append(self.acc)
                self.acc = 0
                self.nbits = 0

    def getvalue(self):
        if self.nbits:
            return bytes(self.out) + bytes([self.acc << (8 - self.nbits)])
        return bytes(self.out)


class BitReader:
    def __init__(self, data):
        self.data = data
        self.pos = 0

    def read(self, width):
        value = 0
        for _ in range(width):
            byte = self.data[self.pos >> 3]
            bit = (byte >> (7 - (self.pos & 7))) & 1
            value = (value << 1) | bit
            self.pos += 1
        return value

    def remaining(self):
        return len(self.data) * 8 - self.pos


def lz77_tokens(data):
    i = 0
    tokens = []
    while i < len(data):
        best_len, best_off = 0, 0
        start = max(0, i - WINDOW)
        for j in range(start, i):
            length = 0
            while (length < MAX_MATCH and i + length < len(data)
                   and data[j + length] == data[i + length]):
                length += 1
            if length > best_len:
                best_len, best_off = length, i - j
        if best_len >= MIN_MATCH:
            tokens.append((best_off, best_len))
            i += best_len
        else:
            tokens.append(data[i])
            i += 1
    return tokens


def lz77_pack(tokens):
    w = BitWriter()
    w.write(len(tokens), 16)
    for t in tokens:
        if isinstance(t, tuple):
            off, length = t
            w.write(1, 1)
            w.write(off, 8)
            w.write(length - MIN_MATCH, 4)
        else:
            w.write(0, 1)
            w.write(t, 8)
    return w.getvalue()


def lz77_unpack(blob):
    r = BitReader(blob)
    count = r.read(16)
    out = bytearray()
    for _ in range(count):
        if r.read(1):
            off = r.read(8)
            length = r.read(4) + MIN_MATCH
            for _ in range(length):
                out.append(out[-off])
        else:
            out.append(r.read(8))
    return bytes(out)


def lzw_compress(text):
    table = {chr(i): i for i in range(256)}
    w = ""
    codes = []
    for c in text:
        wc = w + c
        if wc in table:
            w = wc
        else:
            codes.append(table[w])
            table[wc] = len(table)
            w = c
    if w:
        codes.append(table[w])
    return codes


def lzw_decompress(codes):
    table = {i: chr(i) for i in range(256)}
    w = table[codes[0]]
    out = [w]
    for k in codes[1:]:
        if k in table:
            entry = table[k]
        elif k == len(table):
            entry = w + w[0]
        else:
            raise ValueError(f"bad code {k}")
        out.append(entry)
        table[len(table)] = w + entry[0]
        w = entry
    return "".join(out)


SAMPLES = {
    "repeat": "abcabcabcabcabcabcabcabcabcabcabcabc",
    "rhyme": ("Peter Piper picked a peck of pickled peppers. A peck of pickled "
              "peppers Peter Piper picked. If Peter Piper picked a peck of pickled "
              "peppers, where's the peck of pickled peppers Peter Piper picked?"),
    "runs": "a" * 40 + "b" * 25 + "ab" * 10,
    "unique": "the quick brown fox jumps over a lazy dog",
    "dna": "ACGTTGCAACGTACGTTTGACGGTACGTACGTTGCAACGTAACGTTGCAACGT" * 2,
}


def main() -> None:
    w = BitWriter()
    for v, width in [(5, 3), (1, 1), (200, 8), (3, 2), (0x1ABC, 13)]:
        w.write(v, width)
    packed = w.getvalue()
    print("bits:", packed.hex(), list(packed))
    r = BitReader(packed)
    print("read back:", [r.read(n) for n in (3, 1, 8, 2, 13)], "left", r.remaining())

    print()
    print(f"{'sample':<8}{'size':>6}{'lz77':>6}{'ratio':>9}{'lzw':>6}{'codes':>7}  ok")
    for name, text in SAMPLES.items():
        data = text.encode("ascii")
        toks = lz77_tokens(data)
        blob = lz77_pack(toks)
        ok1 = lz77_unpack(blob) == data
        codes = lzw_compress(text)
        bits = max(9, max(codes).bit_length())
        lzw_bytes = (len(codes) * bits + 7) // 8
        ok2 = lzw_decompress(codes) == text
        print(f"{name:<8}{len(data):>6}{len(blob):>6}{len(blob) / len(data):>9.2%}"
              f"{lzw_bytes:>6}{len(codes):>7}  {ok1 and ok2}")

    toks = lz77_tokens(SAMPLES["repeat"].encode())
    print("\nrepeat tokens:", [t if isinstance(t, tuple) else chr(t) for t in toks])
    matches = [t for t in lz77_tokens(SAMPLES["rhyme"].encode()) if isinstance(t, tuple)]
    print("rhyme: %d matches, longest %d, mean offset %.1f" % (
        len(matches), max(l for _, l in matches), sum(o for o, _ in matches) / len(matches)))
    print("lzw codes for TOBEORNOT...:", lzw_compress("TOBEORNOTTOBEORTOBEORNOT"))
    try:
        lzw_decompress([65, 300])
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
