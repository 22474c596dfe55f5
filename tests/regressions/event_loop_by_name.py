"""A discrete-event loop as simulations write it: events ordered by time and
a tie-breaking `itertools.count()` kept in a module variable and in a field,
each event handled by the method its kind names (`getattr(self, "on_" +
kind)(event)`), payloads of several classes in one `object` field, and a
markup pass whose replacement is a str or a function by a condition.
These were refused: an iterator kept past the statement that made it, a
call of getattr's result, a field given values of two classes, and a
conditional of a str and a function (tests/corpus/elevator_sim.py,
print_shop_sim.py, markdown_html.py)."""
# entry: main
# inputs: [5]
import heapq
import itertools
import re
from dataclasses import dataclass, field

_seq = itertools.count()


@dataclass(order=True)
class Event:
    time: float
    seq: int
    kind: str = field(compare=False)
    payload: object = field(compare=False, default=None)


@dataclass
class Customer:
    name: str
    items: int


@dataclass
class Till:
    number: int
    served: int = 0


class Shop:
    def __init__(self) -> None:
        self.now = 0.0
        self.queue: list[Event] = []
        self.log: list[str] = []
        self._ticket = itertools.count(100)

    def schedule(self, delay: float, kind: str, payload: object = None) -> None:
        heapq.heappush(self.queue, Event(self.now + delay, next(_seq), kind, payload))

    def run(self) -> None:
        while self.queue:
            ev = heapq.heappop(self.queue)
            self.now = ev.time
            try:
                getattr(self, "on_" + ev.kind)(ev)
            except AttributeError as e:
                self.log.append(f"{self.now:5.1f} skipped: {e}")

    def on_arrive(self, ev: Event) -> None:
        ticket = next(self._ticket)
        self.log.append(f"{self.now:5.1f} arrive {ev.payload} ticket {ticket}")
        self.schedule(1.5, "serve", Till(ticket % 2))

    def on_serve(self, ev: Event) -> None:
        self.log.append(f"{self.now:5.1f} serve at {ev.payload}")


LINK = re.compile(r"\[(\w+)\]")
RULES = [(re.compile(r"\*(\w+)\*"), r"<em>\1</em>"), (LINK, None)]


def link(m: re.Match) -> str:
    return f'<a href="/{m.group(1).lower()}">{m.group(1)}</a>'


def render(text: str) -> str:
    for pattern, repl in RULES:
        text = pattern.sub(repl if repl is not None else link, text)
    return text


def main(n: int) -> int:
    shop = Shop()
    for i in range(n):
        shop.schedule(i * 0.5, "arrive", Customer(f"c{i}", i + 1))
    shop.schedule(0.7, "close")
    shop.run()
    for line in shop.log:
        print(line)
    print(render("*Fresh* bread at the [Bakery] and [Deli]"))
    return next(_seq)
