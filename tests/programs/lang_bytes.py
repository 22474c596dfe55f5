"""Differential tests: bytes values. Every function here is compiled and run
against CPython on hypothesis-generated and hand-picked inputs
(tests/test_language.py)."""


def b_len_index(b: bytes, i: int) -> int:
    return len(b) * 1000 + b[i]  # IndexError out of range, as CPython


def b_slice(b: bytes, lo: int, hi: int, step: int) -> bytes:
    return b[lo:hi:step]  # ValueError for a zero step


def b_concat_repeat(a: bytes, b: bytes, n: int) -> bytes:
    return (a + b"|" + b) * n


def b_repr_literals(n: int) -> list[str]:
    # repr's quoting and escapes: ' and " inside, control bytes, high bytes.
    samples = [b"", b"plain", b"it's", b"say \"hi\"", b"both ' and \"", b"\t\n\r\x00\x7f\x80\xff",
               b"back\\slash", bytes([n % 256])]
    return [repr(x) for x in samples]


def b_from_ints(xs: list[int]) -> bytes:
    return bytes(xs)  # ValueError outside 0..255


def b_zeros(n: int) -> bytes:
    return bytes(n)  # ValueError for a negative count


def b_iterate(b: bytes) -> list[int]:
    total = 0
    out = []
    for x in b:
        total += x
        out.append(x)
    return out + [total, sum(b), max(b) if b else -1] + sorted(b)


def b_contains(b: bytes, sub: bytes, x: int) -> list[bool]:
    return [sub in b, sub not in b, x in b]  # ValueError unless 0 <= x < 256


def b_compare(a: bytes, b: bytes) -> list[bool]:
    return [a == b, a != b, a < b, a <= b, a > b, a >= b]


def b_as_keys(words: list[bytes]) -> dict[bytes, int]:
    counts: dict[bytes, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return counts


def b_decode_utf8(b: bytes) -> str:
    return b.decode()  # UnicodeDecodeError for malformed UTF-8


def b_decode_latin1_ascii(b: bytes, ascii_only: bool) -> str:
    return b.decode("ascii") if ascii_only else b.decode("latin-1")


def b_encode(s: str, which: int) -> bytes:
    encodings = ["utf-8", "ascii", "latin-1"]
    return s.encode(encodings[which % 3])  # UnicodeEncodeError when it cannot


def b_round_trip(s: str) -> bool:
    return s.encode().decode("utf-8") == s and bytes(s, "utf-8") == s.encode()


def b_hex(b: bytes) -> str:
    return b.hex() + "|" + repr(bytes.fromhex(b.hex()))


def b_fromhex(s: str) -> bytes:
    return bytes.fromhex(s)  # ValueError for anything but hex pairs and spaces


def b_methods(b: bytes, sub: bytes) -> list[str]:
    return [str(b.startswith(sub)), str(b.endswith(sub)), str(b.find(sub)), str(b.count(sub)),
            repr(b.upper()), repr(b.lower()), repr(b.strip()), repr(b.strip(b"ab")),
            repr(b.replace(sub, b"<>"))]


def b_split_join(b: bytes, sep: bytes) -> list[bytes]:
    parts = b.split(sep) if sep else b.split()  # ValueError for an empty separator never reached
    return parts + [b"-".join(parts), sep.join([b, b])]


def b_index_missing(b: bytes, sub: bytes) -> int:
    return b.index(sub)  # ValueError when absent


def b_isinstance_and_truth(b: bytes) -> str:
    kind = "bytes" if isinstance(b, bytes) else "other"
    return f"{kind} {bool(b)} {b} {b!r} {len(b)}"


def b_build(n: int) -> bytes:
    out = b""
    for i in range(n % 20):
        out += bytes([65 + i])
    return out + str(n).encode()


# ------------------------------------------------------------ bytearray


def ba_build_and_edit(xs: list[int], i: int, v: int) -> list[str]:
    # bytearray from ints (ValueError outside 0..255), item assignment
    # (IndexError / ValueError with bytearray's messages), repr, bytes().
    ba = bytearray(xs)
    out = [repr(ba), str(len(ba))]
    try:
        ba[i] = v
        out.append(repr(ba))
    except (IndexError, ValueError) as e:
        out.append(f"{type(e).__name__}: {e}")
    try:
        out.append(str(ba[i]))
    except IndexError as e:
        out.append(f"IndexError: {e}")
    out.append(repr(bytes(ba)))
    return out


def ba_slices(b: bytes, lo: int, hi: int, step: int, fill: list[int]) -> list[str]:
    # Slices read and assigned: a step of 1 resizes, another step needs the
    # same size (ValueError "attempt to assign bytes of size ...") or none.
    ba = bytearray(b)
    out = [repr(ba[lo:hi:step])]
    try:
        ba[lo:hi:step] = bytearray(fill)
        out.append(repr(ba))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    try:
        ba[lo:hi] = bytes(fill[:2])
        out.append(repr(ba))
    except ValueError as e:
        out.append(f"ValueError: {e}")
    del ba[lo:hi:step]
    out.append(repr(ba))
    # An empty value deletes an extended slice (a list's raises ValueError).
    cut = bytearray(b"abcde")
    cut[::2] = b""
    out.append(repr(cut))
    return out


def ba_sieve(n: int) -> list[int]:
    # The sieve idiom of tests/corpus/sieves.py.
    if n < 2 or n > 5000:
        return []
    flags = bytearray([1]) * (n + 1)
    flags[0:2] = b"\x00\x00"
    p = 2
    while p * p <= n:
        if flags[p]:
            flags[p * p::p] = bytearray(len(range(p * p, n + 1, p)))
        p += 1
    return [i for i, f in enumerate(flags) if f]


def ba_methods(b: bytes, x: int, more: list[int]) -> list[str]:
    ba = bytearray(b)
    out = [str(x in ba), str(ba.count(x)), str(b"ab" in ba), str(ba == b), str(ba != b)]
    try:
        ba.append(x)
        ba.extend(more)
        ba += b"!"
        ba += bytearray(b"?")
        out.append(repr(ba))
        out.append(str(ba.pop()) + " " + str(ba.pop(0)))
        out.append(str(ba.index(x)))
        ba.remove(x)
        out.append(repr(ba + b"." ) + repr(b"." + ba) + repr(2 * ba[:2]))
    except (ValueError, IndexError) as e:
        out.append(f"{type(e).__name__}: {e}")
    out.append(str(list(ba)) + str(bytes(ba)))
    return out


def ba_shared(n: int) -> list[str]:
    # A bytearray is one object: an alias sees changes; bytearray(ba) copies.
    a = bytearray(n % 5 + 1)
    alias = a
    copy = bytearray(a)
    alias[0] = 65
    a.extend(b"xy")
    a.extend(alias)  # extend by itself reads a copy
    copy += a
    try:
        a += alias  # CPython refuses to resize a bytearray it is reading
    except Exception as e:
        copy.append(len(str(e)))
    return [repr(a), repr(alias), repr(copy), str(len(copy)), str(a is alias)]
