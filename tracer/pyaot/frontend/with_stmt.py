"""`with` statements. Files: `open(...)` calls, the context managers of
operators whose every result type has a `close` method:

    with EXPR as f:            f = EXPR
        BODY           ==>     try: BODY
                               except: f.close(); raise
                               f.close()

which is what a file's __exit__ does (close, never suppress). A `return`
inside BODY leaves the close to the end of the function, where the file's
last reference goes and closes it, before the caller runs again; a
`break`/`continue` out of the block would leave the file open past it, so
it is refused. Objects of classes with __enter__ and __exit__: as CPython
runs them (_managed).
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import unsupported
from pyaot.frontend import function_loops, memoise, unrolled_loops
from pyaot.frontend.match_stmt import lower_match
from pyaot.frontend.raise_try import finally_jumps
from pyaot.frontend.resolve import OpRef


def lower_compound(fl, s: cst.BaseCompoundStatement) -> list[ir.Stmt]:
    """A compound statement's IR: a `with` is several statements."""
    if isinstance(s, cst.FunctionDef) and s.decorators:
        return memoise.nested_def(fl, s)
    if isinstance(s, cst.Match):
        return lower_match(fl, s)
    if isinstance(s, cst.For):  # for name, f in (("a", g), ("b", h)):
        rows = unrolled_loops.unroll(fl, s) or function_loops.row_loop(fl, s)
        if rows is not None:
            return rows
    return lower_with(fl, s) if isinstance(s, cst.With) else fl._compound(s)


def lower_with(fl, s: cst.With) -> list[ir.Stmt]:
    loc = fl.loc(s)
    fl._remember_line(loc)
    if s.asynchronous is not None:
        raise unsupported(loc, "async with", "compiled functions are synchronous")
    return _items(fl, s, list(s.items), loc, files=False)


def _items(fl, s: cst.With, items: list[cst.WithItem], loc: ir.Loc,
           files: bool) -> list[ir.Stmt]:
    """The first item around the rest (a later item failing to open closes
    the earlier ones, as Python's nested __exit__ calls do)."""
    if not items:
        body = fl._block(s.body)
        jump = _leaving_jump(body) if files else None
        if jump is not None:
            raise unsupported(jump.loc, f"{type(jump).__name__.lower()} out of a `with` block",
                              "set a variable and break after the with statement (the file "
                              "is closed when the block ends)")
        return body
    item = items[0]
    item_loc = fl.loc(item.item)
    if not _closes_on_exit(fl, item.item):
        return _managed(fl, s, items, loc, files)
    value = fl.expr(item.item)
    if item.asname is None:
        name = fl._fresh("with")
    else:
        name = fl._name_target(item.asname.name)
    close = [ir.ExprStmt(ir.Call("method", "close", [ir.Name(name, item_loc)], item_loc),
                         item_loc)]
    reraise = ir.Raise(None, None, item_loc)
    inner = _items(fl, s, items[1:], loc, files=True)
    return [ir.Assign(name, value, item_loc),
            ir.Try(inner, [ir.Handler([], close + [reraise], item_loc)], [], [], item_loc),
            *close]


def _managed(fl, s: cst.With, items: list[cst.WithItem], loc: ir.Loc,
             files: bool) -> list[ir.Stmt]:
    """`with m as x:` of an object of a class with __enter__ and __exit__, as
    CPython runs it: __exit__ after the block however it is left (a return
    or break too: a finally clause), and, when an exception leaves it,
    __exit__ in its place, the exception raised again unless __exit__
    returned true. __exit__ is given None for the exception, its type and
    traceback, which compiled code has no values for: one that reads them
    is refused where it is typed (pyaot.infer_cls)."""
    item = items[0]
    item_loc = fl.loc(item.item)
    manager = fl._fresh("manager")
    failed = fl._fresh("failed")
    out = [ir.Assign(manager, fl.expr(item.item), item_loc)]
    entered = ir.Call("method", "__enter__", [ir.Name(manager, item_loc)], item_loc)
    if item.asname is not None:
        out.append(ir.Assign(fl._name_target(item.asname.name), entered, item_loc))
    else:
        out.append(ir.ExprStmt(entered, item_loc))

    def leave() -> ir.Expr:
        return ir.Call("method", "__exit__", [ir.Name(manager, item_loc), *(
            ir.Const(None, item_loc) for _ in range(3))], item_loc)

    def not_(e: ir.Expr) -> ir.Expr:
        return ir.Call("op", "operator.not_", [ir.Truth(e, item_loc)], item_loc)

    handler = [ir.Assign(failed, ir.Const(True, item_loc), item_loc),
               ir.If(not_(leave()), [ir.Raise(None, None, item_loc)], [], item_loc)]
    finally_ = [ir.If(not_(ir.Name(failed, item_loc)), [ir.ExprStmt(leave(), item_loc)], [],
                      item_loc)]
    inner = _items(fl, s, items[1:], loc, files)
    fl.finally_jumps += finally_jumps([inner], finally_)
    return [*out, ir.Assign(failed, ir.Const(False, item_loc), item_loc),
            ir.Try(inner, [ir.Handler([], handler, item_loc)], [], finally_, item_loc)]


def _closes_on_exit(fl, node: cst.BaseExpression) -> bool:
    """Is `node` a call of an operator that returns a closeable object?"""
    if not isinstance(node, cst.Call) or not isinstance(node.func, (cst.Name, cst.Attribute)):
        return False
    try:
        resolved = fl.expressions.resolve_global(node.func)
    except Exception:  # a local, an unknown name: not an operator
        return False
    ops = fl.resolver.ops.ops
    if not isinstance(resolved, OpRef) or resolved.name not in ops:
        return False
    names = {sig.result for sig in ops[resolved.name].signatures}
    return all(types.native_cpp(t) is not None and f"{t}.close" in ops for t in names)


def _leaving_jump(body: list[ir.Stmt]) -> ir.Stmt | None:
    """A break or continue that would leave `body` (loops inside it keep
    their own)."""
    for s in body:
        if isinstance(s, (ir.Break, ir.Continue)):
            return s
        parts: list[list[ir.Stmt]] = []
        if isinstance(s, ir.If):
            parts = [s.body, s.orelse]
        elif isinstance(s, (ir.While, ir.ForRange, ir.ForEach)):
            parts = [s.orelse]
        elif isinstance(s, ir.Try):
            parts = [s.body, s.orelse, s.finalbody, *(h.body for h in s.handlers)]
        for part in parts:
            found = _leaving_jump(part)
            if found is not None:
                return found
    return None


def lower_open(fl, e: cst.Call, args: list[ir.Expr], keywords: dict[str, ir.Expr],
               loc: ir.Loc) -> ir.Expr:
    """open(path, mode): the mode decides whether reads give str or bytes,
    so it must be a literal; "b" in it is a binary file (io.open_binary)."""
    positional = [a.value for a in e.args if a.keyword is None]
    named = {a.keyword.value: a.value for a in e.args if a.keyword is not None}
    mode_node = positional[1] if len(positional) > 1 else named.get("mode")
    mode = "r"
    if mode_node is not None:
        if not (isinstance(mode_node, cst.SimpleString) and
                isinstance(mode_node.evaluated_value, str)):
            raise unsupported(fl.loc(mode_node), "open() with a computed mode",
                              "write the mode as a string literal, e.g. open(path, \"w\"): "
                              "it decides whether the file reads str or bytes")
        mode = mode_node.evaluated_value
    encoding = named.get("encoding")
    if encoding is not None:
        value = encoding.evaluated_value if isinstance(encoding, cst.SimpleString) else None
        if not isinstance(value, str) or value.lower().replace("_", "-") not in ("utf-8", "utf8"):
            shown = fl.module.module.code_for_node(encoding)
            raise unsupported(fl.loc(encoding), f"open() with encoding={shown}",
                              "compiled files are UTF-8: "
                              "write encoding=\"utf-8\" or leave it out")
        keywords.pop("encoding")
    name = "io.open_binary" if "b" in mode else "builtins.open"
    return ir.Call("op", name, args, loc, keywords=keywords)
