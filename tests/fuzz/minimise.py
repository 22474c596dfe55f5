"""Minimising a failing program: statements deleted while it still fails.

Works on any statement (module level, helpers, nested blocks) except the
entry function itself and imports; an emptied block gets `pass`. Deletes
chunks first (halves, quarters, ...: ddmin's idea), then single statements
until none can go, so a 150-statement program takes tens of checks, not
thousands.
"""

from __future__ import annotations

from typing import Callable

import libcst as cst


class _RemoveStatements(cst.CSTTransformer):
    """Removes the statements whose post-order indices are in `targets`."""

    def __init__(self, targets: range, keep: str):
        self.targets, self.keep, self.index = targets, keep, -1

    def on_leave(self, original, updated):  # noqa: ANN001 - libcst's protocol
        if isinstance(original, (cst.SimpleStatementLine, cst.BaseCompoundStatement)):
            self.index += 1
            kept = isinstance(original, cst.FunctionDef) and original.name.value == self.keep
            kept |= isinstance(original, cst.SimpleStatementLine) and isinstance(
                original.body[0], (cst.Import, cst.ImportFrom))
            if self.index in self.targets and not kept:
                return cst.RemovalSentinel.REMOVE
        if isinstance(updated, cst.IndentedBlock) and not updated.body:
            return updated.with_changes(body=[cst.SimpleStatementLine([cst.Pass()])])
        return updated


def count_statements(module: cst.Module) -> int:
    counter = _RemoveStatements(range(0), "")
    module.visit(counter)
    return counter.index + 1


def without(module: cst.Module, targets: range, keep: str) -> cst.Module | None:
    try:
        return module.visit(_RemoveStatements(targets, keep))
    except Exception:  # noqa: BLE001 - a removal libcst cannot render
        return None


def minimise(source: str, entry: str, fails: Callable[[str], bool]) -> str:
    """The smallest program found that still `fails`; `entry` is kept."""
    module = cst.parse_module(source)
    tried: set[str] = set()

    def attempt(targets: range) -> bool:
        nonlocal module
        candidate = without(module, targets, entry)
        if candidate is None or candidate.code == module.code or candidate.code in tried:
            return False
        tried.add(candidate.code)
        if fails(candidate.code):
            module = candidate
            return True
        return False

    chunk = max(count_statements(module) // 2, 1)
    while chunk > 1:
        start = count_statements(module) - chunk
        while start > -chunk:
            attempt(range(max(start, 0), start + chunk))
            start = min(start, count_statements(module)) - chunk
        chunk //= 2
    changed = True
    while changed:
        changed = False
        for target in reversed(range(count_statements(module))):
            if attempt(range(target, target + 1)):
                changed = True
                break
    return module.code
