"""Module-level code that runs when the module is imported, compiled to run
as the import runs it: `for` loops filling a table, `setup()`,
`random.seed(1)`, `print("loading")`.

A top-level statement other than a definition, import or plain assignment
is a *step* when the names it binds are its own: no definition, import,
assignment or `global` elsewhere in the module binds them (a loop variable
`_d`, used by two loops alike). Each step becomes a function with no
parameters named `<module>` (CPython's name for the frame running module
code) whose body is the statement, run once, in source order among the
initial values of the module variables (ir.Program.globals), before the
first entry point, as importing the module would. Its names are its own
locals: a compiled function reading one is refused (CPython would read the
value the module code left). Statements that bind a name the module binds
elsewhere (`if DEBUG: LIMIT = 10`, `TOTAL += x` in a loop) stay module code
the compiler does not run (ModuleInfo.runs_code), as do the modules of the
shipped standard library and of installed packages, and a module importing
torch (its module code runs in the ONNX export instead).
"""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import CompileError
from pyaot.frontend.modules import ModuleInfo

STEP = "<module>"  # the function's name, as CPython names a module's frame

def step_qualname(module: ModuleInfo, stmt: cst.CSTNode) -> str:
    return f"{module.name}.{STEP}:{module.positions[stmt].start.line}"


def step_node(module: ModuleInfo, stmt: cst.CSTNode, entries: set[str]) -> cst.FunctionDef:
    """`def <module>() -> None: STMT`, each synthesised node placed where
    STMT is (diagnostics, #line, tracebacks)."""
    _refuse_entry_call(module, stmt, entries)
    body = cst.IndentedBlock(body=[stmt])
    name = cst.Name("module")  # renamed STEP once lowered (not an identifier)
    returns = cst.Annotation(annotation=cst.Name("None"))
    fn = cst.FunctionDef(name=name, params=cst.Parameters(), body=body, returns=returns)
    where = module.positions[stmt]
    for node in (body, name, returns, returns.annotation, fn):
        module.positions[node] = where
    return fn


def _refuse_entry_call(module: ModuleInfo, stmt: cst.CSTNode, entries: set[str]) -> None:
    """`main()` at module level, unguarded: CPython's import runs it, and the
    compiled program calls it again as its entry point (`entries`: their
    qualnames)."""
    if not isinstance(stmt, cst.SimpleStatementLine):
        return
    for small in stmt.body:
        call = small.value if isinstance(small, cst.Expr) else None
        if isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and \
                f"{module.name}.{call.func.value}" in entries:
            name = call.func.value
            raise CompileError(
                module.loc(call), f"call to the entry point {name}() at module level",
                f"runs when the module is imported, and the compiled program then calls "
                f"{name}() again as its entry point",
                f'call it under `if __name__ == "__main__":`, which runs only as a script')


def refuse_changing(fl, e: cst.Name) -> None:
    """Module code (a step, or a module variable's initial value: `fl`, a
    FunctionLowerer, lowers it) runs while the import binds the module's
    names: one bound more than once has a value there that no constant, nor
    the sandbox's value after the import, gives."""
    state, module = fl.module_state, fl.module
    if state.step_line is None and state.initialising is None:
        return
    line = state.step_line
    if line is None:
        line = module.positions[module.assignments[state.initialising.name][0]].start.line
    defined = module.functions.get(e.value) or module.classes.get(e.value)
    if isinstance(defined, (cst.FunctionDef, cst.ClassDef)) and \
            module.positions[defined].start.line > line:
        raise CompileError(
            fl.loc(e), f"name '{e.value}'",
            f"is read by module-level code at line {line} before its definition (line "
            f"{module.positions[defined].start.line}) runs: NameError in Python",
            f"define '{e.value}' before line {line}")
    why = module.non_constant.get(e.value)
    if why is None or e.value in module.variables:
        return
    raise CompileError(
        fl.loc(e), f"global '{e.value}'",
        f"is read by module-level code, which runs while the module binds it ({why}); the "
        "compiled program knows no value of it at that point",
        f"assign '{e.value}' once at module level, or read it in a function called after the "
        "import")
