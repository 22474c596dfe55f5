"""A dict or set looked up with a key of a type no key can equal
(`grid.get((r, c))` on a dict[int, str], `"a" in counts` of a
set[tuple[int, int]]): CPython hashes the key, finds no equal one and
misses: get() gives None or its default, `in` gives False (and `in` of a
list or tuple, whose items it compares with: `coin in (50, 20)` of a
str). Not d[key]:
a defaultdict (not told apart from a dict by its type) would store the
key, which a compiled dict of other keys cannot hold. Only where
equality between the two types is surely False: a number against a str,
bytes, tuple or None; a str against bytes; never int against float or bool
(1 == 1.0 == True), and never a class instance (its __eq__ may say
anything). A key of an unhashable type (CPython's TypeError) is left to
the usual refusal.""" 

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types

# The lookups redirected, to the operator that misses.
MISSES = {"dict.get": "pyaot.missing_get", "operator.contains": "pyaot.missing_in"}


def _kinds(t: str) -> set[str] | None:
    """The equality classes a value of type t can be in; None if unknown."""
    head = types.head(t)
    if head in ("Optional", "Union"):
        out: set[str] = {"None"} if head == "Optional" else set()
        for m in types.args(t):
            kinds = _kinds(m)
            if kinds is None:
                return None
            out |= kinds
        return out
    if t in types.NUMBERS:
        return {"number"}
    if t in ("str", "bytes", ir.NONE):
        return {t}
    if head == "tuple":
        return {"tuple"}
    return None


def never_equal(a: str, b: str) -> bool:
    """Can no value of type a equal one of type b?"""
    ka, kb = _kinds(a), _kinds(b)
    return ka is not None and kb is not None and not ka & kb


def miss_call(name: str, args: list[ir.Expr]) -> tuple[str, list[ir.Expr]] | None:
    """The missing lookup (operator, arguments) for `name` on args when the
    key's type can never equal the container's key type; None otherwise."""
    if name not in MISSES or len(args) < 2:
        return None
    container, key = args[0], args[1]  # operator.contains(container, key) too
    base = types.native_base(container.type) or container.type
    head = types.head(base)
    if head in ("list", "tuple") and name == "operator.contains":
        # `coin in (50, 20, 10)` of a str: compared with each, equal to none
        elem = types.element(base)
        if elem is None or _kinds(key.type) is None or not never_equal(elem, key.type):
            return None
        return MISSES[name], args
    if head not in ("dict", "set") or (head == "set" and name != "operator.contains"):
        return None
    if not types.hashable(key.type) or _kinds(key.type) is None:
        return None  # an unhashable key: CPython's TypeError, as the refusal says
    if not never_equal(types.args(base)[0], key.type):
        return None
    return MISSES[name], args
