"""Not a fuzzer find: issue #25's id() as tests/corpus/deltablue_lite.py
uses it: a depth-first plan over constraint objects that marks visited
ones by id() in a set, a dict keyed by id(), ids of lists, and `is`; only
comparisons of ids are observed (their numbers differ from CPython's)."""
# entry: id_identity_sets
# inputs: [6, [0, 1, 1, 2, 3, 5, 2]]


class Node:
    def __init__(self, label: str, value: int) -> None:
        self.label = label
        self.value = value
        self.inputs: list["Node"] = []


def plan(nodes: list[Node]) -> list[str]:
    order: list[str] = []
    done: set[int] = set()

    def visit(n: Node) -> None:
        if id(n) in done:
            return
        for m in n.inputs:
            visit(m)
        done.add(id(n))
        order.append(n.label)

    for n in nodes:
        visit(n)
    return order


def id_identity_sets(n: int, edges: list[int]) -> list[str]:
    nodes = [Node(f"n{k}", k * 10) for k in range(max(n, 1))]
    for k, e in enumerate(edges):
        src = nodes[(k + 1) % len(nodes)]
        dst = nodes[e % len(nodes)]
        if dst is not src and id(dst) != id(src):
            src.inputs.append(dst)
    twin, other = Node("n0", 0), Node("n0", 0)  # equal fields, other objects: other ids
    nodes[0].inputs.append(other if id(twin) == id(other) else nodes[-1])
    seen_by_id = {id(x): x.label for x in nodes}
    fresh = {id(twin), id(other), id(Node("x", 1))}  # a set display of ids
    out = plan(list(reversed(nodes)))
    a: list[int] = [1]
    b = a
    c = list(a)
    out.append(f"{len(fresh) >= 2} {len(seen_by_id)} {id(twin) in seen_by_id} {id(nodes[0]) in seen_by_id}")
    out.append(f"{id(a) == id(b)} {id(a) == id(c)} {a is b} {a is c} {id(nodes[0]) == id(nodes[0])}")
    return out
