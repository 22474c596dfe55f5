"""Methods a class may define that compiled code would never call where
CPython does: refused at their definition rather than silently skipped."""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import CompileError
from pyaot.ir import Loc


def refuse_uncalled_method(loc: Loc, class_name: str, node: cst.FunctionDef) -> None:
    name = node.name.value
    if name == "__del__":
        raise CompileError(loc, f"finalizer __del__ of class '{class_name}'",
                           "is not supported: CPython calls it when the last reference "
                           "to an instance goes (for cycles, when the collector frees "
                           "them); compiled code would never call it",
                           "release resources explicitly: call a close() method where "
                           "you are done, or use try/finally")
    if name == "__format__":
        raise CompileError(loc, f"method __format__ of class '{class_name}'",
                           "is not supported: f-strings, str.format() and format() would "
                           "format instances with __str__ instead",
                           "call a method that returns the text: f\"{obj.formatted('>8')}\"")
