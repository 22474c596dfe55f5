"""Iteration over containers: `for` statements, comprehensions and
aggregates (sum/any/all/min/max/len of generator expressions).

With the `iteration` feature the iterated object is often a temporary: a
helper's result, a comprehension, `.items()` of a call, sorted/enumerate/
zip/reversed of call results; otherwise only named containers are
iterated. A loop freezes the alias groups it iterates: nothing in its body
mutates them (CPython would loop forever on a growing list, or raise on a
resized dict, and neither is what these programs are after).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gen_core import (DICT_II, DICT_SI, GRID, ITERATION, LIST, SET, STR, TABLE, TUPLE, Scope,
                      key_type, value_type)

DICTS = (DICT_II, DICT_SI, TABLE)

if TYPE_CHECKING:
    from program_gen import ProgramGenerator


@dataclass
class Iterable:
    code: str
    items: list[str]  # the types one step yields: one, or two for a pair
    groups: list[int]  # alias groups iterated in place (frozen while it runs)


class Iteration:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    @property
    def temporaries(self) -> bool:
        return ITERATION in self.gen.active

    # --------------------------------------------------------------- iterables

    def sequence(self, scope: Scope, depth: int) -> Iterable:
        """An iterable of single items: ints, or str keys."""
        rng = self.rng
        if self.temporaries and rng.random() < 0.6:
            return self.temporary(scope, depth)
        var = self.gen.containers.any_var(scope, (LIST, DICT_II, DICT_SI, SET, TUPLE, GRID,
                                                   TABLE))
        if not var:
            return self.temporary(scope, depth) if self.temporaries else \
                Iterable(self.gen.containers.display(scope, LIST), ["int"], [])
        t = scope.types[var]
        group = [scope.groups[var]] if var in scope.groups else []
        if t == SET:  # hash order is not insertion order: never iterate a set directly
            return Iterable(f"sorted({var})", ["int"], [])
        if t in DICTS:
            form = rng.choice(["", ".keys()", ".values()", "sorted"])
            if form == "sorted":
                return Iterable(f"sorted({var})", [key_type(t)], [])
            return Iterable(var + form, [value_type(t) if form == ".values()" else key_type(t)],
                            group)
        if t == GRID:
            return Iterable(var, [LIST], group)
        if t == LIST and rng.random() < 0.2:
            return Iterable(f"reversed({var})", ["int"], group)
        return Iterable(var, ["int"], group)

    def temporary(self, scope: Scope, depth: int) -> Iterable:
        """An iterable whose container exists only while the loop runs."""
        rng = self.rng
        t = rng.choice([LIST, LIST, DICT_II, DICT_SI, SET, TUPLE, GRID, TABLE])
        r = rng.random()
        if depth <= 0:  # a display: a temporary too, and nesting stops here
            code, groups = self.gen.containers.display(scope, t), []
        elif r < 0.55 and self.gen.helpers_returning(t):
            code, group = self.gen.call_expr(scope, t, max(depth - 1, 0))
            groups = [group] if group is not None else []
        elif r < 0.8 and t != TUPLE:
            code, groups = self.comprehension(scope, t, max(depth - 1, 0)) or \
                self.gen.containers.display(scope, t), []
        else:
            code, groups = self.gen.containers.fresh(scope, t, max(depth - 1, 0)), []
        if t == SET:
            return Iterable(f"sorted({code})", ["int"], [])
        if t in DICTS:
            form = rng.choice(["", ".keys()", ".values()", "sorted"])
            if form == "sorted":
                return Iterable(f"sorted({code})", [key_type(t)], [])
            return Iterable(code + form, [value_type(t) if form == ".values()" else key_type(t)],
                            groups)
        if t == GRID:
            return Iterable(code, [LIST], groups)
        if t == LIST and rng.random() < 0.3:
            if rng.random() < 0.5:
                return Iterable(f"reversed({code})", ["int"], groups)
            return Iterable(f"sorted({code})", ["int"], [])
        return Iterable(code, ["int"], groups)

    def pairs(self, scope: Scope, depth: int) -> Iterable:
        """An iterable of pairs: dict items, enumerate, zip."""
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            d = self.gen.containers.any_var(scope, DICTS)
            if self.temporaries and (not d or rng.random() < 0.5):
                t = rng.choice(DICTS)
                code, group = (self.gen.call_expr(scope, t, depth - 1)
                               if self.gen.helpers_returning(t) else
                               (self.comprehension(scope, t, depth - 1)
                                or self.gen.containers.display(scope, t), None))
                groups = [group] if group is not None else []
            elif d:
                t, code, groups = scope.types[d], d, [scope.groups[d]]
            else:
                return self.pairs_of(scope, depth)
            if rng.random() < 0.25:
                return Iterable(f"sorted({code}.items())", [key_type(t), value_type(t)], [])
            return Iterable(f"{code}.items()", [key_type(t), value_type(t)], groups)
        return self.pairs_of(scope, depth)

    def pairs_of(self, scope: Scope, depth: int) -> Iterable:
        first = self.sequence(scope, depth)
        if self.rng.random() < 0.5:
            return Iterable(f"enumerate({first.code})", ["int", first.items[0]], first.groups)
        second = self.sequence(scope, depth)
        return Iterable(f"zip({first.code}, {second.code})", first.items + second.items,
                        first.groups + second.groups)

    def any_iterable(self, scope: Scope, depth: int) -> Iterable:
        return self.pairs(scope, depth) if self.rng.random() < 0.35 else \
            self.sequence(scope, depth)

    # ------------------------------------------------------------------ targets

    def bind_targets(self, scope: Scope, it: Iterable) -> str:
        """Fresh loop names for one step's items (bound in `scope`)."""
        if len(it.items) == 2 and it.items == ["int", "int"] and self.rng.random() < 0.15:
            name = self.gen.fresh("t")
            scope.bind(name, TUPLE)
            scope.groups.pop(name, None)
            return name
        names = []
        for t in it.items:
            name = self.gen.fresh({STR: "s", LIST: "row"}.get(t, "v"))
            scope.bind(name, t)
            if t == LIST:  # a list inside a grid or table
                scope.groups[name] = self.gen.inner
            names.append(name)
        return ", ".join(names)

    def frozen(self, scope: Scope, it: Iterable) -> frozenset[int]:
        return scope.frozen | {self.gen.aliases.find(g) for g in it.groups}

    # ---------------------------------------------------------------- statements

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        if depth <= 0:
            return None
        if scope.straight and self.rng.random() < 0.3:
            return self.late_bound_lambda(scope, indent)
        if self.temporaries and self.rng.random() < 0.12:
            kept = self.kept_view(scope, indent)
            if kept:
                return kept
        it = self.any_iterable(scope, depth)
        inner = scope.child(loop_depth=scope.loop_depth + 1, frozen=self.frozen(scope, it),
                            straight=False)
        target = self.bind_targets(inner, it)
        lines = [f"{indent}for {target} in {it.code}:"]
        lines += self.gen.statements.block(inner, depth - 1, self.rng.randint(1, 3),
                                           indent + "    ")
        if self.rng.random() < 0.15:
            lines.append(f"{indent}else:")
            lines += self.gen.statements.block(scope.child(straight=False), depth - 1, 1,
                                               indent + "    ")
        return lines

    def kept_view(self, scope: Scope, indent: str) -> list[str] | None:
        """A dict view kept in a variable, the dict changed, then the view
        measured and iterated again: CPython's view is live and re-iterable
        (compiled code once held a one-pass iterator over the dict as it was:
        the second loop saw nothing)."""
        rng = self.rng
        names = sorted(n for n, t in scope.types.items() if t in (DICT_II, DICT_SI)
                       and n in scope.bound and self.gen.may_mutate(scope, n, record=False))
        if not names:
            return None
        d = rng.choice(names)
        t = scope.types[d]
        self.gen.may_mutate(scope, d)
        form = rng.choice(["keys", "values", "items"])
        view, total, x = self.gen.fresh("vw"), self.gen.fresh("n"), self.gen.fresh("v")
        key = self.gen.containers.element(scope, t)
        change = rng.choice([f"{d}[{key}] = {self.gen.expr(scope, 'int', 1)}",
                             f"{d}.pop({key}, 0)", f"{d}.clear()", "pass"])
        if form == "items":
            measure = f"sum({x}[1] for {x} in {view})"
        elif form == "values" or key_type(t) != STR:
            measure = f"sum({view})"
        else:
            measure = f"len(''.join({view}))"
        scope.bind(total, "int")
        return [f"{indent}{view} = {d}.{form}()", f"{indent}{change}",
                f"{indent}{total} = {measure} + 3 * len({view}) + len([{x} for {x} in {view}])"]

    def late_bound_lambda(self, scope: Scope, indent: str) -> list[str]:
        """`f = lambda q: ...` reading the function's variables, one of them
        rebound before the call: a closure reads them when called (late
        binding), and one the function never bound raises NameError's 'cannot
        access free variable'. Only in the entry's straight-line code: pyaot
        takes a function value assigned once, at the function's top level."""
        name, param = self.gen.fresh("lam"), self.gen.fresh("q")
        inner = scope.child(types=dict(scope.types))
        inner.bind(param, "int")
        body = self.gen.expr(inner, "int", 2)
        lines = [f"{indent}{name} = lambda {param}: {body}"]
        read = set(re.findall(r"[A-Za-z_]\w*", body))
        rebindable = [n for n, t in scope.types.items() if t == "int" and n in read
                      and n in scope.bound and n not in scope.readonly]
        if rebindable and self.rng.random() < 0.6:
            var = self.rng.choice(sorted(rebindable))
            lines.append(f"{indent}{var} = {self.gen.expr(scope, 'int', 2)}")
        result = self.gen.fresh("n")
        lines.append(f"{indent}{result} = {name}({self.gen.expr(scope, 'int', 2)})")
        scope.bind(result, "int")
        return lines

    # ----------------------------------------------------------- comprehensions

    @staticmethod
    def inner_scope(scope: Scope) -> Scope:
        """A comprehension's own scope: its names stay inside. It may read a
        variable the function has not bound yet (rarely, as leaves do): CPython
        3.11 runs it as a nested function, so that raises NameError's 'cannot
        access free variable' (3.12 inlines it: UnboundLocalError), except in
        the first iterable, which runs in the function's own scope."""
        return scope.child(types=dict(scope.types))

    def comprehension(self, scope: Scope, t: str, depth: int) -> str | None:
        """A list, set or dict comprehension of type t."""
        if t == TUPLE:
            return None
        inner = self.inner_scope(scope)
        if t in DICTS or self.rng.random() < 0.8:
            it = self.any_iterable(scope, depth)
            inner.frozen = self.frozen(scope, it)
            clause = f"for {self.bind_targets(inner, it)} in {it.code}"
        else:  # nested: for a in X for b in Y
            a, b = self.sequence(scope, depth), self.sequence(scope, depth)
            inner.frozen = self.frozen(scope, a) | self.frozen(scope, b)
            clause = (f"for {self.bind_targets(inner, a)} in {a.code} "
                      f"for {self.bind_targets(inner, b)} in {b.code}")
        if self.rng.random() < 0.3:
            clause += f" if {self.gen.expr(inner, 'bool', 1)}"
        if t == LIST:
            return f"[{self.gen.expr(inner, 'int', 1)} {clause}]"
        if t == GRID:
            return f"[{self.gen.containers.row(inner)} {clause}]"
        if t == TABLE:
            return f"{{{self.gen.containers.element(inner, t)}: {self.gen.containers.row(inner)} {clause}}}"
        if t == SET:
            return f"{{{self.gen.scalars.small_int(inner)} {clause}}}"
        key = self.gen.containers.element(inner, t)
        return f"{{{key}: {self.gen.expr(inner, 'int', 1)} {clause}}}"

    def aggregate(self, scope: Scope, t: str, depth: int) -> str | None:
        """sum/any/all/min/max/len over a generator expression or comprehension."""
        it = self.sequence(scope, depth)
        inner = self.inner_scope(scope)
        inner.frozen = self.frozen(scope, it)
        clause = f"for {self.bind_targets(inner, it)} in {it.code}"
        if self.rng.random() < 0.25:
            clause += f" if {self.gen.expr(inner, 'bool', 1)}"
        if t == "bool":
            fn = self.rng.choice(["any", "all"])
            return f"{fn}({self.gen.expr(inner, 'bool', 1)} {clause})"
        r = self.rng.random()
        if r < 0.4:
            return f"sum({self.gen.scalars.small_int(inner)} {clause})"
        if r < 0.7:
            fn = self.rng.choice(["max", "min"])
            return f"{fn}(({self.gen.expr(inner, 'int', 1)} {clause}), default={self.rng.randint(-1, 1)})"
        return f"len([{self.gen.expr(inner, 'int', 1)} {clause}])"
