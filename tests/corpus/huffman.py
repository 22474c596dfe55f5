"""Huffman coding: a code table built with heapq from letter frequencies,
encoding to a bit string, decoding by walking the tree, and the
compression ratio."""

import heapq
from collections import Counter
from itertools import count

TEXT = ("this is an example of a huffman tree built from the frequencies of "
        "the letters in this very sentence, which is then encoded and decoded")


class Leaf:
    def __init__(self, symbol):
        self.symbol = symbol


class Branch:
    def __init__(self, left, right):
        self.left = left
        self.right = right


def build_tree(freq):
    tiebreak = count()
    heap = [(n, next(tiebreak), Leaf(sym)) for sym, n in sorted(freq.items())]
    heapq.heapify(heap)
    while len(heap) > 1:
        n1, _, a = heapq.heappop(heap)
        n2, _, b = heapq.heappop(heap)
        heapq.heappush(heap, (n1 + n2, next(tiebreak), Branch(a, b)))
    return heap[0][2]


def codes(node, prefix="", table=None):
    if table is None:
        table = {}
    if isinstance(node, Leaf):
        table[node.symbol] = prefix or "0"
    else:
        codes(node.left, prefix + "0", table)
        codes(node.right, prefix + "1", table)
    return table


def decode(tree, bits):
    out, node = [], tree
    for b in bits:
        node = node.left if b == "0" else node.right
        if isinstance(node, Leaf):
            out.append(node.symbol)
            node = tree
    return "".join(out)


def main() -> None:
    freq = Counter(TEXT)
    tree = build_tree(freq)
    table = codes(tree)
    for sym, code in sorted(table.items(), key=lambda kv: (len(kv[1]), kv[0])):
        print(f"{sym!r} {freq[sym]:3} {code}")
    bits = "".join(table[c] for c in TEXT)
    print(len(TEXT) * 8, "bits ->", len(bits), "bits (%.1f%%)" % (100.0 * len(bits) / (len(TEXT) * 8)))
    print("decodes:", decode(tree, bits) == TEXT)
    packed = int(bits, 2).to_bytes((len(bits) + 7) // 8, "big")
    print("packed bytes:", len(packed), packed[:8].hex())
    avg = sum(freq[s] * len(c) for s, c in table.items()) / len(TEXT)
    print(f"average code length {avg:.3f} bits")


if __name__ == "__main__":
    main()
