"""Not a fuzzer find: issue #25's bytearray as the corpus programs use it
(tests/corpus/sieves.py, rle.py): a sieve flag array with slice assignment,
a run-length encoder that grows a bytearray with += and append, a bitmap
toggled in place, and CPython's errors (byte range, index, extended slice
size). Generated-input tests: tests/programs/lang_bytes.py (ba_*)."""
# entry: bytearray_programs
# inputs: [200, [0, 0, 0, 7, 7, 1, 255, 255, 255, 255, 3]]
def sieve(n: int) -> bytearray:
    flags = bytearray([1]) * (n + 1)
    flags[0:2] = b"\x00\x00"
    for p in range(2, int(n ** 0.5) + 1):
        if flags[p]:
            flags[p * p::p] = bytearray(len(range(p * p, n + 1, p)))
    return flags


def rle(data: bytes) -> bytes:
    out = bytearray()
    i = 0
    while i < len(data):
        j = i
        while j < len(data) and data[j] == data[i] and j - i < 255:
            j += 1
        out += bytes([j - i, data[i]])
        i = j
    return bytes(out)


def unrle(packed: bytes) -> bytearray:
    out = bytearray()
    for k in range(0, len(packed), 2):
        out.extend([packed[k + 1]] * packed[k])
    return out


def bytearray_programs(n: int, raw: list[int]) -> list[str]:
    flags = sieve(n)
    primes = [i for i, f in enumerate(flags) if f]
    log = [f"{len(primes)} primes, last {primes[-3:]}, ones={flags.count(1)}"]
    data = bytes(raw)
    packed = rle(data)
    back = unrle(packed)
    log.append(f"{list(packed)} {back == data} {repr(back)}")
    bitmap = bytearray(4)
    for p in primes[:20]:
        bitmap[p // 8 % 4] |= 1 << (p % 8)
    log.append(repr(bitmap) + " " + bitmap.hex() + " " + str(255 in bitmap))
    bad: list[str] = []
    for attempt in range(4):
        try:
            if attempt == 0:
                bitmap[1] = 256
            elif attempt == 1:
                bitmap[9] = 0
            elif attempt == 2:
                bitmap[::2] = b"abc"
            else:
                bitmap.append(-1)
        except (ValueError, IndexError) as e:
            bad.append(f"{type(e).__name__}: {e}")
    log.extend(bad)
    return log
