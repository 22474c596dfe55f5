"""Union-find with path compression and union by rank: connected
components, Kruskal's minimum spanning tree, and percolation on a seeded
random grid."""

import random


class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.sets = n

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.sets -= 1
        return True


EDGES = [("A", "B", 7), ("A", "D", 5), ("B", "C", 8), ("B", "D", 9), ("B", "E", 7),
         ("C", "E", 5), ("D", "E", 15), ("D", "F", 6), ("E", "F", 8), ("E", "G", 9),
         ("F", "G", 11)]


def kruskal(edges):
    names = sorted({n for a, b, _ in edges for n in (a, b)})
    index = {n: i for i, n in enumerate(names)}
    ds = DisjointSet(len(names))
    tree = []
    for a, b, w in sorted(edges, key=lambda e: e[2]):
        if ds.union(index[a], index[b]):
            tree.append((a, b, w))
    return tree


def percolates(n, p, rng):
    open_ = [[rng.random() < p for _ in range(n)] for _ in range(n)]
    top, bottom = n * n, n * n + 1
    ds = DisjointSet(n * n + 2)
    for r in range(n):
        for c in range(n):
            if not open_[r][c]:
                continue
            i = r * n + c
            if r == 0:
                ds.union(i, top)
            if r == n - 1:
                ds.union(i, bottom)
            for dr, dc in ((1, 0), (0, 1)):
                rr, cc = r + dr, c + dc
                if rr < n and cc < n and open_[rr][cc]:
                    ds.union(i, rr * n + cc)
    return ds.find(top) == ds.find(bottom)


def main() -> None:
    ds = DisjointSet(10)
    for a, b in [(0, 1), (2, 3), (1, 3), (5, 6), (7, 8), (8, 9), (6, 9)]:
        ds.union(a, b)
    groups = {}
    for x in range(10):
        groups.setdefault(ds.find(x), []).append(x)
    print(ds.sets, "sets:", sorted(groups.values()))
    tree = kruskal(EDGES)
    print("MST:", tree, "weight", sum(w for _, _, w in tree))
    rng = random.Random(11)
    for p in (0.45, 0.55, 0.6, 0.65, 0.75):
        hits = sum(percolates(20, p, rng) for _ in range(40))
        print(f"p={p:.2f}: percolates {hits}/40")


if __name__ == "__main__":
    main()
