"""Class hierarchies, found writing new corpus-style programs (shapes,
a Bloom filter):
1. A comparison of instances of two different subclasses (`sorted([Square(3),
   Circle(1)])`) runs the hook of the deepest class both are instances of
   (Shape.__lt__, Shape.__eq__). Hooks were typed only for the classes
   constructed, so compiled code raised "TypeError: '<' not supported between
   instances of 'Shape' and 'Shape'" where CPython sorts: a wrong result.
2. A base-class method calling a method only subclasses define (the template
   method: Shape.describe calling self.area()) was refused ("its return type
   cannot be inferred") when it was typed for one subclass before another
   subclass's first construction, whose fields were then unknown; and an
   override reached through a call on the base class (`plain.add(1)` typing
   Counting.add before `Counting(4)`) as "attribute 'counters' ... is never
   assigned"."""

# entry: hierarchy
# inputs: [3]


class Shape:
    def __init__(self, n):
        self.n = n

    def describe(self):
        return type_name(self) + " area " + str(self.area())

    def __lt__(self, other):
        return self.area() < other.area()

    def __eq__(self, other):
        return self.area() == other.area()


def type_name(s):
    return "square" if isinstance(s, Square) else "circle"


class Square(Shape):
    def area(self):
        return self.n * self.n


class Circle(Shape):
    def __init__(self, r):
        super().__init__(r)
        self.r = r

    def area(self):
        return 3 * self.r * self.r


class Filter:
    def __init__(self, size):
        self.bits = [0] * size

    def add(self, i):
        self.bits[i % len(self.bits)] = 1


class Counting(Filter):
    def __init__(self, size):
        super().__init__(size)
        self.counters = [0] * size

    def add(self, i):
        self.bits[i % len(self.bits)] = 1
        self.counters[i % len(self.counters)] += 1


def hierarchy(n: int) -> str:
    out = [Square(n).describe()]
    out.append(Circle(n - 1).describe())
    shapes = [Square(n), Circle(1), Square(1), Circle(n)]
    out.append(" ".join(s.describe() for s in sorted(shapes)))
    out.append(str(Square(3) == Circle(3)) + " " + str(Square(1) < Circle(1)))
    plain = Filter(4)
    plain.add(n)
    counting = Counting(4)
    counting.add(n)
    counting.add(n + 4)
    out.append(str(plain.bits) + " " + str(counting.bits) + " " + str(counting.counters))
    return " | ".join(out)
