"""Calls that take a built-in class as their argument (`defaultdict(list)`):
compiled code has no value for a class, so the argument is lowered to a
`class:builtins.NAME` symbol whose type the declaration's signatures name
(`class[builtins.list]`)."""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import OpRef

# Classes of other modules a call may take (defaultdict(Counter)).
CLASSES = ("collections.Counter",)


def class_argument_call(lowerer, name: str, e: cst.Call, loc: ir.Loc) -> ir.Expr:
    """`name(CLASS)` lowered through `lowerer` (an ExpressionLowerer)."""
    short = name.rpartition(".")[2]
    if len(e.args) != 1 or e.args[0].keyword or e.args[0].star:
        raise unsupported(loc, f"{short}() with {len(e.args)} argument(s)",
                          f"pass one built-in class: {short}(list), {short}(int), ...")
    node = e.args[0].value
    dotted = lowerer.fl.annotations.dotted(node) if isinstance(node, (cst.Name, cst.Attribute)) \
        else None
    try:
        resolved = lowerer.resolve_global(node) if dotted else None
    except CompileError:
        resolved = None
    if not isinstance(resolved, OpRef) or not (resolved.name.startswith("builtins.")
                                               or resolved.name in CLASSES):
        shown = lowerer.fl.module.module.code_for_node(node)
        raise unsupported(lowerer.fl.loc(node), f"{short}({shown})",
                          f"pass a built-in class: {short}(list), {short}(int), "
                          f"{short}(set), {short}(float), {short}(str), {short}(dict), "
                          f"{short}(Counter) "
                          "(a lambda's value could not be printed as CPython does)")
    return ir.Call("op", name, [ir.Symbol(f"class:{resolved.name}", lowerer.fl.loc(node))], loc)
