"""The `pyaot` command line (outside Bazel)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import pyaot

TRACER = Path(pyaot.__file__).parent.parent

PROGRAM = """\
import math
from pyaot import compile


@compile(tag="demo.hypot", description="length of a 2-D vector")
def length(x: float, y: float) -> float:
    return math.sqrt(x * x + y * y)


@compile("demo.steps")
def steps(n: int) -> int:
    count = 0
    while n > 1:
        n = n // 2
        count += 1
    return count


def not_an_entry(a: int) -> int:
    return a @ a
"""


def pyaot_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(TRACER))
    return subprocess.run([sys.executable, "-m", "pyaot.cli", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    (tmp_path / "demo.py").write_text(PROGRAM)
    return tmp_path


def test_help_lists_every_command(project: Path) -> None:
    out = pyaot_cli("--help", cwd=project).stdout
    for command in ("compile", "run", "trace", "explain"):
        assert command in out


def test_compile_builds_every_decorated_function(project: Path) -> None:
    proc = pyaot_cli("compile", "demo.py", "-o", "out", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert "(1/2) demo.hypot" in proc.stderr and "(2/2) demo.steps" in proc.stderr
    run = subprocess.run([project / "out" / "demo.hypot", "3", "4"], capture_output=True,
                         text=True)
    assert run.stdout == "5.0\n"
    assert not (project / "out" / "not_an_entry").exists()


def test_run_by_tag_compiles_once(project: Path) -> None:
    first = pyaot_cli("run", "demo.py", "demo.steps", "1024", cwd=project)
    assert first.returncode == 0 and first.stdout == "10\n", first.stderr
    assert "compiling demo.steps" in first.stderr
    second = pyaot_cli("run", "demo.py", "demo.steps", "7", cwd=project)
    assert second.stdout == "2\n" and "compiling" not in second.stderr


def test_run_unknown_tag_names_the_known_ones(project: Path) -> None:
    proc = pyaot_cli("run", "demo.py", "demo.nope", cwd=project)
    assert proc.returncode == 1
    assert "tags in this file: demo.hypot, demo.steps" in proc.stderr


def test_trace_prints_ir_and_types(project: Path) -> None:
    proc = pyaot_cli("trace", "demo.py:steps", cwd=project)
    assert proc.returncode == 0, proc.stderr
    assert "## typed" in proc.stdout
    assert "def py_demo_steps(n: int) -> int:" in proc.stdout
    assert "pyaot::int_floordiv" in proc.stdout


def test_explain(project: Path) -> None:
    proc = pyaot_cli("explain", "demo.py:not_an_entry", cwd=project)
    assert proc.returncode == 1
    assert proc.stdout.startswith("demo.py:20:12: error: operator '@'")
    proc = pyaot_cli("explain", "await", cwd=project)
    assert proc.returncode == 0 and "synchronous" in proc.stdout


def test_bare_decorator(tmp_path: Path) -> None:
    """`@compile` without arguments: the function itself under CPython (it
    raised ValueError there), and an entry point tagged by its name."""
    (tmp_path / "bare.py").write_text(
        "from pyaot import compile\n\n@compile\ndef twice(n: int) -> int:\n    return 2 * n\n")
    under_cpython = subprocess.run(
        [sys.executable, "-c", "import bare; print(bare.twice(4))"], cwd=tmp_path,
        env=dict(os.environ, PYTHONPATH=str(TRACER)), capture_output=True, text=True)
    assert under_cpython.stdout == "8\n", under_cpython.stderr
    compiled = pyaot_cli("run", "bare.py", "twice", "4", cwd=tmp_path)
    assert compiled.returncode == 0 and compiled.stdout == "8\n", compiled.stderr


def test_invalid_tag_is_refused(project: Path) -> None:
    (project / "bad.py").write_text(
        "from pyaot import compile\n\n@compile(tag='Bad Tag')\n"
        "def f(a: int) -> int:\n    return a\n")
    proc = pyaot_cli("compile", "bad.py", cwd=project)
    assert proc.returncode == 1
    assert proc.stderr.startswith("bad.py:3:1: error: @compile tag 'Bad Tag'")


def test_scaffold_writes_a_failing_operator(tmp_path: Path) -> None:
    """`pyaot scaffold` writes a declaration, a C++ stub and a conformance
    test; until the stub is filled in, the harness fails on it."""
    import shutil

    from pyaot.cli import main
    from pyaot.conformance import runner

    repo = Path(__file__).resolve().parent.parent
    shutil.copytree(repo / "ops" / "decls", tmp_path / "ops" / "decls")
    assert main(["scaffold", "numpy.spacing", "--root", str(tmp_path)]) == 0
    decl = (tmp_path / "ops" / "decls" / "scaffolded.toml").read_text()
    assert '[op."numpy.spacing"]' in decl and 'kind = "ufunc"' in decl
    assert (tmp_path / "ops" / "include" / "pyaot" / "nd" / "scaffold" / "spacing.hpp").exists()
    assert (tmp_path / "tests" / "ops" / "test_spacing.py").exists()
    status = runner.main(["--op", "numpy.spacing", "--decls", str(tmp_path / "ops" / "decls"),
                          "--include", str(tmp_path / "ops" / "include"), "--examples", "3",
                          "--library", str(tmp_path / "lib.so")])
    assert status == 1  # NotImplementedError until someone writes the body
    # A function (not a ufunc) gets parameters from its signature.
    assert main(["scaffold", "numpy.nan_to_num", "--root", str(tmp_path)]) == 0
    assert 'params = ["x: array", "copy: bool = True"' in \
        (tmp_path / "ops" / "decls" / "scaffolded.toml").read_text()
    # An operator that is declared already is refused.
    with pytest.raises(SystemExit, match="already declared"):
        main(["scaffold", "numpy.sinc", "--root", str(tmp_path)])


# A pip-installed pure-Python package: no annotations, a re-export through
# __init__, a module constant, a generator expression and an exception.
STATKIT = {
    "statkit/__init__.py": "from statkit.core import mean, variance\n",
    "statkit/core.py": (
        "import math\n\nEPS = 1e-12\n\n\n"
        "def mean(xs):\n    if not xs:\n        raise ValueError('mean of an empty list')\n"
        "    return sum(xs) / len(xs)\n\n\n"
        "def variance(xs):\n    m = mean(xs)\n    return sum((x - m) ** 2 for x in xs) / len(xs)\n\n\n"
        "def zscore(x, xs):\n    return (x - mean(xs)) / math.sqrt(variance(xs) + EPS)\n"),
}
REPORT = """\
import statkit
from statkit.core import zscore
from pyaot import compile


@compile(tag="report.summary")
def summary(values: list[float]) -> str:
    m = statkit.mean(values)
    return f"{m:.4f} {statkit.variance(values):.4f} {zscore(values[0], values):.4f}"
"""


def test_compile_traces_pip_installed_packages(tmp_path: Path) -> None:
    site = tmp_path / "env" / "lib" / "site-packages"  # found as an installed-package directory
    for rel, text in STATKIT.items():
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text(text)
    project = tmp_path / "project"
    project.mkdir()
    (project / "report.py").write_text(REPORT)
    env = dict(os.environ, PYTHONPATH=f"{TRACER}{os.pathsep}{site}")
    proc = subprocess.run([sys.executable, "-m", "pyaot.cli", "compile", "report.py", "-o", "out"],
                          cwd=project, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "traced installed packages: statkit" in proc.stderr
    binary = project / "out" / "report.summary"
    for values in ([1.0, 2.0, 4.0], [3.5], [-1e3, 2.0, 0.25, 7.0]):
        want = subprocess.run([sys.executable, "-c", "import report; "
                               f"print(repr(report.summary({values!r})))"], cwd=project, env=env,
                              capture_output=True, text=True, check=True).stdout.strip()
        got = subprocess.run([str(binary), repr(values)], capture_output=True, text=True)
        assert (got.returncode, got.stdout.strip()) == (0, want)
    failed = subprocess.run([str(binary), "[]"], capture_output=True, text=True)
    assert failed.returncode == 1
    assert 'File "statkit/core.py", line 8, in mean' in failed.stderr
    assert failed.stderr.strip().endswith("ValueError: mean of an empty list")
