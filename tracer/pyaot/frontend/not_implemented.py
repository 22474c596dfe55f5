"""`return NotImplemented` in a class's binary special methods.

In `__eq__` / `__ne__` it is lowered as what Python then does: the other
operand's class has no `__eq__` of its own to try (the build refuses where
it has, pyaot.infer_fallbacks), so the operands are equal only if they are
one object (`!=`: the negation). A module that calls such a method directly
(`a.__eq__(b)`, `not self.__eq__(other)`, where CPython gets the
NotImplemented object) is refused (any module the program has loaded by
then: those its entry module imports at module level, at least).

In the other binary methods (`__lt__`, `__add__`, `__radd__`, ...) it is
refused where the types reach it: CPython's TypeError text then depends on
the operator written (`>` for a reflected `<`, `+=`, `** or pow()`) and on
the other operand (`can't multiply sequence`), which the method does not
know. Branches the types rule out (`if not isinstance(other, Book): return
NotImplemented` where other is a Book) are not typed, so they compile.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError

REACHED = "pyaot.not_implemented"  # the operator refused where it is typed


def lower_return(fl, s: cst.Return, loc: ir.Loc) -> list[ir.Stmt] | None:
    """What `return NotImplemented` in a binary special method of a class
    (`fl` lowering it) becomes; None for any other statement."""
    if not (isinstance(s.value, cst.Name) and s.value.value == "NotImplemented") or \
            fl.outer is not None or fl.qualname.rpartition(".")[0] not in fl.resolver.classes:
        return None
    params = fl.fn.params
    method = fl.fn.name.value
    if len(params.params) != 2 or params.star_arg not in (None, cst.MaybeSentinel.DEFAULT) or \
            not (method.startswith("__") and method.endswith("__")):
        return None
    this, other = (ir.Name(p.name.value, loc) for p in params.params)
    if method in ("__eq__", "__ne__"):
        if any(_called_directly(m, method) for m in fl.resolver.sources.loaded):
            raise CompileError(loc, "return NotImplemented",
                               f"in {method}, which the program also calls directly (x."
                               f"{method}(y)): there CPython gets the NotImplemented object, "
                               "the compiled method the fallback's bool",
                               "compare with == and != instead of calling the method")
        same = ir.Call("op", "pyaot.eq_fallback", [this, other], loc)
        return [ir.Return(same if method == "__eq__" else
                          ir.Call("op", "operator.not_", [ir.Truth(same, loc)], loc), loc)]
    reached = ir.Call("op", REACHED, [ir.Const(method, loc), this, other], loc)
    return [ir.ExprStmt(reached, loc), ir.Raise("TypeError", None, loc)]


def _called_directly(module, method: str) -> bool:
    found = False

    class Finder(cst.CSTVisitor):
        def visit_Attribute(self, n: cst.Attribute) -> None:
            nonlocal found
            found = found or n.attr.value == method

    module.module.visit(Finder())
    return found
