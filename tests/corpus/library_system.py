"""A tiny library management system: books, members, loans and reports."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import total_ordering
from typing import ClassVar, Iterator, Optional


class Genre(Enum):
    FICTION = "fiction"
    SCIENCE = "science"
    HISTORY = "history"
    POETRY = "poetry"


@total_ordering
class Book:
    _next_id: ClassVar[int] = 1

    def __init__(self, title: str, author: str, year: int, genre: Genre, copies: int = 1) -> None:
        self.book_id = Book._next_id
        Book._next_id += 1
        self.title = title
        self.author = author
        self.year = year
        self.genre = genre
        self._copies = copies
        self._on_loan = 0

    @classmethod
    def from_record(cls, record: str) -> "Book":
        title, author, year, genre, *rest = [part.strip() for part in record.split("|")]
        copies = int(rest[0]) if rest else 1
        return cls(title, author, int(year), Genre(genre), copies)

    @property
    def available(self) -> int:
        return self._copies - self._on_loan

    @property
    def copies(self) -> int:
        return self._copies

    @copies.setter
    def copies(self, value: int) -> None:
        if value < self._on_loan:
            raise ValueError(f"cannot reduce copies below {self._on_loan} on loan")
        self._copies = value

    def _key(self) -> tuple[str, str, int]:
        return (self.author.split()[-1].lower(), self.title.lower(), self.year)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Book):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other: "Book") -> bool:
        return self._key() < other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return f"{self.title} by {self.author} ({self.year}) [{self.available}/{self._copies}]"

    def __repr__(self) -> str:
        return f"Book({self.title!r}, {self.author!r}, {self.year}, {self.genre})"


@dataclass(order=True)
class Member:
    name: str
    member_id: int
    limit: int = 3
    loans: list[Book] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    def student(cls, name: str, member_id: int) -> "Member":
        return cls(name, member_id, limit=2)

    @property
    def can_borrow(self) -> bool:
        return len(self.loans) < self.limit


class LibraryError(Exception):
    pass


class Library:
    def __init__(self, name: str) -> None:
        self.name = name
        self.books: dict[int, Book] = {}
        self.members: dict[int, Member] = {}
        self.log: list[str] = []

    def add(self, book: Book) -> None:
        for existing in self.books.values():
            if existing == book:
                existing.copies += book.copies
                return
        self.books[book.book_id] = book

    def join(self, member: Member) -> None:
        self.members[member.member_id] = member

    def find(self, text: str) -> Iterator[Book]:
        text = text.lower()
        return (b for b in sorted(self.books.values()) if text in b.title.lower() or text in b.author.lower())

    def lend(self, member_id: int, title: str) -> None:
        member = self.members[member_id]
        book: Optional[Book] = next((b for b in self.books.values() if b.title == title), None)
        if book is None:
            raise LibraryError(f"no such book: {title}")
        if not member.can_borrow:
            raise LibraryError(f"{member.name} reached limit {member.limit}")
        if book.available <= 0:
            raise LibraryError(f"{title!r} not available")
        book._on_loan += 1
        member.loans.append(book)
        self.log.append(f"lend {title} -> {member.name}")

    def give_back(self, member_id: int, title: str) -> None:
        member = self.members[member_id]
        for i, b in enumerate(member.loans):
            if b.title == title:
                del member.loans[i]
                b._on_loan -= 1
                self.log.append(f"return {title} <- {member.name}")
                return
        raise LibraryError(f"{member.name} does not hold {title!r}")

    def by_genre(self) -> dict[Genre, list[Book]]:
        out: dict[Genre, list[Book]] = {}
        for b in self.books.values():
            out.setdefault(b.genre, []).append(b)
        return out


CATALOGUE = """\
Dune | Frank Herbert | 1965 | fiction | 2
A Brief History of Time | Stephen Hawking | 1988 | science
The Histories | Herodotus Halicarnassus | 430 | history
Leaves of Grass | Walt Whitman | 1855 | poetry | 2
Foundation | Isaac Asimov | 1951 | fiction
The Selfish Gene | Richard Dawkins | 1976 | science | 3
Dune | Frank Herbert | 1965 | fiction"""


def main() -> None:
    lib = Library("City Library")
    for line in CATALOGUE.splitlines():
        lib.add(Book.from_record(line))
    lib.join(Member("Alice", 1))
    lib.join(Member.student("Bob", 2))
    lib.join(Member("Carol", 3, limit=1))

    actions = [("lend", 1, "Dune"), ("lend", 2, "Dune"), ("lend", 3, "Dune"),
               ("lend", 3, "Dune"), ("lend", 2, "Foundation"), ("lend", 2, "The Selfish Gene"),
               ("return", 1, "Dune"), ("lend", 3, "Foundation"), ("return", 1, "Foundation"),
               ("lend", 1, "Necronomicon")]
    for op, mid, title in actions:
        try:
            (lib.lend if op == "lend" else lib.give_back)(mid, title)
        except LibraryError as exc:
            print(f"error: {exc}")
    for entry in lib.log:
        print(entry)
    print("-- catalogue (sorted) --")
    for book in sorted(lib.books.values()):
        print(" ", book)
    for genre, books in sorted(lib.by_genre().items(), key=lambda kv: kv[0].value):
        print(f"{genre.name:8s} {', '.join(repr(b.title) for b in sorted(books, key=lambda b: b.year))}")
    print("search 'the':", [b.title for b in lib.find("the")])
    print(sorted(lib.members.values())[0], max(lib.members.values(), key=lambda m: len(m.loans)).name)
    print("unique books:", len(set(lib.books.values())), repr(lib.books[1]))


if __name__ == "__main__":
    main()
