"""`sorted(xs, key=functools.cmp_to_key(cmp))` and `xs.sort(key=
functools.cmp_to_key(cmp))`: a sort ordered by a comparison function, as
code written before key functions sorts. CPython's cmp_to_key wraps each
item in an object whose `<` is `cmp(a, b) < 0`; the compiled sort asks the
same question of each pair (ops pyaot.sorted_cmp and pyaot.sort_cmp,
the same timsort as any sort), so the order is CPython's."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir


def lower_cmp_sort(ex: Any, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """The sort `e` (ex: the ExpressionLowerer) where its key is
    cmp_to_key(cmp); None for any other call."""
    key = next((a for a in e.args if a.keyword is not None and a.keyword.value == "key"), None)
    if key is None or not isinstance(key.value, cst.Call) or len(key.value.args) != 1 or \
            key.value.args[0].keyword is not None or key.value.args[0].star or \
            ex.fl.annotations.dotted(key.value.func) != "functools.cmp_to_key":
        return None
    positional = [a.value for a in e.args if a.keyword is None]
    others = {a.keyword.value: ex.expr(a.value) for a in e.args
              if a.keyword is not None and a.keyword.value != "key"}
    if any(a.star for a in e.args) or set(others) - {"reverse"}:
        return None  # sorted's own TypeError, as without cmp_to_key
    if isinstance(e.func, cst.Attribute) and e.func.attr.value == "sort" and \
            not positional and ex._is_local_root(e.func.value):
        receiver = ex.expr(e.func.value)
        return ir.Call("op", "pyaot.sort_cmp",
                       [receiver, ex.expr(key.value.args[0].value)], loc, keywords=others)
    if ex.fl.annotations.dotted(e.func) == "builtins.sorted" and len(positional) == 1:
        iterable = ex.expr(positional[0])
        return ir.Call("op", "pyaot.sorted_cmp",
                       [iterable, ex.expr(key.value.args[0].value)], loc, keywords=others)
    return None
