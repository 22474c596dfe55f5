"""Build-time errors: what went wrong, where (file:line:col), and the fix."""

from __future__ import annotations

import os
import traceback
from contextlib import contextmanager
from dataclasses import dataclass
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
