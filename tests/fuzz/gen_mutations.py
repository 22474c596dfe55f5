"""Statements that share and mutate containers: aliases (`ys = xs`,
helpers returning their argument), every mutating method, augmented
assignment (`+= *= |= &= -= ^=`), `del`, element assignment, and reads of
the result through another name (print).

Growth is bounded by construction: a list only grows behind `len(xs) < 24`
outside the entry's straight-line code, and nothing doubles a list in a
loop; nothing mutates a container some enclosing loop is iterating.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import (CONTAINERS, CONTAINERS_FEATURE, DICT_II, DICT_SI, GRID, LIST, MUTABLE,
                      NESTED, SET, STEMS, TABLE, TUPLE, Scope)

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

GROWTH_GUARD = 24


class Mutations:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        r = self.rng.random()
        if CONTAINERS_FEATURE not in self.gen.active:  # containers to iterate, not to mutate
            return self.alias(scope, indent) if r < 0.7 else self.observe(scope, indent)
        if r < 0.12:
            return self.shared_row(scope, indent)
        if r < 0.4:
            return self.mutate(scope, indent)
        if r < 0.55:
            return self.alias(scope, indent)
        if r < 0.68:
            return self.augmented(scope, indent)
        if r < 0.82:
            return self.call_statement(scope, indent)
        if r < 0.88:
            return self.tuple_statement(scope, indent)
        return self.observe(scope, indent)

    # ------------------------------------------------------------- choosing

    def target(self, scope: Scope, types: tuple[str, ...]) -> str | None:
        """A container some statement may mutate: bound (rarely not: then
        UnboundLocalError is the expected outcome), not being iterated."""
        names = [n for n, t in scope.types.items() if t in types
                 and (n in scope.bound or self.rng.random() < 0.03)
                 and self.gen.may_mutate(scope, n, record=False)]
        if not names:
            return None
        name = self.rng.choice(names)
        self.gen.may_mutate(scope, name)  # records the mutation
        return name

    def guarded(self, scope: Scope, name: str, indent: str, line: str) -> list[str]:
        """A growing statement, behind a size check outside straight-line code."""
        if scope.straight and self.rng.random() < 0.7:
            return [indent + line]
        return [f"{indent}if len({name}) < {GROWTH_GUARD}:", f"{indent}    {line}"]

    def source(self, scope: Scope, t: str, avoid: str) -> str:
        """A container to add into `avoid`'s container: never one of its
        aliases outside straight-line code (that would double it)."""
        expr, group = self.gen.containers.expr(scope, t, 1)
        if group is not None and self.gen.same_group(group, scope.groups.get(avoid)) \
                and not scope.straight:
            return self.gen.containers.display(scope, t)
        return expr

    # ---------------------------------------------------------- mutations

    def mutate(self, scope: Scope, indent: str) -> list[str] | None:
        name = self.target(scope, MUTABLE)
        if not name:
            return self.alias(scope, indent)
        t = scope.types[name]
        if t == LIST:
            return self.mutate_list(scope, name, indent)
        if t == SET:
            return self.mutate_set(scope, name, indent)
        if t in NESTED:
            return self.mutate_nested(scope, name, indent)
        return self.mutate_dict(scope, name, indent)

    def mutate_list(self, scope: Scope, xs: str, indent: str) -> list[str]:
        rng, el = self.rng, lambda: self.gen.containers.element(scope, LIST)  # noqa: E731
        i = lambda: self.gen.expr(scope, "int", 1)  # noqa: E731
        if rng.random() < 0.06:  # slice assignment and deletion, sometimes extended
            a, b = rng.randint(-3, 3), rng.randint(-3, 3)
            part = f"{a}:{b}" + (f":{rng.choice([-2, -1, 2])}" if rng.random() < 0.3 else "")
            if rng.random() < 0.3:
                return [f"{indent}del {xs}[{part}]"]
            return self.guarded(scope, xs, indent,
                                f"{xs}[{part}] = {self.source(scope, LIST, xs)}")
        choice = rng.randrange(11)
        if choice == 0:
            return self.guarded(scope, xs, indent, f"{xs}.append({el()})")
        if choice == 1:
            arg = rng.choice([self.source(scope, LIST, xs), f"sorted({self.source(scope, SET, xs)})",
                              f"{self.source(scope, DICT_II, xs)}.values()"])
            return self.guarded(scope, xs, indent, f"{xs}.extend({arg})")
        if choice == 2:
            return self.guarded(scope, xs, indent, f"{xs}.insert({i()}, {el()})")
        if choice == 3:
            v = el()
            if rng.random() < 0.8:
                return [f"{indent}if {v} in {xs}:", f"{indent}    {xs}.remove({v})"]
            return [f"{indent}{xs}.remove({v})"]
        if choice == 4:
            popped = self.gen.fresh("i")
            pop = rng.choice([f"{xs}.pop()", f"{xs}.pop(0)", f"{xs}.pop({i()})"])
            lines = [f"{indent}if {xs}:", f"{indent}    {popped} = {pop}"] \
                if rng.random() < 0.8 else [f"{indent}{popped} = {pop}"]
            scope.types[popped] = "int"
            if len(lines) == 1:
                scope.bound.add(popped)
            return lines
        if choice == 5:
            return [f"{indent}{xs}.clear()"]
        if choice == 6:
            if rng.random() < 0.8:
                return [f"{indent}if {xs}:", f"{indent}    del {xs}[({i()}) % len({xs})]"]
            return [f"{indent}del {xs}[{rng.randint(-2, 2)}]"]
        if choice in (7, 8):
            op = rng.choice(["=", "+=", "-=", "*=", "//=", "|="])
            rhs = self.gen.expr(scope, "int", 1) if op == "=" else el()
            if rng.random() < 0.8:
                return [f"{indent}if {xs}:", f"{indent}    {xs}[({i()}) % len({xs})] {op} {rhs}"]
            return [f"{indent}{xs}[{rng.randint(-2, 1)}] {op} {rhs}"]
        if choice == 9:
            return [f"{indent}{xs}.{rng.choice(['sort()', 'sort(reverse=True)', 'reverse()'])}"]
        return self.guarded(scope, xs, indent, f"{xs}.append(len({xs}))")

    def mutate_set(self, scope: Scope, s: str, indent: str) -> list[str]:
        rng, el = self.rng, lambda: self.gen.containers.element(scope, SET)  # noqa: E731
        if self.gen.unsupported():
            method = rng.choice(["difference_update", "intersection_update",
                                 "symmetric_difference_update"])
            return [f"{indent}{s}.{method}({self.source(scope, SET, s)})"]
        choice = rng.randrange(7)
        if choice == 0:
            return [f"{indent}{s}.add({el()})"]
        if choice == 1:
            return [f"{indent}{s}.discard({el()})"]
        if choice == 2:
            v = el()
            return [f"{indent}if {v} in {s}:", f"{indent}    {s}.remove({v})"] \
                if rng.random() < 0.8 else [f"{indent}{s}.remove({v})"]
        if choice == 3:
            arg = rng.choice([self.source(scope, LIST, s), self.source(scope, SET, s)])
            return [f"{indent}{s}.update({arg})"]
        if choice == 4 and s not in scope.readonly:  # a new set, rebound: aliases keep the old
            method = rng.choice(["union", "difference", "intersection", "symmetric_difference"])
            line = f"{indent}{s} = {s}.{method}({self.source(scope, SET, s)})"
            self.gen.rebind(scope, s, None)
            return [line]
        if choice == 5:
            return [f"{indent}{s}.clear()"]
        return [f"{indent}{s}.add(len({s}))"]

    def mutate_dict(self, scope: Scope, d: str, indent: str) -> list[str]:
        t = scope.types[d]
        rng = self.rng
        key = lambda: self.gen.containers.element(scope, t)  # noqa: E731
        val = lambda: self.gen.containers.value(scope)  # noqa: E731
        if self.gen.unsupported():  # dict merge in place
            return [f"{indent}{d} |= {self.source(scope, t, d)}"]
        choice = rng.randrange(10)
        if choice in (0, 1):
            return [f"{indent}{d}[{key()}] = {val()}"]
        if choice == 2:
            k, op = key(), rng.choice(["+=", "-=", "*=", "//=", "%="])
            if rng.random() < 0.8:
                return [f"{indent}if {k} in {d}:", f"{indent}    {d}[{k}] {op} {val()}"]
            return [f"{indent}{d}[{k}] {op} {val()}"]
        if choice == 3:
            line = f"{d}.setdefault({key()}, {val()})"
            v = self.gen.fresh("i")
            scope.bind(v, "int")
            return [f"{indent}{v} = {line}"]
        if choice == 4:
            return [f"{indent}{d}.update({self.source(scope, t, d)})"]
        if choice == 5:
            k = key()
            return [f"{indent}if {k} in {d}:", f"{indent}    del {d}[{k}]"] \
                if rng.random() < 0.8 else [f"{indent}del {d}[{k}]"]
        if choice == 6:
            default = "" if rng.random() < 0.3 else f", {val()}"
            line = f"{d}.pop({key()}{default})"
            v = self.gen.fresh("i")
            scope.bind(v, "int")
            return [f"{indent}{v} = {line}"]
        if choice == 7:
            return [f"{indent}{d}.clear()"]
        if choice == 8:
            return [f"{indent}if {d}:", f"{indent}    print({d}.popitem())"]
        return [f"{indent}{d}[{key()}] = len({d})"]

    def mutate_nested(self, scope: Scope, name: str, indent: str) -> list[str]:
        """A grid's or table's own shape, or one of its lists in place: the
        change every name for that list must see."""
        rng, t = self.rng, scope.types[name]
        if rng.random() < 0.55 and self.gen.may_mutate_inner(scope):
            return self.mutate_inner(scope, name, indent)
        row = lambda: self.gen.containers.row(scope)  # noqa: E731
        if t == GRID:
            choice = rng.randrange(6)
            if choice == 0:
                return self.guarded(scope, name, indent, f"{name}.append({row()})")
            if choice == 1:
                return [f"{indent}if {name}:",
                        f"{indent}    {name}[({self.gen.expr(scope, 'int', 1)}) % len({name})] "
                        f"= {row()}"]
            if choice == 2:
                return [f"{indent}if {name}:", f"{indent}    {name}.pop()"]
            if choice == 3:
                return self.guarded(scope, name, indent, f"{name} += [{row()}]")
            if choice == 4:
                return [f"{indent}if len({name}) < 4:", f"{indent}    {name} *= 2"]
            return [f"{indent}{name}.{rng.choice(['reverse()', 'sort()', 'clear()'])}"]
        k = self.gen.containers.element(scope, TABLE)
        choice = rng.randrange(4)
        if choice == 0:
            return [f"{indent}{name}[{k}] = {row()}"]
        if choice == 1:
            return [f"{indent}if {k} in {name}:", f"{indent}    del {name}[{k}]"]
        if choice == 2:
            return [f"{indent}{name}.update({{{k}: {row()}}})"]
        return [f"{indent}{name}.clear()"]

    def shared_row(self, scope: Scope, indent: str) -> list[str]:
        """One list under two names: a name and a slot of a grid or table
        (or two slots), changed in place through the slot, read through the
        name (`row = [1]; grid = [row, row]; grid[0] += [2]; print(row)`)."""
        rng = self.rng
        lines: list[str] = []
        row = self.gen.var_of(scope, LIST, allow_unbound=False)
        if not row or not self.gen.may_mutate(scope, row, record=False) or rng.random() < 0.3:
            row = self.gen.fresh("row")
            lines.append(f"{indent}{row} = {self.gen.containers.display(scope, LIST)}")
            scope.bind(row, LIST)
            scope.groups[row] = self.gen.aliases.new()
        if not self.gen.may_mutate_inner(scope):
            return lines + self.observe(scope, indent)
        self.gen.contain(scope, row)
        other = self.gen.containers.display(scope, LIST)
        name = self.gen.fresh("g" if rng.random() < 0.6 else "tb")
        if name.startswith("g"):
            items = rng.choice([[row, row], [row, other], [other, row], [row]])
            lines.append(f"{indent}{name} = [{', '.join(items)}]")
            scope.bind(name, GRID)
            slot = f"{name}[{items.index(row) - rng.choice([0, len(items)])}]"
        else:
            key = rng.choice(['"a"', '"k"'])
            lines.append(f"{indent}{name} = {{{key}: {row}, \"b\": {rng.choice([row, other])}}}")
            scope.bind(name, TABLE)
            slot = f"{name}[{key}]"
        scope.groups[name] = self.gen.aliases.new()
        el = self.gen.containers.element(scope, LIST)
        op = rng.choice([f"+= [{el}]", f"+= {self.gen.containers.display(scope, LIST)}",
                         "*= 2", f".append({el})", f".extend([{el}, {el}])"])
        line = f"{slot} {op}" if op[0] != "." else f"{slot}{op}"
        # Within a loop the row is new each time round, but its name may be an
        # older list: no doubling there.
        lines += [f"{indent}{line}"] if scope.straight or op != "*= 2" else \
            [f"{indent}if len({slot}) < 8:", f"{indent}    {line}"]
        seen = rng.choice([row, name, f"len({row})", f"{row} is {slot}"])
        lines.append(f"{indent}print({seen})")
        return lines

    def mutate_inner(self, scope: Scope, name: str, indent: str) -> list[str]:
        """`grid[i] += [x]`, `table[k] *= 2`, `.append` on a list inside."""
        rng = self.rng
        el = self.gen.containers.element(scope, LIST)
        if scope.types[name] == GRID:
            guard = f"if {name}:"
            target = f"{name}[({self.gen.expr(scope, 'int', 1)}) % len({name})]"
        else:
            k = self.gen.containers.element(scope, TABLE)
            if rng.random() < 0.3:
                default = self.gen.containers.display(scope, LIST)
                return [f"{indent}{name}.setdefault({k}, {default}).append({el})"]
            guard, target = f"if {k} in {name}:", f"{name}[{k}]"
        op = rng.choice([f"+= [{el}]", f"+= {self.gen.containers.display(scope, LIST)}",
                         "*= 2", f".append({el})", f".extend([{el}])", ".reverse()",
                         ".sort()", ".clear()"])
        line = f"{target} {op}" if op[0] != "." else f"{target}{op}"
        grows = op[0] == "+" or op in (f".append({el})", f".extend([{el}])")
        if op == "*= 2" or (grows and not scope.straight):  # bounded, as in guarded()
            limit = 8 if op == "*= 2" else GROWTH_GUARD
            return [f"{indent}{guard}", f"{indent}    if len({target}) < {limit}:",
                    f"{indent}        {line}"]
        return [f"{indent}{guard}", f"{indent}    {line}"]

    def augmented(self, scope: Scope, indent: str) -> list[str] | None:
        """`xs += ...` and friends on containers: in place, seen by every alias."""
        name = self.target(scope, (LIST, SET))
        if not name:
            return self.mutate(scope, indent)
        if scope.types[name] == SET:
            op = self.rng.choice(["|=", "&=", "-=", "^="])
            return [f"{indent}{name} {op} {self.source(scope, SET, name)}"]
        r = self.rng.random()
        if r < 0.2:
            k = self.rng.randint(0, 2)
            return [f"{indent}if len({name}) < {GROWTH_GUARD}:", f"{indent}    {name} *= {k}"]
        if r < 0.3 and scope.straight:
            alias = self.gen.alias_of(scope, name) or name
            return [f"{indent}if len({name}) < {GROWTH_GUARD}:", f"{indent}    {name} += {alias}"]
        return self.guarded(scope, name, indent, f"{name} += {self.source(scope, LIST, name)}")

    # -------------------------------------------------------------- aliases

    def alias(self, scope: Scope, indent: str) -> list[str] | None:
        """A new name for a container, a copy, an empty annotated one, or an
        existing name rebound (its alias group merged with the new one's)."""
        rng = self.rng
        t = rng.choice(MUTABLE)
        existing = [n for n, nt in scope.types.items() if nt == t and n in scope.bound
                    and n not in scope.readonly]
        r = rng.random()
        if existing and r < 0.25:
            name = rng.choice(existing)
            expr, group = self.gen.containers.expr(scope, t, 2)
            self.gen.rebind(scope, name, group)
            return [f"{indent}{name} = {expr}"]
        name = self.gen.fresh(STEMS[t])
        if r < 0.33 and t in (LIST, SET):
            # An unannotated empty container bound with another name from one
            # tuple display, typed by the use that follows (a `[]` in a
            # display was once built as list[int] whatever the name held).
            count = self.gen.fresh("i")
            first = self.gen.expr(scope, "int", 2)
            scope.bind(name, t)
            scope.bind(count, "int")
            scope.groups[name] = self.gen.aliases.new()
            add = "append" if t == LIST else "add"
            element = self.gen.containers.element(scope, t)
            return [f"{indent}{count}, {name} = {first}, {'[]' if t == LIST else 'set()'}",
                    f"{indent}{name}.{add}({element})"]
        if r < 0.4:
            empty = {LIST: "[]", SET: "set()", DICT_II: "{}", DICT_SI: "{}", GRID: "[]",
                     TABLE: "{}"}[t]
            line = f"{indent}{name}: {t} = {empty}"
            group = None
        elif r < 0.7:
            expr, group = self.gen.containers.expr(scope, t, 2)
            line = f"{indent}{name} = {expr}"
        else:
            expr = self.gen.containers.fresh(scope, t, 2)
            line, group = f"{indent}{name} = {expr}", None
        scope.bind(name, t)
        scope.groups[name] = group if group is not None else self.gen.aliases.new()
        return [line]

    def call_statement(self, scope: Scope, indent: str) -> list[str] | None:
        """A helper called for its effect on the containers passed to it, or
        its result bound (an alias when it returns an argument)."""
        helpers = [h for h in self.gen.callable_helpers(scope)
                   if any(p in CONTAINERS for p in h.params)]
        if not helpers:
            return self.mutate(scope, indent)
        h = self.rng.choice(helpers)
        code, group = self.gen.call_helper(scope, h, 1)
        if h.returns in MUTABLE and self.rng.random() < 0.6:
            name = self.gen.fresh(STEMS[h.returns])
            scope.bind(name, h.returns)
            scope.groups[name] = group if group is not None else self.gen.aliases.new()
            return [f"{indent}{name} = {code}"]
        if h.returns in ("int", "float", "bool") and self.rng.random() < 0.3:
            return [f"{indent}print({code})"]
        return [f"{indent}{code}"]

    def tuple_statement(self, scope: Scope, indent: str) -> list[str]:
        rng = self.rng
        t = self.gen.var_of(scope, TUPLE, allow_unbound=False)
        if t and rng.random() < 0.5:
            a, b = self.gen.fresh("i"), self.gen.fresh("i")
            scope.bind(a, "int")
            scope.bind(b, "int")
            return [f"{indent}{a}, {b} = {t}"]
        if t and t not in scope.readonly and rng.random() < 0.5:
            return [f"{indent}{t} = ({t}[1], {t}[0])"]
        name = self.gen.fresh("t")
        expr, _ = self.gen.containers.expr(scope, TUPLE, 2)
        scope.bind(name, TUPLE)
        return [f"{indent}{name} = {expr}"]

    def observe(self, scope: Scope, indent: str) -> list[str]:
        """Reads a container back, usually through a name other than the one
        last mutated: the whole point of aliasing."""
        names = [n for n, t in scope.types.items() if t in CONTAINERS and n in scope.bound]
        if not names:
            return self.alias(scope, indent) or []
        name = self.rng.choice(names)
        shown = f"sorted({name})" if scope.types[name] == SET else name
        if self.rng.random() < 0.3:
            return [f"{indent}print({shown}, len({name}))"]
        return [f"{indent}print({shown})"]
