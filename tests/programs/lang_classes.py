"""Differential tests: user classes -- @dataclass (defaults, order, frozen),
plain classes with __init__, methods, properties, static and class methods,
and the dunder methods operators and builtins call
(tests/test_language.py runs them against CPython)."""

from dataclasses import dataclass
from typing import Optional


@dataclass
class Vec:
    x: float
    y: float = 0.0

    def dot(self, other: "Vec") -> float:
        return self.x * other.x + self.y * other.y

    def __add__(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    @property
    def norm2(self) -> float:
        return self.dot(self)


@dataclass(order=True)
class Card:
    rank: int
    suit: str


@dataclass(frozen=True)
class Config:
    name: str
    retries: int = 3
    verbose: bool = False


class Stack:
    def __init__(self) -> None:
        self.items: list[int] = []

    def push(self, v: int) -> None:
        self.items.append(v)

    def pop(self) -> int:
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def __len__(self) -> int:
        return len(self.items)

    def __repr__(self) -> str:
        return f"Stack({self.items})"


class Account:
    def __init__(self, owner: str, balance: int = 0):
        self.owner = owner
        self.balance = balance
        self.history: list[str] = []

    def deposit(self, amount: int) -> "Account":
        if amount <= 0:
            raise ValueError(f"bad amount {amount}")
        self.balance += amount
        self.history.append(f"+{amount}")
        return self

    def withdraw(self, amount: int) -> bool:
        if amount > self.balance:
            self.history.append(f"refused {amount}")
            return False
        self.balance -= amount
        self.history.append(f"-{amount}")
        return True

    def __eq__(self, other: "Account") -> bool:
        return self.owner == other.owner and self.balance == other.balance

    def __lt__(self, other: "Account") -> bool:
        return self.balance < other.balance

    def __str__(self) -> str:
        return f"{self.owner}: {self.balance}"

    @staticmethod
    def parse(line: str) -> "Account":
        name, amount = line.split(":")
        return Account(name.strip(), int(amount))

    @classmethod
    def empty(cls, owner: str) -> "Account":
        return cls(owner)


class Node:
    def __init__(self, value: int, next: Optional["Node"] = None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self) -> None:
        self.head: Optional[Node] = None
        self.size = 0

    def push_front(self, v: int) -> None:
        self.head = Node(v, self.head)
        self.size += 1

    def to_list(self) -> list[int]:
        out = []
        node = self.head
        while node is not None:
            out.append(node.value)
            node = node.next
        return out

    def __len__(self) -> int:
        return self.size

    def __contains__(self, v: int) -> bool:
        node = self.head
        while node is not None:
            if node.value == v:
                return True
            node = node.next
        return False


class Tree:
    def __init__(self, key: int):
        self.key = key
        self.left: Optional[Tree] = None
        self.right: Optional[Tree] = None

    def insert(self, key: int) -> None:
        if key < self.key:
            if self.left is None:
                self.left = Tree(key)
            else:
                self.left.insert(key)
        else:
            if self.right is None:
                self.right = Tree(key)
            else:
                self.right.insert(key)

    def inorder(self) -> list[int]:
        out: list[int] = []
        if self.left is not None:
            out += self.left.inorder()
        out.append(self.key)
        if self.right is not None:
            out += self.right.inorder()
        return out

    def height(self) -> int:
        lh = self.left.height() if self.left is not None else 0
        rh = self.right.height() if self.right is not None else 0
        return 1 + max(lh, rh)


class Matrix:
    def __init__(self, rows: list[list[float]]):
        self.rows = rows

    def __getitem__(self, ij: tuple[int, int]) -> float:
        i, j = ij
        return self.rows[i][j]

    def __mul__(self, other: "Matrix") -> "Matrix":
        n, m, p = len(self.rows), len(other.rows), len(other.rows[0]) if other.rows else 0
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(m))
                        for j in range(p)] for i in range(n)])

    def __repr__(self) -> str:
        return "Matrix(" + repr(self.rows) + ")"


def c_vectors(xs: list[float]) -> list[Vec]:
    vs = [Vec(x, x / 2) for x in xs]
    total = Vec(0.0)
    for v in vs:
        total = total + v
    return vs + [total, total * 2.0, Vec(y=1.0, x=-1.0)]


def c_vector_math(a: float, b: float) -> tuple[float, float, bool, bool]:
    v = Vec(a, b)
    w = Vec(b, a)
    return v.dot(w), v.norm2, v == Vec(a, b), v == w


def c_cards(ranks: list[int]) -> list[Card]:
    suits = ["s", "h", "d", "c"]
    cards = [Card(r, suits[r % 4]) for r in ranks]
    return sorted(cards) + [max(cards)] if cards else []


def c_card_compare(a: int, b: int) -> list[bool]:
    x, y = Card(a, "s"), Card(b, "h")
    return [x < y, x <= y, x > y, x >= y, x == y, x != y]


def c_config(name: str, n: int) -> list[Config]:
    return [Config(name), Config(name, n), Config(name, verbose=True), Config(retries=n, name="x")]


def c_stack(ops: list[int]) -> tuple[list[int], str, int]:
    s = Stack()
    popped = []
    for op in ops:
        if op < 0:
            try:
                popped.append(s.pop())
            except IndexError:
                popped.append(-999)
        else:
            s.push(op)
    return popped, repr(s), len(s)


def c_accounts(amounts: list[int]) -> list[str]:
    a = Account("ann")
    b = Account.empty("bob")
    for x in amounts:
        if x >= 0:
            a.deposit(x + 1)
        elif not b.withdraw(-x):
            b.deposit(1).deposit(2)
    c = Account.parse("cy: 7")
    return a.history + b.history + [str(a), str(b), str(c), str(a == b), str(a < b),
                                    str(sorted([a, b, c])[0])]


def c_bad_deposit(x: int) -> int:
    acct = Account("z", 5)
    acct.deposit(x)
    return acct.balance


def c_linked(xs: list[int], probe: int) -> tuple[list[int], int, bool]:
    ll = LinkedList()
    for x in xs:
        ll.push_front(x)
    return ll.to_list(), len(ll), probe in ll


def c_tree(keys: list[int]) -> tuple[list[int], int]:
    if not keys:
        return [], 0
    root = Tree(keys[0])
    for k in keys[1:]:
        root.insert(k)
    return root.inorder(), root.height()


def c_matrix(n: int) -> tuple[str, float]:
    a = Matrix([[float(i + j) for j in range(n)] for i in range(n)])
    b = Matrix([[float(i == j) * 2 for j in range(n)] for i in range(n)])
    c = a * b
    return repr(c), c[n - 1, n - 1] if n > 0 else 0.0


def c_objects_in_containers(words: list[str]) -> dict[str, list[Vec]]:
    out: dict[str, list[Vec]] = {}
    for i, w in enumerate(words):
        out.setdefault(w[:1], []).append(Vec(float(i), float(len(w))))
    return out


def c_print_objects(x: float) -> int:
    v = Vec(x)
    print(v, [v], (v, 1), Stack())
    print(f"{v} and {Card(1, 'a')!r}")
    return 0


def c_aliasing(n: int) -> list[int]:
    s = Stack()
    t = s
    t.push(n)
    u = Stack()
    u.push(n + 1)
    return s.items + u.items + [len(t)]


class Shape:
    def __init__(self, name: str):
        self.name = name

    def area(self) -> float:
        raise NotImplementedError("abstract shape")

    def describe(self) -> str:
        return f"{self.name} with area {self.area():.2f}"

    def __repr__(self) -> str:
        return f"Shape({self.name!r})"


class Circle(Shape):
    def __init__(self, r: float):
        super().__init__("circle")
        self.r = r

    def area(self) -> float:
        return 3.0 * self.r * self.r


class Rect(Shape):
    def __init__(self, w: float, h: float):
        super().__init__("rect")
        self.w = w
        self.h = h

    def area(self) -> float:
        return self.w * self.h

    def __repr__(self) -> str:
        return f"Rect({self.w}, {self.h})"


class Square(Rect):
    def __init__(self, side: float):
        super().__init__(side, side)
        self.name = "square"

    def describe(self) -> str:
        return "a square: " + super().describe()


@dataclass
class Animal:
    name: str
    legs: int = 4

    def sound(self) -> str:
        return "..."

    def speak(self) -> str:
        return f"{self.name} says {self.sound()}"


@dataclass
class Dog(Animal):
    breed: str = "mixed"

    def sound(self) -> str:
        return "woof"


@dataclass
class Bird(Animal):
    legs: int = 2

    def sound(self) -> str:
        return "tweet"


def c_shapes(sizes: list[float]) -> list[str]:
    shapes: list[Shape] = [Circle(s) for s in sizes]
    shapes.append(Rect(2.0, 3.0))
    shapes.append(Square(1.5))
    out = [s.describe() for s in shapes]
    out.append(repr(shapes))
    out.append(f"{sum(s.area() for s in shapes):.3f}")
    return out


def c_abstract(name: str) -> str:
    return Shape(name).describe()


def c_animals(names: list[str]) -> list[str]:
    zoo: list[Animal] = []
    for i, n in enumerate(names):
        if i % 3 == 0:
            zoo.append(Dog(n))
        elif i % 3 == 1:
            zoo.append(Bird(n))
        else:
            zoo.append(Animal(n, 6))
    return [a.speak() for a in zoo] + [repr(a) for a in zoo]


def c_dataclass_inheritance(n: int) -> list[str]:
    d = Dog("rex", n, "collie")
    b = Bird("tweety")
    return [repr(d), repr(b), str(d == Dog("rex", n, "collie")), str(d.legs + b.legs)]


def c_isinstance(sizes: list[float]) -> list[str]:
    shapes: list[Shape] = [Circle(s) if s > 0 else Square(-s) for s in sizes]
    out = []
    for s in shapes:
        kinds = [isinstance(s, Shape), isinstance(s, Circle), isinstance(s, Rect),
                 isinstance(s, (Square, Circle))]
        out.append("".join("1" if k else "0" for k in kinds))
    return out


# Class attributes: constants in the class body, read through the class, an
# instance or cls; a subclass's value overrides its base's, and an instance
# that assigns the name gets its own attribute (the class keeps its value).

class Shelf:
    CAPACITY = 3
    LABELS = ("low", "high")
    tag: str = "shelf"  # a plain class's declared default

    def __init__(self) -> None:
        self.items: list[str] = []

    def add(self, item: str) -> bool:
        if len(self.items) >= self.CAPACITY:
            return False
        self.items.append(item)
        return True

    def label(self) -> str:
        return self.LABELS[0] if len(self.items) < 2 else self.LABELS[1]

    @classmethod
    def make_full(cls, item: str) -> "Shelf":
        shelf = cls()
        while shelf.add(item):
            pass
        return shelf


class BigShelf(Shelf):
    CAPACITY = 5

    def grow(self, by: int) -> int:
        self.CAPACITY += by  # the instance's own from now on
        return self.CAPACITY


def c_class_attributes(items: list[str], by: int) -> list[str]:
    small, big = Shelf(), BigShelf()
    taken = [f"{small.add(x)}/{big.add(x)}" for x in items]
    full = BigShelf.make_full("z")
    return taken + [small.label(), big.label(), str(len(full.items)), small.tag, big.tag,
                    str(Shelf.CAPACITY), str(BigShelf.CAPACITY), str(big.grow(by)),
                    str(big.CAPACITY), str(BigShelf.CAPACITY), str(len(Shelf.LABELS))]


def c_identity(n: int) -> list[bool]:
    a = Vec(1.0, 2.0)
    b = a
    c = Vec(1.0, 2.0)
    xs = [n]
    ys = xs
    zs = [n]
    return [a is b, a is c, a is not c, a == c, xs is ys, xs is zs, xs == zs, b is None]


# A field read before any assignment raises AttributeError, as CPython does
# (declared in the class body, assigned in a method or on one path only).

class LazyCache:
    cache: dict[str, int]
    total: int

    def __init__(self, n: int) -> None:
        self.n = n
        if n > 2:
            self.total = n * 10

    def fill(self) -> None:
        self.cache = {"n": self.n}

    def get(self) -> int:
        return self.cache["n"]


class LateCache(LazyCache):
    def __init__(self, n: int) -> None:
        self.extra = n  # before super().__init__: the base's fields come after
        super().__init__(n)


def c_unset_attribute(n: int, fill: bool) -> int:
    x = LazyCache(n)
    if fill:
        x.fill()
    return x.get()


def c_attribute_on_one_path(n: int) -> int:
    return LazyCache(n).total + LateCache(n).extra


def c_dataclass_field_override(name: str) -> list[str]:
    """Bird redeclares Animal's `legs` with another default: one field, which
    Animal's methods read too."""
    b = Bird(name)
    a: Animal = Bird(name, 3)
    return [b.speak(), str(b.legs), str(a.legs), repr(b), str(Animal(name).legs)]


class Version:
    """Ordered by __gt__ alone: CPython's sort and min() compare with <,
    which falls back to the reflected __gt__."""

    def __init__(self, major: int, minor: int) -> None:
        self.major = major
        self.minor = minor

    def __gt__(self, other: "Version") -> bool:
        return (self.major, self.minor) > (other.major, other.minor)

    def __repr__(self) -> str:
        return f"v{self.major}.{self.minor}"


def c_reflected_order(pairs: list[tuple[int, int]]) -> tuple[str, str, str, bool]:
    versions = [Version(a, b) for a, b in pairs]
    if not versions:
        return "", "", "", False
    return (repr(sorted(versions)), repr(min(versions)), repr(max(versions)),
            versions[0] < versions[-1])


def _log_call(log: list[str], what: str) -> None:
    log.append(what)


def c_none_results(xs: list[int]) -> tuple[list[None], int, str, tuple[int, None], list[str]]:
    # Calls of functions and methods returning None used as values: a list of
    # None, a variable, str() of one (generated C++ once did not compile).
    stacks = [Stack() for _ in xs]
    pushed = [s.push(x) for s, x in zip(stacks, xs)]
    log: list[str] = []
    nothing = _log_call(log, "first")
    return pushed, len(stacks), str(nothing) + str(_log_call(log, "second")), \
        (len(log), _log_call(log, "third")), log


# An override may add optional parameters or default one otherwise: each
# method called through the base takes its own defaults, as CPython binds
# the call to the method the object's class has.
class Gauge:
    def __init__(self, level: float) -> None:
        self.level = level

    def show(self, digits: int = 2) -> str:
        return f"gauge {round(self.level, digits)}"

    def scaled(self, k: float = 1) -> float:
        return self.level * k


class LabelledGauge(Gauge):
    def show(self, digits: int = 1, unit: str = "kPa") -> str:
        return f"labelled {round(self.level, digits)}{unit}"

    def scaled(self, k: float = 3) -> float:
        return self.level + k


def c_override_defaults(levels: list[float], k: int) -> list[str]:
    gauges = [Gauge(x) if i % 2 else LabelledGauge(x) for i, x in enumerate(levels)]
    return [f"{g.show()} {g.show(3)} {g.show(digits=k % 4)} {g.scaled()} {g.scaled(k)}"
            for g in gauges]
