"""Emitting calls written as C++ templates (@@k@@: the k-th argument):
array operators as the variant plan chooses them (one variant, or a
dispatch on the size of the first array argument; timed in telemetry
builds), chains of ufuncs fused or not as pyaot.fuse chooses, and the
templates of the other typed-only expressions. A helper of
pyaot.emit.cpp's FunctionEmitter.
"""

from __future__ import annotations

from typing import Any, Callable

from pyaot import fusion, ir, ndops, variants
from pyaot.emit import ndspell
from pyaot.emit.common import is_simple
from pyaot.emit.spell import CPP_ELEMENT, c_string


def size_dispatch(rows: list[tuple[int | None, str]], size_of: str, build,
              prelude: str = "") -> str:
    """A lambda running build(variant) of the first row whose bound exceeds
    the element count of `size_of` (pyaot.variants.dispatch_rows)."""
    body = [prelude] if prelude else []
    if len(rows) > 1:
        body.append(f"const auto pyaot_n = pyaot::nd::tuning::elements({size_of});")
    for upper, variant in rows:
        cond = "" if upper is None else f"if (pyaot_n < {upper}) "
        body.append(f"{cond}return {build(variant)};")
    return "[&] { " + " ".join(body) + " }()"


def substitute(template: str, texts: list[str]) -> str:
    """An array operator's C++ template with @@k@@ replaced by the k-th text."""
    for k in range(len(texts) - 1, -1, -1):  # @@10@@ before @@1@@
        template = template.replace(f"@@{k}@@", texts[k])
    return template


class ArrayEmitter:
    """Template calls in one function's C++ (`fe`: its FunctionEmitter)."""

    def __init__(self, fe: Any):
        self.fe = fe

    def array_call(self, e: ir.Call, temps) -> str:
        if not self.fe.in_fusion_tree and fusion.is_root(e):
            choice = self.fe.options.plan.get(fusion.FUSE_OP)
            return self._fusion_root(e, choice or fusion.FUSE_VARIANTS[0], temps)
        return self._nd_op_call(e, temps)

    def _fusion_root(self, e: ir.Call, choice, temps) -> str:
        """A chain of ufuncs as pyaot.fuse chooses: fused into one loop (on
        one thread or several) or not, by the size of its first array leaf
        where the plan dispatches; timed as a whole in telemetry builds."""
        rows = variants.dispatch_rows(choice)
        leaf = fusion.first_array_leaf(e)
        leaf_text = self.fe.expr(leaf, temps) if leaf is not None else "0"
        dtype = ndops.parse_array_type(leaf.type)[0] if leaf is not None else ""

        def build(variant: str) -> str:
            if variant == "off":
                self.fe.in_fusion_tree = True  # its sub-chains are part of it
                try:
                    text = self._nd_op_call(e, temps)
                finally:
                    self.fe.in_fusion_tree = False
            else:
                engine = "threaded" if variant == "threaded" else "contiguous"
                text = (f"pyaot::nd::fuse::evaluate(pyaot::nd::Elementwise::{engine}, "
                        f"{self._fused_tree(e, temps)})")
            return self._timed(fusion.FUSE_OP, variant, dtype, e.loc, leaf_text, text)

        if len(rows) == 1:
            return build(rows[0][1])
        return size_dispatch(rows, leaf_text, build)

    def _fused_tree(self, e: ir.Call, temps) -> str:
        """The tree as nested fuse::node values; leaves that run code are
        bound first, left to right, as Python evaluates them, and once (C++
        leaves the order of a call's arguments open)."""
        leaves: list[ir.Expr] = []
        self._fused_node(e, lambda a: leaves.append(a) or "")
        if all(is_simple(a) for a in leaves):
            return self._fused_node(e, lambda a: self.fe.expr(a, temps))
        names = [self.fe.temp("f") for _ in leaves]
        binds = " ".join(f"auto {n} = {self.fe.expr(a, temps)};" for n, a in zip(names, leaves))
        order = iter(names)
        return f"[&] {{ {binds} return {self._fused_node(e, lambda a: next(order))}; }}()"

    def _fused_node(self, e: ir.Call, leaf: Callable[[ir.Expr], str]) -> str:
        """`e`'s tree, each leaf spelled by `leaf` (called in Python's order)."""
        parts = []
        for i, o in enumerate(fusion.operands(e)):
            sub = fusion.child(e, i)
            if sub is not None:
                parts.append(self._fused_node(sub, leaf))
                continue
            template = ndspell.operand(o)
            for k in o.slots:
                template = template.replace(f"@@{k}@@", leaf(e.args[k]))
            parts.append(template)
        types = ", ".join(CPP_ELEMENT[d] for d in [e.array.out, *e.array.loops])
        functor = self.fe.options.ops.array_ops[e.callee].functor
        return f"pyaot::nd::fuse::node<{functor}, {types}>({', '.join(parts)})"

    def _timed(self, op: str, variant: str, dtype: str, loc: ir.Loc, first: str,
               text: str) -> str:
        """`text` timed as one call of `op` in telemetry builds."""
        if not self.fe.options.telemetry:
            return text
        where = f"{loc.file}:{loc.line}:{loc.col}"
        site = ", ".join(c_string(x) for x in (op, variant, dtype, where, self.fe.options.platform))
        return (f"pyaot::nd::tuning::timed(pyaot::nd::tuning::Site{{{site}}}, {first}, "
                f"[&] {{ return {text}; }})")

    def _nd_op_call(self, e: ir.Call, temps) -> str:
        """An array operator as the plan chooses its variant: one variant, or
        a dispatch on the first array argument's size; timed per call in
        telemetry builds."""
        choice = self.fe.options.plan.get(e.callee) if e.variants else None
        if not e.variants or (choice is None and not self.fe.options.telemetry):
            return self.template_call(self.spell(e), e.args, temps)
        rows = variants.dispatch_rows(choice if choice is not None else e.variant)
        if len(rows) == 1 and not self.fe.options.telemetry:
            return self.template_call(self.spell(e, rows[0][1]), e.args, temps)
        # Arguments are evaluated once, left to right, before any branch.
        names = [self.fe.temp("a") for _ in e.args]
        binds = " ".join(f"auto {n} = {self.fe.expr(a, temps)};" for n, a in zip(names, e.args))
        first = next((i for i, a in enumerate(e.args) if ndops.parse_array_type(a.type)), None)
        first_name = names[first] if first is not None else "0"
        dtype = ndops.parse_array_type(e.args[first].type)[0] if first is not None else ""

        def call(variant: str) -> str:
            return self._timed(e.callee, variant, dtype, e.loc, first_name,
                               substitute(self.spell(e, variant), names))

        return size_dispatch(rows, first_name, call, prelude=binds)

    def spell(self, e: ir.Call, variant: str | None = None) -> str:
        """The array call's C++ template in `variant` (None: as declared)."""
        return ndspell.call(self.fe.options.ops, e, variant)

    def template_call(self, template: str, args: list[ir.Expr], temps) -> str:
        """An array operator: its C++ with @@k@@ replaced by the k-th argument."""
        texts = [self.fe.expr(a, temps) for a in args]
        binds = ""
        repeated = any(template.count(f"@@{k}@@") > 1 and not is_simple(a)
                       for k, a in enumerate(args))
        if sum(not is_simple(a) for a in args) > 1 or repeated:
            # Python evaluates arguments left to right, once; C++ leaves the
            # order open (and a marker may appear twice: x op= y on arrays).
            names = [self.fe.temp("a") for _ in args]
            binds = " ".join(f"auto {n} = {t};" for n, t in zip(names, texts))
            texts = names
        out = substitute(template, texts)
        return f"[&] {{ {binds} return {out}; }}()" if binds else out
