"""`return NotImplemented` in a class's binary special method: Python then
tries the other operand's reflected method and, without one, falls back
(`==`: identity; `<`, `+`, ...: TypeError). Compiled methods return their
own type, so the statement is lowered as that fallback where it runs:

- `__eq__` / `__ne__`: whether the operands are one object (its negation);
- `__lt__` `__le__` `__gt__` `__ge__`: CPython's TypeError, "'<' not
  supported between instances of 'A' and 'int'";
- `__add__` and the other arithmetic and bitwise methods, and their
  reflected forms (`__radd__`): "unsupported operand type(s) for +: 'A' and
  'int'" (the left operand named first), or for `*` with a sequence, "can't
  multiply sequence by non-int of type 'A'".

Where the other operand's class defines the method Python would try next
(its `__eq__`, `__gt__` for a `__lt__`, `__radd__` for an `__add__`), the
build refuses (pyaot.infer_cls: pyaot.no_reflected, pyaot.eq_fallback):
compiled code would not call it. Branches the types rule out (`if not
isinstance(other, Book): return NotImplemented` where other is a Book) are
not typed, so they cost nothing. A direct call `a.__eq__(b)` gets the
fallback's answer, not the NotImplemented object.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir

# Comparison method -> (its operator, the reflected method Python tries next).
_ORDERINGS = {"__lt__": ("<", "__gt__"), "__le__": ("<=", "__ge__"),
              "__gt__": (">", "__lt__"), "__ge__": (">=", "__le__")}
_ARITHMETIC = {"add": "+", "sub": "-", "mul": "*", "truediv": "/", "floordiv": "//",
               "mod": "%", "pow": "**", "matmul": "@", "and": "&", "or": "|", "xor": "^",
               "lshift": "<<", "rshift": ">>"}


def lower_return(fl, s: cst.Return, loc: ir.Loc) -> list[ir.Stmt] | None:
    """The fallback for `return NotImplemented` in a binary special method
    of a class (`fl` lowering it); None for any other statement."""
    if not (isinstance(s.value, cst.Name) and s.value.value == "NotImplemented") or \
            fl.outer is not None or fl.qualname.rpartition(".")[0] not in fl.resolver.classes:
        return None
    params = fl.fn.params
    if len(params.params) != 2 or params.star_arg not in (None, cst.MaybeSentinel.DEFAULT):
        return None
    method = fl.fn.name.value
    this, other = (ir.Name(p.name.value, loc) for p in params.params)
    if method in ("__eq__", "__ne__"):
        same = ir.Call("op", "pyaot.eq_fallback", [this, other], loc)
        return [ir.Return(same if method == "__eq__" else
                          ir.Call("op", "operator.not_", [ir.Truth(same, loc)], loc), loc)]
    if method in _ORDERINGS:
        symbol, reflected = _ORDERINGS[method]
        message = _text([f"'{symbol}' not supported between instances of '", this,
                         "' and '", other, "'"], loc)
        return [_no_reflected(reflected, other, loc), ir.Raise("TypeError", message, loc)]
    name = method[2:-2] if method.startswith("__") and method.endswith("__") else ""
    if name in _ARITHMETIC:
        is_reflected, symbol = False, _ARITHMETIC[name]
    elif name.startswith("r") and name[1:] in _ARITHMETIC:
        is_reflected, symbol = True, _ARITHMETIC[name[1:]]  # __radd__, __rand__
    else:
        return None
    message = ir.Call("op", "pyaot.operand_error", [ir.Const(symbol, loc),
                                                    ir.Const(is_reflected, loc), this, other], loc)
    stmts: list[ir.Stmt] = [ir.Raise("TypeError", message, loc)]
    if not is_reflected:
        stmts.insert(0, _no_reflected(f"__r{name}__", other, loc))
    return stmts


def _no_reflected(method: str, other: ir.Expr, loc: ir.Loc) -> ir.Stmt:
    """Refused when typed if the other operand's class defines `method`."""
    return ir.ExprStmt(ir.Call("op", "pyaot.no_reflected", [ir.Const(method, loc), other], loc),
                       loc)


def _text(parts: list, loc: ir.Loc) -> ir.Expr:
    """The concatenation of literal parts and the type names of operands."""
    out: ir.Expr | None = None
    for part in parts:
        piece = ir.Const(part, loc) if isinstance(part, str) else \
            ir.Call("op", "pyaot.type_name", [part], loc)
        out = piece if out is None else ir.Call("op", "operator.add", [out, piece], loc)
    return out
