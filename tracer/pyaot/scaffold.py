"""`pyaot scaffold NAME`: the first step of adding an array operator.

Given a Python callable that no declaration covers (e.g. numpy.sinc), writes
  * its declaration (ops/decls/scaffolded.toml), with the parameters read from
    the callable's signature and kinds guessed from their defaults,
  * a C++ stub (ops/include/pyaot/nd/scaffold/<name>.hpp) that raises
    NotImplementedError, and
  * a conformance test (tests/ops/test_<name>.py) that runs the harness on the
    operator alone: it fails until the stub is filled in correctly.
Adding the operator is then a fill-in-the-body job whose correctness the
harness decides; the tracer needs no change.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import numpy as np

from pyaot import opdecls
from pyaot.opdecls import resolve_reference

REPO = Path(__file__).resolve().parent.parent.parent


def _kind_of(param: inspect.Parameter, first: bool) -> str:
    if first or param.default is inspect.Parameter.empty:
        return "array"
    d = param.default
    if isinstance(d, bool):
        return "bool"
    if isinstance(d, int):
        return "int"
    if isinstance(d, float):
        return "float"
    if param.name == "axis":
        return "axis"
    return "optint"


def _literal(param: inspect.Parameter) -> str:
    d = param.default
    return "" if d is inspect.Parameter.empty else f" = {d!r}"


def scaffold(name: str, root: Path | None = None) -> list[Path]:
    root = root or REPO
    table = opdecls.load(str(root / "ops" / "decls"))
    if name in table.array_ops or name in table.ops:
        raise SystemExit(f"pyaot scaffold: {name} is already declared")
    fn = resolve_reference(name)
    ident = re.sub(r"\W", "_", name.removeprefix("numpy."))
    header = f"pyaot/nd/scaffold/{ident}.hpp"
    decl_path = root / "ops" / "decls" / "scaffolded.toml"
    header_path = root / "ops" / "include" / header
    test_path = root / "tests" / "ops" / f"test_{ident}.py"
    if isinstance(fn, np.ufunc):
        args = ", ".join(f"T x{i}" for i in range(fn.nin))
        decl = (f'[op."{name}"]\nkind = "ufunc"\nheader = "{header}"\n'
                f'functor = "pyaot::nd::fn::{ident}"\nreference = "{name}"\n'
                f'tolerance = "exact"  # or "ulp:N" / "rtol:X": document why\n')
        cpp = f"""namespace pyaot::nd::fn {{

// {name}: one element of the ufunc's loop dtype T (see ufunc.hpp for how
// loops are chosen and how integer overflow and division behave).
struct {ident} {{
  template <class T>
  T operator()({args}) const {{
    raise(exc::NotImplementedError, "{name} is scaffolded but not implemented");
  }}
}};

}}  // namespace pyaot::nd::fn
"""
    else:
        sig = inspect.signature(fn)
        params = [p for p in sig.parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        specs = [f"{p.name}: {_kind_of(p, i == 0)}{_literal(p)}" for i, p in enumerate(params)]
        placeholders = ", ".join("{" + p.name + "}" for p in params)
        decl = (f'[op."{name}"]\nkind = "function"\nheader = "{header}"\nreference = "{name}"\n'
                f'params = [{", ".join(repr(s).replace(chr(39), chr(34)) for s in specs)}]\n'
                f'cpp = "pyaot::nd::{ident}<{{out}}>({placeholders})"\n'
                f'tolerance = "exact"  # or "ulp:N" / "rtol:X": document why\n'
                f'# dtypes = ["float64", "float32"]  # narrow the tested dtypes if needed\n')
        cpp_params = ", ".join(f"Arg{i} {p.name}" for i, p in enumerate(params))
        templ = ", ".join(f"class Arg{i}" for i in range(len(params)))
        cpp = f"""namespace pyaot::nd {{

// {name}. Out is the result dtype NumPy gives (the harness probes the
// reference); array arguments arrive as pyaot::nd::array<T> views.
template <Element Out, {templ}>
array<Out> {ident}({cpp_params}) {{
  raise(exc::NotImplementedError, "{name} is scaffolded but not implemented");
}}

}}  // namespace pyaot::nd
"""
    header_path.parent.mkdir(parents=True, exist_ok=True)
    header_path.write_text(f"// Scaffolded by `pyaot scaffold {name}`: fill in the body until\n"
                           f"// tests/ops/test_{ident}.py passes.\n#pragma once\n\n"
                           f'#include "pyaot/nd/ufunc.hpp"\n\n{cpp}')
    decl_path.parent.mkdir(parents=True, exist_ok=True)
    existing = decl_path.read_text() if decl_path.exists() else (
        "# Operators added with `pyaot scaffold`; move each to its family's file once its\n"
        "# conformance test passes.\n")
    decl_path.write_text(existing + "\n" + decl)
    test_path.parent.mkdir(parents=True, exist_ok=True)
    test_path.write_text(f'''"""Conformance of {name} (scaffolded): fails until the C++ in
ops/include/{header} matches the reference on every generated input."""

from pathlib import Path

from pyaot.conformance import runner

ROOT = Path(__file__).resolve().parents[2]


def test_{ident}_matches_reference(tmp_path: Path) -> None:
    status = runner.main(["--op", "{name}", "--decls", str(ROOT / "ops" / "decls"),
                          "--include", str(ROOT / "ops" / "include"),
                          "--library", str(tmp_path / "lib.so")])
    assert status == 0, "see the report above for the failing input"
''')
    opdecls.load.cache_clear()  # the declarations changed
    return [decl_path, header_path, test_path]
