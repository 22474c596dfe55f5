"""The IR's type language: parsing, printing and unification (pyaot.emit.spell
spells types in C++).

Types are strings in the IR (plain data, stable in JSON) with this grammar:

    type  := name | name "[" type ("," type)* "]" | name "[]"
    name  := int | float | bool | str | bytes | None | range | list | dict | set
           | tuple | Optional | iter | ndarray | ? (UNKNOWN) | a type variable (T, K, V, U)

`list[int]`, `dict[str,list[float]]`, `tuple[int,str]`, `tuple[]` (the empty
tuple), `Optional[int]` (int | None), `iter[tuple[int,str]]` (what
enumerate/zip/dict.items return: usable only where an iterable is consumed),
`ndarray[float64,2]` (arrays, see pyaot.ndops), `Union[int,str]` (`int | str`:
a tagged variant; its members are read after an isinstance test narrows it). `_` is a hole: the element type
of an empty display not known yet (`xs = []` before `xs.append(1)`).
Operator declarations use the same grammar plus type variables and the
patterns `iterable[T]` (anything a for loop can consume, yielding T), `sized`
(anything len() accepts), `fixed_tuple[T]` (a tuple of fixed length >= 1
whose members are all T: `random.choice(("a", "b"))`), `values[T]` (a T made
of values alone: no class instances or functions) and `any`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

HOLE = "_"
UNKNOWN = "?"  # a type not known yet, during inference's lenient pass
SCALARS = ("int", "float", "bool")
CONTAINERS = ("list", "dict", "set", "tuple", "Optional", "Union", "iter")
TYPE_VARS = frozenset("TKVUR")


@dataclass(frozen=True)
class Type:
    head: str
    args: tuple["Type", ...] = ()
    bracket: bool = False  # `tuple[]` has brackets and no args

    def __str__(self) -> str:
        if not self.args and not self.bracket:
            return self.head
        return f"{self.head}[{','.join(str(a) for a in self.args)}]"


@cache
def parse(text: str) -> Type:
    pos = 0
    text = text.replace(" ", "")

    def term() -> Type:
        nonlocal pos
        start = pos
        while pos < len(text) and text[pos] not in "[],":
            pos += 1
        head = text[start:pos]
        if not head:
            raise ValueError(f"malformed type {text!r}")
        if pos < len(text) and text[pos] == "[":
            pos += 1
            args: list[Type] = []
            if text[pos] == "]":
                pos += 1
                return Type(head, (), True)
            while True:
                args.append(term())
                if text[pos] == ",":
                    pos += 1
                    continue
                if text[pos] == "]":
                    pos += 1
                    return Type(head, tuple(args), True)
                raise ValueError(f"malformed type {text!r}")
        return Type(head)

    result = term()
    if pos != len(text):
        raise ValueError(f"malformed type {text!r}")
    return result


def fmt(t: Type) -> str:
    return str(t)


def make(head: str, *args: str) -> str:
    return f"{head}[{','.join(args)}]"


def head(t: str) -> str:
    return parse(t).head


def args(t: str) -> list[str]:
    return [str(a) for a in parse(t).args]


def has_hole(t: str | None) -> bool:
    if t is None or HOLE not in t:
        return False
    p = parse(t)
    return p.head == HOLE or any(has_hole(str(a)) for a in p.args)


def stores_function(t: str | None) -> bool:
    """A list, dict, set or iterator whose elements are (or contain) function
    or exception values: compiled function values are resolved at build time
    and have no run-time representation to store."""
    if t is None:
        return False
    def inside(p: Type) -> bool:
        return p.head in ("fn", "exception") or any(inside(a) for a in p.args)
    p = parse(t)
    return (p.head in ("list", "dict", "set", "iter") or p.head in _NATIVE_PARAMS) and \
        any(inside(a) for a in p.args)


def fill_holes(t: str, with_: str = "int") -> str:
    """t with every hole replaced (an empty display nothing constrains:
    `len([])`; its element type is unobservable)."""
    p = parse(t)
    if p.head == HOLE:
        return with_
    if not p.args:
        return t
    return make(p.head, *(fill_holes(str(a), with_) for a in p.args))


def optional(t: str) -> str:
    """Optional[t]; None and Optional stay as they are."""
    if t == "None" or head(t) == "Optional":
        return t
    return make("Optional", t)


def join(a: str, b: str) -> str | None:
    """The one type both values fit, filling holes and making Optional from
    None; None when they have none (int and float stay distinct: a compiled
    variable keeps one type, promotions are explicit)."""
    if a == b:
        return a
    if a == HOLE:
        return b
    if b == HOLE:
        return a
    if a == "None":
        return optional(b) if b != "None" else a
    if b == "None":
        return optional(a)
    ta, tb = parse(a), parse(b)
    if ta.head == "Optional" and str(ta.args[0]) == b:
        return a
    if ta.head == "Union" and b in (str(m) for m in ta.args):
        return a
    if tb.head == "Union" and a in (str(m) for m in tb.args):
        return b
    if tb.head == "Optional" and str(tb.args[0]) == a:
        return b
    for opt, other in ((ta, b), (tb, a)):  # a member into an optional union
        if opt.head == "Optional" and opt.args[0].head == "Union" and \
                other in (str(m) for m in opt.args[0].args):
            return str(opt)
    for opt, other in ((ta, b), (tb, a)):  # `out = []` of an Optional[list[str]]
        if opt.head == "Optional" and (has_hole(str(opt)) or has_hole(other)):
            inner = join(str(opt.args[0]), other)
            if inner is not None and head(inner) != "Optional":
                return optional(inner)
    if ta.head != tb.head or len(ta.args) != len(tb.args) or not ta.args:
        return None
    if ta.head == "ndarray":
        return None
    joined = [join(str(x), str(y)) for x, y in zip(ta.args, tb.args)]
    if any(j is None or (j != str(x) and j != str(y) and not (has_hole(str(x)) or has_hole(str(y))))
           for j, x, y in zip(joined, ta.args, tb.args)):
        return None  # list[int] and list[None] are different lists
    return make(ta.head, *joined)


def tuple_join(a: str, b: str) -> str | None:
    """Tuples of one length whose items join item by item, None making an
    Optional (`(score, None)` on one path, `(score, i)` on another: a
    tuple[int, int | None]); either may be Optional. A tuple is a value, so
    unlike a list (list[int] and list[None] are different lists) each is
    converted into the joined type. None when they differ otherwise."""
    optional_ = head(a) == "Optional" or head(b) == "Optional"
    a = args(a)[0] if head(a) == "Optional" else a
    b = args(b)[0] if head(b) == "Optional" else b
    if head(a) != "tuple" or head(b) != "tuple" or is_vtuple(a) or is_vtuple(b) or \
            len(args(a)) != len(args(b)) or has_hole(a) or has_hole(b):
        return None
    parts = []
    for x, y in zip(args(a), args(b)):
        j = tuple_join(x, y) if head(x) == head(y) == "tuple" else join(x, y)
        if j is None or (j not in (x, y) and head(j) != "Optional"):
            return None
        parts.append(j)
    joined = make("tuple", *parts)
    return optional(joined) if optional_ else joined


def length_join(a: str, b: str) -> str | None:
    """Tuples that differ in length, their items all of one type T (a path
    grown by `path + (k,)` from `()`): a tuple[T, ...], which holds any of
    them. Item by item in tuples of one length (`(math.inf, ())` and
    `(cost, (0, k))`: a tuple[float, tuple[int, ...]]). None where that
    does not join them (tuple_join and unions handle other tuples)."""
    if head(a) != "tuple" or head(b) != "tuple" or a == b:
        return None
    if not is_vtuple(a) and not is_vtuple(b) and len(args(a)) == len(args(b)):
        # Other items join as values do (an int cost on one path, a float on
        # another: int | float); at least one must be a tuple of two lengths.
        grown = [length_join(x, y) for x, y in zip(args(a), args(b))]
        parts = [g or (x if x == y else join(x, y) or union_of(x, y))
                 for g, x, y in zip(grown, args(a), args(b))]
        return None if None in parts or grown == [None] * len(grown) else make("tuple", *parts)
    items = {item for t in (a, b) for item in (args(t)[:1] if is_vtuple(t) else args(t))}
    if len(items) != 1:
        return None
    item = items.pop()
    if has_hole(item) or item == "None":
        return None
    return make("tuple", item, "...")


def length_convertible(have: str, want: str) -> bool:
    """Does a `have` tuple pass as the `want` that length_join made of it?"""
    return have == want or length_join(have, want) == want


# What a union built from mixed values may hold (a tagged variant's members).
_UNION_MEMBERS = frozenset({"int", "float", "bool", "str", "bytes", "list", "dict", "set",
                            "tuple", "obj"})
NUMBERS = ("int", "float", "bool")
# int | float: a float slot that also holds ints (PEP 484's numeric tower, kept exact).
NUMBER = make("Union", "int", "float")


def union_of(a: str, b: str, numbers_apart: bool = True) -> str | None:
    """The union of two value types no join reconciles (`x if c else "-"`
    of an int and a str: an int | str), numbers first; an
    Optional stays outside (int | None and str: int | str | None). None
    when a member cannot be held by a union (functions, iterators, arrays,
    holes) or when `numbers_apart` is False and two members are numbers
    (set elements and dict keys: CPython keeps the first of 1 and 1.0)."""
    optional_ = head(a) == "Optional" or head(b) == "Optional"
    members: list[str] = []
    for t in (a, b):
        if head(t) == "Optional":
            t = args(t)[0]
        for m in (args(t) if head(t) == "Union" else [t]):
            if head(m) not in _UNION_MEMBERS or has_hole(m) or UNKNOWN in m:
                return None
            if m not in members:
                members.append(m)
    if len(members) < 2:
        return None
    # Numbers first, int before float (the order arithmetic on them gives:
    # pyaot.infer_numeric), then the rest as seen.
    members.sort(key=lambda m: NUMBERS.index(m) if m in NUMBERS else len(NUMBERS))
    if not numbers_apart and sum(m in NUMBERS for m in members) > 1:
        return None
    union = make("Union", *members)
    return optional(union) if optional_ else union


def boolop_result(op: str, operands: list[str]) -> str | None:
    """The type of `a or b` / `a and b` whose operands differ: Python
    returns an operand, so the join (or else union) of the types an operand
    can be returned as: the last in full; an earlier one only when truthy
    for `or` (so never as None: `name or "anon"` of a str | None is a str),
    only when falsy for `and`."""
    returned: list[str] = []
    for t in operands[:-1]:
        if op == "or" and t == "None":
            continue
        returned.append(args(t)[0] if op == "or" and head(t) == "Optional" else t)
    returned.append(operands[-1])
    result = returned[0]
    for t in returned[1:]:
        joined = join(result, t)
        result = joined if joined is not None else union_of(result, t)
        if result is None:
            return None
    return result


def element(t: str) -> str | None:
    """What iterating over a value of type t yields, or None if it is not iterable."""
    if t == "str":
        return "str"
    if t in ("range", "bytes"):
        return "int"
    p = parse(t)
    if p.head in ("list", "set", "iter") and len(p.args) == 1:
        return str(p.args[0])
    if p.head == "dict" and len(p.args) == 2:
        return str(p.args[0])
    if p.head == "tuple" and p.args and len(set(p.args)) == 1:
        return str(p.args[0])
    if is_vtuple(t):
        return str(p.args[0])
    if p.head in _NATIVE_ELEMENT and (not p.args or native_generic(t) is not None):
        return substitute(_NATIVE_ELEMENT[p.head], dict(zip("TUV", (str(a) for a in p.args))))
    return None


# The types whose values are objects with an identity in compiled code (a
# class instance, a list, dict, set, bytearray): what `is` and id() compare.
# Numbers, str and tuples are values here, with no object to point at.
IDENTITY_HEADS = frozenset({"obj", "list", "dict", "set", "bytearray"})


def only_values(t: str) -> bool:
    """Is t built of values alone: no class instances, functions or opaque
    native objects (what an operator can copy without knowing a class)?"""
    p = parse(t)
    if p.head in ("obj", "class", "fn", "iter", "ndarray", "exception"):
        return False
    if p.head in _NATIVE and p.head not in _NATIVE_PARAMS:
        return False
    return all(a == "..." or only_values(a) for a in (str(x) for x in p.args))


def is_vtuple(t: str) -> bool:
    """tuple[T,...]: a tuple of any length (`*args: T`)."""
    p = parse(t)
    return p.head == "tuple" and len(p.args) == 2 and str(p.args[1]) == "..."


def sized(t: str) -> bool:
    if native_base(t) is not None:
        return sized(native_base(t))
    return t in ("str", "bytes", "range") or head(t) in ("list", "set", "dict", "tuple")


def numeric_hashable(t: str) -> bool:
    """int, float, bool and tuples of them: what hash() gives CPython's
    values for (str and bytes hashes are randomised per CPython process)."""
    if t in ("int", "float", "bool"):
        return True
    p = parse(t)
    if is_vtuple(t):
        return numeric_hashable(str(p.args[0]))
    return p.head == "tuple" and all(numeric_hashable(str(a)) for a in p.args)


def value_hashable(t: str) -> bool:
    """What hash() is compiled for: numbers, str and bytes, and tuples and
    frozensets of them (not class instances: CPython hashes their address)."""
    if t in ("int", "float", "bool", "str", "bytes"):
        return True
    p = parse(t)
    if is_vtuple(t) or p.head == "frozenset":
        return value_hashable(str(p.args[0]))
    return p.head == "tuple" and all(value_hashable(str(a)) for a in p.args)


def hashable(t: str) -> bool:
    p = parse(t)
    if p.head in ("list", "set", "dict", "iter", "ndarray", "exception") or \
            p.head in _NATIVE_PARAMS and p.head not in _NATIVE_HASHABLE:
        return False  # a generic native type is a mutable container, frozenset aside
    return all(hashable(str(a)) for a in p.args)


# ------------------------------------------------------------- matching


def _members_within(t: str, bound: str) -> bool:
    """Is every value of union t one of union `bound`'s (an Equality | Edit |
    None appended to a list of Equality | Edit | Constraint | None)? It
    converts into it, member by member."""
    def members(u: str) -> set[str] | None:
        if head(u) == "Optional":
            inner = members(args(u)[0])
            return None if inner is None else inner | {"None"}
        return set(args(u)) if head(u) == "Union" else None
    mt, mb = members(t), members(bound)
    return mt is not None and mb is not None and mt <= mb


def match(pattern: str, t: str, bindings: dict[str, str]) -> bool:
    """Does `t` fit `pattern`? Binds type variables in `bindings` (a hole in
    `t` fits anything and is refined by later arguments)."""
    if pattern == "any":
        return True
    if pattern in TYPE_VARS:
        bound = bindings.get(pattern)
        if bound is None:
            bindings[pattern] = t
            return True
        if has_hole(bound) or has_hole(t):
            joined = join(bound, t)
        else:
            # Exactly the bound type, or a value that converts into it (None
            # or an int where an int | None is bound: xs.append(None)).
            joined = bound if bound == t or join(bound, t) == bound or \
                _members_within(t, bound) else None
        if joined is None:
            return False
        bindings[pattern] = joined
        return True
    if t == HOLE:
        return True
    p = parse(pattern)
    if p.head == "values" and len(p.args) == 1:  # T made only of values (copy.deepcopy)
        return only_values(t) and match(str(p.args[0]), t, bindings)
    if p.head == "iterable" and len(p.args) == 1:
        elem = element(t)
        return elem is not None and match(str(p.args[0]), elem, bindings)
    if p.head == "fixed_tuple" and len(p.args) == 1:
        # Members of exactly one type: (1, 2.5) is no tuple of floats, its
        # items keep their own types.
        q = parse(t)
        return q.head == "tuple" and bool(q.args) and not is_vtuple(t) and \
            len({str(m) for m in q.args}) == 1 and match(str(p.args[0]), str(q.args[0]), bindings)
    if pattern == "sized":
        return sized(t)
    if pattern == "identified":  # id(x): objects with an identity of their own
        if head(t) in ("Optional", "Union"):  # the one held (None: the null address)
            return all(match(pattern, m, bindings) for m in args(t))
        return head(t) in IDENTITY_HEADS
    if pattern == "hashable":
        return hashable(t)
    if pattern == "numeric_hashable":
        return numeric_hashable(t)
    if pattern == "value_hashable":
        return value_hashable(t)
    if pattern == "nameable":  # type(x).__name__: Python's own types and classes
        return head(t) not in ("iter", "fn", "ndarray") and not mentions_native(t)
    q = parse(t)
    if p.head != q.head or len(p.args) != len(q.args):
        return False
    return all(match(str(a), str(b), bindings) for a, b in zip(p.args, q.args))


def substitute(pattern: str, bindings: dict[str, str]) -> str:
    if pattern in TYPE_VARS:
        return bindings.get(pattern, HOLE)
    p = parse(pattern)
    if not p.args:
        return pattern
    if p.head == "Optional":  # Optional[V] of a V that may be None: one None
        return optional(substitute(str(p.args[0]), bindings))
    return make(p.head, *(substitute(str(a), bindings) for a in p.args))


# ------------------------------------------------------------- run-time values

# Types whose values a variable holds at run time (pyaot.emit.spell spells
# each): these scalars, and these generic types of such values.
VALUE_SCALARS = frozenset({"int", "float", "bool", "str", "bytes", "None", "range", "exception"})
VALUE_GENERICS = frozenset({"list", "dict", "set", "tuple", "Optional", "Union"})
# Opaque value types declared in ops/decls (`[type."..."]`): IR name -> the
# C++ type the declaration names. A generic one (`deque[T]`, `params = 1`)
# is spelled as that C++ template of its arguments' types.
_NATIVE: dict[str, str] = {}
_NATIVE_PARAMS: dict[str, int] = {}  # generic native types: how many type arguments
# What iterating one yields, in its type parameters T, U, V (deque: "T"; a
# non-generic one names a type: "str").
_NATIVE_ELEMENT: dict[str, str] = {}
# A generic native type that is a subclass of a built-in one (Counter[T] of
# dict[T,int]): the base, in the type's own parameters T, U, ... in order.
_NATIVE_BASE: dict[str, str] = {}
_NATIVE_HASHABLE: set[str] = set()  # generic native types that are hashable (frozenset)


def register_native(name: str, cpp_type: str, iterates: str | None = None,
                    params: int = 0, base: str | None = None, hashable: bool = False) -> None:
    """Declares an opaque IR type, its C++ type named by its declaration
    (pyaot.opdecls): what a for loop over one yields (`iterates`, in its
    type parameters T, U, V), how many type arguments it takes (`params`:
    deque[T]), the built-in type it is a subclass of (`base`: its C++
    type derives from it), and whether a generic one is hashable (an
    immutable container: frozenset[T])."""
    if name in VALUE_SCALARS or name in CONTAINERS or name in TYPE_VARS:
        raise ValueError(f"native type {name!r} would shadow a built-in type")
    _NATIVE[name] = cpp_type
    if hashable:
        _NATIVE_HASHABLE.add(name)
    if base is not None:
        _NATIVE_BASE[name] = base
    if params:
        _NATIVE_PARAMS[name] = params
    if iterates is not None:
        _NATIVE_ELEMENT[name] = iterates


def native_cpp(name: str) -> str | None:
    """The C++ type a declared (non-generic) opaque type's declaration names."""
    return None if name in _NATIVE_PARAMS else _NATIVE.get(name)


def native_generic(t: str) -> tuple[str, list[str]] | None:
    """A generic native type's C++ template (as its declaration names it)
    and type arguments (deque[int]: the deque template, ["int"]), or None."""
    p = parse(t)
    if p.head not in _NATIVE_PARAMS or len(p.args) != _NATIVE_PARAMS[p.head]:
        return None
    return _NATIVE[p.head], [str(a) for a in p.args]


def native_base(t: str) -> str | None:
    """The built-in type a native subclass type widens to (Counter[str]:
    dict[str,int]), or None."""
    p = parse(t)
    base = _NATIVE_BASE.get(p.head)
    if base is None or native_generic(t) is None:
        return None
    return substitute(base, dict(zip("TUV", (str(a) for a in p.args))))


def native_params(name: str) -> int:
    """How many type arguments a declared native type takes (0: not generic)."""
    return _NATIVE_PARAMS.get(name, 0)


def mentions_native(t: str) -> bool:
    """Does t contain a declared opaque type (which no boundary can pass)?"""
    p = parse(t)
    return p.head in _NATIVE or any(mentions_native(str(a)) for a in p.args)


def storable(t: str) -> bool:
    """Has t a run-time value a variable can hold (a C++ type, as
    pyaot.emit.spell spells it)? Not iter, fn, arrays (as a union member),
    type variables or holes."""
    if t in VALUE_SCALARS or (t in _NATIVE and t not in _NATIVE_PARAMS):
        return True
    p = parse(t)
    if native_generic(t) is not None:
        return all(storable(str(a)) for a in p.args)
    if is_vtuple(t):
        return storable(str(p.args[0]))
    if p.head in ("obj", "class"):
        return True
    return p.head in VALUE_GENERICS and all(storable(str(a)) for a in p.args)


# How a Convert turns a value of one type into another (conversion()).
CONVERSIONS = (
    "cast",  # a number to a wider one (bool -> int -> float), an instance to its base class
    "unwrap",  # T | None to T: TypeError on None
    "unwrap_cast",  # T | None to a wider U: unwrapped, then cast
    "member",  # a member of a union into the union
    "narrow",  # a union to the member a test proved it holds
    "none",  # None into T | None
    "wrap",  # a value into T | None (first converted to T when it is not a T)
    "widen",  # a union into a union holding its members and more
    "items",  # a union of tuples of one length into the tuple of its items' unions
    "copy_items",  # a fresh list or dict (a copy: `row[:]`, `dict(pairs)`) built with wider items
    "float_of",  # an int | float where float is annotated: the number held, as float(x)
)


def conversions(have: str, want: str) -> tuple[str, ...]:
    """The CONVERSIONS that may make a `want` of a `have`: conversion()'s,
    and an int | float's float_of, chosen where it is made (pyaot.infer)."""
    own = conversion(have, want)
    return (own, "float_of") if have == NUMBER and want == "float" \
        else (own,)


def conversion(have: str, want: str) -> str:
    """Which of CONVERSIONS makes a `want` of a `have` (a conversion
    pyaot.infer allows)."""
    from_optional = head(have) == "Optional"
    if from_optional and args(have)[0] == want:  # before the union cases: int | str | None
        return "unwrap"
    if head(want) == "Optional" and args(want)[0] == have:  # int | str into int | str | None
        return "wrap"
    if head(want) == "Union" and head(have) == "Union":
        return "widen"
    if head(want) == "Union":
        return "member"
    if head(have) == "Union" and head(want) == "tuple" and want not in args(have) and \
            want in (spread(have), spread(have, len(args(want)))):
        return "items"
    if head(have) == head(want) and head(have) in ("list", "dict") and have != want:
        return "copy_items"  # only of a fresh list or dict (pyaot.infer's _retype_fresh)
    if head(have) == "Union" and head(want) == "Optional" and \
            set(args(have)) <= set(args(args(want)[0]) if head(args(want)[0]) == "Union"
                                    else [args(want)[0]]):
        return "wrap"  # int | float into int | float | str | None: widened, then wrapped
    if head(have) == "Union":
        return "narrow"
    if head(want) == "Optional":
        return "none" if have == "None" else "wrap"
    return "unwrap_cast" if from_optional else "cast"


def spread(t: str, length: int | None = None) -> str | None:
    """The tuple a union of tuples of one length is taken apart as
    (`tuple[str, int] | tuple[str, str]`: a tuple[str, int | str]), each
    item the union of the members' items; None for any other type. With a
    `length`, of the members of that length only (those a `len(t) == n`
    test leaves)."""
    if head(t) != "Union" or any(head(m) != "tuple" or is_vtuple(m) for m in args(t)):
        return None
    members = [m for m in args(t) if length is None or len(args(m)) == length]
    lengths = {len(args(m)) for m in members}
    if len(lengths) != 1:
        return None
    items = []
    for k in range(lengths.pop()):
        item = args(members[0])[k]
        for m in members[1:]:
            item = join(item, args(m)[k]) or union_of(item, args(m)[k])
            if item is None:
                return None
        items.append(item)
    return make("tuple", *items)


def python(t: str) -> str:
    """The annotation a user would write for t (an element type not inferred
    yet reads `unknown`: `list[unknown]`)."""
    p = parse(t)
    if p.head == HOLE and not p.args:
        return "unknown"
    if p.head == "Optional":
        return f"{python(str(p.args[0]))} | None"
    if p.head == "Union":
        return " | ".join(python(str(a)) for a in p.args)
    if is_vtuple(t):
        return f"tuple[{python(str(p.args[0]))}, ...]"
    if p.head in ("obj", "class"):
        name = str(p.args[0]).rsplit(".", 1)[-1]
        return name if p.head == "obj" else f"type[{name}]"
    if p.head == "iter":
        return f"Iterator[{python(str(p.args[0]))}]"
    if p.head == "values":
        return f"{python(str(p.args[0]))} (of values, no class instances)"
    if not p.args and not p.bracket:
        return p.head
    if p.head == "tuple" and not p.args:
        return "tuple[()]"
    return f"{p.head}[{', '.join(python(str(a)) for a in p.args)}]"
