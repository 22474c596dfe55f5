"""Replays every reproducer under tests/regressions/ (the fuzzer's, and
programs written for a fix or a feature): each must now compile and match
CPython. One that the compiler now refuses on purpose, with a located
diagnostic, says so in a `# refused: <why>` line; a refusal anywhere else
fails, so a feature cannot quietly turn into a refusal."""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "fuzz"))

import run_fuzz  # noqa: E402

CASES = sorted((HERE / "regressions").glob("*.py"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_reproducer_now_passes(path: Path, tmp_path: Path) -> None:
    text = path.read_text()
    entry = re.search(r"^# entry: (\w+)$", text, re.M).group(1)
    inputs = json.loads(re.search(r"^# inputs: (.*)$", text, re.M).group(1))
    src = tmp_path / f"regression_{path.stem}.py"
    src.write_text(text)
    cases = [inputs] if inputs else [[1, 1.0, True, 1]]
    entries = [entry]
    if re.search(r"^# compile: all$", text, re.M):
        # Some bugs need the whole module compiled together (e.g. a C++
        # compiler folding code across functions): build every entry point.
        entries = [f.name for f in ast.parse(text).body
                   if isinstance(f, ast.FunctionDef) and f.returns is not None
                   and len(f.args.args) == len(cases[0])]
        entries.remove(entry)
        entries.insert(0, entry)
    report = run_fuzz.Report()
    failures = run_fuzz.check_module(src, entries, cases, tmp_path, [], report=report,
                                     evaluate=run_fuzz.evaluates_constants(text))
    assert not failures, failures
    if not re.search(r"^# refused: \S", text, re.M):
        assert report.compiled == len(entries), (
            f"{path.name}: {len(entries) - report.compiled} of {len(entries)} entry points "
            f"refused ({report.refusals}); add a `# refused: <why>` line if that is meant")


# Reproducers of memory errors that an -O2 build may survive silently:
# replayed under ASan + UBSan too.
SANITIZED = ["finally_raises_over_return"]


@pytest.mark.parametrize("stem", SANITIZED)
def test_reproducer_is_clean_under_sanitizers(stem: str, tmp_path: Path) -> None:
    text = (HERE / "regressions" / f"{stem}.py").read_text()
    entry = re.search(r"^# entry: (\w+)$", text, re.M).group(1)
    inputs = json.loads(re.search(r"^# inputs: (.*)$", text, re.M).group(1))
    src = tmp_path / f"regression_{stem}.py"
    src.write_text(text)
    report = run_fuzz.Report()
    failures = run_fuzz.check_module(src, [entry], [inputs], tmp_path, run_fuzz.SANITIZE,
                                     report=report)
    assert not failures, failures
    assert report.compiled == 1


def test_regressions_directory_exists() -> None:
    assert (HERE / "regressions" / "README.md").is_file()
