"""Vending machine finite-state machine with Enum states, coin handling and change-making."""
from collections import Counter
from dataclasses import dataclass
from enum import Enum, IntEnum, auto


class Coin(IntEnum):
    NICKEL = 5
    DIME = 10
    QUARTER = 25
    DOLLAR = 100

    @classmethod
    def parse(cls, text: str) -> "Coin":
        try:
            return cls[text.upper()]
        except KeyError:
            raise VendingError(f"rejected coin {text!r}") from None


class State(Enum):
    IDLE = auto()
    COLLECTING = auto()
    DISPENSING = auto()
    OUT_OF_ORDER = auto()


class VendingError(Exception):
    pass


@dataclass(frozen=True)
class Product:
    code: str
    name: str
    price: int

    def __str__(self) -> str:
        return f"{self.code}:{self.name} (${self.price / 100:.2f})"


CATALOG = [
    Product("A1", "Cola", 125),
    Product("A2", "Water", 90),
    Product("B1", "Chips", 65),
    Product("B2", "Candy", 85),
    Product("C1", "Gum", 35),
]

transactions = 0


def fmt(cents: int) -> str:
    return "$%d.%02d" % divmod(cents, 100)


class VendingMachine:
    TRANSITIONS = {
        (State.IDLE, "coin"): State.COLLECTING,
        (State.COLLECTING, "coin"): State.COLLECTING,
        (State.COLLECTING, "select"): State.DISPENSING,
        (State.COLLECTING, "cancel"): State.IDLE,
        (State.DISPENSING, "done"): State.IDLE,
        (State.IDLE, "service"): State.IDLE,
        (State.OUT_OF_ORDER, "service"): State.IDLE,
    }

    def __init__(self, stock: dict[str, int], float_coins: dict[Coin, int]):
        self.state = State.IDLE
        self.products = {p.code: p for p in CATALOG}
        self.stock = Counter(stock)
        self.bank = Counter(float_coins)
        self.inserted: list[Coin] = []
        self.sales = Counter()

    @property
    def credit(self) -> int:
        return sum(self.inserted)

    def _move(self, event: str) -> None:
        key = (self.state, event)
        if key not in self.TRANSITIONS:
            raise VendingError(f"event '{event}' not allowed in state {self.state.name}")
        self.state = self.TRANSITIONS[key]

    def insert(self, coin_name: str) -> str:
        coin = Coin.parse(coin_name)
        self._move("coin")
        self.inserted.append(coin)
        return f"credit {fmt(self.credit)}"

    def make_change(self, amount: int) -> list[Coin] | None:
        """Greedy change with fallback: tries each coin count from the largest down."""
        available = self.bank + Counter(self.inserted)

        def solve(rest: int, coins: list[Coin]) -> list[Coin] | None:
            if rest == 0:
                return []
            if not coins:
                return None
            c, *others = coins
            for k in range(min(available[c], rest // c), -1, -1):
                sub = solve(rest - k * c, others)
                if sub is not None:
                    return [c] * k + sub
            return None

        return solve(amount, sorted(Coin, reverse=True))

    def select(self, code: str) -> str:
        global transactions
        product = self.products.get(code)
        if product is None:
            raise VendingError(f"unknown product {code}")
        if self.stock[code] == 0:
            raise VendingError(f"{product.name} sold out")
        if self.credit < product.price:
            raise VendingError(f"insert {fmt(product.price - self.credit)} more for {product.name}")
        change = self.make_change(self.credit - product.price)
        if change is None:
            raise VendingError("exact change only")
        self._move("select")
        self.bank.update(self.inserted)
        self.bank.subtract(change)
        self.inserted.clear()
        self.stock[code] -= 1
        self.sales[code] += 1
        transactions += 1
        self._move("done")
        if not +self.stock:
            self.state = State.OUT_OF_ORDER
        coins = ", ".join(f"{n}x{c.name.lower()}" for c, n in Counter(change).items()) or "none"
        return f"vend {product.name}; change {fmt(sum(change))} [{coins}]"

    def cancel(self) -> str:
        refund = self.credit
        self._move("cancel")
        self.inserted.clear()
        return f"refunded {fmt(refund)}"

    def service(self, restock: dict[str, int]) -> str:
        self._move("service")
        self.stock.update(restock)
        return "restocked " + ", ".join(f"{k}+{v}" for k, v in sorted(restock.items()))


SCRIPT = [
    ("insert", "quarter"), ("insert", "dollar"), ("select", "A1"),
    ("insert", "dollar"), ("select", "C1"),
    ("select", "B1"),
    ("insert", "dime"), ("insert", "button"), ("select", "B2"), ("cancel", None),
    ("insert", "dollar"), ("select", "Z9"), ("select", "A2"),
    ("insert", "quarter"), ("insert", "quarter"), ("insert", "dime"), ("insert", "nickel"), ("select", "B1"),
    ("insert", "dollar"), ("select", "B2"),
    ("insert", "dollar"), ("select", "C1"),
    ("insert", "dollar"), ("select", "C1"),
    ("insert", "dollar"),
    ("service", {"C1": 2, "B1": 1}),
    ("insert", "quarter"), ("insert", "dime"), ("select", "C1"),
]


def main() -> None:
    vm = VendingMachine({"A1": 1, "A2": 1, "B1": 1, "B2": 1, "C1": 1},
                        {Coin.QUARTER: 2, Coin.DIME: 3, Coin.NICKEL: 1})
    for step, (action, arg) in enumerate(SCRIPT, 1):
        before = vm.state.name
        try:
            result = getattr(vm, action)(arg) if arg is not None else getattr(vm, action)()
        except VendingError as e:
            result = f"ERROR {e}"
        print(f"{step:2d} {before:<12} {action:>6}({arg if not isinstance(arg, dict) else '...'}) -> {result}")
    print("transactions:", transactions, "| state:", vm.state.name)
    print("sales:", dict(sorted(vm.sales.items())))
    print("bank:", {c.name: n for c, n in sorted(vm.bank.items()) if n}, "=", fmt(sum(c * n for c, n in vm.bank.items())))
    print("stock left:", [str(vm.products[k]) for k, n in sorted(vm.stock.items()) if n > 0])


if __name__ == "__main__":
    main()
