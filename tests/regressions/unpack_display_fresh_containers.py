"""Found writing tests/programs/lang_fields_later.py: a tuple display that
binds several names at once, one of them to a fresh empty container typed
by later uses (`before, holder, rounds, out = last, first, 0, []`), built the
container as list[int] whatever the name held, and the C++ compiler
refused the assignment. Each name is now bound as `name = item` binds it.
Hot potato on a circular linked list, a BFS that starts its
frontier and visited set in one line, and a running report.
"""
# entry: unpack_fresh_containers
# inputs: [[3, 8, 4, 6, 2], 2]


class Player:
    def __init__(self, name):
        self.name = name
        self.left = None


def hot_potato(names, passes):
    """Players in a ring pass to their left; whoever holds the potato after
    `passes` passes leaves. Returns (name, round) in leaving order."""
    first = Player(names[0])
    last = first
    for n in names[1:]:
        p = Player(n)
        last.left = p
        last = p
    last.left = first
    before, holder, rounds, out = last, first, 0, []
    while holder.left is not holder:
        for _ in range(passes):
            before, holder = holder, holder.left
        rounds += 1
        out.append((holder.name, rounds))
        before.left = holder.left
        holder = holder.left
    out.append((holder.name, rounds + 1))
    return out


def reachable(edges, start):
    graph, frontier, seen, order = {}, [start], {start}, []
    for a, b in edges:
        graph.setdefault(a, []).append(b)
    while frontier:
        node = frontier.pop(0)
        order.append(str(node))
        for nxt in sorted(graph.get(node, [])):
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    return order, seen


def unpack_fresh_containers(work: list[int], quantum: int) -> list[str]:
    done = hot_potato([f"p{w}" for w in work] or ["solo"], quantum % 4 + 1)
    edges = [(w % 5, (w * 3 + i) % 5) for i, w in enumerate(work)]
    order, seen = reachable(edges, work[0] % 5 if work else 0)
    total, lines = 0, []
    for name, at in done:
        total, lines = total + at, lines + [f"{name} out in round {at}"]
    return lines + [" ".join(order), str(sorted(seen)), str(total)]
