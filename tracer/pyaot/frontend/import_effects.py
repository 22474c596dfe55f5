"""Module-level calls of stateful operators (`random.seed(42)` at the top of a
script): CPython runs them when it imports the module, before any function
is called, so every later draw depends on them. The compiled program runs
such a call where it runs the statement as a step (pyaot.frontend.module_code);
module code it does not run would leave it drawing from another state and
printing other numbers, so there the call is refused where it is written."""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import CompileError
from pyaot.frontend.bindings import never_runs_on_import
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.resolve import Resolver


def refuse_stateful_calls(module: ModuleInfo, resolver: Resolver) -> None:
    finder = _ImportTimeCalls()
    for stmt in module.module.body:
        if stmt in module.steps or (module.runs_at_start and _initial_value(module, stmt)):
            continue  # the compiled program runs it as the import does
        stmt.visit(finder)
    for call in finder.calls:
        name = _stateful(module, resolver, call)
        if name is None:
            continue
        raise CompileError(
            module.loc(call), f"call to {name}() at module level",
            "runs when CPython imports the module and changes the state every later draw "
            "depends on; compiled code does not run this module code, so it would draw other "
            "numbers",
            f"call {name}() inside the compiled function instead (first thing in the entry "
            "point, for a seed)")


def draws_at_import(module: ModuleInfo, resolver: Resolver, value: cst.BaseExpression) -> bool:
    """Does this module-level value call a stateful operator (`random.random()`)
    or print? Its assignment must run even if compiled code never reads the
    name."""
    return any(_stateful(module, resolver, call) or
               resolver.operator_called(module, call.func) == "builtins.print" or
               isinstance(call.func, cst.Name) and call.func.value == "print" and
               "print" not in module.functions for call in import_time_calls(value))


def _stateful(module: ModuleInfo, resolver: Resolver, call: cst.Call) -> str | None:
    name = resolver.operator_called(module, call.func)
    if name is None:
        return None
    op = resolver.ops.ops[name]
    if not op.stateful or name in resolver.ops.native_types:
        return None  # random.Random(1) makes a generator of its own: no shared state moves
    return name


def _initial_value(module: ModuleInfo, stmt: cst.CSTNode) -> bool:
    """`X = v` / `X: T = v`, X assigned nowhere else: the initial value of a
    module variable, which the program runs in order with the module's
    other code (pyaot.frontend.lower initialises it even if unread)."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return False
    for s in stmt.body:
        target = s.targets[0].target if isinstance(s, cst.Assign) and len(s.targets) == 1 \
            else s.target if isinstance(s, cst.AnnAssign) else None
        if not isinstance(target, cst.Name) or target.value in module.non_constant or \
                len(module.assignments.get(target.value, [])) != 1:
            return False
    return True


def import_time_calls(node: cst.CSTNode) -> list[cst.Call]:
    """The calls running `node` (module code) makes at import: not those in
    the bodies of the functions and lambdas it defines, nor under `if
    __name__ == "__main__":`; decorators, defaults and class bodies run."""
    finder = _ImportTimeCalls()
    node.visit(finder)
    return finder.calls


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
