"""`functools.partial(f, a, k=v)` of a function defined with `def` at module
level: lowered as the function value `lambda x, y: f(a, x, y, k=v)`, whose
parameters are f's parameters the partial leaves to its caller (those
without a default; a defaulted one keeps f's default). CPython reads the
bound arguments when the partial is made, a function value when it is
called: each must be a literal, a module-level name or a parameter the
function never assigns, whose value is the same then.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.resolve import UserFunction

_LITERALS = (cst.Integer, cst.Float, cst.SimpleString, cst.Name)
_HINT = "write the function out: lambda x: f(a, x)"


def _bound(ex: Any, child: Any, node: cst.BaseExpression, loc: ir.Loc) -> ir.Expr:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and \
            isinstance(node.expression, (cst.Integer, cst.Float)):
        return ir.Const(-node.expression.evaluated_value, loc)
    if not isinstance(node, _LITERALS):
        raise CompileError(loc, "partial() argument that is neither a literal nor a variable",
                           "is not supported by pyaot (CPython reads it once, when the "
                           "partial is made)", "assign it to a variable first, or " + _HINT)
    if isinstance(node, cst.Name) and not _fixed(ex.fl, node.value):
        raise CompileError(loc, f"partial() argument '{node.value}', a variable assigned in "
                           "this function", "is not supported by pyaot (the partial keeps the "
                           "value it had when made; a compiled function value reads the "
                           "variable when called)", "pass a parameter the function never "
                           "assigns, a module-level name or a literal, or " + _HINT)
    return child.expr(node)


def _fixed(fl: Any, name: str) -> bool:
    """Does `name` keep one value in the function making the partial: a
    module-level name, or a parameter the function never assigns?"""
    if not fl._is_local(name):
        return True
    fn = fl.fn
    params = [*fn.params.posonly_params, *fn.params.params, *fn.params.kwonly_params] \
        if fn is not None else []
    return fn is not None and fl.outer is None and name not in fl.renames and \
        any(p.name.value == name for p in params) and not _assigned(fn.body, name)


def _assigned(body: cst.BaseSuite, name: str) -> bool:
    """Does any statement in `body` (nested functions too: conservative)
    bind `name`?"""
    found = False

    def mentions(node: cst.CSTNode | None) -> bool:
        if node is None:
            return False
        hit = False

        class Names(cst.CSTVisitor):
            def visit_Name(self, n: cst.Name) -> None:
                nonlocal hit
                hit = hit or n.value == name
        node.visit(Names())
        return hit

    class Binders(cst.CSTVisitor):
        def on_visit(self, node: cst.CSTNode) -> bool:
            nonlocal found
            targets: list[cst.CSTNode | None] = []
            if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For,
                                 cst.NamedExpr, cst.Del)):
                targets = [node.target]
            elif isinstance(node, cst.WithItem):
                targets = [node.asname]
            elif isinstance(node, cst.ExceptHandler):
                targets = [node.name]
            elif isinstance(node, cst.ImportAlias):
                targets = [node.name, node.asname]
            elif isinstance(node, (cst.Global, cst.Nonlocal)):
                targets = [n.name for n in node.names]
            elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
                targets = [node.name]
            found = found or any(mentions(t) for t in targets)
            return not found
    body.visit(Binders())
    return found


def lower_partial(ex: Any, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    if not e.args or e.args[0].keyword is not None or any(a.star for a in e.args):
        raise CompileError(loc, "partial(...)", "is compiled with the function first and "
                           "arguments one by one", _HINT)
    try:
        target = ex.resolve_global(e.args[0].value)
    except CompileError:
        target = None
    if not isinstance(target, UserFunction):
        raise CompileError(loc, "partial() of something other than a module-level def",
                           "is not supported by pyaot", _HINT)
    params = target.node.params
    if params.posonly_params or params.kwonly_params or params.star_kwarg is not None or \
            not isinstance(params.star_arg, cst.MaybeSentinel):
        raise CompileError(loc, f"partial() of {target.node.name.value}()", "is compiled for "
                           "functions with plain parameters only", _HINT)
    names = [p.name.value for p in params.params]
    positional = [a.value for a in e.args[1:] if a.keyword is None]
    keywords = {a.keyword.value: a.value for a in e.args[1:] if a.keyword is not None}
    if len(positional) > len(names) or set(keywords) - set(names) or \
            set(keywords) & set(names[:len(positional)]):
        raise CompileError(loc, f"partial() of {target.node.name.value}()", "binds arguments "
                           "the function does not take (TypeError when called in Python)",
                           f"parameters: {', '.join(names)}")
    rest = [p.name.value for p in params.params[len(positional):]
            if p.name.value not in keywords and p.default is None]
    first_keyword = min((names.index(k) for k in keywords), default=len(names))
    if any(names.index(r) > first_keyword for r in rest):
        raise CompileError(loc, f"partial() of {target.node.name.value}()", "binds by keyword "
                           "a parameter before one its caller passes (TypeError when called "
                           "in Python: multiple values)", _HINT)
    fl = ex.fl
    child = type(fl)(fl.module, None, fl.resolver, fl.on_call, outer=fl,
                     qualname=f"{fl.qualname}.<partial>@{loc.line}:{loc.col}{fl.copy_tag}")
    passed = [f"partial_arg{k}" for k in range(len(rest))]  # no clash with captures
    child.locals = set(passed)
    child._remember_line(loc)
    args = [_bound(ex, child, n, loc) for n in positional]
    bound_keywords = {k: _bound(ex, child, n, loc) for k, n in keywords.items()}
    fl.on_call(target)
    call = ir.Call("func", target.qualname, args + [ir.Name(r, loc) for r in passed], loc,
                   keywords=bound_keywords)
    fl.lifted.append(child._function("<partial>", [ir.Param(r, None, loc) for r in passed],
                                     None, [ir.Return(call, loc)], loc))
    return ir.FnValue("func", child.qualname, [ir.Name(c, loc) for c in child.captures], loc)
