"""Module-level calls of stateful operators (`random.seed(42)` at the top of a
script): CPython runs them when it imports the module, before any function
is called, so every later draw depends on them. Compiled code never runs
module code; it would draw from another state and print other numbers, so
such a call is refused where it is written."""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import CompileError
from pyaot.frontend.bindings import never_runs_on_import
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.resolve import Resolver


def refuse_stateful_calls(module: ModuleInfo, resolver: Resolver) -> None:
    finder = _ImportTimeCalls()
    module.module.visit(finder)
    for call in finder.calls:
        name = resolver.operator_called(module, call.func)
        if name is None:
            continue
        op = resolver.ops.ops[name]
        if not op.stateful or name in resolver.ops.native_types:
            continue  # random.Random(1) makes a generator of its own: no shared state moves
        raise CompileError(
            module.loc(call), f"call to {name}() at module level",
            "runs when CPython imports the module and changes the state every later draw "
            "depends on; compiled code does not run module code, so it would draw other numbers",
            f"call {name}() inside the compiled function instead (first thing in the entry "
            "point, for a seed)")


class _ImportTimeCalls(cst.CSTVisitor):
    """The calls a module's import evaluates: not those in function or
    lambda bodies, nor under `if __name__ == "__main__":`."""

    def __init__(self) -> None:
        self.calls: list[cst.Call] = []

    def visit_Call(self, node: cst.Call) -> None:
        self.calls.append(node)

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        for decorator in node.decorators:  # decorators and defaults run at import
            decorator.visit(self)
        node.params.visit(self)
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        node.params.visit(self)
        return False

    def visit_If(self, node: cst.If) -> bool:
        if never_runs_on_import(node.test):
            if node.orelse is not None:
                node.orelse.visit(self)
            return False
        return True
