"""Variables that start int and become float (`x = 0` then `x += 0.5`).

PEP 484's numeric tower lets a float variable hold an int, but CPython
keeps the int object until a float is stored, and an int prints
differently (`0`, not `0.0`). So a compiled variable becomes float only
where that cannot be seen: every value stored is an int or a float, and
every read of the variable either happens where a float is surely stored
(on every path there, through branches, loops, break and continue) or is
an operand of + - * / whose other operand is a float (`total + price`:
CPython converts the int to float first, so the result is the same float).
Anything else (the int may show: `total = 0`, a loop adding prices that may
not run, then `print(total)`) makes the variable int | float, a number
union that holds what CPython holds (pyaot.infer_numeric), where every
store is a plain assignment of an int, a float or such a union; a union
stored in an int variable (`best = max(best, score)`) does the same.
Anything else keeps the refusal that says to write `x = 0.0`.

The analysis runs on the body a lenient pass typed; the variable is then
typed float as if annotated (pyaot.infer records it per instance), so its
int stores convert (exactly, as float(int) does).
"""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.typesys import NUMBER

# Operators whose result is the same float whether an int operand is the
# int or its float (CPython converts it with float() first).
_ABSORBING = frozenset({"operator.add", "operator.sub", "operator.mul", "operator.truediv",
                        "operator.iadd", "operator.isub", "operator.imul",
                        "operator.itruediv"})
# Floats hold every int up to 2**53 exactly; a larger literal could round.
_EXACT = 2 ** 53


class _Unsafe(Exception):
    pass


def candidates(body: list[ir.Stmt], env: dict[str, str], annotated: dict[str, str],
               stored: tuple[str, ...] = (ir.FLOAT,)) -> set[str]:
    """Unannotated int locals that some assignment stores a float (or a
    value of another of the `stored` types) into."""
    found = {s.target for s in ir.walk(body) if isinstance(s, ir.Assign)
             and s.value.type in stored and env.get(s.target) == ir.INT}
    if NUMBER in stored:  # `best_name, best = name, score`: int | float takes these too
        found |= {n for s in ir.walk(body) if isinstance(s, ir.Unpack)
                  for n in s.target if isinstance(n, str) and env.get(n) == ir.INT
                  and _unpacked_type(s, n) in stored}
    return found - set(annotated)


def _unpacked_type(node: ir.Unpack, name: str) -> str | None:
    """The type a flat `a, b = value` of a tuple stores in `name` (None if
    the target nests or the value is no fixed tuple)."""
    t = node.value.type
    if not all(isinstance(n, str) for n in node.target) or types.head(t) != "tuple" or \
            types.is_vtuple(t) or len(types.args(t)) != len(node.target):
        return None
    return types.args(t)[len(node.target) - 1 - node.target[::-1].index(name)]


def promotable(body: list[ir.Stmt], name: str) -> bool:
    """May `name` be a float variable without any difference CPython shows?"""
    for node in ir.walk(body):
        if isinstance(node, ir.Assign) and node.target == name and \
                isinstance(node.value, ir.Const) and type(node.value.value) is int and \
                abs(node.value.value) > _EXACT:
            return False
    if not _plainly_stored(body, name, (ir.INT, ir.FLOAT), unpacked=False):
        return False
    try:
        _Flow(name).block(body, False)
    except _Unsafe:
        return False
    return True


def _plainly_stored(body: list[ir.Stmt], name: str, values: tuple[str, ...],
                    unpacked: bool = True) -> bool:
    """Is `name` bound only by assignments of `values` (and, if `unpacked`,
    flat unpackings of tuples), none in a try, and read by no closure?"""
    for node in ir.walk(body):
        if isinstance(node, ir.Assign) and node.target == name:
            if node.value.type not in values:
                return False
        elif unpacked and isinstance(node, ir.Unpack) and name in _names(node.target):
            if _unpacked_type(node, name) not in values:
                return False
        elif isinstance(node, (ir.Unpack, ir.ForEach, ir.ForRange)) and \
                name in _names(node.target):
            return False
        elif isinstance(node, ir.Handler) and node.name == name:
            return False
        elif isinstance(node, ir.FnValue) and any(
                isinstance(c, ir.Name) and c.id == name for c in node.captures):
            return False  # a closure reads it whenever it is called
        elif isinstance(node, ir.Try) and any(
                (isinstance(s, ir.Assign) and s.target == name) or
                (isinstance(s, ir.Unpack) and name in _names(s.target))
                for s in ir.walk([node.body, node.handlers, node.orelse, node.finalbody])):
            return False  # an exception may leave either value: keep it simple
    return True


def _names(target) -> set[str]:
    if isinstance(target, str):
        return {target}
    return set().union(*(_names(t) for t in target)) if target else set()


class _Flow:
    """Walks a typed body with one fact: is a float surely stored in the
    variable here? (False at the start: unbound or an int.)"""

    def __init__(self, name: str):
        self.name = name
        self.loops: list[tuple[list[bool], list[bool]]] = []  # (breaks, continues) states

    def read(self, e, surely_float: bool) -> None:
        """Refuses a read of the variable in `e` that could see the int."""
        if e is None:
            return
        absorbed: set[int] = set()
        for node in ir.walk(e):
            if isinstance(node, ir.Call) and node.kind == "op" and node.callee in _ABSORBING \
                    and len(node.args) == 2:
                for mine, other in ((node.args[0], node.args[1]), (node.args[1], node.args[0])):
                    if isinstance(mine, ir.Convert) and mine.to == ir.FLOAT:
                        mine = mine.value  # total + price: the int converted first
                    if isinstance(mine, ir.Name) and mine.id == self.name and \
                            other.type == ir.FLOAT and not isinstance(other, ir.Convert):
                        absorbed.add(id(mine))
        for node in ir.walk(e):
            if isinstance(node, ir.Name) and node.id == self.name and id(node) not in absorbed \
                    and not surely_float:
                raise _Unsafe

    def block(self, body: list[ir.Stmt], state: bool) -> bool | None:
        """The fact after `body` (None: control does not fall out of it)."""
        for s in body:
            if state is None:
                return None  # unreachable
            state = self.stmt(s, state)
        return state

    def stmt(self, s: ir.Stmt, state: bool) -> bool | None:
        if isinstance(s, ir.Assign):
            self.read(s.value, state)
            return s.value.type == ir.FLOAT if s.target == self.name else state
        if isinstance(s, ir.If):
            self.read(s.test, state)
            return _meet(self.block(s.body, state), self.block(s.orelse, state))
        if isinstance(s, (ir.While, ir.ForEach, ir.ForRange)):
            return self.loop(s, state)
        if isinstance(s, ir.Break):
            self.loops[-1][0].append(state)
            return None
        if isinstance(s, ir.Continue):
            self.loops[-1][1].append(state)
            return None
        if isinstance(s, (ir.Return, ir.Raise)):
            self.read(s, state)
            return None
        if isinstance(s, ir.Try):  # no store of the variable inside (promotable)
            for part in (s.body, *(h.body for h in s.handlers), s.orelse, s.finalbody):
                self.block(part, state)
            return state
        self.read(s, state)  # any other statement: every read in it
        return state

    def loop(self, s, state: bool) -> bool | None:
        heads = [e for e in (getattr(s, "test", None), getattr(s, "iter", None),
                             getattr(s, "start", None), getattr(s, "stop", None),
                             getattr(s, "step", None)) if e is not None]
        for e in heads[1:] if isinstance(s, ir.While) else heads:
            self.read(e, state)  # evaluated once, before the loop
        head = state
        while True:  # at most twice: the fact only falls from True to False
            self.loops.append(([], []))
            if isinstance(s, ir.While):
                self.read(s.test, head)
            end = self.block(s.body, head)
            breaks, continues = self.loops.pop()
            again = _meet(head, end, *continues)
            if again == head:
                break
            head = again
        after = self.block(s.orelse, head)
        return _meet(after, *breaks)


def _meet(*states: bool | None) -> bool | None:
    reached = [s for s in states if s is not None]
    return all(reached) if reached else None


def promoted(body: list[ir.Stmt], env: dict[str, str], annotated: dict[str, str],
             declined: set[str] = frozenset()) -> dict[str, str]:
    """The int locals of a lenient pass's typed body that also hold floats:
    float where no read can tell, else int | float where every store is
    plain (see the module's docstring) and typing did not fail with it
    (`declined`)."""
    out = {}
    for name in sorted(candidates(body, env, annotated, (ir.FLOAT, NUMBER))):
        if promotable(body, name):
            out[name] = ir.FLOAT
        elif name not in declined and _plainly_stored(body, name, (ir.INT, ir.FLOAT, NUMBER)):
            out[name] = NUMBER
    return out
