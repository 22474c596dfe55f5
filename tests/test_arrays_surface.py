"""Every function in programs/arrays_surface.py (the NumPy surface model
code uses, issue #23), compiled into one executable and compared with NumPy
under CPython as tests/test_arrays.py does: same values, dtypes, shapes and
exception types, on hypothesis-drawn inputs."""

from __future__ import annotations

import inspect
from pathlib import Path

import numpy as np
import pytest

from pyaot.driver import compile_file
from pyaot.reference import load_reference_module
from test_arrays import agree, check_against_numpy, sanitized_build

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "arrays_surface.py"
MODULE = load_reference_module(SRC, [HERE])
ENTRIES = sorted(name for name, fn in inspect.getmembers(MODULE, inspect.isfunction)
                 if fn.__module__ == MODULE.__name__ and not name.startswith("_"))
# Matrix products summed in another order than NumPy's BLAS: within this
# tolerance of the largest magnitude in the result.
TOLERANT = {"contract": 1e-12, "contract_two": 1e-12, "einsum_mixed_ranks": 1e-12}


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
    return sanitized_build(SRC, ENTRIES, tmp_path_factory, "surface")


@pytest.mark.parametrize("name", ENTRIES)
def test_matches_numpy(binary: Path, name: str, tmp_path: Path) -> None:
    check_against_numpy(binary, MODULE, name, tmp_path, agree_within)


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
    "mask_with_another_index": ("def f(x: Matrix) -> Matrix:\n    m = x[:, 0] < 0\n"
                                "    x[m, 0] = 0.0\n    return x", 6, 5, "index arrays mixed",
                                "one int array or mask"),
    "pad_other_mode": ("def f(x: Matrix) -> Matrix:\n    return np.pad(x, 1, mode='reflect')",
                       5, 30, "argument 'mode' of numpy.pad", "'constant'"),
    "pad_float_widths": ("def f(x: Matrix) -> Matrix:\n    return np.pad(x, ((1.5, 1), (0, 0)))",
                         5, 23, "argument 'pad_width' of numpy.pad", "int widths"),
    "split_into_none": ("def f(x: Matrix) -> Matrix:\n    a, = np.split(x, 0)\n    return a",
                        5, 10, "numpy.split", "check the argument"),  # NumPy's ZeroDivisionError
    "sqrt_of_python_float": ("def f(x: Matrix) -> Matrix:\n    return np.sqrt(2.0) * x", 5, 12,
                             "numpy.sqrt", ""),
    "numpy_scalar_constructor": ("def f(x: Matrix) -> Matrix:\n    return x / np.float32(255)",
                                 5, 16, "call to 'np.float32'", "Python float"),
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
