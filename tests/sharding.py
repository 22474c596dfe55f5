"""Bazel test sharding for the pytest suites (`shard_count` on a py_test).

Bazel runs a sharded target as several test actions, each told its index
(TEST_SHARD_INDEX of TEST_TOTAL_SHARDS); small pieces pack two cores better
than one long target scheduled last. Tests that share an expensive
module-level build (the language programs: one executable per file and
flavour) stay in one shard: items are grouped by their `src` parameter (and
`flavour`), and groups go, heaviest first, to the least-loaded shard. A
group weighs its build (a plain -O2 build of one program is 1, a sanitized
one 2) plus its tests (each about a fiftieth of a build: ~33 runs of a few
milliseconds); a test without a program weighs a tenth.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# What a group's build costs relative to a plain -O2 build of one program.
_FLAVOUR_WEIGHT = {"asan_ubsan": 2.0}
_UNGROUPED_WEIGHT = 0.1
_TEST_WEIGHT = 0.02


def shard() -> tuple[int, int] | None:
    """(index, total) when Bazel runs this process as one shard of several."""
    total = int(os.environ.get("TEST_TOTAL_SHARDS", "1") or 1)
    if total <= 1:
        return None
    # Bazel checks that the runner understood sharding by this file.
    status = os.environ.get("TEST_SHARD_STATUS_FILE")
    if status:
        Path(status).touch()
    return int(os.environ.get("TEST_SHARD_INDEX", "0")), total


def program_of(item: Any) -> tuple[str, Any] | None:
    """(flavour, program) a test reads the build of: its `src` parameter, or
    the `shard_with` attribute of a test that reads another test's build."""
    params = getattr(getattr(item, "callspec", None), "params", {})
    src = params.get("src", getattr(getattr(item, "function", None), "shard_with", None))
    return None if src is None else (str(params.get("flavour", "")), src)


def group_of(item: Any) -> tuple[str, float]:
    """A test's group: the program it builds, else the test alone."""
    program = program_of(item)
    if program is not None:
        flavour, src = program
        return f"{flavour}:{src}", _FLAVOUR_WEIGHT.get(flavour, 1.0)
    return item.nodeid, _UNGROUPED_WEIGHT


def assign(keys: Sequence[tuple[str, float]], total: int) -> dict[str, int]:
    """Group -> shard, balancing the groups' weights (deterministic)."""
    weights: dict[str, float] = {}
    for key, weight in keys:
        # One build per group, however many tests it has.
        weights[key] = weights.get(key, weight) + _TEST_WEIGHT
    load = [0.0] * total
    owner: dict[str, int] = {}
    for key in sorted(weights, key=lambda k: (-weights[k], k)):
        index = min(range(total), key=lambda i: (load[i], i))
        owner[key] = index
        load[index] += weights[key]
    return owner


def select(items: list[Any]) -> tuple[list[Any], list[Any]]:
    """(kept, deselected) for this shard; everything when unsharded."""
    which = shard()
    if which is None:
        return items, []
    index, total = which
    groups = [group_of(item) for item in items]
    owner = assign(groups, total)
    kept = [item for item, (key, _) in zip(items, groups) if owner[key] == index]
    dropped = [item for item, (key, _) in zip(items, groups) if owner[key] != index]
    return kept, dropped
