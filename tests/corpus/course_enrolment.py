"""Course enrolment: hashable value objects in sets and dict keys,
frozenset keys, set algebra, sorted by several keys, a generator of
conflicts, and str.join reports."""

import sys
from itertools import combinations


class Slot:
    def __init__(self, day, hour):
        self.day = day
        self.hour = hour

    def __eq__(self, other):
        return isinstance(other, Slot) and (self.day, self.hour) == (other.day, other.hour)

    def __hash__(self):
        return hash((self.day, self.hour))

    def __lt__(self, other):
        return (self.day, self.hour) < (other.day, other.hour)

    def __repr__(self):
        return f"{self.day}@{self.hour}"


class Course:
    def __init__(self, code, slots, cap):
        self.code = code
        self.slots = frozenset(slots)
        self.cap = cap
        self.students = set()

    def full(self):
        return len(self.students) >= self.cap


def conflicts(courses):
    for a, b in combinations(courses, 2):
        shared = a.slots & b.slots
        if shared:
            yield a.code, b.code, sorted(shared)


def main(n: int) -> None:
    days = ["mon", "tue", "wed"]
    courses = []
    for i in range(6):
        slots = [Slot(days[(i + k) % 3], 9 + (i * k) % 4) for k in range(2)]
        courses.append(Course(f"C{i}", slots, cap=2 + i % 3))
    by_code = {c.code: c for c in courses}
    for s in range(n):
        name = f"s{s}"
        wanted = [courses[(s * 5 + k) % len(courses)] for k in range(3)]
        busy = set()
        for c in wanted:
            if c.full() or busy & c.slots:
                continue
            c.students.add(name)
            busy |= c.slots
    for c in sorted(courses, key=lambda c: (-len(c.students), c.code)):
        print(c.code, sorted(c.slots), len(c.students), ",".join(sorted(c.students)))
    print(list(conflicts(courses))[:4])
    pairs = {frozenset((a.code, b.code)): len(a.students & b.students)
             for a, b in combinations(courses, 2)}
    print(sorted((sorted(k), v) for k, v in pairs.items() if v)[:5])
    every = set().union(*(c.students for c in courses))
    print(len(every), sorted(every - by_code["C0"].students)[:5])
    print(Slot("mon", 9) in courses[0].slots, {Slot("tue", 10), Slot("tue", 10)})


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 9)
