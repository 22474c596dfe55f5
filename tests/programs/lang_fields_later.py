"""Differential tests: fields and module variables that start empty or None
and get their type from a later use, often in another method or function
(`self.children = {}` filled by `setdefault` in another class's method,
`self.next = None` later set to a Node, `memo = {}` filled by a function,
`[None] * n` slots filled by index) (tests/test_language.py runs them
against CPython; pyaot.infer_fields types them)."""


class Node:
    def __init__(self, value):
        self.value = value
        self.next = None


class Stack:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, value):
        self.head = Node(value) if self.head is None else self._link(value)
        self.size += 1

    def _link(self, value):
        node = Node(value)
        node.next = self.head
        return node

    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty stack")
        node = self.head
        self.head = node.next
        self.size -= 1
        return node.value

    def items(self):
        out = []
        node = self.head
        while node is not None:
            out.append(node.value)
            node = node.next
        return out


def fl_stack(n: int) -> list[str]:
    s = Stack()
    for i in range(n % 6):
        s.push(i * 3 - n % 4)
    out = [str(s.items()), str(s.size)]
    while True:
        try:
            out.append(str(s.pop()))
        except IndexError as e:
            out.append("error: " + str(e))
            break
    out.append(str(s.head is None))
    try:
        out.append(str(s.head.value))
    except AttributeError as e:
        out.append("attr: " + str(e))
    return out


class Slot:
    def __init__(self, job, left):
        self.job = job
        self.left = left
        self.next = None


def round_robin(work, quantum):
    """Jobs on a circular list, each served `quantum` units per turn; a
    finished job leaves the ring. Returns (job, finish time) in order."""
    head = Slot(0, work[0])
    tail = head
    for i in range(1, len(work)):
        tail.next = Slot(i, work[i])
        tail = tail.next
    tail.next = head
    prev, cur, clock, done = tail, head, 0, []
    while True:
        step = min(cur.left, quantum)
        clock += step
        if cur.left > step:
            cur.left -= step
            prev, cur = cur, cur.next
            continue
        done.append((cur.job, clock))
        if cur.next is cur:
            return done
        prev.next = cur.next
        cur = cur.next


def fl_ring(n: int, k: int) -> list[str]:
    work = [(n * (i + 3)) % 7 + 1 for i in range(n % 6 + 1)]
    quantum = k % 4 + 1
    return [str(round_robin(work, quantum)), str(work), str(quantum)]


class Folder:
    def __init__(self, name):
        self.name = name
        self.entries = {}
        self.files = {}


class Disk:
    def __init__(self):
        self.root = Folder("")
        self.folders = 1

    def mkdirs(self, path):
        folder = self.root
        for part in path.split("/"):
            if part:
                if part not in folder.entries:
                    self.folders += 1
                folder = folder.entries.setdefault(part, Folder(part))
        return folder

    def write(self, path, size):
        where, _, name = path.rpartition("/")
        self.mkdirs(where).files[name] = size

    def usage(self, folder) -> int:
        return sum(folder.files.values()) + sum(self.usage(f) for f in folder.entries.values())

    def listing(self):
        out = []
        todo = [("", self.root)]
        while todo:
            path, folder = todo.pop()
            out.append(f"{path or '/'}:{self.usage(folder)}")
            for name in sorted(folder.entries, reverse=True):
                todo.append((path + "/" + name, folder.entries[name]))
        return out


def fl_folders(text: str, prefix: str) -> list[str]:
    d = Disk()
    for i, w in enumerate(text.split()):
        d.write(f"{w[:1] or '_'}/{w[1:3] or '_'}/{w}", len(w) + i)
    d.write("a/b/c", 5)
    d.write("a/b/c2", 7)
    d.write(prefix[:2] + "/x", 1)
    return [str(d.folders), str(d.listing()), str(d.usage(d.root)),
            str(sorted(d.root.entries))]


class Task:
    def __init__(self, name, priority):
        self.name = name
        self.priority = priority
        self.done = False


class Scheduler:
    def __init__(self, slots):
        self.tasks = {}
        self.queue = []
        self.slots = [None] * slots
        self.current = None
        self.by_priority = {}
        self.log = []

    def add(self, task):
        self.tasks[task.name] = task
        self.queue.append(task.name)
        self.by_priority.setdefault(task.priority, []).append(task.name)
        self.slots[task.priority % len(self.slots)] = task

    def run(self):
        while self.queue:
            name = self.queue.pop(0)
            self.current = self.tasks[name]
            self.current.done = True
            self.log.append(name + ":" + str(self.current.priority))
        return self.current


def fl_scheduler(n: int) -> list[str]:
    s = Scheduler(n % 3 + 2)
    for i in range(n % 5 + 1):
        s.add(Task("t%d" % i, (i * 7 + n) % 4))
    before = s.current is None
    last = s.run()
    slots = [t.name if t is not None else "-" for t in s.slots]
    return [str(before), last.name if last is not None else "none", ",".join(s.log),
            ",".join(slots), str(sorted(s.by_priority.items())),
            str(all(t.done for t in s.tasks.values()))]


class Inventory:
    def __init__(self):
        self.stock = {}
        self.index = {}

    def receive(self, item, qty):
        self.stock[item] = self.stock.get(item, 0) + qty
        if item[0] not in self.index:
            self.index[item[0]] = []
        self.index[item[0]].append(item)


class Warehouse(Inventory):
    def __init__(self, name):
        super().__init__()
        self.name = name
        self.history = []

    def ship(self, item, qty):
        have = self.stock.get(item, 0)
        sent = min(have, qty)
        self.stock[item] = have - sent
        self.history.append((item, sent))
        return sent


def fl_warehouse(n: int) -> list[str]:
    w = Warehouse("main")
    for i, item in enumerate(["apple", "avocado", "bean", "carrot", "apple"]):
        w.receive(item, (n + i) % 7)
    shipped = w.ship("apple", n % 9) + w.ship("bean", 2) + w.ship("kiwi", 1)
    return [str(sorted(w.stock.items())), str(sorted(w.index.items())), str(w.history),
            str(shipped)]


memo = {}
seen = []
last_key = None
calls = 0


def fib(k):
    global calls, last_key
    calls += 1
    if k in memo:
        return memo[k]
    result = k if k < 2 else fib(k - 1) + fib(k - 2)
    memo[k] = result
    seen.append(k)
    last_key = "fib(%d)" % k
    return result


def fl_module_memo(n: int) -> list[str]:
    k = n % 40
    value = fib(k)
    again = fib(k)
    return [str(value), str(again), str(len(memo) >= k), str(last_key is not None),
            str(sorted(seen) == sorted(memo)), str(calls > 0)]


class Meter:
    def __init__(self):
        self.total = None
        self.peak = None
        self.count = None

    def bump(self, v):
        # read (and refused on None) before reset(), typed later, assigns an int
        self.count += 1
        self.total = v if self.total is None else self.total + v
        self.peak = max(self.peak, v) if self.peak is not None else v
        return self.total

    def reset(self):
        self.count = 0


def fl_meter(xs: list[int]) -> list[str]:
    m = Meter()
    out = [str(m.total), str(m.peak)]
    try:
        m.bump(1)
    except TypeError:
        out.append("TypeError")
    m.reset()
    for v in xs[:6]:
        out.append("%d/%d" % (m.bump(v % 100), m.peak))
    out.append(str(m.count))
    return out


class Leader:
    def __init__(self):
        self.best = None

    def offer(self, score, name):
        best = self.best
        if best is None or score > best[0]:
            self.best = (score, name)


def fl_unpack_optional(xs: list[int]) -> list[str]:
    board = Leader()
    out = []
    try:
        score, name = board.best
        out.append(name)
    except TypeError as e:
        out.append("TypeError: " + str(e))
    for i, x in enumerate(xs[:6]):
        board.offer(x % 50, "p%d" % i)
    try:
        score, name = board.best
        out.append("%s=%d" % (name, score))
    except TypeError as e:
        out.append("TypeError: " + str(e))
    return out
