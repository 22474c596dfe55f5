"""Package dependency resolution: parse a manifest, topological sort with
Kahn's algorithm and with DFS, cycle detection reported through custom
exceptions, install layers, and reverse-dependency queries."""

from collections import defaultdict, deque


class DependencyError(Exception):
    """Base class for resolution problems."""


class CycleError(DependencyError):
    def __init__(self, cycle):
        self.cycle = cycle
        super().__init__("cycle: " + " -> ".join(cycle))


class MissingError(DependencyError):
    def __init__(self, package, missing):
        self.package = package
        self.missing = missing
        super().__init__(f"{package} needs unknown {', '.join(sorted(missing))}")


MANIFEST = """
# name: deps
app: web, db, auth, log
web: http, templates, log
http: sockets, log
templates: strings
db: sockets, log, pool
pool:
auth: crypto, db
crypto: bigint
bigint:
sockets:
strings:
log: strings
"""

BROKEN_CYCLE = MANIFEST + "strings: fmt\nfmt: log\n"
BROKEN_MISSING = MANIFEST.replace("crypto: bigint", "crypto: bigint, random, hashing")


def parse(text):
    graph = {}
    for raw in text.splitlines():
        line = raw.split("#")[0].strip()
        if not line:
            continue
        name, _, rest = line.partition(":")
        deps = [d.strip() for d in rest.split(",") if d.strip()]
        graph[name.strip()] = deps
    return graph


def check_missing(graph):
    for pkg, deps in graph.items():
        missing = {d for d in deps if d not in graph}
        if missing:
            raise MissingError(pkg, missing)


def kahn(graph):
    check_missing(graph)
    indegree = {p: len(deps) for p, deps in graph.items()}
    users = defaultdict(list)
    for p, deps in graph.items():
        for d in deps:
            users[d].append(p)
    ready = deque(sorted(p for p, n in indegree.items() if n == 0))
    order = []
    while ready:
        p = ready.popleft()
        order.append(p)
        for u in sorted(users[p]):
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
    if len(order) != len(graph):
        stuck = sorted(p for p in graph if indegree[p] > 0)
        raise CycleError(find_cycle(graph, stuck[0]))
    return order


def find_cycle(graph, start):
    path = []
    on_path = set()
    done = set()

    def visit(node):
        path.append(node)
        on_path.add(node)
        for d in graph[node]:
            if d in on_path:
                return path[path.index(d):] + [d]
            if d not in done:
                found = visit(d)
                if found:
                    return found
        on_path.discard(node)
        done.add(node)
        path.pop()
        return None

    return visit(start) or []


def dfs_order(graph):
    check_missing(graph)
    WHITE, GREY, BLACK = 0, 1, 2
    color = dict.fromkeys(graph, WHITE)
    order = []
    stack = []

    def visit(node):
        color[node] = GREY
        stack.append(node)
        for d in sorted(graph[node]):
            if color[d] == GREY:
                raise CycleError(stack[stack.index(d):] + [d])
            if color[d] == WHITE:
                visit(d)
        stack.pop()
        color[node] = BLACK
        order.append(node)

    for node in sorted(graph):
        if color[node] == WHITE:
            visit(node)
    return order


def layers(graph):
    depth = {}

    def level(p):
        if p not in depth:
            depth[p] = 1 + max((level(d) for d in graph[p]), default=-1)
        return depth[p]

    for p in graph:
        level(p)
    out = defaultdict(list)
    for p, d in depth.items():
        out[d].append(p)
    return [sorted(out[d]) for d in sorted(out)]


def closure(graph, pkg, seen=None):
    if seen is None:
        seen = set()
    for d in graph[pkg]:
        if d not in seen:
            seen.add(d)
            closure(graph, d, seen)
    return seen


def reverse_deps(graph, target):
    rev = defaultdict(set)
    for p, deps in graph.items():
        for d in deps:
            rev[d].add(p)
    seen, todo = set(), [target]
    while todo:
        for u in rev[todo.pop()]:
            if u not in seen:
                seen.add(u)
                todo.append(u)
    return sorted(seen)


def main() -> None:
    graph = parse(MANIFEST)
    print(len(graph), "packages,", sum(map(len, graph.values())), "edges")
    order = kahn(graph)
    print("kahn:", " ".join(order))
    print("dfs: ", " ".join(dfs_order(graph)))
    pos = {p: i for i, p in enumerate(order)}
    ok = all(pos[d] < pos[p] for p, deps in graph.items() for d in deps)
    print("kahn order valid:", ok)
    for i, layer in enumerate(layers(graph)):
        print(f"  layer {i}: {layer}")
    print("app pulls in", len(closure(graph, "app")), "packages:", sorted(closure(graph, "app")))
    print("who needs log?", reverse_deps(graph, "log"))
    print("who needs bigint?", reverse_deps(graph, "bigint"))

    for label, text in (("cycle", BROKEN_CYCLE), ("missing", BROKEN_MISSING)):
        g = parse(text)
        for solver in (kahn, dfs_order):
            try:
                solver(g)
                print(label, solver.__name__, "resolved?!")
            except CycleError as e:
                print(f"{label}/{solver.__name__}: {e} (length {len(e.cycle) - 1})")
            except DependencyError as e:
                print(f"{label}/{solver.__name__}: {type(e).__name__}: {e}")
            finally:
                g.setdefault("_checked", [])
    print(isinstance(CycleError(["a", "a"]), DependencyError), issubclass(MissingError, Exception))


if __name__ == "__main__":
    main()
