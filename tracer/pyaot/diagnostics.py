"""Build-time errors: what went wrong, where (file:line:col), and the fix."""

from __future__ import annotations

from dataclasses import dataclass

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
