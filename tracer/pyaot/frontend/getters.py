"""`operator.itemgetter(k, ...)` and `operator.attrgetter("a.b", ...)` with
literal keys (and functools.partial, pyaot.frontend.partials): lowered as
the lambda each one is (`lambda v: v[k]`,
`lambda v: (v[k1], v[k2])`, `lambda v: v.a.b`), a function value that a
sort key, min/max key or map() takes like any other. The keys are read when
the getter is made, as CPython's are; literals make that the same as reading
them at each call.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.partials import lower_partial

GETTERS = ("operator.itemgetter", "operator.attrgetter", "functools.partial")
_PARAM = "getter_value"


def _key(ex: Any, arg: cst.Arg, getter: str, loc: ir.Loc) -> ir.Const:
    node = arg.value
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and \
            isinstance(node.expression, cst.Integer):
        return ir.Const(-node.expression.evaluated_value, loc)  # itemgetter(-1)
    key = ex.expr(node) if arg.keyword is None and not arg.star else None
    if not isinstance(key, ir.Const) or isinstance(key.value, bytes) or \
            (getter == "attrgetter" and not isinstance(key.value, str)):
        example = "lambda v: v[key]" if getter == "itemgetter" else "lambda v: v.name"
        raise CompileError(loc, f"{getter}() with a key that is not a literal",
                           "is not supported by pyaot", f"write the function out: {example}")
    return key


def lower_getter(ex: Any, dotted: str, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    if dotted == "functools.partial":
        return lower_partial(ex, e, loc)
    getter = dotted.rpartition(".")[2]
    if not e.args:
        raise CompileError(loc, f"{getter}()", "raises TypeError in Python (it takes at least "
                           "one argument)", "name the item or attribute to get")
    keys = [_key(ex, a, getter, loc) for a in e.args]
    value = ir.Name(_PARAM, loc)

    def get(key: ir.Const) -> ir.Expr:
        if getter == "itemgetter":
            return ir.Subscript(value, [key], loc)
        out: ir.Expr = value
        for part in key.value.split("."):
            out = ir.Attribute(out, part, loc)
        return out

    parts = [get(k) for k in keys]
    body = parts[0] if len(parts) == 1 else ir.TupleExpr(parts, loc)
    return _lifted(ex, getter, _PARAM, lambda child: body, loc)


def _lifted(ex: Any, name: str, param: str, body: Any, loc: ir.Loc) -> ir.FnValue:
    """The one-parameter function `lambda param: body(child)`, lifted as a
    lambda is: `body` lowers what it reads in the child's scope, so the
    enclosing function's variables it names become captures."""
    fl = ex.fl
    child = type(fl)(fl.module, None, fl.resolver, fl.on_call, outer=fl,
                     qualname=f"{fl.qualname}.<{name}>@{loc.line}:{loc.col}{fl.copy_tag}")
    child.locals = {param}
    child._remember_line(loc)
    returned = body(child)
    fl.lifted.append(child._function(f"<{name}>", [ir.Param(param, None, loc)], None,
                                     [ir.Return(returned, loc)], loc))
    return ir.FnValue("func", child.qualname, [ir.Name(c, loc) for c in child.captures], loc)


# Consumers that call their key= function only while the call runs: a bound
# method given to one (`max(d, key=d.get)`) behaves as `lambda v: d.get(v)`,
# whose receiver nothing can rebind before the calls end. (groupby calls its
# key lazily, while its caller iterates: not here.)
EAGER_KEY_CALLS = ("builtins.sorted", "builtins.min", "builtins.max", "heapq.nsmallest",
                   "heapq.nlargest", "bisect.bisect_left", "bisect.bisect_right",
                   "bisect.bisect", "bisect.insort_left", "bisect.insort_right",
                   "bisect.insort", "sort")
_METHOD_PARAM = "method_value"


def bound_method_key(ex: Any, node: cst.BaseExpression, loc: ir.Loc) -> ir.Expr | None:
    """`key=receiver.method` of an eager consumer, receiver a local value (a
    dict's get, a str's index, an instance's method): the one-argument
    function that calls the method on it. None for anything else."""
    if not isinstance(node, cst.Attribute) or not ex._is_local_root(node.value):
        return None
    method = node.attr.value

    def call(child: Any) -> ir.Expr:
        receiver, value = child.expr(node.value), ir.Name(_METHOD_PARAM, loc)
        return ir.Subscript(receiver, [value], loc) if method == "__getitem__" else \
            ir.Call("method", method, [receiver, value], loc)
    return _lifted(ex, method, _METHOD_PARAM, call, loc)


def mapped_bound_method(ex: Any, callee: str | None, positional: list[cst.Arg], k: int,
                        loc: ir.Loc) -> ir.Expr | None:
    """Argument k of a call, where it is map's or filter's function given as
    a bound method (`map(d.get, keys)`) of a variable that holds one value
    for the call (the method, taken now and called later, is then the same
    object's): as bound_method_key. None for any other argument."""
    node = positional[k].value
    if k == 0 and len(positional) == 2 and callee in ("builtins.map", "builtins.filter") and \
            isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and \
            ex.fl.holds_one_value(node.value.value):
        return bound_method_key(ex, node, loc)
    return None
