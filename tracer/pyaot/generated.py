"""Checked-in generated files (runtime tables made from CPython or NumPy):
write one, or with --check only say whether it is current."""

from __future__ import annotations

import sys
from pathlib import Path


def write_or_check(out: Path, text: str, argv: list[str] | None = None) -> int:
    """Exit status: 0 when written, or when current under --check; 1 if stale."""
    if "--check" in (sys.argv if argv is None else argv):
        return 0 if out.read_text() == text else 1
    out.write_text(text)
    return 0
