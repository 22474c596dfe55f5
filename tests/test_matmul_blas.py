"""Matrix products (programs/matmul_blas.py) against NumPy, through the
pinned OpenBLAS and through the portable kernel (PYAOT_BLAS=none): square,
non-square, 1x1, empty, 300x300, float32/float64/int64, matrix-vector,
vector-vector, einsum contractions, and operands that are views (transposed,
stepped, reversed, one column). Floats agree to a bound on rounding: |got - want| <= rtol *
f(|inputs|), which for a product is rtol * sum |a_ik| |b_kj| per element; a
wrong element misses it by orders of magnitude."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from pyaot import native, openblas
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "matmul_blas.py"
MODULE = load_reference_module(SRC, [HERE])
RTOL = {np.dtype(np.float64): 1e-12, np.dtype(np.float32): 1e-4}

_rng = np.random.default_rng(22)


def _m(*shape: int, dtype=np.float64) -> np.ndarray:
    if np.dtype(dtype).kind == "i":
        return _rng.integers(-50, 50, shape).astype(dtype)
    return _rng.standard_normal(shape).astype(dtype)


F32 = np.float32
CASES = {
    "mm 1x1": ("mm", lambda: [_m(1, 1), _m(1, 1)]),
    "mm 3x5 5x2": ("mm", lambda: [_m(3, 5), _m(5, 2)]),
    "mm 300": ("mm", lambda: [_m(300, 300), _m(300, 300)]),
    "mm 0 rows": ("mm", lambda: [_m(0, 3), _m(3, 4)]),
    "mm k=0": ("mm", lambda: [_m(4, 0), _m(0, 3)]),
    "mm32 7x5 5x3": ("mm32", lambda: [_m(7, 5, dtype=F32), _m(5, 3, dtype=F32)]),
    "mm32 300": ("mm32", lambda: [_m(300, 300, dtype=F32), _m(300, 300, dtype=F32)]),
    "mm int64": ("mm_int", lambda: [_m(4, 3, dtype=np.int64), _m(3, 5, dtype=np.int64)]),
    "mm float32 @ float64": ("mm_mixed", lambda: [_m(6, 4, dtype=F32), _m(4, 5)]),
    "a.T @ b": ("at_b", lambda: [_m(5, 7), _m(5, 3)]),
    "a.T @ b 300x200": ("at_b", lambda: [_m(300, 200), _m(300, 100)]),
    "a @ b.T": ("a_bt", lambda: [_m(4, 6), _m(3, 6)]),
    "a.T @ b.T float32": ("at_bt32", lambda: [_m(5, 4, dtype=F32), _m(3, 5, dtype=F32)]),
    "stepped views": ("stepped", lambda: [_m(7, 9), _m(9, 5)]),
    "reversed views": ("reversed_", lambda: [_m(4, 5), _m(5, 3)]),
    "one column": ("column", lambda: [_m(6, 3)]),
    "row @ column": ("row_col", lambda: [_m(3, 3)]),
    "matrix @ vector": ("mv", lambda: [_m(3, 4), _m(4)]),
    "matrix @ vector 300": ("mv", lambda: [_m(300, 300), _m(300)]),
    "stepped matrix @ vector": ("mv_stepped", lambda: [_m(6, 5), _m(6)]),
    "vector @ matrix float32": ("vm32", lambda: [_m(4, dtype=F32), _m(4, 7, dtype=F32)]),
    "dot 1": ("vv", lambda: [_m(1), _m(1)]),
    "dot 300": ("vv", lambda: [_m(300), _m(300)]),
    "dot stepped": ("vv_stepped", lambda: [_m(10)]),
    "dot a.T b": ("dot2", lambda: [_m(5, 4), _m(5, 6)]),
    "stacks": ("stacked", lambda: [_m(2, 3, 4), _m(2, 5, 4)]),
    "tensordot": ("tensordot1", lambda: [_m(3, 4), _m(5, 4)]),
    "einsum ij,jk->ik 300": ("einsum_mm", lambda: [_m(300, 300), _m(300, 300)]),
    "einsum ij,kj->ki float32": ("einsum_abt32", lambda: [_m(5, 4, dtype=F32), _m(3, 4, dtype=F32)]),
    "einsum of views": ("einsum_views", lambda: [_m(6, 3), _m(6, 4)]),
    "einsum i,i->": ("einsum_dot", lambda: [_m(7), _m(7)]),
    "einsum i,j->ij": ("einsum_outer", lambda: [_m(3), _m(4)]),
    "einsum with a batch label": ("einsum_batch", lambda: [_m(2, 3, 4), _m(2, 4, 5)]),
    "einsum abc,cbd->dba": ("einsum_4d", lambda: [_m(2, 3, 4), _m(4, 3, 5)]),
}
MODES = {"blas": {}, "portable": {"PYAOT_BLAS": "none"}}


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    entries = sorted({entry for entry, _ in CASES.values()})
    result = compile_file(SRC, entries, roots=[HERE], display_root=HERE.parent)
    return native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "matmul")


def run(binary: Path, entry: str, args: list[np.ndarray], tmp: Path, env: dict[str, str],
        ) -> np.ndarray | float:
    paths = []
    for k, a in enumerate(args):
        paths.append(tmp / f"arg{k}.npy")
        np.save(paths[-1], a)
    out = tmp / "out.npy"
    proc = subprocess.run([str(binary), entry, "--out", str(out), *map(str, paths)],
                          capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert proc.returncode == 0, proc.stderr
    return np.load(out) if out.exists() else float(proc.stdout)


def check(entry: str, args: list[np.ndarray], got: np.ndarray | float) -> None:
    fn = getattr(MODULE, entry)
    want = fn(*[a.copy() for a in args])
    if isinstance(want, float):
        bound = abs(fn(*[np.abs(a) for a in args]))
        assert abs(got - want) <= 1e-12 * bound, (got, want)
        return
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape, want.dtype,
                                                                 want.shape)
    if want.dtype.kind == "i":
        np.testing.assert_array_equal(got, want)
        return
    bound = np.abs(fn(*[np.abs(a) for a in args]))
    excess = np.abs(got.astype(np.float64) - want) - RTOL[want.dtype] * bound
    assert not np.any(excess > 0), f"largest excess {excess.max()} in {np.argwhere(excess > 0)[:5]}"


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_numpy(binary: Path, case: str, mode: str, tmp_path: Path) -> None:
    entry, make = CASES[case]
    args = make()
    check(entry, args, run(binary, entry, args, tmp_path, MODES[mode]))


def test_blas_is_loaded_from_beside_the_executable(binary: Path, tmp_path: Path) -> None:
    if openblas.library() is None:
        pytest.skip(f"no pinned OpenBLAS for {openblas.host_platform()} or it could not be fetched")
    assert (binary.parent / openblas.LIBRARY).is_file()
    args = [_m(8, 8), _m(8, 8)]
    np.save(tmp_path / "a.npy", args[0])
    np.save(tmp_path / "b.npy", args[1])
    proc = subprocess.run([str(binary), "mm", "--out", str(tmp_path / "o.npy"),
                           str(tmp_path / "a.npy"), str(tmp_path / "b.npy")],
                          capture_output=True, text=True, env={**os.environ, "LD_DEBUG": "files"})
    assert proc.returncode == 0
    assert re.search(r"file=\S*/" + re.escape(openblas.LIBRARY), proc.stderr), proc.stderr[-2000:]


def test_runs_without_the_library(binary: Path, tmp_path: Path) -> None:
    # A binary copied alone: the portable kernel, the same values to rounding.
    alone = tmp_path / "alone" / "matmul"
    alone.parent.mkdir()
    shutil.copy(binary, alone)
    args = [_m(30, 20), _m(20, 10)]
    check("mm", args, run(alone, "mm", args, tmp_path, {}))


def test_pins_match_the_bazel_repository_rule() -> None:
    text = (HERE.parent / "toolchains" / "openblas" / "pins.bzl").read_text()
    assert f'OPENBLAS_VERSION = "{openblas.VERSION}"' in text
    for key, (wheel_sha, lib_sha) in openblas.PINS.items():
        assert f'"{key}": ("{wheel_sha}", "{lib_sha}")' in text.replace("\n", " ").replace("  ", " "), key
