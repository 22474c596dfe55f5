"""`bazel run //:tune -- //pkg:name [options]` (or `pyaot tune //pkg:name`):
the tuner on candidates Bazel builds.

The target must be a py_aot_binary with variants = "all" and a `selection`
file: Bazel builds `<name>.candidates` (one action per candidate, so a remote
cluster builds them in parallel), the tuner measures them here, writes the
selection file, and Bazel rebuilds `<name>`, which reads it.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from pyaot.tuning import tuner


def _bazel(workspace: Path, *args: str) -> str:
    bazel = os.environ.get("BAZEL", "bazel")
    proc = subprocess.run([bazel, *args], cwd=workspace, text=True, stdout=subprocess.PIPE)
    if proc.returncode != 0:
        raise SystemExit(f"pyaot tune: `bazel {' '.join(args)}` failed (exit {proc.returncode})")
    return proc.stdout.strip()


def split_label(label: str) -> tuple[str, str]:
    if not label.startswith("//") or ":" not in label:
        raise SystemExit(f"pyaot tune: expected a label such as //examples:tuned_matmul, "
                         f"got {label!r}")
    package, _, name = label[2:].partition(":")
    return package, name


def tune_target(label: str, workspace: Path, bazel_args: list[str], **options) -> tuner.Report:
    package, name = split_label(label)
    _bazel(workspace, "build", *bazel_args, f"{label}.candidates", label)
    out = Path(_bazel(workspace, "info", *bazel_args, "bazel-bin")) / package
    candidates, space = tuner.load_candidates(out, name)
    if "selection" not in space:
        raise SystemExit(f"pyaot tune: {label} has no selection file: give it selection = "
                         f"\"{name}.selection.json\" (a file containing "
                         "{\"format\": \"pyaot-selection/1\", \"platforms\": {}})")

    def build_chosen(_selection: Path) -> Path:
        _bazel(workspace, "build", *bazel_args, label)
        return out / name

    return tuner.tune(space=space, candidates=candidates,
                      selection=workspace / space["selection"], build_chosen=build_chosen,
                      **options)
