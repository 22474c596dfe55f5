"""Which top-level statements of a user module are *steps*: module code
the compiled program runs as the import runs it (pyaot.frontend.module_code
lowers them). Syntax only: this module sees no other part of the compiler.
"""

from __future__ import annotations

import libcst as cst

from pyaot.frontend.bindings import module_bindings, never_runs_on_import

# Statements a step may not contain: they declare module-level names, which
# the step's function would keep as locals.
_DECLARING = (cst.ClassDef, cst.Import, cst.ImportFrom, cst.Global, cst.Nonlocal)


def split_steps(info) -> None:
    """Moves the statements of `info.runs_code` (a ModuleInfo's) the program
    can run as steps into `info.steps`."""
    ranges = [(s, info.positions[s]) for s in info.runs_code if _may_be_step(s)]
    if not ranges:
        return
    inside: dict[str, list[cst.CSTNode]] = {}  # name -> the steps binding it
    outside: set[str] = set()  # names bound elsewhere
    for b in module_bindings(info.module):
        where = info.positions[b.node].start
        step = next((s for s, r in ranges if _at(r.start) <= _at(where) <= _at(r.end)), None)
        if step is None:
            outside.add(b.name)
        else:
            inside.setdefault(b.name, []).append(step)
    refused = {s for name, steps in inside.items() if name in outside for s in steps}
    info.steps = [s for s, _ in ranges if s not in refused]
    info.runs_code = [s for s in info.runs_code if s not in info.steps]
    for name, steps in inside.items():
        kept = [s for s in steps if s in info.steps]
        if kept and name not in outside:
            line = info.positions[kept[0]].start.line
            info.non_constant[name] = (
                f"it is bound only by the module-level code at line {line} "
                f"(`{info.line_text(line)}`), which the compiled program runs as the import "
                "does, with its names its own; compiled functions do not read them")


def _may_be_step(stmt: cst.CSTNode) -> bool:
    if isinstance(stmt, cst.If) and never_runs_on_import(stmt.test):
        return False  # `if __name__ == "__main__": ... else: ...`
    found = False

    class Finder(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            nonlocal found
            if isinstance(node, _DECLARING):
                found = True
            return not found

    stmt.visit(Finder())
    return not found


def _at(position) -> tuple[int, int]:
    return (position.line, position.column)
