"""`if` and `while` statements, and assignment expressions (`:=`) where Python evaluates them before anything
else in their statement: `if (m := pattern.match(line)) is not None:`,
`while (n := len(queue)) > 0:`, `if len(parts := s.split()) > 2:`,
`total = (n := count()) * 2`. The assignment is lowered as a statement
before the one holding it (for a `while` test, at the top of each pass,
which then tests and breaks), and the expression reads the variable.

An assignment expression after something else with an effect, or one that
runs only on some paths (the right of `and`/`or`, a branch of a
conditional expression, a comprehension's condition) is refused: moving it
would change when it runs.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import unsupported


def leading(e: cst.BaseExpression | None) -> cst.NamedExpr | None:
    """The assignment expression `e` evaluates first, unconditionally, with
    nothing evaluated before it but plain function names it does not
    rebind (`len(parts := s.split())`): or None."""
    callees: set[str] = set()
    while e is not None:
        if isinstance(e, cst.NamedExpr):
            return None if e.target.value in callees else e
        if isinstance(e, cst.Comparison):
            e = e.left
        elif isinstance(e, (cst.BinaryOperation, cst.BooleanOperation)):
            e = e.left
        elif isinstance(e, cst.UnaryOperation):
            e = e.expression
        elif isinstance(e, cst.Call) and not isinstance(e.func, cst.Name):
            e = e.func  # (m := match(s)).group(1): the callee first
        elif isinstance(e, cst.Call) and e.args and not e.args[0].star and \
                not e.args[0].keyword:
            callees.add(e.func.value)  # looked up before the argument: `f(f := g)` differs
            e = e.args[0].value
        elif isinstance(e, (cst.Subscript, cst.Attribute)):
            e = e.value
        else:
            return None
    return None


def hoist(fl, e: cst.BaseExpression | None) -> list[ir.Stmt]:
    """The assignments to run before a statement evaluating `e` (`fl`, the
    FunctionLowerer): its leading assignment expression, nested ones first
    (`(a := (b := f()))`); the expression lowerer then reads the variable."""
    named = leading(e)
    if named is None:
        return []
    inner = hoist(fl, named.value)
    loc = fl.loc(named)
    fl.hoisted.add(named)
    return [*inner, ir.Assign(fl._name_target(named.target), fl.expr(named.value), loc)]


def read(fl, e: cst.NamedExpr) -> ir.Expr | None:
    """The variable an assignment expression hoisted by `hoist` assigned."""
    if e in fl.hoisted and isinstance(e.target, cst.Name):
        return ir.Name(fl._name_target(e.target), fl.loc(e))
    return None


def lower_while(fl, s: cst.While, loc: ir.Loc) -> ir.While:
    """`while TEST:`; with an assignment expression leading TEST, `while
    True:` whose pass assigns, then breaks unless TEST holds."""
    before = hoist(fl, s.test)
    if not before:
        test = fl.expr(s.test)
        body = fl._loop_body(s.body)
        orelse = fl._block(s.orelse.body) if s.orelse else []
        return ir.While(test, body, orelse, loc)
    if s.orelse is not None:
        raise unsupported(fl.loc(s.orelse), "else clause of a while loop whose test assigns "
                          "(:=)", "set a flag before `break` and test it after the loop")
    holds = ir.Truth(fl.expr(s.test), loc)
    stop = ir.If(ir.Call("op", "operator.not_", [holds], loc), [ir.Break(loc)], [], loc)
    return ir.While(ir.Const(True, loc), [*before, stop, *fl._loop_body(s.body)], [], loc)


def lower_if(fl, s: cst.If, loc: ir.Loc) -> list[ir.Stmt]:
    """`if TEST: ... elif ...: ... else: ...`; an `elif` test's assignment
    expression runs in the `else` branch, where Python evaluates it."""
    before = hoist(fl, s.test)  # `if (m := f()) is not None:`
    orelse: list[ir.Stmt] = []
    if isinstance(s.orelse, cst.If):
        orelse = fl._compound(s.orelse)
    elif isinstance(s.orelse, cst.Else):
        orelse = fl._block(s.orelse.body)
    return [*before, ir.If(fl.expr(s.test), fl._block(s.body), orelse, loc)]


def before_statement(fl, s: cst.BaseSmallStatement) -> list[ir.Stmt]:
    """`y = (x := f()) * 2`, `return (n := g())`: the value is evaluated
    first (not so for `+=`, which reads its target first)."""
    value = s.value if isinstance(s, (cst.Assign, cst.AnnAssign, cst.Expr, cst.Return)) \
        else None
    return hoist(fl, value)
