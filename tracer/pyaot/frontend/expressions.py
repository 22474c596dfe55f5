"""Lowering expressions: names (locals, captures, module globals resolved to
constants, functions, classes and operators), calls, operators and
comparisons, f-strings, comprehensions and lambdas. A helper of the function
lowerer (pyaot.frontend.lower), whose scope (locals, captures, renames)
they read and extend.
"""

from __future__ import annotations

import ast
import sys
from typing import Any

import libcst as cst

from pyaot import ir, ndops
from pyaot.diagnostics import CompileError, MissingName, unsupported
from pyaot.frontend import call_branches, walrus
from pyaot.frontend.module_code import refuse_changing
from pyaot.frontend import onnx_models, torch_models
from pyaot.frontend.enums import is_enum_class, is_enum_member, lookup_call, members_iterable
from pyaot.frontend.resolve import (
    INT64_MAX, ConstValue, ExternalRef, ModuleVariable, OpRef, UserClass, UserFunction,
    UserModule,
)
from pyaot.frontend.syntax import (BINARY_OPS, COMPARE_OPS, COMPARE_WORDS, UNARY_OPS, constant,
                                   has_symbol_like, is_str_call)
from pyaot.frontend import (function_loops, function_tables, memoise, method_aliases, regex,
                            sibling_defs)
from pyaot.frontend.class_arguments import class_argument_call
from pyaot.frontend.class_variables import is_class_variable
from pyaot.frontend.cmp_sort import lower_cmp_sort
from pyaot.frontend.class_lowering import (derives_from_exception, refuse_abstract_call,
                                           refuse_exception_instance)
from pyaot.frontend.exception_classes import exception_field_read
from pyaot.frontend.isinstance_check import lower_isinstance
from pyaot.frontend.type_tests import type_comparison, type_subject
from pyaot.frontend.displays import dict_display, starred_display
from pyaot.frontend.attribute_builtins import ATTRIBUTE_BUILTINS, lower_attribute_call
from pyaot.frontend.getters import (EAGER_KEY_CALLS, GETTERS, bound_method_key, lower_getter,
                                    mapped_bound_method)
from pyaot.frontend.star_args import STARRED, refuse_starred, spread_literals
from pyaot.frontend.str_format import join, literal_template, lower_str_format
from pyaot.frontend.with_stmt import lower_open


class ExpressionLowerer:
    """The expressions of one function (`fl`: its FunctionLowerer)."""

    def __init__(self, fl: Any):
        self.fl = fl
        # The values of the call being lowered's *-arguments (by id): each
        # lowers to a STARRED marker that inference spreads (pyaot.infer_star).
        self.starred: set[int] = set()
        # Loop variables over functions -> (table, index variable), while
        # their loop's body is lowered (pyaot.frontend.function_loops).
        self.loop_tables: dict = {}

    def expr(self, e: cst.BaseExpression) -> ir.Expr:
        loc = self.fl.loc(e)
        if id(e) in self.starred:
            self.starred.remove(id(e))
            try:
                return ir.Call("op", STARRED, [self.expr(e)], loc)
            finally:
                self.starred.add(id(e))
        if isinstance(e, cst.Integer):
            value = e.evaluated_value
            if value > INT64_MAX:
                raise CompileError(loc, f"integer literal {e.value}", "does not fit in 64 bits",
                                   "compiled ints are 64-bit; use a float or a smaller value")
            return ir.Const(value, loc)
        if isinstance(e, (cst.Float, cst.Imaginary)):
            return _float_or_imaginary(e, loc)
        if isinstance(e, cst.Name):
            return self._name(e, loc)
        if isinstance(e, cst.NamedExpr) and (hoisted := walrus.read(self.fl, e)) is not None:
            return hoisted
        if isinstance(e, cst.Attribute):
            # self.x in an exception's __init__ at a raise; type(x).__name__,
            # f.cache_info().hits
            special = exception_field_read(self.fl, e, loc) or _attribute_form(self, e, loc)
            if special is not None:
                return special
            if self._is_local_root(e.value) or is_enum_member(self.fl, e.value):
                return ir.Attribute(self.expr(e.value), e.attr.value, loc)
            owner = self.resolve_global(e.value)
            if isinstance(owner, UserClass):
                return self.fl._class_attribute(owner, e.attr.value, loc)
            return self._value_of(self.resolve_global(e), e, loc)
        if isinstance(e, cst.Subscript):
            return ir.Subscript(self.expr(e.value), self.indices(e), loc)
        if isinstance(e, cst.Tuple):  # or (*a, x)
            return starred_display(self, e, loc) or \
                ir.TupleExpr([self.expr(el.value) for el in e.elements], loc)
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
            return self.call(e, loc)
        if isinstance(e, (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)):
            return self._string(e, loc)
        if isinstance(e, (cst.List, cst.Set)):
            kind = "list" if isinstance(e, cst.List) else "set"
            return starred_display(self, e, loc) or ir.ListExpr(
                [self.expr(self._plain_element(el)) for el in e.elements], loc, kind=kind)
        if isinstance(e, cst.Dict):
            return dict_display(self, e, loc)
        if isinstance(e, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
            return self._comprehension(e, loc)
        if isinstance(e, cst.Lambda):
            return self.lambda_(e, loc)
        raise self.fl.refuse(e)

    def _plain_element(self, el: cst.BaseElement) -> cst.BaseExpression:
        if isinstance(el, cst.StarredElement):
            raise unsupported(self.fl.loc(el), "starred element in a display",
                              "concatenate with + or use extend()")
        return el.value

    def _string(self, e: cst.BaseExpression, loc: ir.Loc) -> ir.Expr:
        if isinstance(e, cst.ConcatenatedString):
            left, right = self._string(e.left, loc), self._string(e.right, loc)
            if isinstance(left, ir.Const) and isinstance(right, ir.Const):
                return ir.Const(left.value + right.value, loc)
            return ir.Call("op", "operator.add", [left, right], loc)
        if isinstance(e, cst.SimpleString):
            return constant(e.evaluated_value, loc)  # str or bytes
        assert isinstance(e, cst.FormattedString)
        prefix = e.prefix.lower().replace("f", "")
        quote = e.start[len(e.prefix):]
        parts: list[ir.Expr] = []
        for part in e.parts:
            if isinstance(part, cst.FormattedStringText):
                text = part.value.replace("{{", "{").replace("}}", "}")
                parts.append(constant(ast.literal_eval(prefix + quote + text + quote), loc))
                continue
            parts += self._format_field(part, prefix, quote)
        return join(parts, loc)

    def _format_field(self, part: cst.FormattedStringExpression, prefix: str,
                      quote: str) -> list[ir.Expr]:
        loc = self.fl.loc(part)
        value = self.expr(part.expression)
        out: list[ir.Expr] = []
        if part.equal is not None:
            # f"{x=}": the source text between the braces up to the '=', with
            # its spaces (f"{x = }" shows "x = "), then repr by default.
            code = self.fl.module.module.code_for_node
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
                    spec_parts.append(constant(ast.literal_eval(prefix + quote + text + quote),
                                               loc))
                else:
                    spec_parts += self._format_field(sp, prefix, quote)
            spec = spec_parts[0]
            for p in spec_parts[1:]:
                spec = ir.Call("op", "operator.add", [spec, p], loc)
            out.append(ir.Call("op", "builtins.format", [value, spec], loc))
        else:
            out.append(value if is_str_call(value) else ir.Call("op", "builtins.str", [value], loc))
        return out

    def _comprehension(self, e, loc: ir.Loc) -> ir.Expr:
        kind = {cst.ListComp: "list", cst.SetComp: "set", cst.DictComp: "dict",
                cst.GeneratorExp: "gen"}[type(e)]
        saved = dict(self.fl.renames)
        generators = []
        try:
            clause = e.for_in
            while clause is not None:
                if clause.asynchronous is not None:
                    raise unsupported(self.fl.loc(clause), "async comprehension", "use a plain for")
                # The first iterable is evaluated in the enclosing scope.
                iterable = members_iterable(self.fl, clause.iter) or self.expr(clause.iter)
                target = self._rename_target(clause.target)
                conds = [self.expr(c.test) for c in clause.ifs]
                generators.append(ir.CompFor(target, iterable, conds, self.fl.loc(clause)))
                clause = clause.inner_for_in
            if kind == "dict":
                key, elt = self.expr(e.key), self.expr(e.value)
            else:
                key, elt = None, self.expr(e.elt)
        finally:
            self.fl.renames = saved
        return ir.Comprehension(kind, elt, key, generators, loc)

    def _rename_target(self, t: cst.BaseExpression) -> ir.Target:
        if isinstance(t, cst.Name):
            fresh = self.fl._fresh(t.value)
            self.fl.renames[t.value] = fresh
            return fresh
        if isinstance(t, (cst.Tuple, cst.List)):
            for el in t.elements:
                if isinstance(el, cst.StarredElement):
                    raise unsupported(self.fl.loc(el), "starred target in a comprehension",
                                      "index or slice the item instead, or use a for loop "
                                      "(for a, *rest in ...: works there)")
            return [self._rename_target(self._plain_element(el)) for el in t.elements]
        raise unsupported(self.fl.loc(t), "comprehension target " + self.describe(t),
                          "use a name or a tuple of names")

    def _compare(self, e: cst.Comparison, loc: ir.Loc) -> ir.Expr:
        special = function_tables.contains(self.fl, e, loc) or type_comparison(self, e, loc)
        if special is not None:  # name in FUNCTIONS, type(a) is type(b)
            return special
        operands = [self.expr(e.left)]
        ops = []
        for target in e.comparisons:
            op = COMPARE_OPS.get(type(target.operator)) or COMPARE_WORDS[type(target.operator)]
            ops.append(op)
            operands.append(self.expr(target.comparator))
        return ir.Compare(operands, ops, loc)

    def _name(self, e: cst.Name, loc: ir.Loc) -> ir.Expr:
        if e.value in self.fl.renames:
            return ir.Name(self.fl.renames[e.value], loc)
        if self.fl._is_local(e.value):
            return ir.Name(self.renamed(e.value), loc)
        if e.value in ("True", "False"):
            return ir.Const(e.value == "True", loc)
        if e.value == "None":
            return ir.Const(None, loc)
        return self._value_of(self.resolve_global(e), e, loc)

    def renamed(self, name: str) -> str:
        """A captured comprehension variable keeps its enclosing fresh name."""
        scope = self.fl
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
            if isinstance(e, cst.Attribute) and (_is_module_constant(self, e) or
                                                 is_class_variable(self.fl, e)):
                return True  # string.digits.find(c), Shape.registry.items()
            e = e.value
        if isinstance(e, cst.Name):
            return self.fl._is_local(e.value) or self._is_module_variable(e)
        return not isinstance(e, cst.Attribute)

    def indices(self, e: cst.Subscript) -> list[ir.Expr]:
        out: list[ir.Expr] = []
        for element in e.slice:
            part = element.slice
            if isinstance(part, cst.Slice):
                out.append(ir.SliceExpr(
                    self.expr(part.lower) if part.lower is not None else None,
                    self.expr(part.upper) if part.upper is not None else None,
                    self.expr(part.step) if part.step is not None else None, self.fl.loc(part)))
            elif isinstance(part.value, cst.Ellipsis):  # a[..., 0]: arrays only
                out.append(ir.Symbol("Ellipsis", self.fl.loc(part.value)))
            else:
                out.append(self.expr(part.value))
        return out

    def once_index(self, i: ir.Expr, out: list[ir.Stmt]) -> ir.Expr:
        """An index evaluated once (a slice's bounds each)."""
        if isinstance(i, ir.SliceExpr):
            return ir.SliceExpr(*(p if p is None else self.fl._once(p, out)
                                  for p in (i.lower, i.upper, i.step)), i.loc)
        return i if isinstance(i, ir.Symbol) else self.fl._once(i, out)
    def _is_module_variable(self, e: cst.Name) -> bool:
        """A module variable or constant is a value too (BOARD[i],
        COUNTER.hit(), TEXT.splitlines())."""
        if e.value in ("True", "False", "None"):
            return True
        try:
            return isinstance(self.resolve_global(e), (ModuleVariable, ConstValue))
        except CompileError:
            return False

    def resolve_global(self, e: cst.BaseExpression):
        if isinstance(e, cst.Name):
            refuse_changing(self.fl, e)
            return self.fl.resolver.lookup(self.fl.module, e.value, e)
        if isinstance(e, cst.Attribute):
            if isinstance(e.value, cst.Name) and e.value.value in self.fl.locals:
                raise unsupported(self.fl.loc(e), f"attribute '.{e.attr.value}' of a local value",
                                  "int, float and bool values have no attributes here")
            base = self.resolve_global(e.value)
            return self.fl.resolver.attribute(base, e.attr.value, self.fl.module, e)
        raise _getattr_call_refusal(self.fl, e) or self.fl.refuse(e)

    def _value_of(self, resolved, node: cst.CSTNode, loc: ir.Loc) -> ir.Expr:
        if isinstance(resolved, ConstValue):
            return constant(resolved.value, loc)
        if isinstance(resolved, ModuleVariable):
            self.fl.module_state.use(resolved, node)
            return ir.GlobalRef(resolved.qualname, loc)
        what = self.describe(node)
        if isinstance(resolved, UserFunction):
            self.fl.on_call(resolved)
            return ir.FnValue("func", resolved.qualname, [], loc)
        if isinstance(resolved, OpRef) and resolved.name in self.fl.resolver.ops.ops:
            if self.fl.resolver.ops.ops[resolved.name].attribute:  # sys.argv: read now
                return ir.Call("op", resolved.name, [], loc)
            return ir.FnValue("op", resolved.name, [], loc)
        if isinstance(resolved, UserModule):
            raise unsupported(loc, f"module {what} used as a value", "use one of its attributes")
        if isinstance(resolved, UserClass):
            if derives_from_exception(self.fl, resolved):
                raise unsupported(loc, f"exception class {what} used as a value",
                                  "raise it or catch it (`except " + what.strip("'") + ":`); "
                                  "a relation between classes you name, such as "
                                  "issubclass(), is known as you write it: write the result")
            if is_enum_class(self.fl, resolved):
                raise unsupported(loc, f"class {what} used as a value", "loop over an enum "
                                  "class's members (`for m in Color`, `[m for m in Color]`)")
            # make(Grid, n): a compile-time constant; calling it constructs.
            qualname = self.fl._user_class(resolved)
            return ir.Symbol(f"class:{qualname}", loc)
        error = CompileError(loc, f"name {what}", "has no operator declaration and no Python "
                             "source the compiler can see", _missing_hint(resolved))
        if isinstance(resolved, ExternalRef):
            return _missing(self.fl, error, resolved.dotted)
        raise error

    def _argument(self, node: cst.BaseExpression) -> ir.Expr:
        """An operator argument: also dtypes (np.float32), strings and None."""
        loc = self.fl.loc(node)
        if isinstance(node, cst.Name) and node.value == "None":
            return ir.Symbol("None", loc)
        if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str):
            return ir.Symbol(repr(node.evaluated_value), loc)
        if isinstance(node, (cst.Name, cst.Attribute)) and not self._is_local_root(node):
            dotted = self.fl.annotations.dotted(node)
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
                isinstance(node, cst.Tuple) and not has_symbol_like(node)):
            return self.expr(node)
        return self._argument(node)

    def call(self, e: cst.Call, loc: ir.Loc) -> ir.Expr:
        if isinstance(e.func, cst.IfExp):  # (lib.lend if op == "lend" else lib.give)(x)
            return self.expr(call_branches.call_in_branches(self.fl.module, e))
        if (split := call_branches.argument_branches(self.fl, e)) is not None:
            return self.expr(split)  # sub(repl if repl is not None else link_sub, s)
        keywords: dict[str, ir.Expr] = {}
        e = spread_literals(self.fl.module, e)  # f(*(a, b)) is f(a, b)
        for arg in e.args:
            if arg.star == "**":
                raise unsupported(self.fl.loc(arg), "**-argument",
                                  "pass the keyword arguments one by one (name=value)")
            if arg.star:
                self.starred.add(id(arg.value))
        if (template := literal_template(e)) is not None:  # "{} {}".format(a, b)
            refuse_starred(self.fl, e, "str.format()")
            return lower_str_format(self, e, template, loc)
        positional = [a for a in e.args if a.keyword is None]
        # A torch model's run or export (never falsy: an IR node); FUNCTIONS[name](x).
        special = torch_models.lower_call(self, e, loc) or _special_call(self.fl, e, loc) or \
            lower_cmp_sort(self, e, loc)  # sorted(xs, key=cmp_to_key(cmp))
        if special is not None:
            return special
        if isinstance(e.func, cst.Attribute) and isinstance(e.func.value, cst.Call) and \
                isinstance(e.func.value.func, cst.Name) and e.func.value.func.value == "super" \
                and not e.func.value.args:
            refuse_starred(self.fl, e, "super() method")
            return self.fl._super_call(e, positional, loc)
        if isinstance(e.func, cst.Attribute) and self._is_local_root(e.func.value):
            # A method of a value (arrays: a.sum(axis=0), a.astype(np.float32)).
            receiver = self.expr(e.func.value)
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = (
                        arg.keyword.value == "key" and e.func.attr.value in EAGER_KEY_CALLS
                        and bound_method_key(self, arg.value, loc)) or \
                        self._method_argument(arg.value)
            return ir.Call("method", e.func.attr.value,
                           [receiver] + [self._method_argument(a.value) for a in positional],
                           loc, keywords=keywords)
        if isinstance(e.func, cst.Name) and e.func.value == self.fl.self_name \
                and e.func.value not in self.fl.locals:
            # A nested def or lambda calling itself: a direct call (captures appended later).
            call = ir.Call("func", self.fl.qualname, [self.expr(a.value) for a in positional], loc)
            self.fl.self_calls.append(call)
            return call
        if (direct := sibling_defs.call_by_name(self, e, positional, loc) or
                method_aliases.call(self, e, loc)) is not None:
            return direct
        if isinstance(e.func, cst.Name) and self.fl._is_local(e.func.value):
            # A function value in a variable: a lambda, nested def or parameter
            # (keywords: for a class, `cls(name, limit=2)`; pyaot.infer_call).
            callee = ir.Name(self.renamed(e.func.value), self.fl.loc(e.func))
            keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
            return ir.Call("value", callee.id, [callee] + [self.expr(a.value) for a in positional],
                           loc, keywords=keywords)
        if isinstance(e.func, cst.Attribute) and \
                isinstance(e.func.value, (cst.Name, cst.Attribute)):
            try:
                owner = self.resolve_global(e.func.value)
            except CompileError:
                owner = None
            if isinstance(owner, UserClass):
                return self.fl._class_attribute_call(owner, e, positional, loc)
            if isinstance(owner, OpRef) and owner.name in self.fl.resolver.ops.ops and \
                    self.fl.resolver.ops.ops[owner.name].attribute:
                # A method of a module attribute's value: sys.stdout.write(s).
                receiver = ir.Call("op", owner.name, [], self.fl.loc(e.func.value))
                for arg in e.args:
                    if arg.keyword is not None:
                        keywords[arg.keyword.value] = self.expr(arg.value)
                return ir.Call("method", e.func.attr.value,
                               [receiver] + [self.expr(a.value) for a in positional],
                               loc, keywords=keywords)
        try:
            resolved = self.resolve_global(e.func)
        except MissingName as error:  # an attribute pyaot's own module lacks
            for arg in e.args:
                self.expr(arg.value)  # for the missing names inside
            return _missing(self.fl, error, error.name)
        if isinstance(resolved, UserClass):
            refuse_exception_instance(self.fl, resolved, self.describe(e.func), loc)
            qualname = self.fl._user_class(resolved)
            refuse_abstract_call(self.fl, qualname, loc)
            keywords = {a.keyword.value: self.expr(a.value) for a in e.args if a.keyword}
            args = [self.expr(a.value) for a in positional]
            return lookup_call(self.fl, qualname, args, keywords, loc) or ir.Call(
                "new", qualname, args, loc, keywords=keywords)
        if isinstance(resolved, OpRef) and resolved.name in self.fl.resolver.ops.array_ops:
            for arg in e.args:
                if arg.keyword is not None:
                    keywords[arg.keyword.value] = self._argument(arg.value)
            return ir.Call("op", resolved.name, [self._argument(a.value) for a in positional],
                           loc, keywords=keywords)
        if isinstance(resolved, ExternalRef) and resolved.dotted == "builtins.isinstance":
            refuse_starred(self.fl, e, "isinstance()")
            return lower_isinstance(self, e, loc)
        if isinstance(resolved, ExternalRef) and resolved.dotted in ATTRIBUTE_BUILTINS:
            return lower_attribute_call(self, resolved.dotted, e, loc)
        if isinstance(resolved, ExternalRef) and resolved.dotted in GETTERS:
            refuse_starred(self.fl, e, resolved.dotted + "()")
            return lower_getter(self, resolved.dotted, e, loc)
        if isinstance(resolved, OpRef) and resolved.name in self.fl.resolver.ops.ops and \
                self.fl.resolver.ops.ops[resolved.name].takes_class:
            refuse_starred(self.fl, e, resolved.name.removeprefix("builtins.") + "()")
            return class_argument_call(self, resolved.name, e, loc)
        for arg in e.args:
            if arg.keyword is not None:
                keywords[arg.keyword.value] = (
                    arg.keyword.value == "key" and _called_name(resolved) in EAGER_KEY_CALLS
                    and bound_method_key(self, arg.value, loc)) or self.expr(arg.value)
        args = [mapped_bound_method(self, _called_name(resolved), positional, k, loc)
                or self.expr(a.value) for k, a in enumerate(positional)]
        if isinstance(resolved, UserFunction) and regex.shipped(resolved.module.path):
            resolved = regex.checked_call(self.fl, resolved, positional, args, keywords, loc)
        if isinstance(resolved, UserFunction):
            self.fl.on_call(resolved)
            return ir.Call("func", resolved.qualname, args, loc, keywords=keywords)
        if isinstance(resolved, OpRef):
            if not args and not keywords and resolved.name in (
                    "builtins.list", "builtins.set", "builtins.dict"):
                # list() / set() / dict(): empty displays, typed by their uses.
                if resolved.name == "builtins.dict":
                    return ir.DictExpr([], [], loc)
                return ir.ListExpr([], loc, kind=resolved.name.removeprefix("builtins."))
            if resolved.name == "builtins.open":
                refuse_starred(self.fl, e, "open()")
                return lower_open(self.fl, e, args, keywords, loc)
            if resolved.name == onnx_models.OP:
                return onnx_models.lower_session(self.fl, args, keywords, loc)
            return ir.Call("op", resolved.name, args, loc, keywords=keywords)
        return _unknown_call(self.fl, resolved, self.describe(e.func), loc)

    def lambda_(self, e: cst.Lambda, loc: ir.Loc, self_name: str | None = None) -> ir.Expr:
        p = e.params
        if p.star_arg not in (None, cst.MaybeSentinel.DEFAULT) or p.star_kwarg is not None or \
                p.kwonly_params or p.posonly_params or any(x.default for x in p.params):
            raise unsupported(loc, "lambda with defaults, *args or keyword-only parameters",
                              "use plain positional parameters")
        fl = self.fl
        child = type(fl)(fl.module, None, fl.resolver, fl.on_call, outer=fl,
                         qualname=f"{fl.qualname}.<lambda>@{loc.line}:{loc.col}{fl.copy_tag}")
        params = [ir.Param(x.name.value, None, self.fl.loc(x)) for x in p.params]
        child.locals = {x.name for x in params}
        if self_name is not None and self_name not in child.locals:
            child.self_name = self_name
        child._remember_line(loc)
        body = [ir.Return(child.expr(e.body), loc)]
        self.fl.lifted.append(child._function("<lambda>", params, None, body, loc))
        return ir.FnValue("func", child.qualname, [ir.Name(c, loc) for c in child.captures], loc)

    def describe(self, node: cst.CSTNode) -> str:
        text = self.fl.module.module.code_for_node(node)
        return f"'{text}'" if len(text) <= 40 else f"{type(node).__name__}"


def _float_or_imaginary(e: cst.Float | cst.Imaginary, loc: ir.Loc) -> ir.Expr:
    """2.5, or 2j: complex(0.0, 2.0), as CPython makes it."""
    if isinstance(e, cst.Float):
        return ir.Const(e.evaluated_value, loc)
    return ir.Call("op", "builtins.complex",
                   [ir.Const(0.0, loc), ir.Const(e.evaluated_value.imag, loc)], loc)


def _attribute_form(lowerer: ExpressionLowerer, e: cst.Attribute, loc: ir.Loc) -> ir.Expr | None:
    """type(x).__name__, x.__class__.__name__, f.cache_info().FIELD; None for
    other attributes."""
    subject = _type_of(lowerer.fl, e)
    if subject is not None:
        return ir.Call("op", "pyaot.type_name", [lowerer.expr(subject)], loc)
    return function_loops.name_of(lowerer.fl, e, loc) or memoise.cache_info(lowerer.fl, e, loc)


def _special_call(fl, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """A call through a dict of functions, or f.cache_info() of a memoised
    f (None for others); keyword arguments of a memoised function refused."""
    return memoise.check_call(fl, e, loc) or function_loops.call(fl, e, loc) or \
        function_tables.call(fl, e, loc)


def _type_of(fl, e: cst.Attribute) -> cst.BaseExpression | None:
    """x in `type(x).__name__` or `x.__class__.__name__`, else None."""
    if e.attr.value != "__name__":
        return None
    return type_subject(fl, e.value)


def _is_module_constant(lowerer: ExpressionLowerer, e: cst.Attribute) -> bool:
    """A module's constant (string.digits, math.pi) is a value too."""
    root = e
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name) or lowerer.fl._is_local(root.value):
        return False
    try:
        return isinstance(lowerer.resolve_global(e), ConstValue)
    except CompileError:
        return False


def _unknown_call(fl, resolved: Any, what: str, loc: ir.Loc) -> ir.Expr:
    """A call of a name with no operator declaration and no source: refused
    (eval, type, NumPy scalars), or recorded as a missing name (_missing)."""
    if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins."):
        name = resolved.dotted.split(".", 1)[1]
        if name in ("eval", "exec", "globals", "locals", "vars", "compile", "__import__"):
            raise unsupported(loc, f"call to {name}()",
                              "compiled code is fixed at build time; write the code directly")
        if name == "type":
            raise unsupported(loc, "type() as a value", "use type(x).__name__ for the "
                              "name, isinstance(x, C) to test the type, or compare it "
                              "directly: type(x) is C, type(a) is type(b)")
    _refuse_numpy_scalar(resolved, loc, what)
    if isinstance(resolved, ExternalRef):
        module, _, name = resolved.dotted.rpartition(".")
        known = sorted(n.rpartition(".")[2] for n in [*fl.resolver.ops.ops, *GETTERS]
                       if n.rpartition(".")[0] == module)
        if module == "functools":  # pyaot.frontend.cmp_sort
            known.append("cmp_to_key (as the key= of sorted() or list.sort())")
        if known and module != "builtins":
            # A module whose functions are operators (random, math): its
            # source is never traced, so say what it offers.
            return _missing(fl, CompileError(
                loc, f"call to {what}", f"is not one of the {module} functions compiled "
                "code supports", f"supported: {', '.join(known)}"), resolved.dotted)
    error = CompileError(loc, f"call to {what}", "has no operator declaration and no Python "
                         "source the compiler can see", _missing_hint(resolved, "e.g. math.*"))
    if isinstance(resolved, ExternalRef):
        return _missing(fl, error, resolved.dotted)
    raise error


def _missing(fl, error: CompileError, name: str) -> ir.Expr:
    """Records a name pyaot lacks and stands in for its value, so that
    lowering goes on to find the others: the build reports them all at
    once, before types are inferred (pyaot.frontend.lower.trace)."""
    fl.resolver.missing_name(MissingName(error.loc, error.construct, error.problem,
                                         error.hint, name))
    return ir.Const(None, error.loc)


def _missing_hint(resolved: Any, example: str = "") -> str:
    """What to do about a name with neither a declaration nor source."""
    module = resolved.dotted.partition(".")[0] if isinstance(resolved, ExternalRef) else ""
    if module in sys.stdlib_module_names and module != "builtins":
        return (f"pyaot declares parts of the standard library (ops/decls, README's 'What "
                f"compiles today'), not {resolved.dotted}: write it with supported operations")
    return (f"use a supported function (see ops/decls{', ' + example if example else ''}), or "
            "add the module that defines it to the target's srcs/deps")


def _refuse_numpy_scalar(resolved: Any, loc: ir.Loc, what: str) -> None:
    """np.float32(x) and the other dtype constructors make NumPy scalars."""
    if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("numpy.") and \
            resolved.dotted.removeprefix("numpy.") in ndops.DTYPES:
        raise CompileError(loc, f"call to {what}", "makes a NumPy scalar, which compiled "
                           "code does not support yet", "use a Python float or int: NumPy "
                           "keeps an array's dtype with Python scalars (a float32 array / "
                           "255 stays float32)")


def _getattr_call_refusal(fl, e: cst.BaseExpression) -> CompileError | None:
    """The refusal of `getattr(obj, name)(...)` that pyaot.frontend.name_dispatch
    does not compile, saying what it does compile; None for other callees."""
    if not (isinstance(e, cst.Call) and isinstance(e.func, cst.Name) and
            e.func.value == "getattr" and "getattr" not in fl.module.functions):
        return None
    return unsupported(fl.loc(e), "call of what getattr() finds by a computed name",
                       "write it in a method of the class as getattr(self, 'on_' + kind)(...) "
                       "(a constant prefix that names only methods) as a whole statement, an "
                       "assignment's or a return's value, or keep the methods in a dict: "
                       "{'a': self.on_a}")


def _called_name(resolved: Any) -> str | None:
    """An operator's name, or a traced function's qualname (heapq.nsmallest)."""
    if isinstance(resolved, OpRef):
        return resolved.name
    return resolved.qualname if isinstance(resolved, UserFunction) else None
