"""What a namedtuple instance has as a tuple, where compiled code can give
it (pyaot.frontend.namedtuples registers the class): `p[k]` with a literal
index reads the k-th field, and `a, b = p` of a variable reads every field.
Anything else a tuple allows is refused with a located message."""

from __future__ import annotations

import copy
from typing import Any

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError


def is_namedtuple(info: ir.ClassInfo) -> bool:
    """A namedtuple's class (namedtuple() or typing.NamedTuple) is a frozen,
    ordered dataclass with the class attribute _fields."""
    return info.dataclass and info.frozen and info.order and "_fields" in info.class_attrs


def _literal_index(e: ir.Expr) -> int | None:
    if isinstance(e, ir.Const) and type(e.value) is int:
        return e.value
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        inner = _literal_index(e.args[0])
        return None if inner is None else -inner
    return None


def _rereadable(e: ir.Expr) -> bool:
    """Can e be read again with nothing Python would see in between: a
    variable, constant, field, or an item at such an index (TOWNS[-1]).
    A namedtuple's fields never change, so reading it once per field is
    reading it once."""
    if isinstance(e, (ir.Name, ir.Const, ir.TempRef, ir.GlobalRef)):
        return True
    if isinstance(e, ir.Convert):
        return _rereadable(e.value)
    if isinstance(e, ir.Attribute):
        return types.head(e.value.type) == "obj" and _rereadable(e.value)
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.neg":
        return len(e.args) == 1 and isinstance(e.args[0], ir.Const)
    if isinstance(e, ir.Call) and e.kind == "op" and e.callee == "operator.getitem":
        return types.head(e.args[0].type) in ("list", "tuple", "dict", "str") and \
            all(_rereadable(a) for a in e.args)
    return False


def _field(classes: Any, info: ir.ClassInfo, value: ir.Expr, name: str,
           loc: ir.Loc) -> ir.Expr:
    value = copy.deepcopy(value)  # one read each (_rereadable)
    return classes.attribute(ir.Attribute(value, name, loc), value)


def getitem(classes: Any, info: ir.ClassInfo, value: ir.Expr, index: ir.Expr,
            loc: ir.Loc) -> ir.Expr:
    names = list(info.fields)
    k = _literal_index(index)
    if k is None:
        raise CompileError(loc, f"indexing a {info.name} (a namedtuple) with an index that is "
                           "not a literal int",
                           "is not supported: its fields may have different types",
                           f"read the field by name ({info.name}.{names[0]}) or with a "
                           "literal index")
    if not -len(names) <= k < len(names):
        raise CompileError(loc, f"{info.name}[{k}]", "raises IndexError in Python (tuple "
                           "index out of range)", f"fields: {', '.join(names)}")
    return _field(classes, info, value, names[k], loc)


def unpacked(classes: Any, info: ir.ClassInfo, value: ir.Expr, loc: ir.Loc) -> ir.Expr:
    """`a, b = p`: the tuple of p's fields, p a variable (read once per field)."""
    if not _rereadable(value):
        raise CompileError(loc, f"unpacking a {info.name} (a namedtuple) that is not in a "
                           "variable", "is not supported", "assign it to a variable first, "
                           "then unpack the variable")
    parts = [_field(classes, info, value, name, loc) for name in info.fields]
    return ir.TupleExpr(parts, loc, type=types.make("tuple", *(p.type for p in parts)))


def method(classes: Any, info: ir.ClassInfo, receiver: ir.Expr, name: str,
           args: list[ir.Expr], keywords: dict[str, ir.Expr], loc: ir.Loc) -> ir.Expr:
    """p._replace(field=value, ...): a new instance with the other fields
    read from p (a variable); p._asdict(): the dict of its fields; other
    tuple methods are refused."""
    names = list(info.fields)
    if name == "_asdict" and not args and not keywords and isinstance(receiver, ir.Name):
        # {field: value, ...} in field order (a dict since Python 3.8); fields
        # of several types make a dict of their union.
        display = ir.DictExpr([ir.Const(k, loc) for k in names],
                              [ir.Attribute(ir.Name(receiver.id, loc), k, loc) for k in names],
                              loc)
        return classes.fi.objects.dict_display(display, None)
    if name != "_replace":
        raise CompileError(loc, f"method .{name}() of {info.name} (a namedtuple)",
                           "is not supported by pyaot", "read fields by name; "
                           "p._replace(field=value) makes a changed copy; p._asdict() "
                           "of a variable p")
    unknown = [k for k in keywords if k not in names]
    if args or unknown:
        raise CompileError(loc, f"{info.name}._replace(...)", "raises "
                           f"{'TypeError' if args else 'ValueError'} in Python (it takes "
                           "field names as keywords only)", f"fields: {', '.join(names)}")
    if not isinstance(receiver, ir.Name) and not (
            _rereadable(receiver) and all(_rereadable(v) for v in keywords.values())):
        raise CompileError(loc, f"._replace() of a {info.name} that is not in a variable",
                           "is not supported", "assign it to a variable first")
    in_order = [k for k in names if k in keywords] == list(keywords)
    if not in_order and not all(isinstance(v, (ir.Name, ir.Const)) for v in keywords.values()):
        raise CompileError(loc, f"{info.name}._replace(...)", "passes its fields in another "
                           "order than the namedtuple declares them", f"pass them in the order "
                           f"{', '.join(names)}, or assign the values to variables first")
    values = {k: keywords[k] if k in keywords else _field(classes, info, receiver, k, loc)
              for k in names}
    return classes.new(ir.Call("new", info.qualname, [], loc), [], values)


def length(info: ir.ClassInfo, value: ir.Expr, loc: ir.Loc) -> ir.Expr:
    """len(p): the number of fields (p a variable: nothing to evaluate)."""
    if not _rereadable(value):
        raise CompileError(loc, f"len() of a {info.name} that is not in a variable",
                           "is not supported", "assign it to a variable first")
    return ir.Const(len(info.fields), loc, type=ir.INT)
