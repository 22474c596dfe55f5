"""The `@compile` marker. Under CPython it returns the function unchanged."""

from __future__ import annotations

import re
from typing import Any, Callable, TypeVar, overload

F = TypeVar("F", bound=Callable[..., Any])

_TAG = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$")


def validate_tag(tag: object) -> str | None:
    """Why `tag` is not a valid entry-point tag, or None if it is."""
    if not isinstance(tag, str):
        return "is not a string"
    if not _TAG.match(tag):
        return "is not lower-case dotted identifiers"
    return None


@overload
def compile(tag: F) -> F: ...


@overload
def compile(
    tag: str | None = None,
    *,
    description: str = "",
    sandbox: dict[str, Any] | None = None,
    metadata: dict[str, Any] | None = None,
) -> Callable[[F], F]: ...


def compile(
    tag: Any = None,
    *,
    description: str = "",
    sandbox: dict[str, Any] | None = None,
    metadata: dict[str, Any] | None = None,
) -> Any:
    """Marks a function as an ahead-of-time compilation entry point.

    `tag` names the entry uniquely (lower-case dotted identifiers, e.g.
    "vision.resize"); `sandbox` says what the build needs to recreate the
    function's environment (packages, files, env, timeout_s, memory_mb: see
    pyaot.sandbox); `metadata` carries compiler hints. The compiler reads the
    decorator from source, so calling it changes nothing at run time. Bare
    `@compile` (the tag is then the function's name) is accepted too.
    """
    if callable(tag):  # bare @compile: applied to the function itself
        return tag
    if tag is not None:
        problem = validate_tag(tag)
        if problem:
            raise ValueError(f"@compile tag {tag!r} {problem}: use lower-case dotted "
                             "identifiers such as 'vision.resize'")

    def mark(fn: F) -> F:
        return fn

    return mark
