"""A @dataclass's __post_init__ runs after its generated __init__ stores the
fields, and field(init=False, default=...) leaves a field out of __init__.
__post_init__ was silently never called: `Item("b", 2.5, 2).total` printed
the default 0.0, and a validation in it raised nothing. It now runs, for
instances of subclasses that inherit it too, before the constructor returns.
"""
# entry: main
# inputs: [3]
from dataclasses import dataclass, field


@dataclass
class Base:
    x: int
    label: str = ""

    def __post_init__(self):
        self.label = f"<{self.x}>"


@dataclass
class Child(Base):
    y: int = 1


@dataclass(order=True)
class Item:
    name: str
    price: float
    qty: int = 1
    total: float = field(init=False, default=0.0)
    tags: list[str] = field(default_factory=list, compare=False)

    def __post_init__(self):
        if self.qty < 0:
            raise ValueError(f"negative qty for {self.name}")
        self.total = self.price * self.qty
        self.tags.append("new" if self.qty else "empty")


def main(n: int) -> None:
    print(Base(n), Child(n + 1, y=5), Child(n).label)
    items = [Item("b", 2.5, n), Item("a", 1.0), Item("c", 0.5, qty=0)]
    print(sorted(items), sum(i.total for i in items))
    print([i.tags for i in items], items[0] == Item("b", 2.5, n))
    try:
        Item("z", 1.0, -n)
    except ValueError as e:
        print("error:", e)
