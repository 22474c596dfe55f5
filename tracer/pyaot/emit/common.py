"""Facts about IR expressions, and small spellings, the emitters share."""

from __future__ import annotations

import re

from pyaot import ir
from pyaot import typesys as types


def is_simple(e: ir.Expr) -> bool:
    """Evaluating it has no effects and cannot raise."""
    if isinstance(e, (ir.Const, ir.TempRef)):
        return True
    if isinstance(e, ir.Name):
        return not e.maybe_unbound
    if isinstance(e, ir.Truth):
        return is_simple(e.value)
    if isinstance(e, ir.Convert):
        # Unwrapping an Optional can raise.
        return types.head(e.value.type) != "Optional" and is_simple(e.value)
    return False


def yielded(value: str) -> str:
    """The operand of a co_yield. GCC 12 rejects a braced list inside a
    co_yield operand ('array used as initializer': `co_yield
    truth(List<Int>{d, 2})`, found by the fuzzer), so anything but a plain
    name is computed by a lambda called on the spot, which returns the same
    value."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
        return value
    return f"[&] {{ return {value}; }}()"
