"""@functools.total_ordering, as card games and version numbers use it:
the class defines == and one ordering method, the decorator the other three
(CPython 3.11's functools: the root is __lt__, else __le__, __gt__, __ge__,
and each missing method is derived from it and ==). It was refused ("only
@dataclass may decorate a class"). Ties that == tells apart show the
derivation: Card(5, 'h') <= Card(5, 's') is False (ranks tie, suits differ).
"""
# entry: play
# inputs: [5]
from __future__ import annotations

import functools
from dataclasses import dataclass
from functools import total_ordering


@functools.total_ordering
class Card:
    def __init__(self, rank: int, suit: str) -> None:
        self.rank = rank
        self.suit = suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and (self.rank, self.suit) == (other.rank, other.suit)

    def __lt__(self, other: Card) -> bool:
        return self.rank < other.rank

    def __repr__(self) -> str:
        return f"{self.rank}{self.suit}"


@total_ordering
class Version:
    def __init__(self, text: str) -> None:
        self.parts = [int(p) for p in text.split(".")]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Version) and self.parts == other.parts

    def __ge__(self, other: Version) -> bool:
        return self.parts >= other.parts

    def __str__(self) -> str:
        return ".".join(str(p) for p in self.parts)


@total_ordering
@dataclass
class Weight:
    grams: float

    def __le__(self, other: Weight) -> bool:
        return self.grams <= other.grams


def play(n: int) -> list[str]:
    hand = [Card(n, "h"), Card(3, "s"), Card(n, "s"), Card(12, "d"), Card(1, "c")]
    out = [repr(sorted(hand)), repr(max(hand)), repr(min(hand))]
    a, b = hand[0], hand[2]
    out.append(str([a < b, a <= b, a > b, a >= b, a == b, a != b]))
    out.append(str([a <= hand[1], a >= hand[1], hand[3] > a]))
    versions = [Version(f"1.{n}.0"), Version("1.10"), Version("1.2.3"), Version(f"1.{n}")]
    out.append(" ".join(str(v) for v in sorted(versions)))
    out.append(str([versions[0] < versions[1], versions[0] > versions[3],
                    versions[3] <= versions[0], versions[1] >= versions[1]]))
    w = [Weight(n * 1.5), Weight(7.5), Weight(2.0)]
    out.append(str([w[0] < w[1], w[0] > w[1], w[0] >= w[1], w[2] <= w[2], w[0] == w[1]]))
    out.append(str(sorted(w)))
    return out
