"""What the typing helpers (pyaot.infer_cls, infer_nd, infer_obj) use of the
function they help type: an interface, so they depend on it rather than on
pyaot.infer, which implements it (_FunctionInference) and imports them."""

from __future__ import annotations

from typing import Any, Protocol

from pyaot import ir


class FunctionTyping(Protocol):
    inf: Any  # the program's pyaot.infer.Inferencer: operators, classes, instances
    fn: ir.Function
    state: Any  # the instance being typed (its C++ name, its callees)
    lenient: bool  # a pass that learns types, tolerating ones not known yet
    classes: Any  # its pyaot.infer_cls.ClassTyping

    def expr(self, e: ir.Expr, assigned: set[str] | None,
             truth_context: bool = False) -> ir.Expr: ...

    def value(self, e: ir.Expr | None, assigned: set[str] | None,
              what: str) -> ir.Expr | None: ...

    def truth(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr: ...

    def convert(self, e: ir.Expr, want: str, what: str) -> ir.Expr: ...

    def plain(self, e: ir.Expr, what: str, consumed: bool = False) -> None: ...

    def call_op(self, name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                loc: ir.Loc, shown: str | None = None) -> ir.Expr: ...

    def call_function(self, e: ir.Call, args: list[ir.Expr],
                       keywords: dict[str, ir.Expr] | None = None) -> ir.Expr: ...

    def bind_target(self, target: ir.Target, elem: str, loc: ir.Loc,
                    assigned: set[str] | None, whole: bool = False) -> None: ...
