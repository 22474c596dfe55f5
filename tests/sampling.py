"""What a CI run samples, and how the sample is chosen.

`tools/test.sh` (CI) runs some long checks on a sample; `tools/test.sh
--full` sets PYAOT_TEST_MODE=full and runs them whole. A sample is chosen by
a seed computed from the content of the compiler, the runtime and the test
programs, so it changes whenever they change (successive commits cover
different parts) and stays the same while they do not (an unchanged test
stays cached). The seed is printed; PYAOT_TEST_SEED=N reproduces a run.
"""

from __future__ import annotations

import hashlib
import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
REPO = Path(__file__).resolve().parent.parent
# What this session sampled, printed at its end (conftest.py).
NOTES: list[str] = []


def full() -> bool:
    return os.environ.get("PYAOT_TEST_MODE") == "full"


def content_seed() -> int:
    """A seed from the content of everything a compiled test program
    depends on: the tracer, the operator headers and the test programs."""
    if os.environ.get("PYAOT_TEST_SEED"):
        return int(os.environ["PYAOT_TEST_SEED"])
    digest = hashlib.sha256()
    for root, pattern in ((REPO / "tracer", "*.py"), (REPO / "ops" / "include", "*.hpp"),
                          (REPO / "tests" / "programs", "*.py")):
        for path in sorted(root.rglob(pattern)):
            digest.update(path.relative_to(REPO).as_posix().encode())
            digest.update(path.read_bytes())
    return int.from_bytes(digest.digest()[:4], "little")


def sample(items: Sequence[T], count: int, what: str) -> list[T]:
    """`count` of `items` chosen by the content seed (all of them in full
    mode), in their original order; notes what it chose."""
    if full() or count >= len(items):
        return list(items)
    seed = content_seed()
    chosen = set(random.Random(seed).sample(range(len(items)), count))
    picked = [item for i, item in enumerate(items) if i in chosen]
    NOTES.append(f"sampled {count} of {len(items)} {what} with seed {seed} "
                 f"(PYAOT_TEST_SEED={seed} repeats it; tools/test.sh --full runs all): "
                 f"{', '.join(str(getattr(p, 'name', p)) for p in picked)}")
    return picked
