"""Python syntax as the front end reads it: operators to the `operator`
functions implementing them, and small facts about syntax and IR constants.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError


def names_only(target: cst.BaseExpression) -> bool:
    """Does an assignment target bind names only (`a`, `a, (b, *c)`), with
    no item or attribute store in it?"""
    if isinstance(target, (cst.Tuple, cst.List)):
        return all(names_only(el.value) for el in target.elements)
    return isinstance(target, (cst.Name, cst.StarredElement))

# Python syntax -> the `operator` module function implementing it.
BINARY_OPS = {
    cst.Add: "operator.add", cst.Subtract: "operator.sub", cst.Multiply: "operator.mul",
    cst.Divide: "operator.truediv", cst.FloorDivide: "operator.floordiv",
    cst.Modulo: "operator.mod", cst.Power: "operator.pow", cst.LeftShift: "operator.lshift",
    cst.RightShift: "operator.rshift", cst.BitAnd: "operator.and_", cst.BitOr: "operator.or_",
    cst.BitXor: "operator.xor", cst.MatrixMultiply: "operator.matmul",
}
# `x op= v` is `x = operator.iop(x, v)` (ir.INPLACE_OPS: in place where the
# type has an in-place method, else the binary operator).
AUG_OPS = {
    cst.AddAssign: "operator.iadd", cst.SubtractAssign: "operator.isub",
    cst.MultiplyAssign: "operator.imul", cst.DivideAssign: "operator.itruediv",
    cst.FloorDivideAssign: "operator.ifloordiv", cst.ModuloAssign: "operator.imod",
    cst.PowerAssign: "operator.ipow", cst.LeftShiftAssign: "operator.ilshift",
    cst.RightShiftAssign: "operator.irshift", cst.BitAndAssign: "operator.iand",
    cst.BitOrAssign: "operator.ior", cst.BitXorAssign: "operator.ixor",
    cst.MatrixMultiplyAssign: "operator.imatmul",
}
UNARY_OPS = {cst.Minus: "operator.neg", cst.Plus: "operator.pos",
             cst.BitInvert: "operator.invert"}
COMPARE_OPS = {
    cst.LessThan: "operator.lt", cst.LessThanEqual: "operator.le",
    cst.GreaterThan: "operator.gt", cst.GreaterThanEqual: "operator.ge",
    cst.Equal: "operator.eq", cst.NotEqual: "operator.ne",
}
COMPARE_WORDS = {cst.In: "pyaot.in", cst.NotIn: "pyaot.not_in", cst.Is: "pyaot.is",
                 cst.IsNot: "pyaot.is_not"}


def has_symbol_like(node: cst.Tuple) -> bool:
    return any(isinstance(el.value, (cst.SimpleString, cst.Attribute)) or
               (isinstance(el.value, cst.Name) and el.value.value == "None")
               for el in node.elements)


def constant(value: object, loc: ir.Loc) -> ir.Expr:
    if isinstance(value, tuple):
        return ir.TupleExpr([constant(v, loc) for v in value], loc)
    if isinstance(value, str):
        check_text(value, loc)
    return ir.Const(value, loc)


def check_text(value: str, loc: ir.Loc) -> None:
    """A compiled str is UTF-8 text, which has no encoding for a surrogate
    code point: a literal holding one is refused rather than altered."""
    for ch in value:
        if 0xD800 <= ord(ch) <= 0xDFFF:
            raise CompileError(loc, f"string with the lone surrogate U+{ord(ch):04X}",
                               "cannot be compiled: a pyaot str is UTF-8 text, which has no "
                               "encoding for surrogate code points",
                               "write the character itself or its \\U escape "
                               "('\\U0001F600', not a surrogate pair '\\ud83d\\ude00'), or "
                               "use bytes for data that is not text")


def is_constant(e: ir.Expr) -> bool:
    if isinstance(e, ir.Const):
        return True
    if isinstance(e, ir.TupleExpr):
        return all(is_constant(x) for x in e.elts)
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        return isinstance(e.args[0], ir.Const)
    return False


def is_str_call(e: ir.Expr) -> bool:
    return (isinstance(e, ir.Const) and isinstance(e.value, str)) or (
        isinstance(e, ir.Call) and e.callee in ("builtins.str", "builtins.repr",
                                                 "builtins.format"))


def is_docstring(s: cst.CSTNode) -> bool:
    return isinstance(s, cst.Expr) and isinstance(
        s.value, (cst.SimpleString, cst.ConcatenatedString))


def is_placeholder(s: cst.CSTNode) -> bool:
    """A statement that does nothing: `pass`, a docstring, or `...` (the body
    of an abstract method or a stub)."""
    return isinstance(s, cst.Pass) or is_docstring(s) or \
        isinstance(s, cst.Expr) and isinstance(s.value, cst.Ellipsis)


class OwnScopeVisitor(cst.CSTVisitor):
    """Visits the statements of one function body, not those of the
    functions, lambdas and classes nested in it (whose names are their own)."""

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        return False


def is_generator(fn: cst.CSTNode | None) -> bool:
    """Does the def's own body yield (a generator function)?"""
    found: list[cst.Yield] = []

    class Finder(OwnScopeVisitor):
        def visit_Yield(self, node: cst.Yield) -> None:
            found.append(node)

    if isinstance(fn, cst.FunctionDef):
        fn.body.visit(Finder())
    return bool(found)


class ReadNamesVisitor(cst.CSTVisitor):
    """Visits the names an expression reads: not an attribute's name (`.x`)
    or a keyword argument's (`f(x=...)`), which name no variable."""

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        node.value.visit(self)
        return False

    def visit_Arg(self, node: cst.Arg) -> bool:
        node.value.visit(self)
        return False


def walk_nodes(node: cst.CSTNode) -> list[cst.CSTNode]:
    """Every node below `node`, depth first (for positions given to nodes
    the front end makes)."""
    out = []
    for child in node.children:
        out += [child, *walk_nodes(child)]
    return out


def nonlocal_anywhere(body: cst.BaseSuite) -> set[str]:
    """Names a function nested (at any depth) in `body` declares nonlocal."""
    names: set[str] = set()

    class Collector(cst.CSTVisitor):
        def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
            names.update(n.name.value for n in node.names)

    body.visit(Collector())
    return names
