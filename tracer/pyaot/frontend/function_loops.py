"""Loops over a list or tuple of functions (test tables):

    TESTS = [test_push, test_pop]           for test in TESTS:
    ...                                         test()
                                                print(test.__name__)

A compiled container cannot hold function values, but a display of
functions that never changes (a module-level table, as in
pyaot.frontend.function_tables, or the display the loop itself iterates)
is known to the build: the loop runs over the positions, `test(args)`
calls the position's function through the table's dispatcher (every
function must return the same type for those arguments) and
`test.__name__` reads a list of their names. The loop variable may be used
only so (called, or its __name__ read) and only in the loop's body.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.frontend.function_tables import FunctionTable, _literal_table, dispatch, table_of
from pyaot.frontend.resolve import UserFunction


def loop(fl, s: cst.For, loc: ir.Loc, lower_body) -> ir.Stmt | None:
    """`for f in FUNCTIONS:` as a loop over positions (None: not such a
    loop). `lower_body()` lowers the body and else clause."""
    if not isinstance(s.target, cst.Name):
        return None
    name = s.target.value
    table = table_of(fl, s.iter) if isinstance(s.iter, cst.Name) else \
        _literal_table(fl, name, s.iter, local=True)
    if table is None or table.keys is not None or not _only_called(fl, name, s):
        return None
    if not isinstance(s.iter, cst.Name):  # a display of its own: a dispatcher of its own
        table = FunctionTable(f"<loop>{name}{len(fl.expressions.loop_tables) + fl.fresh_counter}",
                              None, table.values, fl.qualname)
    index = fl._fresh(name)
    fl.expressions.loop_tables[name] = (table, index)
    try:
        body, orelse = lower_body()
    finally:
        del fl.expressions.loop_tables[name]
    return ir.ForRange(index, ir.Const(0, loc), ir.Const(len(table.values), loc),
                       ir.Const(1, loc), body, orelse, loc)


def row_loop(fl, s: cst.For) -> list[ir.Stmt] | None:
    """`for name, agg in (("SUM(", sum), ("MAX(", max)):`, a loop over a
    display of tuples where some columns are functions: those columns are
    tables as above (their variables only called), the others lists of their
    values, evaluated row by row before the loop as CPython evaluates the
    display; the loop runs over the rows' positions. None: not such a loop."""
    if s.asynchronous is not None or not isinstance(s.target, (cst.Tuple, cst.List)) or \
            not isinstance(s.iter, (cst.List, cst.Tuple)):
        return None
    names = [el.value.value for el in s.target.elements
             if isinstance(el, cst.Element) and isinstance(el.value, cst.Name)]
    rows = [[x.value for x in el.value.elements] for el in s.iter.elements
            if isinstance(el, cst.Element) and isinstance(el.value, cst.Tuple)
            and all(isinstance(x, cst.Element) for x in el.value.elements)]
    if len(names) != len(s.target.elements) or len(set(names)) != len(names) or not rows or \
            len(rows) != len(s.iter.elements) or any(len(r) != len(names) for r in rows):
        return None
    tables = {}
    for k, name in enumerate(names):
        column = cst.List([cst.Element(r[k]) for r in rows])
        table = _literal_table(fl, name, column, local=True)
        if table is not None:
            tables[k] = FunctionTable(f"<loop>{name}{len(fl.expressions.loop_tables) + fl.fresh_counter}",
                                      None, table.values, fl.qualname)
    if not tables or not all(_only_called(fl, names[k], s) for k in tables):
        return None
    loc = fl.loc(s)
    before: list[ir.Stmt] = []
    cells: dict[tuple[int, int], str] = {}
    for r, row in enumerate(rows):  # the data, in CPython's order
        for k, node in enumerate(row):
            if k not in tables:
                cells[r, k] = fl._fresh(names[k])
                before.append(ir.Assign(cells[r, k], fl.expr(node), fl.loc(node)))
    columns = {}
    for k, name in enumerate(names):
        if k not in tables:
            columns[k] = fl._fresh(name)
            before.append(ir.Assign(columns[k], ir.ListExpr(
                [ir.Name(cells[r, k], loc) for r in range(len(rows))], loc), loc))
    index = fl._fresh("row")
    for k, table in tables.items():
        fl.expressions.loop_tables[names[k]] = (table, index)
    try:
        body = [ir.Assign(names[k], ir.Subscript(ir.Name(column, loc), [ir.Name(index, loc)],
                                                 loc), loc) for k, column in columns.items()]
        body += fl._loop_body(s.body)
        orelse = fl._block(s.orelse.body) if s.orelse else []
    finally:
        for k in tables:
            del fl.expressions.loop_tables[names[k]]
    return before + [ir.ForRange(index, ir.Const(0, loc), ir.Const(len(rows), loc),
                                 ir.Const(1, loc), body, orelse, loc)]


def call(fl, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """`f(args)` of a loop variable over functions; None for other calls."""
    if not isinstance(e.func, cst.Name) or e.func.value not in fl.expressions.loop_tables:
        return None
    table, index = fl.expressions.loop_tables[e.func.value]
    return dispatch(fl, table, ir.Name(index, loc), e, loc)


def name_of(fl, e: cst.Attribute, loc: ir.Loc) -> ir.Expr | None:
    """`f.__name__` of a loop variable over functions; None otherwise."""
    if not (isinstance(e.value, cst.Name) and e.value.value in fl.expressions.loop_tables
            and e.attr.value == "__name__"):
        return None
    table, index = fl.expressions.loop_tables[e.value.value]
    names = []
    for node in table.values:
        resolved = fl.expressions.resolve_global(node)
        full = resolved.qualname if isinstance(resolved, UserFunction) else resolved.name
        names.append(ir.Const(full.rsplit(".", 1)[-1], loc))
    return ir.Subscript(ir.ListExpr(names, loc), [ir.Name(index, loc)], loc)


def _only_called(fl, name: str, s: cst.For) -> bool:
    """Is every mention of `name` in the function, other than the loop's
    target, in the loop's body (not in a nested function or lambda) and
    the callee of a call or the object of `.__name__`?"""
    allowed: set[int] = set()
    inside: list[cst.Name] = []

    class Body(cst.CSTVisitor):
        def visit_Call(self, n: cst.Call) -> None:
            allowed.add(id(n.func))

        def visit_Attribute(self, n: cst.Attribute) -> None:
            if n.attr.value == "__name__":
                allowed.add(id(n.value))

        def visit_Name(self, n: cst.Name) -> None:
            if n.value == name:
                inside.append(n)

        def visit_FunctionDef(self, n: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, n: cst.Lambda) -> bool:
            return False

    class Everywhere(cst.CSTVisitor):
        count = 0

        def visit_Name(self, n: cst.Name) -> None:
            if n.value == name:
                Everywhere.count += 1

    s.body.visit(Body())
    fl.fn.body.visit(Everywhere())
    return bool(inside) and all(id(n) in allowed for n in inside) and \
        Everywhere.count == len(inside) + 1
