"""Makes the tracer importable when pytest runs outside Bazel, and reports
what a CI-mode run sampled (tests/sampling.py)."""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "tracer") not in sys.path:
    sys.path.insert(0, str(REPO / "tracer"))
if str(REPO / "tests") not in sys.path:
    sys.path.insert(0, str(REPO / "tests"))


def pytest_terminal_summary(terminalreporter) -> None:
    import sampling
    for note in sampling.NOTES:
        terminalreporter.write_line(note)
