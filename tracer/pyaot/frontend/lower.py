"""libcst syntax -> IR, one function at a time, following calls into every user
function reachable from the entry points.

Everything this version does not support is refused here, at the node, with
its location, what it is and what to write instead. Later stages never see
libcst nodes.
"""

from __future__ import annotations

import ast
from collections import Counter, deque
from pathlib import Path

import libcst as cst

from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement, unsupported
from pyaot.exceptions import BUILTIN_EXCEPTIONS
from pyaot.frontend.modules import ModuleInfo, SourceSet
from pyaot.frontend.resolve import (
    INT64_MAX, ConstValue, ExternalRef, OpRef, Resolver, UserClass, UserFunction, UserModule,
)
from pyaot.opdecls import OpTable
from pyaot.sandbox import Limits

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
SUPPORTED_ANNOTATIONS = {"int": ir.INT, "float": ir.FLOAT, "bool": ir.BOOL, "None": ir.NONE,
                         "str": ir.STR, "bytes": "bytes"}
# Generic annotations: builtins and their typing aliases -> IR type heads.
GENERIC_ANNOTATIONS = {
    "builtins.list": "list", "typing.List": "list", "builtins.dict": "dict",
    "typing.Dict": "dict", "builtins.set": "set", "typing.Set": "set",
    "builtins.tuple": "tuple", "typing.Tuple": "tuple", "typing.Optional": "Optional",
    "typing.Union": "Union", "typing.Callable": "Callable",
    "collections.abc.Callable": "Callable", "typing.Iterator": "iter",
    "typing.Iterable": "iter", "typing.Generator": "iter", "collections.abc.Iterator": "iter",
    "collections.abc.Iterable": "iter", "collections.abc.Generator": "iter",
}
COMPARE_WORDS = {cst.In: "pyaot.in", cst.NotIn: "pyaot.not_in", cst.Is: "pyaot.is",
                 cst.IsNot: "pyaot.is_not"}

# What each refused construct is called, and what to do instead.
UNSUPPORTED_CONSTRUCTS: dict[type, tuple[str, str]] = {
    cst.NamedExpr: ("assignment expression (:=)", "assign to the variable on its own line first"),
    cst.Await: ("await", "compiled functions are synchronous; remove async/await"),
    cst.Imaginary: ("complex literal", "complex numbers are not supported; use two floats"),
    cst.Ellipsis: ("Ellipsis (...)", "use a concrete value"),
    cst.StarredElement: ("starred expression", "pass arguments one by one"),
    cst.TryStar: ("except* (exception groups)", "catch each exception type with `except`"),
    cst.With: ("with statement", "context managers are not supported; inline the logic"),
    cst.ClassDef: ("class definition", "classes are not supported yet; use functions"),
    cst.Global: ("global statement", "pass the value as an argument and return the new one"),
    cst.Nonlocal: ("nonlocal statement", "pass the value as an argument and return the new one"),
    cst.Import: ("import inside a function", "import at module level"),
    cst.ImportFrom: ("import inside a function", "import at module level"),
    cst.Match: ("match statement", "use if/elif/else"),
    cst.TypeAlias: ("type alias statement", "write the type in the annotation directly, or "
                    "assign it to a module-level name (Vector = list[float])"),
}


def construct_of(node: cst.CSTNode) -> tuple[str, str]:
    for cls, info in UNSUPPORTED_CONSTRUCTS.items():
        if isinstance(node, cls):
            return info
    return (f"{type(node).__name__} construct", "rewrite it with the supported constructs "
            "(see README, What compiles today)")


class FunctionLowerer:
    def __init__(self, module: ModuleInfo, fn: cst.FunctionDef | None, resolver: Resolver,
                 on_call: "callable", outer: "FunctionLowerer | None" = None,
                 qualname: str | None = None):
        self.module = module
        self.fn = fn
        self.resolver = resolver
        self.on_call = on_call  # told of each user function this one calls
        # A lambda or nested def is lowered as a function of its own; names of
        # the enclosing function it reads become trailing parameters (captures).
        self.outer = outer
        self.qualname = qualname or (f"{module.name}.{fn.name.value}" if fn else "")
        self.captures: list[str] = []
        # Captures this function rebinds (`nonlocal x`, here or in a function
        # nested in it): passed by reference, so the enclosing variable changes.
        self.by_ref: set[str] = set()
        self.lifted: list[ir.Function] = outer.lifted if outer else []
        self.self_calls: list[ir.Call] = []  # a nested def calling itself
        # The name this function calls itself by: a nested def's, or that of
        # the one variable a lambda is assigned to (`f = lambda n: ... f(n - 1)`).
        self.self_name: str | None = fn.name.value if fn is not None and outer else None
        self.nested_defs: dict[str, tuple[str, list[str]]] = {}  # name -> (qualname, captures)
        self.decorators_checked = False  # a method's decorators: checked by its class
        self.generator = False  # a `yield` was lowered
        self.locals: set[str] = set()
        self.local_annotations: dict[str, str] = {}
        self.source_lines: dict[int, str] = {}
        self.loop_depth = 0
        self.handler_depth = 0  # inside an `except` clause: a bare `raise` re-raises
        # Inside an except or finally clause, which run as C++ exception
        # handlers, where a coroutine cannot suspend (no `yield` there).
        self.cleanup_clause: str | None = None
        self.renames: dict[str, str] = {}  # comprehension variables -> fresh names
        self.caught_names: set[str] = set()  # bound by `except ... as name`
        self.fresh_counter = 0

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
            if not self.decorators_checked and not self._is_compile_decorator(deco.decorator):
                raise unsupported(self.loc(deco), "decorator",
                                  "only @pyaot.compile may decorate a compiled function")
        params = self._params(fn.params)
        returns = self._annotation(fn.returns.annotation) if fn.returns else None
        nonlocals = _nonlocal_names(fn.body)
        self.locals = ({p.name for p in params} | _assigned_names(fn.body)) - set(nonlocals)
        for name, node in nonlocals.items():
            if self.outer is None or not self._is_local(name):
                raise unsupported(self.loc(node), f"nonlocal '{name}'",
                                  "name a variable of an enclosing function")
            self._rebinds(self.outer._renamed(name))
        # Known before lowering: an `else` branch is lowered before its `if`
        # body, and `raise e` there must still re-raise the variable (CPython:
        # UnboundLocalError if no handler bound it).
        self.caught_names = _caught_names(fn.body)
        body = self._block(fn.body, docstring_ok=True)
        return self._function(fn.name.value, params, returns, body, self.loc(fn))

    def _rebinds(self, actual: str) -> None:
        """This function assigns the enclosing variable `actual`: it and
        every function between here and the variable's owner take it by
        reference."""
        scope = self
        while scope is not None and actual in scope.captures:
            scope.by_ref.add(actual)
            scope = scope.outer

    def _function(self, name: str, params: list[ir.Param], returns: str | None,
                  body: list[ir.Stmt], loc: ir.Loc) -> ir.Function:
        captured = [ir.Param(c, None, loc, by_ref=c in self.by_ref) for c in self.captures]
        for call in self.self_calls:
            call.args += [ir.Name(c, call.loc) for c in self.captures]
        if self.generator:
            for part in _all_returns(body):
                if part.value is not None:
                    raise unsupported(part.loc, "return with a value in a generator",
                                      "end the generator with a bare `return`")
        return ir.Function(
            qualname=self.qualname, name=name, params=params + captured, returns=returns,
            body=body, loc=loc, local_annotations=self.local_annotations,
            source_lines=self.source_lines, generator=self.generator,
        )

    # ---------------------------------------------------- lambdas, closures

    def _is_local(self, name: str) -> bool:
        """Is `name` a variable here (own, or captured from enclosing functions)?"""
        if name in self.renames or name in self.locals:
            return True
        if self.outer is not None and self.outer._is_local(name):
            actual = self.outer._renamed(name)
            if actual not in self.captures:
                self.captures.append(actual)
            return True
        return False

    def _bound_once(self, name: str) -> bool:
        """Is `name` bound by one statement of this function and rebound by no
        nested one (`nonlocal`)? Then a lambda assigned to it that calls it
        calls itself: it can only run after the assignment."""
        if self.fn is None or any(p.name.value == name for p in _all_params(self.fn.params)):
            return False
        return _binding_counts(self.fn.body)[name] == 1 and name not in _nonlocal_anywhere(
            self.fn.body)

    def _lambda(self, e: cst.Lambda, loc: ir.Loc, self_name: str | None = None) -> ir.Expr:
        p = e.params
        if p.star_arg not in (None, cst.MaybeSentinel.DEFAULT) or p.star_kwarg is not None or \
                p.kwonly_params or p.posonly_params or any(x.default for x in p.params):
            raise unsupported(loc, "lambda with defaults, *args or keyword-only parameters",
                              "use plain positional parameters")
        child = FunctionLowerer(self.module, None, self.resolver, self.on_call, outer=self,
                                qualname=f"{self.qualname}.<lambda>@{loc.line}:{loc.col}")
        params = [ir.Param(x.name.value, None, self.loc(x)) for x in p.params]
        child.locals = {x.name for x in params}
        if self_name is not None and self_name not in child.locals:
            child.self_name = self_name
        child._remember_line(loc)
        body = [ir.Return(child.expr(e.body), loc)]
        self.lifted.append(child._function("<lambda>", params, None, body, loc))
        return ir.FnValue("func", child.qualname, [ir.Name(c, loc) for c in child.captures], loc)

    def _nested_def(self, node: cst.FunctionDef, loc: ir.Loc) -> ir.Stmt:
        name = node.name.value
        child = FunctionLowerer(self.module, node, self.resolver, self.on_call, outer=self,
                                qualname=f"{self.qualname}.<locals>.{name}")
        self.lifted.append(child.lower())
        self.nested_defs[name] = (child.qualname, list(child.captures))
        # Captures the child added to this function's own captures are
        # names of the enclosing one; read them here as locals.
        return ir.Assign(name, ir.FnValue("func", child.qualname,
                                          [ir.Name(c, loc) for c in child.captures], loc), loc)

    def _is_compile_decorator(self, expr: cst.BaseExpression) -> bool:
        target = expr.func if isinstance(expr, cst.Call) else expr
        try:
            resolved = self._resolve_global(target)
        except CompileError:
            return False
        return isinstance(resolved, ExternalRef) and resolved.dotted in (
            "pyaot.compile", "pyaot.decorator.compile")

    def _params(self, params: cst.Parameters) -> list[ir.Param]:
        """Parameters in Python's order: positional-only (before /), plain,
        *args, keyword-only (after * or *args), **kwargs."""
        star = params.star_arg
        out = []

        def plain(p: cst.Param, **kind: bool) -> ir.Param:
            ann = self._annotation(p.annotation.annotation) if p.annotation else None
            default = self._default(p.default) if p.default is not None else None
            return ir.Param(p.name.value, ann, self.loc(p), default, **kind)

        out += [plain(p, positional_only=True) for p in params.posonly_params]
        out += [plain(p) for p in params.params]
        if isinstance(star, cst.Param):
            ann = (f"tuple[{self._annotation(star.annotation.annotation)},...]"
                   if star.annotation else None)
            out.append(ir.Param(star.name.value, ann, self.loc(star), star=True))
        out += [plain(p, keyword_only=True) for p in params.kwonly_params]
        if params.star_kwarg is not None:
            kw = params.star_kwarg
            ann = (f"dict[str,{self._annotation(kw.annotation.annotation)}]"
                   if kw.annotation else None)
            out.append(ir.Param(kw.name.value, ann, self.loc(kw), kwargs=True))
        return out

    def _field_default(self, node: cst.BaseExpression) -> ir.Expr:
        """A dataclass field's default: a constant, or dataclasses.field()
        with default= (a constant) or default_factory= (list, dict, set or a
        class of the program, called afresh for each instance)."""
        if not (isinstance(node, cst.Call) and self._dotted(node.func) == "dataclasses.field"):
            return self._default(node)
        options = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
        if len(options) != 1 or len(node.args) != 1 or \
                not options.keys() <= {"default", "default_factory"}:
            raise unsupported(self.loc(node), "field(...) " + self._describe(node),
                              "use field(default=constant) or field(default_factory=list) "
                              "(or dict, set, a class of the program)")
        if "default" in options:
            return self._default(options["default"])
        factory = options["default_factory"]
        return self._call(cst.Call(func=factory), self.loc(factory))

    def _default(self, node: cst.BaseExpression) -> ir.Expr:
        """A default value: Python evaluates it once, at `def` time, so only
        immutable constants can be substituted at each call."""
        value = self.expr(node)
        if _is_constant(value):
            return value
        raise unsupported(self.loc(node), "default argument value " + self._describe(node),
                          "defaults must be constants (numbers, strings, None or tuples of "
                          "those); for a list default use `x: list[int] | None = None` and "
                          "create the list in the body")

    def _annotation(self, node: cst.BaseExpression) -> str:
        text = self.module.module.code_for_node(node)
        t = self._annotated_type(node)
        if t is not None:
            return t
        raise CompileError(self.loc(node), f"annotation '{text}'",
                           "is not a type this version compiles",
                           "annotate with int, float, bool, str, list[T], dict[K, V], set[T], "
                           "tuple[A, B], T | None (None for no return value), or an array: "
                           "npt.NDArray[np.float64], or with its rank, "
                           "np.ndarray[tuple[int, int], np.dtype[np.float64]]")

    def _annotated_type(self, node: cst.BaseExpression) -> str | None:
        text = self.module.module.code_for_node(node)
        if isinstance(node, cst.Name) and text in SUPPORTED_ANNOTATIONS:
            return SUPPORTED_ANNOTATIONS[text]
        if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.BitOr):
            return self._union([node.left, node.right], node)
        if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str) and \
                node.evaluated_value.isidentifier():
            # A forward reference: "Node" (a class annotating its own methods).
            name = node.evaluated_value
            if name in self.module.classes:
                cls = UserClass(f"{self.module.name}.{name}", self.module, self.module.classes[name])
                return f"obj[{self._user_class(cls)}]"
            return SUPPORTED_ANNOTATIONS.get(name)
        if isinstance(node, (cst.Name, cst.Attribute)):
            try:
                resolved = self._resolve_global(node)
            except CompileError:
                resolved = None
            if isinstance(resolved, UserClass):
                return f"obj[{self._user_class(resolved)}]"
        array = self._array_annotation(node)
        if array is not None:
            return array
        native = self.resolver.ops.native_types.get(self._dotted(node) or "")
        if native is not None:  # np.random.Generator: an opaque operator type
            return native.name
        base_node = node.value if isinstance(node, cst.Subscript) else node
        head = GENERIC_ANNOTATIONS.get(self._dotted(base_node) or "")
        if head is None:
            return None
        if head == "Callable":
            # Each function value passed specialises the callee (its
            # parameter and result types come from the value itself).
            return "callable"
        if not isinstance(node, cst.Subscript):
            raise CompileError(self.loc(node), f"annotation '{text}'",
                               "does not say what the container holds",
                               f"write its element types, e.g. {head}[int]"
                               if head != "dict" else "write dict[str, int] (key, value)")
        parts = [e.slice.value for e in node.slice if isinstance(e.slice, cst.Index)]
        if head == "Union":
            return self._union(parts, node)
        if head == "iter":  # Iterator[T], Generator[T, None, None]: what a generator returns
            return types.make("iter", self._annotation(parts[0]))
        if any(isinstance(p, cst.Ellipsis) for p in parts):
            raise unsupported(self.loc(node), f"annotation '{text}'",
                              "variable-length tuples are not supported; use list[T] or "
                              "a fixed tuple[A, B]")
        elements = [self._annotation(p) for p in parts]
        arity = {"list": 1, "set": 1, "dict": 2, "Optional": 1}.get(head)
        if arity is not None and len(elements) != arity:
            raise CompileError(self.loc(node), f"annotation '{text}'",
                               f"{head} takes {arity} type argument(s)",
                               "e.g. list[int], dict[str, float], Optional[int]")
        if head in ("set", "dict") and not types.hashable(elements[0]):
            raise CompileError(self.loc(node), f"annotation '{text}'",
                               f"{types.python(elements[0])} is unhashable, so it cannot be "
                               f"a {'dict key' if head == 'dict' else 'set element'} "
                               "(TypeError in Python)", "use a tuple or str key instead")
        if head == "Optional":
            return types.optional(elements[0])
        return types.make(head, *elements)

    def _union(self, parts: list[cst.BaseExpression], node: cst.CSTNode) -> str:
        members: list[str] = []
        for p in parts:  # int | str | float parses as (int | str) | float
            t = self._annotation(p)
            if types.head(t) == "Optional":  # Optional[int] | str: int, None, str
                t = types.args(t)[0]
                members.append(ir.NONE)
            for m in (types.args(t) if types.head(t) == "Union" else [t]):
                if m not in members:
                    members.append(m)
        others = [m for m in members if m != ir.NONE]
        text = self.module.module.code_for_node(node)
        if len(others) == 1:
            return types.optional(others[0]) if ir.NONE in members else others[0]
        bad = [m for m in others if types.cpp(m) is None or types.head(m) in ("Union", "fn")]
        if bad:
            raise CompileError(self.loc(node), f"union type '{text}'",
                               f"{types.python(bad[0])} cannot be a union member",
                               "use a union of ints, floats, bools, str, bytes, containers or "
                               "classes")
        union = types.make("Union", *others)
        # int | str | None: an optional union (None, or one of the members).
        return types.optional(union) if ir.NONE in members else union

    def _dotted(self, node: cst.BaseExpression) -> str | None:
        """The dotted name an annotation part resolves to, if any."""
        if not isinstance(node, (cst.Name, cst.Attribute)):
            return None
        try:
            resolved = self._resolve_global(node)
        except CompileError:
            return None
        if isinstance(resolved, OpRef):
            return resolved.name
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
                    with at_statement(self.loc(small)):
                        out += self._small(small)
            elif isinstance(stmt, cst.BaseSmallStatement):
                with at_statement(self.loc(stmt)):
                    out += self._small(stmt)
            else:
                with at_statement(self.loc(stmt)):
                    out.append(self._compound(stmt))
        return out

    def _remember_line(self, loc: ir.Loc) -> None:
        self.source_lines[loc.line] = self.module.line_text(loc.line)

    def _small(self, s: cst.BaseSmallStatement) -> list[ir.Stmt]:
        loc = self.loc(s)
        self._remember_line(loc)
        if isinstance(s, cst.Pass):
            return [ir.Pass(loc)]
        if isinstance(s, cst.Nonlocal) and self.outer is not None:
            return []  # a declaration: the names were captured by reference
        if isinstance(s, cst.Break):
            return [ir.Break(loc)]
        if isinstance(s, cst.Continue):
            return [ir.Continue(loc)]
        if isinstance(s, cst.Return):
            return [ir.Return(self.expr(s.value) if s.value is not None else None, loc)]
        if isinstance(s, cst.Expr) and isinstance(s.value, cst.Yield):
            return self._yield(s.value, loc)
        if isinstance(s, cst.Expr):
            if _is_docstring(s):
                return [ir.Pass(loc)]
            return [ir.ExprStmt(self.expr(s.value), loc)]
        if isinstance(s, cst.Assign) and len(s.targets) == 1 and \
                isinstance(s.targets[0].target, cst.Subscript):
            return [self._store(s.targets[0].target, self.expr(s.value), loc)]
        if isinstance(s, (cst.Assign, cst.AnnAssign)) and isinstance(
                (s.targets[0].target if isinstance(s, cst.Assign) else s.target), cst.Attribute):
            target = s.targets[0].target if isinstance(s, cst.Assign) else s.target
            if isinstance(s, cst.Assign) and len(s.targets) != 1:
                raise unsupported(loc, "chained assignment to an attribute",
                                  "assign the attribute on its own line")
            if s.value is None:
                return []
            annotation = (self._annotation(s.annotation.annotation)
                          if isinstance(s, cst.AnnAssign) else None)
            return [ir.SetAttr(self.expr(target.value), target.attr.value, self.expr(s.value),
                               loc, annotation)]
        if isinstance(s, cst.AugAssign) and isinstance(s.target, cst.Attribute):
            # The object is evaluated once (it is read and then written).
            out: list[ir.Stmt] = []
            obj = self._once(self.expr(s.target.value), out)
            current = ir.Attribute(obj, s.target.attr.value, loc)
            value = ir.Call("op", AUG_OPS[type(s.operator)], [current, self.expr(s.value)], loc)
            return out + [ir.SetAttr(obj, s.target.attr.value, value, loc)]
        if isinstance(s, cst.AugAssign) and isinstance(s.target, cst.Subscript):
            # Container and indices are evaluated once, before the value.
            target, indices = self._item_target(s.target)
            out = []
            target = self._once(target, out)
            indices = [self._once(i, out) for i in indices]
            op = AUG_OPS[type(s.operator)]
            current = ir.Subscript(target, list(indices), loc)
            value = ir.Call("op", op, [current, self.expr(s.value)], loc)
            return out + [self._store_at(target, indices, value, loc)]
        if isinstance(s, cst.Assign) and len(s.targets) == 1 and \
                isinstance(s.value, cst.Lambda) and isinstance(s.targets[0].target, cst.Name):
            name = s.targets[0].target.value
            self_name = name if self._bound_once(name) else None
            value = self._lambda(s.value, self.loc(s.value), self_name)
            return [self._bind(self._target(s.targets[0].target), value, loc)]
        if isinstance(s, cst.Assign):
            value = self.expr(s.value)
            if len(s.targets) == 1:
                return [self._bind(self._target(s.targets[0].target), value, loc)]
            # a = b[i] = v evaluates v once and binds left to right.
            temp = self._fresh("chain")
            out: list[ir.Stmt] = [ir.Assign(temp, value, loc)]
            for t in s.targets:
                if isinstance(t.target, cst.Subscript):
                    out.append(self._store(t.target, ir.Name(temp, loc), loc))
                else:
                    out.append(self._bind(self._target(t.target), ir.Name(temp, loc), loc))
            return out
        if isinstance(s, cst.Del):
            return self._del(s.target, loc)
        if isinstance(s, cst.AnnAssign):
            name = self._name_target(s.target)
            self.local_annotations[name] = self._annotation(s.annotation.annotation)
            return [ir.Assign(name, self.expr(s.value), loc)] if s.value is not None else []
        if isinstance(s, cst.Raise):
            return self._raise(s, loc)
        if isinstance(s, cst.Assert):
            message = self._message(s.msg) if s.msg is not None else None
            return [ir.Assert(self.expr(s.test), message, loc)]
        if isinstance(s, cst.AugAssign):
            name = self._name_target(s.target)
            op = AUG_OPS[type(s.operator)]
            value = ir.Call("op", op, [ir.Name(name, loc), self.expr(s.value)], loc)
            return [ir.Assign(name, value, loc)]
        raise self.refuse(s)

    def _item_target(self, t: cst.Subscript) -> tuple[ir.Expr, list[ir.Expr]]:
        indices = self._indices(t)
        for i in indices:
            if isinstance(i, ir.SliceExpr):
                raise unsupported(i.loc, "assignment to a slice", "assign element by element "
                                  "in a loop (slice assignment is not supported yet)")
        return self.expr(t.value), indices

    def _store(self, t: cst.Subscript, value: ir.Expr, loc: ir.Loc) -> ir.Stmt:
        target, indices = self._item_target(t)
        return self._store_at(target, indices, value, loc)

    def _store_at(self, target: ir.Expr, indices: list[ir.Expr], value: ir.Expr,
                  loc: ir.Loc) -> ir.Stmt:
        if isinstance(target, ir.Name):
            return ir.StoreItem(target.id, indices, value, loc)
        if len(indices) != 1:
            raise unsupported(loc, "multi-dimensional element assignment of a computed value",
                              "assign the value to a local variable first")
        # obj[i] = v of a computed container (grid[i][j] = v): a setitem call.
        return ir.ExprStmt(ir.Call("op", "operator.setitem", [target, indices[0], value], loc),
                           loc)

    def _del(self, t: cst.BaseExpression, loc: ir.Loc) -> list[ir.Stmt]:
        if isinstance(t, (cst.Tuple, cst.List)):
            return [d for el in t.elements for d in self._del(el.value, loc)]
        if isinstance(t, cst.Subscript):
            target, indices = self._item_target(t)
            if len(indices) == 1:
                return [ir.ExprStmt(ir.Call("op", "operator.delitem", [target, indices[0]], loc),
                                    loc)]
        raise unsupported(self.loc(t), "del " + self._describe(t),
                          "delete list or dict elements (`del d[key]`); a variable goes out "
                          "of scope by itself")

    def _once(self, e: ir.Expr, out: list[ir.Stmt]) -> ir.Expr:
        """`e` as an expression that is safe to evaluate twice: itself when a
        name or constant, else a fresh variable assigned it (appended to out)."""
        if isinstance(e, (ir.Name, ir.Const)):
            return e
        temp = self._fresh("aug")
        out.append(ir.Assign(temp, e, e.loc))
        return ir.Name(temp, e.loc)

    def _fresh(self, stem: str) -> str:
        """A variable name no user variable has (Python identifiers cannot
        contain '.'; the emitter spells it as a C++ identifier)."""
        self.fresh_counter += 1
        return f"{stem}.{self.fresh_counter}"

    def _bind(self, target: ir.Target, value: ir.Expr, loc: ir.Loc) -> ir.Stmt:
        if isinstance(target, str):
            return ir.Assign(target, value, loc)
        return ir.Unpack(target, value, loc)

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

    def _target(self, t: cst.BaseExpression) -> ir.Target:
        if isinstance(t, cst.Name):
            return self.renames.get(t.value, t.value)
        if isinstance(t, (cst.Tuple, cst.List)):
            if any(isinstance(el, cst.StarredElement) for el in t.elements):
                raise unsupported(self.loc(t), "starred assignment target (a, *rest = ...)",
                                  "index or slice the sequence instead")
            return [self._target(el.value) for el in t.elements]
        raise unsupported(self.loc(t), f"assignment to {type(t).__name__.lower()}",
                          "assign to a local variable")

    def _name_target(self, t: cst.BaseExpression) -> str:
        target = self._target(t)
        if not isinstance(target, str):
            raise unsupported(self.loc(t), "tuple target here", "assign to one variable")
        return target

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
        if isinstance(s, cst.FunctionDef):
            return self._nested_def(s, loc)
        raise self.refuse(s)

    # ------------------------------------------------------------ exceptions

    def _exception_class(self, node: cst.BaseExpression) -> str:
        """A built-in exception's name, or a user exception class's qualname."""
        try:
            resolved = self._resolve_global(node) if isinstance(
                node, (cst.Name, cst.Attribute)) else None
        except CompileError:
            resolved = None
        if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins."):
            name = resolved.dotted.split(".", 1)[1]
            if name in BUILTIN_EXCEPTIONS:
                return name
        if isinstance(resolved, UserClass):
            return self._user_exception(resolved)
        what = self.module.module.code_for_node(node)
        raise unsupported(self.loc(node), f"exception class '{what}'",
                          "raise and catch built-in exceptions (" +
                          ", ".join(sorted(BUILTIN_EXCEPTIONS)) + ") or classes deriving "
                          "from them")

    def _user_exception(self, cls: UserClass) -> str:
        """Registers `class E(Base): pass` (a docstring at most) as an exception type."""
        known = self.resolver.exception_classes
        if cls.qualname in known:
            return cls.qualname
        node = cls.node
        loc = cls.module.loc(node)
        if len(node.bases) != 1 or node.keywords or node.decorators:
            raise unsupported(loc, f"class '{node.name.value}' used as an exception",
                              "derive an exception class from exactly one exception class, "
                              "e.g. class MyError(ValueError): pass")
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else node.body.body
        for stmt in body:
            smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]
            if not all(isinstance(x, cst.Pass) or _is_docstring(x) for x in smalls):
                raise unsupported(cls.module.loc(stmt), f"body of exception class "
                                  f"'{node.name.value}'", "exception classes may only have a "
                                  "docstring or pass; carry data in the message")
        base_lowerer = FunctionLowerer(cls.module, self.fn, self.resolver, self.on_call)
        base = base_lowerer._exception_class(node.bases[0].value)
        known[cls.qualname] = (node.name.value, base)
        return cls.qualname

    # ---------------------------------------------------------------- classes

    def _user_class(self, cls: UserClass) -> str:
        """Registers a user class (not an exception) and lowers its methods."""
        known = self.resolver.classes
        if cls.qualname in known:
            return cls.qualname
        node, module = cls.node, cls.module
        loc = module.loc(node)
        info = ir.ClassInfo(cls.qualname, node.name.value, loc)
        known[cls.qualname] = info  # before the methods: they name the class
        scope = FunctionLowerer(module, None, self.resolver, self.on_call,
                                qualname=cls.qualname)
        for deco in node.decorators:
            self._class_decorator(scope, deco.decorator, info)
        for base in node.bases:
            try:
                resolved = scope._resolve_global(base.value)
            except CompileError:
                resolved = None
            if isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.object":
                continue
            if isinstance(resolved, UserClass) and len(node.bases) == 1:
                info.base = self._user_class(resolved)
                continue
            raise unsupported(module.loc(base), f"base class {self._describe(base.value)} of "
                              f"'{info.name}'", "derive from one class of your own (single "
                              "inheritance), or compose: hold the other object in a field")
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else node.body.body
        for stmt in body:
            if isinstance(stmt, cst.FunctionDef):
                self._method(cls, info, stmt)
                continue
            for small in (stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]):
                if isinstance(small, cst.Pass) or _is_docstring(small):
                    continue
                if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                    name = small.target.value
                    info.fields[name] = scope._annotation(small.annotation.annotation)
                    if small.value is not None:
                        info.defaults[name] = scope._field_default(small.value)
                    continue
                if isinstance(small, cst.Assign) and len(small.targets) == 1 and \
                        isinstance(small.targets[0].target, cst.Name):
                    name = small.targets[0].target.value
                    value = scope.expr(small.value)
                    if not _is_constant(value) or (isinstance(value, ir.Const) and
                                                   value.value is None):
                        raise unsupported(module.loc(small), f"class attribute '{name}' of "
                                          f"'{info.name}' = {self._describe(small.value)}",
                                          "class attributes must be constants (numbers, "
                                          "strings, tuples of those); for anything else "
                                          "declare a field (`name: type`) and set it in "
                                          "__init__")
                    info.class_attrs[name] = value
                    continue
                raise unsupported(module.loc(small), f"statement in the body of class "
                                  f"'{info.name}'", "declare fields as `name: type` (with a "
                                  "constant default), class attributes as `NAME = constant`, "
                                  "and define methods")
        return cls.qualname

    def _class_decorator(self, scope: "FunctionLowerer", deco: cst.BaseExpression,
                         info: ir.ClassInfo) -> None:
        target = deco.func if isinstance(deco, cst.Call) else deco
        if scope._dotted(target) != "dataclasses.dataclass":
            raise unsupported(scope.loc(deco), "class decorator",
                              "only @dataclass (from dataclasses) may decorate a class")
        info.dataclass = True
        if isinstance(deco, cst.Call):
            for arg in deco.args:
                name = arg.keyword.value if arg.keyword else ""
                value = arg.value
                if name not in ("order", "frozen", "eq") or not (
                        isinstance(value, cst.Name) and value.value in ("True", "False")):
                    raise unsupported(scope.loc(arg), f"dataclass option {self._describe(arg)}",
                                      "use order=, frozen= or eq= with True or False")
                setattr(info, name, value.value == "True")

    def _method(self, cls: UserClass, info: ir.ClassInfo, node: cst.FunctionDef) -> None:
        name = node.name.value
        if name == "__del__":
            raise CompileError(cls.module.loc(node), f"finalizer __del__ of class '{info.name}'",
                               "is not supported: CPython calls it when the last reference "
                               "to an instance goes (for cycles, when the collector frees "
                               "them); compiled code would never call it",
                               "release resources explicitly: call a close() method where "
                               "you are done, or use try/finally")
        kind = "method"
        for deco in node.decorators:
            d = deco.decorator
            word = d.value if isinstance(d, cst.Name) else ""
            if word in ("property", "staticmethod", "classmethod") and len(node.decorators) == 1:
                kind = word
            else:
                raise unsupported(cls.module.loc(deco), "method decorator " + self._describe(d),
                                  "use @property, @staticmethod or @classmethod")
        qualname = f"{cls.qualname}.{name}"
        lowerer = FunctionLowerer(cls.module, node, self.resolver, self.on_call,
                                  qualname=qualname)
        lowerer.decorators_checked = True
        fn = lowerer.lower()  # tracebacks name it `name`, as CPython 3.11's do
        if kind != "staticmethod":
            if not fn.params:
                raise CompileError(cls.module.loc(node), f"method '{name}'", "has no self "
                                   "parameter", "add `self` (or use @staticmethod)")
            # A classmethod's cls is the class it is called through (B.make()
            # on a subclass B builds a B): each class gets its own instance.
            fn.params[0].annotation = f"obj[{cls.qualname}]" if kind != "classmethod" else None
        self.lifted.append(fn)
        self.lifted.extend(lowerer.lifted)
        table = {"method": info.methods, "property": info.properties,
                 "staticmethod": info.staticmethods, "classmethod": info.classmethods}[kind]
        table[name] = qualname

    def _super_call(self, e: cst.Call, positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
        """super().m(...) in a method: the base class's m on self."""
        owner = self.qualname.rsplit(".", 1)[0]
        info = self.resolver.classes.get(owner)
        if info is None or info.base is None or self.fn is None or not self.fn.params.params:
            raise unsupported(loc, "super() here", "call super() in a method of a class that "
                              "has a base class")
        self_name = self.fn.params.params[0].name.value
        keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
        return ir.Call("super", f"{info.base}:{e.func.attr.value}",
                       [ir.Name(self_name, loc)] + [self.expr(a.value) for a in positional], loc,
                       keywords=keywords)

    def _class_attribute_call(self, owner: UserClass, e: cst.Call,
                              positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
        """C.static_method(...) or C.class_method(...)."""
        info = self.resolver.classes[self._user_class(owner)]
        name = e.func.attr.value
        keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
        args = [self.expr(a.value) for a in positional]
        q = info.qualname
        while q is not None:  # the class's own, or inherited from a base
            found = self.resolver.classes[q]
            if name in found.staticmethods:
                return ir.Call("func", found.staticmethods[name], args, loc, keywords=keywords)
            if name in found.classmethods:
                # cls is the class called through (B.make() builds a B).
                cls_value = ir.Symbol(f"class:{info.qualname}", loc)
                return ir.Call("func", found.classmethods[name], [cls_value] + args, loc,
                               keywords=keywords)
            q = found.base
        raise unsupported(loc, f"{info.name}.{name}(...)", "call static and class methods "
                          "through the class, and other methods through an instance")

    def _class_attribute(self, owner: UserClass, name: str, loc: ir.Loc) -> ir.Expr:
        """C.NAME: the class attribute's constant (C's own or a base's).
        Class attributes are never reassigned (C.NAME = ... is refused), so
        the value is the one in the class body."""
        q = self._user_class(owner)
        while q is not None:
            info = self.resolver.classes[q]
            if name in info.class_attrs:
                return info.class_attrs[name]
            q = info.base
        info = self.resolver.classes[self._user_class(owner)]
        raise unsupported(loc, f"{info.name}.{name}", "is not a class attribute (set "
                          "`NAME = constant` in the class body); methods are called through "
                          "the class or an instance")

    def _yield(self, e: cst.Yield, loc: ir.Loc) -> list[ir.Stmt]:
        self.generator = True
        if self.cleanup_clause is not None:
            raise unsupported(loc, f"yield inside {self.cleanup_clause} clause",
                              "compiled generators cannot suspend there; save what you need "
                              "in a variable and yield after the try statement")
        if isinstance(e.value, cst.From):
            # yield from xs: for v in xs: yield v
            item = self._fresh("yielded")
            return [ir.ForEach(item, self.expr(e.value.item),
                               [ir.Yield(ir.Name(item, loc), loc)], [], loc)]
        return [ir.Yield(self.expr(e.value) if e.value is not None else None, loc)]

    def _is_key_error(self, cls: str) -> bool:
        while cls in self.resolver.exception_classes:
            cls = self.resolver.exception_classes[cls][1]
        return cls == "KeyError"

    def _message(self, node: cst.BaseExpression) -> ir.Expr:
        return _as_message(self.expr(node), self.loc(node))

    def _raise(self, s: cst.Raise, loc: ir.Loc) -> list[ir.Stmt]:
        # `raise X from Y`: the cause is evaluated (Python does) and dropped;
        # the traceback shows the raised exception only.
        if s.exc is None:
            if not self.handler_depth:
                raise CompileError(loc, "bare raise", "is outside an except clause (Python "
                                   "raises RuntimeError: No active exception to reraise)",
                                   "raise a specific exception, e.g. raise ValueError(\"...\")")
            return [ir.Raise(None, None, loc)]
        exc = s.exc
        if isinstance(exc, cst.Name) and exc.value in self.caught_names:
            return [ir.Raise(None, None, loc, value=ir.Name(exc.value, loc))]
        if isinstance(exc, cst.Call):
            if any(a.keyword or a.star for a in exc.args) or len(exc.args) > 1:
                raise unsupported(self.loc(exc), "exception arguments",
                                  "pass at most one message, e.g. raise ValueError(f\"bad {x}\")")
            cls = self._exception_class(exc.func)
            if not exc.args:
                return [ir.Raise(cls, None, loc)]
            arg = exc.args[0].value
            argloc = self.loc(arg)
            temp = self._fresh("exc_arg")  # the argument is evaluated once
            value = ir.Name(temp, argloc)
            # str(KeyError(k)) is repr(k) (KeyError.__str__), unlike other exceptions.
            message = (ir.Call("op", "builtins.repr", [value], argloc)
                       if self._is_key_error(cls) else _as_message(value, argloc))
            return [ir.Assign(temp, self.expr(arg), loc),
                    ir.Raise(cls, message, loc,
                             args_repr=ir.Call("op", "builtins.repr", [value], argloc))]
        return [ir.Raise(self._exception_class(exc), None, loc)]

    def _try(self, s: cst.Try, loc: ir.Loc) -> ir.Try:
        body = self._block(s.body)
        handlers = []
        for h in s.handlers:
            name = None
            if h.name is not None:
                if not isinstance(h.name.name, cst.Name):
                    raise unsupported(self.loc(h.name), "except ... as with a non-name target",
                                      "bind the exception to a name")
                name = h.name.name.value
                self.caught_names.add(name)
            types: list[str] = []
            if h.type is not None:
                nodes = [e.value for e in h.type.elements] if isinstance(h.type, cst.Tuple) \
                    else [h.type]
                types = [self._exception_class(n) for n in nodes]
            self.handler_depth += 1
            saved, self.cleanup_clause = self.cleanup_clause, "an except"
            try:
                handlers.append(ir.Handler(types, self._block(h.body), self.loc(h), name))
            finally:
                self.handler_depth -= 1
                self.cleanup_clause = saved
        orelse = self._block(s.orelse.body) if s.orelse else []
        saved, self.cleanup_clause = self.cleanup_clause, "a finally"
        try:
            finalbody = self._block(s.finalbody.body) if s.finalbody else []
        finally:
            self.cleanup_clause = saved
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
        if not (isinstance(it, cst.Call) and self._is_range(it.func)) or not isinstance(target, str):
            iterable = self.expr(it)
            body = self._loop_body(s.body)
            orelse = self._block(s.orelse.body) if s.orelse else []
            return ir.ForEach(target, iterable, body, orelse, loc)
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
        return (isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.range") or \
            (isinstance(resolved, OpRef) and resolved.name == "builtins.range")

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
            owner = self._resolve_global(e.value)
            if isinstance(owner, UserClass):
                return self._class_attribute(owner, e.attr.value, loc)
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
        if isinstance(e, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
            return self._string(e, loc)
        if isinstance(e, (cst.List, cst.Set)):
            kind = "list" if isinstance(e, cst.List) else "set"
            return ir.ListExpr([self.expr(self._plain_element(el)) for el in e.elements], loc,
                               kind=kind)
        if isinstance(e, cst.Dict):
            keys, values = [], []
            for el in e.elements:
                if not isinstance(el, cst.DictElement):
                    raise unsupported(self.loc(el), "**mapping in a dict display",
                                      "merge with d.update(other) after building the dict")
                keys.append(self.expr(el.key))
                values.append(self.expr(el.value))
            return ir.DictExpr(keys, values, loc)
        if isinstance(e, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
            return self._comprehension(e, loc)
        if isinstance(e, cst.Lambda):
            return self._lambda(e, loc)
        raise self.refuse(e)

    def _plain_element(self, el: cst.BaseElement) -> cst.BaseExpression:
        if isinstance(el, cst.StarredElement):
            raise unsupported(self.loc(el), "starred element in a display",
                              "concatenate with + or use extend()")
        return el.value

    # -------------------------------------------------------------- strings

    def _string(self, e: cst.BaseExpression, loc: ir.Loc) -> ir.Expr:
        if isinstance(e, cst.ConcatenatedString):
            left, right = self._string(e.left, loc), self._string(e.right, loc)
            if isinstance(left, ir.Const) and isinstance(right, ir.Const):
                return ir.Const(left.value + right.value, loc)
            return ir.Call("op", "operator.add", [left, right], loc)
        if isinstance(e, cst.SimpleString):
            return _constant(e.evaluated_value, loc)  # str or bytes
        assert isinstance(e, cst.FormattedString)
        prefix = e.prefix.lower().replace("f", "")
        quote = e.start[len(e.prefix):]
        parts: list[ir.Expr] = []
        for part in e.parts:
            if isinstance(part, cst.FormattedStringText):
                text = part.value.replace("{{", "{").replace("}}", "}")
                parts.append(_constant(ast.literal_eval(prefix + quote + text + quote), loc))
                continue
            parts += self._format_field(part, prefix, quote)
        if not parts:
            return ir.Const("", loc)
        out = parts[0]
        if not (isinstance(out, ir.Const) or _is_str_call(out)):
            out = ir.Call("op", "builtins.str", [out], loc)
        for p in parts[1:]:
            out = ir.Call("op", "operator.add", [out, p], loc)
        return out

    def _format_field(self, part: cst.FormattedStringExpression, prefix: str,
                      quote: str) -> list[ir.Expr]:
        loc = self.loc(part)
        value = self.expr(part.expression)
        out: list[ir.Expr] = []
        if part.equal is not None:
            # f"{x=}": the source text between the braces up to the '=', with
            # its spaces (f"{x = }" shows "x = "), then repr by default.
            code = self.module.module.code_for_node
            text = "".join(code(n) for n in (
                part.whitespace_before_expression, part.expression,
                part.whitespace_after_expression, part.equal.whitespace_before))
            out.append(ir.Const(text + "=" + code(part.equal.whitespace_after), loc))
        conversion = part.conversion or ("r" if part.equal is not None and
                                         part.format_spec is None else None)
        if conversion == "r":
            value = ir.Call("op", "builtins.repr", [value], loc)
        elif conversion == "s":
            value = ir.Call("op", "builtins.str", [value], loc)
        elif conversion == "a":
            raise unsupported(loc, "!a conversion", "use !r (ascii() is not supported)")
        if part.format_spec:
            spec_parts = []
            for sp in part.format_spec:
                if isinstance(sp, cst.FormattedStringText):
                    text = sp.value.replace("{{", "{").replace("}}", "}")
                    spec_parts.append(_constant(ast.literal_eval(prefix + quote + text + quote),
                                                loc))
                else:
                    spec_parts += self._format_field(sp, prefix, quote)
            spec = spec_parts[0]
            for p in spec_parts[1:]:
                spec = ir.Call("op", "operator.add", [spec, p], loc)
            out.append(ir.Call("op", "builtins.format", [value, spec], loc))
        else:
            out.append(value if _is_str_call(value) else ir.Call("op", "builtins.str", [value], loc))
        return out

    # ------------------------------------------------------- comprehensions

    def _comprehension(self, e, loc: ir.Loc) -> ir.Expr:
        kind = {cst.ListComp: "list", cst.SetComp: "set", cst.DictComp: "dict",
                cst.GeneratorExp: "gen"}[type(e)]
        saved = dict(self.renames)
        generators = []
        try:
            clause = e.for_in
            while clause is not None:
                if clause.asynchronous is not None:
                    raise unsupported(self.loc(clause), "async comprehension", "use a plain for")
                # The first iterable is evaluated in the enclosing scope.
                iterable = self.expr(clause.iter)
                target = self._rename_target(clause.target)
                conds = [self.expr(c.test) for c in clause.ifs]
                generators.append(ir.CompFor(target, iterable, conds, self.loc(clause)))
                clause = clause.inner_for_in
            if kind == "dict":
                key, elt = self.expr(e.key), self.expr(e.value)
            else:
                key, elt = None, self.expr(e.elt)
        finally:
            self.renames = saved
        return ir.Comprehension(kind, elt, key, generators, loc)

    def _rename_target(self, t: cst.BaseExpression) -> ir.Target:
        if isinstance(t, cst.Name):
            fresh = self._fresh(t.value)
            self.renames[t.value] = fresh
            return fresh
        if isinstance(t, (cst.Tuple, cst.List)):
            return [self._rename_target(self._plain_element(el)) for el in t.elements]
        raise unsupported(self.loc(t), "comprehension target " + self._describe(t),
                          "use a name or a tuple of names")

    def _compare(self, e: cst.Comparison, loc: ir.Loc) -> ir.Expr:
        operands = [self.expr(e.left)]
        ops = []
        for target in e.comparisons:
            op = COMPARE_OPS.get(type(target.operator)) or COMPARE_WORDS[type(target.operator)]
            ops.append(op)
            operands.append(self.expr(target.comparator))
        return ir.Compare(operands, ops, loc)

    def _name(self, e: cst.Name, loc: ir.Loc) -> ir.Expr:
        if e.value in self.renames:
            return ir.Name(self.renames[e.value], loc)
        if self._is_local(e.value):
            return ir.Name(self._renamed(e.value), loc)
        if e.value in ("True", "False"):
            return ir.Const(e.value == "True", loc)
        if e.value == "None":
            return ir.Const(None, loc)
        return self._value_of(self._resolve_global(e), e, loc)

    def _renamed(self, name: str) -> str:
        """A captured comprehension variable keeps its enclosing fresh name."""
        scope = self
        while scope is not None:
            if name in scope.renames:
                return scope.renames[name]
            if name in scope.locals:
                return name
            scope = scope.outer
        return name

    def _is_local_root(self, e: cst.BaseExpression) -> bool:
        """Is `e` computed from a local value (a.T, a.shape, (a + b).sum)?"""
        while isinstance(e, (cst.Attribute, cst.Subscript)):
            e = e.value
        if isinstance(e, cst.Name):
            return self._is_local(e.value)
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
            return _constant(resolved.value, loc)
        what = self._describe(node)
        if isinstance(resolved, UserFunction):
            self.on_call(resolved)
            return ir.FnValue("func", resolved.qualname, [], loc)
        if isinstance(resolved, OpRef) and resolved.name in self.resolver.ops.ops:
            return ir.FnValue("op", resolved.name, [], loc)
        if isinstance(resolved, UserModule):
            raise unsupported(loc, f"module {what} used as a value", "use one of its attributes")
        if isinstance(resolved, UserClass):
            raise unsupported(loc, f"class {what} used as a value", "classes are supported as "
                              "exception types (raise/except) in this version")
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

    def _method_argument(self, node: cst.BaseExpression) -> ir.Expr:
        """The receiver's type is not known yet: dtypes and string literals
        stay symbols (array methods), inference makes them values for others."""
        if isinstance(node, (cst.List, cst.Dict, cst.Set)) or (
                isinstance(node, cst.Tuple) and not _has_symbol_like(node)):
            return self.expr(node)
        return self._argument(node)

    def _call(self, e: cst.Call, loc: ir.Loc) -> ir.Expr:
        keywords: dict[str, ir.Expr] = {}
        for arg in e.args:
            if arg.star:
                raise unsupported(self.loc(arg), f"{arg.star}-argument", "pass arguments one by one")
        positional = [a for a in e.args if a.keyword is None]
        if isinstance(e.func, cst.Attribute) and isinstance(e.func.value, cst.Call) and \
                isinstance(e.func.value.func, cst.Name) and e.func.value.func.value == "super" \
                and not e.func.value.args:
            return self._super_call(e, positional, loc)
        if isinstance(e.func, cst.Attribute) and self._is_local_root(e.func.value):
            # A method of a value (arrays: a.sum(axis=0), a.astype(np.float32)).
            receiver = self.expr(e.func.value)
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = self._method_argument(arg.value)
            return ir.Call("method", e.func.attr.value,
                           [receiver] + [self._method_argument(a.value) for a in positional],
                           loc, keywords=keywords)
        if isinstance(e.func, cst.Name) and e.func.value == self.self_name \
                and e.func.value not in self.locals:
            # A nested def or lambda calling itself: a direct call (captures appended later).
            call = ir.Call("func", self.qualname, [self.expr(a.value) for a in positional], loc)
            self.self_calls.append(call)
            return call
        if isinstance(e.func, cst.Name) and e.func.value in self.nested_defs:
            # A call of a nested def by name: a direct call (defaults and
            # keywords work), its captures passed by name, read now.
            qualname, captures = self.nested_defs[e.func.value]
            keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
            keywords.update({c: ir.Name(c, loc) for c in captures})
            return ir.Call("func", qualname, [self.expr(a.value) for a in positional], loc,
                           keywords=keywords)
        if isinstance(e.func, cst.Name) and self._is_local(e.func.value):
            # A function value in a variable: a lambda, nested def or parameter.
            if any(a.keyword for a in e.args):
                raise unsupported(loc, "keyword arguments in a call of a function value",
                                  "pass the arguments by position")
            callee = ir.Name(self._renamed(e.func.value), self.loc(e.func))
            return ir.Call("value", callee.id, [callee] + [self.expr(a.value) for a in positional],
                           loc)
        if isinstance(e.func, cst.Attribute) and isinstance(e.func.value, (cst.Name, cst.Attribute)):
            try:
                owner = self._resolve_global(e.func.value)
            except CompileError:
                owner = None
            if isinstance(owner, UserClass):
                return self._class_attribute_call(owner, e, positional, loc)
        resolved = self._resolve_global(e.func)
        if isinstance(resolved, UserClass):
            qualname = self._user_class(resolved)
            keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
            return ir.Call("new", qualname, [self.expr(a.value) for a in positional], loc,
                           keywords=keywords)
        if isinstance(resolved, OpRef) and resolved.name in self.resolver.ops.array_ops:
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = self._argument(arg.value)
            return ir.Call("op", resolved.name, [self._argument(a.value) for a in positional],
                           loc, keywords=keywords)
        if isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.isinstance":
            return self._isinstance(e, loc)
        for arg in e.args:
            if arg.keyword is not None:
                keywords[arg.keyword.value] = self.expr(arg.value)
        args = [self.expr(a.value) for a in positional]
        if isinstance(resolved, UserFunction):
            self.on_call(resolved)
            return ir.Call("func", resolved.qualname, args, loc, keywords=keywords)
        if isinstance(resolved, OpRef):
            if not args and not keywords and resolved.name in (
                    "builtins.list", "builtins.set", "builtins.dict"):
                # list() / set() / dict(): empty displays, typed by their uses.
                if resolved.name == "builtins.dict":
                    return ir.DictExpr([], [], loc)
                return ir.ListExpr([], loc, kind=resolved.name.removeprefix("builtins."))
            return ir.Call("op", resolved.name, args, loc, keywords=keywords)
        what = self._describe(e.func)
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


    def _isinstance(self, e: cst.Call, loc: ir.Loc) -> ir.Expr:
        """isinstance(x, T): decided by x's static type during inference."""
        if len(e.args) != 2 or any(a.keyword for a in e.args):
            raise CompileError(loc, "isinstance(...)", "takes two positional arguments",
                               "write isinstance(value, int) or isinstance(value, (int, str))")
        spec = e.args[1].value
        nodes = [el.value for el in spec.elements] if isinstance(spec, cst.Tuple) else [spec]
        names = []
        for n in nodes:
            try:
                resolved = self._resolve_global(n) if isinstance(n, (cst.Name, cst.Attribute)) \
                    else None
            except CompileError:
                resolved = None
            if isinstance(resolved, UserClass):
                names.append(ir.Symbol(f"class:{self._user_class(resolved)}", self.loc(n)))
                continue
            dotted = self._dotted(n) or ""
            name = dotted.removeprefix("builtins.")
            if name not in ("int", "float", "bool", "str", "bytes", "list", "dict", "set",
                            "tuple"):
                raise unsupported(self.loc(n), f"isinstance check against {self._describe(n)}",
                                  "check against int, float, bool, str, bytes, list, dict, "
                                  "set, tuple or a class of your own")
            names.append(ir.Symbol(name, self.loc(n)))
        return ir.Call("op", "builtins.isinstance", [self.expr(e.args[0].value),
                                                      ir.TupleExpr(names, loc)], loc)


def _has_symbol_like(node: cst.Tuple) -> bool:
    return any(isinstance(el.value, (cst.SimpleString, cst.Attribute)) or
               (isinstance(el.value, cst.Name) and el.value.value == "None")
               for el in node.elements)


def _constant(value: object, loc: ir.Loc) -> ir.Expr:
    if isinstance(value, tuple):
        return ir.TupleExpr([_constant(v, loc) for v in value], loc)
    if isinstance(value, str):
        _check_text(value, loc)
    return ir.Const(value, loc)


def _check_text(value: str, loc: ir.Loc) -> None:
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


def _is_constant(e: ir.Expr) -> bool:
    if isinstance(e, ir.Const):
        return True
    if isinstance(e, ir.TupleExpr):
        return all(_is_constant(x) for x in e.elts)
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        return isinstance(e.args[0], ir.Const)
    return False


def _as_message(value: ir.Expr, loc: ir.Loc) -> ir.Expr:
    """An exception message: a str is the message, anything else its str()
    (BaseException.__str__ of a single argument)."""
    if (isinstance(value, ir.Const) and isinstance(value.value, str)) or _is_str_call(value):
        return value
    return ir.Call("op", "builtins.str", [value], loc)


def _is_str_call(e: ir.Expr) -> bool:
    return (isinstance(e, ir.Const) and isinstance(e.value, str)) or (
        isinstance(e, ir.Call) and e.callee in ("builtins.str", "builtins.repr",
                                                 "builtins.format"))


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


def _all_returns(body: list[ir.Stmt]) -> list[ir.Return]:
    out = []
    for s in body:
        if isinstance(s, ir.Return):
            out.append(s)
        for part in _sub_blocks(s):
            out += _all_returns(part)
    return out


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
    if isinstance(s, (ir.If, ir.While, ir.ForRange, ir.ForEach)):
        return [s.body, s.orelse]
    if isinstance(s, ir.Try):
        return [s.body, s.orelse, s.finalbody] + [h.body for h in s.handlers]
    return []


def _is_docstring(s: cst.CSTNode) -> bool:
    return isinstance(s, cst.Expr) and isinstance(
        s.value, (cst.SimpleString, cst.ConcatenatedString))


def _nonlocal_names(body: cst.BaseSuite) -> dict[str, cst.CSTNode]:
    """Names a function declares `nonlocal` (not those of functions nested
    in it), each with its statement."""
    names: dict[str, cst.CSTNode] = {}

    class Collector(cst.CSTVisitor):
        def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
            for item in node.names:
                names.setdefault(item.name.value, node)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

    body.visit(Collector())
    return names


def _caught_names(body: cst.BaseSuite) -> set[str]:
    """Names a function binds by `except ... as name` (not those of
    functions nested in it)."""
    names: set[str] = set()

    class Collector(cst.CSTVisitor):
        def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
            if node.name is not None and isinstance(node.name.name, cst.Name):
                names.add(node.name.name.value)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            return False

        def visit_Lambda(self, node: cst.Lambda) -> bool:
            return False

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

    body.visit(Collector())
    return names


def _assigned_names(body: cst.BaseSuite) -> set[str]:
    """Names bound anywhere in a function body: Python's rule for locals."""
    return set(_binding_counts(body))


def _all_params(params: cst.Parameters) -> list[cst.Param]:
    out = [*params.posonly_params, *params.params, *params.kwonly_params]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            out.append(star)
    return out


def _nonlocal_anywhere(body: cst.BaseSuite) -> set[str]:
    """Names a function nested (at any depth) in `body` declares nonlocal."""
    names: set[str] = set()

    class Collector(cst.CSTVisitor):
        def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
            names.update(n.name.value for n in node.names)

    body.visit(Collector())
    return names


def _binding_counts(body: cst.BaseSuite) -> Counter[str]:
    """How many statements of a function body bind each name."""
    names: Counter[str] = Counter()

    def add(target: cst.BaseExpression) -> None:
        if isinstance(target, cst.Name):
            names[target.value] += 1
        elif isinstance(target, (cst.Tuple, cst.List)):
            for el in target.elements:
                add(el.value)

    class Collector(cst.CSTVisitor):
        def visit_Assign(self, node: cst.Assign) -> None:
            for t in node.targets:
                add(t.target)

        def _bind(self, node: cst.AnnAssign | cst.AugAssign | cst.For) -> None:
            add(node.target)

        visit_AnnAssign = visit_AugAssign = visit_For = _bind

        def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
            if node.name is not None:
                add(node.name.name)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            names[node.name.value] += 1
            return False  # its body is another scope

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

    body.visit(Collector())
    return names


def trace(sources: SourceSet, ops: OpTable, entry_file: Path,
          entry_names: list[str], sandbox: Limits | None = None) -> ir.Program:
    """Lowers the entry functions and every user function they reach. With
    `sandbox`, constants the syntax cannot give are computed by importing
    their module in a sandbox (pyaot.sandbox)."""
    resolver = Resolver(sources, ops, sandbox)
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
        if name in module.non_constant:
            raise CompileError(module.loc(module.functions[name]), f"entry point '{name}'",
                               f"is not only this function: {module.non_constant[name]}",
                               "give the compiled function a name nothing else in the "
                               "module binds")
        fn = UserFunction(f"{module.name}.{name}", module, module.functions[name])
        entries.append(fn.qualname)
        enqueue(fn)

    functions: dict[str, ir.Function] = {}
    while pending:
        mod, node = pending.popleft()
        lowerer = FunctionLowerer(mod, node, resolver, enqueue)
        lowered = lowerer.lower()
        functions[lowered.qualname] = lowered
        for lifted in lowerer.lifted:  # its lambdas and nested defs
            functions[lifted.qualname] = lifted
    exceptions = {q: [name, base] for q, (name, base) in resolver.exception_classes.items()}
    return ir.Program(functions=functions, entries=entries, exceptions=exceptions,
                      classes=dict(resolver.classes))
