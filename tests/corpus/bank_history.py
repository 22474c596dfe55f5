"""Accounts with a history: an exception class with fields, a class counter,
list[tuple[str, float]] fields, deposits given ints and floats."""

import sys
class InsufficientFunds(Exception):
    def __init__(self, needed: float, available: float):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed
        self.available = available


class Account:
    next_id = 1

    def __init__(self, owner: str, balance: float = 0.0):
        self.owner = owner
        self.balance = balance
        self.id = Account.next_id
        Account.next_id += 1
        self.history: list[tuple[str, float]] = []

    def deposit(self, amount: float) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount: float) -> None:
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))

    def __repr__(self) -> str:
        return f"Account({self.id}, {self.owner!r}, {self.balance:.2f})"


def transfer(a: Account, b: Account, amount: float) -> bool:
    try:
        a.withdraw(amount)
    except InsufficientFunds as e:
        print("transfer failed:", e, e.needed - e.available > 0)
        return False
    b.deposit(amount)
    return True


def main(n: int) -> None:
    accounts = [Account(name, 10.0 * i) for i, name in enumerate(["ann", "bob", "cy"])]
    for i in range(n):
        src, dst = accounts[i % 3], accounts[(i + 1) % 3]
        ok = transfer(src, dst, 7.5 + i)
        print(i, ok, src, dst)
    try:
        accounts[0].deposit(-1)
    except ValueError as e:
        print("error:", e)
    total = sum(a.balance for a in accounts)
    print("total", total, [len(a.history) for a in accounts], Account.next_id)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
