"""Properties of an executable built by py_aot_binary (passed by Bazel): it
links no libpython and starts quickly."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

BINARY = Path(os.environ.get("PYAOT_TEST_BINARY", ""))

pytestmark = pytest.mark.skipif(not BINARY.is_file(),
                                reason="set PYAOT_TEST_BINARY (Bazel does: //tests:binary_test)")


def dynamic_section() -> str:
    return subprocess.run(["readelf", "--dynamic", "--wide", str(BINARY)], capture_output=True,
                          text=True, check=True).stdout


def test_links_no_libpython() -> None:
    needed = [line for line in dynamic_section().splitlines() if "(NEEDED)" in line]
    assert needed, "expected a dynamically linked executable with NEEDED entries"
    assert not any("python" in line.lower() for line in needed), needed


def test_runs_with_no_python_in_environment(tmp_path: Path) -> None:
    env = {"PATH": str(tmp_path)}  # no python reachable at all
    proc = subprocess.run([str(BINARY.resolve()), "27"], capture_output=True, text=True, env=env,
                          cwd=tmp_path)
    assert proc.returncode == 0 and proc.stdout == "111\n", proc


def test_starts_in_well_under_10ms() -> None:
    times = []
    for _ in range(40):
        start = time.perf_counter()
        subprocess.run([str(BINARY), "1"], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"start-up (fork+exec+run+exit) median {median * 1e3:.2f} ms over 40 runs",
          file=sys.stderr)
    assert median < 0.010


def test_traceback_names_workspace_relative_python_file() -> None:
    proc = subprocess.run([str(BINARY), "9223372036854775807"], capture_output=True, text=True)
    assert proc.returncode == 1
    lines = proc.stderr.splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[1].startswith('  File "examples/collatz.py", line 12, in collatz_length'), lines
    assert lines[2] == "    n = n // 2 if n % 2 == 0 else 3 * n + 1"
    assert lines[-1].startswith("OverflowError: "), lines
