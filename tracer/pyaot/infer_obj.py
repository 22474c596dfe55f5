"""Type propagation for Python's own value types: str, list, dict, set,
tuple, Optional and the iterators enumerate/zip/reversed/dict views produce.

Their operations are declared operators (ops/decls/str.toml,
containers.toml): a method `x.m(...)` is the operator "TYPE.m" with the
receiver first, `x[i]` is operator.getitem, `x[a:b]` pyaot.getslice, `v in x`
operator.contains. Type variables in the declarations (list[T]) bind to the
arguments' types, so `xs.append(1)` on `xs = []` also teaches inference that
xs is a list[int] (a hole `?` in a type is filled by later uses).
"""

from __future__ import annotations

import ast

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, unsupported
from pyaot.infer_holes import widen_none
from pyaot.infer_api import FunctionTyping
from pyaot.infer_iter import iterable as iterable_of
from pyaot.infer_match import kind_test, pattern_kind
from pyaot.infer_mixed import bool_identity, method_dispatch, value_join
from pyaot.infer_namedtuple import is_namedtuple
from pyaot.typesys import UNKNOWN


_ISINSTANCE_HEADS = {"int": "int", "float": "float", "bool": "bool", "str": "str", "bytes": "bytes",
                     "list": "list", "dict": "dict", "set": "set", "tuple": "tuple"}


def _unknown(*es: ir.Expr | None) -> bool:
    return any(e is not None and e.type == UNKNOWN for e in es)


def stored_function(loc: ir.Loc, what: str) -> CompileError:
    return CompileError(loc, f"{what} holding a function or exception value",
                        "is not supported: each compiled function value is resolved at build "
                        "time, so a container cannot hold one",
                        "store data, not functions: call the function where the value is "
                        "made, or pass what varies as an argument to one function; a loop "
                        "may iterate a display of functions (`for f in [g, h]:`, or of "
                        "tuples holding them) where the loop itself uses them")



def tuple_index(indices: list[ir.Expr], loc: ir.Loc) -> list[ir.Expr]:
    """`d[r, c]` of anything but an array indexes with the tuple `(r, c)`,
    as Python does (a dict keyed by pairs). Slices stay apart (no tuple
    holds one as a key)."""
    if len(indices) < 2 or any(isinstance(i, ir.SliceExpr) for i in indices):
        return indices
    return [ir.TupleExpr(indices, loc, type=types.make("tuple", *(i.type for i in indices)))]

class ObjectTyping:
    def __init__(self, fi: FunctionTyping):
        self.fi = fi

    # ------------------------------------------------------------ displays

    def element_join(self, elts: list[ir.Expr], what: str, loc: ir.Loc) -> str:
        """The one type of a display's elements (no implicit promotion:
        [1, 2.5] holds an int and a float in Python, which prints differently)."""
        known = [e for e in elts if e.type != UNKNOWN]
        for e in known:
            if types.head(e.type) in ("fn", "exception") or types.stores_function(e.type):
                raise stored_function(e.loc, what)
        if not known:
            return types.HOLE if not elts else UNKNOWN
        t = known[0].type
        for e in known[1:]:
            # [1, "a"]: a list[int | str]. A set or dict keeps the first of
            # equal keys (1 and 1.0): numbers of two types stay refused there.
            joined = value_join(self.fi, t, e.type, what not in ("set display", "dict keys"),
                                unions=what != "*args")
            if joined is None:
                raise CompileError(e.loc, f"{what} of {types.python(t)} and "
                                   f"{types.python(e.type)}", "a compiled set or dict holds "
                                   "keys of one number type (of 1 and 1.0 Python keeps the "
                                   "first)" if types.union_of(t, e.type) is not None else
                                   "a compiled container holds one element type", "convert the elements to one type, "
                                   "e.g. write 1.0 instead of 1 in a list of floats")
            t = joined
        return t

    def list_display(self, e: ir.ListExpr, assigned) -> ir.Expr:
        elts = [x if x.type is not None else self.fi.value(x, assigned, f"{e.kind} element")
                for x in e.elts]
        what = "*args" if e.kind == "tuple" else f"{e.kind} display"
        elem = self.element_join(elts, what, e.loc)
        if elem == UNKNOWN:
            return ir.ListExpr(elts, e.loc, type=UNKNOWN, kind=e.kind)
        if e.kind == "set":
            self._hashable(elem, "set element", e.loc)
        elts = [self.fi.convert(x, elem, f"{e.kind} element") for x in elts]
        t = types.make("tuple", elem, "...") if e.kind == "tuple" else types.make(e.kind, elem)
        return ir.ListExpr(elts, e.loc, type=t, kind=e.kind)

    def dict_display(self, e: ir.DictExpr, assigned) -> ir.Expr:
        # Python evaluates key, value, key, value... in order.
        keys, values = [], []
        for k, v in zip(e.keys, e.values):
            keys.append(self.fi.value(k, assigned, "dict key"))
            values.append(self.fi.value(v, assigned, "dict value"))
        kt = self.element_join(keys, "dict keys", e.loc)
        vt = self.element_join(values, "dict values", e.loc)
        if UNKNOWN in (kt, vt):
            return ir.DictExpr(keys, values, e.loc, type=UNKNOWN)
        self._hashable(kt, "dict key", e.loc)
        keys = [self.fi.convert(k, kt, "dict key") for k in keys]
        values = [self.fi.convert(v, vt, "dict value") for v in values]
        return ir.DictExpr(keys, values, e.loc, type=types.make("dict", kt, vt))

    def _hashable(self, t: str, what: str, loc: ir.Loc) -> None:
        if t != types.HOLE and not types.hashable(t):
            raise CompileError(loc, f"{what} of type {types.python(t)}",
                               "is unhashable (TypeError in Python)",
                               "use a tuple or str instead")

    def tuple_display(self, e: ir.TupleExpr, assigned) -> ir.Expr:
        elts = [self.fi.expr(x, assigned) for x in e.elts]
        if _unknown(*elts):
            return ir.TupleExpr(elts, e.loc, type=UNKNOWN)
        if any(x.type in ("symbol", "tuple") for x in elts):
            return ir.TupleExpr(elts, e.loc, type="tuple")  # an operator argument (axes)
        for x in elts:
            self.fi.plain(x, "tuple element")
        return ir.TupleExpr(elts, e.loc, type=types.make("tuple", *(x.type for x in elts)))

    def comprehension(self, e: ir.Comprehension, assigned) -> ir.Expr:
        inner = set(assigned) if assigned is not None else None
        generators = []
        # What the conditions prove (`if isinstance(s, Circle)`, `if x is not
        # None`) holds for later conditions and the element.
        proven: set[str] = set()
        members: dict[str, str] = {}
        narrowing = self.fi.statements.with_narrowed
        for g in e.generators:
            iterable = narrowing(set(proven), lambda g=g: self.iterated(
                iterable_of(self.fi, self.fi.expr(g.iter, inner))), dict(members))
            elem = UNKNOWN if iterable.type == UNKNOWN else self.element_of(iterable)
            self.fi.bind_target(g.target, elem, g.loc, inner)
            for name in ir.target_names(g.target):  # bound again: proven nothing yet
                proven.discard(name)
                members.pop(name, None)
            conds = []
            for c in g.conds:
                conds.append(narrowing(set(proven), lambda c=c: self.fi.truth(c, inner),
                                       dict(members)))
                names, held = self.fi.statements.proven_by(c)
                proven |= names
                members.update(held)
            generators.append(ir.CompFor(g.target, iterable, conds, g.loc))
        key = narrowing(set(proven), lambda: self.fi.value(e.key, inner, "dict key"),
                        dict(members)) if e.key is not None else None
        elt = narrowing(set(proven), lambda: self.fi.value(e.elt, inner, "comprehension element"),
                        dict(members))
        for part in (key, elt):
            if part is not None and (types.head(part.type) in ("fn", "exception")
                                     or types.stores_function(part.type)):
                raise stored_function(part.loc, f"{e.kind} comprehension")
        if _unknown(key, elt):
            t = UNKNOWN
        elif e.kind == "dict":
            self._hashable(key.type, "dict key", e.loc)
            t = types.make("dict", key.type, elt.type)
        elif e.kind == "gen":
            t = types.make("iter", elt.type)
        else:
            if e.kind == "set":
                self._hashable(elt.type, "set element", e.loc)
            t = types.make(e.kind, elt.type)
        return ir.Comprehension(e.kind, elt, key, generators, e.loc, type=t)

    @staticmethod
    def iterated(iterable: ir.Expr) -> ir.Expr:
        """What a loop iterates: an Optional's value, tested at run time
        (TypeError: 'NoneType' object is not iterable, as CPython raises)."""
        t = iterable.type
        if types.head(t) != "Optional" or types.element(types.args(t)[0]) is None:
            return iterable
        return ir.Unwrap(iterable, ir.ITERATED, iterable.loc, type=types.args(t)[0])

    def element_of(self, iterable: ir.Expr) -> str:
        t = iterable.type
        elem = types.element(t)
        if elem is None and types.head(t) == "obj":
            raise CompileError(iterable.loc, f"iteration over a {types.python(t)}",
                               "is not supported: its class defines no __iter__",
                               "define __iter__ in the class: a generator method (`for v in "
                               "self.items: yield v`) or `return iter(self.items)`")
        if elem is None:
            raise CompileError(iterable.loc, f"iteration over a {types.python(t)}",
                               "is not supported", "iterate over a list, str, dict, set, "
                               "range, a tuple of one element type, or enumerate/zip/reversed "
                               "of those")
        return elem

    # ------------------------------------------------------------ access

    def subscript(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        t = value.type
        indices = tuple_index(indices, e.loc)
        if len(indices) != 1:
            raise CompileError(e.loc, f"multi-dimensional index of a {types.python(t)}",
                               "is not supported", "index one level at a time: x[i][j]")
        index = indices[0]
        spread = types.spread(t) if not isinstance(index, ir.SliceExpr) else None
        if spread is not None:  # tok[1] of a tuple[str, int] | tuple[str, str]: an int | str
            value = ir.Convert(value, spread, value.loc, type=spread, kind="items")
            t = spread
        if types.head(t) == "tuple" and not types.is_vtuple(t):
            sliced = _tuple_slice(value, index, e.loc)
            return sliced if sliced is not None else self._tuple_item(e, value, index)
        if isinstance(index, ir.SliceExpr):
            parts = [p if p is not None else ir.Const(None, index.loc, type=ir.NONE)
                     for p in (index.lower, index.upper, index.step)]
            return self.fi.call_op("pyaot.getslice", [value, *parts], {}, e.loc)
        return self.fi.call_op("operator.getitem", [value, index], {}, e.loc)

    def _tuple_item(self, e: ir.Subscript, value: ir.Expr, index: ir.Expr) -> ir.Expr:
        members = types.args(value.type)
        literal = _literal_int(index)
        if literal is not None:  # t[-1]
            index = ir.Const(literal, index.loc, type=ir.INT)
        if not (isinstance(index, ir.Const) and type(index.value) is int):
            item = types.element(value.type)
            if item is not None and members and index.type in (ir.INT, ir.BOOL):
                # Every item has the same type: index at run time.
                return ir.TupleItem(value, e.loc, type=item, index=index)
            raise CompileError(index.loc, "tuple index that is not a constant",
                               "each tuple element has its own type, so the index must be "
                               "known at compile time", "index with a literal (t[0]), or use "
                               "a list for a homogeneous sequence")
        k = index.value + len(members) if index.value < 0 else index.value
        if not 0 <= k < len(members):
            raise CompileError(index.loc, f"tuple index {index.value}",
                               f"is out of range for a tuple of {len(members)} "
                               "(IndexError in Python)", "use an index within the tuple")
        return ir.TupleItem(value, e.loc, type=members[k], position=k)

    def store_item(self, s: ir.StoreItem, container: ir.Expr, indices: list[ir.Expr],
                   value: ir.Expr) -> ir.Stmt:
        sliced = next((i for i in indices if isinstance(i, ir.SliceExpr)), None)
        if sliced is not None and len(indices) == 1:  # xs[i:j] = iterable
            parts = [p if p is not None else ir.Const(None, sliced.loc, type=ir.NONE)
                     for p in (sliced.lower, sliced.upper, sliced.step)]
            call = self.fi.call_op("pyaot.setslice", [container, *parts, value], {}, s.loc)
            return ir.ExprStmt(call, s.loc)
        if sliced is not None:  # an array's slices can be assigned (pyaot.infer_nd_index)
            raise unsupported(sliced.loc, "assignment to a multi-dimensional slice of a "
                              f"{types.python(container.type)}", "assign element by element "
                              "in a loop")
        indices = tuple_index(indices, s.loc)
        if len(indices) != 1:
            raise CompileError(s.loc, f"assignment to this subscript of a "
                               f"{types.python(container.type)}", "is not supported",
                               "assign one element: x[i] = v")
        if container.type == "list[None]" and value.type not in (ir.NONE, UNKNOWN):
            # xs = [None] * n as a placeholder filled later (float_points.py):
            # a list[Optional[Point]] (pyaot.infer_holes)
            args = [container, indices[0], value]
            if widen_none(self.fi, self.fi.inf.ops.ops.get("operator.setitem"), args):
                return ir.ExprStmt(ir.Call("op", "operator.setitem", args, s.loc, type=UNKNOWN),
                                   s.loc)
            raise CompileError(s.loc, f"assignment of {types.python(value.type)} into a "
                               "list[None]", "a compiled list holds one type, and [None] * n "
                               "makes a list of None", "build the list by appending (xs = [] "
                               "then xs.append(v)) or with a comprehension "
                               "([make(i) for i in range(n)])")
        call = self.fi.call_op("operator.setitem", [container, indices[0], value], {}, s.loc)
        return ir.ExprStmt(call, s.loc)

    def method(self, e: ir.Call, receiver: ir.Expr, args: list[ir.Expr],
               keywords: dict[str, ir.Expr]) -> ir.Expr:
        t = receiver.type
        head = types.head(types.args(t)[0] if types.head(t) == "Optional" else t)
        name = f"{head}.{e.callee}"
        base = types.native_base(t)
        if name not in self.fi.inf.ops.ops and base is not None:
            if e.callee in self.fi.inf.ops.hidden_methods(head):  # frozenset's add
                raise CompileError(e.loc, f"method .{e.callee}() of {types.python(t)}",
                                   f"does not exist ('{head}' object has no attribute "
                                   f"'{e.callee}': AttributeError in Python)",
                                   f"make a set of it to change: s = set(x); s.{e.callee}(...)")
            name = f"{types.head(base)}.{e.callee}"  # inherited: Counter.items is dict.items
        dispatched = method_dispatch(self.fi, e, receiver, [plain_argument(a) for a in args],
                                     {k: plain_argument(v) for k, v in keywords.items()}) \
            if head == "Union" and types.head(t) == "Union" else None
        if dispatched is not None:  # values.copy() of a dict | bool: the member held's
            return dispatched
        if name not in self.fi.inf.ops.ops:
            known = sorted(n.split(".", 1)[1] for n in self.fi.inf.ops.ops
                           if n.startswith(head + "."))
            hint = f"supported {head} methods: {', '.join(known) or 'none'}"
            if name == "str.format":
                hint = ("str.format() is compiled when its template is a string literal "
                        "('{} {}'.format(a, b)); write the template there, or an f-string")
            raise CompileError(e.loc, f"method .{e.callee}() of {types.python(t)}",
                               "is not supported by compiled code", hint)
        args = [plain_argument(a) for a in args]
        keywords = {k: plain_argument(v) for k, v in keywords.items()}
        return self.fi.call_op(name, [receiver, *args], keywords, e.loc)

    # ------------------------------------------------------------ tests

    def isinstance_(self, e: ir.Call, value: ir.Expr, exact: bool = False) -> ir.Expr:
        """isinstance(x, T) is decided by x's static type (bool is an int,
        as in Python). x is still evaluated for its effects. `exact`:
        `type(x) is T` (pyaot.frontend.type_tests), true of T itself only."""
        if value.type == UNKNOWN:
            return ir.Call("op", e.callee, [value, e.args[1]], e.loc, type=UNKNOWN)
        names = [s.value for s in e.args[1].elts]
        if pattern_kind(names) is not None:  # a `match` statement's sequence or mapping test
            return kind_test(self.fi, value, names[0], e.loc)
        t = value.type
        if types.head(t) == "Optional":
            # None is none of the types; otherwise the value's own test.
            inner_type = types.args(t)[0]
            placeholder = ir.Name("pyaot.inner", value.loc, type=inner_type)
            inner = self.isinstance_(e, placeholder, exact)
            if types.head(inner_type) != "Union" and isinstance(inner.result, bool):
                # Of an Optional[Point]: whether it is not None, or never.
                return ir.IsNone(value, True, e.loc, type=ir.BOOL) if inner.result \
                    else ir.IsInstance(value, e.loc, type=ir.BOOL, result=False)
            if types.head(inner_type) != "Union":
                what = "type() comparison" if exact else "isinstance()"
                raise CompileError(e.loc, f"{what} of {types.python(t)}",
                                   "depends on whether the value is None at run time",
                                   "test `x is None` / `x is not None` instead")
            return ir.IsInstance(value, e.loc, type=ir.BOOL, scalars=inner.scalars,
                                 members=inner.members, optional=True, exact=exact)
        head = types.head(t)
        if head == "Union":  # decided by the member held at run time
            scalars = ("int", "float", "bool", "str", "bytes")
            containers = ("list", "dict", "set", "tuple")
            members = [m for m in types.args(t)
                       if types.head(m) in names and types.head(m) in containers
                       or (types.head(m) == "obj" and f"class:{types.args(m)[0]}" in names)]
            if exact and any(types.head(m) == "obj" for m in members):
                raise CompileError(e.loc, "type() comparison of a union "
                                   f"({types.python(t)}) with a class",
                                   "is not supported (a union's instance member may hold a "
                                   "subclass's instance)",
                                   "use isinstance(x, C), or narrow the value first")
            held = [n for n in names if n in scalars and any(
                m == n or (n == "int" and m == "bool" and not exact) for m in types.args(t))]
            # No member can be one: false, and the branch it guards is not
            # typed (json.dumps's float case for a union of ints and strs).
            return ir.IsInstance(value, e.loc, type=ir.BOOL, exact=exact, scalars=held,
                                 members=members, result=None if held or members else False)
        if head == "exception":  # a caught exception: its class, at run time
            excs = [n.removeprefix("exc:") for n in names if n.startswith("exc:")]
            return ir.IsInstance(value, e.loc, type=ir.BOOL, classes=excs, result=None
                                 if excs else False, exact=exact)
        classes = [n[6:] for n in names if n.startswith("class:")]
        if head == "obj" and "tuple" in names and is_namedtuple(self.fi.classes.info(t)):
            # A tuple subclass: an instance, but its type is not tuple.
            return ir.IsInstance(value, e.loc, type=ir.BOOL, result=not exact)
        if head == "obj" and classes:
            static = types.args(t)[0]
            cl = self.fi.classes
            if exact:  # the class it was made as, at run time
                made_as = [c for c in classes if c == static or cl.is_subclass(c, static)]
                return ir.IsInstance(value, e.loc, type=ir.BOOL, classes=made_as, exact=True,
                                     result=None if made_as else False)
            if any(cl.is_subclass(static, c) for c in classes):
                return ir.IsInstance(value, e.loc, type=ir.BOOL, result=True)
            # The object may be an instance of a subclass: checked at run time.
            subclasses = [c for c in classes if cl.is_subclass(c, static)]
            if subclasses:
                return ir.IsInstance(value, e.loc, type=ir.BOOL, classes=subclasses)
            return ir.IsInstance(value, e.loc, type=ir.BOOL, result=False)
        result = any(head == n or (n == "int" and head == "bool" and not exact) for n in names)
        return ir.IsInstance(value, e.loc, type=ir.BOOL, result=result)

    def identity(self, left: ir.Expr, right: ir.Expr, negate: bool, loc: ir.Loc) -> ir.Expr:
        """`left is right`: a None test, or the identity of two objects
        (class instances, lists, dicts, sets: what Python programs compare
        by identity). Values without an identity of their own here (numbers,
        str, tuples) are refused: CPython's answer for them depends on its
        caching of small ints and interned strings."""
        if right.type == ir.NONE:
            return self.is_none(left, negate, loc)
        if left.type == ir.NONE:
            return self.is_none(right, negate, loc)
        singleton = bool_identity(self.fi, left, right, negate, loc)
        if singleton is not None:  # `values is False` of a dict | bool
            return singleton
        for side in (left, right):
            if _identity_kind(side.type) is None:
                word = "is not" if negate else "is"
                if types.native_cpp(types.head(side.type)) is not None:  # random.Random
                    raise CompileError(loc, f"'{word}' comparison of a "
                                       f"{types.python(side.type)}", "is not supported",
                                       "compare with == or != (as in CPython, such an object "
                                       "equals only itself)")
                if types.native_generic(side.type) is not None:  # a frozenset, a deque
                    raise CompileError(loc, f"'{word}' comparison of a "
                                       f"{types.python(side.type)}", "is not supported",
                                       "compare values with == or !=")
                raise CompileError(loc, f"'{word}' comparison of a {types.python(side.type)}",
                                   "has no identity in compiled code (CPython's answer depends "
                                   "on its caching of small ints and strings)",
                                   "compare values with == or !=")
        return ir.Identity(left, right, negate, loc, type=ir.BOOL,
                           same_kind=_identity_kind(left.type) == _identity_kind(right.type))

    def is_none(self, value: ir.Expr, negate: bool, loc: ir.Loc) -> ir.Expr:
        t = value.type
        if types.head(t) == "Optional":
            result = None  # tested at run time
        else:
            result = (t == ir.NONE) != negate
        return ir.IsNone(value, negate, loc, type=ir.BOOL, result=result)


def _tuple_slice(value: ir.Expr, index: ir.Expr, loc: ir.Loc) -> ir.Expr | None:
    """`t[1:]` of a tuple of fixed length, a variable's, with literal bounds:
    the tuple of the items it keeps (each has its own type); None otherwise."""
    if not isinstance(index, ir.SliceExpr) or not isinstance(value, ir.Name):
        return None
    parts = (index.lower, index.upper, index.step)
    bounds = [None if p is None else _literal_int(p) for p in parts]
    if any(b is None and p is not None for b, p in zip(bounds, parts)) or bounds[2] == 0:
        return None
    members = types.args(value.type)
    kept = range(len(members))[slice(*bounds)]
    if not kept:
        raise CompileError(loc, f"slice of a {types.python(value.type)} that keeps no item",
                           "is not supported (an empty tuple has no item type here)",
                           "test the length first, or slice a list")
    return ir.TupleExpr([ir.TupleItem(value, loc, type=members[k], position=k) for k in kept],
                        loc, type=types.make("tuple", *(members[k] for k in kept)))


def _literal_int(e: ir.Expr) -> int | None:
    """The int a literal (`3`, `-1`) is; None for anything else."""
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        inner = _literal_int(e.args[0])
        return None if inner is None else -inner
    return e.value if isinstance(e, ir.Const) and type(e.value) is int else None


def _identity_kind(t: str) -> str | None:
    """What an `is` test compares for a value of type t: "obj" (a class
    instance, or None), a container kind, or None when t has no identity."""
    if types.head(t) == "Optional":
        t = types.args(t)[0]
    head = types.head(t)
    if head == "Union":  # an Equality | Edit: the instance held
        kinds = {_identity_kind(m) for m in types.args(t)}
        return "obj" if kinds == {"obj"} else None
    return head if head in types.IDENTITY_HEADS else None


def plain_argument(e: ir.Expr) -> ir.Expr:
    """A method argument the front end read as an operator argument (it did
    not know the receiver's type): string literals and None become values."""
    if isinstance(e, ir.Symbol):
        if e.value == "None":
            return ir.Const(None, e.loc, type=ir.NONE)
        if not e.value.startswith("numpy."):
            return ir.Const(ast.literal_eval(e.value), e.loc, type=ir.STR)
    if isinstance(e, ir.TupleExpr) and any(isinstance(x, ir.Symbol) for x in e.elts):
        elts = [plain_argument(x) for x in e.elts]
        return ir.TupleExpr(elts, e.loc, type=types.make("tuple", *(x.type for x in elts)))
    return e
