"""The operator library against its Python references (pyaot.conformance).

Bounded here: every operator x dtype signature x variant, a dozen generated
inputs each (derandomized). Each entry is built once: a sample of two
signatures per operator, chosen by the content seed (tests/sampling.py), in
a library built with AddressSanitizer+UndefinedBehaviorSanitizer (three
times the plain build's compile time), the rest in the plain library; in
full mode (tools/test.sh --full) every entry is run both ways. The sanitized
run is test_conformance_sanitized.py, a Bazel target of its own, so that a
cold run builds both libraries at once. The deep mode is
`python -m pyaot.conformance.runner --deep`."""

from __future__ import annotations

import dataclasses
import json
import os
import re
from pathlib import Path

import pytest

import sampling
from pyaot import ndops, opdecls
from pyaot.conformance import entries as entries_mod
from pyaot.conformance import runner

OPS_INCLUDE = Path(__file__).resolve().parent.parent / "ops" / "include"
SANITIZED_PER_OPERATOR = 1
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
    sample = entries_mod.sample_per_operator(entries, SANITIZED_PER_OPERATOR,
                                             sampling.content_seed())
    note = (f"conformance: {len(sample)} of {len(entries)} entries ({SANITIZED_PER_OPERATOR} "
            f"per operator, seed {sampling.content_seed()}) run under ASan+UBSan, the rest plain")
    if note not in sampling.NOTES:
        sampling.NOTES.append(note)
    return sample


def test_every_operator_matches_its_reference(table: opdecls.OpTable,
                                              tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every entry not in the sanitized sample (all of them in full mode)."""
    sanitized = set(sanitized_entries(table))
    entries = [e for e in entries_mod.all_entries(table)
               if sampling.full() or e not in sanitized]
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
