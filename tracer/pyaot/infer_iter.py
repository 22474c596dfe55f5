"""Iteration over instances of user classes: `for x in obj`, list(obj),
sorted(obj), enumerate(obj), `v in obj` without __contains__ and
comprehensions call the class's __iter__ (a generator method, or one
returning iter(...) of a container), as CPython's iter() does.
"""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.frontend.iterator_classes import ITEMS
from pyaot.infer_api import FunctionTyping
from pyaot.infer_cls import qualname_of
from pyaot.infer_hooks import protocol_owner
from pyaot.typesys import UNKNOWN


def iterated(fi: FunctionTyping, value: ir.Expr) -> ir.Expr | None:
    """obj.__iter__() (virtual where a subclass overrides it) for an
    instance whose class defines __iter__, and where that is an iterator
    object (a class with __next__), the generator calling its __next__
    until StopIteration (pyaot.frontend.iterator_classes); None for any
    other value."""
    if not _defines(fi, value, "__iter__"):
        return None
    q = qualname_of(value.type)
    iterator = fi.classes.dispatch(q, "__iter__", value, [], {}, value.loc)
    if _defines(fi, iterator, ITEMS):
        return fi.classes.dispatch(qualname_of(iterator.type), ITEMS, iterator, [], {},
                                   value.loc)
    if iterator.type == value.type:  # `return self` without __next__: not iterable
        return None
    return iterator


def _defines(fi: FunctionTyping, value: ir.Expr, method: str) -> bool:
    """Is `value` an instance whose class has `method` of its own writing?"""
    if types.head(value.type) != "obj":
        return False
    owner = protocol_owner(fi.inf.program.classes, qualname_of(value.type), method)
    return owner is not None and owner[0] == "method"


def iterable(fi: FunctionTyping, value: ir.Expr) -> ir.Expr:
    """The value a loop or a comprehension iterates: an instance's
    __iter__() where it has one, else the value itself."""
    if value.type == UNKNOWN:
        return value
    return iterated(fi, value) or value


def with_iterators(fi: FunctionTyping, args: list[ir.Expr]) -> list[ir.Expr] | None:
    """An operator's arguments with each iterable instance replaced by its
    __iter__() (list(obj), sorted(obj), `3 in obj` without __contains__);
    None where no argument is one."""
    out = [iterated(fi, a) or a for a in args]
    return out if any(a is not b for a, b in zip(out, args)) else None


# Values whose iter() cursor holds them (a shared reference), not a view of
# the function's locals: such an iterator may be returned.
_OWNED = ("list", "str", "dict", "set", "tuple", "range")


def own_state_iterator(value: ir.Expr) -> bool:
    """`itertools.count()`: an iterator whose state is its own (two ints),
    which a field or module variable may hold (`self._seq =
    itertools.count()`) and a function may return."""
    return isinstance(value, ir.Call) and value.kind == "op" and \
        value.callee == "itertools.count"


def owning_iterator(value: ir.Expr) -> bool:
    """`iter(xs)` of a list, str, dict, set, tuple or range, or an
    own_state_iterator: an iterator a function may return (`def
    __iter__(self): return iter(self.items)`)."""
    if own_state_iterator(value):
        return True
    return isinstance(value, ir.Call) and value.kind == "op" and \
        value.callee == "builtins.iter" and len(value.args) == 1 and \
        (value.args[0].type in (ir.STR, "range") or types.head(value.args[0].type) in _OWNED)
