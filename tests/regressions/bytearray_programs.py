"""Not a fuzzer find: issue #25's bytearray as the corpus programs use it
(tests/corpus/sieves.py, rle.py): a sieve flag array with slice assignment,
a delta encoder that grows a bytearray with += and append, a bitmap
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


def delta_encode(data: bytes) -> bytes:
    """Each byte as its difference from the previous one (mod 256), then
    runs of zero differences collapsed to a 0 marker and a count."""
    out = bytearray()
    prev, zeros = 0, 0
    for b in data:
        d = (b - prev) % 256
        prev = b
        if zeros and (d != 0 or zeros == 255):
            out += bytes([0, zeros])
            zeros = 0
        if d == 0:
            zeros += 1
        else:
            out.append(d)
    if zeros:
        out += b"\x00" + bytes([zeros])
    return bytes(out)


def delta_decode(packed: bytes) -> bytearray:
    out = bytearray()
    prev, k = 0, 0
    while k < len(packed):
        if packed[k] == 0:
            out.extend([prev] * packed[k + 1])
            k += 2
            continue
        prev = (prev + packed[k]) % 256
        out.append(prev)
        k += 1
    return out


def bytearray_programs(n: int, raw: list[int]) -> list[str]:
    flags = sieve(n)
    primes = [i for i, f in enumerate(flags) if f]
    log = [f"{len(primes)} primes, last {primes[-3:]}, ones={flags.count(1)}"]
    data = bytes(raw)
    packed = delta_encode(data)
    back = delta_decode(packed)
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
