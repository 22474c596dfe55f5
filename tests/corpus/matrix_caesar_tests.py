"""A matrix class with operators, a Caesar cipher, plain-assert test
functions run from a table, OrderedDict counting, str.format with names,
base conversions, set algebra and bytes."""

from collections import OrderedDict


class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    @staticmethod
    def identity(n):
        return Matrix([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __mul__(self, other):
        cols = list(zip(*other.rows))
        return Matrix([[sum(a * b for a, b in zip(row, col)) for col in cols] for row in self.rows])

    def __eq__(self, other):
        return isinstance(other, Matrix) and self.rows == other.rows

    def __str__(self):
        return "\n".join(" ".join("{:3d}".format(v) for v in row) for row in self.rows)


def caesar(text, k):
    out = []
    for ch in text:
        if ch.isalpha():
            base = ord("a") if ch.islower() else ord("A")
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)


def test_matrix():
    m = Matrix([[1, 2], [3, 4]])
    assert m * Matrix.identity(2) == m
    assert (m * m).rows == [[7, 10], [15, 22]], (m * m).rows


def test_caesar():
    assert caesar(caesar("Hello, World!", 3), -3) == "Hello, World!"
    assert caesar("xyz", 3) == "abc"


def main(n: int) -> None:
    for name, fn in [("matrix", test_matrix), ("caesar", test_caesar)]:
        try:
            fn()
            print(name, "ok")
        except AssertionError as e:
            print(name, "FAILED", e)
    d = OrderedDict()
    for w in "one two three two one four".split():
        d[w] = d.get(w, 0) + 1
    d.move_to_end("one")
    print(list(d.items()), sorted(d, key=d.get), d.pop("zzz", None))
    print("{name} is {age:>3} years; {0}".format("x", name="Ann", age=n))
    print(int("ff", 16), "{:08b}".format(n), "abcdef"[::2], "hello".count("l"), [3, 1, 2].index(2))
    print(", ".join(map(str, range(n))), divmod(n * 7, 4), type(n).__name__, type(2.5).__name__)
    a, b = 1, 2
    a, b = b, a
    s1, s2 = set("hello"), set("world")
    print(a, b, sorted(s1 & s2), sorted(s1 ^ s2), {k: v for k, v in enumerate("ab", start=1)})
    print(Matrix.identity(3))
    data = bytes([72, 105]) + b"!"
    print(data, data.decode(), list(bytearray(b"ab")), isinstance(n, (int, float)))


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
