"""`__rmul__ = __mul__` in a class body: another name for a method (or
class attribute) defined above it in the same body, as Python binds it --
both names call the one function (whose tracebacks name it as defined).
A helper of FunctionLowerer's class lowering."""

from __future__ import annotations

import libcst as cst

from pyaot import ir


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
