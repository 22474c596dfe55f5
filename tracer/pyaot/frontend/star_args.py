"""*-arguments of calls (`f(*t)`, `zip(*rows)`): a tuple or list display is
spread here, as Python does (`f(*(a, b))` is `f(a, b)`); any other value
lowers to a STARRED marker around it, which inference spreads once the value's
type is known (pyaot.infer_star). A helper of ExpressionLowerer.
"""

from __future__ import annotations

import libcst as cst

from pyaot.diagnostics import unsupported

# The marker's operator name: never an operator, it does not outlive inference.
STARRED = "pyaot.starred"


def spread_literals(module, e: cst.Call) -> cst.Call:
    """`e` with each *-argument that is a tuple or list display without
    starred elements replaced by its elements (module: the ModuleInfo whose
    positions locate the new nodes)."""
    if not any(_display(a) for a in e.args):
        return e
    args: list[cst.Arg] = []
    for a in e.args:
        if not _display(a):
            args.append(a)
            continue
        for el in a.value.elements:
            arg = cst.Arg(value=el.value)
            module.positions[arg] = module.positions[el.value]
            args.append(arg)
    spread = e.with_changes(args=args)
    module.positions[spread] = module.positions[e]
    return spread


def _display(a: cst.Arg) -> bool:
    return a.star == "*" and isinstance(a.value, (cst.Tuple, cst.List)) and \
        not any(isinstance(el, cst.StarredElement) for el in a.value.elements)


def refuse_starred(fl, e: cst.Call, what: str) -> None:
    """Refuses a *-argument to a call the front end reads argument by
    argument (isinstance(), str.format(), super().m(), ...)."""
    for a in e.args:
        if a.star == "*":
            raise unsupported(fl.loc(a), f"*-argument to {what}", "pass the arguments one by one")
