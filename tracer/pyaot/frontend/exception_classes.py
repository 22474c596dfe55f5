"""User exception classes: a docstring or `pass`, or an `__init__` of the
shape real programs write to carry data with the exception:

    class InsufficientFunds(BankError):
        def __init__(self, needed: float, account: str):
            super().__init__(f"short by {needed:.2f}")
            self.needed = needed
            self.account = account

`raise InsufficientFunds(x, a)` then evaluates its arguments, computes the
message as __init__ would, and carries the fields with the exception, where
`except InsufficientFunds as e` reads them (e.needed). The stores and the
super() call may come in any order, and a field may be computed from the
parameters and fields stored above (`self.size = len(cycle)`). An unannotated
parameter's field takes the type its raises pass (all the same one). Anything else in the
class is refused where it is written, with the way to carry the data instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.syntax import is_docstring

_SHAPE = ("write `def __init__(self, x: T, ...)` whose body is `super().__init__(message)` "
          "and `self.x = x` lines (fields copied from parameters), in any order")


@dataclass(frozen=True)
class ExceptionInit:
    """What an exception class's own __init__ does."""

    owner: str  # the class whose __init__ it is (subclasses share it)
    module: ModuleInfo
    node: cst.FunctionDef
    params: list[str]  # after self
    # The body in order: (field, its value) for `self.field = value`, and
    # ("", message) for super().__init__(message).
    steps: list[tuple[str, cst.BaseExpression]]
    # (field, the parameter it copies or "", the parameter's annotation or
    # ""), in assignment order; an unannotated field takes the raises' type.
    fields: list[tuple[str, str, str]]


def exception_init(module: ModuleInfo, node: cst.ClassDef, annotations: Any) -> \
        ExceptionInit | None:
    """The class's __init__ (None without one); anything else is refused.
    `annotations` reads annotations in the class's module."""
    body = node.body.body if isinstance(node.body, cst.IndentedBlock) else node.body.body
    name = node.name.value
    init = None
    for stmt in body:
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value == "__init__" and init is None:
            init = _parse_init(f"{module.name}.{name}", module, stmt, annotations)
            continue
        smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]
        if not all(isinstance(x, cst.Pass) or is_docstring(x) for x in smalls):
            raise unsupported(module.loc(stmt), f"body of exception class '{name}'",
                              "exception classes may only have a docstring or pass, and an "
                              f"__init__ storing fields ({_SHAPE}); carry other data in the "
                              f"message: raise {name}(f\"... {{value}}\")")
    return init


def _parse_init(owner: str, module: ModuleInfo, fn: cst.FunctionDef,
                annotations: Any) -> ExceptionInit:
    where = module.loc(fn)
    p = fn.params
    if fn.decorators or fn.asynchronous or p.star_arg not in (None, cst.MaybeSentinel.DEFAULT) \
            or p.kwonly_params or p.star_kwarg or p.posonly_params or not p.params \
            or p.params[0].name.value != "self":
        raise unsupported(where, "this __init__ of an exception class", _SHAPE)
    params, types_ = [], {}
    for param in p.params[1:]:
        if param.default is not None:
            raise unsupported(module.loc(param), f"parameter '{param.name.value}' of an "
                              "exception class's __init__ with a default",
                              "pass the value at every raise")
        params.append(param.name.value)
        # Unannotated: the type the raises pass (ExceptionTyping checks they agree).
        types_[param.name.value] = (annotations.annotation(param.annotation.annotation)
                                    if param.annotation is not None else "")
    lines = fn.body.body if isinstance(fn.body, cst.IndentedBlock) else [fn.body]
    smalls = [s for line in lines
              for s in (line.body if isinstance(line, cst.SimpleStatementLine) else [line])]
    if smalls and is_docstring(smalls[0]):
        smalls = smalls[1:]
    # The body runs in order at the raise: each `self.x = value` and the
    # super().__init__(message) call, where `self.x` reads a field stored above.
    steps: list[tuple[str, cst.BaseExpression]] = []
    fields: list[tuple[str, str, str]] = []
    for s in smalls:
        argument = _super_init_argument(s)
        if argument is not None and all(f for f, _ in steps):
            _check_self_reads(module, argument, [f for f, _, _ in fields])
            steps.append(("", argument))
            continue
        target = s.targets[0].target if isinstance(s, cst.Assign) and len(s.targets) == 1 \
            else None
        if not (isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)
                and target.value.value == "self"
                and target.attr.value not in [f for f, _, _ in fields]):
            raise unsupported(module.loc(s), "this statement in an exception class's __init__",
                              _SHAPE)
        _check_self_reads(module, s.value, [f for f, _, _ in fields])
        copied = s.value.value if isinstance(s.value, cst.Name) and s.value.value in params \
            else ""
        fields.append((target.attr.value, copied, types_[copied] if copied else ""))
        steps.append((target.attr.value, s.value))
    if all(f for f, _ in steps):
        raise unsupported(module.loc(fn), "an exception class's __init__ without "
                          "super().__init__(message)", _SHAPE)
    return ExceptionInit(owner, module, fn, params, steps, fields)


def _check_self_reads(module: ModuleInfo, value: cst.BaseExpression,
                      stored: list[str]) -> None:
    """`self` in a field's value or the message reads a field stored above
    (`self.package = package` then `super().__init__(f"{self.package} ...")`);
    one not stored yet raises AttributeError in Python."""
    reads = [a for a in _nodes(value, cst.Attribute)
             if isinstance(a.value, cst.Name) and a.value.value == "self"]
    for node in reads:
        if node.attr.value not in stored:
            raise CompileError(module.loc(node), f"self.{node.attr.value} in an exception "
                               "class's __init__", "is read before it is stored "
                               "(AttributeError in Python)",
                               f"store self.{node.attr.value} before reading it")
    selfs = [n for n in _nodes(value, cst.Name) if n.value == "self"]
    if len(selfs) > len(reads):
        raise unsupported(module.loc(value), "self, other than a field stored above, in an "
                          "exception class's __init__", "build the value from the parameters")


def _super_init_argument(s: cst.CSTNode) -> cst.BaseExpression | None:
    call = s.value if isinstance(s, cst.Expr) else None
    if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute)
            and call.func.attr.value == "__init__" and isinstance(call.func.value, cst.Call)
            and isinstance(call.func.value.func, cst.Name)
            and call.func.value.func.value == "super" and not call.func.value.args
            and len(call.args) == 1 and not call.args[0].keyword and not call.args[0].star):
        return None
    return call.args[0].value


def register(resolver: Any, qualname: str, base: str, init: ExceptionInit | None,
             loc: ir.Loc) -> None:
    """Records the class's fields (or its base's, which it inherits)."""
    inherited = resolver.exception_inits.get(base)
    if init is not None and inherited is not None:
        raise unsupported(loc, "an exception class with its own __init__ deriving from one "
                          "that has one", "keep one __init__ storing all the fields")
    if init is not None or inherited is not None:
        resolver.exception_inits[qualname] = init or inherited


def check_raised_without_call(resolver: Any, cls: str, loc: ir.Loc) -> None:
    """`raise E` calls E() (TypeError when its __init__ takes parameters)."""
    init = resolver.exception_inits.get(cls)
    if init is not None:
        name = cls.rsplit(".", 1)[-1]
        if init.params:
            raise CompileError(loc, f"raise {name}", "calls its __init__ with no arguments "
                               "(TypeError in Python)", f"raise {name}({', '.join(init.params)})")
        raise unsupported(loc, f"raise {name} (the class, not a call) with its own __init__",
                          f"write raise {name}()")


def lower_init_call(fl: Any, cls: str, init: ExceptionInit, call: cst.Call,
                    loc: ir.Loc) -> tuple[list[ir.Stmt], ir.Expr, list[ir.Expr]]:
    """`raise E(args)` for a class with fields: the arguments, evaluated in
    the order written; the message as __init__ computes it; the fields."""
    name = cls.rsplit(".", 1)[-1]
    positional = [a for a in call.args if a.keyword is None]
    named = [a.keyword.value for a in call.args if a.keyword is not None]
    bound = init.params[:len(positional)] + named
    if any(a.star for a in call.args) or len(positional) > len(init.params) or \
            sorted(bound) != sorted(init.params):
        raise CompileError(loc, f"raise of {name}(...)", "does not pass one value per "
                           "parameter of its __init__ (TypeError in Python)",
                           f"pass {', '.join(init.params)}")
    out: list[ir.Stmt] = []
    temps: dict[str, str] = {}
    locs: dict[str, ir.Loc] = {}
    for param, arg in zip(bound, call.args):
        temps[param], locs[param] = fl._fresh(f"exc_{param}"), fl.loc(arg.value)
        out.append(ir.Assign(temps[param], fl.expr(arg.value), loc))
    # The body is lowered where __init__ is written, its parameters being
    # the temporaries above, and `self.x` the temporary holding field x.
    lowerer = type(fl)(init.module, init.node, fl.resolver, fl.on_call)
    lowerer.renames, lowerer._fresh, lowerer.lifted = dict(temps), fl._fresh, fl.lifted
    message: ir.Expr | None = None
    field_locs: dict[str, ir.Loc] = {}
    for field, value in init.steps:
        copied = isinstance(value, cst.Name) and value.value in temps
        lowered = ir.Name(temps[value.value], locs[value.value]) if copied else \
            lowerer.expr(value)
        if not field:
            message = lowered
        elif copied:
            lowerer.exception_fields[field] = temps[value.value]
            field_locs[field] = lowered.loc  # the argument's: where a wrong type is passed
        else:
            lowerer.exception_fields[field] = fl._fresh(f"exc_{field}")
            field_locs[field] = lowered.loc
            out.append(ir.Assign(lowerer.exception_fields[field], lowered, lowered.loc))
    assert message is not None
    return out, message, [ir.Name(lowerer.exception_fields[f], field_locs[f])
                          for f, _, _ in init.fields]


def exception_field_read(fl: Any, e: cst.Attribute, loc: ir.Loc) -> ir.Expr | None:
    """`self.x` in an exception class's __init__ lowered at a raise: the
    temporary holding field x (lower_init_call); None for anything else."""
    if isinstance(e.value, cst.Name) and e.value.value == "self" and \
            e.attr.value in fl.exception_fields:
        return ir.Name(fl.exception_fields[e.attr.value], loc)
    return None


def _nodes(node: cst.CSTNode, kind: type) -> list[Any]:
    found: list[Any] = []

    class _Collect(cst.CSTVisitor):
        def on_visit(self, n: cst.CSTNode) -> bool:
            if isinstance(n, kind):
                found.append(n)
            return True

    node.visit(_Collect())
    return found
