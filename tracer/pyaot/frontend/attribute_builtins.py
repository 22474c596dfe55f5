"""getattr(obj, "name") and setattr(obj, "name", value) with a string
literal for the name: `obj.name` and the statement `obj.name = value`,
which is what CPython runs for them. A name known only when the program
runs (a variable), getattr's default, setattr as a value and hasattr are
refused: compiled instances have the attributes their class gives them at
build time."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.attribute_names import literal_names, switched_getattr, switched_setattr

ATTRIBUTE_BUILTINS = ("builtins.getattr", "builtins.setattr", "builtins.hasattr")


def _name(ex: Any, e: cst.Call, fn: str, loc: ir.Loc) -> str:
    """The literal attribute name of getattr/setattr's second argument."""
    node = e.args[1].value
    if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str):
        name = node.evaluated_value
        if not name.isidentifier():
            raise CompileError(loc, f"{fn}() of attribute {name!r}", "names no attribute a "
                               "class can define (AttributeError in Python)",
                               "name a field or method")
        return name
    raise unsupported(loc, f"{fn}() with an attribute name that is not a string literal "
                      f"({ex.describe(node)})", "compiled attributes are fixed at build time: "
                      "name the attribute in the code, e.g. `node.left if go_left else "
                      "node.right`, or hold the name in a local variable assigned only "
                      "string literals (of fields, on an object held in a variable)")


def _check(e: cst.Call, fn: str, count: int, loc: ir.Loc) -> None:
    if len(e.args) != count or any(a.keyword is not None or a.star for a in e.args):
        what = "the object, the attribute name and the value" if count == 3 else \
            "the object and the attribute name (for a default, test a field that may be None)"
        raise unsupported(loc, f"call to {fn}() with {len(e.args)} argument(s)",
                          f"pass {what}, by position")


def lower_attribute_call(ex: Any, dotted: str, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    """getattr(obj, "name"): obj.name; setattr and hasattr as values are refused."""
    fn = dotted.rpartition(".")[2]
    if fn == "hasattr":
        raise unsupported(loc, "hasattr()", "compiled instances have the attributes their "
                          "class gives them at build time; hold a field that may be None "
                          "and test `obj.field is None`")
    if fn == "setattr":
        raise unsupported(loc, "setattr() as a value", "call it as a statement of its own, "
                          "or assign `obj.name = value`")
    _check(e, fn, 2, loc)
    names = literal_names(ex.fl, e.args[1].value)
    switched = switched_getattr(ex.fl, e.args[0].value, names, e.args[1].value, loc) \
        if names else None
    if switched is not None:  # getattr(node, side): side holds only literals
        return switched
    return ir.Attribute(ex.expr(e.args[0].value), _name(ex, e, fn, loc), loc)


def setattr_statement(fl: Any, node: cst.BaseExpression, loc: ir.Loc) -> list[ir.Stmt] | None:
    """setattr(obj, "name", value) as a statement: obj.name = value (None
    for any other expression)."""
    if not isinstance(node, cst.Call) or not isinstance(node.func, cst.Name) or \
            node.func.value in fl.locals:
        return None
    try:
        resolved = fl.expressions.resolve_global(node.func)
    except CompileError:
        return None
    if getattr(resolved, "dotted", None) != "builtins.setattr":
        return None
    _check(node, "setattr", 3, loc)
    names = literal_names(fl, node.args[1].value)
    switched = switched_setattr(fl, node, names, loc) if names else None
    if switched is not None:  # setattr(node, side, v): side holds only literals
        return switched
    name = _name(fl.expressions, node, "setattr", loc)
    target, value = fl.expr(node.args[0].value), fl.expr(node.args[2].value)
    return [ir.SetAttr(target, name, value, loc)]
