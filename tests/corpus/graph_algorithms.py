"""Graph algorithms: Dijkstra, topological sort (Kahn), union-find / Kruskal
and connected components, with a test-style main."""
from __future__ import annotations

import heapq
from collections import defaultdict
from typing import Hashable, Iterable, Optional

INF = float("inf")


class Graph:
    def __init__(self, directed: bool = False) -> None:
        self.directed = directed
        self.adj: dict[Hashable, list[tuple[Hashable, float]]] = defaultdict(list)

    def add_edge(self, u: Hashable, v: Hashable, w: float = 1.0) -> None:
        self.adj[u].append((v, w))
        if not self.directed:
            self.adj[v].append((u, w))
        else:
            self.adj.setdefault(v, [])

    def nodes(self) -> list:
        return sorted(self.adj)

    def edges(self) -> Iterable[tuple[Hashable, Hashable, float]]:
        for u, nbrs in self.adj.items():
            for v, w in nbrs:
                if self.directed or u <= v:
                    yield u, v, w


def dijkstra(g: Graph, source: Hashable) -> tuple[dict, dict]:
    dist = {source: 0.0}
    prev: dict[Hashable, Optional[Hashable]] = {source: None}
    heap = [(0.0, source)]
    done = set()
    while heap:
        d, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        for v, w in g.adj[u]:
            nd = d + w
            if nd < dist.get(v, INF):
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, v))
    return dist, prev


def reconstruct(prev: dict, target: Hashable) -> list:
    path = []
    node = target
    while node is not None:
        path.append(node)
        node = prev.get(node)
    return path[::-1]


class CycleError(ValueError):
    pass


def topo_sort(g: Graph) -> list:
    indeg = {n: 0 for n in g.adj}
    for _, v, _ in g.edges():
        indeg[v] += 1
    ready = [n for n, d in indeg.items() if d == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for v, _ in g.adj[n]:
            indeg[v] -= 1
            if indeg[v] == 0:
                heapq.heappush(ready, v)
    if len(order) != len(indeg):
        raise CycleError("graph has a cycle: " + ",".join(sorted(n for n, d in indeg.items() if d > 0)))
    return order


class UnionFind:
    def __init__(self, items: Iterable[Hashable] = ()) -> None:
        self.parent: dict = {}
        self.rank: dict = {}
        for it in items:
            self.add(it)

    def add(self, x) -> None:
        if x not in self.parent:
            self.parent[x] = x
            self.rank[x] = 0

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:  # path compression
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]: ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True


def kruskal(g: Graph) -> tuple[float, list]:
    uf = UnionFind(g.nodes())
    tree = []
    total = 0.0
    for u, v, w in sorted(g.edges(), key=lambda e: (e[2], e[0], e[1])):
        if uf.union(u, v):
            tree.append((u, v, w))
            total += w
    return total, tree


def components(g: Graph) -> list[list]:
    uf = UnionFind(g.nodes())
    for u, v, _ in g.edges():
        uf.union(u, v)
    groups: dict = {}
    for n in g.nodes():
        groups.setdefault(uf.find(n), []).append(n)
    return sorted(groups.values(), key=lambda grp: (-len(grp), grp[0]))


ROAD_MAP = [("A", "B", 7), ("A", "C", 9), ("A", "F", 14), ("B", "C", 10), ("B", "D", 15),
            ("C", "D", 11), ("C", "F", 2), ("D", "E", 6), ("E", "F", 9), ("G", "H", 1)]
BUILD_DEPS = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core"], "core": [],
              "tests": ["app"], "docs": []}

results: list[tuple[str, bool]] = []


def check(name: str, cond: bool) -> None:
    results.append((name, cond))
    print(f"[{'PASS' if cond else 'FAIL'}] {name}")


def main() -> None:
    roads = Graph()
    for u, v, w in ROAD_MAP:
        roads.add_edge(u, v, w)
    dist, prev = dijkstra(roads, "A")
    check("dijkstra A->E distance is 20", dist["E"] == 20)
    check("dijkstra path A->E", reconstruct(prev, "E") == ["A", "C", "F", "E"])
    check("unreachable G", "G" not in dist)
    print("  distances:", {k: int(v) for k, v in sorted(dist.items())})

    deps = Graph(directed=True)
    for pkg, reqs in BUILD_DEPS.items():
        deps.adj.setdefault(pkg, [])
        for r in reqs:
            deps.add_edge(r, pkg)
    order = topo_sort(deps)
    print("  build order:", " -> ".join(order))
    check("core before app", order.index("core") < order.index("app"))
    deps.add_edge("tests", "core")
    try:
        topo_sort(deps)
        check("cycle detected", False)
    except CycleError as e:
        print("  ", e)
        check("cycle detected", True)

    total, tree = kruskal(roads)
    check("MST weight is 34", total == 34)
    check("MST edge count", len(tree) == len(roads.adj) - 2)
    comps = components(roads)
    check("two components", len(comps) == 2)
    print("  components:", comps)

    grid = Graph()
    n = 30
    for r in range(n):
        for c in range(n):
            if c + 1 < n:
                grid.add_edge((r, c), (r, c + 1), 1 + (r * c) % 3)
            if r + 1 < n:
                grid.add_edge((r, c), (r + 1, c), 1 + (r + c) % 4)
    gdist, _ = dijkstra(grid, (0, 0))
    print(f"  grid corner distance: {gdist[(n - 1, n - 1)]:.0f}")
    check("grid all reachable", len(gdist) == n * n)

    passed = sum(ok for _, ok in results)
    print("%d/%d checks passed" % (passed, len(results)))


if __name__ == "__main__":
    main()
