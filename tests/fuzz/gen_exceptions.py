"""`except E as e` names, used inside their handler and read after it.

Python deletes the `as` name when its handler ends (`del e`), so any later
read raises UnboundLocalError, whether or not the handler ran; a compiled
program that still reads the exception there returns a wrong result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gen_core import Scope

if TYPE_CHECKING:
    from program_gen import ProgramGenerator

CAUGHT = ["ValueError", "ArithmeticError", "ZeroDivisionError", "KeyError", "IndexError",
          "Exception", "(ValueError, KeyError)", "(IndexError, ZeroDivisionError)"]
# What the try body raises, and handlers that catch it (most handlers do:
# the name is only interesting once its handler has run).
RAISED = {"ValueError": ["ValueError", "Exception", "(ValueError, KeyError)"],
          "KeyError": ["KeyError", "LookupError", "(ValueError, KeyError)"],
          "IndexError": ["IndexError", "LookupError", "(IndexError, ZeroDivisionError)"],
          "ZeroDivisionError": ["ZeroDivisionError", "ArithmeticError", "Exception"]}
DEAD_READ = 0.35  # of this generator's statements, once some `as` name is dead
READ_AFTER = 0.4  # a read right after the try statement
# A nested try whose handler reuses an enclosing handler's `as` name: its
# end deletes the outer binding too (read after it, in a finally or a loop's
# test: UnboundLocalError once the inner handler ran; a compiled program once
# printed the stale outer exception).
REUSE_OUTER = 0.3


class ExceptionNames:
    def __init__(self, gen: ProgramGenerator):
        self.gen = gen
        self.rng = gen.rng
        self.as_names: set[str] = set()  # every name an `except ... as` binds

    def statement(self, scope: Scope, depth: int, indent: str) -> list[str] | None:
        dead = [n for n in scope.dead_exceptions if n not in scope.bound]
        if dead and self.rng.random() < DEAD_READ:
            return self.dead_read(scope, self.rng.choice(dead), indent)
        if depth <= 0:
            return None
        return self.try_as(scope, depth, indent)

    def use(self, name: str) -> str:
        """An expression of the caught exception."""
        return self.rng.choice([f"str({name})", f"repr({name})", f"len(str({name}))",
                                f"str({name}) + \"!\""])

    def try_as(self, scope: Scope, depth: int, indent: str) -> list[str]:
        rng = self.rng
        with_finally = rng.random() < 0.2
        inner = scope.child(in_try=True, straight=False, no_jumps=scope.no_jumps)
        lines = [f"{indent}try:"]
        lines += self.gen.statements.stmts(inner, depth - 1, rng.randint(0, 1), indent + "    ")
        message = f"\"raised \" + str({self.gen.expr(inner, 'int', 1)})"
        raised = rng.choice(sorted(RAISED))
        condition = "True" if rng.random() < 0.3 else self.gen.expr(inner, 'bool', 1)
        lines += [f"{indent}    if {condition}:", f"{indent}        raise {raised}({message})"]
        lines += self.gen.statements.stmts(inner, depth - 1, rng.randint(0, 1), indent + "    ")
        # A name shared by the handlers of one try (as people write `e`
        # everywhere) or one of its own.
        outer = sorted(n for n in scope.bound if n in self.as_names)
        if outer and rng.random() < REUSE_OUTER:
            shared = rng.choice(outer)
        else:
            shared = self.gen.fresh("e") if rng.random() < 0.5 else None
        names = []
        for _ in range(rng.randint(1, 2)):
            name = shared or self.gen.fresh("e")
            names.append(name)
            self.as_names.add(name)
            caught = rng.choice(RAISED[raised] if rng.random() < 0.7 else CAUGHT)
            lines.append(f"{indent}except {caught} as {name}:")
            handler = scope.child(in_try=True, straight=False, no_jumps=inner.no_jumps)
            handler.bound.add(name)
            body = self.gen.statements.block(handler, depth - 1, rng.randint(0, 1),
                                             indent + "    ")
            use = [f"{indent}    print({self.use(name)})"]
            if rng.random() < 0.1:
                use.append(f"{indent}    raise {name}")
            lines += use + (body if body != [indent + "    pass"] else [])
        if with_finally:
            lines.append(f"{indent}finally:")
            fin = scope.child(in_try=True, straight=False, no_jumps=True)
            if rng.random() < 0.3:  # the name is gone here too
                lines += self.dead_read(fin, rng.choice(names), indent + "    ")
            lines += self.gen.statements.block(fin, 0, 1, indent + "    ")
        for name in dict.fromkeys(names):
            scope.dead_exceptions.append(name)
            scope.bound.discard(name)  # an enclosing handler's binding may be gone now
        if rng.random() < READ_AFTER:
            lines += self.dead_read(scope, rng.choice(names), indent)
        return lines

    def dead_read(self, scope: Scope, name: str, indent: str) -> list[str]:
        """A read of an `as` name after its handler: UnboundLocalError."""
        rng = self.rng
        read = rng.choice([f"print({self.use(name)})", f"{self.gen.fresh('s')} = str({name})",
                           f"raise {name}"])
        if rng.random() < 0.5:
            return [f"{indent}if {self.gen.expr(scope, 'bool', 1)}:", f"{indent}    {read}"]
        return [f"{indent}{read}"]
