"""A vending machine as a state machine: coins, selections, change making
with limited coin stock (greedy then exact search), and an event log."""

from enum import Enum, auto

COINS = (200, 100, 50, 20, 10, 5)


class State(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    OUT_OF_ORDER = auto()


class VendingError(Exception):
    pass


class Machine:
    def __init__(self, products, float_coins):
        self.products = dict(products)  # code -> [name, price, stock]
        self.coins = dict(float_coins)
        self.state = State.IDLE
        self.credit = 0
        self.log = []

    def insert(self, coin):
        if self.state is State.OUT_OF_ORDER:
            raise VendingError("machine out of order")
        if coin not in COINS:
            raise VendingError(f"rejected coin {coin}")
        self.coins[coin] = self.coins.get(coin, 0) + 1
        self.credit += coin
        self.state = State.HAS_MONEY
        self.log.append(f"coin {coin} credit {self.credit}")

    def change(self, amount):
        def search(amount, i):
            if amount == 0:
                return []
            if i == len(COINS):
                return None
            coin = COINS[i]
            for k in range(min(self.coins.get(coin, 0), amount // coin), -1, -1):
                rest = search(amount - k * coin, i + 1)
                if rest is not None:
                    return [coin] * k + rest
            return None
        return search(amount, 0)

    def select(self, code):
        if code not in self.products:
            raise VendingError(f"no product {code}")
        name, price, stock = self.products[code]
        if stock == 0:
            raise VendingError(f"{name} sold out")
        if self.credit < price:
            raise VendingError(f"{name} costs {price}, credit {self.credit}")
        coins = self.change(self.credit - price)
        if coins is None:
            raise VendingError("cannot make change, exact money only")
        for c in coins:
            self.coins[c] -= 1
        self.products[code][2] -= 1
        self.credit = 0
        self.state = State.IDLE
        self.log.append(f"sold {name}, change {coins}")
        return name, coins


def main() -> None:
    m = Machine({"A1": ["cola", 120, 2], "A2": ["chips", 85, 1], "B1": ["water", 60, 0]},
                {50: 1, 20: 3, 10: 0, 5: 2})
    script = [("insert", 100), ("insert", 50), ("select", "A1"), ("insert", 200),
              ("select", "A2"), ("insert", 3), ("select", "B1"), ("select", "C9"),
              ("insert", 100), ("select", "A1"), ("insert", 20), ("select", "A1"),
              ("select", "A1")]
    for action, arg in script:
        try:
            if action == "insert":
                m.insert(arg)
            else:
                print("->", m.select(arg))
        except VendingError as e:
            print(f"{action} {arg}: {e}")
    print("state", m.state.name, "credit", m.credit)
    print("coins", sorted(m.coins.items()))
    print("\n".join(m.log))


if __name__ == "__main__":
    main()
