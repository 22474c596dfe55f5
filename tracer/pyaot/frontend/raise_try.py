"""Lowering of `raise` and `try` statements: exception classes and
arguments, handlers and their names, and the finally clause's jumps.
Functions of pyaot.frontend.lower's FunctionLowerer (`fl`).
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.exception_classes import check_raised_without_call, lower_init_call
from pyaot.frontend.syntax import is_str_call


def is_key_error(fl: Any, cls: str) -> bool:
    while cls in fl.resolver.exception_classes:
        cls = fl.resolver.exception_classes[cls][1]
    return cls == "KeyError"


def message(fl: Any, node: cst.BaseExpression) -> ir.Expr:
    return as_message(fl.expr(node), fl.loc(node))


def raise_statement(fl: Any, s: cst.Raise, loc: ir.Loc) -> list[ir.Stmt]:
    # `raise X from Y`: the cause is evaluated (Python does) and dropped;
    # the traceback shows the raised exception only.
    if s.exc is None:
        if not fl.handler_depth:
            raise CompileError(loc, "bare raise", "is outside an except clause (Python "
                               "raises RuntimeError: No active exception to reraise)",
                               "raise a specific exception, e.g. raise ValueError(\"...\")")
        return [ir.Raise(None, None, loc)]
    exc = s.exc
    if isinstance(exc, cst.Name) and exc.value in fl.caught_names:
        return [ir.Raise(None, None, loc, value=ir.Name(exc.value, loc))]
    if isinstance(exc, cst.Call):
        cls = fl._exception_class(exc.func)
        init = fl.resolver.exception_inits.get(cls)
        if init is None and (any(a.keyword or a.star for a in exc.args) or len(exc.args) > 1):
            raise unsupported(fl.loc(exc), "exception arguments",
                              "pass at most one message, e.g. raise ValueError(f\"bad {x}\")")
        if not exc.args and init is None:
            return [ir.Raise(cls, None, loc)]
        out, arg, fields = (lower_init_call(fl, cls, init, exc, loc) if init else
                            ([], fl.expr(exc.args[0].value), []))
        temp = fl._fresh("exc_arg")  # the argument is evaluated once
        value = ir.Name(temp, arg.loc)
        # str(KeyError(k)) is repr(k) (KeyError.__str__), unlike other exceptions.
        message = (ir.Call("op", "builtins.repr", [value], arg.loc)
                   if is_key_error(fl, cls) else as_message(value, arg.loc))
        return out + [ir.Assign(temp, arg, loc), ir.Raise(
            cls, message, loc, args_repr=ir.Call("op", "builtins.repr", [value], arg.loc),
            fields=fields, field_types=[t for _, _, t in init.fields] if init else [])]
    cls = fl._exception_class(exc)
    check_raised_without_call(fl.resolver, cls, loc)
    return [ir.Raise(cls, None, loc)]


def try_statement(fl: Any, s: cst.Try, loc: ir.Loc) -> ir.Try:
    body = fl._block(s.body)
    handlers = []
    for h in s.handlers:
        name = None
        if h.name is not None:
            if not isinstance(h.name.name, cst.Name):
                raise unsupported(fl.loc(h.name), "except ... as with a non-name target",
                                  "bind the exception to a name")
            name = h.name.name.value
            fl.caught_names.add(name)
        types: list[str] = []
        if h.type is not None:
            nodes = [e.value for e in h.type.elements] if isinstance(h.type, cst.Tuple) \
                else [h.type]
            types = [fl._exception_class(n) for n in nodes]
        fl.handler_depth += 1
        saved, fl.cleanup_clause = fl.cleanup_clause, "an except"
        try:
            handlers.append(ir.Handler(types, fl._block(h.body), fl.loc(h), name))
        finally:
            fl.handler_depth -= 1
            fl.cleanup_clause = saved
    orelse = fl._block(s.orelse.body) if s.orelse else []
    saved, fl.cleanup_clause = fl.cleanup_clause, "a finally"
    try:
        finalbody = fl._block(s.finalbody.body) if s.finalbody else []
    finally:
        fl.cleanup_clause = saved
    if finalbody:
        fl.finally_jumps += finally_jumps([body, orelse] + [h.body for h in handlers],
                                             finalbody)
    return ir.Try(body, handlers, orelse, finalbody, loc)


def as_message(value: ir.Expr, loc: ir.Loc) -> ir.Expr:
    """An exception message: a str is the message, anything else its str()
    (BaseException.__str__ of a single argument)."""
    if (isinstance(value, ir.Const) and isinstance(value.value, str)) or is_str_call(value):
        return value
    return ir.Call("op", "builtins.str", [value], loc)


def finally_jumps(parts: list[list[ir.Stmt]], finalbody: list[ir.Stmt]) -> list[ir.Stmt]:
    """The jumps leaving a try...finally statement early (its body, else and
    except clauses): C++ has no `finally`, so pyaot.emit runs the clause
    after the statement, while an exception propagates, and from a scope
    guard when a jump leaves early; not where the clause jumps itself (it
    would have to return from the guard), nor in a generator (refused by
    _function)."""
    jumps = [j for part in parts if (j := ir.first_jump(part)) is not None]
    if jumps and ir.first_jump(finalbody) is not None:
        raise jump_refused(jumps[0], "whose finally clause also jumps")
    return jumps


def jump_refused(jump: ir.Stmt, where: str) -> CompileError:
    return unsupported(jump.loc, f"{type(jump).__name__.lower()} inside try...finally {where}",
                       "set a variable and act on it after the try statement")
