"""`with` statements on a context manager class of the program
(pyaot.frontend.with_stmt): `<entry>_C(k)` prints when it is entered and
left, and its __exit__ swallows the exception for some k (returns true).
The block is ordinary generated code, so it may return, break, continue or
raise out of it: __exit__ must run once on every way out, in CPython's
order (its prints show it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

SHARE = 0.3  # of programs that define a context manager class


class WithStatements:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng
        self.name: str | None = None  # this program's class, if it has one

    def define(self, entry: str) -> list[str]:
        """The class, or nothing (then no `with` is generated)."""
        self.name = None
        if self.rng.random() >= SHARE:
            return []
        self.name = f"{entry}_C"
        swallow = self.rng.choice(["False", "self.k % 3 == 0", "None", "self.k > 2"])
        return [f"class {self.name}:",
                "    def __init__(self, k: int):",
                "        self.k = k",
                "",
                "    def __enter__(self):",
                "        print(\"enter\", self.k)",
                "        return self",
                "",
                f"    def __exit__(self, {self.rng.choice(['exc_type, exc, tb', '*args'])}):",
                "        print(\"exit\", self.k)",
                f"        return {swallow}",
                ""]

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str]:
        rng = self.rng
        k = self.gen.expr(scope, "int", 1) if rng.random() < 0.5 else str(rng.randint(0, 5))
        target = self.gen.fresh("c")
        lines = [f"{indent}with {self.name}({k}) as {target}:",
                 f"{indent}    print(\"inside\", {target}.k)"]
        inner = scope.child(straight=False)
        lines += self.gen.statements.stmts(inner, depth - 1, rng.randint(1, 3), indent + "    ")
        return lines
