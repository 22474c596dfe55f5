"""A cut-down Richards benchmark: an operating-system task scheduler with
idle, worker, handler and device tasks exchanging packets."""

I_IDLE = 1
I_WORK = 2
I_HANDLERA = 3
I_HANDLERB = 4
I_DEVA = 5
I_DEVB = 6

K_DEV = 1000
K_WORK = 1001

BUFSIZE = 4


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.datum = 0
        self.data = [0] * BUFSIZE

    def append_to(self, lst):
        self.link = None
        if lst is None:
            return self
        p = lst
        while p.link is not None:
            p = p.link
        p.link = self
        return lst


class Task:
    def __init__(self, ident, priority, queue, kind):
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.kind = kind
        self.count = 0
        self.held = False

    def __repr__(self):
        return "Task(%d, prio=%d, %s)" % (self.ident, self.priority, self.kind)


class Scheduler:
    def __init__(self):
        self.tasks = {}
        self.hold_count = 0
        self.qpkt_count = 0
        self.log = []

    def add(self, task):
        self.tasks[task.ident] = task

    def queue_packet(self, pkt):
        target = self.tasks.get(pkt.ident)
        if target is None:
            return
        self.qpkt_count += 1
        target.queue = pkt.append_to(target.queue)

    def step(self, task):
        pkt = task.queue
        if pkt is None:
            task.held = True
            self.hold_count += 1
            return
        task.queue = pkt.link
        task.count += 1
        if task.kind == "work":
            pkt.ident = I_HANDLERA if task.count % 2 else I_HANDLERB
            for i in range(BUFSIZE):
                pkt.data[i] = (task.count + i) % 26
        elif task.kind == "handler":
            pkt.ident = I_DEVA if task.ident == I_HANDLERA else I_DEVB
            pkt.datum = sum(pkt.data)
        elif task.kind == "device":
            self.log.append(chr(ord("A") + pkt.datum % 26))
            pkt.ident = I_WORK
        self.queue_packet(pkt)

    def run(self, rounds):
        order = sorted(self.tasks.values(), key=lambda t: -t.priority)
        for _ in range(rounds):
            for task in order:
                self.step(task)


def build():
    s = Scheduler()
    s.add(Task(I_IDLE, 0, None, "idle"))
    wkq = None
    for i in range(3):
        wkq = Packet(None, I_WORK, K_WORK).append_to(wkq)
    s.add(Task(I_WORK, 1000, wkq, "work"))
    s.add(Task(I_HANDLERA, 2000, None, "handler"))
    s.add(Task(I_HANDLERB, 3000, None, "handler"))
    s.add(Task(I_DEVA, 4000, None, "device"))
    s.add(Task(I_DEVB, 5000, None, "device"))
    return s


def main(iterations: int) -> None:
    for it in range(iterations):
        s = build()
        s.run(200)
        if it == iterations - 1:
            for task in s.tasks.values():
                print(task, "ran", task.count)
            print("hold count", s.hold_count, "queued", s.qpkt_count)
            print("device log", "".join(s.log[:40]))


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
