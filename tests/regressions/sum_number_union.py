"""Differential: sum() over int | float values (a generator over a dict of
mixed numbers, a list of them), with and without an int start: an int while
every item is an int, a float from the first float on, as CPython's sum
(tests/corpus/blackjack.py)."""
# entry: payouts
# inputs: [6, 4]
# compile: all


def payouts(n: int, m: int) -> list[str]:
    payout = {"blackjack": 1.5, "win": 1, "push": 0, "lose": -1}
    counts = {"blackjack": n, "win": m, "push": n + m, "lose": n * m}
    net = sum(payout[k] * v for k, v in counts.items())
    ints = sum(payout[k] for k in ("win", "push", "lose"))
    out = [str(net), repr(ints), type(ints).__name__, "%+.1f" % net]
    mixed = [i if i % 3 else i / 4 for i in range(n)]
    total = sum(mixed)
    shifted = sum((x * 2 for x in mixed), 100)
    out.append(f"{total} {shifted} {total > shifted} {sum(mixed[:2])}")
    return out


def running(n: int, m: int) -> list[str]:
    out = []
    for k in range(1, m + 1):
        vals = [x if x % k else x * 0.5 for x in range(n)]
        s = sum(v for v in vals if v != 2)
        out.append(f"{k}:{s}")
    return out
