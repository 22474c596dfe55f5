"""Emitting compound expressions: closures (lambdas, nested defs as values),
comprehensions and generator expressions, and `and`/`or` chains with
Python's value semantics. A helper of pyaot.emit.cpp's FunctionEmitter.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from pyaot import ir
from pyaot import typesys as types
from pyaot.emit.spell import CPP_TYPES, local_name
from pyaot.emit.common import converted, is_simple, yielded
from pyaot.infer_captures import deferred


def reserve_function(e: ir.Comprehension) -> str | None:
    """The runtime function that reserves a comprehension's result before its
    loop, where that changes nothing CPython shows but how soon an absurd
    size fails: `[i for i in range(10**10)]`, `{i for i in range(10**10)}`
    are a MemoryError at once instead of growth until the operating system
    kills the program (CPython grows them item by item until memory runs
    out). So only one `for` without `if` (a list then holds one item per
    iteration; a set or dict keyed by the loop variable too, where the
    iterable's items are distinct: the runtime knows which are) and only
    items that cannot raise (a variable, a constant), since CPython would
    raise their exception before memory ran out."""
    if len(e.generators) != 1 or e.generators[0].conds:
        return None
    g = e.generators[0]
    if not all(cannot_raise(x) for x in (e.elt, e.key) if x is not None):
        return None
    if e.kind == "list":
        return "pyaot::reserve_hint"
    keyed = e.elt if e.kind == "set" else e.key
    if isinstance(keyed, ir.Name) and keyed.id == g.target:
        return "pyaot::reserve_distinct"
    return None


def cannot_raise(x: ir.Expr) -> bool:
    return isinstance(x, ir.Const) or (isinstance(x, ir.Name) and not x.maybe_unbound)


def target_names(target: ir.Target) -> list[str]:
    """The names a loop target binds (`x`, or those of `(i, (a, b))`)."""
    if isinstance(target, str):
        return [target]
    return [name for sub in target for name in target_names(sub)]


class CompoundEmitter:
    """Compound expressions in one function's C++ (`fe`: its FunctionEmitter)."""

    def __init__(self, fe: Any):
        self.fe = fe

    @contextmanager
    def _scope(self, depth: int = 1) -> Iterator[None]:
        """Code emitted inside runs `depth` scopes deeper than the enclosing
        function (negative: back out of one), where a variable the function
        may not have bound raises NameError's free-variable message."""
        self.fe.nested_scopes += depth
        try:
            yield
        finally:
            self.fe.nested_scopes -= depth

    def flagged_args(self, target: str, args: list[ir.Expr], temps, first: int = 0
                     ) -> tuple[list[str], list[str]]:
        """The C++ arguments of a call of instance `target` (args[k] passes
        its parameter first + k), and the bound flags that follow them: a
        capture that may be unbound passes unchecked with its flag
        (pyaot.infer_captures)."""
        texts = [self.fe.expr(a, temps) for a in args]
        flags = []
        for k in self.fe.flag_params.get(target, ()):
            a = args[k - first] if k >= first else None
            if a is not None and deferred(a) and a.id not in self.fe.plain_names:
                texts[k - first] = local_name(a.id)
                flags.append(f"{local_name(a.id)}_bound")
            else:
                flags.append("true")
        return texts, flags

    def compare(self, e: ir.Compare, outer) -> str:
        """A comparison (chain): operands evaluated once, left to right."""
        if len(e.tests) == 1:
            temps = {0: self.fe.expr(e.operands[0], outer), 1: self.fe.expr(e.operands[1], outer)}
            left, right = e.operands
            if not (is_simple(left) or is_simple(right)):
                # Keep left-to-right evaluation.
                names = {0: self.fe.temp("c"), 1: self.fe.temp("c")}
                return (f"[&] {{ auto {names[0]} = {temps[0]}; auto {names[1]} = {temps[1]}; "
                        f"return {self.fe.expr(e.tests[0], names)}; }}()")
            return self.fe.expr(e.tests[0], temps)
        names = {i: self.fe.temp("c") for i in range(len(e.operands))}
        body = f"auto {names[0]} = {self.fe.expr(e.operands[0], outer)}; "
        for i, test in enumerate(e.tests):
            body += f"auto {names[i + 1]} = {self.fe.expr(e.operands[i + 1], outer)}; "
            if i + 1 < len(e.tests):
                body += f"if (!{self.fe.expr(test, names)}) return false; "
            else:
                body += f"return {self.fe.expr(test, names)};"
        return f"[&]() -> bool {{ {body} }}()"

    def closure(self, e: ir.FnValue, temps) -> str:
        """A function value: a C++ lambda with the parameter types it is
        called with, calling the lifted function (captures by reference: a
        closure reads its variables when called, as Python's do)."""
        sig = self.fe.fn_values.get(types.args(e.type)[0])
        if sig is None:
            return "[](auto&&...) {}"  # never called
        params = [f"{CPP_TYPES[t]} a{k}" for k, t in enumerate(sig.args)]
        with self._scope():  # the captures are read when it is called
            captures, flags = self.flagged_args(sig.target, e.captures, temps,
                                                   first=len(sig.args))
        args = [f"a{k}" for k in range(len(sig.args))] + captures + flags
        call = f"{sig.target}({', '.join(args)})"
        # A returned closure copies what it reads (its frame is about to go);
        # its copies are its cells, which `nonlocal` assignments change.
        capture, mutable = ("=", " mutable") if e.escapes else ("&", "")
        if sig.result == ir.NONE:
            return f"[{capture}]({', '.join(params)}){mutable} -> void {{ {call}; }}"
        return (f"[{capture}]({', '.join(params)}){mutable} -> {CPP_TYPES[sig.result]} "
                f"{{ return {call}; }}")

    def _generator_expression(self, e: ir.Comprehension, temps) -> str:
        """(elt for ...): a coroutine, as a generator function is. As in
        Python, the first iterable is evaluated at once, the rest as items are
        drawn. The coroutine is a lambda without captures (its frame would
        outlive a capturing closure): the first cursor is passed by value, the
        enclosing function's variables it reads by reference (an iterator is
        consumed in the function that makes it, so they outlive it), and
        the loop variables are its own."""
        parts: list = [e.elt, *(g.iter for g in e.generators[1:])]
        parts += [c for g in e.generators for c in g.conds]
        # The loop variables of comprehensions nested in it are its own too
        # (a capture-less coroutine cannot bind the function's).
        own = {name for c in [e, *(n for n in ir.walk(parts) if isinstance(n, ir.Comprehension))]
               for g in c.generators for name in target_names(g.target)}
        free: dict[str, None] = {}
        unbound: dict[str, None] = {}
        for node in ir.walk(parts):
            if isinstance(node, ir.Name) and node.id not in own:
                free.setdefault(node.id, None)
                if node.maybe_unbound:
                    unbound.setdefault(node.id, None)
        first = self.fe.temp("cur")
        params = [f"auto {first}"] + [f"auto& {local_name(n)}" for n in free]
        args = [f"pyaot::iterate({self.fe.expr(e.generators[0].iter, temps)})"]
        args += [local_name(n) for n in free]
        # A variable that may be unbound is checked when an item is drawn
        # (never, if none is): its bound flag is passed by reference too.
        params += [f"bool& {local_name(n)}_bound" for n in unbound]
        args += [f"{local_name(n)}_bound" for n in unbound]
        body = [f"{CPP_TYPES[self.fe.inst.locals[n]]} {local_name(n)}{{}};" for n in sorted(own)]
        saved, self.fe.plain_names = self.fe.plain_names, set(free) - set(unbound)
        try:
            with self._scope():
                loops, closers = self._clause_loops(e, None, first_cursor=first)
                body += loops + [f"co_yield {yielded(self.fe.expr(e.elt, None))};"] + closers
        finally:
            self.fe.plain_names = saved
        return (f"[]({', '.join(params)}) -> {CPP_TYPES[e.type]} {{ {' '.join(body)} }}"
                f"({', '.join(args)})")

    def _clause_loops(self, e: ir.Comprehension, temps, first_cursor: str | None = None,
                      reserve: tuple[str, str] | None = None) -> tuple[list[str], list[str]]:
        """The nested loops of a comprehension's `for ... if ...` clauses
        (opening lines, closing lines); `first_cursor` names a cursor over
        the first iterable made elsewhere; `reserve` (a runtime function, the
        result) presizes the result from the first cursor (see reserve_function)."""
        body, closers = [], []
        for i, g in enumerate(e.generators):
            item = self.fe.temp("item")
            elem = types.element(g.iter.type)
            if i == 0 and first_cursor is not None:
                cursor, opener = first_cursor, "{ "
            else:
                cursor = self.fe.temp("cur")
                opener = f"{{ auto {cursor} = pyaot::iterate({self._iterable(i, g, temps)}); "
            if i == 0 and reserve is not None:
                opener += f"{reserve[0]}({reserve[1]}, {cursor}); "
            body.append(f"{opener}{CPP_TYPES[elem]} {item}{{}}; "
                        f"while ({cursor}.next({item})) {{")
            body += self.fe._bind_target(g.target, item, elem, "")
            closers.append("}}")
            for c in g.conds:
                body.append(f"if (!({self.fe.expr(c, temps)})) continue;")
        return body, closers

    def _iterable(self, i: int, g: ir.CompFor, temps) -> str:
        """Clause i's iterable: the first is evaluated in the enclosing scope."""
        if i > 0:
            return self.fe.expr(g.iter, temps)
        with self._scope(-1):
            return self.fe.expr(g.iter, temps)

    def comprehension(self, e: ir.Comprehension, temps) -> str:
        """An immediately invoked lambda: the loops of the clauses, innermost
        adding to the result (variables are the function's renamed locals)."""
        if e.kind == "gen":
            return self._generator_expression(e, temps)
        out = self.fe.temp("comp")
        presize = reserve_function(e)
        with self._scope():  # all but the first iterable run in its own scope
            loops, closers = self._clause_loops(e, temps, reserve=presize and (presize, out))
            body = [f"{CPP_TYPES[e.type]} {out};"] + loops
            if e.kind == "list":
                body.append(f"{out}.append({self.fe.expr(e.elt, temps)});")
            elif e.kind == "set":
                body.append(f"{out}.add({self.fe.expr(e.elt, temps)});")
            else:
                k, v = self.fe.temp("k"), self.fe.temp("v")
                body.append(f"{{ auto {k} = {self.fe.expr(e.key, temps)}; auto {v} = "
                            f"{self.fe.expr(e.elt, temps)}; {out}.set({k}, {v}); }}")
        body += closers
        body.append(f"return {out};")
        return "[&] { " + " ".join(body) + " }()"

    def boolop(self, e: ir.BoolOp, temps) -> str:
        if e.type == ir.BOOL and all(v.type == ir.BOOL for v in e.values):
            joiner = " && " if e.op == "and" else " || "
            return "(" + joiner.join(self.fe.expr(v, temps) for v in e.values) + ")"
        # Python returns the operand that decided the result. An operand
        # converted to the result's type (`name or "anon"` of a str | None,
        # a member into a union) is tested as it is, then converted: its
        # None is never unwrapped.
        ctype = CPP_TYPES[e.type]
        stop_if = "!pyaot::truthy" if e.op == "and" else "pyaot::truthy"
        body = ""
        for v in e.values[:-1]:
            if e.op == "or" and v.type == ir.NONE:  # falsy: evaluated, never returned
                body += f"(void)({self.fe.expr(v, temps)}); "
                continue
            t = self.fe.temp("v")
            if isinstance(v, ir.Convert):
                raw, held = self.fe.expr(v.value, temps), v.value.type
                out = converted(t, v.value.type, v.to, v.kind)
            else:
                raw, held, out = self.fe.expr(v, temps), v.type, t
            body += (f"{{ {CPP_TYPES[held]} {t} = {raw}; if ({stop_if}({t})) return {out}; }} ")
        last = self.fe.expr(e.values[-1], temps)
        return f"[&]() -> {ctype} {{ {body}return {last}; }}()"
