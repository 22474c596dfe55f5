"""libcst syntax -> IR, one function at a time, following calls into every user
function reachable from the entry points.

Everything this version does not support is refused here, at the node, with
its location, what it is and what to write instead. Later stages never see
libcst nodes.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

import libcst as cst

from pyaot import ir, ndops
from pyaot.diagnostics import CompileError, unsupported
from pyaot.exceptions import BUILTIN_EXCEPTIONS
from pyaot.frontend.modules import ModuleInfo, SourceSet
from pyaot.frontend.resolve import (
    INT64_MAX, ConstValue, ExternalRef, OpRef, Resolver, UserFunction, UserModule,
)
from pyaot.opdecls import OpTable

# Python syntax -> the `operator` module function implementing it.
BINARY_OPS = {
    cst.Add: "operator.add", cst.Subtract: "operator.sub", cst.Multiply: "operator.mul",
    cst.Divide: "operator.truediv", cst.FloorDivide: "operator.floordiv",
    cst.Modulo: "operator.mod", cst.Power: "operator.pow", cst.LeftShift: "operator.lshift",
    cst.RightShift: "operator.rshift", cst.BitAnd: "operator.and_", cst.BitOr: "operator.or_",
    cst.BitXor: "operator.xor", cst.MatrixMultiply: "operator.matmul",
}
AUG_OPS = {
    cst.AddAssign: "operator.add", cst.SubtractAssign: "operator.sub",
    cst.MultiplyAssign: "operator.mul", cst.DivideAssign: "operator.truediv",
    cst.FloorDivideAssign: "operator.floordiv", cst.ModuloAssign: "operator.mod",
    cst.PowerAssign: "operator.pow", cst.LeftShiftAssign: "operator.lshift",
    cst.RightShiftAssign: "operator.rshift", cst.BitAndAssign: "operator.and_",
    cst.BitOrAssign: "operator.or_", cst.BitXorAssign: "operator.xor",
    cst.MatrixMultiplyAssign: "operator.matmul",
}
UNARY_OPS = {cst.Minus: "operator.neg", cst.Plus: "operator.pos",
             cst.BitInvert: "operator.invert"}
COMPARE_OPS = {
    cst.LessThan: "operator.lt", cst.LessThanEqual: "operator.le",
    cst.GreaterThan: "operator.gt", cst.GreaterThanEqual: "operator.ge",
    cst.Equal: "operator.eq", cst.NotEqual: "operator.ne",
}
SUPPORTED_ANNOTATIONS = {"int": ir.INT, "float": ir.FLOAT, "bool": ir.BOOL, "None": ir.NONE}

# What each refused construct is called, and what to do instead.
_HINT_CONTAINERS = "this version compiles int, float and bool code; compute with scalars and loops"
UNSUPPORTED_CONSTRUCTS: dict[type, tuple[str, str]] = {
    cst.Lambda: ("lambda expression", "define a named function with `def` and call it"),
    cst.List: ("list display", _HINT_CONTAINERS),
    cst.Tuple: ("tuple", _HINT_CONTAINERS + "; return one value"),
    cst.Dict: ("dict display", _HINT_CONTAINERS),
    cst.Set: ("set display", _HINT_CONTAINERS),
    cst.ListComp: ("list comprehension", "accumulate the result in a loop"),
    cst.SetComp: ("set comprehension", "accumulate the result in a loop"),
    cst.DictComp: ("dict comprehension", "accumulate the result in a loop"),
    cst.GeneratorExp: ("generator expression", "accumulate the result in a loop"),
    cst.SimpleString: ("string literal", "strings are not supported yet; return a number"),
    cst.ConcatenatedString: ("string literal", "strings are not supported yet"),
    cst.FormattedString: ("f-string", "strings are not supported yet; return a number"),
    cst.Subscript: ("subscript", _HINT_CONTAINERS),
    cst.NamedExpr: ("assignment expression (:=)", "assign to the variable on its own line first"),
    cst.Await: ("await", "compiled functions are synchronous; remove async/await"),
    cst.Yield: ("yield", "generators are not supported yet; return a value"),
    cst.Imaginary: ("complex literal", "complex numbers are not supported; use two floats"),
    cst.Ellipsis: ("Ellipsis (...)", "use a concrete value"),
    cst.StarredElement: ("starred expression", "pass arguments one by one"),
    cst.TryStar: ("except* (exception groups)", "catch each exception type with `except`"),
    cst.With: ("with statement", "context managers are not supported; inline the logic"),
    cst.ClassDef: ("class definition", "classes are not supported yet; use functions"),
    cst.FunctionDef: ("nested function", "define the function at module level"),
    cst.Del: ("del statement", "let the variable go out of scope instead"),
    cst.Global: ("global statement", "pass the value as an argument and return the new one"),
    cst.Nonlocal: ("nonlocal statement", "pass the value as an argument and return the new one"),
    cst.Import: ("import inside a function", "import at module level"),
    cst.ImportFrom: ("import inside a function", "import at module level"),
    cst.Match: ("match statement", "use if/elif/else"),
    cst.TypeAlias: ("type alias statement", "annotate with int, float or bool directly"),
}


def construct_of(node: cst.CSTNode) -> tuple[str, str]:
    for cls, info in UNSUPPORTED_CONSTRUCTS.items():
        if isinstance(node, cls):
            return info
    return (f"{type(node).__name__} construct", "rewrite it with int/float/bool arithmetic, "
            "if/while/for-range and calls")


class FunctionLowerer:
    def __init__(self, module: ModuleInfo, fn: cst.FunctionDef, resolver: Resolver,
                 on_call: "callable"):
        self.module = module
        self.fn = fn
        self.resolver = resolver
        self.on_call = on_call  # told of each user function this one calls
        self.locals: set[str] = set()
        self.local_annotations: dict[str, str] = {}
        self.source_lines: dict[int, str] = {}
        self.loop_depth = 0
        self.handler_depth = 0  # inside an `except` clause: a bare `raise` re-raises

    def loc(self, node: cst.CSTNode) -> ir.Loc:
        return self.module.loc(node)

    def refuse(self, node: cst.CSTNode) -> CompileError:
        construct, hint = construct_of(node)
        return unsupported(self.loc(node), construct, hint)

    # ------------------------------------------------------------- function

    def lower(self) -> ir.Function:
        fn = self.fn
        if isinstance(fn.asynchronous, cst.Asynchronous):
            raise unsupported(self.loc(fn), "async function", "remove `async`")
        for deco in fn.decorators:
            if not self._is_compile_decorator(deco.decorator):
                raise unsupported(self.loc(deco), "decorator",
                                  "only @pyaot.compile may decorate a compiled function")
        params = self._params(fn.params)
        returns = self._annotation(fn.returns.annotation) if fn.returns else None
        self.locals = {p.name for p in params} | _assigned_names(fn.body)
        body = self._block(fn.body, docstring_ok=True)
        return ir.Function(
            qualname=f"{self.module.name}.{fn.name.value}", name=fn.name.value, params=params,
            returns=returns, body=body, loc=self.loc(fn),
            local_annotations=self.local_annotations, source_lines=self.source_lines,
        )

    def _is_compile_decorator(self, expr: cst.BaseExpression) -> bool:
        target = expr.func if isinstance(expr, cst.Call) else expr
        try:
            resolved = self._resolve_global(target)
        except CompileError:
            return False
        return isinstance(resolved, ExternalRef) and resolved.dotted in (
            "pyaot.compile", "pyaot.decorator.compile")

    def _params(self, params: cst.Parameters) -> list[ir.Param]:
        if params.star_arg is not cst.MaybeSentinel.DEFAULT and params.star_arg is not None:
            node = params.star_arg if isinstance(params.star_arg, cst.CSTNode) else self.fn
            raise unsupported(self.loc(node), "*args", "take each argument as a named parameter")
        if params.star_kwarg is not None:
            raise unsupported(self.loc(params.star_kwarg), "**kwargs",
                              "take each argument as a named parameter")
        if params.kwonly_params or params.posonly_params:
            node = (params.kwonly_params or params.posonly_params)[0]
            raise unsupported(self.loc(node), "keyword-only or positional-only parameter",
                              "use plain positional parameters")
        out = []
        for p in params.params:
            if p.default is not None:
                raise unsupported(self.loc(p), "default argument value",
                                  "pass every argument explicitly")
            ann = self._annotation(p.annotation.annotation) if p.annotation else None
            out.append(ir.Param(p.name.value, ann, self.loc(p)))
        return out

    def _annotation(self, node: cst.BaseExpression) -> str:
        text = self.module.module.code_for_node(node)
        if isinstance(node, cst.Name) and text in SUPPORTED_ANNOTATIONS:
            return SUPPORTED_ANNOTATIONS[text]
        array = self._array_annotation(node)
        if array is not None:
            return array
        raise CompileError(self.loc(node), f"annotation '{text}'",
                           "is not a type this version compiles",
                           "annotate with int, float or bool (None for no return value), or "
                           "an array: npt.NDArray[np.float64], or with its rank, "
                           "np.ndarray[tuple[int, int], np.dtype[np.float64]]")

    def _dotted(self, node: cst.BaseExpression) -> str | None:
        """The dotted name an annotation part resolves to, if any."""
        if not isinstance(node, (cst.Name, cst.Attribute)):
            return None
        try:
            resolved = self._resolve_global(node)
        except CompileError:
            return None
        return resolved.dotted if isinstance(resolved, ExternalRef) else None

    def _array_annotation(self, node: cst.BaseExpression) -> str | None:
        """npt.NDArray[np.float64] -> "ndarray[float64]";
        np.ndarray[tuple[int, int], np.dtype[np.float64]] -> "ndarray[float64,2]".
        A module-level alias (Matrix = np.ndarray[...]) stands for its value."""
        if isinstance(node, cst.Name) and node.value not in self.locals:
            values = self.module.assignments.get(node.value, [])
            if len(values) == 1 and isinstance(values[0], cst.Subscript):
                return self._array_annotation(values[0])
        if not isinstance(node, cst.Subscript):
            if self._dotted(node) in ("numpy.ndarray", "numpy.typing.NDArray"):
                raise CompileError(self.loc(node), "annotation without a dtype",
                                   "the element type of an array must be known to compile it",
                                   "write npt.NDArray[np.float64] (or another dtype)")
            return None
        base = self._dotted(node.value)
        parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)]
        if base == "numpy.typing.NDArray" and len(parts) == 1:
            return self._array_of(self._dotted(parts[0]), None, node)
        if base == "numpy.ndarray" and len(parts) == 2:
            shape, dtype = parts
            rank = None
            if isinstance(shape, cst.Subscript) and isinstance(shape.value, cst.Name) \
                    and shape.value.value == "tuple":
                items = [e.slice.value for e in shape.slice if isinstance(e.slice, cst.Index)]
                if not any(isinstance(i, cst.Ellipsis) for i in items):
                    rank = len(items)
            if isinstance(dtype, cst.Subscript) and self._dotted(dtype.value) == "numpy.dtype" \
                    and len(dtype.slice) == 1 and isinstance(dtype.slice[0].slice, cst.Index):
                return self._array_of(self._dotted(dtype.slice[0].slice.value), rank, node)
        return None

    def _array_of(self, dtype_name: str | None, rank: int | None, node: cst.CSTNode) -> str:
        dtype = (dtype_name or "").removeprefix("numpy.")
        dtype = {"bool_": "bool"}.get(dtype, dtype)
        if dtype not in ndops.DTYPES:
            raise CompileError(self.loc(node), f"array dtype '{dtype_name}'",
                               "is not a supported dtype",
                               "use one of numpy." + ", numpy.".join(ndops.DTYPES))
        return ndops.array_type(dtype, rank)

    # ----------------------------------------------------------- statements

    def _block(self, body: cst.BaseSuite | list, docstring_ok: bool = False) -> list[ir.Stmt]:
        stmts = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) \
            else body
        out: list[ir.Stmt] = []
        for i, stmt in enumerate(stmts):
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if docstring_ok and i == 0 and _is_docstring(small):
                        continue
                    out += self._small(small)
            elif isinstance(stmt, cst.BaseSmallStatement):
                out += self._small(stmt)
            else:
                out.append(self._compound(stmt))
        return out

    def _remember_line(self, loc: ir.Loc) -> None:
        self.source_lines[loc.line] = self.module.line_text(loc.line)

    def _small(self, s: cst.BaseSmallStatement) -> list[ir.Stmt]:
        loc = self.loc(s)
        self._remember_line(loc)
        if isinstance(s, cst.Pass):
            return [ir.Pass(loc)]
        if isinstance(s, cst.Break):
            return [ir.Break(loc)]
        if isinstance(s, cst.Continue):
            return [ir.Continue(loc)]
        if isinstance(s, cst.Return):
            return [ir.Return(self.expr(s.value) if s.value is not None else None, loc)]
        if isinstance(s, cst.Expr):
            if _is_docstring(s):
                return [ir.Pass(loc)]
            return [ir.ExprStmt(self.expr(s.value), loc)]
        if isinstance(s, cst.Assign) and len(s.targets) == 1 and \
                isinstance(s.targets[0].target, cst.Subscript):
            target, indices = self._item_target(s.targets[0].target)
            return [ir.StoreItem(target, indices, self.expr(s.value), loc)]
        if isinstance(s, cst.AugAssign) and isinstance(s.target, cst.Subscript):
            target, indices = self._item_target(s.target)
            op = AUG_OPS[type(s.operator)]
            current = ir.Subscript(ir.Name(target, loc), list(indices), loc)
            value = ir.Call("op", op, [current, self.expr(s.value)], loc)
            return [ir.StoreItem(target, indices, value, loc)]
        if isinstance(s, cst.Assign):
            targets = [self._target(t.target) for t in s.targets]
            out: list[ir.Stmt] = [ir.Assign(targets[0], self.expr(s.value), loc)]
            # a = b = v evaluates v once and binds left to right.
            out += [ir.Assign(t, ir.Name(targets[0], loc), loc) for t in targets[1:]]
            return out
        if isinstance(s, cst.AnnAssign):
            name = self._target(s.target)
            self.local_annotations[name] = self._annotation(s.annotation.annotation)
            return [ir.Assign(name, self.expr(s.value), loc)] if s.value is not None else []
        if isinstance(s, cst.Raise):
            return [self._raise(s, loc)]
        if isinstance(s, cst.Assert):
            message = self._message(s.msg) if s.msg is not None else None
            return [ir.Assert(self.expr(s.test), message, loc)]
        if isinstance(s, cst.AugAssign):
            name = self._target(s.target)
            op = AUG_OPS[type(s.operator)]
            value = ir.Call("op", op, [ir.Name(name, loc), self.expr(s.value)], loc)
            return [ir.Assign(name, value, loc)]
        raise self.refuse(s)

    def _item_target(self, t: cst.Subscript) -> tuple[str, list[ir.Expr]]:
        if not (isinstance(t.value, cst.Name) and t.value.value in self.locals):
            raise unsupported(self.loc(t), "assignment to an element of a non-local value",
                              "assign to elements of a local array variable")
        indices = self._indices(t)
        for i in indices:
            if isinstance(i, ir.SliceExpr):
                raise unsupported(i.loc, "assignment to a slice", "assign element by element "
                                  "in a loop (slice assignment is not supported yet)")
            if not isinstance(i, (ir.Name, ir.Const)):
                raise unsupported(i.loc, "computed index in an element assignment",
                                  "compute the index into a variable first")
        return t.value.value, indices

    def _indices(self, e: cst.Subscript) -> list[ir.Expr]:
        out: list[ir.Expr] = []
        for element in e.slice:
            part = element.slice
            if isinstance(part, cst.Slice):
                out.append(ir.SliceExpr(
                    self.expr(part.lower) if part.lower is not None else None,
                    self.expr(part.upper) if part.upper is not None else None,
                    self.expr(part.step) if part.step is not None else None, self.loc(part)))
            else:
                out.append(self.expr(part.value))
        return out

    def _target(self, t: cst.BaseExpression) -> str:
        if isinstance(t, cst.Name):
            return t.value
        if isinstance(t, (cst.Tuple, cst.List)):
            raise unsupported(self.loc(t), "tuple unpacking",
                              "assign each variable on its own line")
        raise unsupported(self.loc(t), f"assignment to {type(t).__name__.lower()}",
                          "assign to a local variable")

    def _compound(self, s: cst.BaseCompoundStatement) -> ir.Stmt:
        loc = self.loc(s)
        self._remember_line(loc)
        if isinstance(s, cst.If):
            orelse: list[ir.Stmt] = []
            if isinstance(s.orelse, cst.If):
                orelse = [self._compound(s.orelse)]
            elif isinstance(s.orelse, cst.Else):
                orelse = self._block(s.orelse.body)
            return ir.If(self.expr(s.test), self._block(s.body), orelse, loc)
        if isinstance(s, cst.While):
            test = self.expr(s.test)
            body = self._loop_body(s.body)
            orelse = self._block(s.orelse.body) if s.orelse else []
            return ir.While(test, body, orelse, loc)
        if isinstance(s, cst.For):
            return self._for(s, loc)
        if isinstance(s, cst.Try):
            return self._try(s, loc)
        raise self.refuse(s)

    # ------------------------------------------------------------ exceptions

    def _exception_class(self, node: cst.BaseExpression) -> str:
        try:
            resolved = self._resolve_global(node) if isinstance(
                node, (cst.Name, cst.Attribute)) else None
        except CompileError:
            resolved = None
        if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins."):
            name = resolved.dotted.split(".", 1)[1]
            if name in BUILTIN_EXCEPTIONS:
                return name
        what = self.module.module.code_for_node(node)
        raise unsupported(self.loc(node), f"exception class '{what}'",
                          "raise and catch built-in exceptions (" +
                          ", ".join(sorted(BUILTIN_EXCEPTIONS)) + "); user exception "
                          "classes are not supported yet")

    def _message(self, node: cst.BaseExpression) -> str:
        if isinstance(node, (cst.SimpleString, cst.ConcatenatedString)):
            value = node.evaluated_value
            if isinstance(value, str):
                return value
        raise unsupported(self.loc(node), "non-literal exception message",
                          "strings are not supported yet; use a string literal such as "
                          "raise ValueError(\"negative input\")")

    def _raise(self, s: cst.Raise, loc: ir.Loc) -> ir.Raise:
        if s.cause is not None:
            raise unsupported(loc, "raise ... from ...",
                              "raise the exception without `from` (chaining is not supported yet)")
        if s.exc is None:
            if not self.handler_depth:
                raise CompileError(loc, "bare raise", "is outside an except clause (Python "
                                   "raises RuntimeError: No active exception to reraise)",
                                   "raise a specific exception, e.g. raise ValueError(\"...\")")
            return ir.Raise(None, None, loc)
        exc = s.exc
        if isinstance(exc, cst.Call):
            if any(a.keyword or a.star for a in exc.args) or len(exc.args) > 1:
                raise unsupported(self.loc(exc), "exception arguments",
                                  "pass at most one string literal message")
            message = self._message(exc.args[0].value) if exc.args else None
            return ir.Raise(self._exception_class(exc.func), message, loc)
        return ir.Raise(self._exception_class(exc), None, loc)

    def _try(self, s: cst.Try, loc: ir.Loc) -> ir.Try:
        body = self._block(s.body)
        handlers = []
        for h in s.handlers:
            if h.name is not None:
                raise unsupported(self.loc(h.name), "except ... as name",
                                  "drop `as name`: exception objects cannot be used as values yet")
            types: list[str] = []
            if h.type is not None:
                nodes = [e.value for e in h.type.elements] if isinstance(h.type, cst.Tuple) \
                    else [h.type]
                types = [self._exception_class(n) for n in nodes]
            self.handler_depth += 1
            try:
                handlers.append(ir.Handler(types, self._block(h.body), self.loc(h)))
            finally:
                self.handler_depth -= 1
        orelse = self._block(s.orelse.body) if s.orelse else []
        finalbody = self._block(s.finalbody.body) if s.finalbody else []
        if finalbody:
            # C++ has no `finally`; it runs after the try statement or while an
            # exception propagates. Leaving the statement early would skip it.
            for part in [body, orelse] + [h.body for h in handlers]:
                jump = _first_jump(part)
                if jump is not None:
                    raise unsupported(jump.loc, f"{type(jump).__name__.lower()} inside "
                                      "try...finally", "set a variable and act on it after "
                                      "the try statement")
        return ir.Try(body, handlers, orelse, finalbody, loc)

    def _loop_body(self, body: cst.BaseSuite) -> list[ir.Stmt]:
        self.loop_depth += 1
        try:
            return self._block(body)
        finally:
            self.loop_depth -= 1

    def _for(self, s: cst.For, loc: ir.Loc) -> ir.Stmt:
        if s.asynchronous is not None:
            raise unsupported(loc, "async for", "use a plain for loop")
        target = self._target(s.target)
        it = s.iter
        if not (isinstance(it, cst.Call) and self._is_range(it.func)):
            raise unsupported(self.loc(it), "for loop over " + self._describe(it),
                              "iterate over range(...), or use a while loop")
        if any(a.keyword or a.star for a in it.args) or not 1 <= len(it.args) <= 3:
            raise CompileError(self.loc(it), "range(...)", "takes 1 to 3 positional arguments",
                               "write range(stop), range(start, stop) or range(start, stop, step)")
        args = [self.expr(a.value) for a in it.args]
        one = ir.Const(1, loc)
        if len(args) == 1:
            start, stop, step = ir.Const(0, loc), args[0], one
        elif len(args) == 2:
            (start, stop), step = args, one
        else:
            start, stop, step = args
        body = self._loop_body(s.body)
        orelse = self._block(s.orelse.body) if s.orelse else []
        return ir.ForRange(target, start, stop, step, body, orelse, loc)

    def _is_range(self, func: cst.BaseExpression) -> bool:
        if not isinstance(func, cst.Name) or func.value in self.locals:
            return False
        try:
            resolved = self._resolve_global(func)
        except CompileError:
            return False
        return isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.range"

    def _describe(self, node: cst.CSTNode) -> str:
        text = self.module.module.code_for_node(node)
        return f"'{text}'" if len(text) <= 40 else f"{type(node).__name__}"

    # ---------------------------------------------------------- expressions

    def expr(self, e: cst.BaseExpression) -> ir.Expr:
        loc = self.loc(e)
        if isinstance(e, cst.Integer):
            value = e.evaluated_value
            if value > INT64_MAX:
                raise CompileError(loc, f"integer literal {e.value}", "does not fit in 64 bits",
                                   "compiled ints are 64-bit; use a float or a smaller value")
            return ir.Const(value, loc)
        if isinstance(e, cst.Float):
            return ir.Const(e.evaluated_value, loc)
        if isinstance(e, cst.Name):
            return self._name(e, loc)
        if isinstance(e, cst.Attribute):
            if self._is_local_root(e.value):
                return ir.Attribute(self.expr(e.value), e.attr.value, loc)
            return self._value_of(self._resolve_global(e), e, loc)
        if isinstance(e, cst.Subscript):
            return ir.Subscript(self.expr(e.value), self._indices(e), loc)
        if isinstance(e, cst.Tuple):
            return ir.TupleExpr([self.expr(el.value) for el in e.elements
                                 if not isinstance(el, cst.StarredElement)], loc)
        if isinstance(e, cst.BinaryOperation):
            op = BINARY_OPS[type(e.operator)]
            return ir.Call("op", op, [self.expr(e.left), self.expr(e.right)], loc)
        if isinstance(e, cst.UnaryOperation):
            if isinstance(e.operator, cst.Not):
                operand = ir.Truth(self.expr(e.expression), loc)
                return ir.Call("op", "operator.not_", [operand], loc)
            if isinstance(e.operator, cst.Minus) and isinstance(e.expression, cst.Integer) \
                    and e.expression.evaluated_value == INT64_MAX + 1:
                return ir.Const(-(INT64_MAX + 1), loc)  # the literal -9223372036854775808
            return ir.Call("op", UNARY_OPS[type(e.operator)], [self.expr(e.expression)], loc)
        if isinstance(e, cst.BooleanOperation):
            word = "and" if isinstance(e.operator, cst.And) else "or"
            values = []
            for side in (e.left, e.right):
                v = self.expr(side)
                # Flatten a and b and c (libcst nests them) unless parenthesised differently.
                if isinstance(v, ir.BoolOp) and v.op == word and not side.lpar:
                    values += v.values
                else:
                    values.append(v)
            return ir.BoolOp(word, values, loc)
        if isinstance(e, cst.Comparison):
            return self._compare(e, loc)
        if isinstance(e, cst.IfExp):
            return ir.IfExp(self.expr(e.test), self.expr(e.body), self.expr(e.orelse), loc)
        if isinstance(e, cst.Call):
            return self._call(e, loc)
        raise self.refuse(e)

    def _compare(self, e: cst.Comparison, loc: ir.Loc) -> ir.Expr:
        operands = [self.expr(e.left)]
        ops = []
        for target in e.comparisons:
            op = COMPARE_OPS.get(type(target.operator))
            if op is None:
                word = self.module.module.code_for_node(target.operator).strip()
                hint = ("compare numbers with == or !=" if word in ("is", "is not")
                        else "membership tests need containers, which this version lacks")
                raise unsupported(loc, f"'{word}' comparison", hint)
            ops.append(op)
            operands.append(self.expr(target.comparator))
        return ir.Compare(operands, ops, loc)

    def _name(self, e: cst.Name, loc: ir.Loc) -> ir.Expr:
        if e.value in self.locals:
            return ir.Name(e.value, loc)
        if e.value in ("True", "False"):
            return ir.Const(e.value == "True", loc)
        if e.value == "None":
            raise unsupported(loc, "None value", "return a number; functions returning None "
                              "are supported only as `return` without a value")
        return self._value_of(self._resolve_global(e), e, loc)

    def _is_local_root(self, e: cst.BaseExpression) -> bool:
        """Is `e` computed from a local value (a.T, a.shape, (a + b).sum)?"""
        while isinstance(e, (cst.Attribute, cst.Subscript)):
            e = e.value
        if isinstance(e, cst.Name):
            return e.value in self.locals
        return not isinstance(e, cst.Attribute)

    def _resolve_global(self, e: cst.BaseExpression):
        if isinstance(e, cst.Name):
            return self.resolver.lookup(self.module, e.value, e)
        if isinstance(e, cst.Attribute):
            if isinstance(e.value, cst.Name) and e.value.value in self.locals:
                raise unsupported(self.loc(e), f"attribute '.{e.attr.value}' of a local value",
                                  "int, float and bool values have no attributes here")
            base = self._resolve_global(e.value)
            return self.resolver.attribute(base, e.attr.value, self.module, e)
        raise self.refuse(e)

    def _value_of(self, resolved, node: cst.CSTNode, loc: ir.Loc) -> ir.Expr:
        if isinstance(resolved, ConstValue):
            return ir.Const(resolved.value, loc)
        what = self._describe(node)
        if isinstance(resolved, UserFunction):
            raise unsupported(loc, f"function {what} used as a value",
                              "call it; functions cannot be passed around yet")
        if isinstance(resolved, UserModule):
            raise unsupported(loc, f"module {what} used as a value", "use one of its attributes")
        raise CompileError(loc, f"name {what}", "has no operator declaration and no Python "
                           "source the compiler can see",
                           "use a supported function (see ops/decls), or add the module that "
                           "defines it to the target's srcs/deps")

    def _argument(self, node: cst.BaseExpression) -> ir.Expr:
        """An operator argument: also dtypes (np.float32), strings and None."""
        loc = self.loc(node)
        if isinstance(node, cst.Name) and node.value == "None":
            return ir.Symbol("None", loc)
        if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str):
            return ir.Symbol(repr(node.evaluated_value), loc)
        if isinstance(node, (cst.Name, cst.Attribute)) and not self._is_local_root(node):
            dotted = self._dotted(node)
            if dotted and dotted.removeprefix("numpy.") in (*ndops.DTYPES, "bool_"):
                return ir.Symbol(dotted, loc)
        if isinstance(node, cst.Tuple):
            return ir.TupleExpr([self._argument(el.value) for el in node.elements], loc)
        if isinstance(node, cst.List):
            return ir.TupleExpr([self._argument(el.value) for el in node.elements], loc)
        return self.expr(node)

    def _call(self, e: cst.Call, loc: ir.Loc) -> ir.Expr:
        keywords: dict[str, ir.Expr] = {}
        for arg in e.args:
            if arg.star:
                raise unsupported(self.loc(arg), f"{arg.star}-argument", "pass arguments one by one")
        positional = [a for a in e.args if a.keyword is None]
        if isinstance(e.func, cst.Attribute) and self._is_local_root(e.func.value):
            # A method of a value (arrays: a.sum(axis=0), a.astype(np.float32)).
            receiver = self.expr(e.func.value)
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = self._argument(arg.value)
            return ir.Call("method", e.func.attr.value,
                           [receiver] + [self._argument(a.value) for a in positional], loc,
                           keywords=keywords)
        if isinstance(e.func, cst.Name) and e.func.value in self.locals:
            raise unsupported(loc, f"call of local variable '{e.func.value}'",
                              "call a module-level function by its name")
        resolved = self._resolve_global(e.func)
        if isinstance(resolved, OpRef) and resolved.name in self.resolver.ops.array_ops:
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = self._argument(arg.value)
            return ir.Call("op", resolved.name, [self._argument(a.value) for a in positional],
                           loc, keywords=keywords)
        for arg in e.args:
            if arg.keyword is not None:
                raise unsupported(self.loc(arg), f"keyword argument '{arg.keyword.value}='",
                                  "pass the argument by position")
        if isinstance(resolved, UserFunction):
            self.on_call(resolved)
            return ir.Call("func", resolved.qualname, [self.expr(a.value) for a in e.args], loc)
        if isinstance(resolved, OpRef):
            return ir.Call("op", resolved.name, [self.expr(a.value) for a in e.args], loc)
        what = self._describe(e.func)
        if isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.range":
            raise unsupported(loc, "range() outside a for loop", "use range only as `for i in range(...)`")
        if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins."):
            name = resolved.dotted.split(".", 1)[1]
            if name in ("eval", "exec", "globals", "locals", "vars", "compile", "__import__",
                        "getattr", "setattr"):
                raise unsupported(loc, f"call to {name}()",
                                  "compiled code is fixed at build time; write the code directly")
        raise CompileError(loc, f"call to {what}", "has no operator declaration and no Python "
                           "source the compiler can see",
                           "use a supported function (see ops/decls, e.g. math.*), or add the "
                           "module that defines it to the target's srcs/deps")


def _first_jump(body: list[ir.Stmt]) -> ir.Stmt | None:
    """A return, break or continue that would leave `body` (loops inside it
    keep their own break/continue)."""
    for s in body:
        if isinstance(s, (ir.Return, ir.Break, ir.Continue)):
            return s
        if isinstance(s, ir.If):
            found = _first_jump(s.body) or _first_jump(s.orelse)
        elif isinstance(s, (ir.While, ir.ForRange)):
            found = _first_return(s.body) or _first_jump(s.orelse)
        elif isinstance(s, ir.Try):
            found = (_first_jump(s.body) or _first_jump(s.orelse) or _first_jump(s.finalbody)
                     or next((j for h in s.handlers if (j := _first_jump(h.body))), None))
        else:
            found = None
        if found is not None:
            return found
    return None


def _first_return(body: list[ir.Stmt]) -> ir.Stmt | None:
    for s in body:
        if isinstance(s, ir.Return):
            return s
        for part in _sub_blocks(s):
            found = _first_return(part)
            if found is not None:
                return found
    return None


def _sub_blocks(s: ir.Stmt) -> list[list[ir.Stmt]]:
    if isinstance(s, (ir.If, ir.While, ir.ForRange)):
        return [s.body, s.orelse]
    if isinstance(s, ir.Try):
        return [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers]
    return []


def _is_docstring(s: cst.CSTNode) -> bool:
    return isinstance(s, cst.Expr) and isinstance(
        s.value, (cst.SimpleString, cst.ConcatenatedString))


def _assigned_names(body: cst.BaseSuite) -> set[str]:
    """Names bound anywhere in a function body: Python's rule for locals."""
    names: set[str] = set()

    class Collector(cst.CSTVisitor):
        def visit_Assign(self, node: cst.Assign) -> None:
            for t in node.targets:
                if isinstance(t.target, cst.Name):
                    names.add(t.target.value)

        def _bind(self, node: cst.AnnAssign | cst.AugAssign | cst.For) -> None:
            if isinstance(node.target, cst.Name):
                names.add(node.target.value)

        visit_AnnAssign = visit_AugAssign = visit_For = _bind

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            names.add(node.name.value)
            return False  # its body is another scope

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

    body.visit(Collector())
    return names


def trace(sources: SourceSet, ops: OpTable, entry_file: Path,
          entry_names: list[str]) -> ir.Program:
    """Lowers the entry functions and every user function they reach."""
    resolver = Resolver(sources, ops)
    module = sources.load_path(entry_file)
    pending: deque[tuple[ModuleInfo, cst.FunctionDef]] = deque()
    seen: set[str] = set()

    def enqueue(fn: UserFunction) -> None:
        if fn.qualname not in seen:
            seen.add(fn.qualname)
            pending.append((fn.module, fn.node))

    entries = []
    for name in entry_names:
        if name not in module.functions:
            known = ", ".join(sorted(module.functions)) or "none"
            raise CompileError(ir.Loc(module.display_path, 1, 1), f"function '{name}'",
                               f"is not defined at module level in {module.display_path}",
                               f"functions defined there: {known}")
        fn = UserFunction(f"{module.name}.{name}", module, module.functions[name])
        entries.append(fn.qualname)
        enqueue(fn)

    functions: dict[str, ir.Function] = {}
    while pending:
        mod, node = pending.popleft()
        lowered = FunctionLowerer(mod, node, resolver, enqueue).lower()
        functions[lowered.qualname] = lowered
    return ir.Program(functions=functions, entries=entries)
