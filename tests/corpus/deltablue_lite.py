"""DeltaBlue, lite: an incremental one-way constraint solver with
strengths; chains and projections of variables are built, planned and
re-planned as edit constraints change (after the classic benchmark)."""

REQUIRED, STRONG, MEDIUM, WEAK = 0, 1, 2, 3
STRENGTH_NAMES = {REQUIRED: "required", STRONG: "strong", MEDIUM: "medium", WEAK: "weak"}


class Variable:
    def __init__(self, name, value=0):
        self.name = name
        self.value = value
        self.constraints = []
        self.determined_by = None
        self.walk_strength = WEAK
        self.stay = True

    def __repr__(self):
        return f"{self.name}={self.value}"


class Constraint:
    def __init__(self, strength):
        self.strength = strength

    def weaker_than(self, other):
        return self.strength > other.strength


class Equality(Constraint):
    """dst = src * scale + offset (a one-way binary constraint)."""

    def __init__(self, src, dst, strength, scale=1, offset=0):
        super().__init__(strength)
        self.src, self.dst = src, dst
        self.scale, self.offset = scale, offset
        src.constraints.append(self)
        dst.constraints.append(self)

    def inputs(self):
        return [self.src]

    def output(self):
        return self.dst

    def execute(self):
        self.dst.value = self.src.value * self.scale + self.offset


class Edit(Constraint):
    def __init__(self, var, strength):
        super().__init__(strength)
        self.var = var
        var.constraints.append(self)

    def inputs(self):
        return []

    def output(self):
        return self.var

    def execute(self):
        pass


class Planner:
    def __init__(self):
        self.constraints = []

    def add(self, c):
        out = c.output()
        current = out.determined_by
        if current is None or current.weaker_than(c) or current.strength == c.strength:
            out.determined_by = c
            out.walk_strength = c.strength
        self.constraints.append(c)

    def remove(self, c):
        self.constraints.remove(c)
        out = c.output()
        out.constraints.remove(c)
        if out.determined_by is c:
            out.determined_by = None
            for other in self.constraints:
                if other.output() is out:
                    self.add_again(other)

    def add_again(self, c):
        self.constraints.remove(c)
        self.add(c)

    def plan(self):
        order, done = [], set()

        def visit(c):
            if id(c) in done:
                return
            for v in c.inputs():
                if v.determined_by is not None:
                    visit(v.determined_by)
            done.add(id(c))
            order.append(c)

        for c in self.constraints:
            if c.output().determined_by is c:
                visit(c)
        return order

    def run(self):
        for c in self.plan():
            c.execute()


def chain_test(n):
    planner = Planner()
    vars_ = [Variable("v%d" % i) for i in range(n + 1)]
    for a, b in zip(vars_, vars_[1:]):
        planner.add(Equality(a, b, REQUIRED))
    edit = Edit(vars_[0], STRONG)
    planner.add(edit)
    results = []
    for value in range(1, 6):
        vars_[0].value = value * 10
        planner.run()
        results.append(vars_[-1].value)
    return results


def projection_test(n):
    planner = Planner()
    scale, offset = Variable("scale", 10), Variable("offset", 1000)
    srcs = [Variable("src%d" % i, i) for i in range(n)]
    dsts = [Variable("dst%d" % i) for i in range(n)]
    for s, d in zip(srcs, dsts):
        planner.add(Equality(s, d, REQUIRED, scale.value, offset.value))
    planner.run()
    before = [d.value for d in dsts]
    srcs[3].value = 17
    planner.run()
    return before, dsts[3].value, len(planner.plan())


def main() -> None:
    print("chain:", chain_test(100))
    before, after, steps = projection_test(8)
    print("projection:", before, "->", after, "plan of", steps)
    a, b = Variable("a", 5), Variable("b")
    p = Planner()
    strong = Equality(a, b, STRONG, 2)
    weak = Equality(a, b, WEAK, 3)
    p.add(strong)
    p.add(weak)
    p.run()
    print(b, "by", STRENGTH_NAMES[b.determined_by.strength])
    p.remove(strong)
    p.run()
    print(b, "by", STRENGTH_NAMES[b.determined_by.strength])


if __name__ == "__main__":
    main()
