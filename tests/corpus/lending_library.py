"""A lending library: classes with keyword construction, overrides with
their own defaults, a dict of lists, sorted with keys, exceptions."""

import sys
from collections import defaultdict


class LoanError(Exception):
    pass


class Item:
    kind = "item"

    def __init__(self, title: str, year: int, copies: int = 1):
        self.title = title
        self.year = year
        self.copies = copies
        self.out = 0

    def label(self, short=False):
        return self.title if short else f"{self.kind}: {self.title} ({self.year})"

    def fee(self, days, rate=0.25):
        return max(0, days - 14) * rate

    def __repr__(self):
        return f"{type(self).__name__}({self.title!r})"


class Book(Item):
    kind = "book"

    def __init__(self, title, year, author, copies=1):
        super().__init__(title, year, copies)
        self.author = author

    def label(self, short=False, with_author=True):
        base = super().label(short)
        return f"{base} by {self.author}" if with_author and not short else base


class Dvd(Item):
    kind = "dvd"

    def fee(self, days, rate=1.0):
        return max(0, days - 7) * rate


class Library:
    def __init__(self):
        self.items = {}
        self.loans = defaultdict(list)
        self.log = []

    def add(self, item):
        self.items[item.title] = item

    def lend(self, who, title):
        item = self.items.get(title)
        if item is None:
            raise LoanError(f"no such title: {title}")
        if item.out >= item.copies:
            raise LoanError(f"all {item.copies} copies of {title!r} are out")
        item.out += 1
        self.loans[who].append(title)
        self.log.append(("lend", who, title))

    def give_back(self, who, title, days):
        self.loans[who].remove(title)
        item = self.items[title]
        item.out -= 1
        fee = item.fee(days)
        self.log.append(("return", who, title))
        return fee


def main(n: int) -> None:
    lib = Library()
    lib.add(Book("Dune", 1965, "Herbert", copies=2))
    lib.add(Book(author="Le Guin", title="Earthsea", year=1968))
    lib.add(Dvd("Alien", 1979))
    lib.add(Item("Atlas", 2001, copies=3))
    people = ["ann", "bo", "cy"]
    titles = sorted(lib.items)
    fees = {}
    for i in range(n):
        who = people[i % len(people)]
        title = titles[(i * 7) % len(titles)]
        try:
            lib.lend(who, title)
        except LoanError as e:
            print("refused:", e)
            continue
        if i % 3 == 2:
            fee = lib.give_back(who, title, days=i * 3)
            fees[who] = fees.get(who, 0) + fee
    for title in titles:
        item = lib.items[title]
        print(item.label(), "|", item.label(short=True), "|", item.out, "out", repr(item))
    print({k: v for k, v in sorted(lib.loans.items())})
    print(sorted(fees.items(), key=lambda kv: (-kv[1], kv[0])))
    print(len(lib.log), lib.log[-3:])
    total = sum(fees.values())
    print(f"total fees {total:.2f}", total)
    try:
        lib.lend("zed", "Missing")
    except LoanError as e:
        print("error:", e)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
