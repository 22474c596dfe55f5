"""What the typing helpers (pyaot.infer_call, infer_stmt, infer_cls,
infer_nd, infer_obj) use of the function they help type: an interface, so
they depend on it rather than on pyaot.infer, which implements it
(_FunctionInference) and imports them. It is wide: the helpers share the
function's typing state (env, narrowing, returns) through it."""

from __future__ import annotations

from typing import Any, Protocol

from pyaot import ir


class FunctionTyping(Protocol):
    inf: Any  # the program's pyaot.infer.Inferencer: operators, classes, instances
    fn: ir.Function
    state: Any  # the instance being typed (its C++ name, its callees)
    lenient: bool  # a pass that learns types, tolerating ones not known yet
    classes: Any  # its pyaot.infer_cls.ClassTyping
    objects: Any  # its pyaot.infer_obj.ObjectTyping
    arrays: Any  # its pyaot.infer_nd.ArrayTyping
    indexing: Any  # its pyaot.infer_nd_index.ArrayIndexing
    holes: Any  # its pyaot.infer_holes.HoleSources
    env: dict[str, str]  # each local's type so far
    annotated: dict[str, str]  # parameters' and annotated locals' types
    body: list[ir.Stmt]  # the typed body
    narrowed: set[str]  # Optional locals a test proved not None here
    members: dict[str, str]  # union locals a test proved to hold one member here
    return_types: list[tuple[str, ir.Loc]]
    yield_types: list[tuple[str, ir.Loc]]
    depth: int  # block nesting

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

    def bind(self, name: str, value: ir.Expr, loc: ir.Loc) -> ir.Expr: ...

    def refine(self, e: ir.Expr, t: str) -> None: ...

    def check_unpack(self, target: list, t: str, loc: ir.Loc) -> None: ...

    def upcast(self, have: str, want: str) -> bool: ...

    def unwrap_object(self, value: ir.Expr, attr: str) -> ir.Expr: ...

    def message(self, e: ir.Expr | None, assigned: set[str] | None) -> ir.Expr | None: ...

    def hole_error(self, e: ir.Expr, what: str) -> None: ...

    def int_arg(self, e: ir.Expr, assigned: set[str] | None) -> ir.Expr: ...

    def subscript_index(self, i: ir.Expr, assigned: set[str] | None) -> ir.Expr: ...
