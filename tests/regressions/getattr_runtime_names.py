"""Differential: getattr(obj, side) / setattr(obj, side, value) where `side`
is a local variable holding only string literals (`"left" if k < key else
"right"`): a run-time switch over those fields, as CPython reads them; the
fields may share one type or differ (a union), in a tree and a counter
object (tests/corpus/bst.py)."""
# entry: tree
# inputs: [[5, 3, 8, 1, 4, 9, 7, 3], 4]
# compile: all


class Node:
    def __init__(self, key: int) -> None:
        self.key = key
        self.left: Node | None = None
        self.right: Node | None = None
        self.label = "n" + str(key)


def insert(root: Node, key: int):  # no return annotation: a helper, not an entry
    node = root
    while True:
        if key == node.key:
            return
        side = "left" if key < node.key else "right"
        child = getattr(node, side)
        if child is None:
            setattr(node, side, Node(key))
            return
        node = child


def walk(node: Node | None, out: list[str]):  # a helper
    if node is not None:
        walk(node.left, out)
        out.append(node.label)
        walk(node.right, out)


def tree(keys: list[int], probe: int) -> list[str]:
    root = Node(keys[0] if keys else 0)
    for k in keys:
        insert(root, k)
    out: list[str] = []
    walk(root, out)
    which = "key"
    if probe > 3:
        which = "label"
    elif probe < 0:
        which = "key" if probe % 2 else "label"
    got = getattr(root, which)
    out.append(str(got) + " " + type(got).__name__)
    name = "label"
    setattr(root, name, "root:" + str(len(keys)))
    out.append(root.label + " " + getattr(root, name))
    return out


class Tally:
    def __init__(self) -> None:
        self.wins = 0
        self.losses = 0
        self.draws = 0


def tally(keys: list[int], probe: int) -> list[str]:
    t = Tally()
    for k in keys:
        if k > probe:
            field = "wins"
        elif k < probe:
            field = "losses"
        else:
            field = "draws"
        setattr(t, field, getattr(t, field) + 1)
    return [f"{t.wins} {t.losses} {t.draws}"]
