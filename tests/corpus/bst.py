"""A binary search tree: insert, search, delete with successor, in-order
generator, height, range queries and a sideways print."""

import random


class Node:
    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.left = None
        self.right = None


class BST:
    def __init__(self):
        self.root = None
        self.count = 0

    def insert(self, key, value=None):
        if self.root is None:
            self.root = Node(key, value)
            self.count += 1
            return
        node = self.root
        while True:
            if key == node.key:
                node.value = value
                return
            side = "left" if key < node.key else "right"
            child = getattr(node, side)
            if child is None:
                setattr(node, side, Node(key, value))
                self.count += 1
                return
            node = child

    def get(self, key, default=None):
        node = self.root
        while node:
            if key == node.key:
                return node.value
            node = node.left if key < node.key else node.right
        return default

    def delete(self, key):
        self.root, removed = self._delete(self.root, key)
        if removed:
            self.count -= 1
        return removed

    def _delete(self, node, key):
        if node is None:
            return None, False
        if key < node.key:
            node.left, removed = self._delete(node.left, key)
            return node, removed
        if key > node.key:
            node.right, removed = self._delete(node.right, key)
            return node, removed
        if node.left is None:
            return node.right, True
        if node.right is None:
            return node.left, True
        succ = node.right
        while succ.left:
            succ = succ.left
        node.key, node.value = succ.key, succ.value
        node.right, _ = self._delete(node.right, succ.key)
        return node, True

    def items(self, node="root"):
        if node == "root":
            node = self.root
        if node is not None:
            yield from self.items(node.left)
            yield node.key, node.value
            yield from self.items(node.right)

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left), self.height(node.right))

    def range(self, lo, hi):
        return [k for k, _ in self.items() if lo <= k <= hi]


def sideways(node, depth=0, out=None):
    if out is None:
        out = []
    if node:
        sideways(node.right, depth + 1, out)
        out.append("    " * depth + str(node.key))
        sideways(node.left, depth + 1, out)
    return out


def main() -> None:
    tree = BST()
    for k in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
        tree.insert(k, str(k * 2))
    print("\n".join(sideways(tree.root)))
    print("count", tree.count, "height", tree.height(), "get 45:", tree.get(45), tree.get(99, "-"))
    for k in (20, 30, 50, 99):
        print("delete", k, tree.delete(k), [k for k, _ in tree.items()])
    rng = random.Random(5)
    big = BST()
    keys = rng.sample(range(10000), 500)
    for k in keys:
        big.insert(k)
    print("random tree:", big.count, "nodes, height", big.height())
    print("in range 100..400:", big.range(100, 400))
    print("sorted:", [k for k, _ in big.items()] == sorted(keys))


if __name__ == "__main__":
    main()
