"""libcst syntax -> IR, one function at a time, following calls into every user
function reachable from the entry points.

Everything this version does not support is refused here, at the node, with
its location, what it is and what to write instead. Later stages never see
libcst nodes.
"""

from __future__ import annotations

from collections import Counter, deque
from pathlib import Path

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import (CompileError, MissingName, MissingNames, at_statement,
                               unsupported)
from pyaot.frontend.annotations import AnnotationReader
from pyaot.frontend.attribute_builtins import setattr_statement
from pyaot.frontend.defaults import default_value
from pyaot.frontend.enums import member_globals, members_iterable
from pyaot.frontend.expressions import ExpressionLowerer
from pyaot.frontend import class_lowering, function_loops, raise_try
from pyaot.frontend.function_imports import hoisted
from pyaot.frontend.function_tables import local_tables, made
from pyaot.frontend.import_effects import draws_at_import, refuse_stateful_calls
from pyaot.frontend import method_aliases
from pyaot.frontend.memoise import Memo, cache_clear, refuse_decorators, wrap_body
from pyaot.frontend.module_code import (AFTER_IMPORTS, STEP, import_timeline, refuse_unrun,
                                        run_order, step_node, step_qualname)
from pyaot.frontend.module_state import (INITIALISER, GlobalStatements, assignment_line,
                                        calls_own_code, initialiser_node, initialiser_qualname)
from pyaot.frontend.modules import ModuleInfo, SourceSet, resolve_relative
from pyaot.frontend.resolve import (ExternalRef, ModuleVariable, OpRef, Resolver, UserClass,
                                   UserFunction)
from pyaot.frontend.sibling_defs import SiblingDefs
from pyaot.frontend.starred_targets import has_starred
from pyaot.frontend.targets import assign_to, last_binding_only
from pyaot.frontend.subscript_targets import delete_item, is_slice_target, store_slice
from pyaot.frontend.syntax import AUG_OPS, OwnScopeVisitor, is_docstring, is_placeholder, \
    nonlocal_anywhere
from pyaot.frontend import name_dispatch, not_implemented, walrus
from pyaot.frontend.with_stmt import lower_compound
from pyaot.opdecls import OpTable
from pyaot.sandbox import Limits

# An import inside a function counts as the module's where nothing else
# could see a difference (pyaot.frontend.function_imports); otherwise:
_IMPORT_HINT = ("import at module level (here the module binds the name otherwise, two imports "
                "name different targets, or code outside the importing functions reads it)")

# What each refused construct is called, and what to do instead.
UNSUPPORTED_CONSTRUCTS: dict[type, tuple[str, str]] = {
    cst.NamedExpr: ("assignment expression (:=)", "assign to the variable on its own line first"),
    cst.Await: ("await", "compiled functions are synchronous; remove async/await"),
    cst.Ellipsis: ("Ellipsis (...)", "use a concrete value"),
    cst.StarredElement: ("starred expression", "pass arguments one by one"),
    cst.TryStar: ("except* (exception groups)", "catch each exception type with `except`"),
    cst.With: ("with statement", "context managers are not supported; inline the logic"),
    cst.ClassDef: ("class definition", "classes are not supported yet; use functions"),
    cst.Global: ("global statement", "pass the value as an argument and return the new one"),
    cst.Nonlocal: ("nonlocal statement", "pass the value as an argument and return the new one"),
    cst.Import: ("import inside a function", _IMPORT_HINT),
    cst.ImportFrom: ("import inside a function", _IMPORT_HINT),
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
        self.siblings: SiblingDefs | None = None  # its nested defs that may call each other
        self.decorators_checked = False  # a method's decorators: checked by its class
        self.memo: Memo | None = None  # set for a memoised nested def (@lru_cache)
        self.memo_vars: dict[str, Memo] = {}  # this function's memoised nested defs
        self.local_tables: dict = {}  # its dicts of functions (pyaot.frontend.function_tables)
        self.method_aliases: dict = {}  # `push = heap.append` (pyaot.frontend.method_aliases)
        self.generator = False  # a `yield` was lowered
        self.finally_jumps: list[ir.Stmt] = []  # jumps leaving a try...finally early
        self.locals: set[str] = set()
        # Assignment expressions lowered as statements before theirs
        # (pyaot.frontend.walrus): the expression reads the variable.
        self.hoisted: set[cst.NamedExpr] = set()
        self.local_annotations: dict[str, str] = {}
        self.source_lines: dict[int, str] = {}
        self.loop_depth = 0
        self.handler_depth = 0  # inside an `except` clause: a bare `raise` re-raises
        # Inside an except or finally clause, which run as C++ exception
        # handlers, where a coroutine cannot suspend (no `yield` there).
        self.cleanup_clause: str | None = None
        self.renames: dict[str, str] = {}  # comprehension variables -> fresh names
        self.copy_tag = ""  # names what an unrolled loop's copy lifts (unrolled_loops)
        # An exception class's __init__ message: `self.x` -> the temporary
        # holding the argument the field copies (exception_classes).
        self.exception_fields: dict[str, str] = {}
        self.caught_names = _caught_names(fn.body) if fn is not None else set()
        self.module_state = GlobalStatements(self)
        self.fresh_counter = 0
        self.annotations = AnnotationReader(self)
        self.expressions = ExpressionLowerer(self)

    def expr(self, e: cst.BaseExpression) -> ir.Expr:
        return self.expressions.expr(e)

    def describe(self, node: cst.CSTNode) -> str:
        return self.expressions.describe(node)

    def loc(self, node: cst.CSTNode) -> ir.Loc:
        return self.module.loc(node)

    def refuse(self, node: cst.CSTNode) -> CompileError:
        return unsupported(self.loc(node), *construct_of(node))

    # ------------------------------------------------------------- function

    def lower(self) -> ir.Function:
        fn = self.fn
        if isinstance(fn.asynchronous, cst.Asynchronous):
            raise unsupported(self.loc(fn), "async function", "remove `async`")
        if not self.decorators_checked and self.memo is None:
            refuse_decorators(self, fn)
        params = self._params(fn.params)
        returns = self.annotations.declared(fn.returns.annotation) if fn.returns else None
        nonlocals = _nonlocal_names(fn.body)
        declared = self.module_state.declare(fn, params)
        counts, rebound, own = _binding_counts(fn.body), nonlocal_anywhere(fn.body), \
            {p.name for p in params}
        self.locals = (own | set(counts)) - set(nonlocals) - declared
        for name, node in nonlocals.items():
            if self.outer is None or not self._is_local(name):
                raise unsupported(self.loc(node), f"nonlocal '{name}'",
                                  "name a variable of an enclosing function")
            self._rebinds(self.outer.expressions.renamed(name))
        self.local_tables = local_tables(self, fn)
        self.method_aliases = method_aliases.method_aliases(self, fn, counts, rebound, own)
        self.siblings = SiblingDefs(self.qualname + self.copy_tag, fn.body, counts,
                                    own | declared, rebound)
        body = self._block(fn.body, docstring_ok=True)
        self.siblings.finish(fn.body, self.loc)
        if self.memo is not None:
            body = wrap_body(self, params, body)
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
        captured = [ir.Param(c, None, loc, by_ref=c in self.by_ref, capture=True)
                    for c in self.captures]
        for call in self.self_calls:
            call.args += [ir.Name(c, call.loc) for c in self.captures]
        if self.generator and self.finally_jumps:
            raise raise_try.jump_refused(self.finally_jumps[0], "in a generator")
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
            actual = self.outer.expressions.renamed(name)
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
        return _binding_counts(self.fn.body)[name] == 1 and name not in nonlocal_anywhere(
            self.fn.body)

    def holds_one_value(self, name: str) -> bool:
        """Does `name` hold one value for the whole call? (_holds_one_value)"""
        return self.fn is not None and _holds_one_value(self.fn, name)

    def _nested_def(self, node: cst.FunctionDef, loc: ir.Loc, memo: Memo | None = None) -> ir.Stmt:
        name = node.name.value
        child = FunctionLowerer(self.module, node, self.resolver, self.on_call, outer=self,
                                qualname=f"{self.qualname}.<locals>.{name}{self.copy_tag}")
        child.memo = memo
        self.lifted.append(child.lower())
        self.nested_defs[name] = (child.qualname, list(child.captures))
        # The child's captures are the enclosing function's names: locals here.
        value = ir.FnValue("func", child.qualname, [ir.Name(c, loc) for c in child.captures], loc)
        if memo is None and self.siblings is not None and self.siblings.member(node) \
                and self.siblings.qualnames[name] == child.qualname:
            self.siblings.defined(name, child, self.lifted[-1], value)
        return ir.Assign(name, value, loc)

    def _params(self, params: cst.Parameters) -> list[ir.Param]:
        """Parameters in Python's order: positional-only (before /), plain,
        *args, keyword-only (after * or *args), **kwargs."""
        star = params.star_arg
        out = []

        def plain(p: cst.Param, **kind: bool) -> ir.Param:
            ann = self.annotations.declared(p.annotation.annotation) if p.annotation else None
            default = default_value(self, p.default) if p.default is not None else None
            return ir.Param(p.name.value, ann, self.loc(p), default, **kind)

        out += [plain(p, positional_only=True) for p in params.posonly_params]
        out += [plain(p) for p in params.params]
        if isinstance(star, cst.Param):
            ann = (f"tuple[{self.annotations.annotation(star.annotation.annotation)},...]"
                   if star.annotation else None)
            out.append(ir.Param(star.name.value, ann, self.loc(star), star=True))
        out += [plain(p, keyword_only=True) for p in params.kwonly_params]
        if params.star_kwarg is not None:
            kw = params.star_kwarg
            ann = (f"dict[str,{self.annotations.annotation(kw.annotation.annotation)}]"
                   if kw.annotation else None)
            out.append(ir.Param(kw.name.value, ann, self.loc(kw), kwargs=True))
        return out

    # ----------------------------------------------------------- statements

    def _block(self, body: cst.BaseSuite | list, docstring_ok: bool = False) -> list[ir.Stmt]:
        stmts = body.body if isinstance(body, (cst.IndentedBlock, cst.SimpleStatementSuite)) \
            else body
        out: list[ir.Stmt] = []
        for i, stmt in enumerate(stmts):
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if docstring_ok and i == 0 and is_docstring(small):
                        continue
                    with at_statement(self.loc(small)):
                        out += self._small(small)
            elif isinstance(stmt, cst.BaseSmallStatement):
                with at_statement(self.loc(stmt)):
                    out += self._small(stmt)
            else:
                with at_statement(self.loc(stmt)):
                    out += lower_compound(self, stmt)
        return out

    def _remember_line(self, loc: ir.Loc) -> None:
        self.source_lines[loc.line] = self.module.line_text(loc.line)

    def _small(self, s: cst.BaseSmallStatement) -> list[ir.Stmt]:
        return name_dispatch.lowered(self, s) or \
            [*walrus.before_statement(self, s), *self._small_statement(s)]

    def _small_statement(self, s: cst.BaseSmallStatement) -> list[ir.Stmt]:
        if (made_here := made(self, s)) is not None or \
                (made_here := method_aliases.assigned(self, s)) is not None:
            return made_here  # a local table's lambdas; nothing for a method alias
        loc = self.loc(s)
        self._remember_line(loc)
        if isinstance(s, cst.Pass):
            return [ir.Pass(loc)]
        if isinstance(s, cst.Nonlocal) and self.outer is not None:
            return []  # a declaration: the names were captured by reference
        if isinstance(s, (cst.Import, cst.ImportFrom)) and hoisted(
                self.module, s, lambda node: resolve_relative(self.module, node)):
            return []  # taken as a module import (pyaot.frontend.function_imports)
        rebinding = self.module_state.statement(s, loc)
        if rebinding is not None:
            return rebinding
        if isinstance(s, cst.Break):
            return [ir.Break(loc)]
        if isinstance(s, cst.Continue):
            return [ir.Continue(loc)]
        if isinstance(s, cst.Return):
            fallback = not_implemented.lower_return(self, s, loc)
            if fallback is not None:
                return fallback
            return [ir.Return(self.expr(s.value) if s.value is not None else None, loc)]
        if isinstance(s, cst.Expr) and isinstance(s.value, cst.Yield):
            return self._yield(s.value, loc)
        if isinstance(s, cst.Expr):
            if is_placeholder(s):
                return [ir.Pass(loc)]
            return cache_clear(self, s.value, loc) or setattr_statement(self, s.value, loc) or \
                [ir.ExprStmt(self.expr(s.value), loc)]
        if isinstance(s, cst.Assign) and len(s.targets) == 1 and \
                isinstance(s.targets[0].target, cst.Subscript):
            return self._store(s.targets[0].target, self.expr(s.value), loc)
        if isinstance(s, (cst.Assign, cst.AnnAssign)) and isinstance(
                (s.targets[0].target if isinstance(s, cst.Assign) else s.target), cst.Attribute) \
                and (isinstance(s, cst.AnnAssign) or len(s.targets) == 1):
            target = s.targets[0].target if isinstance(s, cst.Assign) else s.target
            if s.value is None:
                return []
            annotation = (self.annotations.attribute(s.annotation.annotation)
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
            target, indices = self._item_target(s.target, slices=isinstance(s.target.value,
                                                                            cst.Name))
            out = []
            operand = self.expr(s.value)
            if not _row_read_again(target, operand):  # grid[i][j] += x reads grid[i] twice
                target = self._once(target, out)
            indices = [self.expressions.once_index(i, out) for i in indices]
            op = AUG_OPS[type(s.operator)]
            current = ir.Subscript(target, list(indices), loc)
            value = ir.Call("op", op, [current, operand], loc)
            return out + [self._store_at(target, indices, value, loc)]
        if isinstance(s, cst.Assign) and len(s.targets) == 1 and \
                isinstance(s.value, cst.Lambda) and isinstance(s.targets[0].target, cst.Name):
            name = s.targets[0].target.value
            self_name = name if self._bound_once(name) else None
            value = self.expressions.lambda_(s.value, self.loc(s.value), self_name)
            return [self._bind(self._target(s.targets[0].target), value, loc)]
        if isinstance(s, cst.Assign):
            value = self.expr(s.value)
            if len(s.targets) == 1:
                return assign_to(self, s.targets[0].target, value, loc)
            # a = b[i] = v evaluates v once and binds left to right.
            temp = self._fresh("chain")
            out: list[ir.Stmt] = [ir.Assign(temp, value, loc)]
            for t in s.targets:
                out += assign_to(self, t.target, ir.Name(temp, loc), loc)
            return out
        if isinstance(s, cst.Del):
            return self._del(s.target, loc)
        if isinstance(s, cst.AnnAssign):
            name = self._name_target(s.target)
            declared = self.annotations.declared(s.annotation.annotation, local=True)
            if declared is not None:
                self.local_annotations[name] = declared
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

    def _item_target(self, t: cst.Subscript, slices: bool = False) -> tuple[ir.Expr, list[ir.Expr]]:
        """The container and indices of `t`; slices only where `slices`."""
        indices = self.expressions.indices(t)
        for i in indices:
            if isinstance(i, ir.SliceExpr) and not slices:
                raise unsupported(i.loc, "assignment to a slice of a computed value",
                                  "name the array first (v = a[::-1]; v[:2] = w): slices of "
                                  "named arrays can be assigned; or assign element by element")
        return self.expr(t.value), indices

    def _store(self, t: cst.Subscript, value: ir.Expr, loc: ir.Loc) -> list[ir.Stmt]:
        target, indices = self._item_target(t, slices=True)
        if is_slice_target(indices):
            return store_slice(target, indices, value, loc, self._fresh)
        return [self._store_at(target, indices, value, loc)]

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
            deletion = delete_item(self.expr(t.value), self.expressions.indices(t), loc)
            if deletion is not None:
                return [deletion]
        raise unsupported(self.loc(t), "del " + self.describe(t),
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

    def _target(self, t: cst.BaseExpression) -> ir.Target:
        self.module_state.check_target(t)
        if isinstance(t, cst.Name):
            return self.renames.get(t.value, t.value)
        if isinstance(t, (cst.Tuple, cst.List)):
            if any(isinstance(el, cst.StarredElement) for el in t.elements):
                raise unsupported(self.loc(t), "starred assignment target (a, *rest = ...)",
                                  "index or slice the sequence instead")
            return last_binding_only(self, [self._target(el.value) for el in t.elements])
        raise unsupported(self.loc(t), f"assignment to {type(t).__name__.lower()}",
                          "assign to a local variable")

    def _name_target(self, t: cst.BaseExpression) -> str:
        target = self._target(t)
        if not isinstance(target, str):
            raise unsupported(self.loc(t), "tuple target here", "assign to one variable")
        return target

    def _compound(self, s: cst.BaseCompoundStatement) -> list[ir.Stmt]:
        loc = self.loc(s)
        self._remember_line(loc)
        if isinstance(s, cst.If):
            return walrus.lower_if(self, s, loc)
        if isinstance(s, cst.While):
            return [walrus.lower_while(self, s, loc)]
        if isinstance(s, cst.For):
            return [self._for(s, loc)]
        if isinstance(s, cst.Try):
            return [self._try(s, loc)]
        if isinstance(s, cst.FunctionDef):
            return [self._nested_def(s, loc)]
        raise self.refuse(s)

    # ------------------------------------------------------------ exceptions

    def _exception_class(self, node: cst.BaseExpression) -> str:
        return class_lowering.exception_class(self, node)

    # ---------------------------------------------------------------- classes

    def _user_class(self, cls: UserClass) -> str:
        return class_lowering.user_class(self, cls)

    def _method(self, cls: UserClass, info: ir.ClassInfo, node: cst.FunctionDef) -> None:
        class_lowering.method(self, cls, info, node)

    def _super_call(self, e: cst.Call, positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
        return class_lowering.super_call(self, e, positional, loc)

    def _class_attribute_call(self, owner: UserClass, e: cst.Call,
                              positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
        return class_lowering.class_attribute_call(self, owner, e, positional, loc)

    def _class_attribute(self, owner: UserClass, name: str, loc: ir.Loc) -> ir.Expr:
        return class_lowering.class_attribute(self, owner, name, loc)

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

    def _message(self, node: cst.BaseExpression) -> ir.Expr:
        return raise_try.message(self, node)

    def _raise(self, s: cst.Raise, loc: ir.Loc) -> list[ir.Stmt]:
        # `raise X from Y`: the cause is evaluated (Python does) and dropped;
        # the traceback shows the raised exception only.
        return raise_try.raise_statement(self, s, loc)

    def _try(self, s: cst.Try, loc: ir.Loc) -> ir.Try:
        return raise_try.try_statement(self, s, loc)

    def _loop_body(self, body: cst.BaseSuite) -> list[ir.Stmt]:
        self.loop_depth += 1
        try:
            return self._block(body)
        finally:
            self.loop_depth -= 1

    def _for(self, s: cst.For, loc: ir.Loc) -> ir.Stmt:
        if s.asynchronous is not None:
            raise unsupported(loc, "async for", "use a plain for loop")
        # for first, *rest in rows: each item bound by the assignment's rules
        item = self._fresh("item") if has_starred(s.target, nested=True) else None
        target = item or self._target(s.target)

        def body_and_orelse() -> tuple[list[ir.Stmt], list[ir.Stmt]]:
            body = self._loop_body(s.body)
            if item is not None:
                body = assign_to(self, s.target, ir.Name(item, loc), loc) + body
            return body, (self._block(s.orelse.body) if s.orelse else [])
        it = s.iter
        if not (isinstance(it, cst.Call) and self._is_range(it.func)) or not isinstance(target, str) \
                or any(a.star for a in it.args):  # range(*bounds): an ordinary call
            return function_loops.loop(self, s, loc, body_and_orelse) or ir.ForEach(  # f in FS
                target, members_iterable(self, it) or self.expr(it), *body_and_orelse(), loc)
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
        return ir.ForRange(target, start, stop, step, *body_and_orelse(), loc)

    def _is_range(self, func: cst.BaseExpression) -> bool:
        if not isinstance(func, cst.Name) or func.value in self.locals:
            return False
        try:
            resolved = self.expressions.resolve_global(func)
        except CompileError:
            return False
        return (isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.range") or \
            (isinstance(resolved, OpRef) and resolved.name == "builtins.range")


    # ---------------------------------------------------------- expressions


    # -------------------------------------------------------------- strings


    # ------------------------------------------------------- comprehensions


def _all_returns(body: list[ir.Stmt]) -> list[ir.Return]:
    out = []
    for s in body:
        if isinstance(s, ir.Return):
            out.append(s)
        for part in ir.sub_blocks(s):
            out += _all_returns(part)
    return out


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
    functions nested in it), known before lowering: an `else` branch is
    lowered before its `if` body, and `raise e` there re-raises the name."""
    names: set[str] = set()

    class Collector(OwnScopeVisitor):
        def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
            if node.name is not None and isinstance(node.name.name, cst.Name):
                names.add(node.name.name.value)

    body.visit(Collector())
    return names


def _holds_one_value(fn: cst.FunctionDef, name: str) -> bool:
    """Does `name` hold one value for the whole call: a parameter nothing
    rebinds, or a variable one top-level statement binds (not one in a
    loop)? A bound method of it taken now (`map(d.get, xs)`) and called
    later then calls the method of the same object."""
    if name in nonlocal_anywhere(fn.body):
        return False
    count = _binding_counts(fn.body)[name]
    if any(p.name.value == name for p in _all_params(fn.params)):
        return count == 0
    top = [s for line in fn.body.body if isinstance(line, cst.SimpleStatementLine)
           for s in line.body if isinstance(s, (cst.Assign, cst.AnnAssign))
           and any(isinstance(t, cst.Name) and t.value == name for t in (
               [a.target for a in s.targets] if isinstance(s, cst.Assign) else [s.target]))]
    return count == 1 and len(top) == 1


def _all_params(params: cst.Parameters) -> list[cst.Param]:
    out = [*params.posonly_params, *params.params, *params.kwonly_params]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param):
            out.append(star)
    return out


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

        def _bind(self, node: cst.AnnAssign | cst.AugAssign | cst.For | cst.NamedExpr) -> None:
            add(node.target)

        visit_AnnAssign = visit_AugAssign = visit_For = visit_NamedExpr = _bind

        def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
            if node.name is not None:
                add(node.name.name)

        def visit_MatchAs(self, node: cst.MatchAs | cst.MatchStar) -> None:
            if node.name is not None:
                add(node.name)

        visit_MatchStar = visit_MatchAs

        def visit_WithItem(self, node: cst.WithItem) -> None:
            if node.asname is not None:
                add(node.asname.name)

        def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
            names[node.name.value] += 1
            return False  # its body is another scope

        def visit_ClassDef(self, node: cst.ClassDef) -> bool:
            return False

    body.visit(Collector())
    return names


def trace(sources: SourceSet, ops: OpTable, entry_file: Path,
          entry_names: list[str], sandbox: Limits | None = None,
          onnx_native: bool = False) -> ir.Program:
    """Lowers the entry functions and every user function they reach. With
    `sandbox`, constants the syntax cannot give are computed by importing
    their module in a sandbox (pyaot.sandbox). `onnx_native`: ONNX sessions
    run their model as traced NumPy code (pyaot.onnx_native)."""
    resolver = Resolver(sources, ops, sandbox)
    resolver.onnx_native = onnx_native
    module = sources.load_path(entry_file)
    timeline = import_timeline(sources, module)  # loads the user modules it imports
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
        resolver.entries.add(fn.qualname)
        enqueue(fn)

    functions: dict[str, ir.Function] = {}
    try:
        steps: dict[str, tuple[ModuleInfo, cst.CSTNode]] = {}
        checked = _lower_reached(resolver, pending, enqueue, functions, steps)
    except MissingName as e:  # met where lowering cannot go on (a name used as a value)
        resolver.missing_name(e)
        raise MissingNames.of(resolver.missing) from None
    except CompileError as e:
        if resolver.missing:
            raise MissingNames.of(resolver.missing, then=e) from None
        raise
    if resolver.missing:
        raise MissingNames.of(resolver.missing)
    for loaded in sources.loaded:  # also modules read only for their constants
        if loaded.name not in checked:
            refuse_stateful_calls(loaded, resolver)
        if loaded.runs_at_start:
            refuse_unrun(loaded)
    # Each module's code runs where it is first imported, top to bottom: the
    # initial values of the module variables used and the module code run
    # as steps (a variable's module imported only in functions runs first:
    # its initial values have no effects).
    runs = [*((v.module.name, assignment_line(v), v.qualname, initialiser_qualname(v), None)
              for v in resolver.variables_used.values()),
            *((m.name, m.positions[stmt].start.line, q, q, (m, stmt))
              for q, (m, stmt) in steps.items())]
    def key(run: tuple) -> tuple:
        if run[4] is not None:
            return run_order(timeline, run[4][0], run[1], run[4][1])
        if run[0] in timeline:
            return (*timeline[run[0]], run[1], AFTER_IMPORTS)
        return (-1, run[0], run[1])  # imported only in functions: first, module by module

    order = sorted(runs, key=key)
    exceptions = {q: [name, base] for q, (name, base) in resolver.exception_classes.items()}
    exception_fields = {q: [[f, t, init.owner] for f, _, t in init.fields]
                        for q, init in resolver.exception_inits.items()}
    return ir.Program(functions=functions, entries=entries, exceptions=exceptions,
                      classes=dict(resolver.classes), exception_fields=exception_fields,
                      models=dict(resolver.models),
                      globals={**member_globals(resolver.enums),
                               **{name: init for _, _, name, init, _ in order}})


def _lower_reached(resolver: Resolver, pending: deque, enqueue,
                   functions: dict[str, ir.Function],
                   steps: dict[str, tuple[ModuleInfo, cst.CSTNode]]) -> set[str]:
    """Lowers the pending functions, every function they reach, the
    initialisers of the module variables they use and the module code of
    the modules loaded (into `steps`: qualname -> its module and statement),
    into `functions`; returns the names of the modules whose stateful calls
    were checked."""
    initialised: set[str] = set()
    checked: set[str] = set()
    while True:
        while pending:
            mod, node = pending.popleft()
            if mod.name not in checked:  # before its constants are read
                checked.add(mod.name)
                refuse_stateful_calls(mod, resolver)
            lowerer = FunctionLowerer(mod, node, resolver, enqueue)
            lowered = lowerer.lower()
            functions[lowered.qualname] = lowered
            _add_lifted(functions, lowerer.lifted)  # its lambdas and nested defs
        if _lower_steps(resolver, enqueue, functions, steps):
            continue  # they may call functions not lowered yet
        for mod in {**{v.module.name: v.module for v in resolver.variables_used.values()},
                    **{m.name: m for m in resolver.sources.loaded if m.runs_at_start}}.values():
            for name, values in mod.assignments.items():
                if calls_own_code(mod, name) or mod.runs_at_start and len(values) == 1 and \
                        name not in mod.non_constant and draws_at_import(mod, resolver, values[0]):
                    # runs for its effects on module variables or the random state
                    # (unless the sandbox computed it: a constant then)
                    resolved = resolver.lookup(mod, name, values[0])
                    if isinstance(resolved, ModuleVariable):
                        resolver.variables_used.setdefault(f"{mod.name}.{name}", resolved)
        todo = [v for q, v in resolver.variables_used.items() if q not in initialised]
        if not todo:
            break
        for variable in todo:  # the initial values of the module variables used
            initialised.add(variable.qualname)
            lowerer = FunctionLowerer(variable.module, initialiser_node(variable), resolver,
                                      enqueue, qualname=initialiser_qualname(variable))
            lowerer.module_state.initialising = variable
            lowered = lowerer.lower()
            lowered.name = INITIALISER
            functions[lowered.qualname] = lowered
            _add_lifted(functions, lowerer.lifted)
    return checked


def _lower_steps(resolver: Resolver, enqueue, functions: dict[str, ir.Function],
                 steps: dict[str, tuple[ModuleInfo, cst.CSTNode]]) -> bool:
    """Lowers the module code of the modules loaded so far that the program
    runs (pyaot.frontend.module_code), each statement once; True if any."""
    todo = [(mod, stmt) for mod in resolver.sources.loaded for stmt in mod.steps
            if step_qualname(mod, stmt) not in steps]
    for mod, stmt in todo:
        qualname = step_qualname(mod, stmt)
        steps[qualname] = (mod, stmt)
        lowerer = FunctionLowerer(mod, step_node(mod, stmt, resolver.entries), resolver,
                                  enqueue, qualname=qualname)
        lowerer.module_state.step_line = mod.positions[stmt].start.line
        lowered = lowerer.lower()
        lowered.name = STEP
        functions[lowered.qualname] = lowered
        _add_lifted(functions, lowerer.lifted)
    return bool(todo)


def _add_lifted(functions: dict[str, ir.Function], lifted: list[ir.Function]) -> None:
    """Functions lifted from one lowered: a name made twice names the same
    function (a module table's dispatcher), never two (one would be lost)."""
    for fn in lifted:
        if fn.qualname in functions and functions[fn.qualname] != fn:
            raise AssertionError(f"two lifted functions named {fn.qualname}")
        functions[fn.qualname] = fn


def _row_read_again(target: ir.Expr, operand: ir.Expr) -> bool:
    """May `grid[i][j] op= operand` read the row `grid[i]` twice (for the
    value, then for the store; a store of another type then widens grid's
    rows, pyaot.infer_holes)? Where grid and i are names or constants and
    the operand is arithmetic on names, constants and items, nothing between
    the two reads can change them."""
    def plain(e: ir.Expr) -> bool:
        if isinstance(e, (ir.Name, ir.Const)):
            return True
        if isinstance(e, ir.Subscript):
            return plain(e.value) and all(plain(i) for i in e.indices)
        return isinstance(e, ir.Call) and e.kind == "op" and e.callee in _ARITHMETIC and \
            all(plain(a) for a in e.args)
    return isinstance(target, ir.Subscript) and len(target.indices) == 1 and \
        all(isinstance(x, (ir.Name, ir.Const)) for x in (target.value, *target.indices)) and \
        plain(operand)


_ARITHMETIC = ("operator.add", "operator.sub", "operator.mul", "operator.truediv",
               "operator.floordiv", "operator.mod", "operator.neg", "operator.pow")
