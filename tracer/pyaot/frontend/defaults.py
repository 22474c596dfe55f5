"""Default values: of parameters (constants only, as Python evaluates a
default once) and of dataclass fields (a constant, or field(default=...,
default_factory=...)). Helpers of pyaot.frontend.lower's FunctionLowerer."""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import unsupported
from pyaot.frontend.module_state import assignment_line
from pyaot.frontend.syntax import is_constant


def field_default(fl, node: cst.BaseExpression) -> ir.Expr:
    """A dataclass field's default: a constant, or dataclasses.field()
    with default= (a constant) or default_factory= (list, dict, set or a
    class of the program, called afresh for each instance)."""
    if not (isinstance(node, cst.Call)
            and fl.annotations.dotted(node.func) == "dataclasses.field"):
        return default_value(fl, node)
    options = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
    if len(options) != 1 or len(node.args) != 1 or \
            not options.keys() <= {"default", "default_factory"}:
        raise unsupported(fl.loc(node), "field(...) " + fl.describe(node),
                          "use field(default=constant) or field(default_factory=list) "
                          "(or dict, set, a class of the program)")
    if "default" in options:
        return default_value(fl, options["default"])
    factory = options["default_factory"]
    return fl.expressions.call(cst.Call(func=factory), fl.loc(factory))


def default_value(fl, node: cst.BaseExpression) -> ir.Expr:
    """A default value: Python evaluates it once, at `def` time, so only
    immutable constants can be substituted at each call."""
    value = fl.expr(node)
    if is_constant(value):
        return value
    if isinstance(value, ir.GlobalRef) and isinstance(node, cst.Name):
        # `bodies=SYSTEM`: the object SYSTEM held when the def ran, which is
        # SYSTEM's object for good if nothing rebinds the name.
        variable = fl.expressions.resolve_global(node)
        if variable.name not in variable.module.rebound and \
                variable.module is fl.module and \
                assignment_line(variable) < fl.loc(node).line:
            return value
    raise unsupported(fl.loc(node), "default argument value " + fl.describe(node),
                      "defaults must be constants (numbers, strings, None or tuples of "
                      "those); for a list default use `x: list[int] | None = None` and "
                      "create the list in the body")
