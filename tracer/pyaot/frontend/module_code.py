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
from pyaot.frontend.bindings import never_runs_on_import
from pyaot.frontend.import_effects import import_time_calls
from pyaot.frontend.modules import ModuleInfo

STEP = "<module>"  # the function's name, as CPython names a module's frame

def step_qualname(module: ModuleInfo, stmt: cst.CSTNode) -> str:
    return f"{module.name}.{STEP}:{module.positions[stmt].start.line}"


def step_node(module: ModuleInfo, stmt: cst.CSTNode, entries: set[str]) -> cst.FunctionDef:
    """`def <module>() -> None: STMT`, each synthesised node placed where
    STMT is (diagnostics, #line, tracebacks)."""
    _refuse_entry_call(module, stmt, entries)
    _refuse_after_script_block(module, stmt, entries)
    body = cst.IndentedBlock(body=[stmt])
    name = cst.Name("module")  # renamed STEP once lowered (not an identifier)
    returns = cst.Annotation(annotation=cst.Name("None"))
    fn = cst.FunctionDef(name=name, params=cst.Parameters(), body=body, returns=returns)
    where = module.positions[stmt]
    for node in (body, name, returns, returns.annotation, fn):
        module.positions[node] = where
    return fn


def _refuse_after_script_block(module: ModuleInfo, stmt: cst.CSTNode, entries: set[str]) -> None:
    """Module code after `if __name__ == "__main__":` in the entry points'
    module: run as a script, CPython runs it after that block (which calls
    the entry point); the compiled program runs module code first."""
    if not any(q.rpartition(".")[0] == module.name for q in entries):
        return
    line = module.positions[stmt].start.line
    for other in module.module.body:
        if isinstance(other, cst.If) and never_runs_on_import(other.test) and \
                isinstance(other.test, cst.Comparison) and module.positions[other].start.line < line:
            raise CompileError(
                module.loc(stmt), "module-level code after the `if __name__ == \"__main__\":` "
                "block", "a script runs it after that block, and the compiled program runs "
                "module code before its entry point", "move it above that block")


# Calls whose effects show (output, files, input): a statement the program
# does not run may not make them. The module's own functions and classes may
# make them too.
_SHOWN = ("print", "input", "open", "exec", "eval", "exit", "quit")


def refuse_unrun(module: ModuleInfo) -> None:
    """Module code the program does not run (it binds a name the module binds
    elsewhere, or declares one) is refused where it calls print, open, a
    `sys` function or the module's own functions: its effects would be lost.
    (The module variables it may change are refused where they are used.)"""
    for stmt in module.runs_code:  # (the `else:` of `if __name__ == "__main__":` runs)
        calls = [c for c in import_time_calls(stmt) if _shows(module, c.func)]
        if calls:
            raise CompileError(
                module.loc(calls[0]), "module-level code",
                "makes a call with effects when the module is imported, in a statement the "
                "compiled program does not run (it binds a name the module binds elsewhere, "
                "declares one, or is the `else:` of a `__name__` or TYPE_CHECKING test)",
                "move it into a function the entry point calls, or give each name one "
                "module-level assignment")


def _shows(module: ModuleInfo, func: cst.BaseExpression) -> bool:
    root = func
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name):
        return True  # a call of a call's result, of an item: anything
    if root is func:
        return func.value in _SHOWN or func.value in module.functions or \
            func.value in module.classes or _from_sys(module, func.value)
    return _from_sys(module, root.value) or root.value in module.classes


def _from_sys(module: ModuleInfo, name: str) -> bool:
    """`sys`, a name imported from it (`from sys import stdout`), or a module
    name assigned one of its attributes (`out = sys.stdout`)."""
    if module.imports.get(name, "").split(".")[0] == "sys":
        return True
    values = module.assignments.get(name, [])
    while values and isinstance(values[0], cst.Attribute):
        values = [values[0].value]
    return bool(values) and isinstance(values[0], cst.Name) and \
        module.imports.get(values[0].value) == "sys"


def _refuse_entry_call(module: ModuleInfo, stmt: cst.CSTNode, entries: set[str]) -> None:
    """`main()` at module level, unguarded (in a `try` too): CPython's import
    runs it, and the compiled program calls it again as its entry point
    (`entries`: their qualnames)."""
    calls = [n for n in import_time_calls(stmt) if isinstance(n.func, cst.Name) and
             f"{module.name}.{n.func.value}" in entries]
    if calls:
        name = calls[0].func.value
        raise CompileError(
            module.loc(calls[0]), f"call to the entry point {name}() at module level",
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


# After the code of the modules a statement's line imports (`import b; Z = b.W`).
AFTER_IMPORTS = 1 << 62


def import_timeline(sources, entry: ModuleInfo) -> dict[str, tuple[int, ...]]:
    """When each user module's code runs, as a sort key: the entry module's
    statements are keyed by their line, a module it imports at line 5 runs
    at (5,), its own statements at (5, line), and so on (an import runs
    the imported module's code once, where it is first imported). Modules
    imported at module level only (`sources`: the SourceSet), packages
    before their modules (`import a.b` runs a, then a.b)."""
    keys: dict[str, tuple[int, ...]] = {entry.name: ()}

    def visit(module: ModuleInfo, prefix: tuple[int, ...]) -> None:
        for stmt in module.module.body:
            for node, dotted in _imports(module, stmt):
                parts = dotted.split(".")
                for k in range(1, len(parts) + 1):
                    name = ".".join(parts[:k])
                    if name in keys:
                        continue
                    imported = sources.user_module(name)
                    if imported is not None:
                        keys[name] = (*prefix, module.positions[node].start.line)
                        visit(imported, keys[name])

    visit(entry, ())
    return keys


def _imports(module: ModuleInfo, stmt: cst.CSTNode) -> list[tuple[cst.CSTNode, str]]:
    """The modules a top-level statement imports (also in a module-level
    `try` or `if`, not under `if __name__ == "__main__":`), each with its
    node: `import a.b` a.b; `from a import b` a and a.b (b may be a module)."""
    from pyaot.frontend.modules import resolve_relative
    found: list[tuple[cst.CSTNode, str]] = []

    class Finder(cst.CSTVisitor):
        def visit_Import(self, n: cst.Import) -> None:
            found.extend((n, module.module.code_for_node(a.name)) for a in n.names)

        def visit_ImportFrom(self, n: cst.ImportFrom) -> None:
            base = resolve_relative(module, n)
            found.append((n, base))
            if not isinstance(n.names, cst.ImportStar):
                found.extend((n, f"{base}.{a.name.value}") for a in n.names
                             if isinstance(a.name, cst.Name))

        def visit_If(self, n: cst.If) -> bool:
            return not never_runs_on_import(n.test)

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            return False

        def visit_ClassDef(self, n: cst.ClassDef) -> bool:
            return False

    stmt.visit(Finder())
    return found


def run_order(timeline: dict[str, tuple[int, ...]], module: ModuleInfo, line: int,
              node: cst.CSTNode) -> tuple[int, ...]:
    """The sort key of module code at `line` of `module` (`node`: where an
    error about it points): refused for a module whose code would run when
    a function first imports it, not at the start."""
    if module.name not in timeline:
        raise CompileError(
            module.loc(node), f"module-level code of {module.name}",
            "runs when a function first imports the module; the compiled program runs "
            "module code when it starts", f"import {module.name} at module level")
    return (*timeline[module.name], line, AFTER_IMPORTS)
