"""A payroll report over dataclasses: ordering by several keys, grouping by
department, percentiles, raises, and %-formatted / f-string tables."""

from dataclasses import dataclass, field
from collections import defaultdict
from itertools import groupby
from operator import attrgetter

TAX_BRACKETS = [(10000, 0.0), (40000, 0.12), (90000, 0.22), (None, 0.32)]


@dataclass
class Employee:
    name: str
    dept: str
    salary: int
    years: int
    skills: list = field(default_factory=list)

    @property
    def level(self):
        if self.years >= 10:
            return "senior"
        if self.years >= 4:
            return "mid"
        return "junior"

    def tax(self):
        owed = 0.0
        lower = 0
        for upper, rate in TAX_BRACKETS:
            if upper is None or self.salary <= upper:
                owed += (self.salary - lower) * rate
                break
            owed += (upper - lower) * rate
            lower = upper
        return owed


@dataclass(order=True, frozen=True)
class Badge:
    dept: str
    number: int


STAFF = [
    ("Alice", "eng", 125000, 12, ["python", "go"]),
    ("Bob", "eng", 98000, 5, ["python"]),
    ("Carol", "sales", 67000, 7, ["negotiation"]),
    ("Dan", "eng", 98000, 3, ["c++", "python"]),
    ("Erin", "ops", 54000, 1, []),
    ("Frank", "sales", 71000, 11, ["crm", "negotiation"]),
    ("Grace", "ops", 61000, 6, ["linux", "python"]),
    ("Heidi", "eng", 143000, 15, ["rust", "python", "go"]),
    ("Ivan", "sales", 39000, 0, []),
    ("Judy", "ops", 61000, 9, ["linux"]),
]


def percentile(values, p):
    s = sorted(values)
    k = (len(s) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(s) - 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def main() -> None:
    staff = [Employee(*row) for row in STAFF]
    print(staff[0])
    print(staff[4] == Employee("Erin", "ops", 54000, 1))

    print("\n-- by salary desc, then name --")
    for e in sorted(staff, key=lambda e: (-e.salary, e.name)):
        print("%-6s %-6s %8d %2d %s" % (e.name, e.dept, e.salary, e.years, e.level))

    print("\n-- by dept, level, name --")
    ordered = sorted(staff, key=attrgetter("dept", "name"))
    ordered.sort(key=lambda e: e.level)
    ordered.sort(key=attrgetter("dept"))
    for dept, members in groupby(ordered, key=attrgetter("dept")):
        names = [f"{m.name}({m.level[0]})" for m in members]
        print(f"{dept:>6}: {', '.join(names)}")

    print("\n-- department summary --")
    by_dept = defaultdict(list)
    for e in staff:
        by_dept[e.dept].append(e)
    print(f"{'dept':<6}|{'n':>3}|{'total':>10}|{'mean':>10}|{'median':>9}")
    print("-" * 42)
    for dept in sorted(by_dept):
        pay = [e.salary for e in by_dept[dept]]
        print(f"{dept:<6}|{len(pay):>3}|{sum(pay):>10,}|{sum(pay) / len(pay):>10.1f}|"
              f"{percentile(pay, 50):>9.0f}")

    print("\n-- taxes --")
    total_tax = 0.0
    for e in staff:
        t = e.tax()
        total_tax += t
        print("%-6s owes %10.2f (%5.1f%%)" % (e.name, t, 100 * t / e.salary))
    print("total: {:,.2f}".format(total_tax))

    print("\n-- percentiles --")
    pay = [e.salary for e in staff]
    for p in (10, 25, 50, 75, 90):
        print(f"p{p:02d} = {percentile(pay, p):9.1f}")

    print("\n-- raises --")
    for e in staff:
        pct = 0.03 + 0.005 * min(e.years, 10) + (0.02 if "python" in e.skills else 0)
        e.salary = round(e.salary * (1 + pct))
    top = max(staff, key=attrgetter("salary"))
    print("top earner now:", top.name, top.salary)
    print("eng payroll:", sum(e.salary for e in staff if e.dept == "eng"))

    skills = defaultdict(set)
    for e in staff:
        for s in e.skills:
            skills[s].add(e.name)
    for s, who in sorted(skills.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"  {s:<12}{len(who)}  {sorted(who)}")

    badges = sorted({Badge(e.dept, i) for i, e in enumerate(staff, 100)})
    print(badges[:3])
    print(Badge("eng", 5) < Badge("eng", 7), Badge("ops", 1) > Badge("eng", 99))


if __name__ == "__main__":
    main()
