"""A small bank simulation: accounts and transactions as dataclasses, a
ledger processed in order, failures reported as exceptions."""

from dataclasses import dataclass, field
from typing import List, Optional


class BankError(Exception):
    pass


class InsufficientFunds(BankError):
    def __init__(self, account, amount):
        super().__init__("account %s: cannot withdraw %.2f, balance %.2f"
                         % (account.number, amount, account.balance))
        self.account = account
        self.amount = amount


class UnknownAccount(BankError):
    pass


@dataclass
class Transaction:
    kind: str
    amount: float
    source: Optional[str] = None
    target: Optional[str] = None


@dataclass
class Account:
    number: str
    owner: str
    balance: float = 0.0
    history: List[str] = field(default_factory=list)

    def deposit(self, amount):
        if amount <= 0:
            raise BankError("deposit must be positive, got %.2f" % amount)
        self.balance += amount
        self.history.append("+%.2f" % amount)

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(self, amount)
        self.balance -= amount
        self.history.append("-%.2f" % amount)


@dataclass
class Bank:
    name: str
    accounts: dict = field(default_factory=dict)
    failures: int = 0

    def open(self, number, owner, initial=0.0):
        account = Account(number, owner)
        if initial:
            account.deposit(initial)
        self.accounts[number] = account
        return account

    def get(self, number):
        try:
            return self.accounts[number]
        except KeyError:
            raise UnknownAccount("no account %s" % number)

    def apply(self, tx):
        if tx.kind == 'deposit':
            self.get(tx.target).deposit(tx.amount)
        elif tx.kind == 'withdraw':
            self.get(tx.source).withdraw(tx.amount)
        elif tx.kind == 'transfer':
            source = self.get(tx.source)
            target = self.get(tx.target)
            source.withdraw(tx.amount)
            target.deposit(tx.amount)
        elif tx.kind == 'interest':
            for account in self.accounts.values():
                if account.balance > 0:
                    account.deposit(round(account.balance * tx.amount, 2))
        else:
            raise BankError("unknown transaction kind %r" % tx.kind)

    def total(self):
        return sum(a.balance for a in self.accounts.values())


LEDGER = [
    Transaction('deposit', 250.0, target='A-1'),
    Transaction('withdraw', 80.5, source='A-1'),
    Transaction('transfer', 120.0, source='A-1', target='B-2'),
    Transaction('transfer', 500.0, source='B-2', target='C-3'),
    Transaction('withdraw', 10.0, source='Z-9'),
    Transaction('deposit', -5.0, target='C-3'),
    Transaction('interest', 0.015),
    Transaction('refund', 1.0, target='A-1'),
    Transaction('transfer', 33.25, source='C-3', target='A-1'),
]


def main() -> None:
    bank = Bank("Python Savings")
    bank.open('A-1', 'Ada', 100.0)
    bank.open('B-2', 'Brian', 40.0)
    bank.open('C-3', 'Grace', 1000.0)
    for i, tx in enumerate(LEDGER, 1):
        try:
            bank.apply(tx)
        except InsufficientFunds as e:
            bank.failures += 1
            print("%2d %-8s refused: %s (short by %.2f)" % (i, tx.kind, e, e.amount - e.account.balance))
        except BankError as e:
            bank.failures += 1
            print("%2d %-8s failed: %s" % (i, tx.kind, e))
        else:
            print("%2d %-8s ok, total %.2f" % (i, tx.kind, bank.total()))
    print()
    print("%s: %d accounts, %d failures" % (bank.name, len(bank.accounts), bank.failures))
    for account in sorted(bank.accounts.values(), key=lambda a: -a.balance):
        print("%-4s %-6s %10.2f  %s" % (account.number, account.owner, account.balance,
                                       ' '.join(account.history)))
    print(Transaction('deposit', 1.5, target='A-1'))
    print(bank.accounts['B-2'] == Account('B-2', 'Brian', 40.0, ['+40.00']))


if __name__ == "__main__":
    main()
