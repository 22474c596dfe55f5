"""A make-like build planner: targets with dependencies parsed from a
Makefile-ish text, topological order (Kahn's algorithm), cycle reporting,
parallel levels and what to rebuild after a change."""

from collections import defaultdict, deque

MAKEFILE = """
app: main.o util.o net.o libjson.a
main.o: main.c util.h net.h
util.o: util.c util.h
net.o: net.c net.h util.h
libjson.a: json.o
json.o: json.c json.h
test: app testdata
testdata:
docs: README.md app
"""


class CycleError(Exception):
    pass


def parse(text):
    deps = {}
    for line in text.strip().splitlines():
        target, _, rest = line.partition(":")
        deps[target.strip()] = rest.split()
    for target in list(deps):
        for d in deps[target]:
            deps.setdefault(d, [])
    return deps


def topo_order(deps):
    indegree = {t: len(ds) for t, ds in deps.items()}
    users = defaultdict(list)
    for t, ds in deps.items():
        for d in ds:
            users[d].append(t)
    ready = deque(sorted(t for t, n in indegree.items() if n == 0))
    order = []
    while ready:
        t = ready.popleft()
        order.append(t)
        for u in sorted(users[t]):
            indegree[u] -= 1
            if indegree[u] == 0:
                ready.append(u)
    if len(order) != len(deps):
        stuck = sorted(t for t, n in indegree.items() if n > 0)
        raise CycleError("cycle among: " + ", ".join(stuck))
    return order


def levels(deps, order):
    level = {}
    for t in order:
        level[t] = 1 + max((level[d] for d in deps[t]), default=-1)
    grouped = defaultdict(list)
    for t, l in level.items():
        grouped[l].append(t)
    return [sorted(grouped[l]) for l in sorted(grouped)]


def affected(deps, changed):
    users = defaultdict(set)
    for t, ds in deps.items():
        for d in ds:
            users[d].add(t)
    seen, stack = set(), [changed]
    while stack:
        for u in users[stack.pop()]:
            if u not in seen:
                seen.add(u)
                stack.append(u)
    return sorted(seen)


def main() -> None:
    deps = parse(MAKEFILE)
    order = topo_order(deps)
    print("build order:", " ".join(t for t in order if deps[t]))
    for i, group in enumerate(levels(deps, order)):
        print(f"level {i}: {group}")
    for f in ("util.h", "json.h", "README.md"):
        print(f"touch {f} -> rebuild {affected(deps, f)}")
    deps["util.h"] = ["app"]
    try:
        topo_order(deps)
    except CycleError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
