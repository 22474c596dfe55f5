"""Module variables in functions: `global` declarations, and the initial
value of each module variable as a function of its own.

A module variable (pyaot.frontend.resolve.ModuleVariable) is read as
`ir.GlobalRef` and rebound, in a function that declares it `global`, by
`ir.AssignGlobal`. Its one top-level assignment becomes a function with no
parameters named `<module>` (CPython's name for the frame running module
code) returning the initial value; the program runs each once, in source
order, before the first entry point (ir.Program.globals).
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend import class_variables
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.resolve import ModuleVariable
from pyaot.frontend.syntax import AUG_OPS, OwnScopeVisitor

INITIALISER = "<module>"


class GlobalStatements:
    """One function's `global` names: declared, assigned, and the module
    variables it reads (a FunctionLowerer's helper)."""

    def __init__(self, fl) -> None:  # fl: pyaot.frontend.lower.FunctionLowerer
        self.fl = fl
        self.names: set[str] = set()  # declared `global` here
        # The module variable whose initial value this function computes.
        self.initialising: ModuleVariable | None = None
        # The line of the module-level statement this function runs (a step,
        # pyaot.frontend.module_code).
        self.step_line: int | None = None

    def declare(self, fn: cst.FunctionDef, params: list[ir.Param]) -> set[str]:
        declared = global_names(fn.body)
        for name, node in declared.items():
            if any(p.name == name for p in params):
                raise CompileError(self.fl.loc(node), f"global '{name}'", "names a parameter "
                                   f"of {fn.name.value}() (SyntaxError in Python)",
                                   "rename the parameter or the module variable")
        self.names = set(declared)
        return self.names

    def statement(self, s: cst.BaseSmallStatement, loc: ir.Loc) -> list[ir.Stmt] | None:
        """`global G`, `G = v` and `G op= v` for a declared G; None for
        other statements."""
        if isinstance(s, cst.Global):
            return []  # a declaration: its names are module variables here
        if isinstance(s, cst.Assign) and all(self._is_global(t.target) for t in s.targets):
            value = self.fl.expr(s.value)
            if len(s.targets) == 1:
                return [self._assign(s.targets[0].target, value, loc)]
            temp = self.fl._fresh("chain")
            return [ir.Assign(temp, value, loc)] + [
                self._assign(t.target, ir.Name(temp, loc), loc) for t in s.targets]
        if isinstance(s, cst.AugAssign) and self._is_global(s.target):
            variable = self._variable(s.target)
            value = ir.Call("op", AUG_OPS[type(s.operator)],
                            [ir.GlobalRef(variable.qualname, loc), self.fl.expr(s.value)], loc)
            return [ir.AssignGlobal(variable.qualname, value, loc)]
        return class_variables.assignment(self.fl, s, loc)

    def declared(self, t: cst.Name) -> bool:
        return self._is_global(t)

    def statement_for(self, t: cst.Name, value: ir.Expr, loc: ir.Loc) -> list[ir.Stmt]:
        """`G = value` in a chain or a tuple target (`a = G = 0`)."""
        return [self._assign(t, value, loc)]

    def check_target(self, t: cst.BaseExpression) -> None:
        """A declared global bound by unpacking, a loop, `with`, ...: refused."""
        if self._is_global(t):
            raise unsupported(self.fl.loc(t), f"global '{t.value}' as this assignment's "
                              "target", f"assign it on its own: `{t.value} = value`")

    def use(self, variable: ModuleVariable, node: cst.CSTNode) -> None:
        """The function reads or assigns `variable`: the program holds it."""
        if self.initialising is not None:
            check_initialised_before(self.initialising, assignment_line(self.initialising),
                                     variable, node)
        if self.step_line is not None and variable.module is self.fl.module and \
                assignment_line(variable) >= self.step_line:
            raise CompileError(
                self.fl.loc(node), f"global '{variable.name}'",
                f"is read by the module-level code at line {self.step_line} before its own "
                f"assignment (line {assignment_line(variable)}) runs: NameError in Python",
                f"assign '{variable.name}' before line {self.step_line}")
        self.fl.resolver.variables_used.setdefault(variable.qualname, variable)

    def _is_global(self, t: cst.BaseExpression) -> bool:
        return isinstance(t, cst.Name) and t.value in self.names

    def _variable(self, t: cst.Name) -> ModuleVariable:
        resolved = self.fl.expressions.resolve_global(t)
        if not isinstance(resolved, ModuleVariable):
            raise CompileError(self.fl.loc(t), f"global '{t.value}'", "is assigned here, but "
                               "the program cannot hold it as a module variable: module-level "
                               "code the compiler does not run binds it too",
                               f"assign '{t.value}' once at module level, and move other "
                               "module-level code into functions")
        self.use(resolved, t)
        return resolved

    def _assign(self, t: cst.Name, value: ir.Expr, loc: ir.Loc) -> ir.Stmt:
        return ir.AssignGlobal(self._variable(t).qualname, value, loc)


def global_names(body: cst.BaseSuite) -> dict[str, cst.Name]:
    """Names a function body declares `global` (not those of functions
    nested in it), each with the node that declares it."""
    names: dict[str, cst.Name] = {}

    class Collector(OwnScopeVisitor):
        def visit_Global(self, node: cst.Global) -> None:
            for item in node.names:
                names.setdefault(item.name.value, item.name)

    body.visit(Collector())
    return names


def initialiser_qualname(variable: ModuleVariable) -> str:
    return f"{variable.module.name}.{INITIALISER}.{variable.name}"


def assignment_line(variable: ModuleVariable) -> int:
    value = variable.module.assignments[variable.name][0]
    return variable.module.positions[value].start.line


def initialiser_node(variable: ModuleVariable) -> cst.FunctionDef:
    """`def <module>() -> T: return VALUE` for `NAME: T = VALUE`, each
    synthesised node placed where VALUE is (diagnostics, #line)."""
    module = variable.module
    value = module.assignments[variable.name][0]
    ret = cst.Return(value=value)
    line = cst.SimpleStatementLine(body=[ret])
    body = cst.IndentedBlock(body=[line])
    name = cst.Name("module")  # renamed INITIALISER once lowered (not an identifier)
    fn = cst.FunctionDef(name=name, params=cst.Parameters(), body=body,
                         returns=module.annotations.get(variable.name))
    where = module.positions[value]
    for node in (ret, line, body, name, fn):
        module.positions[node] = where
    return fn


def check_initialised_before(reader: ModuleVariable, line: int,
                             variable: ModuleVariable, node: cst.CSTNode) -> None:
    """The initial value of a module variable may read only variables its
    module assigned before it (CPython: NameError)."""
    if reader.module is variable.module and assignment_line(variable) >= line:
        raise CompileError(
            reader.module.loc(node), f"global '{variable.name}'",
            f"is read by the initial value of '{reader.name}' (line {line}) before its own "
            f"assignment (line {assignment_line(variable)}) runs: NameError in Python",
            f"assign '{variable.name}' before '{reader.name}'")


def calls_own_code(module: ModuleInfo, name: str) -> bool:
    """Does this name's top-level assignment call a function or class of its
    module? It must run even if compiled code never reads the name: the
    call may change module variables that compiled code does read."""
    values = module.assignments.get(name, [])
    if len(values) != 1 or name in module.non_constant:
        return False
    found = False

    class Finder(cst.CSTVisitor):
        def visit_Call(self, node: cst.Call) -> None:
            nonlocal found
            if isinstance(node.func, cst.Name) and (
                    node.func.value in module.functions or node.func.value in module.classes):
                found = True

    values[0].visit(Finder())
    return found
