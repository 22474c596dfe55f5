"""The unpack_sequence benchmark: tuple and list unpacking in bulk, plus
starred targets and swaps as ordinary code uses them."""


def do_unpacking(loops, to_unpack):
    s = 0
    for _ in range(loops):
        a, b, c, d, e, f, g, h, i, j = to_unpack
        s += a + j
        a, b, c, d, e, f, g, h, i, j = to_unpack
        s += b + i
        a, b, c, d, e, f, g, h, i, j = to_unpack
        s += c * h
    return s


def rotate(seq, n):
    for _ in range(n):
        first, *rest = seq
        seq = rest + [first]
    return seq


def fib_pairs(n):
    a, b = 0, 1
    out = []
    for _ in range(n):
        a, b = b, a + b
        out.append((a, b))
    return out


def main(loops: int) -> None:
    t = tuple(range(10))
    l = list(range(10, 20))
    print("tuple", do_unpacking(loops, t))
    print("list", do_unpacking(loops, l))
    print("rotate", rotate(list("abcdefg"), 10))
    pairs = fib_pairs(20)
    for k, (x, y) in enumerate(pairs[-3:]):
        print(k, x, y, y / x)
    head, *middle, tail = range(8)
    print(head, middle, tail)
    (p, q), r = (1, 2), 3
    p, q, r = r, p, q
    print(p, q, r)


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
