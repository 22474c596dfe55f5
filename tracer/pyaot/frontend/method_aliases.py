"""A method or function taken once into a local name and called through it:

    perm1_ins = perm1.insert        # fannkuch
    push = heapq.heappush
    ...
    perm1_ins(r, perm1_pop(0))

Interpreter benchmarks save the attribute lookup this way. Compiled code has
no bound-method value to keep, so a call `alias(args)` is lowered as the
call it stands for, `perm1.insert(args)`. That is the same call wherever the
alias is called only if the receiver holds one value for the whole function
call (pyaot.frontend.lower's holds_one_value: a parameter nothing rebinds, or
a variable one top-level statement binds) and the alias is:
  - bound by that one top-level assignment, rebound nowhere;
  - read only as the callee of calls in the function's own body (not in a
    nested def or lambda, not as a value), each after the assignment.
The assignment itself makes nothing. (CPython looks the attribute up there:
a receiver without the method raises AttributeError at the assignment in
CPython and at the first call here; compiled receivers have their types
checked at build time, so only a None receiver could show it.)
"""

from __future__ import annotations

from typing import NamedTuple

import libcst as cst

from pyaot import ir
from pyaot.frontend.syntax import ReadNamesVisitor, walk_nodes
from pyaot.diagnostics import CompileError
from pyaot.frontend.resolve import OpRef, UserFunction


class MethodAlias(NamedTuple):
    name: str
    target: cst.BaseExpression  # `perm1.insert`: what the alias stands for
    statement: cst.BaseSmallStatement


def method_aliases(fl, fn: cst.FunctionDef, binding_counts, rebound: set[str],
                   params: set[str]) -> dict[str, MethodAlias]:
    found: dict[str, MethodAlias] = {}
    statements = list(fn.body.body) if isinstance(fn.body, cst.IndentedBlock) else []
    for index, line in enumerate(statements):
        alias = _alias_of(fl, line, binding_counts, rebound, params)
        if alias is None or not _only_called_after(alias.name, statements, index):
            continue
        root = _root(alias.target)
        # The receiver must be the same variable wherever the alias is called
        # (a comprehension's own `xs` is another), and bound by then.
        if root in _comprehension_targets(fn.body) or root in binding_counts and \
                not any(_mentions(line, root) for line in statements[:index]):
            continue
        found[alias.name] = alias
    return found


def _root(target: cst.BaseExpression) -> str | None:
    while isinstance(target, cst.Attribute):
        target = target.value
    return target.value if isinstance(target, cst.Name) else None


def _comprehension_targets(body: cst.CSTNode) -> set[str]:
    names: set[str] = set()

    class Targets(cst.CSTVisitor):
        def visit_CompFor(self, node: cst.CompFor) -> None:
            names.update(n.value for n in [node.target, *walk_nodes(node.target)]
                         if isinstance(n, cst.Name))

    body.visit(Targets())
    return names


def _alias_of(fl, line: cst.CSTNode, binding_counts, rebound: set[str],
              params: set[str]) -> MethodAlias | None:
    if not (isinstance(line, cst.SimpleStatementLine) and len(line.body) == 1
            and isinstance(line.body[0], cst.Assign) and len(line.body[0].targets) == 1):
        return None
    s = line.body[0]
    target, value = s.targets[0].target, s.value
    if not isinstance(target, cst.Name) or not isinstance(value, cst.Attribute) or \
            binding_counts[target.value] != 1 or target.value in rebound | params:
        return None
    root = value.value
    if isinstance(root, cst.Name) and (root.value in binding_counts or root.value in params):
        if root.value == target.value or not fl.holds_one_value(root.value):
            return None  # a local receiver that may be rebound
    elif not _global_callable(fl, value):
        return None
    return MethodAlias(target.value, value, s)


def _global_callable(fl, value: cst.Attribute) -> bool:
    """`heapq.heappush`, `math.sqrt`: a module's function, named for good."""
    try:
        resolved = fl.expressions.resolve_global(value)
    except CompileError:
        return False
    return isinstance(resolved, (OpRef, UserFunction))


class _Reads(ReadNamesVisitor):
    """Reads of `name`: are they all callees of calls outside nested scopes?"""

    def __init__(self, name: str):
        self.name = name
        self.calls = self.names = 0
        self.nested = False

    def ok(self) -> bool:
        return not self.nested and self.calls == self.names

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Name) and node.func.value == self.name:
            self.calls += 1

    def visit_Name(self, node: cst.Name) -> None:
        if node.value == self.name:
            self.names += 1

    def _nested(self, node: cst.CSTNode) -> bool:
        self.nested = self.nested or _mentions(node, self.name)
        return False

    visit_Lambda = visit_FunctionDef = visit_ClassDef = _nested


def _mentions(node: cst.CSTNode, name: str) -> bool:
    return any(isinstance(n, cst.Name) and n.value == name for n in [node, *walk_nodes(node)])


def _only_called_after(name: str, statements: list[cst.CSTNode], index: int) -> bool:
    for i, line in enumerate(statements):
        if i < index and _mentions(line, name):
            return False
        if i > index:
            reads = _Reads(name)
            line.visit(reads)
            if not reads.ok():
                return False
    return True


def assigned(fl, s: cst.BaseSmallStatement) -> list[ir.Stmt] | None:
    """The alias's assignment: nothing to run (None: `s` is none)."""
    for alias in fl.method_aliases.values():
        if s is alias.statement:
            return [ir.Pass(fl.loc(s))]
    return None


def call(ex, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """`alias(args)` as the call it stands for; None for other calls."""
    fl = ex.fl
    if not isinstance(e.func, cst.Name) or e.func.value not in fl.method_aliases or \
            e.func.value in fl.renames:
        return None
    return ex.call(e.with_changes(func=fl.method_aliases[e.func.value].target), loc)
