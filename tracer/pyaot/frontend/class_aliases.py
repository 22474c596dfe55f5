"""Assignments in a class body: `__rmul__ = __mul__`, another name for a
method (or class attribute) defined above it in the same body, as Python
binds it -- both names call the one function (whose tracebacks name it as
defined); and `NAME = constant`, a class attribute. Helpers of
FunctionLowerer's class lowering."""

from __future__ import annotations

import libcst as cst

from typing import Any

from pyaot import ir
from pyaot.diagnostics import unsupported
from pyaot.frontend.syntax import is_constant


def alias_in_class(info: ir.ClassInfo, stmt: cst.Assign) -> bool:
    """Records `NAME = OTHER` (OTHER defined earlier in the class body of
    `info`) as another name of OTHER; False where it is not such an alias."""
    if len(stmt.targets) != 1 or not isinstance(stmt.targets[0].target, cst.Name) or \
            not isinstance(stmt.value, cst.Name):
        return False
    name, other = stmt.targets[0].target.value, stmt.value.value
    for table in (info.methods, info.properties, info.staticmethods, info.classmethods,
                  info.class_attrs):
        if other in table:
            table[name] = table[other]
            return True
    return False


def class_constant(scope: Any, info: ir.ClassInfo, stmt: cst.Assign) -> bool:
    """Records `NAME = constant` as a class attribute of `info` (`scope`:
    the class's FunctionLowerer); False where the target is not one name."""
    if len(stmt.targets) != 1 or not isinstance(stmt.targets[0].target, cst.Name):
        return False
    name = stmt.targets[0].target.value
    value = scope.expr(stmt.value)
    if not is_constant(value) or (isinstance(value, ir.Const) and value.value is None):
        raise unsupported(scope.loc(stmt), f"class attribute '{name}' of "
                          f"'{info.name}' = {scope.describe(stmt.value)}",
                          "class attributes must be constants (numbers, strings, tuples of "
                          "those); for anything else declare a field (`name: type`) and set "
                          "it in __init__")
    info.class_attrs[name] = value
    return True
