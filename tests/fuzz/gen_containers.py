"""Container-valued expressions (list[int], dict[int, int], dict[str, int],
set[int], tuple[int, int]) and the scalars read out of them.

Every container expression comes with its alias group: the group of the
object it may be (a name, or a helper returning its argument), or None for a
fresh object. A set is only ever iterated through sorted(): CPython orders
it by hash, compiled code by insertion (a documented difference), so any
program whose output depended on that order would be a false alarm.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import (CONTAINERS, DICT_II, DICT_SI, GRID, LIST, MUTABLE, SET, STR, TABLE, TUPLE,
                      Scope, key_type)

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

Expr = tuple[str, "int | None"]  # code, alias group (None: a fresh object)


class ContainerExprs:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    # ---------------------------------------------------------- container values

    def expr(self, scope: Scope, t: str, depth: int) -> Expr:
        r = self.rng.random()
        var = self.gen.var_of(scope, t)
        if var and r < 0.35:
            return var, scope.groups.get(var)
        if t == LIST and r < 0.45:
            inner = self.inner_list(scope)
            if inner:
                return inner, self.gen.inner
        if depth <= 0 or r < 0.55:
            return self.display(scope, t), None
        if r < 0.7:
            derived = self.derived(scope, t, depth - 1)
            if derived:
                return derived, None
        if r < 0.82:
            comp = self.gen.iteration.comprehension(scope, t, depth - 1)
            if comp:
                return comp, None
        return self.gen.call_expr(scope, t, depth - 1)

    def fresh(self, scope: Scope, t: str, depth: int) -> str:
        """A container expression that is certainly a new object."""
        r = self.rng.random()
        if depth > 0 and r < 0.3:
            derived = self.derived(scope, t, depth - 1)
            if derived:
                return derived
        if depth > 0 and r < 0.5:
            comp = self.gen.iteration.comprehension(scope, t, depth - 1)
            if comp:
                return comp
        return self.display(scope, t)

    def element(self, scope: Scope, t: str) -> str:
        """An element (list, set), key (dict) or item (tuple) of t."""
        if key_type(t) == STR:
            return self.gen.scalars.str_expr(scope, 1)
        if t == GRID:
            return self.row(scope)
        return self.gen.scalars.small_int(scope)

    def value(self, scope: Scope, t: str = DICT_II) -> str:
        """A dict value: mostly small, sometimes any int; a row of a table."""
        if t == TABLE:
            return self.row(scope)
        if self.rng.random() < 0.8:
            return self.gen.scalars.small_int(scope)
        return self.gen.expr(scope, "int", 1)

    def row(self, scope: Scope) -> str:
        """A list to put into a grid or table: often a name, so the same
        list is reachable two ways (its group joins the program's inner one)."""
        var = self.gen.var_of(scope, LIST, allow_unbound=False)
        if var and self.rng.random() < 0.5:
            self.gen.contain(scope, var)
            return var
        return self.display(scope, LIST)

    def inner_list(self, scope: Scope) -> str | None:
        """A list read out of a grid or table (the object inside, not a copy)."""
        rng = self.rng
        g = self.any_var(scope, (GRID,))
        tb = self.any_var(scope, (TABLE,))
        if g and (not tb or rng.random() < 0.5):
            return rng.choice([f"{g}[{rng.randint(-1, 0)}]",
                               f"{g}[({self.gen.expr(scope, 'int', 1)}) % len({g})]"])
        if tb:
            k = self.element(scope, TABLE)
            return rng.choice([f"{tb}[{k}]", f"{tb}.setdefault({k}, {self.display(scope, LIST)})"])
        return None

    def display(self, scope: Scope, t: str) -> str:
        n = self.rng.randint(1, 4)
        if t == GRID:
            return "[" + ", ".join(self.row(scope) for _ in range(self.rng.randint(1, 3))) + "]"
        if t == TABLE:
            return "{" + ", ".join(f"{self.element(scope, t)}: {self.row(scope)}"
                                   for _ in range(self.rng.randint(1, 3))) + "}"
        if t == TUPLE:
            return f"({self.element(scope, t)}, {self.gen.expr(scope, 'int', 1)})"
        src = self.gen.var_of(scope, t) if t in (LIST, SET) else None
        if src and self.rng.random() < 0.1:
            return self._starred(scope, src, t)
        if t == LIST:
            if self.rng.random() < 0.15:
                return f"[{self.element(scope, t)}] * {self.rng.randint(0, 3)}"
            return "[" + ", ".join(self.element(scope, t) for _ in range(n)) + "]"
        if t == SET:
            return "{" + ", ".join(self.element(scope, t) for _ in range(n)) + "}"
        return "{" + ", ".join(f"{self.element(scope, t)}: {self.value(scope)}"
                               for _ in range(n)) + "}"

    def derived(self, scope: Scope, t: str, depth: int) -> str | None:
        """A new container computed from an existing one (copies, slices,
        operators, conversions)."""
        src = self.gen.var_of(scope, t)
        rng = self.rng
        if src and t in (LIST, SET) and rng.random() < 0.15:
            return self._starred(scope, src, t)
        if t == LIST:
            other = self.gen.var_of(scope, rng.choice([DICT_II, SET, LIST]))
            if other and scope.types[other] != LIST and rng.random() < 0.3:
                if scope.types[other] == SET:
                    return f"sorted({other})"
                return rng.choice([f"list({other})", f"list({other}.values())",
                                   f"list({other}.keys())"])
            if not src:
                return None
            a, b = rng.randint(-4, 4), rng.randint(-4, 4)
            return rng.choice([
                f"list({src})", f"{src}[:]", f"{src}.copy()", f"{src}[{a}:{b}]",
                f"{src}[::-1]", f"{src}[{a}::{rng.choice([1, 2, -1])}]", f"sorted({src})",
                f"sorted({src}, reverse=True)", f"list(reversed({src}))",
                f"({src} + {self.fresh(scope, LIST, depth)})",
                f"({src} * {rng.randint(0, 2)})"])
        if t == SET:
            if not src:
                lst = self.gen.var_of(scope, LIST)
                return f"set({lst})" if lst else None
            o = self.fresh(scope, SET, depth)
            return rng.choice([f"set({src})", f"{src}.copy()", f"({src} | {o})",
                               f"({src} & {o})", f"({src} - {o})", f"({src} ^ {o})"])
        if t == TUPLE:
            return None
        if t == GRID and src:
            return rng.choice([f"list({src})", f"{src}[:]", f"{src}.copy()",  # rows shared
                               f"[list(r) for r in {src}]", f"({src} * 2)",
                               f"({src} + {self.display(scope, GRID)})"])
        if t == TABLE and src:
            return rng.choice([f"{src}.copy()", f"{{k: list(v) for k, v in {src}.items()}}"])
        if not src:
            if t == DICT_II and rng.random() < 0.5:
                xs, ys = self.gen.var_of(scope, LIST), self.gen.var_of(scope, LIST)
                return f"dict(zip({xs}, {ys}))" if xs and ys else None
            return None
        if self.gen.unsupported():
            return rng.choice([f"{{**{src}}}", f"dict({src})"])
        return rng.choice([f"{src}.copy()", f"{{k: v for k, v in {src}.items()}}"])

    def _starred(self, scope: Scope, src: str, t: str) -> str:
        """A display with starred items (`[*xs, 3, *sorted(s)]`, `{*s, 1}`,
        `list((*xs, 2))`): a tuple display once dropped them silently."""
        rng = self.rng
        items = [f"*{src}", self.element(scope, t)]
        other = self.gen.var_of(scope, rng.choice([DICT_II, SET, LIST]))
        if other:  # a dict's keys, a set in sorted order, a slice of a list
            items.append(rng.choice([f"*{other}", f"*sorted({other})", f"*{other}[:2]"])
                         if scope.types[other] == LIST else
                         f"*sorted({other})" if scope.types[other] == SET else f"*{other}")
        rng.shuffle(items)
        if t == SET:
            return "{" + ", ".join(items) + "}"
        if rng.random() < 0.3:
            return f"list(({', '.join(items)},))"
        return "[" + ", ".join(items) + "]"

    def tuple_expr(self, scope: Scope, depth: int) -> Expr:
        return self.expr(scope, TUPLE, depth)

    # ------------------------------------------------------------ scalar reads

    def any_var(self, scope: Scope, types: tuple[str, ...]) -> str | None:
        names = [n for n, t in scope.types.items() if t in types and n in scope.bound]
        return self.rng.choice(names) if names else None

    def scalar_read(self, scope: Scope, t: str, depth: int) -> str | None:
        """An int or bool read out of a container (None if none is in scope)."""
        if t == "int":
            return self.int_read(scope, depth)
        if t == "bool":
            return self.bool_read(scope, depth)
        if t == "float" and self.rng.random() < 0.3:
            read = self.int_read(scope, depth)
            return f"float({read})" if read else None
        if t == "float" and self.rng.random() < 0.15:
            return self.float_aggregate(scope)
        return None

    def float_aggregate(self, scope: Scope) -> str | None:
        """sum() or math.prod() of floats over a filter that may leave
        nothing: CPython's int start (0, 1) is the result then, and shows
        as itself (str(sum([])) is '0')."""
        xs = self.any_var(scope, (LIST, SET))
        if not xs:
            return None
        v, k = self.gen.fresh("v"), self.rng.randint(-2, 4)
        scale = self.rng.choice(["0.5", "1.25", "-0.75"])
        fn = self.rng.choice(["sum", "sum", "math.prod"])
        if self.rng.random() < 0.5:
            return f"{fn}({v} * {scale} for {v} in {xs} if {v} > {k})"
        return f"{fn}([{v} / 4 for {v} in {xs} if {v} < {k}])"

    def container(self, scope: Scope, types: tuple[str, ...], depth: int) -> tuple[str, str]:
        """A container (usually a name, sometimes a temporary) of one of types."""
        var = self.any_var(scope, types)
        if var and self.rng.random() < 0.8:
            return var, scope.types[var]
        t = self.rng.choice(types)
        return self.expr(scope, t, depth)[0], t

    def int_read(self, scope: Scope, depth: int) -> str | None:
        rng = self.rng
        if not self.any_var(scope, CONTAINERS) and rng.random() < 0.7:
            return None
        choice = rng.randrange(12)
        if choice == 0:
            c, _ = self.container(scope, CONTAINERS, depth)
            return f"len({c})"
        if choice == 11:
            return self.frozen_read(scope, "int")
        if choice == 10:
            inner = self.inner_list(scope)
            return rng.choice([f"len({inner})", f"sum({inner})"]) if inner else None
        if choice == 1:
            xs = self.any_var(scope, (LIST, TUPLE))
            if not xs:
                return None
            i = self.gen.expr(scope, "int", 1)
            return rng.choice([f"{xs}[{rng.randint(-2, 1)}]",
                               f"({xs}[({i}) % len({xs})] if {xs} else -1)",
                               f"{xs}[{i}]"])
        if choice == 2:
            d = self.any_var(scope, (DICT_II, DICT_SI))
            if not d:
                return None
            k = self.element(scope, scope.types[d])
            return rng.choice([f"{d}.get({k}, {rng.randint(-1, 3)})", f"{d}.get({k}, {k})"
                               if scope.types[d] == DICT_II else f"{d}.get({k}, 0)",
                               f"({d}[{k}] if {k} in {d} else -2)", f"{d}[{k}]"])
        if choice == 3:
            c, t = self.container(scope, (LIST, DICT_II, DICT_SI), depth)
            return f"sum({c})" if t == LIST else f"sum({c}.values())"
        if choice == 4:
            xs = self.any_var(scope, (LIST,))
            if not xs:
                return None
            v = self.element(scope, LIST)
            return rng.choice([f"{xs}.count({v})", f"({xs}.index({v}) if {v} in {xs} else -1)"])
        if choice == 5:
            c, t = self.container(scope, (LIST, SET), depth)
            fn = rng.choice(["max", "min"])
            return rng.choice([f"{fn}({c}, default={rng.randint(-2, 2)})", f"{fn}({c})"])
        if choice == 6:
            t_ = self.any_var(scope, (TUPLE,))
            return f"{t_}[{rng.randint(0, 1)}]" if t_ else None
        if choice == 7:
            return self.gen.iteration.aggregate(scope, "int", depth)
        if choice == 8:
            c, t = self.container(scope, (DICT_II,), depth)
            return f"sum({c})"
        d = self.any_var(scope, (DICT_II, DICT_SI))
        if not d:
            return None
        default = "0" if scope.types[d] == DICT_SI else self.element(scope, LIST)
        return f"{d}.pop({self.element(scope, scope.types[d])}, {default})" \
            if self.gen.may_mutate(scope, d) else f"len({d})"

    def bool_read(self, scope: Scope, depth: int) -> str | None:
        rng = self.rng
        if not self.any_var(scope, CONTAINERS) and rng.random() < 0.7:
            return None
        choice = rng.randrange(7)
        if choice == 0:
            c, t = self.container(scope, CONTAINERS, depth)
            return f"({self.element(scope, t)} {rng.choice(['in', 'not in'])} {c})"
        if choice == 1:
            t = rng.choice(CONTAINERS)
            a = self.gen.var_of(scope, t)
            if not a:
                return None
            b, _ = self.expr(scope, t, depth)
            ops = ["==", "!="] + (["<", "<="] if t in (LIST, TUPLE, SET, GRID) else [])
            return f"({a} {rng.choice(ops)} {b})"
        if choice == 2:
            c, _ = self.container(scope, MUTABLE, depth)
            return rng.choice([f"(not {c})", f"bool({c})", f"(len({c}) > {rng.randint(0, 3)})"])
        if choice == 3:
            return self.gen.iteration.aggregate(scope, "bool", depth)
        if choice == 4:
            s = self.any_var(scope, (SET,))
            if not s:
                return None
            o = self.fresh(scope, SET, depth)
            return f"{s}.{rng.choice(['issubset', 'isdisjoint', 'issuperset'])}({o})"
        if choice == 5:
            return self.frozen_read(scope, "bool")
        xs = self.any_var(scope, (LIST,))
        return f"(bool({xs}) and {xs}[0] > {rng.randint(-1, 5)})" if xs else None

    def frozen_read(self, scope: Scope, t: str) -> str | None:
        """frozensets of a list's or set's items: algebra with sets (a set on
        the left makes a set), comparisons, keys of a dict (equal frozensets
        are one key), and CPython's hash of one."""
        rng = self.rng
        a, b = self.any_var(scope, (LIST, SET)), self.any_var(scope, (LIST, SET))
        if not a or not b:
            return None
        fa, fb = f"frozenset({a})", f"frozenset({b})"
        op = rng.choice(["|", "&", "-", "^"])
        if t == "int":
            return rng.choice([f"len({fa} {op} {fb})", f"sum({fa} {op} set({b}))",
                               f"len(set({a}) {op} {fb})",
                               f"len({{{fa}: 1, frozenset(reversed(list({a}))): 2}})",
                               f"len({fa}.union(set({b})))", f"hash({fa})"])
        return rng.choice([f"({fa} == set({a}))", f"({fa} {rng.choice(['<', '<=', '>='])} {fb})",
                           f"({fb} in {{{fa}, frozenset()}})", f"({fa}.isdisjoint(set({b})))"])
