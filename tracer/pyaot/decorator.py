"""The `@compile` marker. Under CPython it returns the function unchanged."""

from __future__ import annotations

import re
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])

_TAG = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$")


def compile(
    tag: str | None = None,
    *,
    description: str = "",
    sandbox: dict[str, Any] | None = None,
    metadata: dict[str, Any] | None = None,
) -> Callable[[F], F]:
    """Marks a function as an ahead-of-time compilation entry point.

    `tag` names the entry uniquely (lower-case dotted identifiers, e.g.
    "vision.resize"); the compiler reads the decorator from source, so calling
    it changes nothing at run time.
    """
    if tag is not None and not _TAG.match(tag):
        raise ValueError(
            f"@compile tag {tag!r} is invalid: use lower-case dotted identifiers "
            "such as 'vision.resize'"
        )

    def mark(fn: F) -> F:
        return fn

    return mark
