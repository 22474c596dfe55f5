"""Weighted graph toolkit: Dijkstra, Prim, Kruskal (union-find), BFS, topological sort."""
import heapq
from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import Iterable

EDGES = """
Amsterdam Berlin 655
Amsterdam Brussels 210
Amsterdam Paris 505
Berlin Prague 350
Berlin Warsaw 575
Brussels Paris 310
Brussels Luxembourg 215
Luxembourg Paris 375
Luxembourg Zurich 400
Paris Lyon 465
Lyon Zurich 410
Zurich Vienna 745
Prague Vienna 330
Vienna Budapest 245
Warsaw Budapest 790
Prague Budapest 525
Lyon Marseille 315
Reykjavik Oslo 1750
"""

TASKS = {
    "design": [],
    "schema": ["design"],
    "api": ["schema"],
    "ui": ["design"],
    "tests": ["api", "ui"],
    "docs": ["api"],
    "release": ["tests", "docs"],
}


class GraphError(Exception):
    pass


@dataclass(order=True, frozen=True)
class Edge:
    weight: int
    u: str = field(compare=False)
    v: str = field(compare=False)

    def __str__(self):
        return f"{self.u}-{self.v}({self.weight})"


class UnionFind:
    def __init__(self, items: Iterable[str]):
        self.parent = {x: x for x in items}
        self.size = dict.fromkeys(self.parent, 1)

    def find(self, x: str) -> str:
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:  # path compression
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a: str, b: str) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        return True


class Graph:
    def __init__(self) -> None:
        self.adj: dict[str, dict[str, int]] = defaultdict(dict)

    @classmethod
    def parse(cls, text: str) -> "Graph":
        g = cls()
        for line in text.strip().splitlines():
            a, b, w = line.split()
            g.add_edge(a, b, int(w))
        return g

    def add_edge(self, a: str, b: str, w: int) -> None:
        self.adj[a][b] = w
        self.adj[b][a] = w

    @property
    def edges(self) -> list[Edge]:
        return [Edge(w, a, b) for a in self.adj for b, w in self.adj[a].items() if a < b]

    def dijkstra(self, src: str) -> tuple[dict[str, int], dict[str, str]]:
        dist = {src: 0}
        prev: dict[str, str] = {}
        pq = [(0, src)]
        done = set()
        while pq:
            d, u = heapq.heappop(pq)
            if u in done:
                continue
            done.add(u)
            for v, w in self.adj[u].items():
                nd = d + w
                if nd < dist.get(v, float("inf")):
                    dist[v], prev[v] = nd, u
                    heapq.heappush(pq, (nd, v))
        return dist, prev

    def shortest_path(self, a: str, b: str) -> tuple[int, list[str]]:
        dist, prev = self.dijkstra(a)
        if b not in dist:
            raise GraphError(f"{b} unreachable from {a}")
        path = [b]
        while path[-1] != a:
            path.append(prev[path[-1]])
        return dist[b], path[::-1]

    def kruskal(self) -> list[Edge]:
        uf = UnionFind(self.adj)
        return [e for e in sorted(self.edges) if uf.union(e.u, e.v)]

    def prim(self, start: str) -> list[Edge]:
        seen = {start}
        heap = [Edge(w, start, v) for v, w in self.adj[start].items()]
        heapq.heapify(heap)
        tree = []
        while heap:
            e = heapq.heappop(heap)
            if e.v in seen:
                continue
            seen.add(e.v)
            tree.append(e)
            for nxt, w in self.adj[e.v].items():
                if nxt not in seen:
                    heapq.heappush(heap, Edge(w, e.v, nxt))
        return tree

    def components(self) -> list[list[str]]:
        seen, comps = set(), []
        for start in sorted(self.adj):
            if start in seen:
                continue
            comp, queue = [], deque([start])
            seen.add(start)
            while queue:
                u = queue.popleft()
                comp.append(u)
                for v in sorted(self.adj[u]):
                    if v not in seen:
                        seen.add(v)
                        queue.append(v)
            comps.append(comp)
        return comps


def topo_sort(deps: dict[str, list[str]]) -> list[str]:
    indeg = {k: len(v) for k, v in deps.items()}
    users = defaultdict(list)
    for k, vs in deps.items():
        for v in vs:
            users[v].append(k)
    ready = sorted(k for k, d in indeg.items() if d == 0)
    order = []
    while ready:
        k = ready.pop(0)
        order.append(k)
        for u in users[k]:
            indeg[u] -= 1
            if indeg[u] == 0:
                ready.append(u)
                ready.sort()
    if len(order) != len(deps):
        raise GraphError("cycle detected")
    return order


def main() -> None:
    g = Graph.parse(EDGES)
    print(f"{len(g.adj)} cities, {len(g.edges)} roads")
    for a, b in [("Amsterdam", "Budapest"), ("Marseille", "Warsaw"), ("Paris", "Prague"), ("Oslo", "Paris")]:
        try:
            d, path = g.shortest_path(a, b)
            print(f"{a} -> {b}: {d} km via {' > '.join(path[1:-1]) or '(direct)'}")
        except GraphError as e:
            print("error:", e)
    dist, _ = g.dijkstra("Zurich")
    for city, d in sorted(dist.items(), key=lambda kv: kv[1])[:6]:
        print(f"  Zurich to {city:<10} {d:5d}")
    mst_k = g.kruskal()
    mst_p = [e for comp in g.components() for e in g.prim(comp[0])]
    print("Kruskal:", sum(e.weight for e in mst_k), "km;", " ".join(map(str, mst_k[:5])), "...")
    print("Prim:   ", sum(e.weight for e in mst_p), "km; edges", len(mst_p))
    print("components:", [len(c) for c in g.components()], g.components()[-1])
    print("build order:", " -> ".join(topo_sort(TASKS)))
    try:
        topo_sort({"a": ["b"], "b": ["c"], "c": ["a"]})
    except GraphError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
