"""Not a fuzzer find: issue #25's deltablue shape: a method returning `[]`
in one subclass and a list of instances in another (the empty list takes
the type its sibling's returns), a nested def that walks the graph
recursively and fills its enclosing function's empty `order` list and
`seen` set (a base-class instance appended after a subclass's), `id()` of
a value that may hold either class or None, a method called on such a
value (CPython's AttributeError on None), and a field given an Equality,
an Edit, then a value typed as their base class.
"""
# entry: override_empty_list
# inputs: [3, 5]
class Shape:
    def __init__(self, name):
        self.name = name
        self.owner = None


class Square(Shape):
    def __init__(self, side, inner):
        super().__init__("square")
        self.side = side
        self.inner = inner

    def children(self):
        return [self.inner]

    def area(self):
        return self.side * self.side


class Dot(Shape):
    def __init__(self):
        super().__init__("dot")

    def children(self):
        return []

    def area(self):
        return 0


class Board:
    def __init__(self):
        self.last = None

    def place(self, s):
        self.last = s


def walk(shapes):
    order, seen = [], set()

    def visit(s):
        if id(s) in seen:
            return
        seen.add(id(s))
        for c in s.children():
            visit(c)
        order.append(s)

    for s in shapes:
        visit(s)
    return [(s.name, s.area()) for s in order]


def pick(shapes, k):
    return shapes[k] if k < len(shapes) else None


def override_empty_list(side: int, k: int) -> list[str]:
    d = Dot()
    sq = Square(side, d)
    shapes = [sq, d, Square(side + 1, Dot())]
    out = [str(walk(shapes)), str(walk([d]))]
    found = pick(shapes, 1)
    other = pick(shapes, k)
    out.append(f"{id(found) == id(d)} {found is d} {other is None} {id(other) == id(found)}")
    for s in (found, other):
        try:
            out.append(str(s.area()))
        except AttributeError as e:
            out.append(f"AttributeError: {e}")
    board = Board()
    board.place(sq)
    board.place(d)
    board.place(shapes[k % 3])
    out.append(board.last.name)
    return out
