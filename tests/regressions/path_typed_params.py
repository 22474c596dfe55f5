"""Not a fuzzer find: issue #25's corpus idioms whose types depend on the
path (tests/corpus/bst.py, interval_scheduling.py, vending_machine.py,
spreadsheet.py), together: an accumulator parameter defaulting to None
(`if out is None: out = []`, then passed on recursively), a sentinel
default of another type (`node="root"`, then a Node or None; `node ==
"root"` of a Node is False), max()/min() of several tuples whose lists are still empty
with key=, a namedtuple's _asdict(), `if coin not in COINS: raise`
narrowing an int | str to the int, a loop over (name, function) rows with
break and else, `stack += [op, v]` widening a list of floats, and a
record's int | float | str values: sum() of them (CPython's TypeError at a
str), `a - b` of two of them, a union of tuples indexed at a literal."""
# entry: path_typed_params
# inputs: [[5, 3, 8, 1, 4], ["insert", "10", "select"]]
import operator
from typing import NamedTuple

COINS = (50, 20, 10)


class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


def insert(node, key):
    if node is None:
        return Node(key)
    if key < node.key:
        node.left = insert(node.left, key)
    else:
        node.right = insert(node.right, key)
    return node


def sideways(node, depth=0, out=None):
    if out is None:
        out = []
    if node:
        sideways(node.right, depth + 1, out)
        out.append("." * depth + str(node.key))
        sideways(node.left, depth + 1, out)
    return out


class Tree:
    def __init__(self, keys):
        self.root = None
        for k in keys:
            self.root = insert(self.root, k)

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def label(self, node="root"):
        if node is None:
            return "-"
        return f"<{node.key}>"

    def leftmost(self, node="root"):
        if node == "root":
            node = self.root
        while node is not None and node.left is not None:
            node = node.left
        return node.key if node is not None else -1


class Slot(NamedTuple):
    start: int
    title: str
    weight: float = 1.0


def best_plan(slots):
    best = [(0, [])]
    for s in slots:
        take = (best[-1][0] + s.start, best[-1][1] + [s.title])
        best.append(max(best[-1], take, key=lambda t: t[0]))
    return best[-1], min(best[1], best[-1])


def pay(credit, coin):
    if coin not in COINS:
        raise ValueError(f"rejected {coin}")
    return credit + coin


def apply(tok, x):
    for prefix, fn in (("neg", operator.neg), ("abs", abs), ("double", lambda_free_double)):
        if tok.startswith(prefix):
            return fn(x)
    return x


def first_big(x):
    found = "none"
    for name, fn, limit in (("abs", abs, 2), ("double", lambda_free_double, 5)):
        if fn(x) > limit:
            found = name
            break
    else:
        found += " big"
    return found


def lambda_free_double(x):
    return 2 * x


def evaluate(tokens):
    stack = [1.5]
    for t in tokens:
        stack += [t, float(len(t))]
    total = 0.0
    for v in stack:
        if isinstance(v, float):
            total += v
    return len(stack), total


def record(line):
    name, qty, price = line.split(",")
    return {"name": name, "qty": int(qty), "price": float(price)}


def totals(lines, k):
    recs = [record(line) for line in lines]
    qty = [r["qty"] for r in recs]
    mixed = [r["price"] for r in recs] + [r["name"] for r in recs][:k]
    print(sum(qty), sum(r["price"] for r in recs))
    try:
        print(sum(mixed))
    except TypeError as e:
        print("TypeError:", e)
    a, b = qty[0], mixed[-1]
    try:
        print(a - b)
    except TypeError as e:
        print("TypeError:", e)
    toks = [("num", 1.5, 0), ("op", "+", 1), ("end", None, 2)]
    print([toks[i][1] for i in range(len(toks))])


def path_typed_params(keys: list[int], script: list[str]) -> None:
    t = Tree(keys)
    print(sideways(t.root))
    print(sideways(t.root.left, 1, ["top"]))
    print("height", t.height(), "leftmost", t.leftmost())
    print(Node(1) == "root", Node(1) != "root", t.label(t.root))
    slots = [Slot(k, f"s{k}", k / 2) for k in keys]
    print(best_plan(slots))
    s = slots[0]
    d = s._asdict()
    print(d, d["title"], list(d))
    print(max("b", "a", "c"), min((2, "x"), (2, "a")))
    credit = 0
    mixed = [20, "x", 3]
    for word in script:
        mixed.append(int(word) if word.isdigit() else word)
    for coin in mixed:
        try:
            credit = pay(credit, coin)
        except ValueError as e:
            print(e)
    print("credit", credit)
    for tok in ["neg", "abs", "double", "other"]:
        print(tok, apply(tok, -3))
    print(first_big(-3), first_big(2), first_big(1))
    print(evaluate(script))
    totals(["tea,3,1.5", "jam,2,4.25"], 0)
    totals(["oil,1,2.0"], 1)
    u = [2.5, "x"]
    for v in u:
        try:
            print(v * 2.0)
        except TypeError as e:
            print("TypeError:", e)
