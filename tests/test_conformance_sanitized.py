"""The conformance harness's sanitized sample (test_conformance.py says
what is sampled and why): a target of its own, so that a cold run builds the
plain and the instrumented library at once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import sampling
from pyaot import opdecls
from test_conformance import EXAMPLES, SANITIZED_PER_OPERATOR, sanitized_entries


@pytest.fixture(scope="module")
def table() -> opdecls.OpTable:
    return opdecls.load()


def test_operators_under_sanitizers(table: opdecls.OpTable, tmp_path: Path) -> None:
    """The sanitized sample, with as many inputs as the plain run: an
    out-of-bounds access or undefined behaviour aborts the run, a wrong
    result fails it. An instrumented library can only be loaded into a
    process that starts with the sanitizer runtimes, hence the subprocess
    with LD_PRELOAD."""
    runtimes = [subprocess.run(["gcc", f"-print-file-name={lib}"], capture_output=True,
                               text=True).stdout.strip() for lib in ("libasan.so", "libubsan.so")]
    env = dict(os.environ, LD_PRELOAD=":".join(runtimes),
               ASAN_OPTIONS="detect_leaks=0",  # CPython itself leaks by design
               UBSAN_OPTIONS="print_stacktrace=1")
    selection = (["--sample", str(SANITIZED_PER_OPERATOR), "--seed", str(sampling.content_seed())]
                 if not sampling.full() else [])
    sanitized_entries(table)  # notes the sample
    proc = subprocess.run([sys.executable, "-m", "pyaot.conformance.runner", "--sanitize",
                           *selection, "--examples", str(EXAMPLES), "--library",
                           str(tmp_path / "conf.so")], env=env, capture_output=True, text=True)
    print(proc.stdout[-20000:])
    out = os.environ.get("TEST_UNDECLARED_OUTPUTS_DIR")
    if out:
        Path(out, "conformance_sanitized.txt").write_text(proc.stdout + proc.stderr[-20000:])
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-6000:]
