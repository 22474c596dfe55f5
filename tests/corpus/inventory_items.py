"""An inventory: an Enum of kinds, an ordered dataclass with a field left
out of comparison, a custom exception with fields, a property, __len__ and
__contains__, defaultdict grouping, attrgetter keys and itertools.groupby."""

from dataclasses import dataclass, field
from enum import Enum
from collections import defaultdict
from operator import attrgetter
import itertools


class Kind(Enum):
    WEAPON = 1
    FOOD = 2
    TOOL = 3


@dataclass(order=True)
class Item:
    name: str
    kind: Kind = field(compare=False)
    weight: float = 1.0
    value: int = 0

    def __str__(self) -> str:
        return f"{self.name} ({self.kind.name.lower()}, {self.weight:.1f}kg, ${self.value})"


class InventoryError(Exception):
    def __init__(self, item: str, reason: str) -> None:
        super().__init__(f"{item}: {reason}")
        self.item = item
        self.reason = reason


class Inventory:
    def __init__(self, capacity: float) -> None:
        self.capacity = capacity
        self.items: list[Item] = []
        self.log: list[str] = []

    @property
    def weight(self) -> float:
        return sum(i.weight for i in self.items)

    def add(self, item: Item) -> None:
        if self.weight + item.weight > self.capacity:
            raise InventoryError(item.name, "too heavy")
        self.items.append(item)
        self.log.append(f"+{item.name}")

    def remove(self, name: str) -> Item:
        for i, it in enumerate(self.items):
            if it.name == name:
                self.log.append(f"-{name}")
                return self.items.pop(i)
        raise InventoryError(name, "not carried")

    def by_kind(self) -> dict[Kind, list[Item]]:
        groups: dict[Kind, list[Item]] = defaultdict(list)
        for it in self.items:
            groups[it.kind].append(it)
        return dict(groups)

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, name: str) -> bool:
        return any(i.name == name for i in self.items)


def main() -> None:
    inv = Inventory(10.0)
    stock = [Item("sword", Kind.WEAPON, 3.5, 120), Item("bread", Kind.FOOD, 0.5, 3),
             Item("rope", Kind.TOOL, 2.0, 15), Item("axe", Kind.WEAPON, 4.0, 80),
             Item("apple", Kind.FOOD, 0.2, 1), Item("anvil", Kind.TOOL, 50.0, 200)]
    failures = []
    for it in stock:
        try:
            inv.add(it)
        except InventoryError as e:
            failures.append((e.item, e.reason))
            print("cannot add:", e)
    print(len(inv), f"{inv.weight:.2f}", "rope" in inv, "anvil" in inv)
    for kind, items in sorted(inv.by_kind().items(), key=lambda kv: kv[0].value):
        print(kind.name, ", ".join(str(i) for i in sorted(items)))
    print(max(inv.items, key=attrgetter("value")).name)
    print(sorted(inv.items, key=attrgetter("weight"))[0])
    try:
        inv.remove("shield")
    except InventoryError as e:
        print("error:", e.reason, repr(e.item))
    inv.remove("axe")
    print(inv.log, failures)
    for k, grp in itertools.groupby(sorted(stock, key=lambda i: i.kind.value), key=lambda i: i.kind):
        print(k, [g.name for g in grp])
    total = sum(i.value for i in stock if i.kind is Kind.WEAPON)
    print(f"{total:,} {total / len(stock):.3f} {Kind.FOOD in {i.kind for i in stock}}")


if __name__ == "__main__":
    main()
