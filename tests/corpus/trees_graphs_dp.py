"""A binary search tree with Optional children and a nested traversal, BFS
with deque, Dijkstra with heapq over float("inf") distances, the LCS table
and its traceback, and N-Queens by backtracking over sets."""

from collections import deque
import heapq


class Node:
    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right


class BST:
    def __init__(self):
        self.root = None
        self.size = 0

    def insert(self, key):
        if self.root is None:
            self.root = Node(key)
        else:
            cur = self.root
            while True:
                if key < cur.key:
                    if cur.left is None:
                        cur.left = Node(key)
                        break
                    cur = cur.left
                else:
                    if cur.right is None:
                        cur.right = Node(key)
                        break
                    cur = cur.right
        self.size += 1

    def inorder(self):
        out = []

        def walk(n):
            if n:
                walk(n.left)
                out.append(n.key)
                walk(n.right)
        walk(self.root)
        return out

    def height(self, n="root"):
        if n == "root":
            n = self.root
        if n is None:
            return 0
        return 1 + max(self.height(n.left), self.height(n.right))


def bfs(graph, start):
    seen = {start}
    order = []
    q = deque([start])
    while q:
        v = q.popleft()
        order.append(v)
        for w in graph.get(v, []):
            if w not in seen:
                seen.add(w)
                q.append(w)
    return order


def dijkstra(graph, src):
    dist = {v: float("inf") for v in graph}
    dist[src] = 0
    pq = [(0, src)]
    while pq:
        d, v = heapq.heappop(pq)
        if d > dist[v]:
            continue
        for w, cost in graph[v]:
            nd = d + cost
            if nd < dist[w]:
                dist[w] = nd
                heapq.heappush(pq, (nd, w))
    return dist


def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    i, j, out = len(a), len(b), []
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def queens(n):
    sols = []

    def place(row, cols, d1, d2, acc):
        if row == n:
            sols.append(acc[:])
            return
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            acc.append(c)
            place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c}, acc)
            acc.pop()
    place(0, set(), set(), set(), [])
    return sols


def main():
    t = BST()
    for k in [50, 30, 70, 20, 40, 60, 80, 35]:
        t.insert(k)
    print(t.inorder(), t.size, t.height())
    g = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
    print(bfs(g, "a"))
    wg = {"a": [("b", 7), ("c", 9), ("f", 14)], "b": [("a", 7), ("c", 10), ("d", 15)],
          "c": [("a", 9), ("b", 10), ("d", 11), ("f", 2)], "d": [("b", 15), ("c", 11), ("e", 6)],
          "e": [("d", 6), ("f", 9)], "f": [("a", 14), ("c", 2), ("e", 9)]}
    print(sorted(dijkstra(wg, "a").items()))
    print(lcs("AGGTAB", "GXTXAYB"), lcs("", "abc"))
    s = queens(6)
    print(len(s), s[0], len(queens(8)))


if __name__ == "__main__":
    main()
