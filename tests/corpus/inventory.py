"""An inventory system: products and stock movements, reorder points,
FIFO cost layers, custom exceptions and a formatted report."""

from collections import deque, defaultdict


class StockError(Exception):
    pass


class Product:
    def __init__(self, sku, name, reorder_at):
        self.sku = sku
        self.name = name
        self.reorder_at = reorder_at
        self.layers = deque()  # (quantity, unit cost), oldest first

    @property
    def quantity(self):
        return sum(q for q, _ in self.layers)

    @property
    def value(self):
        return sum(q * c for q, c in self.layers)

    def receive(self, qty, cost):
        if qty <= 0:
            raise StockError(f"{self.sku}: bad quantity {qty}")
        self.layers.append((qty, cost))

    def issue(self, qty):
        if qty > self.quantity:
            raise StockError(f"{self.sku}: only {self.quantity} on hand, {qty} wanted")
        cost = 0.0
        while qty:
            have, unit = self.layers[0]
            take = min(have, qty)
            cost += take * unit
            qty -= take
            if take == have:
                self.layers.popleft()
            else:
                self.layers[0] = (have - take, unit)
        return cost


MOVES = """
receive W-100 50 2.50
receive W-100 30 2.75
receive G-7 10 14.00
issue W-100 60
receive B-3 200 0.10
issue G-7 4
issue B-3 250
receive G-7 5 15.50
issue G-7 9
receive X-9 1 1.00
issue W-100 15
"""


def main() -> None:
    catalog = {
        "W-100": Product("W-100", "widget", 25),
        "G-7": Product("G-7", "gadget", 3),
        "B-3": Product("B-3", "bolt", 100),
    }
    cogs = defaultdict(float)
    for lineno, line in enumerate(MOVES.strip().splitlines(), 1):
        op, sku, *rest = line.split()
        try:
            product = catalog[sku]
            if op == "receive":
                product.receive(int(rest[0]), float(rest[1]))
            else:
                cogs[sku] += product.issue(int(rest[0]))
        except KeyError as e:
            print(f"line {lineno}: unknown sku {e}")
        except StockError as e:
            print(f"line {lineno}: {e}")
    print(f"{'sku':<7}{'name':<8}{'qty':>5}{'value':>9}{'cogs':>9}  status")
    for sku in sorted(catalog):
        p = catalog[sku]
        status = "REORDER" if p.quantity <= p.reorder_at else "ok"
        print(f"{sku:<7}{p.name:<8}{p.quantity:>5}{p.value:>9.2f}{cogs[sku]:>9.2f}  {status}")
    print("total value: %.2f" % sum(p.value for p in catalog.values()))


if __name__ == "__main__":
    main()
