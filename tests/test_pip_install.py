"""`pip install` of the checkout (issue #24): the `pyaot` command, `from pyaot
import compile` and the operator library, from a fresh virtual environment,
compiling a program outside the checkout with the host's C++ compiler.

The new environment sees this one's packages (libcst, jinja2, numpy) through
a .pth file, so pip finds every requirement installed (the build backend,
setuptools, comes from the configured package index, as for any `pip
install .`); pyaot itself must come from the install, not from the checkout
or Bazel's runfiles.
"""

from __future__ import annotations

import os
import shutil
import site
import subprocess
import sys
import sysconfig
from pathlib import Path

import pyaot

# abspath, not resolve(): under Bazel the checkout is the runfiles tree.
REPO = Path(os.path.abspath(pyaot.__file__)).parent.parent.parent

PROGRAM = '''from pyaot import compile


@compile(tag="demo.triangle")
def triangle(n: int) -> int:
    total = 0
    for i in range(n + 1):
        total += i
    return total
'''


def _source_tree(dest: Path) -> Path:
    """What `pip install .` reads, copied out of the checkout (files, not links)."""
    for name in ("pyproject.toml", "setup.py"):
        shutil.copy(REPO / name, dest / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "BUILD*")
    shutil.copytree(REPO / "tracer" / "pyaot", dest / "tracer" / "pyaot", ignore=ignore)
    for part in ("include", "decls"):
        shutil.copytree(REPO / "ops" / part, dest / "ops" / part, ignore=ignore)
    return dest


def _clean_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSAFEPATH", "VIRTUAL_ENV")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def _venv(path: Path) -> Path:
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(path)], check=True)
    python = path / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True).stdout.strip()
    # This environment's packages (not the checkout's tracer/ nor runfiles).
    shared = {p for p in [*site.getsitepackages(), sysconfig.get_paths()["purelib"]]
              if p.endswith("-packages") and Path(p).is_dir()}
    assert shared, "no site-packages to share"
    (Path(purelib) / "shared_packages.pth").write_text("\n".join(sorted(shared)) + "\n")
    return python


def test_pip_install_gives_the_command_and_the_package(tmp_path):
    (tmp_path / "src").mkdir()
    source = _source_tree(tmp_path / "src")
    python = _venv(tmp_path / "venv")
    env = _clean_env()
    installed = subprocess.run(
        [str(python), "-m", "pip", "install", str(source)],
        capture_output=True, text=True, env=env, cwd=tmp_path)
    assert installed.returncode == 0, installed.stdout + installed.stderr

    where = subprocess.run(
        [str(python), "-c", "import pyaot, pyaot.opdecls as o; from pyaot import compile; "
                            "print(pyaot.__file__); print(o.OPS_ROOT)"],
        capture_output=True, text=True, env=env, cwd=tmp_path, check=True).stdout.split("\n")
    venv = str(tmp_path / "venv")
    assert where[0].startswith(venv), f"pyaot imported from {where[0]}, not the install"
    ops = Path(where[1])
    assert str(ops).startswith(venv), f"operator library at {ops}, not in the package"
    assert (ops / "include" / "pyaot" / "runtime.hpp").is_file()
    assert any((ops / "decls").glob("*.toml"))

    work = tmp_path / "work"
    work.mkdir()
    (work / "demo.py").write_text(PROGRAM)
    command = tmp_path / "venv" / "bin" / "pyaot"
    assert command.is_file(), "pip installed no `pyaot` command"
    built = subprocess.run([str(command), "compile", "demo.py", "-o", "out"],
                           capture_output=True, text=True, env=env, cwd=work)
    assert built.returncode == 0, built.stdout + built.stderr
    ran = subprocess.run([str(work / "out" / "demo.triangle"), "10"], capture_output=True,
                         text=True, check=True)
    assert ran.stdout.strip() == "55"
