"""Makes the tracer importable when pytest runs outside Bazel."""

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO / "tracer") not in sys.path:
    sys.path.insert(0, str(REPO / "tracer"))
