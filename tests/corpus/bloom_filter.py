"""Probabilistic data structures with hand-rolled 32-bit hashes: a Bloom
filter (double hashing with FNV-1a and murmur3's finaliser), a counting
Bloom filter that supports removal, and a count-min sketch; measured
false-positive rates against the textbook formula."""

import math

FNV_OFFSET = 0x811C9DC5
FNV_PRIME = 0x01000193
MASK32 = 0xFFFFFFFF


def fnv1a(text):
    h = FNV_OFFSET
    for b in text.encode("utf-8"):
        h ^= b
        h = (h * FNV_PRIME) & MASK32
    return h


def mul32(a, b):
    """32-bit multiply without 64-bit intermediates (ported from the JS version)."""
    return ((a & 0xFFFF) * b + ((((a >> 16) * b) & 0xFFFF) << 16)) & MASK32


def fmix32(h):
    h ^= h >> 16
    h = mul32(h, 0x85EBCA6B)
    h ^= h >> 13
    h = mul32(h, 0xC2B2AE35)
    h ^= h >> 16
    return h


def djb2(text):
    h = 5381
    for ch in text:
        h = ((h << 5) + h + ord(ch)) & MASK32
    return h


class BloomFilter:
    def __init__(self, size_bits, num_hashes):
        self.size = size_bits
        self.k = num_hashes
        self.bits = bytearray((size_bits + 7) // 8)
        self.count = 0

    @classmethod
    def for_capacity(cls, n, p):
        m = math.ceil(-n * math.log(p) / (math.log(2) ** 2))
        k = max(1, round(m / n * math.log(2)))
        return cls(m, k)

    def _positions(self, item):
        h1 = fnv1a(item)
        h2 = fmix32(djb2(item)) | 1
        return [(h1 + i * h2) % self.size for i in range(self.k)]

    def add(self, item):
        for p in self._positions(item):
            self.bits[p >> 3] |= 1 << (p & 7)
        self.count += 1

    def __contains__(self, item):
        return all(self.bits[p >> 3] & (1 << (p & 7)) for p in self._positions(item))

    def fill_ratio(self):
        ones = sum(bin(b).count("1") for b in self.bits)
        return ones / self.size

    def expected_fp(self):
        return (1 - math.exp(-self.k * self.count / self.size)) ** self.k

    def __len__(self):
        return self.count

    def __repr__(self):
        return f"BloomFilter(m={self.size}, k={self.k}, n={self.count})"


class CountingBloomFilter(BloomFilter):
    def __init__(self, size_bits, num_hashes):
        super().__init__(size_bits, num_hashes)
        self.counters = [0] * size_bits

    def add(self, item):
        super().add(item)
        for p in self._positions(item):
            self.counters[p] += 1

    def remove(self, item):
        if item not in self:
            raise KeyError(item)
        for p in self._positions(item):
            self.counters[p] -= 1
            if self.counters[p] == 0:
                self.bits[p >> 3] &= ~(1 << (p & 7)) & 0xFF
        self.count -= 1


class CountMinSketch:
    def __init__(self, width, depth):
        self.width = width
        self.depth = depth
        self.table = [[0] * width for _ in range(depth)]
        self.seeds = [fmix32(0x9E3779B9 * (i + 1) & MASK32) for i in range(depth)]

    def _index(self, item, row):
        return fmix32(fnv1a(item) ^ self.seeds[row]) % self.width

    def add(self, item, n=1):
        for r in range(self.depth):
            self.table[r][self._index(item, r)] += n

    def estimate(self, item):
        return min(self.table[r][self._index(item, r)] for r in range(self.depth))


def words(n, prefix):
    return [f"{prefix}{i:05d}" for i in range(n)]


def main() -> None:
    for s in ["", "a", "foobar", "Bloom filter", "héllo"]:
        print(f"{s!r:16} fnv1a={fnv1a(s):08x} djb2={djb2(s):08x} fmix={fmix32(fnv1a(s)):08x}")

    print()
    print(f"{'p target':>9} {'m':>6} {'k':>3} {'fill':>6} {'expected':>9} {'measured':>9}")
    for p in (0.1, 0.05, 0.01, 0.001):
        bf = BloomFilter.for_capacity(1000, p)
        for w in words(1000, "member"):
            bf.add(w)
        assert all(w in bf for w in words(1000, "member"))
        probes = words(4000, "other")
        fp = sum(1 for w in probes if w in bf) / len(probes)
        print(f"{p:>9} {bf.size:>6} {bf.k:>3} {bf.fill_ratio():>6.3f} {bf.expected_fp():>9.5f} {fp:>9.5f}")
    print(repr(bf), len(bf))

    cbf = CountingBloomFilter(2000, 4)
    for w in words(150, "x"):
        cbf.add(w)
    removed = 0
    for w in words(150, "x")[::3]:
        cbf.remove(w)
        removed += 1
    still = sum(1 for w in words(150, "x") if w in cbf)
    print(f"counting filter: {len(cbf)} left after {removed} removals, {still} still report present")
    try:
        cbf.remove("never-added")
    except KeyError as e:
        print("KeyError:", e)

    cms = CountMinSketch(64, 4)
    text = ("the cat sat on the mat the dog sat on the log and the cat saw the dog " * 3).split()
    truth = {}
    for w in text:
        cms.add(w)
        truth[w] = truth.get(w, 0) + 1
    print("count-min estimates (true):")
    for w in sorted(truth, key=lambda w: (-truth[w], w)):
        print(f"  {w:<4} {cms.estimate(w):>3} ({truth[w]})", end="")
    print()
    print("overestimates:", sum(cms.estimate(w) - truth[w] for w in truth),
          "unknown 'zebra':", cms.estimate("zebra"))


if __name__ == "__main__":
    main()
