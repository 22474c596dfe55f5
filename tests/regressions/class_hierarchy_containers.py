"""Not a fuzzer find: issue #25's containers and fields holding instances
of two classes with a common base (tests/corpus/deltablue_lite.py): a
list that starts with an Equality and is then given an Edit holds
Constraints, a field holding an Equality | None then given an Edit holds a
Constraint | None, a module variable likewise; methods only the subclasses
define (output(), execute()) dispatch on each instance at run time, and
AttributeError is raised for an instance of a class without one."""
# entry: class_hierarchy_containers
# inputs: [[3, 1, 4, 1, 5], 2]
from __future__ import annotations


class Var:
    def __init__(self, name: str, value: int) -> None:
        self.name = name
        self.value = value
        self.users = []
        self.determined_by = None


class Constraint:
    def __init__(self, strength: int) -> None:
        self.strength = strength

    def weaker_than(self, other: Constraint) -> bool:
        return self.strength > other.strength


class Equality(Constraint):
    def __init__(self, src: Var, dst: Var, strength: int, scale: int) -> None:
        super().__init__(strength)
        self.src = src
        self.dst = dst
        self.scale = scale
        dst.users.append(self)

    def output(self) -> Var:
        return self.dst

    def execute(self) -> None:
        self.dst.value = self.src.value * self.scale


class Edit(Constraint):
    def __init__(self, var: Var, strength: int) -> None:
        super().__init__(strength)
        self.var = var
        var.users.append(self)

    def output(self) -> Var:
        return self.var

    def execute(self) -> None:
        self.var.value += 1


class Plain(Constraint):
    pass


last = None


def attach(c: Constraint) -> str:
    global last
    out = c.output()
    current = out.determined_by
    if current is None or current.weaker_than(c):
        out.determined_by = c
    last = c
    return f"{out.name}<-{type(c).__name__}({c.strength})"


def class_hierarchy_containers(values: list[int], strength: int) -> list[str]:
    log: list[str] = []
    vs = [Var(f"v{i}", v) for i, v in enumerate(values)]
    for a, b in zip(vs, vs[1:]):
        log.append(attach(Equality(a, b, strength + a.value % 3, 2)))
    log.append(attach(Edit(vs[0], 0)))
    log.append(attach(Edit(vs[-1], strength)))
    for v in vs:
        for c in v.users:
            c.execute()
        by = v.determined_by
        log.append(f"{v.name}={v.value} users={len(v.users)} "
                   f"by={type(by).__name__ if by is not None else None}")
    plain: Constraint = Plain(1) if strength > 0 else Edit(vs[0], 1)
    try:
        plain.output()
        log.append("no error")
    except AttributeError as e:
        log.append(f"AttributeError: {e}")
    log.append(type(last).__name__)
    return log
