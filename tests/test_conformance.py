"""The operator library against its Python references (pyaot.conformance).

Bounded here: operator x dtype signature x variant entries, a dozen
generated inputs each (derandomized). A CI run samples by the content seed
(tests/sampling.py), so that successive commits cover different signatures:
one signature of each of SANITIZED_OPERATORS operators in a library built
with AddressSanitizer+UndefinedBehaviorSanitizer (three times the plain
build's compile time: one signature of every operator took 271 s), and
PLAIN_PER_OPERATOR others of every operator in the plain library (building
all 2,482 entries took 173 s and running them 116 s, the longest target of
a run). In full mode (tools/test.sh --full) every entry is run both ways. The sanitized
run is test_conformance_sanitized.py, a Bazel target of its own, so that a
cold run builds both libraries at once. The deep mode is
`python -m pyaot.conformance.runner --deep`."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re
from pathlib import Path

import pytest

import sampling
from pyaot import ndops, opdecls
from pyaot.conformance import entries as entries_mod
from pyaot.conformance import runner

OPS_INCLUDE = Path(__file__).resolve().parent.parent / "ops" / "include"
SANITIZED_OPERATORS = 150
SANITIZED_PER_OPERATOR = 1
PLAIN_PER_OPERATOR = 3
EXAMPLES = 12


@pytest.fixture(scope="module")
def table() -> opdecls.OpTable:
    return opdecls.load()


def test_declarations_are_complete(table: opdecls.OpTable) -> None:
    """Every declaration names a real reference and header, and its C++
    template uses exactly its parameters."""
    assert len(table.array_ops) >= 150
    for name, op in table.array_ops.items():
        assert callable(op.reference_callable()), name
        assert (OPS_INCLUDE / op.header).exists(), f"{name}: no header {op.header}"
        if op.kind == "function":
            used = set(re.findall(r"{(\w+)}", op.cpp)) - {"out"}
            declared = {p.name for p in op.params if p.kind != "dtype"}
            assert used == declared, f"{name}: template uses {used}, params are {declared}"
            for target in op.strategies:
                assert target in {p.name for p in op.params} | {"elements"}, \
                    f"{name}: strategy for {target}"
        assert entries_mod.entries_for(op), f"{name}: no dtype signature NumPy accepts"


def _report(reports: dict[str, runner.OpReport], name: str) -> None:
    text = runner.format_reports(reports)
    print(text)
    out = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR")
    if out:
        Path(out, f"{name}.txt").write_text(text)
        Path(out, f"{name}.json").write_text(json.dumps(
            {k: dataclasses.asdict(v) for k, v in reports.items()}, indent=1))


def sanitized_entries(table: opdecls.OpTable) -> list[entries_mod.Entry]:
    entries = entries_mod.all_entries(table)
    if sampling.full():
        return entries
    seed = sampling.content_seed()
    operators = sorted({e.op for e in entries})
    chosen = set(random.Random(seed).sample(operators, min(SANITIZED_OPERATORS, len(operators))))
    sample = entries_mod.sample_per_operator([e for e in entries if e.op in chosen],
                                             SANITIZED_PER_OPERATOR, seed)
    note = (f"conformance: {len(sample)} of {len(entries)} entries ({SANITIZED_PER_OPERATOR} "
            f"of each of {len(chosen)} of the {len(operators)} operators, seed {seed}) run "
            f"under ASan+UBSan")
    if note not in sampling.NOTES:
        sampling.NOTES.append(note)
    return sample


def plain_entries(table: opdecls.OpTable) -> list[entries_mod.Entry]:
    """PLAIN_PER_OPERATOR entries of each operator besides its sanitized
    one (every entry in full mode)."""
    entries = entries_mod.all_entries(table)
    if sampling.full():
        return entries
    sanitized = set(sanitized_entries(table))
    rest = [e for e in entries if e not in sanitized]
    seed = sampling.content_seed() + 1  # not the sanitized sample's draw again
    sample = entries_mod.sample_per_operator(rest, PLAIN_PER_OPERATOR, seed)
    sampling.NOTES.append(f"conformance: {len(sample)} more entries ({PLAIN_PER_OPERATOR} per "
                          f"operator) run plain; tools/test.sh --full runs all {len(entries)}")
    return sample


def test_every_operator_matches_its_reference(table: opdecls.OpTable,
                                              tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every operator, on the plain sample (every entry in full mode)."""
    entries = plain_entries(table)
    lib = runner.build_library(table, entries, tmp_path_factory.mktemp("lib") / "conf.so")
    reports = runner.run(table, lib, entries, examples=EXAMPLES)
    _report(reports, "conformance")
    failed = [r.op for r in reports.values() if not r.passed]
    assert not failed, f"operators failing: {failed} (report above)"


def test_harness_detects_a_wrong_operator(table: opdecls.OpTable,
                                          tmp_path_factory: pytest.TempPathFactory) -> None:
    """The harness can fail: numpy.add wired to subtract, numpy.sum to prod
    and numpy.sort without sorting are all caught, with a shrunk input."""
    ops = dict(table.array_ops)
    ops["numpy.add"] = dataclasses.replace(ops["numpy.add"], functor="pyaot::nd::fn::subtract")
    ops["numpy.sum"] = dataclasses.replace(ops["numpy.sum"], cpp="pyaot::nd::prod<{out}>({a}, {axis}, {keepdims})", variants={})
    ops["numpy.sort"] = dataclasses.replace(ops["numpy.sort"], cpp="pyaot::nd::copy({a})")
    broken = dataclasses.replace(table, array_ops=ops)
    entries = [e for name in ("numpy.add", "numpy.sum", "numpy.sort")
               for e in entries_mod.entries_for(ops[name])[:2]]
    lib = runner.build_library(broken, entries, tmp_path_factory.mktemp("broken") / "conf.so")
    reports = runner.run(broken, lib, entries, examples=20)
    for name in ("numpy.add", "numpy.sum", "numpy.sort"):
        assert not reports[name].passed, f"{name}: a wrong implementation passed"
        assert reports[name].failures[0]["input"], "no shrunk input reported"


def test_type_rules_follow_numpy(table: opdecls.OpTable) -> None:
    """Spot checks of the type rules the tracer uses."""
    add = table.array_ops["numpy.add"]
    assert ndops.ufunc_loops(add, ["int8", "uint8"]) == (["int16", "int16"], "int16")
    assert ndops.ufunc_loops(add, ["int8", "py:int"]) == (["int8", "int8"], "int8")
    assert ndops.ufunc_loops(add, ["int8", "py:float"])[1] == "float64"
    assert ndops.probe_for_dtypes(table.array_ops["numpy.sum"], {"a": "int8"}).dtype == "int64"
    assert ndops.probe_for_dtypes(table.array_ops["numpy.mean"], {"a": "int32"}).dtype == "float64"
    with pytest.raises(ndops.UnsupportedSignature):
        ndops.ufunc_loops(table.array_ops["numpy.subtract"], ["bool", "bool"])
