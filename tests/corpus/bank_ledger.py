"""Simple banking ledger simulation with dataclasses and custom exceptions."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum


class BankError(Exception):
    """Base class for all banking errors."""


class InsufficientFunds(BankError):
    def __init__(self, account_id: str, requested: Decimal, available: Decimal) -> None:
        super().__init__(f"account {account_id}: requested {requested}, available {available}")
        self.account_id = account_id
        self.requested = requested
        self.available = available


class AccountFrozen(BankError):
    pass


class UnknownAccount(BankError, KeyError):
    def __str__(self) -> str:
        return f"unknown account {self.args[0]!r}"


class Kind(Enum):
    CHECKING = "checking"
    SAVINGS = "savings"


@dataclass(frozen=True)
class Transaction:
    seq: int
    account_id: str
    amount: Decimal
    memo: str = ""


@dataclass
class Account:
    account_id: str
    owner: str
    kind: Kind = Kind.CHECKING
    balance: Decimal = Decimal("0.00")
    frozen: bool = False
    overdraft: Decimal = Decimal("0.00")
    history: list[Transaction] = field(default_factory=list, repr=False)

    def available(self) -> Decimal:
        return self.balance + self.overdraft


@dataclass(order=True)
class RankedAccount:
    balance: Decimal
    account_id: str = field(compare=False)


class Bank:
    INTEREST_RATE = Decimal("0.015")

    def __init__(self, name: str) -> None:
        self.name = name
        self.accounts: dict[str, Account] = {}
        self._seq = 0
        self.failed: dict[str, int] = {}

    def open(self, owner: str, kind: Kind = Kind.CHECKING, overdraft: str = "0") -> Account:
        acct_id = f"{kind.value[0].upper()}{len(self.accounts) + 1:03d}"
        acct = Account(acct_id, owner, kind, overdraft=Decimal(overdraft))
        self.accounts[acct_id] = acct
        return acct

    def get(self, acct_id: str) -> Account:
        try:
            return self.accounts[acct_id]
        except KeyError:
            raise UnknownAccount(acct_id) from None

    def _post(self, acct: Account, amount: Decimal, memo: str) -> None:
        if acct.frozen:
            raise AccountFrozen(acct.account_id)
        if amount < 0 and -amount > acct.available():
            raise InsufficientFunds(acct.account_id, -amount, acct.available())
        self._seq += 1
        acct.balance += amount
        acct.history.append(Transaction(self._seq, acct.account_id, amount, memo))

    def deposit(self, acct_id: str, amount: Decimal) -> None:
        self._post(self.get(acct_id), amount, "deposit")

    def withdraw(self, acct_id: str, amount: Decimal) -> None:
        self._post(self.get(acct_id), -amount, "withdrawal")

    def transfer(self, src: str, dst: str, amount: Decimal) -> None:
        source, target = self.get(src), self.get(dst)
        self._post(source, -amount, f"transfer to {dst}")
        try:
            self._post(target, amount, f"transfer from {src}")
        except BankError:
            self._post(source, amount, "transfer reversal")
            raise

    def apply_interest(self) -> Decimal:
        total = Decimal("0")
        for acct in self.accounts.values():
            if acct.kind is Kind.SAVINGS and acct.balance > 0 and not acct.frozen:
                interest = (acct.balance * self.INTEREST_RATE).quantize(Decimal("0.01"), ROUND_HALF_UP)
                self._post(acct, interest, "interest")
                total += interest
        return total


def main() -> None:
    random.seed(42)
    bank = Bank("Probe Savings & Loan")
    owners = ["alice", "bob", "carol", "dave", "erin"]
    for i, owner in enumerate(owners):
        kind = Kind.SAVINGS if i % 2 else Kind.CHECKING
        acct = bank.open(owner, kind, overdraft="50" if kind is Kind.CHECKING else "0")
        bank.deposit(acct.account_id, Decimal(random.randint(100, 500)))
    ids = sorted(bank.accounts)
    bank.get(ids[3]).frozen = True

    for _ in range(60):
        op = random.choice(["deposit", "withdraw", "transfer", "transfer", "bogus"])
        amount = Decimal(random.randint(1, 30000)) / 100
        src = random.choice(ids)
        try:
            if op == "deposit":
                bank.deposit(src, amount)
            elif op == "withdraw":
                bank.withdraw(src, amount)
            elif op == "transfer":
                bank.transfer(src, random.choice(ids), amount)
            else:
                bank.withdraw("X999", amount)
        except InsufficientFunds as e:
            bank.failed["insufficient"] = bank.failed.get("insufficient", 0) + 1
            if e.requested > 250:
                print(f"  big bounce: {e}")
        except BankError as e:
            name = type(e).__name__
            bank.failed[name] = bank.failed.setdefault(name, 0) + 1

    print("Interest paid: $%s" % bank.apply_interest())
    print(f"{'ID':<6}{'Owner':<8}{'Kind':<10}{'Balance':>10}  Txns")
    for acct_id in ids:
        a = bank.accounts[acct_id]
        flag = " (frozen)" if a.frozen else ""
        print(f"{a.account_id:<6}{a.owner:<8}{a.kind.value:<10}{a.balance:>10}  {len(a.history)}{flag}")
    ranking = sorted(RankedAccount(a.balance, a.account_id) for a in bank.accounts.values())
    print("Richest:", ranking[-1].account_id, "Poorest:", ranking[0].account_id)
    for name, count in sorted(bank.failed.items()):
        print(f"failures[{name}] = {count}")
    total = sum((a.balance for a in bank.accounts.values()), Decimal("0"))
    print(f"Total deposits held: {total:,.2f}")
    try:
        bank.get("nope")
    except KeyError as e:
        print("lookup failed:", e)


if __name__ == "__main__":
    main()
