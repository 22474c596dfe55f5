"""`match` statements (pyaot.frontend.match_stmt): an int, a pair of ints or
a list of ints taken apart by literal, alternative, capture, sequence and
star patterns, with guards -- one of which may capture into a variable the
function already has, so that a false guard leaves it rebound (CPython
binds a pattern's names before its guard runs)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import LIST, Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator


class MatchStatements:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str]:
        rng = self.rng
        lists = [n for n, t in scope.types.items() if t == LIST and n in scope.bound]
        kind = rng.choice(["int", "pair", "pair"] + (["list"] if lists else []))
        if kind == "int":
            subject, cases = self.gen.expr(scope, "int", 2), self._int_cases(scope)
        elif kind == "pair":
            subject = f"({self.gen.expr(scope, 'int', 2)}, {self.gen.expr(scope, 'int', 2)})"
            cases = self._pair_cases(scope)
        else:
            subject, cases = rng.choice(lists), self._list_cases()
        if rng.random() < 0.5:
            cases.append(("_", None, []))
        lines = [f"{indent}match {subject}:"]
        for n, (pattern, guard, names) in enumerate(cases):
            lines.append(f"{indent}    case {pattern}{f' if {guard}' if guard else ''}:")
            inner = scope.child(straight=False)
            for name in names:
                inner.bind(name, "int")
            # What ran is printed: the case, and what it bound.
            shown = ", ".join([str(n), *names])
            lines.append(f"{indent}        print(\"case\", {shown})")
            lines += self.gen.statements.stmts(inner, depth - 1, rng.randint(0, 2),
                                               indent + "        ")
        return lines

    def _capture(self, scope: Scope, guarded: bool) -> str:
        """A fresh name, or (under a guard) an int variable the function
        already has: a false guard leaves it rebound."""
        outer = [n for n, t in scope.types.items()
                 if t == "int" and n in scope.bound and n not in scope.readonly]
        if guarded and outer and self.rng.random() < 0.4:
            return self.rng.choice(outer)
        return self.gen.fresh("c")

    def _int_cases(self, scope: Scope) -> list[tuple[str, str | None, list[str]]]:
        rng = self.rng
        out: list[tuple[str, str | None, list[str]]] = []
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if r < 0.35:
                out.append((str(rng.randint(-3, 5)), None, []))
            elif r < 0.6:
                values = sorted({rng.randint(-3, 9) for _ in range(3)})
                out.append((" | ".join(map(str, values)), None, []))
            else:
                name = self._capture(scope, True)
                out.append((name, f"{name} {rng.choice(['>', '<', '%'])} {rng.randint(1, 4)}",
                            [name]))
        return out

    def _pair_cases(self, scope: Scope) -> list[tuple[str, str | None, list[str]]]:
        rng = self.rng
        out: list[tuple[str, str | None, list[str]]] = []
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            a, b = self.gen.fresh("c"), self.gen.fresh("c")
            if r < 0.25:
                out.append((f"({rng.randint(-2, 3)}, {a})", None, [a]))
            elif r < 0.45:
                out.append((f"({a}, 0) | (0, {a})", None, [a]))
            elif r < 0.7:
                first = self._capture(scope, True)
                out.append((rng.choice([f"({first}, {b})", f"[{first}, {b}]"]),
                            f"{first} {rng.choice(['>', '<=', '=='])} {b}", [first, b]))
            else:
                out.append((f"({a}, {rng.randint(-1, 2)} | {rng.randint(3, 6)} as {b})",
                            None, [a, b]))
        return out

    def _list_cases(self) -> list[tuple[str, str | None, list[str]]]:
        rng = self.rng
        a, b = self.gen.fresh("c"), self.gen.fresh("c")
        options = [("[]", None, []), (f"[{a}]", None, [a]),
                   (f"[{a}, *_]", f"{a} > 0", [a]), (f"[*_, {a}, {b}]", None, [a, b]),
                   (f"[{a}, {b}, *_]", f"{a} == {b}", [a, b])]
        return rng.sample(options, rng.randint(1, 3))
