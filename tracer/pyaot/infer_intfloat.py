"""An int where float is annotated (PEP 484's numeric tower: `f(2)` for
`def f(x: float)`, `x: float = 1`, `return 0` from `-> float`, a dataclass
field `y: float = 0`, an int stored in a variable holding a float).

CPython keeps the int object there; compiled code stores a double. The two
differ where the value is observed as itself: `str(x)` is '2', not '2.0',
and so are print, f-strings, containers and so on; and where CPython
computes on the exact int, which a double holds only up to 2**53: `x * x`,
`x + 1` (still ints), comparisons (`x == n`, and `x < 0.5` too: CPython
compares an int with a float exactly), int(x), round(x), math.floor(x);
these observe only an int that may be past 2**53 (not a literal such as
`f(2)`, which its double holds exactly). They do not differ where CPython
converts the int to float first or reads only its value: an operand of
+ - * / // % ** whose other operand is surely a float, `a / b`, a truth
test, float(), -x, abs(x), math and random functions.

So this pass, over the typed program, follows each int converted to float
(an `ir.Convert` int -> float) through the slots that can hold it
(parameters, locals, returns, fields), as a whole-program fixed point. Reads
of a variable after a float is surely stored in it see no int (the flow fact
of pyaot.infer_promote). Where such a value reaches a read that shows it,
pyaot.infer types the program again with the slots it came through (and
those linked to them by passed values) annotated int | float, a number union
that holds what CPython holds (pyaot.infer_numeric); slots no read can tell
apart stay plain doubles, so numeric kernels stay fast. Where the union does
not type either, the refusal made here stands, located at the int and naming
the read.

Two more values may be an int where a float is typed. `sum()` of floats
with no start is CPython's int 0 when nothing is summed: where that shows,
the call is given the start (`sum(xs, 0)`, an int | float), and where that
does not type, pyaot.infer keeps the float sum (see infer()). An int | float
where float is annotated (a variable pyaot.infer_promote made one, returned
from `-> float`) is converted with kind float_of and followed as an int is.
"""

from __future__ import annotations

import copy
import dataclasses

from pyaot import ir
from pyaot import typesys as types
from pyaot.typesys import NUMBER
from pyaot.diagnostics import CompileError
from pyaot.infer_promote import _Flow, _Unsafe, _names

# The result is an int when every operand is one (else CPython converts the
# ints to float first, exactly up to 2**53, so the float result is the same).
_KEEPS_INT = frozenset({"operator.add", "operator.sub", "operator.mul", "operator.floordiv",
                        "operator.mod", "operator.pow", "operator.iadd", "operator.isub",
                        "operator.imul", "operator.neg", "operator.pos", "builtins.abs"})
# Of those, the ones a double computes exactly for any int it holds (a sign
# flip); the others are observations: a double is exact only up to 2**53.
_EXACT_ON_FLOATS = frozenset({"operator.neg", "operator.pos", "builtins.abs"})
# The result is one of the operands as it is: an int if it is one.
_PICKS = frozenset({"builtins.min", "builtins.max"})
# Reads of the value only: the same whether it is the int or its float.
_VALUE_ONLY = frozenset({"operator.truediv", "operator.itruediv", "builtins.float", "builtins.complex",
                         "builtins.bool", "operator.not_"})
# Exact in CPython for an int and an int or a float; of doubles, only up to 2**53.
_COMPARISONS = frozenset({"operator.lt", "operator.le", "operator.gt", "operator.ge",
                          "operator.eq", "operator.ne"})
# The int itself in CPython, the double's value rounded here: the same only
# up to 2**53 (int(x), math.floor(x) of 2**53 + 1).
_INT_OF = frozenset({"builtins.int", "builtins.round", "math.floor", "math.ceil", "math.trunc"})


_OPT_FLOAT = "Optional[float]"
_FLOATS = (ir.FLOAT, _OPT_FLOAT)  # the slots an int may be converted into


@dataclasses.dataclass
class _Origin:
    loc: ir.Loc  # the int converted
    text: str  # what it is, e.g. "the int 2"
    slot: str = ""  # where it went first, e.g. "parameter 'x: float' of f()"
    via: frozenset = frozenset()  # the slots this value was read from
    # Whether the int may be past 2**53, where its double is not it: an int
    # computed or read, not a literal a double holds exactly (f(2), x = 0).
    # Reads that differ only past 2**53 (exact int arithmetic, comparisons,
    # int(x)) observe big ints only, so numeric code given literals stays
    # on doubles.
    big: bool = True


class _Observed(Exception):
    pass


# What a float slot that holds ints becomes.
_WIDER = {"float": NUMBER, "Optional[float]": f"Optional[{NUMBER}]"}


def observed_ints(typed: ir.TypedProgram, sums: bool = True
                  ) -> tuple[CompileError, set[tuple]] | None:
    """The refusal of an int passed where float is annotated that a read can
    tell from its float (see the module's docstring), with the float slots
    to make int | float: those an observed value was read from, and every
    slot its values flow to or from (a union cannot pass where float is
    wanted); None if no read can tell."""
    check = _Check(typed, sums)
    error = check.run()
    if error is None:
        return None
    needed = set().union(*(o.via for o, _, _ in check.observed))
    todo = list(needed)
    while todo:
        for other in check.links.get(todo.pop(), ()):
            if other not in needed:
                needed.add(other)
                todo.append(other)
    return error, needed


def widened(program: ir.Program, typed: ir.TypedProgram, slots) -> ir.Program | None:
    """`program` with the float annotations of `slots` made int | float (a
    number union: CPython's int stays an int, arithmetic dispatches on what
    is held), entry points' own parameters kept; None if nothing changes."""
    functions, classes = dict(program.functions), dict(program.classes)
    by_cname = {i.cname: i for i in typed.instances}
    changed = False
    for slot in sorted(slots, key=repr):  # a set: its order would vary with the hash seed
        if slot[0] == "sum":
            for q, fn in functions.items():
                if any(_sum_without_start(n, slot[1]) for n in ir.walk(fn.body)):
                    functions[q] = copied = copy.deepcopy(fn)
                    for n in ir.walk(copied.body):
                        if _sum_without_start(n, slot[1]):
                            n.args = [*n.args, ir.Const(0, n.loc)]
                    changed = True
            continue
        if slot[0] == "field":
            for q, c in classes.items():
                if c.fields.get(slot[1]) in _WIDER:
                    fields = {**c.fields, slot[1]: _WIDER[c.fields[slot[1]]]}
                    classes[q] = dataclasses.replace(c, fields=fields)
                    changed = True
            continue
        inst = by_cname.get(slot[1])
        fn = functions.get(inst.function) if inst else None
        if fn is None:
            continue
        if slot[0] == "ret" and fn.returns in _WIDER:
            functions[fn.qualname] = dataclasses.replace(fn, returns=_WIDER[fn.returns])
            changed = True
        elif slot[0] == "var" and fn.local_annotations.get(slot[2]) in _WIDER:
            wider = _WIDER[fn.local_annotations[slot[2]]]
            functions[fn.qualname] = dataclasses.replace(
                fn, local_annotations={**fn.local_annotations, slot[2]: wider})
            changed = True
        elif slot[0] == "var" and any(p.name == slot[2] for p in fn.params):
            params = [dataclasses.replace(p, annotation=_WIDER[p.annotation])
                      if p.name == slot[2] and p.annotation in _WIDER else p for p in fn.params]
            if params != fn.params and fn.qualname not in program.entries:
                functions[fn.qualname] = dataclasses.replace(fn, params=params)
                changed = True
        elif slot[0] == "var" and slot[2] not in fn.local_annotations and \
                inst.locals.get(slot[2]) == ir.FLOAT:  # a float local given an int
            functions[fn.qualname] = dataclasses.replace(
                fn, local_annotations={**fn.local_annotations, slot[2]: NUMBER})
            changed = True
    if not changed:
        return None
    return dataclasses.replace(program, functions=functions, classes=classes)


class _Check:
    def __init__(self, typed: ir.TypedProgram, sums: bool):
        self.sums = sums  # follow float sum()'s int 0 (see _float_sum)
        self.instances = {i.cname: i for i in typed.instances}
        self.fn_values = typed.fn_values
        self.classes = {c.qualname: c for c in typed.classes}
        self.tainted: dict[tuple, _Origin] = {}
        self.links: dict[tuple, set[tuple]] = {}  # slot -> slots a value passed to or from
        self.maybe_reads: dict[tuple[str, str], set[int]] = {}  # (cname, var) -> Name ids
        self.observed: list[tuple[_Origin, ir.Loc | None, str]] = []
        self.cname = ""

    def run(self) -> CompileError | None:
        while True:
            before = (len(self.tainted), sum(o.big for o in self.tainted.values()),
                      sum(len(s) for s in self.maybe_reads.values()))
            self.observed = []
            for inst in self.instances.values():
                self.cname = inst.cname
                self.flows(inst)
                self.block(inst.body)
            if before == (len(self.tainted), sum(o.big for o in self.tainted.values()),
                          sum(len(s) for s in self.maybe_reads.values())):
                break
        for slot, origin in self.tainted.items():  # a dataclass's repr prints its fields
            if slot[0] == "field":
                for c in self.classes.values():
                    if c.fields.get(slot[1]) == ir.FLOAT and "__repr__" in c.generated:
                        self.observed.append((dataclasses.replace(
                            origin, via=frozenset({slot})), None,
                            f"{c.name}'s generated __repr__ (printing the object)"))
        if self.observed:
            origin, loc, what = min(self.observed, key=lambda o: (
                (o[1].file, o[1].line, o[1].col) if o[1] else ("~", 0, 0)))
            at = f" at {loc}" if loc else ""
            return CompileError(origin.loc, f"{origin.text} {origin.slot or 'converted to float'}",
                               f"CPython keeps it an int, and {what} reads it{at}, where "
                               "the difference can show (str(2) is '2', str(2.0) is '2.0')",
                               "write a float (e.g. 2.0) or convert with float(...)")
        return None

    # ---------------------------------------------------------------- slots

    def taint(self, slot: tuple, origin: _Origin, text: str) -> None:
        for other in origin.via:
            self.link(other, slot)
        if slot not in self.tainted:
            if not origin.slot:
                origin = dataclasses.replace(origin, slot=text)
            self.tainted[slot] = origin
        elif origin.big and not self.tainted[slot].big:  # a big int reaches it too
            self.tainted[slot] = dataclasses.replace(self.tainted[slot], big=True)

    def link(self, a: tuple, b: tuple) -> None:
        self.links.setdefault(a, set()).add(b)
        self.links.setdefault(b, set()).add(a)

    def flows(self, inst: ir.Instance) -> None:
        """Which reads of each tainted variable may see an int."""
        for slot in list(self.tainted):
            if slot[0] != "var" or slot[1] != inst.cname:
                continue
            name = slot[2]
            flow = _Reads(self, name)
            try:
                if _bound_otherwise(inst.body, name):
                    raise _Unsafe
                flow.block(inst.body, False)  # a parameter: what the caller passed
            except _Unsafe:
                flow.reads = {id(n) for n in ir.walk(inst.body)
                              if isinstance(n, ir.Name) and n.id == name}
            self.maybe_reads.setdefault((inst.cname, name), set()).update(flow.reads)

    # ---------------------------------------------------------------- statements

    def block(self, body: list[ir.Stmt]) -> None:
        for s in body:
            self.stmt(s)

    def stmt(self, s) -> None:
        if isinstance(s, ir.Assign):
            o = self.expr(s.value)
            if o is not None:
                self.taint(("var", self.cname, s.target), o, f"stored in float variable '{s.target}'")
        elif isinstance(s, ir.Return) and s.value is not None:
            o = self.expr(s.value)
            if o is not None:
                name = self.instances[self.cname].name
                self.taint(("ret", self.cname), o, f"returned from {name}() -> float")
        elif isinstance(s, ir.SetAttr):
            self.expr(s.target)
            o = self.expr(s.value)
            if o is not None:
                self.taint(("field", s.attr), o, f"stored in float field '{s.attr}'")
        elif isinstance(s, ir.ExprStmt):
            self.expr(s.value)
        else:
            self.children(s, "this statement")

    def children(self, node, what: str) -> None:
        """Types every part of `node`; a value read there that may be an
        int is observed."""
        for f in dataclasses.fields(node):
            self.part(getattr(node, f.name), what)

    def part(self, v, what: str) -> None:
        if isinstance(v, list):
            if v and all(_is_stmt(x) for x in v):
                self.block(v)
            else:
                for x in v:
                    self.part(x, what)
        elif isinstance(v, dict):
            for x in v.values():
                self.part(x, what)
        elif _is_stmt(v):
            self.stmt(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, ir.Loc):
            if hasattr(v, "type"):
                self.observe(self.expr(v), v, what)
            else:
                self.children(v, what)

    def observe(self, o: _Origin | None, e, what: str) -> None:
        if o is not None:
            self.observed.append((o, getattr(e, "loc", o.loc), what))

    def observe_exact(self, o: _Origin | None, e, what: str) -> None:
        """A read that tells an int from its double only past 2**53."""
        if o is not None and o.big:
            self.observe(o, e, what)

    # ---------------------------------------------------------------- expressions

    def expr_quiet(self, e) -> _Origin | None:
        """expr() without recording observations (a flow question only)."""
        saved, self.observed = self.observed, []
        try:
            return self.expr(e)
        finally:
            self.observed = saved

    def expr(self, e) -> _Origin | None:
        """Types `e`; the int it may be (and where from), None if surely not."""
        if isinstance(e, ir.Convert):
            o = self.expr(e.value)
            if e.value.type == _OPT_FLOAT and e.to == ir.FLOAT:
                return o  # unwrapped where it is not None
            if e.kind == "float_of":  # an int | float where float is annotated: its int
                return _Origin(e.loc, "an int | float value", big=True)
            if e.to in _FLOATS and e.value.type in (ir.INT, ir.BOOL):
                value = _literal(e.value)
                literal = value is not None
                shown = repr(value) if literal else "an int"
                big = not (literal and abs(int(value)) <= 2**53)
                return _Origin(e.loc, f"the int {shown}" if shown != "an int" else shown, big=big)
            self.observe(o, e, "a conversion")
            return None
        if isinstance(e, ir.Name):
            if e.type in _FLOATS and id(e) in self.maybe_reads.get((self.cname, e.id), ()):
                return self.read(("var", self.cname, e.id))
            return None
        if isinstance(e, ir.Attribute):
            o = self.expr(e.value)
            self.observe(o, e, "an attribute")
            return self.read(("field", e.attr)) if e.type == ir.FLOAT else None
        if isinstance(e, ir.IfExp):
            self.expr(e.test)
            a, b = self.expr(e.body), self.expr(e.orelse)
            return _merged([a, b])
        if isinstance(e, (ir.Truth, ir.IsNone)):
            self.expr(e.value)
            return None
        if isinstance(e, ir.Compare):
            origins = [self.expr(x) for x in e.operands]
            for t in e.tests:
                self.expr(t)
            # CPython compares an int with an int or a float exactly; the
            # int's double is itself only up to 2**53 (2**53 + 1 == 2.0**53
            # is False in CPython, True of doubles).
            for (a, oa), (b, ob) in zip(zip(e.operands, origins), zip(e.operands[1:], origins[1:])):
                if (oa or ob) and all(o is not None or x.type in (ir.INT, ir.BOOL, ir.FLOAT)
                                      for x, o in ((a, oa), (b, ob))):
                    self.observe_exact(_merged([oa, ob]), e, "a comparison (exact in CPython, "
                                       "of doubles only up to 2**53)")
            return None
        if isinstance(e, ir.Call):
            return self.call(e)
        if isinstance(e, ir.VirtualCall):
            targets = [e.default] + [o.instance for o in e.overrides]
            for target, defaults in [(e.default, e.defaults),
                                     *((o.instance, o.defaults) for o in e.overrides)]:
                self.user_call(None, [target], defaults, len(e.args))  # each one's own
            return self.user_call(e, targets, e.args, 0)
        self.children(e, _describe(e))
        return None

    def call(self, e: ir.Call) -> _Origin | None:
        if e.kind == "op" and self.sums and _float_sum(e):
            self.expr(e.args[0])
            return _Origin(e.loc, "sum() of floats", "with no start: the int 0 when empty",
                           via=frozenset({_sum_slot(e.loc)}), big=False)
        if e.kind == "op":
            origins = [self.expr(a) for a in e.args]
            for k, v in e.keywords.items():
                self.observe(self.expr(v), v, f"argument {k}= of {e.callee}()")
            if e.callee in _KEEPS_INT and e.type == ir.FLOAT:
                if not all(o is not None or a.type in (ir.INT, ir.BOOL)
                           for a, o in zip(e.args, origins)):
                    return None  # a surely-float operand: CPython computes on floats too
                merged = _merged(origins)
                if e.callee not in _EXACT_ON_FLOATS:
                    self.observe_exact(merged, e, f"{e.callee.split('.')[-1]}() of ints (exact "
                                       "in CPython, rounded in a double past 2**53)")
                    # The result may be past 2**53 whatever its operands were.
                    return None if merged is None else dataclasses.replace(merged, big=True)
                return merged
            if e.callee in _PICKS and e.type == ir.FLOAT:
                return _merged(origins)
            if e.callee in _INT_OF and len(e.args) == 1:
                self.observe_exact(origins[0], e.args[0], f"{e.callee.split('.')[-1]}() (the "
                                   "int itself in CPython, past 2**53 not the double's)")
                return None
            if e.callee in _COMPARISONS:
                self.observe_exact(_merged(origins), e, "a comparison (exact in CPython, of "
                                   "doubles only up to 2**53)")
                return None
            if e.callee in _VALUE_ONLY or e.callee.startswith(("math.", "random.", "Random.")) or \
                    _float_spec(e) or "complex" in (e.type, *(a.type for a in e.args)):
                return None  # with a complex: CPython makes the int a float first
            for a, o in zip(e.args, origins):
                self.observe(o, a, f"{e.callee.split('.')[-1]}()")
            return None
        if e.kind == "func" and e.target in self.instances:
            return self.user_call(e, [e.target], e.args, 0)
        if e.kind == "value" and types.head(e.args[0].type) == "fn":
            called = self.fn_values.get(types.args(e.args[0].type)[0])
            if called is not None and called.target in self.instances:
                self.expr(e.args[0])
                return self.user_call(e, [called.target], e.args[1:], 0)
            if called is not None:  # a math function's value converts ints as CPython does
                for a in e.args:
                    self.expr(a)
                return None
        if e.kind == "new" and e.target in self.instances:
            return self.user_call(e, [e.target], e.args, 1)
        if e.kind == "new" and e.callee in self.classes and self.classes[e.callee].dataclass:
            fields = self.classes[e.callee].all_fields
            for a, name in zip(e.args, fields):
                o = self.expr(a)
                if o is not None and a.type == ir.FLOAT:
                    self.taint(("field", name), o, f"given to field '{name}: float'")
                else:
                    self.observe(o, a, "a constructor argument")
            return None
        self.children(e, "a call")
        return None

    def user_call(self, e, targets: list[str], args: list, skip: int) -> _Origin | None:
        for a, b in zip(targets, targets[1:]):  # overrides: one signature
            self.link(("ret", a), ("ret", b))
            pa, pb = self.instances.get(a), self.instances.get(b)
            for x, y in zip(pa.params if pa else (), pb.params if pb else ()):
                self.link(("var", a, x), ("var", b, y))
        for i, a in enumerate(args):
            o = self.expr(a)
            if o is None:
                continue
            for t in targets:
                inst = self.instances.get(t)
                if inst is None or i + skip >= len(inst.params) or \
                        inst.param_types[i + skip] not in _FLOATS:
                    self.observe(o, a, "a call argument")
                    continue
                p = inst.params[i + skip]
                shown = types.python(inst.param_types[i + skip])
                self.taint(("var", t, p), o, f"passed to parameter '{p}: {shown}' of {inst.name}()")
        for k, v in getattr(e, "keywords", {}).items():
            self.observe(self.expr(v), v, f"argument {k}=")
        return _merged([self.read(("ret", t)) for t in targets])

    def read(self, slot: tuple) -> _Origin | None:
        o = self.tainted.get(slot)
        return None if o is None else dataclasses.replace(o, via=frozenset({slot}))


def _literal(e) -> int | bool | None:
    """The int a literal is, `-1` (a negated one) too; None if not one."""
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.neg" and \
            len(e.args) == 1 and isinstance(e.args[0], ir.Const):
        return -e.args[0].value
    return e.value if isinstance(e, ir.Const) else None


def _sum_without_start(node, loc: ir.Loc | None = None) -> bool:
    """Is `node` a sum() call with no start (at `loc`, where one is given)?
    CPython's start is then the int 0, which an empty iterable returns
    (str(sum([])) is '0'); widened() makes the call sum(..., 0)."""
    return isinstance(node, ir.Call) and node.kind == "op" and node.callee == "builtins.sum" \
        and len(node.args) == 1 and not node.keywords and loc in (None, node.loc)


def _float_sum(e: ir.Call) -> bool:
    """sum() of floats with no start: its int 0 is followed as an int is."""
    return _sum_without_start(e) and e.type == ir.FLOAT and \
        types.element(e.args[0].type) == ir.FLOAT


def _sum_slot(loc: ir.Loc) -> tuple:
    """The slot of the sum() call at `loc`: made sum(..., 0), whose result
    is int | float (widened)."""
    return ("sum", loc)


def _merged(origins: list[_Origin | None]) -> _Origin | None:
    """The first origin, read from every slot any of them was read from."""
    present = [o for o in origins if o is not None]
    if not present:
        return None
    return dataclasses.replace(present[0], via=frozenset().union(*(o.via for o in present)),
                               big=any(o.big for o in present))


class _Reads(_Flow):
    """pyaot.infer_promote's flow fact (a float surely stored here), here
    collecting the reads where it does not hold instead of refusing."""

    def __init__(self, check: _Check, name: str):
        super().__init__(name)
        self.check = check
        self.reads: set[int] = set()

    def read(self, e, surely_float: bool) -> None:
        if e is None or surely_float:
            return
        for node in ir.walk(e):
            if isinstance(node, ir.Name) and node.id == self.name:
                self.reads.add(id(node))

    def stmt(self, s, state):
        if isinstance(s, ir.Assign) and s.target == self.name:
            self.read(s.value, state)
            return self.check.expr_quiet(s.value) is None
        return super().stmt(s, state)


def _bound_otherwise(body: list[ir.Stmt], name: str) -> bool:
    """Bound by more than plain assignments, or stored inside a try."""
    for node in ir.walk(body):
        if isinstance(node, (ir.Unpack, ir.ForEach, ir.ForRange)) and name in _names(node.target):
            return True
        if isinstance(node, ir.Handler) and node.name == name:
            return True
        if isinstance(node, ir.Try) and any(
                isinstance(s, ir.Assign) and s.target == name
                for s in ir.walk([node.body, node.handlers, node.orelse, node.finalbody])):
            return True
    return False


def _float_spec(e: ir.Call) -> bool:
    """format(x, '.3f') and f"{x:8.2e}": a float presentation type formats an
    int as float(int) (int.__format__ converts it first), so it cannot show."""
    if e.callee != "builtins.format" or len(e.args) != 2:
        return False
    spec = e.args[1]
    return isinstance(spec, ir.Const) and isinstance(spec.value, str) and \
        spec.value[-1:] in ("e", "E", "f", "F", "g", "G", "%")


def _is_stmt(v) -> bool:
    return dataclasses.is_dataclass(v) and hasattr(v, "loc") and not hasattr(v, "type") and \
        type(v).__name__ in _STMTS


_STMTS = {"Assign", "AssignGlobal", "Unpack", "ForEach", "SetAttr", "StoreItem", "ExprStmt",
          "Return", "If", "While", "ForRange", "Break", "Continue", "Pass", "Yield", "Raise",
          "Assert", "Try"}


def _describe(e) -> str:
    return {"ListExpr": "a list", "DictExpr": "a dict", "TupleExpr": "a tuple",
            "Comprehension": "a comprehension", "FnValue": "a function value"}.get(
        type(e).__name__, "an expression")
