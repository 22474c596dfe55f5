"""Statements and blocks: assignment, if/elif/else, match (gen_match),
with (gen_with), for-range, while, try/except/finally, raise, assert, return,
break/continue; and, with
features on, the statements of the feature generators (gen_mutations,
gen_iteration, gen_generators, gen_exceptions, gen_module_state)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import (CONTAINERS_FEATURE, EXCEPT_NAMES, GENERATORS, MODULE_STATE, SCALARS,
                      STEMS, Scope, is_container)

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

EXCEPTIONS = ["Exception", "ArithmeticError", "ZeroDivisionError", "OverflowError", "ValueError",
              "AssertionError", "UnboundLocalError"]
FEATURE_SHARE = 0.45  # of statements, when the program has feature generators


class Statements:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    def block(self, scope: Scope, depth: int, length: int, indent: str) -> list[str]:
        return self.stmts(scope, depth, length, indent) or [indent + "pass"]

    def stmts(self, scope: Scope, depth: int, length: int, indent: str) -> list[str]:
        """`length` statements (possibly none: not a block on its own)."""
        lines: list[str] = []
        for _ in range(length):
            lines += self.stmt(scope, depth, indent)
        return lines

    def feature_stmt(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        gen = self.gen
        weighted = []
        if gen.has_containers:
            weighted += [(gen.mutations, 3.0 if CONTAINERS_FEATURE in gen.active else 0.7),
                         (gen.iteration, 2.0)]
        if GENERATORS in gen.active:
            weighted.append((gen.generators, 1.5))
        if EXCEPT_NAMES in gen.active:
            weighted.append((gen.exceptions, 1.0))
        if MODULE_STATE in gen.active:
            weighted.append((gen.module_state, 1.5))
        if not weighted:
            return None
        total = sum(w for _, w in weighted)
        r = self.rng.uniform(0, total)
        for component, w in weighted:
            r -= w
            if r <= 0:
                return component.statement(scope, depth, indent)
        return None

    def stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        if self.gen.active and self.rng.random() < FEATURE_SHARE:
            lines = self.feature_stmt(scope, depth, indent)
            if lines:
                return lines
        r = self.rng.random()
        if depth > 0 and r < 0.06:
            return self.try_stmt(scope, depth, indent)
        if r < 0.08:
            exc = self.rng.choice(EXCEPTIONS[2:])
            return [f"{indent}if {self.gen.expr(scope, 'bool', 2)}:",
                    f"{indent}    raise {exc}(\"generated\")"]
        if r < 0.10:
            return [f"{indent}assert {self.gen.expr(scope, 'bool', 2)}, \"generated assert\""]
        if depth > 0 and r < 0.13:
            return self.if_stmt(scope, depth, indent)
        if depth > 0 and r < 0.15:
            return self.gen.matches.statement(scope, depth, indent)
        if depth > 0 and self.gen.withs.name and r < 0.17:
            return self.gen.withs.statement(scope, depth, indent)
        if depth > 0 and r < 0.25:
            return self.for_stmt(scope, depth, indent)
        if depth > 0 and r < 0.32:
            return self.while_stmt(scope, depth, indent)
        if scope.no_jumps and r < 0.42:
            return self.assign(scope, indent)
        if scope.loop_depth and r < 0.38:
            word = self.rng.choice(["break", "continue"])
            return [f"{indent}if {self.gen.expr(scope, 'bool', 2)}:", f"{indent}    {word}"]
        if r < 0.42:
            return [f"{indent}{self.return_stmt(scope)}"]
        return self.assign(scope, indent)

    def return_stmt(self, scope: Scope) -> str:
        returns = scope.func.returns
        if returns == "None":
            return "return"
        if is_container(returns):
            code, group = self.gen.containers.expr(scope, returns, 2)
            if group is not None:
                scope.func.returned.add(group)
            return f"return {code}"
        if returns == "float" and self.rng.random() < 0.1:
            return f"return {self.gen.expr(scope, 'int', 2)}"  # an int from -> float
        return f"return {self.gen.expr(scope, returns, 3)}"

    def assign(self, scope: Scope, indent: str) -> list[str]:
        existing = [n for n in scope.types if n in scope.bound and n not in scope.readonly
                    and scope.types[n] in SCALARS]
        if existing and self.rng.random() < 0.5:
            name = self.rng.choice(existing)
            t = scope.types[name]
            if t != "bool" and self.rng.random() < 0.4:
                op = self.rng.choice(["+=", "-=", "*="] + (["//=", "%="] if t == "int" else ["/="]))
                rhs_t = t if t == "int" else self.rng.choice(["int", "float"])
                return [f"{indent}{name} {op} {self.gen.expr(scope, rhs_t, 2)}"]
            line = f"{indent}{name} = {self.gen.expr(scope, t, 3)}"
            if t == "float" and self.rng.random() < 0.15:
                # The int or the float, as itself (max(0, -0.5) is the int 0).
                other = self.gen.expr(scope, self.rng.choice(["int", "float"]), 2)
                line = f"{indent}{name} = {self.rng.choice(['max', 'min'])}({name}, {other})"
        else:
            t = self.rng.choice(SCALARS)
            name = self.gen.fresh(STEMS[t])
            line = f"{indent}{name} = {self.gen.expr(scope, t, 3)}"  # before `name` is visible
            if t == "float" and self.rng.random() < 0.2:
                # PEP 484's numeric tower: an int where float is annotated
                # stays an int in CPython (pyaot.infer_intfloat).
                line = f"{indent}{name}: float = {self.gen.expr(scope, 'int', 2)}"
                if self.rng.random() < 0.5:  # a read that shows the int
                    line += f"\n{indent}print({name}, {name} * 2, f'{{{name}}}')"
            elif t == "float" and self.rng.random() < 0.2:
                # An int now, a float once one is stored (`total = 0`, then
                # `total += price`): the int shows until then.
                line = f"{indent}{name} = {self.rng.choice(['0', '1', '-3'])}"
            scope.types[name] = t
        scope.bound.add(name)
        return [line]

    def _branch(self, scope: Scope, depth: int, indent: str, **changes: object
                ) -> tuple[list[str], set[str]]:
        inner = scope.child(**changes)
        body = self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        return body, inner.bound

    def if_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        lines = [f"{indent}if {self.gen.expr(scope, 'bool', 2)}:"]
        body, a = self._branch(scope, depth, indent, straight=False)
        lines += body
        bound = a
        if self.rng.random() < 0.3:
            lines.append(f"{indent}elif {self.gen.expr(scope, 'bool', 2)}:")
            body, b = self._branch(scope, depth, indent, straight=False)
            lines += body
            bound &= b
        if self.rng.random() < 0.6:
            lines.append(f"{indent}else:")
            body, c = self._branch(scope, depth, indent, straight=False)
            lines += body
            bound &= c
        else:
            bound = set(scope.bound)
        scope.bound |= bound
        return lines

    def try_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        with_finally = self.rng.random() < 0.3
        # return/break/continue may leave the body and handlers (the finally
        # clause runs on the way out, after a returned value is taken); the
        # finally clause itself does not jump (SyntaxWarning since 3.14).
        inner = scope.child(no_jumps=scope.no_jumps, in_try=True, straight=False)
        lines = [f"{indent}try:"]
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        for _ in range(self.rng.randint(1 if not with_finally else 0, 2)):
            types = self.rng.sample(EXCEPTIONS, self.rng.randint(1, 2))
            clause = types[0] if len(types) == 1 else f"({', '.join(types)})"
            lines.append(f"{indent}except {clause}:")
            handler = scope.child(no_jumps=inner.no_jumps, in_try=True, straight=False)
            body = self.block(handler, depth - 1, self.rng.randint(1, 2), indent + "    ")
            if self.rng.random() < 0.15:
                body.append(f"{indent}    raise")
            lines += body
        if with_finally:
            lines.append(f"{indent}finally:")
            lines += self.block(scope.child(no_jumps=True, in_try=True, straight=False), 0, 1,
                                indent + "    ")
        return lines

    def for_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        var = self.gen.fresh("k")
        scope.types[var] = "int"
        n = self.gen.expr(scope, "int", 1)
        bounds = self.rng.choice([f"({n}) % 6", f"-3, ({n}) % 5", f"({n}) % 9, -2, -2", "4"])
        lines = [f"{indent}for {var} in range({bounds}):"]
        inner = scope.child(loop_depth=scope.loop_depth + 1, straight=False)
        inner.bound.add(var)
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        if self.rng.random() < 0.2:
            lines.append(f"{indent}else:")
            lines += self.block(scope.child(straight=False), depth - 1, 1, indent + "    ")
        return lines

    def while_stmt(self, scope: Scope, depth: int, indent: str) -> list[str]:
        counter = self.gen.fresh("w")
        scope.bind(counter, "int")
        scope.readonly.add(counter)
        lines = [f"{indent}{counter} = 0",
                 f"{indent}while {counter} < {self.rng.randint(0, 5)} and "
                 f"{self.gen.expr(scope, 'bool', 1)}:",
                 f"{indent}    {counter} += 1"]
        inner = scope.child(loop_depth=scope.loop_depth + 1, straight=False)
        lines += self.block(inner, depth - 1, self.rng.randint(1, 3), indent + "    ")
        return lines
