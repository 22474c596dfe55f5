"""Bank accounts under a seeded random walk: a class counter, deposits and
withdrawals raising ValueError, sorting by balance through __lt__,
max(..., default=0) over a generator, math extras and the random module."""

import random
import math
import time
import sys


class Account:
    interest = 0.02
    count = 0

    def __init__(self, owner: str, balance: float = 0.0):
        self.owner = owner
        self.balance = balance
        self.history: list[tuple[str, float]] = []
        Account.count += 1

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("dep", amount))
        return self

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance:.2f} < {amount:.2f}")
        self.balance -= amount
        self.history.append(("wd", amount))
        return self

    def __repr__(self):
        return f"Account({self.owner!r}, {self.balance:.2f})"

    def __lt__(self, other):
        return self.balance < other.balance


def simulate(n, seed=42):
    rng = random.Random(seed)
    accounts = [Account(name) for name in ["ann", "bob", "cyd", "dee"]]
    errors = 0
    for step in range(n):
        a = rng.choice(accounts)
        amt = round(rng.uniform(1, 100), 2)
        try:
            if rng.random() < 0.6:
                a.deposit(amt)
            else:
                a.withdraw(amt)
        except ValueError as e:
            errors += 1
            if errors <= 2:
                print("error:", e)
    return accounts, errors


def main(n: int) -> None:
    t0 = time.perf_counter()
    accounts, errors = simulate(n)
    accounts.sort(reverse=True)
    for a in accounts:
        print(a, len(a.history), max((amt for kind, amt in a.history if kind == "dep"), default=0))
    total = sum(a.balance for a in accounts)
    print(f"total {total:.2f} errors {errors} count {Account.count}")
    print(math.isclose(total, sum(a.balance for a in accounts)), math.hypot(3, 4), math.comb(10, 3))
    elapsed = time.perf_counter() - t0
    print("fast" if elapsed < 10 else "slow", file=sys.stderr)
    random.seed(7)
    print([random.randint(1, 6) for _ in range(5)], random.sample(range(20), 3))


if __name__ == "__main__":
    main(int(sys.argv[1]))
