"""An inventory with a log: a dataclass with default_factory, defaultdict of
lists, %-formatting, max() with default over a generator."""

import sys
from dataclasses import dataclass, field
from collections import defaultdict


@dataclass
class Item:
    sku: str
    name: str
    price: float
    qty: int = 0
    tags: list[str] = field(default_factory=list)


class Inventory:
    def __init__(self) -> None:
        self.items: dict[str, Item] = {}
        self.log: list[str] = []

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            self.items[item.sku].qty += item.qty
        else:
            self.items[item.sku] = item
        self.log.append(f"add {item.sku} x{item.qty}")

    def remove(self, sku: str, qty: int) -> bool:
        item = self.items.get(sku)
        if item is None or item.qty < qty:
            self.log.append(f"fail {sku}")
            return False
        item.qty -= qty
        self.log.append(f"remove {sku} x{qty}")
        return True

    def value(self) -> float:
        total = 0
        for item in self.items.values():
            total += item.price * item.qty
        return total

    def by_tag(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = defaultdict(list)
        for item in self.items.values():
            for t in item.tags:
                out[t].append(item.name)
        return dict(out)


def main(n: int) -> None:
    inv = Inventory()
    names = ["bolt", "nut", "gear", "spring", "washer"]
    for i in range(n):
        name = names[i % len(names)]
        inv.add(Item(f"S{i % 7}", name, round(0.5 + i * 0.25, 2), i % 4, [name[0], "metal" if i % 2 else "plastic"]))
    for i in range(n // 2):
        inv.remove(f"S{i % 9}", 1 + i % 3)
    print("value:", inv.value())
    print("tags:", sorted(inv.by_tag().items()))
    cheapest = min(inv.items.values(), key=lambda it: it.price, default=None)
    print("cheapest:", cheapest.name if cheapest else None)
    low = [it.sku for it in inv.items.values() if it.qty < 2]
    print("low:", ", ".join(sorted(low)) or "none")
    print("%d log entries, last: %s" % (len(inv.log), inv.log[-1] if inv.log else "-"))
    avg = inv.value() / max(1, len(inv.items))
    print(f"avg {avg:.3f} max qty {max((it.qty for it in inv.items.values()), default=0)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
