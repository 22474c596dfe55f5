"""Facts about IR expressions the emitters share."""

from __future__ import annotations

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
