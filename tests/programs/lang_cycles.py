"""Differential tests: reference cycles between objects (parent pointers,
doubly linked lists, graphs, an object holding itself) and long chains.
Compiled programs free cycles with a collector and long chains without
recursing per link; the sanitizer build fails if any instance outlives the
program (tests/test_language.py runs both builds against CPython)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional


class TreeNode:
    def __init__(self, value: int) -> None:
        self.value = value
        self.parent: Optional[TreeNode] = None
        self.children: list[TreeNode] = []

    def add(self, child: TreeNode) -> TreeNode:
        child.parent = self
        self.children.append(child)
        return child

    def depth(self) -> int:
        d = 0
        node = self.parent
        while node is not None:
            d += 1
            node = node.parent
        return d


def cy_tree_parents(values: list[int]) -> list[tuple[int, int]]:
    """A binary-heap-shaped tree whose nodes know their parent."""
    if not values:
        return []
    nodes = [TreeNode(values[0])]
    for i in range(1, len(values)):
        nodes.append(nodes[(i - 1) // 2].add(TreeNode(values[i])))
    return [(n.value, n.depth()) for n in nodes]


def cy_tree_dropped(n: int) -> int:
    """Many trees built and dropped: each is a cycle (child -> parent)."""
    total = 0
    for i in range(n):
        root = TreeNode(i)
        for j in range(3):
            root.add(TreeNode(j)).add(TreeNode(j * i))
        total += sum(c.children[0].value for c in root.children)
    return total


class DNode:
    def __init__(self, value: int) -> None:
        self.value = value
        self.prev: Optional[DNode] = None
        self.next: Optional[DNode] = None


class Deque:
    def __init__(self) -> None:
        self.head: Optional[DNode] = None
        self.tail: Optional[DNode] = None
        self.size = 0

    def push(self, value: int) -> None:
        node = DNode(value)
        if self.tail is None:
            self.head = node
        else:
            node.prev = self.tail
            self.tail.next = node
        self.tail = node
        self.size += 1

    def remove_first(self, value: int) -> bool:
        node = self.head
        while node is not None:
            if node.value == value:
                if node.prev is not None:
                    node.prev.next = node.next
                else:
                    self.head = node.next
                if node.next is not None:
                    node.next.prev = node.prev
                else:
                    self.tail = node.prev
                self.size -= 1
                return True
            node = node.next
        return False

    def backwards(self) -> list[int]:
        out = []
        node = self.tail
        while node is not None:
            out.append(node.value)
            node = node.prev
        return out


def cy_doubly_linked(xs: list[int], drop: list[int]) -> tuple[list[int], int]:
    d = Deque()
    for x in xs:
        d.push(x)
    for v in drop:
        d.remove_first(v)
    return d.backwards(), d.size


class Vertex:
    def __init__(self, name: str) -> None:
        self.name = name
        self.edges: list[Vertex] = []
        self.index: dict[str, Vertex] = {}


def cy_graph(n: int, edges: list[tuple[int, int]]) -> list[str]:
    """A directed graph of objects (cycles through lists and dicts)."""
    if n <= 0:
        return []
    vs = [Vertex(f"v{i}") for i in range(n)]
    for v in vs:
        for w in vs:
            v.index[w.name] = w  # every vertex sees every other: a dense cycle
    for a, b in edges:
        vs[a % n].edges.append(vs[b % n])
    seen = {vs[0].name}
    order = [vs[0].name]
    queue = [vs[0]]
    while queue:
        v = queue.pop(0)
        for w in v.edges:
            if w.name not in seen:
                seen.add(w.name)
                order.append(v.index[w.name].name)
                queue.append(w)
    return order


class Selfish:
    def __init__(self, n: int) -> None:
        self.n = n
        self.me: Optional[Selfish] = None
        self.pair: tuple[int, Optional[Selfish]] = (n, None)


def cy_self_reference(n: int) -> int:
    total = 0
    for i in range(n):
        s = Selfish(i)
        s.me = s
        s.pair = (i * 2, s)
        if s.me is not None and s.me.me is s:
            total += s.pair[0]
    return total


class Base:
    def __init__(self) -> None:
        self.peer: Optional[Base] = None

    def label(self) -> str:
        return "base"


class Derived(Base):
    def __init__(self, tag: str) -> None:
        super().__init__()
        self.tag = tag
        self.back: list[Base] = []

    def label(self) -> str:
        return "derived " + self.tag


def cy_inheritance(tags: list[str]) -> list[str]:
    """Cycles through a base-class field and a subclass's own list."""
    objs: list[Derived] = [Derived(t) for t in tags]
    for i, o in enumerate(objs):
        o.peer = objs[(i + 1) % len(objs)]
        o.back.append(o)
    return [o.label() + "->" + (o.peer.label() if o.peer is not None else "-") for o in objs]


@dataclass
class Account:
    name: str
    friends: list[Account] = field(default_factory=list)
    ledger: dict[str, Account] = field(default_factory=dict)


def cy_dataclass_ring(names: list[str]) -> list[int]:
    """Dataclass instances in a ring, each also in the others' ledgers."""
    accounts = [Account(nm) for nm in names]
    for i, a in enumerate(accounts):
        nxt = accounts[(i + 1) % len(accounts)]
        a.friends.append(nxt)
        nxt.ledger[a.name] = a
    return [len(a.friends) + len(a.ledger) for a in accounts]


class Link:
    def __init__(self, value: int, nxt: Optional[Link]) -> None:
        self.value = value
        self.next = nxt


def cy_long_chain(n: int) -> int:
    """A singly linked list of n nodes: freed without recursing per link."""
    head: Optional[Link] = None
    for i in range(n):
        head = Link(i, head)
    count = 0
    node = head
    while node is not None:
        count += 1
        node = node.next
    return count


def cy_long_ring(n: int) -> int:
    """A ring of n nodes: one cycle, collected without recursion."""
    first = Link(0, None)
    last = first
    for i in range(1, n):
        last = Link(i, last)
    first.next = last
    total = 0
    node = last
    for _ in range(n):
        if node is None:
            break
        total += node.value
        node = node.next
    return total


# Printing and comparing structures that contain themselves, or are deeper
# than the recursion limit: CPython's repr marks a value met again inside its
# own repr ([...] for a list, ... for a dataclass instance through
# reprlib.recursive_repr), and == or repr too deep is RecursionError, never
# a crash.

@dataclass
class Tree:
    name: str
    kids: list[Tree] = field(default_factory=list)
    index: dict[str, Tree] = field(default_factory=dict)


class Folder:
    def __init__(self, name: str) -> None:
        self.name = name
        self.items: list[Folder] = []

    def __repr__(self) -> str:
        return f"Folder({self.name!r}, {self.items!r})"


def cy_recursive_repr(names: list[str]) -> list[str]:
    root = Tree("root")
    root.kids.append(root)
    root.index["self"] = root
    for nm in names:
        child = Tree(nm, [root])
        root.kids.append(child)
        child.index[nm] = child
    home = Folder("home")
    docs = Folder("docs")
    home.items.append(docs)
    docs.items.append(home)  # through two lists: CPython prints [...]
    docs.items.append(docs)
    tree_repr = repr(root)
    return [tree_repr, repr(home), str(docs), repr([home, home]), f"{root.kids[-1]!r}",
            repr(root.index)]


@dataclass
class Cell:
    value: int
    rest: Optional[Cell] = None


def _cells(n: int, last: int) -> Optional[Cell]:
    head: Optional[Cell] = None
    for i in range(n):
        head = Cell(last if i == 0 else i, head)
    return head


def cy_deep_compare(n: int, last: int) -> str:
    """== and repr of two n-long dataclass chains: each level is three
    levels of CPython's recursion (its __eq__ or __repr__ and the tuple or
    repr machinery), so past ~330 cells it is RecursionError."""
    a, b = _cells(n, 0), _cells(n, last)
    same = a == b
    text = repr(a)
    return f"{same} {len(text)} {text[:40]}"


class Loop:
    def __init__(self, n: int) -> None:
        self.n = n

    def __repr__(self) -> str:
        return f"Loop({self})"  # str() falls back to repr(): endless


def cy_endless_repr(n: int) -> str:
    try:
        return repr(Loop(n))
    except RecursionError:
        return "RecursionError"


@dataclass(frozen=True)
class Point:
    x: int
    y: int


@dataclass
class Mutable:
    x: int


class Key:
    def __init__(self, k: int) -> None:
        self.k = k

    def __eq__(self, other: Key) -> bool:
        return self.k % 10 == other.k % 10

    def __hash__(self) -> int:
        return self.k % 10


class Never:
    """Unequal even to itself (as NaN is): containers still find it, since
    CPython's containers test identity before ==."""

    def __eq__(self, other: Never) -> bool:
        return False


def cy_hash_and_identity(xs: list[int]) -> list[str]:
    seen = {Point(x, x * 2) for x in xs}
    counts: dict[Point, int] = {}
    for x in xs:
        counts[Point(x, x * 2)] = counts.get(Point(x, x * 2), 0) + 1
    keys = {Key(x): x for x in xs}
    out = [str(len(seen)), str(sorted(counts.values())), str(sorted(keys.values()))]
    try:
        out.append(str(len({Mutable(x) for x in xs})))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(str(len({Never(): 1})))
    except TypeError as e:
        out.append(str(e))
    n = Never()
    items = [n, Never()]
    out.append(f"{n == n} {n in items} {items.count(n)} {items.index(n)} {items == items} "
               f"{[n] == [n]} {(n, 1) == (n, 1)}")
    return out
