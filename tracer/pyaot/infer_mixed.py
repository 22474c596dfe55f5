"""Heterogeneous values (issue #25): the type of an expression whose parts
differ in type: a conditional expression, `a or b` / `a and b`, and the
elements of a display. Types join where one fits both (None with a value, a
subclass with its base); otherwise the value is a union (`int | str`), a
tagged variant that keeps each value's own type, as CPython does."""

from __future__ import annotations

import builtins
from typing import Callable

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_namedtuple import is_namedtuple

UNKNOWN = types.UNKNOWN


def value_join(fi: FunctionTyping, a: str, b: str, numbers_apart: bool = True,
               unions: bool = True) -> str | None:
    """The type holding values of types a and b: their join, their classes'
    common base, or else (with `unions`) their union; None where none is
    made (see typesys.union_of for `numbers_apart`)."""
    joined = types.join(a, b)
    if joined is None and types.head(a) == "obj" and types.head(b) == "obj":
        base = fi.classes.common_base(types.args(a)[0], types.args(b)[0])
        joined = f"obj[{base}]" if base else None
    if joined is None and unions:
        joined = types.union_of(a, b, numbers_apart)
    return joined


def returns_join(fi: FunctionTyping, a: str, b: str) -> str | None:
    """The type a virtual call returns where its methods return a and b: the
    same type; T | None of T and None (a base method returning None or
    raising NotImplementedError, an override returning a Task); the common
    base of two classes (either perhaps None); int | float of an int and a
    float (each override's number kept, as CPython's). None where there is
    none."""
    def core(t: str) -> str | None:
        return None if t == ir.NONE else \
            types.args(t)[0] if types.head(t) == "Optional" else t
    if a == b:
        return a
    x, y = core(a), core(b)
    if x is None or y is None:
        inner = x if y is None else y
        return ir.NONE if inner is None else types.optional(inner)
    if x != y and {x, y} <= {ir.INT, ir.FLOAT}:  # Rect.area an int, Circle.area a float
        joined = types.union_of(x, y)
    elif x != y and all(_tuples_only(t) for t in (x, y)):
        joined = types.union_of(x, y)  # Num.key() is (v,), Add.key() is (op, l, r): each kept
    else:
        joined = x if x == y else value_join(fi, x, y, unions=False)
    if joined is None or (joined != x or x != y) and types.head(joined) not in ("obj", "Union"):
        return None
    return types.optional(joined) if ir.NONE in (a, b) or a != x or b != y else joined


def _tuples_only(t: str) -> bool:
    """A tuple type, or a union of tuple types only."""
    return types.head(t) == "tuple" or types.head(t) == "Union" and \
        all(types.head(m) == "tuple" for m in types.args(t))


def class_widened(fi: FunctionTyping, have: str, value: str) -> str | None:
    """The type a field or module variable holding `have` (an instance, or
    None) must have for a `value` of another class to be stored: their
    common base (`determined_by` holding an Equality | None, then an Edit:
    a Constraint | None). None where there is no such base."""
    joined = returns_join(fi, have, value)
    if joined is None or joined == have:
        return None
    inner = types.args(joined)[0] if types.head(joined) == "Optional" else joined
    return joined if types.head(inner) == "obj" else None


def bool_op(fi: FunctionTyping, e: ir.BoolOp, values: list[ir.Expr],
            truth_context: bool) -> ir.Expr:
    """`a or b` / `a and b` of typed operands: Python returns the operand
    that decided, so the result is the join or union of the types an operand
    can be returned as (typesys.boolop_result)."""
    kinds = {v.type for v in values}
    if UNKNOWN in kinds:
        return ir.BoolOp(e.op, values, e.loc, type=UNKNOWN)
    if len(kinds) == 1:
        return ir.BoolOp(e.op, values, e.loc, type=values[0].type)
    if truth_context:
        values = [v if v.type == ir.BOOL else ir.Truth(v, v.loc, type=ir.BOOL) for v in values]
        return ir.BoolOp(e.op, values, e.loc, type=ir.BOOL)
    t = types.boolop_result(e.op, [v.type for v in values])
    if t is not None:  # `name or "anon"`, `count or "-"`
        # A None before the last operand of `or` is never returned (only evaluated).
        values = [v if e.op == "or" and v.type == ir.NONE and i < len(values) - 1
                  else fi.convert(v, t, f"operand of '{e.op}'") for i, v in enumerate(values)]
        return ir.BoolOp(e.op, values, e.loc, type=t)
    listed = " and ".join(sorted(types.python(k) for k in kinds))
    raise CompileError(e.loc, f"'{e.op}' of {listed}",
                       "the result's type would depend on the values (Python returns "
                       "one of the operands)",
                       "make the operands the same type, or test them with "
                       "bool(...) if only truth matters")


_SCALARS = ("int", "float", "bool", "str", "bytes")


def repeatable(e: ir.Expr) -> bool:
    """Can e be evaluated again with no effect Python would see: a variable,
    constant, field, or an item of a list, tuple, dict or str at such an
    index; a dict display of constants (a module's table of functions)."""
    if isinstance(e, (ir.Name, ir.Const, ir.TempRef, ir.GlobalRef)):  # a TempRef: computed once
        return True
    if isinstance(e, ir.DictExpr):
        return all(isinstance(x, ir.Const) for x in [*e.keys, *e.values])
    if isinstance(e, (ir.Convert, ir.Unwrap)):  # an Unwrap raises on None the first time
        return repeatable(e.value)
    if isinstance(e, ir.Attribute):
        return types.head(e.value.type) == "obj" and repeatable(e.value)
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.getitem":
        return types.head(e.args[0].type) in ("list", "tuple", "dict", "str") and \
            all(repeatable(a) for a in e.args)
    return False


# Operators whose C++ function has an overload taking a union (a visit
# of the member held): `f"{v or '.':>6}"`, `math.floor(x * y)` of an
# int | float, the union evaluated once.
_VISITED = ("builtins.format", "math.floor", "math.ceil", "math.trunc", "builtins.int",
            "builtins.round")


def _visited(fi: FunctionTyping, name: str, args: list[ir.Expr], u: ir.Expr,
             loc: ir.Loc) -> ir.Expr | None:
    """One call of the operator's C++ function on the union itself, where
    every member resolves to that function with one result type."""
    op = fi.inf.ops.ops[name]
    sigs = [op.resolve([m if a is u else a.type for a in args], upcast=fi.upcast)
            for m in types.args(u.type)]
    if any(s is None for s in sigs) or len({(s.cpp, s.result, s.header) for s in sigs}) != 1:
        return None
    fi.inf.headers.add(sigs[0].header)
    return ir.Call("op", name, args, loc, type=sigs[0].result, target=sigs[0].cpp)


def member_dispatch(fi: FunctionTyping, name: str, args: list[ir.Expr],
                    keywords: dict[str, ir.Expr], loc: ir.Loc) -> ir.Expr | None:
    """`abs(x)` or `f"{x:>6}"` of a union x every member of which the
    operator accepts: a test of the member held, then the operator on it (an
    IfExp chain, so x must be repeatable: a variable, field or item). None
    when it does not apply."""
    if name in ("operator.contains", "operator.getitem") and len(args) == 2 and not keywords:
        maybe = _optional_key(fi, name, args, loc)
        if maybe is not None:
            return maybe
    unions = [a for a in args if types.head(a.type) == "Union"]
    visited = _visited(fi, name, args, unions[0], loc) \
        if len(unions) == 1 and not keywords and name in _VISITED else None
    if visited is not None:
        return visited
    if len(args) == 2 and not keywords and all(len(_members(a.type)) > 1 for a in args) and \
            any(len(_members(a.type)) > 2 or types.head(a.type) == "Union" for a in args):
        # OPS[op](x, y), a ** b of two values that may be numbers, strs or None
        return _pair_dispatch(fi, name, args[0], args[1], loc)
    if not unions:  # `-parse()` of an int | str | None: None is one more member
        unions = [a for a in args if types.head(a.type) == "Optional"
                  and types.head(types.args(a.type)[0]) == "Union"]
    if len(unions) != 1:
        return None
    u = unions[0]
    # The union is evaluated by the test and again by the arm taken; operands
    # before it must be repeatable too (Python evaluates them first), later
    # ones are evaluated once, by the arm.
    before = args[:args.index(u)]
    if not all(repeatable(a) or isinstance(a, _UNSEEN) for a in before):
        return None
    if not repeatable(u):
        return _once(fi, name, args, keywords, u, loc)
    others = [a for a in [*args, *keywords.values()] if a is not u]

    def on_member(m: str, narrowed: ir.Expr) -> ir.Expr | tuple[str, str] | None:
        try:
            return fi.call_op(name, [narrowed if a is u else a for a in args], keywords, loc)
        except CompileError:
            absent = _never_in(name, args, u, m, loc)
            if absent is not None:
                return absent
            if _never_key(name, args, u, m):
                return ("KeyError", "")
            message = None if keywords else \
                member_error(name, [m if a is u else a.type for a in args])
            return None if message is None else ("TypeError", message)
    return dispatch(fi, u, on_member, others, loc)


# Operands whose evaluation nothing can see or change: each arm may make
# them again, and a union after them may be evaluated first.
_UNSEEN = (ir.Const, ir.FnValue, ir.Symbol)


def _once(fi: FunctionTyping, name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
          u: ir.Expr, loc: ir.Loc) -> ir.Expr | None:
    """member_dispatch of a union u that is not repeatable (`-parse()`, a
    call's result): u evaluated once into a temporary, then the dispatch on
    that. Only where no operand before u could see the difference (Python
    evaluates those first): constants and function values."""
    if not all(isinstance(a, _UNSEEN) for a in args[:args.index(u)]):
        return None
    held = ir.TempRef(0, u.loc, type=u.type)
    body = member_dispatch(fi, name, [held if a is u else a for a in args], keywords, loc)
    return None if body is None else ir.Once(u, body, loc, type=body.type)


_ANY_NUMBER = ("bool", "int", "float", "complex")


def _never_equal(container: str, m: str) -> bool:
    """Can no element (key) of a dict, set or list of type `container` equal
    a value of member m (a str among int keys, None among strs), and would
    CPython's lookup answer so without raising? Not where its answer could
    differ: numbers of two types (1 == 1.0), instances (their own __eq__),
    an unhashable value in a dict or set (TypeError), members of one kind
    (tuples of other items)."""
    if types.head(container) not in ("dict", "set", "list"):
        return False
    element = types.args(container)[0]
    if not (types.only_values(m) and types.only_values(element)):
        return False
    if types.head(container) != "list" and not types.hashable(m):
        return False
    if types.head(element) in ("Optional", "Union"):
        return False
    return types.head(m) != types.head(element) and \
        not (m in _ANY_NUMBER and element in _ANY_NUMBER)


def _never_in(name: str, args: list[ir.Expr], u: ir.Expr, m: str,
              loc: ir.Loc) -> ir.Expr | None:
    """`x in c` where x holds member m, which no element of c can equal:
    False, as CPython answers once it has hashed x (a dict or set) or
    compared it with each element (a list)."""
    if name != "operator.contains" or len(args) != 2 or args[1] is not u or \
            not _never_equal(args[0].type, m):
        return None
    return ir.Const(False, loc, type=ir.BOOL)


def _never_key(name: str, args: list[ir.Expr], u: ir.Expr, m: str) -> bool:
    """`d[x]` where x holds member m, which no key of dict d can equal:
    KeyError(x), as CPython raises once it has hashed x."""
    return name == "operator.getitem" and len(args) == 2 and args[1] is u and \
        types.head(args[0].type) == "dict" and _never_equal(args[0].type, m)


def _optional_key(fi: FunctionTyping, name: str, args: list[ir.Expr],
                  loc: ir.Loc) -> ir.Expr | None:
    """`x in c` or `d[x]` where x may be None and no element or key can be
    None (a str-keyed dict): False or KeyError(None) for None, else the
    operator on the value held. Both operands repeatable (the test reads x,
    the arm both). None when it does not apply."""
    container, u = args
    if types.head(u.type) != "Optional" or not (repeatable(u) and repeatable(container)):
        return None
    absent = _never_in(name, args, u, ir.NONE, loc)
    if absent is None and not _never_key(name, args, u, ir.NONE):
        return None
    inner = types.args(u.type)[0]
    try:
        held = fi.call_op(name, [container, ir.Convert(u, inner, u.loc, type=inner)], {}, loc)
    except CompileError:
        return None
    if absent is None:
        absent = raised(fi, "KeyError", "", [container], held.type, loc,
                         ir.Const(None, u.loc, type=ir.NONE))
    return ir.IfExp(ir.IsNone(u, False, loc, type=ir.BOOL), absent, held, loc, type=held.type)


def _arms_result(fi: FunctionTyping, arms: list[ir.Expr | tuple[str, str]]) -> str | None:
    """The type of a dispatch's value: the join of its typed arms (an arm
    that raises has none); None when there is no typed arm, one is not typed
    yet, or two do not join."""
    made = [c for c in arms if not isinstance(c, tuple)]
    if not made or any(c.type == UNKNOWN for c in made):
        return None
    result = made[0].type
    for c in made[1:]:
        result = value_join(fi, result, c.type)
        if result is None:
            return None
    return result


def _pair_dispatch(fi: FunctionTyping, name: str, a: ir.Expr, b: ir.Expr,
                   loc: ir.Loc) -> ir.Expr | None:
    """`a - b` of two union variables (OPS[op](x, y) of values that may be
    numbers or strs): tests of the members held, then the operator on that
    pair, or the TypeError CPython raises for it. None when it does not
    apply (a pair neither typed nor known to raise)."""
    if not (repeatable(a) and repeatable(b)):
        return _pair_once(fi, name, a, b, loc)
    firsts, seconds = _members(a.type), _members(b.type)
    if any("bool" in ms and "int" in ms for ms in (firsts, seconds)):
        return None  # isinstance(x, int) holds for both
    arms: dict[tuple[str, str], ir.Expr | tuple[str, str]] = {}
    for m1 in firsts:
        for m2 in seconds:
            pair = [_held_value(a, m1), _held_value(b, m2)]
            try:
                arms[m1, m2] = fi.call_op(name, pair, {}, loc)
            except CompileError:
                message = member_error(name, [m1, m2])
                if message is None:
                    return None
                arms[m1, m2] = ("TypeError", message)
    result = _arms_result(fi, list(arms.values()))
    if result is None:
        return None

    def arm(c: ir.Expr | tuple[str, str]) -> ir.Expr:
        if isinstance(c, tuple):
            return raised(fi, c[0], c[1], [], result, loc)
        return fi.convert(c, result, "result")

    def held(u: ir.Expr, m: str) -> ir.Expr:
        if m == ir.NONE:
            return ir.IsNone(u, False, loc, type=ir.BOOL)
        optional = types.head(u.type) == "Optional"
        if optional and m == types.args(u.type)[0]:
            return ir.IsNone(u, True, loc, type=ir.BOOL)  # x: int | None holding an int
        return ir.IsInstance(u, loc, type=ir.BOOL, scalars=[m] if m in _SCALARS else [],
                             members=[] if m in _SCALARS else [m], optional=optional)

    # One flat chain of pair tests, a typed pair last (the C++ conditional
    # whose arms are all throws would have no type).
    pairs = sorted(arms, key=lambda p: not isinstance(arms[p], tuple))
    out = arm(arms[pairs[-1]])
    for m1, m2 in reversed(pairs[:-1]):
        test = ir.BoolOp("and", [held(a, m1), held(b, m2)], loc, type=ir.BOOL)
        out = ir.IfExp(test, arm(arms[m1, m2]), out, loc, type=result)
    return out


def _pair_once(fi: FunctionTyping, name: str, a: ir.Expr, b: ir.Expr,
               loc: ir.Loc) -> ir.Expr | None:
    """_pair_dispatch where one operand is a call's result (`base **
    self.factor()`): that one evaluated once into a temporary, then the
    dispatch on it. The other operand is read after it: it must be a
    constant, or a local variable that no closure the call may run can
    rebind (`nonlocal`), so reading it before or after gives one value, as
    Python's order (left first) does. None when it does not apply."""
    once, other = (b, a) if repeatable(a) else (a, b)
    if repeatable(once) or not (isinstance(other, _UNSEEN) or
                                isinstance(other, ir.Name) and _calls_no_closure(once)):
        return None
    held = ir.TempRef(0, once.loc, type=once.type)
    body = _pair_dispatch(fi, name, held if once is a else a, held if once is b else b, loc)
    return None if body is None else ir.Once(once, body, loc, type=body.type)


def _calls_no_closure(e: ir.Expr) -> bool:
    """Can nothing e runs be a closure (which alone could rebind a variable
    of the function it is nested in, `nonlocal`)? No call of a function
    value or of a nested function, no function value passed on, no
    iterator resumed (a nested generator's body)."""
    for n in ir.walk(e):
        if isinstance(n, ir.FnValue) or isinstance(n, ir.Call) and (
                n.kind == "value" or ".<locals>." in n.callee):
            return False
        if isinstance(n, ir.Name) and n.type not in (None, UNKNOWN) and \
                types.head(n.type) in ("iter", "fn"):
            return False
    return True


def _members(t: str) -> list[str]:
    """The types a value of type t may hold, for _pair_dispatch: a union's
    members, an Optional's value type or members and None, t itself
    otherwise."""
    if types.head(t) == "Optional":
        inner = types.args(t)[0]
        return [*_members(inner), ir.NONE]
    return list(types.args(t)) if types.head(t) == "Union" else [t]


def _held_value(u: ir.Expr, m: str) -> ir.Expr:
    """u as member m, where a test showed it holds m."""
    if m == ir.NONE:
        return ir.Const(None, u.loc, type=ir.NONE)
    return member_of(u, m)


def method_dispatch(fi: FunctionTyping, e: ir.Call, receiver: ir.Expr, args: list[ir.Expr],
                    keywords: dict[str, ir.Expr]) -> ir.Expr | None:
    """`values.copy()` of a dict | bool, `c.weaker_than(s)` of an Equality |
    Edit: the method of the member held, and where that member's Python
    type has no such method, the AttributeError CPython raises ('bool'
    object has no attribute 'copy'). None when it does not apply (a member
    whose method is not compiled)."""
    if not repeatable(receiver):  # evaluated by the test and by the arm taken
        return None
    method, loc = e.callee, e.loc

    def on_member(m: str, narrowed: ir.Expr) -> ir.Expr | tuple[str, str] | None:
        head = types.head(m)
        if head == "obj":  # a class's method (its own, or one it inherits)
            missing = _missing_method(fi, types.args(m)[0], method)
            if missing is not None:
                return ("AttributeError", missing)
            try:
                return fi.classes.method(e, narrowed, args, keywords)
            except CompileError:
                return None
        if head not in _NAMED:
            return None
        python_type = type(None) if head == "None" else getattr(builtins, head)
        if not hasattr(python_type, method):
            return ("AttributeError", f"'{_NAMED[head]}' object has no attribute '{method}'")
        if f"{head}.{method}" not in fi.inf.ops.ops:
            return None
        try:
            return fi.call_op(f"{head}.{method}", [narrowed, *args], keywords, loc)
        except CompileError:
            return None
    return dispatch(fi, receiver, on_member, [*args, *keywords.values()], loc)


def _missing_method(fi: FunctionTyping, q: str, method: str) -> str | None:
    """CPython's AttributeError message where no instance of class q (or of
    a subclass) has `method`: no method, field or class attribute of that
    name, and no __getattr__. None where one may have it."""
    cl = fi.classes
    if any(cl.find(c, n) is not None for c in [q, *cl.subclasses(q)]
           for n in (method, "__getattr__", "__getattribute__")) or \
            any(method in cl.fields(c) or method in cl.info(f"obj[{c}]").class_attrs
                for c in [q, *cl.subclasses(q)]):
        return None
    return f"'{cl.info(f'obj[{q}]').name}' object has no attribute '{method}'"


def attribute_dispatch(fi: FunctionTyping, e: ir.Attribute, value: ir.Expr) -> ir.Expr | None:
    """`c.strength` of an Equality | Edit (a union of classes): the field of
    the member held; of a str | Node (`node="root"` given a Node), the
    AttributeError CPython raises on the str. None where value is no such
    union, a class member has no such field or property, or a builtin
    member has the attribute (a method as a value)."""
    if types.head(value.type) != "Union" or not repeatable(value) or \
            not any(types.head(m) == "obj" for m in types.args(value.type)):
        return None

    def on_member(m: str, narrowed: ir.Expr) -> ir.Expr | tuple[str, str] | None:
        head = types.head(m)
        if head != "obj":
            if head not in _NAMED or hasattr(getattr(builtins, head), e.attr):
                return None
            return ("AttributeError", f"'{_NAMED[head]}' object has no attribute '{e.attr}'")
        missing = _missing_method(fi, types.args(m)[0], e.attr)
        if missing is not None:  # `node.left` of a Leaf | Branch holding a Leaf
            return ("AttributeError", missing)
        try:
            return fi.classes.attribute(e, narrowed)
        except CompileError:
            return None
    return dispatch(fi, value, on_member, [], e.loc)


def dispatch(fi: FunctionTyping, u: ir.Expr,
             on_member: Callable[[str, ir.Expr], ir.Expr | tuple[str, str] | None],
             others: list[ir.Expr], loc: ir.Loc) -> ir.Expr | None:
    """An operation on repeatable union u as a test of the member held, then
    on_member's expression for it: a value, or (exception, message) for
    what CPython raises on that member, after evaluating the operation's
    `others` operands as Python does. None when on_member refuses one, or
    no member gives a value."""
    # An int | str | None: its union's members, each tested, then None.
    optional = types.head(u.type) == "Optional"
    members = types.args(types.args(u.type)[0] if optional else u.type)
    if "bool" in members and "int" in members:  # isinstance(x, int) holds for both
        return None
    tried = [*members, ir.NONE] if optional else members
    calls: list[ir.Expr | tuple[str, str]] = []
    for m in tried:
        c = on_member(m, ir.Const(None, u.loc, type=ir.NONE) if m == ir.NONE else
                      member_of(u, m))
        if c is None:
            return None
        calls.append(c)
    result = _arms_result(fi, calls)
    if result is None:
        return None

    def arm(m: str, c: ir.Expr | tuple[str, str]) -> ir.Expr:
        if isinstance(c, tuple):
            key = member_of(u, m) if c[0] == "KeyError" else None
            return raised(fi, c[0], c[1], others, result, loc, key)
        return fi.convert(c, result, "result")
    # The raising arms first: a conditional whose two arms are both
    # throw-expressions is void in C++, so a value arm ends the chain, and
    # the last arm needs no test (the member left).
    arms = sorted(zip(tried, calls),
                  key=lambda mc: not isinstance(mc[1], tuple))
    out = arm(*arms[-1])
    for m, c in reversed(arms[:-1]):
        test = ir.IsNone(u, False, loc, type=ir.BOOL) if m == ir.NONE else \
            ir.IsInstance(u, loc, type=ir.BOOL, scalars=[m] if m in _SCALARS else [],
                          members=[] if m in _SCALARS else [m], optional=optional)
        out = ir.IfExp(test, arm(m, c), out, loc, type=result)
    return out


def member_of(u: ir.Expr, m: str) -> ir.Expr:
    """Member m of union u (of an int | str | None, the union's member: None
    unwrapped first), where a test showed it is held."""
    if types.head(u.type) == "Optional":
        inner = types.args(u.type)[0]
        u = ir.Convert(u, inner, u.loc, type=inner)
    return ir.Convert(u, m, u.loc, type=m)


_RAISING_OPS = {"TypeError": "pyaot.member_type_error",
                "AttributeError": "pyaot.member_attribute_error",
                "KeyError": "pyaot.member_key_error"}


def raised(fi: FunctionTyping, exception: str, message: str, evaluated: list[ir.Expr],
            result: str, loc: ir.Loc, key: ir.Expr | None = None) -> ir.Expr:
    """The `exception` (TypeError or AttributeError with `message`, or
    KeyError of the member held, `key`) raised, after the `evaluated`
    operands, where a value of type `result` is expected (an arm of the
    dispatch's conditional)."""
    name = _RAISING_OPS[exception]
    first = key if key is not None else ir.Const(message, loc, type=ir.STR)
    sig = fi.inf.ops.ops[name].resolve([first.type, *(a.type for a in evaluated)])
    fi.inf.headers.add(sig.header)
    return ir.Call("op", name, [first, *evaluated], loc, type=result, target=sig.cpp)


# The builtin types whose names CPython's TypeErrors below show, by head.
_NAMED = {"int": "int", "float": "float", "bool": "bool", "str": "str", "bytes": "bytes",
          "list": "list", "dict": "dict", "set": "set", "tuple": "tuple", "None": "NoneType"}
_SEQUENCES = ("str", "bytes", "list", "tuple")
_COMPARISONS = {"operator.lt": "<", "operator.le": "<=", "operator.gt": ">",
                "operator.ge": ">="}
_ARITHMETIC = {"operator.add": "+", "operator.sub": "-", "operator.mul": "*",
               "operator.truediv": "/", "operator.floordiv": "//", "operator.mod": "%",
               "operator.pow": "** or pow()", "operator.lshift": "<<", "operator.rshift": ">>",
               "operator.and_": "&", "operator.or_": "|", "operator.xor": "^"}
_UNARY = {"operator.neg": "-", "operator.pos": "+", "operator.invert": "~"}
# One-argument math functions taking a float: of any other builtin value,
# CPython's PyFloat_AsDouble raises "must be real number, not str".
_REAL_MATH = frozenset("math." + f for f in (
    "sqrt floor ceil exp exp2 expm1 log log2 log10 log1p sin cos tan asin acos atan sinh cosh "
    "tanh asinh acosh atanh fabs isnan isinf isfinite degrees radians erf erfc gamma lgamma "
    "cbrt").split())


def member_error(name: str, arg_types: list[str]) -> str | None:
    """The message of the TypeError CPython raises for operator `name` on
    operands of these types (the union's member held in place of the union),
    where every Python value of those types raises it alike; None where
    CPython's answer could differ (a class's own methods, `%` formatting a
    str, a list indexed with a str) or is not known here."""
    heads = [types.head(t) for t in arg_types]
    if any(h not in _NAMED for h in heads):
        return None
    shown = [_NAMED[h] for h in heads]
    if name == "operator.mul" and len(shown) == 2 and heads[0] in _SEQUENCES and \
            heads[1] not in ("int", "bool"):  # "a" * 2.0: the right's type, either way round
        return f"can't multiply sequence by non-int of type '{shown[1]}'"
    if name == "operator.mul" and len(shown) == 2 and heads[1] in _SEQUENCES and \
            heads[0] not in ("int", "bool", *_SEQUENCES):
        return f"can't multiply sequence by non-int of type '{shown[0]}'"
    if len(heads) == 2 and heads[0] == heads[1] and heads[0] in ("str", "bytes", "None") and \
            name in _ARITHMETIC and not (heads[0] != "None" and name in (
                "operator.add", "operator.mul", "operator.mod")):  # concatenation, formatting
        return (f"unsupported operand type(s) for {_ARITHMETIC[name]}: '{shown[0]}' and "
                f"'{shown[1]}'")  # "b" - "a", None ** None
    if len(heads) == 2 and (heads[0] == heads[1] or all(h in types.NUMBERS for h in heads)):
        return None  # list[int] + list[str]: Python's answer is no TypeError
    if name in _COMPARISONS and len(shown) == 2:
        return (f"'{_COMPARISONS[name]}' not supported between instances of "
                f"'{shown[0]}' and '{shown[1]}'")
    if name == "operator.add" and len(shown) == 2 and heads[0] in ("str", "list", "tuple"):
        return f'can only concatenate {shown[0]} (not "{shown[1]}") to {shown[0]}'
    if name in _ARITHMETIC and len(shown) == 2:
        if (name == "operator.mul" and any(h in _SEQUENCES for h in heads)) or \
                (name == "operator.mod" and heads[0] in ("str", "bytes")) or \
                (name == "operator.add" and heads[0] == "bytes"):
            return None  # repetition, formatting, bytes: other messages
        return (f"unsupported operand type(s) for {_ARITHMETIC[name]}: '{shown[0]}' and "
                f"'{shown[1]}'")
    if name in _UNARY and len(shown) == 1:
        return f"bad operand type for unary {_UNARY[name]}: '{shown[0]}'"
    if name == "operator.getitem" and heads[0] in ("int", "float", "bool", "set", "None"):
        return f"'{shown[0]}' object is not subscriptable"
    if name == "builtins.abs" and len(shown) == 1 and heads[0] not in types.NUMBERS:
        return f"bad operand type for abs(): '{shown[0]}'"
    if name in _REAL_MATH and len(shown) == 1 and heads[0] not in types.NUMBERS:
        return f"must be real number, not {shown[0]}"  # math.sqrt(None)
    if name == "builtins.len" and heads[0] in ("int", "float", "bool", "None"):
        return f"object of type '{shown[0]}' has no len()"
    return None


def optional_equality(fi: FunctionTyping, op: str, left: ir.Expr, right: ir.Expr,
                      loc: ir.Loc) -> ir.Expr | None:
    """`(r, c) == ko` where one side may be None and the other is not: None
    equals no such value (False for ==, True for !=), as in CPython; only a
    value is compared (the operands are TempRefs, evaluated once). None when
    it does not apply."""
    if op not in ("operator.eq", "operator.ne"):
        return None
    sides = [types.head(x.type) == "Optional" for x in (left, right)]
    if sides[0] == sides[1] or ir.NONE in (left.type, right.type):
        return None
    maybe = left if sides[0] else right
    inner = types.args(maybe.type)[0]
    value = ir.Convert(maybe, inner, maybe.loc, type=inner, kind="unwrap")
    operands = [value if maybe is left else left, value if maybe is right else right]
    test = unrelated_equality(fi, op, *operands, loc) or fi.call_op(op, operands, {}, loc)
    present = ir.IsNone(maybe, op == "operator.eq", loc, type=ir.BOOL)
    return ir.BoolOp("and" if op == "operator.eq" else "or", [present, test], loc, type=ir.BOOL)


def unrelated_equality(fi: FunctionTyping, op: str, left: ir.Expr,
                       right: ir.Expr, loc: ir.Loc) -> ir.Expr | None:
    """`node == "root"` of an instance whose class (and every subclass)
    has no __eq__/__ne__ of its own, and a builtin value: both sides'
    __eq__ return NotImplemented, so CPython compares identity: False for
    ==, True for !=. So too a builtin value and None. None when it does not
    apply (or an operand is not a variable or constant, whose evaluation
    could not be left out)."""
    def plain(x: ir.Expr) -> bool:
        return isinstance(x, (ir.Name, ir.Const, ir.TempRef)) or \
            (isinstance(x, ir.Convert) and plain(x.value))
    if op not in ("operator.eq", "operator.ne") or not (plain(left) and plain(right)):
        return None
    heads = [types.head(x.type) for x in (left, right)]
    if heads.count(ir.NONE) == 1 and all(h in _NAMED or h == "tuple" for h in heads):
        return ir.Const(op == "operator.ne", loc, type=ir.BOOL)  # `ch == prev` of a None
    if heads.count("obj") != 1 or \
            not all(h == "obj" or (h in _NAMED and h != "None") for h in heads):
        return None
    q = types.args((left if heads[0] == "obj" else right).type)[0]
    cl = fi.classes
    if any(cl.find(c, m) is not None for c in [q, *cl.subclasses(q)]
           for m in ("__eq__", "__ne__")) or \
            any(is_namedtuple(cl.info(f"obj[{c}]")) for c in [q, *cl.subclasses(q)]):
        return None  # a namedtuple equals the tuple of its fields
    return ir.Const(op == "operator.ne", loc, type=ir.BOOL)


def bool_identity(fi: FunctionTyping, left: ir.Expr, right: ir.Expr, negate: bool,
                  loc: ir.Loc) -> ir.Expr | None:
    """`x is False` / `x is not True`: True and False are singletons, so
    the test holds exactly when x is that bool: `x == False` of a bool, and
    of a union (a `dict | bool` a search returns) a test of the member held
    first. None when neither side is a bool constant, or the other side is
    not a bool, a union holding one, or repeatable."""
    const, other = (left, right) if isinstance(left, ir.Const) else (right, left)
    if not (isinstance(const, ir.Const) and const.type == ir.BOOL):
        return None
    if other.type == ir.BOOL:
        test = fi.call_op("operator.eq", [other, const], {}, loc)
    elif types.head(other.type) == "Union" and ir.BOOL in types.args(other.type) and \
            repeatable(other):
        held = ir.IsInstance(other, loc, type=ir.BOOL, scalars=[ir.BOOL])
        member = ir.Convert(other, ir.BOOL, other.loc, type=ir.BOOL, kind="narrow")
        test = ir.BoolOp("and", [held, fi.call_op("operator.eq", [member, const], {}, loc)],
                         loc, type=ir.BOOL)
    else:
        return None
    return fi.call_op("operator.not_", [test], {}, loc) if negate else test
