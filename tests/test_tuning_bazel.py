"""The Bazel side of empirical optimisation: `py_aot_binary(variants =
"all")` fans out into one executable per candidate (zig-built, with
telemetry), each beside its variants JSON; every candidate computes what
NumPy does and records telemetry; the target itself runs the plan its
selection file gives the platform."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

from pyaot import variants
from pyaot.tuning import store, tuner

FILES = [Path(p) for p in os.environ.get("PYAOT_TUNED", "").split()]
SELECTION = next((p for p in FILES if p.name == "tuned.selection.json"), None)

pytestmark = pytest.mark.skipif(not FILES, reason="run by Bazel (//tests:tuning_bazel_test)")


def by_name(name: str) -> Path:
    return next(p for p in FILES if p.name == name)


def directory(name: str) -> Path:
    return by_name(f"{name}.candidate_0").parent


def run(exe: Path, args: list[np.ndarray], tmp: Path, env: dict | None = None) -> np.ndarray:
    """`exe` on `args` (as .npy files); its array result."""
    paths = []
    for k, a in enumerate(args):
        paths.append(tmp / f"arg{k}.npy")
        np.save(paths[-1], a)
    out = tmp / "out.npy"
    proc = subprocess.run([str(exe), "--out", str(out), *map(str, paths)],
                          env={**os.environ, **(env or {})}, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return np.load(out)


CASES = {
    "tuned_feature_totals": (lambda rng: [rng.standard_normal((300, 200))],
                             lambda x: x.T.sum(axis=1)),
    "tuned_matmul": (lambda rng: [rng.standard_normal((120, 80)), rng.standard_normal((80, 90))],
                     lambda a, b: a @ b),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_fan_out_builds_every_candidate(name, tmp_path):
    candidates, space = tuner.load_candidates(directory(name), name)
    assert [c.index for c in candidates] == list(range(len(space["candidates"])))
    assert space["platform"] == variants.host_platform()
    assert space["selection"] == "examples/tuned.selection.json"
    op = space["operators"][0]
    # Every variant of the operator is some candidate's choice.
    assert {c.plan[op["op"]] for c in candidates} == set(op["variants"])
    make, want = CASES[name]
    args = make(np.random.default_rng(0))
    for c in candidates:
        log = tmp_path / f"{c.index}.jsonl"
        got = run(c.executable, args, tmp_path, {"PYAOT_TELEMETRY": str(log)})
        np.testing.assert_allclose(got, want(*args), rtol=1e-10)
        [record] = store.parse_records(log.read_text())
        assert record["variant"] == c.plan[op["op"]]
        assert record["platform"] == space["platform"]


def test_the_target_runs_its_selection():
    selection = json.loads(SELECTION.read_text())
    chosen = selection["platforms"].get(variants.host_platform(), {})
    for name in CASES:
        built = json.loads(by_name(f"{name}.variants.json").read_text())
        ops = {o["op"] for o in built["operators"]}
        assert built["plan"] == {op: e["choice"] for op, e in chosen.items() if op in ops}


SELECTED = {
    "tuned_chain": ([1_000, 200_000], lambda rng, n: [rng.standard_normal(n),
                                                      rng.standard_normal(n)],
                    lambda x, y: np.sqrt(x * x + y * y) * np.exp(-x)),
    "tuned_feature_totals": ([400, 250_000], lambda rng, n: [rng.standard_normal(
        (int(n ** 0.5), int(n ** 0.5)))], lambda x: x.T.sum(axis=1)),
    "tuned_matmul": ([400, 90_000], lambda rng, n: [rng.standard_normal((int(n ** 0.5),) * 2)
                                                    for _ in range(2)], lambda a, b: a @ b),
}


@pytest.mark.parametrize("name", sorted(SELECTED))
def test_selected_programs_match_numpy_on_both_sides_of_their_thresholds(name, tmp_path):
    """The targets built with the selection file (size dispatch included)."""
    sizes, make, want = SELECTED[name]
    rng = np.random.default_rng(3)
    for n in sizes:
        args = make(rng, n)
        np.testing.assert_allclose(run(by_name(name), args, tmp_path), want(*args), rtol=1e-10)
