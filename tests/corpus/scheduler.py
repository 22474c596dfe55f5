"""An operating-system task scheduler simulation in the spirit of the
Richards benchmark: an idle task, workers, handlers and devices exchange
packets through a priority scheduler. Tasks are classes with a common base;
the scheduler's state lives in module-level globals."""

I_IDLE = 0
I_WORK = 1
I_HANDLER_A = 2
I_HANDLER_B = 3
I_DEVICE_A = 4
I_DEVICE_B = 5

K_DEV = 1000
K_WORK = 1001

BUFSIZE = 4
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

tasks = [None] * 6
current = None
hold_count = 0
queue_count = 0
trace_log = []


class Packet(object):
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


class Task(object):
    def __init__(self, ident, priority, wait, packets):
        self.ident = ident
        self.priority = priority
        self.input = wait
        self.packet_pending = wait is not None
        self.waiting = False
        self.held = False
        self.next_ready = None
        tasks[ident] = self

    def runnable(self):
        return not self.held and (self.packet_pending or not self.waiting)

    def add_packet(self, pkt, old):
        if self.input is None:
            self.input = pkt
            self.packet_pending = True
            if self.priority > old.priority:
                return self
        else:
            self.input = pkt.append_to(self.input)
        return old

    def step(self):
        pkt = None
        if self.waiting and self.packet_pending:
            pkt = self.input
            self.input = pkt.link
            self.packet_pending = self.input is not None
            self.waiting = False
        return self.run(pkt)

    def run(self, pkt):
        raise NotImplementedError(type(self).__name__)

    # operations a task's run() uses

    def wait(self):
        self.waiting = True
        return self

    def hold(self):
        global hold_count
        hold_count += 1
        self.held = True
        return self.next_ready

    def release(self, ident):
        t = tasks[ident]
        t.held = False
        if t.priority > self.priority:
            return t
        return self

    def send(self, pkt, ident):
        global queue_count
        t = tasks[ident]
        queue_count += 1
        pkt.link = None
        pkt.ident = self.ident
        return t.add_packet(pkt, self)


class IdleTask(Task):
    def __init__(self, ident, priority, count):
        Task.__init__(self, ident, priority, None, None)
        self.control = 1
        self.count = count

    def run(self, pkt):
        self.count -= 1
        if self.count == 0:
            return self.hold()
        if self.control & 1 == 0:
            self.control //= 2
            return self.release(I_DEVICE_A)
        self.control = (self.control // 2) ^ 0xD008
        return self.release(I_DEVICE_B)


class WorkTask(Task):
    def __init__(self, ident, priority, wait):
        Task.__init__(self, ident, priority, wait, None)
        self.destination = I_HANDLER_A
        self.count = 0

    def run(self, pkt):
        if pkt is None:
            return self.wait()
        self.destination = I_HANDLER_B if self.destination == I_HANDLER_A else I_HANDLER_A
        pkt.ident = self.destination
        pkt.datum = 0
        for i in range(BUFSIZE):
            self.count += 1
            if self.count > 26:
                self.count = 1
            pkt.data[i] = ord(ALPHABET[self.count - 1])
        return self.send(pkt, self.destination)


class HandlerTask(Task):
    def __init__(self, ident, priority, wait):
        Task.__init__(self, ident, priority, wait, None)
        self.work_in = None
        self.device_in = None

    def run(self, pkt):
        if pkt is not None:
            if pkt.kind == K_WORK:
                self.work_in = pkt.append_to(self.work_in)
            else:
                self.device_in = pkt.append_to(self.device_in)
        if self.work_in is not None:
            work = self.work_in
            count = work.datum
            if count < BUFSIZE:
                if self.device_in is not None:
                    dev = self.device_in
                    self.device_in = dev.link
                    dev.datum = work.data[count]
                    work.datum = count + 1
                    return self.send(dev, I_DEVICE_A if self.ident == I_HANDLER_A else I_DEVICE_B)
            else:
                self.work_in = work.link
                return self.send(work, I_WORK)
        return self.wait()


class DeviceTask(Task):
    def __init__(self, ident, priority, wait):
        Task.__init__(self, ident, priority, wait, None)
        self.pending = None

    def run(self, pkt):
        if pkt is None:
            if self.pending is None:
                return self.wait()
            pkt, self.pending = self.pending, None
            return self.send(pkt, pkt.ident)
        self.pending = pkt
        if len(trace_log) < 40:
            trace_log.append(chr(pkt.datum))
        return self.hold()


def schedule(first):
    global current
    current = first
    steps = 0
    while current is not None:
        steps += 1
        if current.runnable():
            current = current.step()
        else:
            current = current.next_ready
    return steps


def build(iterations):
    IdleTask(I_IDLE, 1, iterations)
    wkq = Packet(None, 0, K_WORK)
    wkq = Packet(wkq, 0, K_WORK)
    WorkTask(I_WORK, 1000, wkq)
    for handler, prio in ((I_HANDLER_A, 2000), (I_HANDLER_B, 3000)):
        device = I_DEVICE_A if handler == I_HANDLER_A else I_DEVICE_B
        q = Packet(None, device, K_DEV)
        q = Packet(q, device, K_DEV)
        q = Packet(q, device, K_DEV)
        HandlerTask(handler, prio, q)
    DeviceTask(I_DEVICE_A, 4000, None)
    DeviceTask(I_DEVICE_B, 5000, None)
    # ready list from highest priority down, as a linked chain
    order = sorted(tasks, key=lambda t: -t.priority)
    for a, b in zip(order, order[1:]):
        a.next_ready = b
    for t in tasks:
        t.waiting = t.ident != I_IDLE and t.input is None
    return order[0]


def main() -> None:
    first = build(2000)
    steps = schedule(first)
    print("steps=%d queued=%d held=%d" % (steps, queue_count, hold_count))
    print("device output:", ''.join(trace_log))
    for t in tasks:
        print("%-12s priority %4d held=%s waiting=%s" % (type(t).__name__, t.priority, t.held, t.waiting))


if __name__ == "__main__":
    main()
