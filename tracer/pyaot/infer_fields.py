"""Fields and module variables typed by their later uses: a fixed point
over the whole program.

A local's type is learned by lenient passes over its own function
(pyaot.infer_holes). A field or a module variable is shared by every
function, and the use that types it is often in another one:

    class TrieNode:
        def __init__(self):
            self.children = {}        # dict[_, _]: nothing known yet
    ...
    node.children.setdefault(ch, TrieNode())   # in Trie.insert: dict[str, TrieNode]

    class Node:
        def __init__(self, value):
            self.next = None          # None, for now
    ...
    tail.next = Node(v)               # makes it Optional[Node]

    memo = {}                         # module level, filled by a function
    def f(key): ... memo[key] = result

Typing the program learns such facts (LaterUses) as it goes: a use that
fills a field's holes, an assignment or store of a value where the field
holds only None. When a round of typing the whole program learned
something, the next round types it again from the start, every field and
module variable seeded with what was learned (their initial value converted
to it, as `xs: list[int] = []` converts). Types only grow (a hole filled,
None joined into an Optional), so this reaches a fixed point; a round that
learns nothing is the result, or its refusal is the program's. What stays
unknown is refused where the field or variable starts.
"""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError

# More rounds than any program needs: each learns at least one new fact.
_ROUNDS = 24


class LaterUses:
    """What uses showed about fields ((class, field) -> type) and module
    variables (qualname -> type), kept from round to round."""

    def __init__(self):
        self.fields: dict[tuple[str, str], str] = {}
        self.globals: dict[str, str] = {}
        # Methods returning `[]` where an override of theirs returns a
        # list[Variable]: function qualname -> the return type the virtual
        # call's other methods showed (pyaot.infer_duck).
        self.returns: dict[str, str] = {}
        # The parameter types of each class's __init__ (qualname) as its first
        # construction typed them, and the __init__s a virtual call needed
        # before any construction had typed them (pyaot.infer_cls.prepare):
        # learning one of those makes another round.
        self.inits: dict[str, tuple[str, ...]] = {}
        self.wanted_inits: set[str] = set()
        self.grew = False  # learned something in this round
        self.surveying = False  # a round that only learns (_survey)
        # Started with holes this round, and where: refused if never filled.
        self.open: dict[tuple[str, str] | str, CompileError] = {}

    def _learn(self, table: dict, key, t: str, wider: bool = False) -> None:
        old = table.get(key)
        # `wider`: t already holds what was learned (Equality's list that an
        # Edit joins holds their base class, which no plain join makes).
        new = t if old is None or wider else types.join(old, t)
        if new is None or new == old or types.stores_function(new):
            return
        if old is not None and types.has_hole(new) and not types.has_hole(old):
            return
        table[key] = new
        self.grew = True

    def field(self, owner: str, attr: str, t: str, wider: bool = False) -> None:
        self._learn(self.fields, (owner, attr), t, wider)

    def global_(self, qualname: str, t: str, wider: bool = False) -> None:
        self._learn(self.globals, qualname, t, wider)

    def return_(self, qualname: str, t: str) -> None:
        self._learn(self.returns, qualname, t)

    def init(self, qualname: str, params: tuple[str, ...]) -> None:
        if qualname not in self.inits:
            self.inits[qualname] = params
            if qualname in self.wanted_inits:
                self.grew = True

    def start(self, key, have: str, hint: str | None, error: CompileError) -> str:
        """The type a field or module variable starts with, whose initial
        value is a `have`: what uses showed (`hint`) joined in. A type with
        holes left is allowed in this round (a later use may fill them) and
        refused at its end if none did."""
        t = have if hint is None else (types.join(have, hint) or have)
        if types.has_hole(t):
            self.open[key] = error
        return t


def widened(have: str, value: str) -> str | None:
    """The type a field or module variable holding `have` must have so that
    a `value` can be assigned to it: None and a value join into an
    Optional; an empty container's holes are filled. None when no use can
    widen it (the assignment is then refused as before)."""
    if have == value:
        return None
    core = types.args(have)[0] if types.head(have) == "Optional" else have
    if value == "bool" and core in ("int", "float"):
        # `self.flag = 0`, then `g.flag = not ok`: CPython holds the bool
        # itself (printed True, not 1), so the field holds either.
        return types.union_of(have, value)
    joined = types.join(have, value)
    if joined is None and not types.has_hole(have):
        # An int on one path, a str on another: a tagged union keeps each
        # value's own type, as CPython does.
        return types.union_of(have, value)
    if joined is None or joined == have:
        return None
    if types.head(joined) == "Optional" or types.has_hole(have) or \
            (joined == value and types.head(value) == "Union"):
        return joined  # None, then a value; or a Leaf, then a Leaf | Branch
    return None


def learnable(info: ir.ClassInfo, attr: str) -> bool:
    """Is field `attr` of class `info` typed by its assignments (in
    __init__), so that uses may widen it? Not one the class body declares
    (an annotation, a dataclass's or namedtuple's field, a class attribute)."""
    if attr in info.fields:  # a bare `dict` annotation: its element types are learnt
        return types.has_hole(info.fields[attr])
    return attr not in info.class_attrs


def field_owner(fi, t: str, attr: str) -> str | None:
    """The class (of instance type t's chain) whose learnable field `attr` is."""
    if types.head(t) != "obj":
        return None
    for info in fi.classes.chain(types.args(t)[0]):
        if attr in fi.classes.fields(info.qualname):
            return info.qualname if learnable(info, attr) else None
    return None


def _place(fi, e: ir.Expr):
    """(its type, how to learn a wider one) of a learnable field read
    (`self.children`) or a module variable (`memo`); None for anything else."""
    if isinstance(e, ir.Attribute) and e.value.type not in (None, types.UNKNOWN):
        owner = field_owner(fi, e.value.type, e.attr)
        if owner is not None:
            return (fi.classes.fields(owner)[e.attr],
                    lambda t, wider=False: fi.inf.later.field(owner, e.attr, t, wider))
    if isinstance(e, ir.GlobalRef) and e.qualname in fi.inf.globals:
        return (fi.inf.globals[e.qualname].type,
                lambda t, wider=False: fi.inf.later.global_(e.qualname, t, wider))
    return None


def is_place(e: ir.Expr) -> bool:
    """Might `e` be a field or module variable whose holes a use fills?"""
    return isinstance(e, (ir.Attribute, ir.GlobalRef)) and types.has_hole(e.type)


def learn_use(fi, e: ir.Expr, t: str) -> bool:
    """A use showed that `e`, a field (`self.children`) or a module variable
    (`memo`) whose type has holes, is a `t`: learn it for the next round.
    Says whether `e` is such a place."""
    place = _place(fi, e)
    if place is None:
        return False
    have, learn = place
    if types.has_hole(have) and t != have and not (types.has_hole(t) and have in t) and \
            types.join(have, t) is not None:
        learn(types.join(have, t))
    return True


def learn_wider(fi, e: ir.Expr, wider: str | None) -> bool:
    """`self.slots[i] = task` where the field is a list[None] (`[None] *
    n`): the field holds a `wider` type (list[Optional[Task]]) from the next
    round on. Says whether `e` is such a place."""
    place = _place(fi, e)
    if place is None:
        return False
    have, learn = place
    if wider is not None and wider != have and not types.stores_function(wider):
        learn(wider, True)
    return True


def fixed_point(run):
    """Runs `run(later)` (one round of typing the whole program) until a
    round learns nothing new; returns its result or raises its refusal."""
    later = LaterUses()
    for _ in range(_ROUNDS):
        later.grew, later.open = False, {}
        try:
            result = run(later)
        except CompileError as error:
            if later.grew or _survey(run, later):
                continue
            raise error
        if later.grew:
            continue
        if later.open:
            raise next(iter(later.open.values()))
        return result
    raise RuntimeError("field types did not reach a fixed point")


def _survey(run, later: LaterUses) -> bool:
    """After a refused round that learned nothing: types what the program
    reaches by lenient passes only, going on past refusals (each function
    stops at its own), for the uses the refusal kept unseen (`self.total +=
    v` refused, typed before `self.total = 0` in another method). Says
    whether it learned something."""
    later.surveying, later.grew = True, False
    try:
        run(later)
    except CompileError:
        pass
    finally:
        later.surveying = False
    return later.grew
