"""Differential: getattr(obj, "name") and setattr(obj, "name", value) with
literal names in a binary search tree and a counter object: they are
obj.name and obj.name = value, reads of fields that are None included."""
# entry: tree_walk
# inputs: [[5, 3, 8, 1, 4, 9, 7, 3], 4]
# compile: all


class Node:
    def __init__(self, key: int) -> None:
        self.key = key
        self.left: Node | None = None
        self.right: Node | None = None
        self.hits = 0


def insert(root: Node, key: int):  # no return annotation: a helper, not an entry
    node = root
    while True:
        if key == node.key:
            setattr(node, "hits", getattr(node, "hits") + 1)
            return
        if key < node.key:
            child = getattr(node, "left")
            if child is None:
                setattr(node, "left", Node(key))
                return
        else:
            child = getattr(node, "right")
            if child is None:
                setattr(node, "right", Node(key))
                return
        node = child


def inorder(node: Node | None, out: list[str]):  # a helper, not an entry
    if node is None:
        return
    inorder(getattr(node, "left"), out)
    out.append(f"{getattr(node, 'key')}x{node.hits}")
    inorder(node.right, out)


def tree_walk(keys: list[int], probe: int) -> list[str]:
    if not keys:
        return []
    root = Node(keys[0])
    for k in keys[1:]:
        insert(root, k)
    out: list[str] = []
    inorder(root, out)
    node: Node | None = root
    depth = 0
    while node is not None and node.key != probe:
        node = getattr(node, "left") if probe < node.key else getattr(node, "right")
        depth += 1
    out.append(str(depth) + ("found" if node is not None else "missing"))
    return out
