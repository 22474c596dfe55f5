"""Every function in programs/arrays_surface.py (the NumPy surface model
code uses, issue #23), compiled into one executable and compared with NumPy
under CPython as tests/test_arrays.py does: same values, dtypes, shapes and
exception types, on hypothesis-drawn inputs."""

from __future__ import annotations

import builtins
import inspect
import typing
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyaot import native
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module
from test_arrays import agree, annotation_type, run_compiled, strategy_for

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "arrays_surface.py"
MODULE = load_reference_module(SRC, [HERE])
ENTRIES = sorted(name for name, fn in inspect.getmembers(MODULE, inspect.isfunction)
                 if fn.__module__ == MODULE.__name__ and not name.startswith("_"))


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    result = compile_file(SRC, ENTRIES, roots=[HERE], display_root=HERE.parent)
    return native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "surface",
                                   native.SANITIZE_FLAGS)


@pytest.mark.parametrize("name", ENTRIES)
def test_matches_numpy(binary: Path, name: str, tmp_path: Path) -> None:
    fn = getattr(MODULE, name)
    hints = typing.get_type_hints(fn)
    params = list(inspect.signature(fn).parameters)
    types = [annotation_type(hints[p]) for p in params]
    failures: list[str] = []

    @settings(max_examples=25, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data: st.DataObject) -> None:
        sizes = data.draw(st.lists(st.integers(0, 4), min_size=1, max_size=2, unique=True))
        args = [data.draw(strategy_for(name, p, t, sizes), label=p) for p, t in zip(params, types)]
        try:
            with np.errstate(all="ignore"):
                ref = fn(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
            ref_kind = "value"
        except Exception as e:  # noqa: BLE001 - the reference's exception is the expectation
            ref, ref_kind = e, "raise"
        kind, got = run_compiled(binary, name, args, tmp_path)
        if ref_kind == "raise":
            ok = kind == "raise" and (type(ref).__name__ == got or isinstance(
                ref, getattr(builtins, got, ())))
            problem = None if ok else f"reference raised {type(ref).__name__}: {ref}; got {kind} {got!r}"
        elif kind == "raise":
            problem = f"raised {got}; reference returned {ref!r}"
        else:
            problem = agree(name, ref, got)
        if problem:
            failures.append(f"{name}{tuple(args)!r}: {problem}")
            raise AssertionError(problem)

    try:
        check()
    except AssertionError:
        pass
    assert not failures, failures[-1]  # the last is hypothesis's shrunk example
