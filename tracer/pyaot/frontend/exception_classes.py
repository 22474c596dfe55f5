"""What a user exception class may contain: a docstring or `pass` in this
version. Anything else is refused where it is written, with the way to carry
the data instead."""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import unsupported
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.syntax import is_docstring


def check_exception_body(module: ModuleInfo, node: cst.ClassDef) -> None:
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else node.body.body
    name = node.name.value
    for stmt in body:
        smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]
        if not all(isinstance(x, cst.Pass) or is_docstring(x) for x in smalls):
            raise unsupported(module.loc(stmt), f"body of exception class '{name}'",
                              "exception classes may only have a docstring or pass (no "
                              "__init__, methods or fields in this version); carry data in "
                              f"the message: raise {name}(f\"... {{value}}\")")
