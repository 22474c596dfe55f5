"""The protocol methods the runtime calls on instances of user classes
(print, ==, <, hash, truth: HOOKS): which implementation a class uses, and
their typing when the class is first constructed (for the class and, the
binary ones, for its bases too); comparison methods whose CPython dispatch
compiled code does not follow are refused."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError

# Protocol methods the runtime calls (print, ==, sorted, dict keys):
# instantiated with the class.
HOOKS = ("__repr__", "__str__", "__eq__", "__lt__", "__gt__", "__hash__", "__bool__", "__len__")
_BINARY_HOOKS = ("__eq__", "__lt__", "__gt__")
_REFLECTED_PAIRS = (("__lt__", "__gt__"), ("__le__", "__ge__"))
# Methods @dataclass writes into the class (unless its body defines them).
_DATACLASS_WRITES = {"__repr__": lambda c: True, "__eq__": lambda c: c.eq,
                     "__lt__": lambda c: c.order, "__le__": lambda c: c.order,
                     "__gt__": lambda c: c.order, "__ge__": lambda c: c.order}


def protocol_owner(classes: dict[str, ir.ClassInfo], q: str,
                   name: str) -> tuple[str, str] | None:
    """Which implementation of protocol method `name` instances of class q
    use, as Python's class creation and @dataclass decide it, nearest class
    first: ("method", function qualname) for one the user wrote,
    ("dataclass", class qualname) for one @dataclass generated from that
    class's fields, ("none", class qualname) for `__hash__ = None` (a class
    defining __eq__ without __hash__; a dataclass with eq and not frozen);
    None for object's own (identity ==, identity hash, <...> repr)."""
    while q is not None:
        info = classes[q]
        if name in info.methods:
            return "method", info.methods[name]
        if name == "__hash__":
            if info.dataclass and info.eq:
                return ("dataclass" if info.frozen else "none"), q
            if "__eq__" in info.methods:
                return "none", q
        elif info.dataclass and _DATACLASS_WRITES.get(name, lambda c: False)(info):
            return "dataclass", q
        q = info.base
    return None


def instantiate_hooks(ct, info: ir.ClassInfo, t: str, loc: ir.Loc) -> None:
    """The runtime calls these for print(), ==, sorted(): type them now.
    A comparison of two instances runs the hook of the deepest class both
    are instances of (a Square and a Circle sorted: Shape.__lt__), so each
    base class's binary hooks are typed too, for two of its instances."""
    _refuse_reflected_pairs(ct, info)
    for name in HOOKS:
        _hook(ct, info.qualname, t, name, loc)
    for base in ct.chain(info.qualname)[1:]:
        for name in _BINARY_HOOKS:
            _hook(ct, base.qualname, f"obj[{base.qualname}]", name, loc)


def instantiate_post_init(ct, info: ir.ClassInfo, t: str, loc: ir.Loc) -> None:
    """The __post_init__ (own or inherited) that a @dataclass's generated
    __init__ calls after storing the fields: typed for instances of t; the
    emitter calls it as the construction's last step."""
    _hook(ct, info.qualname, t, "__post_init__", loc)


def _refuse_reflected_pairs(ct, info: ir.ClassInfo) -> None:
    """`a < b` where b's class is a subclass of a's: CPython calls
    b.__gt__(a) first, compiled code a.__lt__(b). Where the hierarchy
    defines both methods they may disagree (or take other parameters), so
    it is refused rather than answered differently."""
    q = info.qualname
    if not (ct.subclasses(q) or info.base):
        return
    classes = ct.inf.program.classes
    for forward, reflected in _REFLECTED_PAIRS:
        a, b = protocol_owner(classes, q, forward), protocol_owner(classes, q, reflected)
        if a is not None and b is not None and a[0] == b[0] == "method":
            fn = ct.inf.program.functions[b[1]]
            owner = b[1].rsplit(".", 2)[-2]
            raise CompileError(fn.loc, f"{forward} and {reflected} of {owner}, in a class "
                               "hierarchy",
                               f"CPython calls the right operand's {reflected} first where "
                               "its class is a subclass of the left operand's; compiled "
                               f"code calls the left operand's {forward}, which may answer "
                               "differently", f"define {forward} alone (sorted(), min() and "
                               "max() need no more), or compare keys: "
                               "sorted(xs, key=lambda x: ...)")


def _hook(ct, q: str, t: str, name: str, loc: ir.Loc) -> None:
    hooks = ct.inf.class_hooks.setdefault(q, {})
    found = protocol_owner(ct.inf.program.classes, q, name)
    if found is None or found[0] != "method" or name in hooks:
        return
    fn = ct.inf.program.functions[found[1]]
    arg_types = [t] * min(len(fn.params), 2)
    key = [p.annotation or a for p, a in zip(fn.params, arg_types)]
    if len(key) == 2 and types.head(key[1]) != "obj":
        # `def __lt__(self, n: int)`: not the runtime's comparison of
        # two instances (which Python would also call it for).
        return
    hooks[name] = ""  # recursion guard: a hook may print the object
    state = ct.inf.instantiate(fn, key, loc)
    hooks[name] = state.cname
    ct.fi.inf.note_call(ct.fi.state, state)
