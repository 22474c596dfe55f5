"""`isinstance(x, T)` calls: the checked types as symbols, decided by x's
static type during inference. A helper of ExpressionLowerer."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.exceptions import BUILTIN_EXCEPTIONS, MODULE_EXCEPTIONS
from pyaot.frontend.class_lowering import derives_from_exception, exception_class
from pyaot.frontend.resolve import ExternalRef, UserClass


def lower_isinstance(lowerer: Any, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    """isinstance(x, T): decided by x's static type during inference."""
    if len(e.args) != 2 or any(a.keyword for a in e.args):
        raise CompileError(loc, "isinstance(...)", "takes two positional arguments",
                           "write isinstance(value, int) or isinstance(value, (int, str))")
    spec = e.args[1].value
    nodes = [el.value for el in spec.elements] if isinstance(spec, cst.Tuple) else [spec]
    return ir.Call("op", "builtins.isinstance", [lowerer.expr(e.args[0].value),
                                                  ir.TupleExpr(type_symbols(lowerer, nodes), loc)],
                   loc)


def type_symbols(lowerer: Any, nodes: list[cst.BaseExpression],
                 what: str = "isinstance check") -> list[ir.Symbol]:
    """The types `nodes` name, as the symbols isinstance() and `type(x) is`
    tests are decided by."""
    names = []
    for n in nodes:
        try:
            resolved = lowerer.resolve_global(n) if isinstance(n, (cst.Name, cst.Attribute)) \
                else None
        except CompileError:
            resolved = None
        if isinstance(resolved, UserClass) and derives_from_exception(lowerer.fl, resolved) \
                or isinstance(resolved, ExternalRef) and \
                (resolved.dotted.removeprefix("builtins.") in BUILTIN_EXCEPTIONS or
                 resolved.dotted in MODULE_EXCEPTIONS):
            # A caught exception's class, tested at run time.
            names.append(ir.Symbol(f"exc:{exception_class(lowerer.fl, n)}", lowerer.fl.loc(n)))
            continue
        if isinstance(resolved, UserClass):
            names.append(ir.Symbol(f"class:{lowerer.fl._user_class(resolved)}", lowerer.fl.loc(n)))
            continue
        dotted = lowerer.fl.annotations.dotted(n) or ""
        name = dotted.removeprefix("builtins.")
        # complex is never a union member (typesys), so its test is static.
        if name not in ("int", "float", "bool", "complex", "str", "bytes", "list", "dict", "set",
                        "tuple"):
            raise unsupported(lowerer.fl.loc(n), f"{what} against {lowerer.describe(n)}",
                              "check against int, float, bool, complex, str, bytes, list, dict, "
                              "set, tuple, an exception class or a class of your own")
        names.append(ir.Symbol(name, lowerer.fl.loc(n)))
    return names
