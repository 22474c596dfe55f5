"""Nested defs that call each other: lambda lifting over the siblings.

    def solve(n: int) -> int:
        def is_even(k: int) -> bool:
            return True if k == 0 else is_odd(k - 1)
        def is_odd(k: int) -> bool:
            return False if k == 0 else is_even(k - 1)
        ...

A nested def is compiled as a function of its own that takes the enclosing
variables it reads as trailing parameters (pyaot.frontend.lower). Taken as a
value, `is_odd` would be read where `is_even` is made, before its def has
run and before its type exists. CPython reads the cell when `is_even` runs.
So a call of a sibling by name is a direct call instead, and the caller also
takes the callee's captured variables, to pass them on: each sibling's
captures are a fixed point over the calls between siblings (Johnsson's
lambda lifting). Its captures are read where it is called, as cells are.

Siblings are the undecorated defs among the function's top-level
statements, each name bound by that def alone. A direct call finds its
callee defined only if the caller runs after the callee's def has run: a use
of a sibling by the enclosing function must come after the def of every
sibling it reaches (calls or names, transitively); an earlier one is refused.
"""

from __future__ import annotations

from collections import Counter

import libcst as cst

from pyaot import ir
from pyaot.frontend.syntax import ReadNamesVisitor, is_generator
from pyaot.diagnostics import CompileError


class SiblingDefs:
    """The siblings of one enclosing function: their lowered functions and
    every call site that passes their captures, patched by `finish`."""

    def __init__(self, qualname: str, body: cst.BaseSuite, binding_counts: Counter[str],
                 excluded: set[str], rebound: set[str]):
        # Variables a nested function rebinds (`nonlocal`): the siblings take
        # them by reference, so a call made while one runs sees a rebinding
        # made meanwhile (by a callback), as CPython's cells do.
        self.rebound = rebound
        self.order: dict[str, int] = {}  # name -> index of its def among the statements
        self.nodes: dict[str, cst.FunctionDef] = {}
        for index, stmt in enumerate(getattr(body, "body", ())):
            if isinstance(stmt, cst.FunctionDef) and not stmt.decorators \
                    and not isinstance(stmt.asynchronous, cst.Asynchronous) \
                    and binding_counts[stmt.name.value] == 1 \
                    and stmt.name.value not in excluded | rebound:
                self.order[stmt.name.value] = index
                self.nodes[stmt.name.value] = stmt
        self.qualnames = {name: f"{qualname}.<locals>.{name}" for name in self.order}
        self.lowerers: dict[str, object] = {}  # name -> its FunctionLowerer
        self.functions: dict[str, ir.Function] = {}
        self.values: dict[str, ir.FnValue] = {}  # the value its def statement binds
        self.lifted_calls: dict[str, set[str]] = {}  # caller -> siblings it calls directly
        self.sites: list[tuple[str, ir.Call]] = []  # (callee, call passing captures by name)

    def member(self, node: cst.CSTNode | None) -> str | None:
        """The sibling `node` (a FunctionDef) is, if it is one."""
        if isinstance(node, cst.FunctionDef) and self.nodes.get(node.name.value) is node:
            return node.name.value
        return None

    def defined(self, name: str, lowerer, function: ir.Function, value: ir.FnValue) -> None:
        self.lowerers[name] = lowerer
        self.functions[name] = function
        self.values[name] = value

    def called(self, callee: str, call: ir.Call, caller: str | None = None) -> None:
        """`call` calls sibling `callee` by name; `caller`: the sibling making
        it, None for the enclosing function."""
        self.sites.append((callee, call))
        if caller is not None:
            self.lifted_calls.setdefault(caller, set()).add(callee)

    def finish(self, body: cst.BaseSuite, loc_of) -> None:
        """After the enclosing body is lowered: checks the order of uses, then
        gives each sibling the captures of those it calls."""
        if not self.lifted_calls:
            return
        self._check_order(body, loc_of)
        captures = {n: list(fl.captures) for n, fl in self.lowerers.items()}
        by_ref = {n: set(fl.by_ref) & set(captures[n]) for n, fl in self.lowerers.items()}
        for name in self.lifted_calls:
            by_ref[name] |= set(captures[name]) & self.rebound
        changed = True
        while changed:
            changed = False
            for caller, callees in self.lifted_calls.items():
                for callee in callees:
                    for name in captures[callee]:
                        if name not in captures[caller]:
                            self._no_shadow(caller, callee, name, loc_of)
                            captures[caller].append(name)
                            if name in self.rebound:
                                by_ref[caller].add(name)
                            changed = True
                        if name in by_ref[callee] and name not in by_ref[caller]:
                            by_ref[caller].add(name)
                            changed = True
        for name, fl in self.lowerers.items():
            self._widen(name, fl, captures[name], by_ref[name])
        for callee, call in self.sites:
            for name in captures[callee]:
                call.keywords.setdefault(name, ir.Name(name, call.loc))

    def _widen(self, name: str, fl, captures: list[str], by_ref: set[str]) -> None:
        added = captures[len(fl.captures):]
        function = self.functions[name]
        for param in function.params:
            if param.capture and param.name in by_ref:
                param.by_ref = True
        function.params += [ir.Param(c, None, function.loc, by_ref=c in by_ref, capture=True)
                            for c in added]
        for call in fl.self_calls:
            call.args += [ir.Name(c, call.loc) for c in added]
        value = self.values[name]
        value.captures += [ir.Name(c, value.loc) for c in added]
        fl.outer.nested_defs[name][1].extend(added)
        fl.captures += added
        fl.by_ref |= by_ref

    def _no_shadow(self, caller: str, callee: str, name: str, loc_of) -> None:
        if name in self.lowerers[caller].locals:
            node = self.nodes[caller]
            raise CompileError(
                loc_of(node.name), f"nested function '{caller}'",
                f"has a variable '{name}' of its own, and '{callee}', which it calls, reads "
                f"the enclosing function's '{name}'",
                "rename one of the two variables")

    def _reach(self, name: str) -> set[str]:
        """The siblings `name` calls or names, transitively."""
        seen: set[str] = set()
        work = [name]
        while work:
            for used in _names_in(self.nodes[work.pop()], set(self.order)):
                if used not in seen:
                    seen.add(used)
                    work.append(used)
        return seen

    def _check_order(self, body: cst.BaseSuite, loc_of) -> None:
        last_def = {}
        for name in self.order:
            reached = self._reach(name) - {name}
            if reached:
                last_def[name] = max(reached, key=self.order.__getitem__)
        for index, stmt in enumerate(body.body):
            if self.member(stmt) is not None:
                continue
            for name, node in _uses(stmt, set(last_def)):
                needed = last_def[name]
                if index < self.order[needed]:
                    raise CompileError(
                        loc_of(node), f"use of nested function '{name}'",
                        f"comes before `def {needed}` (line {loc_of(self.nodes[needed]).line}), "
                        f"which '{name}' calls or names: compiled, a nested function is used "
                        "only after every nested function it reaches is defined",
                        f"move the definition of '{needed}' above this statement")


def call_by_name(ex, e: cst.Call, positional: list[cst.Arg], loc: ir.Loc) -> ir.Call | None:
    """`name(...)` of a nested def (a def of this function, or of the
    enclosing one beside this def) as a direct call, with defaults and
    keywords, its captures passed by name (read now); None for other calls.
    A sibling's captures are added by SiblingDefs.finish, once known."""
    fl = ex.fl
    if not isinstance(e.func, cst.Name):
        return None
    name = e.func.value
    own = fl.nested_defs.get(name)
    if own is None and not _calls_sibling(fl, name):
        return None
    qualname, captures = own or (fl.outer.siblings.qualnames[name], [])
    keywords = {a.keyword.value: ex.expr(a.value) for a in e.args if a.keyword}
    keywords.update({c: ir.Name(c, loc) for c in captures})
    call = ir.Call("func", qualname, [ex.expr(a.value) for a in positional], loc,
                   keywords=keywords)
    if own is None:
        fl.outer.siblings.called(name, call, fl.fn.name.value)
    elif fl.siblings is not None and name in fl.siblings.lowerers:
        fl.siblings.called(name, call)
    return call


def _calls_sibling(fl, name: str) -> bool:
    """Is `name`, called in the nested def `fl` lowers, a def beside it? (A
    generator calls it as a value: a generator's captures are copies made
    with it, which a direct call would pass on stale.)"""
    outer = fl.outer
    return outer is not None and outer.siblings is not None and name not in fl.locals \
        and name not in fl.renames and name in outer.siblings.order \
        and outer.siblings.member(fl.fn) is not None and name not in outer.renames \
        and not is_generator(fl.fn)


class _NameUses(ReadNamesVisitor):
    """Reads of the given names: not attribute names, keywords or parameters."""

    def __init__(self, names: set[str]):
        self.names = names
        self.found: list[cst.Name] = []

    def visit_Name(self, node: cst.Name) -> None:
        if node.value in self.names:
            self.found.append(node)

    def visit_Param(self, node: cst.Param) -> bool:
        if node.default is not None:
            node.default.visit(self)
        return False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        for part in (*node.decorators, node.params, node.body):
            part.visit(self)
        return False


def _uses(node: cst.CSTNode, names: set[str]) -> list[tuple[str, cst.Name]]:
    visitor = _NameUses(names)
    node.visit(visitor)
    return [(n.value, n) for n in visitor.found]


def _names_in(node: cst.FunctionDef, names: set[str]) -> set[str]:
    return {name for name, _ in _uses(node, names)}
