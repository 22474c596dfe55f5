"""Build-time errors: what went wrong, where (file:line:col), and the fix."""

from __future__ import annotations

import os
import traceback
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator

from pyaot.ir import Loc


@dataclass
class CompileError(Exception):
    """A user-facing compile error. `construct` names the offending Python
    construct; `hint` says what to write instead."""

    loc: Loc
    construct: str
    problem: str
    hint: str = ""

    def __str__(self) -> str:
        text = f"{self.loc}: error: {self.construct}: {self.problem}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text


@dataclass
class MissingName(CompileError):
    """A name compiled code calls or reads that pyaot has neither an
    operator declaration nor Python source for. Lowering records it and goes
    on, so that one build names every missing name (MissingNames)."""

    name: str = ""  # the dotted name: fractions.Fraction, textwrap.dedent


@dataclass
class MissingNames(CompileError):
    """Every MissingName lowering met, in the order met; the first is this
    error's own location and text. `then`: the error lowering stopped at
    after them, if another one did (it may follow from a missing name)."""

    missing: list[MissingName] = field(default_factory=list)
    then: CompileError | None = None

    @classmethod
    def of(cls, missing: list[MissingName], then: CompileError | None = None) -> "MissingNames":
        first = missing[0]
        return cls(first.loc, first.construct, first.problem, first.hint, missing, then)

    def __str__(self) -> str:
        names = list(dict.fromkeys(m.name or m.construct for m in self.missing))
        hinted: set[str] = set()
        parts = []
        for m in self.missing:  # a name's hint once, at its first use
            name = m.name or m.construct
            parts.append(CompileError.__str__(m) if name not in hinted else
                         f"{m.loc}: error: {m.construct}: {m.problem}")
            hinted.add(name)
        if len(names) > 1:
            parts.append(f"{self.missing[0].loc.file}: the compiled code uses {len(names)} "
                         f"names pyaot does not have: {', '.join(names)}")
        if self.then is not None:
            parts.append(f"after them, compiling stopped at:\n{self.then}")
        return "\n".join(parts)


def unsupported(loc: Loc, construct: str, hint: str) -> CompileError:
    return CompileError(loc, construct, "not supported by pyaot", hint)


class InternalError(CompileError):
    """A bug in pyaot met while compiling a statement: reported at that
    statement, like a user error, instead of as a compiler traceback."""


@contextmanager
def at_statement(loc: Loc) -> Iterator[None]:
    """Turns an unexpected exception raised while compiling the statement at
    `loc` into a located diagnostic (the innermost statement wins: an outer
    one passes a CompileError through)."""
    try:
        yield
    except CompileError:
        raise
    except RecursionError:
        raise CompileError(loc, "statement", "is nested too deeply for the compiler",
                           "split the expression into several statements with intermediate "
                           "variables") from None
    except Exception as e:  # noqa: BLE001 - a compiler bug, reported where it happened
        raise internal_error(loc, e) from e


def internal_error(loc: Loc, e: BaseException) -> InternalError:
    frames = [f for f in traceback.extract_tb(e.__traceback__)
              if f"{os.sep}pyaot{os.sep}" in f.filename]
    where = ""
    if frames:
        path = frames[-1].filename
        where = f" (at {path[path.rindex(f'{os.sep}pyaot{os.sep}') + 1:]}:{frames[-1].lineno})"
    return InternalError(loc, "internal compiler error",
                         f"{type(e).__name__}: {e}{where}; a bug in pyaot, not in your code",
                         "please report it with this file; meanwhile, rewriting this statement "
                         "in simpler steps may avoid it")
