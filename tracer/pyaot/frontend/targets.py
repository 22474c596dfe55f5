"""Assignment to any target, as Python binds it: `a[i], a[j] = a[j], a[i]`,
`p.x, p.y = p.y, p.x`, `self.n = n = 0`. The value is evaluated once; a
tuple target unpacks it into fresh variables first, then assigns each part
left to right, evaluating each target's container and index only then
(`i, a[i] = 1, 2` stores at the new i). A helper of FunctionLowerer.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.frontend.starred_targets import has_starred, starred_parts
from pyaot.frontend.syntax import names_only


def assign_to(fl, t: cst.BaseExpression, value: ir.Expr, loc: ir.Loc) -> list[ir.Stmt]:
    """`t = value` (fl: the FunctionLowerer lowering the statement)."""
    if isinstance(t, cst.Name) and fl.module_state.declared(t):
        return fl.module_state.statement_for(t, value, loc)
    if isinstance(t, cst.Subscript):
        return fl._store(t, value, loc)
    if isinstance(t, cst.Attribute):
        return [ir.SetAttr(fl.expr(t.value), t.attr.value, value, loc)]
    if has_starred(t):  # first, *rest = value
        out, parts = starred_parts(fl, t, value, loc)
        return out + [stmt for el, part in parts for stmt in assign_to(fl, el, part, loc)]
    if isinstance(t, (cst.Tuple, cst.List)) and names_only(t) and _fresh_parts(t, value):
        # `out, k = [], 0`: nothing on the right reads anything, so binding
        # the parts one by one is the same, and each empty display is typed
        # by its own variable's later uses, as `out = []` is.
        # A name bound again later in the target (`_, _, p = 0, 0.5, q`) is
        # overwritten at once: its earlier constants are dropped.
        names = [el.value.value if isinstance(el.value, cst.Name) else None for el in t.elements]
        return [stmt for k, (el, part) in enumerate(zip(t.elements, value.elts))
                if names[k] is None or names[k] not in names[k + 1:]
                for stmt in assign_to(fl, el.value, part, loc)]
    if isinstance(t, (cst.Tuple, cst.List)) and (not names_only(t) or
                                                 has_starred(t, nested=True)):
        parts = [fl._fresh("part") for _ in t.elements]
        out: list[ir.Stmt] = [ir.Unpack(parts, value, loc)]
        for el, part in zip(t.elements, parts):
            out += assign_to(fl, el.value, ir.Name(part, loc), loc)
        return out
    return [fl._bind(fl._target(t), value, loc)]


def _fresh_parts(t: cst.Tuple | cst.List, value: ir.Expr) -> bool:
    """Is `value` a tuple display of as many parts as `t` has names, each a
    constant or an empty list, set or dict display?"""
    if not isinstance(value, ir.TupleExpr) or len(value.elts) != len(t.elements) or \
            any(isinstance(el, cst.StarredElement) for el in t.elements):
        return False
    return all(isinstance(v, ir.Const) or (isinstance(v, ir.ListExpr) and not v.elts) or
               (isinstance(v, ir.DictExpr) and not v.keys) for v in value.elts)


def last_binding_only(fl, target: list) -> list:
    """`_, _, p = row`: Python binds left to right, so each earlier binding
    of a repeated name is overwritten at once; it gets a fresh name, and
    the variable keeps one type (the last part's)."""
    left: dict[str, int] = {}
    for name in ir.target_names(target):
        left[name] = left.get(name, 0) + 1
    if all(n == 1 for n in left.values()):
        return target

    def last_only(t: ir.Target) -> ir.Target:
        if isinstance(t, str):
            left[t] -= 1
            return fl._fresh(t) if left[t] else t
        return [last_only(x) for x in t]
    return [last_only(x) for x in target]
