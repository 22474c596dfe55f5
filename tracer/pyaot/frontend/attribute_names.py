"""getattr(obj, side) and setattr(obj, side, value) where `side` is a local
variable that only ever holds string literals (`side = "left" if k < key
else "right"`): the names it can hold are known at build time, so the call
is a run-time switch over them, `obj.left if side == "left" else
obj.right`, which reads exactly the attribute CPython reads. Inference then
types each branch as the attribute it names (fields of one type give that
type; of several, a union or the usual refusal).

Only a plain local qualifies: every statement binding it assigns a string
literal or a conditional expression of them. A parameter, a loop variable,
a name assigned anything else or rebound by a nested function can hold any
string, and a name CPython may resolve to something else (a method, a
dunder) cannot be switched over, so those stay refused."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError


def _literals(value: cst.BaseExpression) -> list[str] | None:
    """The strings a literal, or a conditional expression of literals, gives."""
    if isinstance(value, cst.SimpleString) and isinstance(value.evaluated_value, str):
        return [value.evaluated_value]
    if isinstance(value, cst.IfExp):
        body, orelse = _literals(value.body), _literals(value.orelse)
        return body + orelse if body is not None and orelse is not None else None
    return None


class _Bindings(cst.CSTVisitor):
    """Every value bound to `name` in one function body (None: a binding
    that is not a plain assignment)."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.values: list[cst.BaseExpression | None] = []

    def _targets(self, target: cst.BaseExpression) -> bool:
        if isinstance(target, cst.Name):
            return target.value == self.name
        if isinstance(target, (cst.Tuple, cst.List)):
            return any(self._targets(el.value) for el in target.elements)
        if isinstance(target, cst.StarredElement):
            return self._targets(target.value)
        return False

    def visit_Assign(self, node: cst.Assign) -> None:
        for t in node.targets:
            if self._targets(t.target):
                plain = isinstance(t.target, cst.Name) and len(node.targets) == 1
                self.values.append(node.value if plain else None)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if self._targets(node.target):
            self.values.append(node.value)

    def _other(self, node: Any) -> None:
        target = getattr(node, "target", None)
        if target is not None and self._targets(target):
            self.values.append(None)

    visit_AugAssign = visit_For = visit_NamedExpr = visit_CompFor = _other

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None and self._targets(node.name.name):
            self.values.append(None)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None and self._targets(node.asname.name):
            self.values.append(None)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        if any(n.name.value == self.name for n in node.names):
            self.values.append(None)  # a nested function rebinds it

    def visit_Global(self, node: cst.Global) -> None:
        if any(n.name.value == self.name for n in node.names):
            self.values.append(None)


def literal_names(fl: Any, node: cst.BaseExpression) -> list[str] | None:
    """The attribute names `node` can hold, in order of first appearance, when
    it is a local variable of fl's function bound only to string literals;
    None otherwise."""
    if not isinstance(node, cst.Name) or fl.fn is None or node.value in fl.renames \
            or node.value not in fl.locals:
        return None
    params = fl.fn.params
    every = [*params.posonly_params, *params.params, *params.kwonly_params,
             params.star_arg, params.star_kwarg]
    if any(isinstance(p, cst.Param) and p.name.value == node.value for p in every):
        return None
    found = _Bindings(node.value)
    fl.fn.body.visit(found)
    names: list[str] = []
    for value in found.values:
        strings = _literals(value) if value is not None else None
        if strings is None:
            return None
        names += [s for s in strings if s not in names]
    return names or None


def _methods(fl: Any) -> set[str]:
    """Names of the methods the module's classes define (not fields)."""
    out: set[str] = set()
    for cls in fl.module.classes.values():
        for stmt in cls.body.body:
            if isinstance(stmt, cst.FunctionDef) and not stmt.decorators:
                out.add(stmt.name.value)
    return out


def _checked(fl: Any, names: list[str], fn: str, loc: ir.Loc) -> None:
    methods = _methods(fl)
    for name in names:
        if not name.isidentifier() or (name.startswith("__") and name.endswith("__")):
            raise CompileError(loc, f"{fn}() of attribute {name!r} (a value the name "
                               "variable can hold)", "is not an attribute name compiled "
                               "code can switch over", "name a field")
        if name in methods:
            raise CompileError(loc, f"{fn}() of attribute {name!r} (a value the name "
                               "variable can hold)", "names a method of a class here: "
                               "compiled code switches over fields only", "call the "
                               "method by name: `obj.m() if c else obj.n()`")


def _test(fl: Any, node: cst.Name, name: str, loc: ir.Loc) -> ir.Expr:
    return ir.Compare([fl.expr(node), ir.Const(name, loc)], ["operator.eq"], loc)


def _simple(node: cst.BaseExpression) -> bool:
    """A variable or a field path (`node`, `self.root`): lowered once per branch."""
    while isinstance(node, cst.Attribute):
        node = node.value
    return isinstance(node, cst.Name)


def switched_getattr(fl: Any, obj: cst.BaseExpression, names: list[str],
                     node: cst.Name, loc: ir.Loc) -> ir.Expr | None:
    """`obj.a if n == "a" else obj.b` for getattr(obj, n) with n in names."""
    if not _simple(obj):
        return None
    _checked(fl, names, "getattr", loc)
    out: ir.Expr = ir.Attribute(fl.expr(obj), names[-1], loc)
    for name in reversed(names[:-1]):
        out = ir.IfExp(_test(fl, node, name, loc), ir.Attribute(fl.expr(obj), name, loc),
                       out, loc)
    if len(names) == 1:  # still read the variable (unbound: CPython's error)
        out = ir.IfExp(_test(fl, node, names[0], loc), out,
                       ir.Attribute(fl.expr(obj), names[0], loc), loc)
    return out


def switched_setattr(fl: Any, call: cst.Call, names: list[str],
                     loc: ir.Loc) -> list[ir.Stmt] | None:
    """value.N = value; if n == "a": obj.a = value.N / else: obj.b = value.N."""
    obj, node, value = (a.value for a in call.args)
    if not _simple(obj):
        return None
    _checked(fl, names, "setattr", loc)
    temp = fl._fresh("setattr")
    held = ir.Assign(temp, fl.expr(value), loc)
    out: list[ir.Stmt] = [ir.SetAttr(fl.expr(obj), names[-1], ir.Name(temp, loc), loc)]
    for name in reversed(names[:-1] if len(names) > 1 else names):
        out = [ir.If(_test(fl, node, name, loc),
                     [ir.SetAttr(fl.expr(obj), name, ir.Name(temp, loc), loc)], out, loc)]
    return [held, *out]
