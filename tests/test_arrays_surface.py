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
# Matrix products summed in another order than NumPy's BLAS: within this
# tolerance of the largest magnitude in the result.
TOLERANT = {"contract": 1e-12, "contract_two": 1e-12}


def agree_within(name: str, ref: object, got: object) -> str | None:
    rtol = TOLERANT.get(name)
    if rtol is None or not isinstance(ref, np.ndarray) or not isinstance(got, np.ndarray):
        return agree(name, ref, got)
    if ref.dtype != got.dtype or ref.shape != got.shape:
        return f"got {got.dtype}{got.shape}, reference {ref.dtype}{ref.shape}"
    scale = float(np.max(np.abs(ref), initial=1.0))
    same = np.allclose(got, ref, rtol=rtol, atol=rtol * scale, equal_nan=True)
    return None if same else f"got {got!r}, reference {ref!r}"


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
            problem = agree_within(name, ref, got)
        if problem:
            failures.append(f"{name}{tuple(args)!r}: {problem}")
            raise AssertionError(problem)

    try:
        check()
    except AssertionError:
        pass
    assert not failures, failures[-1]  # the last is hypothesis's shrunk example


# ------------------------------------------------- refused where NumPy's answer
# cannot be given statically, with file:line:col, the construct and the fix

_HEAD = ("import numpy as np\nMatrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]\n"
         "Vector = np.ndarray[tuple[int], np.dtype[np.float64]]\n")
REFUSALS = {
    # (body of `f` after the header, line, col, words in the construct, words in the hint)
    "int_list_without_dtype": ("def f(n: int) -> Vector:\n    xs = [i for i in range(n)]\n"
                               "    return np.array(xs)", 6, 21, "of numpy.array",
                               "dtype=np.int64"),
    "where_with_one_value": ("def f(x: Vector) -> Vector:\n    return np.where(x > 0, x)",
                             5, 12, "call to numpy.where", "pass y"),
    "clip_both_none": ("def f(x: Vector) -> Vector:\n    return np.clip(x, None, None)", 5, 12,
                       "both None", "at least one"),
    "shape_slice_not_literal": ("def f(x: Matrix, k: int) -> int:\n    return len(x.shape[:k])",
                                5, 16, "a slice of a.shape", "literals"),
    "two_ellipses": ("def f(x: Matrix) -> Vector:\n    return x[..., 0, ...]", 5, 12,
                     "two '...'", "one '...'"),
    "slice_of_computed_value": ("def f(x: Vector) -> Vector:\n    x[::-1][:1] = 0.0\n    return x",
                                5, 13, "slice of a computed value", "name the array first"),
    "mask_assignment": ("def f(x: Vector) -> Vector:\n    m = x < 0\n    x[m] = 0.0\n"
                        "    return x", 6, 5, "index array or mask", "np.where"),
    "newaxis_with_index_array": ("def f(x: Matrix, i: np.ndarray[tuple[int], np.dtype[np.int64]]"
                                 ") -> Matrix:\n    return x[i, None]", 5, 12, "None or ...",
                                 "second subscript"),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_refused_with_location_and_hint(tmp_path: Path, case: str) -> None:
    from pyaot.diagnostics import CompileError
    body, line, col, construct, hint = REFUSALS[case]
    src = tmp_path / "user_code.py"
    src.write_text(_HEAD + body + "\n")
    with pytest.raises(CompileError) as caught:
        compile_file(src, ["f"], roots=[tmp_path], display_root=tmp_path)
    text = str(caught.value)
    assert text.startswith(f"user_code.py:{line}:{col}: error: "), text
    assert construct in caught.value.construct and hint in caught.value.hint, text
