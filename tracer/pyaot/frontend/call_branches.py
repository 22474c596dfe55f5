"""Calls that a conditional expression turns into two calls (issue #25).

`(f if c else g)(args)` and `pattern.sub(repl if repl is not None else
link_sub, text)`: the conditional's branches have types no one value holds
(a function and a str, two functions), so the call is made in each branch
instead, `f(args) if c else g(args)`, where that evaluates what Python
evaluates, in its order, once."""

from __future__ import annotations

import libcst as cst


def call_in_branches(module, e: cst.Call) -> cst.IfExp:
    """`(f if c else g)(args)` as `f(args) if c else g(args)`: Python
    evaluates the test, then the callee it chose, then the arguments, once;
    so does the conditional expression of two calls."""
    branch = e.func
    calls = [e.with_changes(func=f) for f in (branch.body, branch.orelse)]
    return _placed(module, e, branch.with_changes(body=calls[0], orelse=calls[1]), calls)


def argument_branches(fl, e: cst.Call) -> cst.IfExp | None:
    """`call(a, x if c else fn)` as `call(a, x) if c else call(a, fn)` where
    a branch is a function (a module-level def or a lambda), which no value
    of the other branch's type can hold. Python evaluates the callee and the
    arguments before the conditional, then its test: the test goes first
    here, so it must be one nothing can change and that changes nothing (`x
    is None`, `x is not None` of names), and the arguments before it names
    or constants (the callee a name or a method of one). None where this
    does not apply."""
    for i, arg in enumerate(e.args):
        branch = arg.value
        if not isinstance(branch, cst.IfExp) or arg.star or \
                not any(_is_function(fl, b) for b in (branch.body, branch.orelse)):
            continue
        if not _callee(e.func) or not all(_plain(a.value) for a in e.args[:i]) or \
                not _identity_test(branch.test):
            return None
        calls = [e.with_changes(args=[*e.args[:i], arg.with_changes(value=v), *e.args[i + 1:]])
                 for v in (branch.body, branch.orelse)]
        return _placed(fl.module, e, branch.with_changes(body=calls[0], orelse=calls[1]), calls)
    return None


def _placed(module, e: cst.Call, chosen: cst.IfExp, calls: list[cst.Call]) -> cst.IfExp:
    for node in (*calls, chosen):
        module.positions[node] = module.positions[e]
    return chosen


def _is_function(fl, node: cst.BaseExpression) -> bool:
    if isinstance(node, cst.Lambda):
        return True
    return isinstance(node, cst.Name) and not fl._is_local(node.value) and \
        node.value in fl.module.functions


def _plain(node: cst.BaseExpression) -> bool:
    """A name or a constant: reading it earlier or later gives the same
    value when only an identity test runs in between."""
    return isinstance(node, (cst.Name, cst.Integer, cst.Float, cst.Imaginary, cst.SimpleString))


def _callee(node: cst.BaseExpression) -> bool:
    """A name, or a method of one (`pattern.sub`)."""
    return _plain(node.value) if isinstance(node, cst.Attribute) else isinstance(node, cst.Name)


def _identity_test(node: cst.BaseExpression) -> bool:
    """`x is None`, `x is not None`, `a is b` of names and constants: no user
    code runs (no __eq__, no __bool__)."""
    return isinstance(node, cst.Comparison) and _plain(node.left) and all(
        isinstance(t.operator, (cst.Is, cst.IsNot)) and _plain(t.comparator)
        for t in node.comparisons)
