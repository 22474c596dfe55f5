"""Empty containers typed by a use through an operator's result.

`xs = []; xs.append(1)` types xs by refining the variable (pyaot.infer's
refine). Here the use reaches the empty container through an operator:

    graph.setdefault(a, []).append((b, 1))   # graph: dict[str, list[_]]
    clusters[i].append(p)                    # clusters: list[list[_]]
    d[k].append(x)                           # after d[k] = []

The operator's result (a list[_]) stands for a part of an argument's type
(the V of dict[K,V], the T of list[T]): a later use that fills the result's
hole fills the argument's by the operator's declaration, run backwards
(match the result pattern against the filled type, substitute the bindings
into each argument's pattern, join). The argument may itself be such a
result (`d[a][b].append(x)`), so refining walks the chain to the variable.
Only lenient passes use it: they learn the variable's type, and the final
pass types everything from what they learned.
"""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_fields import is_place, learn_use, learn_wider
from pyaot.infer_split import request_split


def fills_holes(have: str | None, t: str) -> bool:
    """Does a use showing a variable of type `have` is a `t` fill some of
    its holes? Partly too (`d = {}; d[k] = []` makes d a dict[str, list[_]]),
    but not with its own type (`xs.append(xs)`: a list holding itself,
    which would nest forever)."""
    return types.has_hole(have) and t != have and not (types.has_hole(t) and have in t)


class HoleSources:
    """Operator results (this pass's expressions) whose holes are parts of
    their arguments' types."""

    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        # id(result) -> (result, its declaration's patterns, result pattern, its arguments)
        self._sources: dict[int, tuple[ir.Expr, tuple[str, ...], str, list[ir.Expr]]] = {}

    def refinable(self, e: ir.Expr) -> bool:
        if isinstance(e, ir.Name):
            return types.has_hole(self.fi.env.get(e.id))
        if is_place(e):  # a field or module variable (pyaot.infer_fields)
            return True
        entry = self._sources.get(id(e))
        return entry is not None and entry[0] is e

    def note(self, result: ir.Expr, patterns: tuple[str, ...], result_pattern: str,
             args: list[ir.Expr]) -> bool:
        """Records `result` (an operator call whose type has holes) if a use
        filling it can fill an argument's holes; says whether it did."""
        if result.type == types.HOLE or len(patterns) != len(args) or \
                any(p.startswith("*") for p in patterns):
            return False
        if not any(self.refinable(a) for a in args):
            return False
        self._sources[id(result)] = (result, patterns, result_pattern, list(args))
        return True

    def alias(self, name: str, value: ir.Expr) -> None:
        """`ys = d.setdefault(k, [])` (or `row = grid[i]`): ys is d's list,
        and a compiled variable has one type, so what earlier sweeps learned
        of ys (`ys.append(1)`) is d's lists' type too."""
        have = self.fi.env.get(name)
        if have is not None and not types.has_hole(have) and types.has_hole(value.type):
            self.refine(value, have)

    def refine(self, e: ir.Expr, t: str) -> None:
        """A use showed that `e` (a recorded result) is a `t`: fill its
        arguments' holes accordingly. A field or module variable: learned
        for the program's next round (pyaot.infer_fields). A variable proven
        not None (`if out is None: out = []`): its T | None."""
        if isinstance(e, ir.Convert) and isinstance(e.value, ir.Name) and \
                types.head(self.fi.env.get(e.value.id, ir.NONE)) == "Optional":
            self.fi.refine(e.value, types.optional(t))
            return
        if learn_use(self.fi, e, t):
            return
        entry = self._sources.get(id(e))
        if entry is None or entry[0] is not e or types.has_hole(t):
            return
        _, patterns, result_pattern, args = entry
        bindings: dict[str, str] = {}
        if not types.match(result_pattern, t, bindings) or types.has_hole(t):
            return
        for pattern, arg in zip(patterns, args):
            if not _mentions(pattern, bindings) or not types.has_hole(arg.type):
                continue
            # Partly too: `grouped.setdefault(k, []).append(t)` while k's type
            # is still open fills grouped's values (its keys come from k).
            joined = types.join(arg.type, types.substitute(pattern, bindings))
            if joined is None or joined == arg.type:
                continue
            self.fi.refine(arg, joined)


def _mentions(pattern: str, variables) -> bool:
    p = types.parse(pattern)
    return p.head in variables or any(_mentions(str(a), variables) for a in p.args)


# ------------------------------------------------------------ None slots

def _none_slots_open(t: str) -> str:
    """t with each None inside it (not t itself) a hole:
    dict[tuple[int,int],None] -> dict[tuple[int,int],_]."""
    p = types.parse(t)
    if not p.args:
        return t
    return types.make(p.head, *(types.HOLE if str(a) == "None" else _none_slots_open(str(a))
                                for a in p.args))


def _widened(have: str, want: str, slot=None) -> str | None:
    """`have` with its None slots made Optional of what `want` holds there
    (or, with `slot`, any slot where the two differ joined by it); None
    when they differ elsewhere."""
    if have == want:
        return have
    if slot is not None and slot(have, want) is not None:
        return slot(have, want)
    if have == "None" and slot is None:
        return types.optional(want) if not types.has_hole(want) else None
    p, q = types.parse(have), types.parse(want)
    if p.head != q.head or len(p.args) != len(q.args) or not p.args or p.head == "obj":
        return None
    parts = [_widened(str(a), str(b), slot) for a, b in zip(p.args, q.args)]
    return None if None in parts else types.make(p.head, *parts)


def widen_none(fi: FunctionTyping, op, args: list[ir.Expr]) -> bool:
    """A container variable made with None placeholders (`came_from =
    {start: None}`, `points = [None] * n`) that a later store or add fills
    with values (`came_from[cell] = prev`): in a lenient pass, widen the
    variable to hold Optional values, as a type checker joins None and the
    value (reading one back and testing `is None` behaves as in CPython).
    Says whether it widened one; only None widens, so anything else still
    has no matching signature. The same for instances of classes in a field
    or module variable: a list of Equality instances that an Edit is
    appended to holds their common base class (Constraint) from the next
    round on (virtual calls dispatch on each)."""
    if op is None:
        return False

    def classes_widened(have: str, want: str) -> str | None:
        return _widened(have, want, lambda a, b: _class_join(fi, a, b))

    for opened_slots, widened_by in ((_none_slots_open, _widened),
                                     (_class_slots_open, classes_widened)):
        for i, a in enumerate(args):
            if isinstance(a, (ir.Attribute, ir.GlobalRef)) and a.type not in (None, UNKNOWN):
                have = a.type  # a field or module variable: learned for the next round
            elif not fi.lenient or not isinstance(a, ir.Name) or a.id in fi.annotated or \
                    a.id not in fi.env or opened_slots is _class_slots_open:
                # A local list of one class stays one (its display is of that class).
                continue
            else:
                have = fi.env[a.id]
            opened = opened_slots(have)
            if opened == have:
                continue
            sig = op.resolve([*(x.type for x in args[:i]), opened,
                              *(x.type for x in args[i + 1:])], upcast=fi.upcast)
            if sig is None:
                continue
            widened = widened_by(have, sig.wants[i])
            if not isinstance(a, ir.Name):
                learn_wider(fi, a, widened)  # for the next round; this one refuses
                continue
            if widened is None or widened == have or types.stores_function(widened):
                continue
            fi.env[a.id] = widened
            return True
    return False


def _class_slots_open(t: str) -> str:
    """t with each instance type inside it (not t itself) a hole:
    list[obj[Equality]] -> list[_]."""
    p = types.parse(t)
    if not p.args:
        return t
    return types.make(p.head, *(types.HOLE if p.head != "obj" and a.head == "obj"
                                else _class_slots_open(str(a)) for a in p.args))


def _class_join(fi: FunctionTyping, a: str, b: str) -> str | None:
    """Two instance types' common base class; None where they have none."""
    if types.head(a) != "obj" or types.head(b) != "obj":
        return None
    base = fi.classes.common_base(types.args(a)[0], types.args(b)[0])
    return f"obj[{base}]" if base else None


def hole_item(fi: FunctionTyping, value: ir.Expr, what: str, loc: ir.Loc) -> bool:
    """`p.dest` where p is an item of a container still empty where it is
    read (`for p in self.riding`, a list filled later): in a lenient pass,
    unknown (a later store tells what it holds; says True); refused where
    no store ever did. False for any other value."""
    if value.type != types.HOLE:
        return False
    if fi.lenient:
        return True
    raise CompileError(loc, f"{what} of an item of an empty container",
                       "what the container holds is not known where it is read "
                       "(nothing stored in it has a known type)",
                       "annotate the container where it is made, e.g. "
                       "`self.items: list[Item] = []`")


def _member_slot(have: str, want: str) -> str | None:
    """`want` where it holds values of type `have` too (None into an
    Optional, a member into its union), else None."""
    inner = types.args(want)[0] if types.head(want) == "Optional" else want
    if have == ir.NONE and types.head(want) == "Optional" or have == inner or \
            types.head(inner) == "Union" and have in types.args(inner):
        return want
    return None


def holds_members(have: str, want: str) -> bool:
    """Does a list, set or dict of type `want` hold what one of `have` holds,
    and more (a member into its union, None into an Optional, slot by
    slot)? `list[int]` and `list[int | float]`: yes."""
    return have != want and types.head(have) in ("list", "set", "dict") and \
        _widened(have, want, _member_slot) == want


def fresh_repeat(fi: FunctionTyping, e: ir.Expr, want: str) -> ir.Expr | None:
    """`[None] * n` (a new list) where a list[Optional[T]] is wanted is one,
    and `[0] * n` where a list[int | float] is, as a display is
    (pyaot.infer's _retype_fresh)."""
    if not (isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.mul"
            and types.head(want) == "list" and len(e.args) == 2):
        return None
    k = next((i for i, x in enumerate(e.args) if isinstance(x, ir.ListExpr)), None)
    if k is None or e.args[1 - k].type not in (ir.INT, ir.BOOL):
        return None
    display = e.args[k]
    # `[0] * n` where a list[int | float] is wanted (a float stored since)
    widened = _widened(display.type, want, _member_slot)
    if widened != want:
        return None
    elem = types.args(want)[0]
    elts = [fi.convert(x, elem, "element") for x in display.elts]
    args = list(e.args)
    args[k] = ir.ListExpr(elts, display.loc, type=want, kind=display.kind)
    return ir.Call("op", e.callee, args, e.loc, type=want, target=e.target)


# ------------------------------------------------------------ narrowing

def bound_in(body: list[ir.Stmt]) -> set[str]:
    """The names a block (or a loop body) may rebind anywhere inside it: a
    narrowing (`x` is not None) made before it does not hold after it, nor at
    the top of a loop's later iterations."""
    names: set[str] = set()

    def add(target) -> None:
        if isinstance(target, str):
            names.add(target)
        elif isinstance(target, (list, tuple)):
            for t in target:
                add(t)

    for node in ir.walk(body):
        if isinstance(node, (ir.Assign, ir.Unpack, ir.ForEach, ir.ForRange)):
            add(node.target)
        elif isinstance(node, ir.Handler) and node.name:
            names.add(node.name)
    return names


def narrow_on_assignment(fi: FunctionTyping, name: str, value_type: str,
                         converted: ir.Expr) -> ir.Expr:
    """`cell = queue.popleft()` where cell is Optional[tuple[int, int]]
    (another assignment stores None): until its next assignment, cell holds
    the tuple, as a type checker narrows a declared type on assignment.
    Returns `converted` (the assigned value)."""
    if value_type not in (ir.NONE, UNKNOWN, None) and types.head(value_type) != "Optional" \
            and types.head(fi.env.get(name, ir.NONE)) == "Optional":
        fi.narrowed.add(name)
    return converted


UNKNOWN = types.UNKNOWN


def join_members(a: str, b: str) -> str | None:
    """Two fixed tuples' join member by member, None and a value making an
    Optional (`return None, n` and `return path, n`: a tuple[list[int] |
    None, int]); a tuple is immutable, so its displays convert member by
    member. None when they are not such tuples or a member has no join."""
    p, q = types.parse(a), types.parse(b)
    if p.head != "tuple" or q.head != "tuple" or len(p.args) != len(q.args) or not p.args \
            or types.is_vtuple(a) or types.is_vtuple(b):
        return None
    parts = [types.join(str(x), str(y)) for x, y in zip(p.args, q.args)]
    if any(j is None for j in parts):
        return None
    return types.make("tuple", *parts)


# The operators that store their last argument into their first's elements.
_STORES = {"operator.setitem": "item assignment", "list.append": "append",
           "list.insert": "insert", "set.add": "add", "dict.setdefault": "setdefault"}
# And those that store the elements of their last argument (`stack += [op, v]`).
_EXTENDS = ("operator.iadd", "list.extend")
# And those given a key that a store of it would have typed: the first use
# with a key of another type may come before the store (`if key in
# self.data: self.data.move_to_end(key)` before `self.data[key] = value`).
_KEYED = ("OrderedDict.move_to_end", "dict.pop", "operator.delitem")
# And membership tests, the first use of a key that is a tuple of another
# length than the keys so far (`nxt not in cost` of a tuple(s), the start
# state a 9-item display): the keys are tuple[T, ...] from then on.
_TESTED = ("operator.contains", "dict.get")


def _optional_length_join(a: str, b: str) -> str | None:
    """types.length_join, through Optional on either side (a dict made
    `{start: None}` given `(move, state)` of a longer tuple)."""
    def inner(t: str) -> str:
        return types.args(t)[0] if types.head(t) == "Optional" else t
    joined = types.length_join(inner(a), inner(b))
    if joined is None or "Optional" not in (types.head(a), types.head(b)):
        return joined
    return types.make("Optional", joined)


def union_store(fi: FunctionTyping, name: str, args: list[ir.Expr]) -> bool:
    """`self._items.append(item)` of a str where the field (or module
    variable) holds a list[int] (one Stack class used with ints and with
    strs): from the next round on it holds int | str values (a variable:
    from the next pass, its display built so), each keeping its
    own type as in CPython (a set's or dict key's numbers are not made
    apart: CPython keeps the first of 1 and 1.0). Says whether it learned so."""
    # Not an augmented assignment's temporary (`m[r][k] += x`: it holds the
    # row m[r], which would need m's rows widened, not itself).
    local = isinstance(args[0], ir.Name) and fi.lenient and args[0].id in fi.env and \
        (args[0].id not in fi.annotated or _filled_parameter(fi, args[0].id)) and \
        not args[0].id.startswith("aug.")
    row = _row_of_local(fi, args[0])
    if row is not None and name in _STORES:  # grid[i][j] = 0.5 of a list[list[int]]
        grid, widened_row = row, None
        if name != "dict.setdefault" and types.head(args[0].type) == "list":
            union = types.union_of(types.args(args[0].type)[0], args[-1].type,
                                   numbers_apart=True)
            widened_row = types.make("list", union) if union is not None else None
        return widened_row is not None and \
            _learned(fi, grid, types.make("list", widened_row), True)
    if (name not in _STORES and name not in _EXTENDS and name not in _KEYED
            and name not in _TESTED) or \
            len(args) < 2 or not (local or isinstance(args[0], (ir.Attribute, ir.GlobalRef))):
        return False
    container, value = args[0].type, args[-1].type
    head, parts = types.head(container), types.args(container)
    if name in _TESTED:  # only a tuple of another length: no other key changes how one prints
        joined = types.length_join(parts[0], args[1].type) \
            if head in ("dict", "OrderedDict", "set") and parts else None
        if joined is None:
            return False
        return _learned(fi, args[0], types.make(head, joined, *parts[1:]), local)
    if name in _KEYED:  # the key's type is one the dict holds too; its values stay
        if head not in ("dict", "OrderedDict") or len(parts) != 2:
            return False
        args, value = [args[0], args[1], args[0]], parts[1]
        name = "operator.setitem"
    if name in _EXTENDS:
        if head != "list" or types.head(value) != "list":
            return False
        value = types.args(value)[0]
    base = _class_join(fi, parts[-1], value) if parts else None
    if base is not None and local and head in ("list", "set") and name != "operator.setitem":
        fi.env[args[0].id] = types.make(head, base)  # a Shape into a list of Dots: of Shapes
        return True
    if base is not None:
        return False  # an Edit into Equality's list: their base class (widen_none)
    if head in ("list", "set") and len(parts) == 1:
        union = types.length_join(parts[0], value) or \
            types.union_of(parts[0], value, numbers_apart=head == "list")
        widened = types.make(head, union) if union is not None else None
    elif head in ("dict", "OrderedDict") and len(parts) == 2 and len(args) == 3:
        # Keys of another type too (an LRU cache class keyed by strs and by
        # ints): a union of keys, each hashed and compared as its own type.
        # Numbers are not made apart (CPython keeps the first of 1 and 1.0).
        key = types.join(parts[0], args[1].type) or \
            types.length_join(parts[0], args[1].type) or \
            types.union_of(parts[0], args[1].type, numbers_apart=False)
        union = value if value == parts[1] else \
            _optional_length_join(parts[1], value) or types.union_of(parts[1], value) or \
            (types.join(parts[1], value) if ir.NONE in (parts[1], value) else None)
        widened = types.make(head, key, union) if None not in (key, union) else None
    else:
        return False
    return _learned(fi, args[0], widened, local)


def _row_of_local(fi: FunctionTyping, e: ir.Expr) -> ir.Name | None:
    """The local list of lists `grid` where e is `grid[i]` (a row), in a
    lenient pass; else None."""
    if not (isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.getitem"
            and len(e.args) == 2 and isinstance(e.args[0], ir.Name) and fi.lenient):
        return None
    grid = e.args[0]
    if grid.id not in fi.env or grid.id.startswith("aug.") or \
            types.head(grid.type) != "list" or types.head(types.args(grid.type)[0]) != "list":
        return None
    if grid.id in fi.annotated:
        _split_rebound_parameter(fi, grid)
        return None
    return grid


def _split_rebound_parameter(fi: FunctionTyping, grid: ir.Name) -> None:
    """`m = [row[:] for row in m]` of a parameter m at the function's top
    level, whose rows are later given another type: raises the request to
    make m a new variable from that statement (pyaot.infer_split), whose
    rows can then be widened; returns where there is no such statement."""
    binding = next((s for s in fi.fn.body if isinstance(s, ir.Assign) and
                    s.target == grid.id), None)
    if binding is None:
        return
    error = CompileError(binding.loc, f"variable '{grid.id}'", "is rebound with rows "
                         "given another type", "use a new variable")
    if request_split(error, fi.fn, grid.id, binding.loc):
        raise error


def _learned(fi: FunctionTyping, container: ir.Expr, widened: str | None, local: bool) -> bool:
    """Records that `container` holds the `widened` type from the next pass
    (a variable made by a display: made so, pyaot.infer) or round (a field
    or module variable); says whether it learned so."""
    if widened is not None and local:
        fi.env[container.id] = widened
        return True
    return widened is not None and learn_wider(fi, container, widened)


def _filled_parameter(fi: FunctionTyping, name: str) -> bool:
    """Is `name` a parameter given an empty container (a probe of the body
    that learns what the caller's `order = []` holds, pyaot.infer
    parameter_uses)? A store of another type widens it as a variable's: the
    caller then makes its container so (`order.append(c)` of Equality | Edit
    after a recursive call stored an Edit)."""
    given = dict(zip((p.name for p in fi.fn.params), fi.state.param_types))
    return name in given and types.has_hole(given[name])


def store_mismatch(name: str, arg_types: list[str], construct: str,
                   loc: ir.Loc) -> CompileError | None:
    """A store of a value into a container of another element type
    (`dist[source] = 0` into a dict[str, float]): why, and what to write."""
    if name not in _STORES or len(arg_types) < 2:
        return None
    container, value = arg_types[0], arg_types[-1]
    parts = types.args(container)
    head = types.head(container)
    if not ((head in ("list", "set") and len(parts) == 1) or (head == "dict" and len(parts) == 2)):
        return None
    elem = parts[-1]
    if elem == value or types.has_hole(elem):
        return None
    numeric = (value, elem) in ((ir.INT, ir.FLOAT), (ir.BOOL, ir.INT), (ir.BOOL, ir.FLOAT))
    why = (f"a compiled {types.python(container)} holds {types.python(elem)} values only"
           + (f"; CPython would store the {value} as it is (printed "
              f"{'True, not 1' if value == ir.BOOL else '1, not 1.0'})" if numeric
              else f", not {types.python(value)}"))
    fix = (f"store {elem}s: {elem}(...) of the value"
           + (", or a float literal such as 0.0" if elem == ir.FLOAT else "")
           if numeric else "give the container one element type (convert the values), "
           "or keep different values in different containers")
    return CompileError(loc, construct, why, fix)


def unnarrowed(fi: FunctionTyping, typing):
    """Types a closure's captures: a closure reads them whenever it is
    called (`x = 5; g = lambda: x; x = None; g()` returns None), so no
    narrowing made where it is created holds."""
    saved, saved_members = set(fi.narrowed), dict(fi.members)
    fi.narrowed, fi.members = set(), {}
    try:
        return typing()
    finally:
        fi.narrowed, fi.members = saved, saved_members


def none_pending(fi: FunctionTyping, args: list[ir.Expr]) -> bool:
    """A lenient pass reading a variable that holds only None so far
    (`best = None` ... `v < best` ... `best = v`, the read textually first):
    leave the operator untyped until a later sweep knows it as Optional."""
    return fi.lenient and any(isinstance(a, ir.Name) and fi.env.get(a.id) == ir.NONE
                              and a.id not in fi.annotated for a in args)


def none_compared(fi: FunctionTyping, operands: list[ir.Expr], ops: list[str]) -> bool:
    """none_pending for an ordering (`v < best`), which None never passes."""
    return any(op in ("operator.lt", "operator.le", "operator.gt", "operator.ge")
               for op in ops) and none_pending(fi, operands)
