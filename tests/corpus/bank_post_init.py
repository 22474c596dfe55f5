"""A bank: a dataclass whose __post_init__ fills a list field (made by
field(default_factory=list)), transfers that record errors from caught
ValueError and KeyError, random.Random sampling and money formatting."""

import random
from dataclasses import dataclass, field


@dataclass
class Account:
    owner: str
    balance: float = 0.0
    history: list = field(default_factory=list)

    def __post_init__(self):
        if self.history is None:
            self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance:.2f} < {amount:.2f}")
        self.balance -= amount
        self.history.append(("wd", amount))


class Bank:
    def __init__(self):
        self.accounts = {}
        self.errors = []

    def open(self, owner):
        acct = Account(owner)
        self.accounts[owner] = acct
        return acct

    def transfer(self, a, b, amount):
        try:
            self.accounts[a].withdraw(amount)
        except ValueError as e:
            self.errors.append(str(e))
            return False
        except KeyError:
            self.errors.append(f"no account {a}")
            return False
        self.accounts[b].deposit(amount)
        return True


def main():
    rng = random.Random(42)
    bank = Bank()
    names = ["ann", "bob", "cat"]
    for n in names:
        bank.open(n).deposit(100)
    ok = 0
    for _ in range(20):
        a, b = rng.sample(names, 2)
        amt = round(rng.uniform(5, 80), 2)
        ok += bank.transfer(a, b, amt)
    bank.transfer("zed", "ann", 5)
    print(ok, len(bank.errors))
    for n, acct in sorted(bank.accounts.items()):
        print(f"{n:>4}: {acct.balance:8.2f} {len(acct.history)}")
    print(bank.errors[:3])
    total = sum(a.balance for a in bank.accounts.values())
    print("total %.2f" % total)
    try:
        bank.accounts["ann"].deposit(-1)
    except ValueError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
