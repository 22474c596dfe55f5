"""@functools.total_ordering: the comparison methods a class leaves out,
written as functools writes them and lowered as the class's own methods.

CPython 3.11's functools picks the root among the ordering methods the class
has (its own or a base's): __lt__ before __le__, __gt__, __ge__; and defines
each missing one from the root and ==. The root's NotImplemented is not
modelled (compiled comparisons do not return it).
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import unsupported
from pyaot.frontend.syntax import walk_nodes

ORDERING = ("__lt__", "__le__", "__gt__", "__ge__")
# root -> (missing method, its result from r = self.<root>(other)), as
# functools._convert.
_DERIVED = {
    "__lt__": [("__gt__", "not r and self != other"), ("__le__", "r or self == other"),
               ("__ge__", "not r")],
    "__le__": [("__ge__", "not r or self == other"), ("__lt__", "r and self != other"),
               ("__gt__", "not r")],
    "__gt__": [("__lt__", "not r and self != other"), ("__ge__", "r or self == other"),
               ("__le__", "not r")],
    "__ge__": [("__le__", "not r or self == other"), ("__gt__", "r and self != other"),
               ("__lt__", "not r")],
}


def complete(fl: Any, cls: Any, info: ir.ClassInfo, deco: cst.Decorator) -> None:
    """Lowers the methods total_ordering adds to class `cls` (`info`, its own
    methods lowered already) as its methods, located at the decorator."""
    defined = {name for c in ir.class_chain(fl.resolver.classes, info.qualname)
               for name in c.methods}
    roots = [name for name in ORDERING if name in defined]
    if not roots:
        raise unsupported(cls.module.loc(deco), f"@total_ordering on class '{info.name}'",
                          "define at least one of __lt__, __le__, __gt__ or __ge__ "
                          "(functools raises ValueError)")
    root = roots[0]
    module = cls.module
    where = module.positions[deco]
    for name, result in _DERIVED[root]:
        if name in defined:
            continue
        node = cst.parse_statement(f"def {name}(self, other):\n"
                                   f"    r = self.{root}(other)\n"
                                   f"    return {result}\n")
        for part in (node, *walk_nodes(node)):
            module.positions[part] = where
        fl._method(cls, info, node)
