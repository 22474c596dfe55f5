"""Found writing tests/programs/lang_fields_later.py: a tuple display that
binds several names at once, one of them to a fresh empty container typed
by later uses (`prev, cur, clock, done = tail, head, 0, []`), built the
container as list[int] whatever the name held, and the C++ compiler
refused the assignment. Each name is now bound as `name = item` binds it.
Round-robin scheduling on a circular linked list, a BFS that starts its
frontier and visited set in one line, and a running report.
"""
# entry: unpack_fresh_containers
# inputs: [[3, 8, 4, 6, 2], 2]


class Job:
    def __init__(self, ident, left):
        self.ident = ident
        self.left = left
        self.next = None


def round_robin(work, quantum):
    head = Job(0, work[0])
    tail = head
    for i in range(1, len(work)):
        tail.next = Job(i, work[i])
        tail = tail.next
    tail.next = head
    prev, cur, clock, finished = tail, head, 0, []
    while True:
        step = min(cur.left, quantum)
        clock += step
        if cur.left > step:
            cur.left -= step
            prev, cur = cur, cur.next
            continue
        finished.append((cur.ident, clock))
        if cur.next is cur:
            return finished
        prev.next = cur.next
        cur = cur.next


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
    done = round_robin([w % 9 + 1 for w in work] or [1], quantum % 4 + 1)
    edges = [(w % 5, (w * 3 + i) % 5) for i, w in enumerate(work)]
    order, seen = reachable(edges, work[0] % 5 if work else 0)
    total, lines = 0, []
    for ident, at in done:
        total, lines = total + at, lines + [f"job {ident} at {at}"]
    return lines + [" ".join(order), str(sorted(seen)), str(total)]
