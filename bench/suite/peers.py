"""How each peer turns a kernel file into something callable.

A peer's `build(kernel_file, entry, example_args, workdir)` returns a Python
callable, or raises `Unavailable` with the reason (the tool is missing, or it
cannot compile this kernel); run.py reports the reason instead of a time.
The native peers (pyaot, hand-written C++) are executables Bazel built; they
are timed by run.py through their `--repeat` protocol.
"""

from __future__ import annotations

import ast
import importlib.util
import resource
import shutil
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any, Callable

import numpy as np


# A peer's compiler that takes longer than this on one small kernel, or more
# memory, is reported as unable to build it (Pythran's type inference can run
# for many minutes and gigabytes on a kernel it cannot type).
BUILD_TIMEOUT_S = 180


BUILD_MEMORY_BYTES = 8 << 30


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (BUILD_MEMORY_BYTES, BUILD_MEMORY_BYTES))


class Unavailable(Exception):
    """This peer cannot run this kernel; the message says why."""


def load_module(path: Path, name: str | None = None) -> Any:
    spec = importlib.util.spec_from_file_location(name or path.stem, path)
    if spec is None or spec.loader is None:
        raise Unavailable(f"cannot load {path.name}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def _tail(proc: subprocess.CompletedProcess) -> str:
    text = (proc.stderr or "") + (proc.stdout or "")
    lines = [l for l in text.strip().splitlines() if l.strip()]
    errors = [l for l in lines if "error" in l.lower() and "warning" not in l.lower()]
    return (errors[:1] or lines[-1:] or ["(no output)"])[0][:160]


def _build_in(workdir: Path, kernel: Path, argv: list[str], what: str) -> Path:
    """Copies the kernel into a fresh directory and runs a build there."""
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    shutil.copy(kernel, workdir / kernel.name)
    try:
        proc = subprocess.run(argv, cwd=workdir, capture_output=True, text=True,
                              timeout=BUILD_TIMEOUT_S, preexec_fn=_limit_memory)
    except subprocess.TimeoutExpired:
        raise Unavailable(f"{what} did not finish in {BUILD_TIMEOUT_S} s") from None
    if proc.returncode != 0:
        raise Unavailable(f"{what} failed: {_tail(proc)}")
    built = sorted(workdir.glob(f"{kernel.stem}*.so"))
    if not built:
        raise Unavailable(f"{what} produced no extension module")
    return built[0]


def cpython(kernel: Path, entry: str, _args: list, _workdir: Path) -> Callable:
    return getattr(load_module(kernel, f"cpython_{kernel.stem}"), entry)


def numba(kernel: Path, entry: str, args: list, _workdir: Path) -> Callable:
    try:
        import numba as nb
    except ImportError as e:
        raise Unavailable(f"numba is not installed ({e})") from None
    module = load_module(kernel, f"numba_{kernel.stem}")
    # Every function of the module is jitted, so calls between them stay
    # in compiled code (numba resolves globals when it compiles).
    for name, value in list(vars(module).items()):
        if callable(value) and getattr(value, "__module__", None) == module.__name__:
            setattr(module, name, nb.njit(value))
    fn = getattr(module, entry)
    try:
        fn(*args)  # compiles for these argument types
    except Exception as e:  # noqa: BLE001 - any failure to compile is the report
        raise Unavailable(f"numba cannot compile it: {str(e).splitlines()[0][:160]}") from None
    return fn


def cython(kernel: Path, entry: str, _args: list, workdir: Path) -> Callable:
    cythonize = Path(sys.executable).parent / "cythonize"
    if not cythonize.exists():
        raise Unavailable("Cython is not installed")
    # Pure-Python mode: the .py file itself, compiled (annotations used).
    so = _build_in(workdir, kernel, [str(cythonize), "-i", "-3", "-q", kernel.name], "cythonize")
    return getattr(load_module(so, kernel.stem), entry)


def mypyc(kernel: Path, entry: str, _args: list, workdir: Path) -> Callable:
    tool = Path(sys.executable).parent / "mypyc"
    if not tool.exists():
        raise Unavailable("mypyc (mypy) is not installed")
    so = _build_in(workdir, kernel, [str(tool), kernel.name], "mypyc")
    sys.path.insert(0, str(workdir))  # mypyc's shared runtime module
    try:
        return getattr(load_module(so, kernel.stem), entry)
    finally:
        sys.path.remove(str(workdir))


def _pythran_type(hint: Any, example: Any) -> str:
    if hint is int:
        return "int"
    if hint is float:
        return "float"
    if hint is str:
        return "str"
    if hint is bool:
        return "bool"
    if isinstance(example, np.ndarray):
        return f"{example.dtype.name}[{','.join(':' * example.ndim)}]"
    raise Unavailable(f"no Pythran type for {hint!r}")


def _without_annotations(source: str) -> str:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            node.returns = None
            for a in node.args.args:
                a.annotation = None
    tree.body = [n for n in tree.body if not (
        isinstance(n, ast.Import) and any(a.name == "numpy.typing" for a in n.names))]
    for node in ast.walk(tree):  # x: T = v  ->  x = v
        for field, value in ast.iter_fields(node):
            if isinstance(value, list):
                setattr(node, field, [ast.Assign(targets=[v.target], value=v.value, lineno=v.lineno)
                                      if isinstance(v, ast.AnnAssign) and v.value else v
                                      for v in value])
    return ast.unparse(tree)


def pythran(kernel: Path, entry: str, args: list, workdir: Path) -> Callable:
    tool = Path(sys.executable).parent / "pythran"
    if not tool.exists():
        raise Unavailable("Pythran is not installed")
    fn = getattr(load_module(kernel, f"hints_{kernel.stem}"), entry)
    hints = typing.get_type_hints(fn)
    names = [n for n in hints if n != "return"]
    spec = ", ".join(_pythran_type(hints[n], a) for n, a in zip(names, args))
    # The export line Pythran needs, derived from the annotations, which go
    # (Pythran does not know numpy.typing).
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    source = workdir / "src" / kernel.name
    source.parent.mkdir()
    source.write_text(f"#pythran export {entry}({spec})\n" + _without_annotations(kernel.read_text()))
    so = _build_in(workdir / "out", source, [str(tool), "-O3", kernel.name, "-o",
                                             f"{kernel.stem}.so"], "pythran")
    return getattr(load_module(so, kernel.stem), entry)


IN_PROCESS = {
    "CPython": cpython,
    "Numba": numba,
    "Cython": cython,
    "Pythran": pythran,
    "mypyc": mypyc,
}
