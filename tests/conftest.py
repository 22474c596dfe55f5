"""Makes the tracer importable when pytest runs outside Bazel, and reports
what a CI-mode run sampled (tests/sampling.py)."""

import os
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "tracer") not in sys.path:
    sys.path.insert(0, str(REPO / "tracer"))
if str(REPO / "tests") not in sys.path:
    sys.path.insert(0, str(REPO / "tests"))
# Every compilation in the suites (subprocesses too) verifies its IR after
# each stage (pyaot.ir_check).
os.environ.setdefault("PYAOT_CHECK_IR", "1")


def pytest_terminal_summary(terminalreporter) -> None:
    import sampling
    for note in sampling.NOTES:
        terminalreporter.write_line(note)


def pytest_collection_modifyitems(config, items) -> None:
    """One shard's part of a sharded Bazel target (tests/sharding.py)."""
    import sharding
    kept, dropped = sharding.select(items)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
