"""Packages the operator library with the compiler (see pyproject.toml).

The C++ runtime and operator headers (ops/include) and the operator
declarations (ops/decls) live beside tracer/, not inside the package: the
build copies them to pyaot/_ops, where pyaot.opdecls looks first.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
OPS = ("include", "decls")


class build_py_with_ops(build_py):
    def run(self):
        super().run()
        for part in OPS:
            source = ROOT / "ops" / part
            if not source.is_dir():
                raise SystemExit(f"pyaot: {source} is missing: build from a full checkout")
            target = Path(self.build_lib) / "pyaot" / "_ops" / part
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("BUILD*"))


setup(cmdclass={"build_py": build_py_with_ops})
