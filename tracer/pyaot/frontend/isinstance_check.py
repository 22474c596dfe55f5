"""`isinstance(x, T)` calls: the checked types as symbols, decided by x's
static type during inference. A helper of ExpressionLowerer."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import UserClass


def lower_isinstance(lowerer: Any, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    """isinstance(x, T): decided by x's static type during inference."""
    if len(e.args) != 2 or any(a.keyword for a in e.args):
        raise CompileError(loc, "isinstance(...)", "takes two positional arguments",
                           "write isinstance(value, int) or isinstance(value, (int, str))")
    spec = e.args[1].value
    nodes = [el.value for el in spec.elements] if isinstance(spec, cst.Tuple) else [spec]
    names = []
    for n in nodes:
        try:
            resolved = lowerer.resolve_global(n) if isinstance(n, (cst.Name, cst.Attribute)) \
                else None
        except CompileError:
            resolved = None
        if isinstance(resolved, UserClass):
            names.append(ir.Symbol(f"class:{lowerer.fl._user_class(resolved)}", lowerer.fl.loc(n)))
            continue
        dotted = lowerer.fl.annotations.dotted(n) or ""
        name = dotted.removeprefix("builtins.")
        # complex is never a union member (typesys), so its test is static.
        if name not in ("int", "float", "bool", "complex", "str", "bytes", "list", "dict", "set",
                        "tuple"):
            raise unsupported(lowerer.fl.loc(n), f"isinstance check against {lowerer.describe(n)}",
                              "check against int, float, bool, complex, str, bytes, list, dict, "
                              "set, tuple or a class of your own")
        names.append(ir.Symbol(name, lowerer.fl.loc(n)))
    return ir.Call("op", "builtins.isinstance", [lowerer.expr(e.args[0].value),
                                                  ir.TupleExpr(names, loc)], loc)
