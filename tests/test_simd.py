"""The vector kernels of ops/include/pyaot/nd/simd.hpp against NumPy.

The conformance harness tests the ufuncs with hypothesis-drawn arrays; this
test sends each kernel the values where vector math goes wrong first: NaN,
infinities, signed zeros, subnormals, the edges of exp's range, huge
arguments of sin and cos, and a wide spread of ordinary values. Each result
must be within the ufunc's declared tolerance (ops/decls/numpy_ufuncs.toml)
of NumPy's, with NaN, infinities and the sign of zero exactly NumPy's; and
the contiguous loop (simd::apply) and the per-element call (simd::one, used
by the strided engine and fused chains) must give every element the same
bits. On x86_64 the same executable runs again under qemu as a CPU without
AVX2, where it must take the scalar path and still meet the bounds."""

from __future__ import annotations

import platform
import shutil
import subprocess
import warnings
from pathlib import Path

import numpy as np
import pytest

from pyaot import native, opdecls

HERE = Path(__file__).resolve().parent
OPS = ["exp", "log", "log1p", "expm1", "tanh", "sin", "cos", "sqrt"]
DTYPES = [np.float64, np.float32]


@pytest.fixture(scope="module")
def kernels(tmp_path_factory: pytest.TempPathFactory) -> Path:
    exe = tmp_path_factory.mktemp("simd") / "kernels"
    cmd = [native.find_cxx(), *native.FLAGS, f"-I{HERE.parent / 'ops' / 'include'}",
           str(HERE / "simd" / "kernels.cc"), "-o", str(exe)]
    subprocess.run(cmd, check=True)
    return exe


def inputs(dtype: type) -> np.ndarray:
    fi = np.finfo(dtype)
    rng = np.random.default_rng(20261204)
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, float(fi.tiny), -float(fi.tiny),
               float(fi.smallest_subnormal), -float(fi.smallest_subnormal), float(fi.max),
               -float(fi.max), 1.0, -1.0, 0.5, 1e-300, 1e300, 1e22, -1e22, 2.0**63, np.pi, -np.pi,
               709.78, 709.79, -708.4, -745.1, -745.2, 88.72, 88.73, -87.33, -103.97, -103.98]
    parts = [np.array(special)]
    for limit in (1e-8, 1e-3, 1.0, 10.0, 100.0, 800.0, 1e5, 1e6, 1e15, 1e300):
        parts.append(rng.uniform(-limit, limit, 4000))
    parts += [np.linspace(-760, 720, 6000), np.linspace(-110, 100, 6000),
              np.exp(rng.uniform(-745, 709, 4000)), rng.uniform(-1, 0, 4000)]
    with np.errstate(all="ignore"):
        return np.concatenate(parts).astype(dtype)


def run(exe: Path, op: str, x: np.ndarray, tmp: Path, prefix: list[str] = ()) -> tuple[np.ndarray, np.ndarray, str]:
    x.tofile(tmp / "in")
    out = subprocess.run([*prefix, str(exe), op, x.dtype.name, str(tmp / "in"), str(tmp / "flat"),
                          str(tmp / "one")], capture_output=True, text=True, check=True).stdout
    return np.fromfile(tmp / "flat", dtype=x.dtype), np.fromfile(tmp / "one", dtype=x.dtype), out


def ulp_errors(ref: np.ndarray, got: np.ndarray) -> np.ndarray:
    """Distance in units in the last place; inf where NaN-ness, infinity or
    the sign of a zero differ."""
    r, g = ref.astype(np.float64), got.astype(np.float64)
    same = (np.isnan(r) & np.isnan(g)) | ((r == g) & (np.signbit(r) == np.signbit(g)))
    with np.errstate(all="ignore"):
        spacing = np.spacing(np.maximum(np.abs(ref), np.abs(got)).astype(ref.dtype)).astype(np.float64)
        err = np.abs(r - g) / np.abs(spacing)
    err[np.isnan(err) | np.isinf(r) | np.isinf(g)] = np.inf
    return np.where(same, 0.0, err)


def declared_ulps(op: str) -> float:
    spec = opdecls.load().array_ops[f"numpy.{op}"].tolerance
    kind, _, amount = spec.partition(":")
    return 0.0 if kind == "exact" else float(amount)


def check(op: str, x: np.ndarray, flat: np.ndarray, one: np.ndarray) -> None:
    with np.errstate(all="ignore"):
        ref = getattr(np, op)(x)
    compare(op, x, ref, flat)
    assert np.array_equal(flat.view(np.uint8), one.view(np.uint8)), \
        f"np.{op}: the contiguous loop and the per-element call differ"


def compare(op: str, x: np.ndarray, ref: np.ndarray, flat: np.ndarray) -> None:
    err = ulp_errors(ref, flat)
    worst = int(np.argmax(err))
    assert err[worst] <= declared_ulps(op), \
        f"np.{op}({x[worst]!r}): got {flat[worst]!r}, NumPy {ref[worst]!r} ({err[worst]} ulp)"


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("op", OPS)
def test_kernel_meets_declared_bound(kernels: Path, tmp_path: Path, op: str, dtype: type) -> None:
    x = inputs(dtype)
    flat, one, _ = run(kernels, op, x, tmp_path)
    check(op, x, flat, one)


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("k", [3, 4])
def test_small_integer_power_meets_declared_bound(kernels: Path, tmp_path: Path, k: int,
                                                  dtype: type) -> None:
    """x ** 3 and x ** 4 multiply (fn::power) instead of calling pow; the
    result must stay within numpy.power's declared bound of NumPy's x ** k,
    across the range limits of that path (1e-60..1e60, float32 1e-7..1e8)."""
    rng = np.random.default_rng(k)
    edges = [1e-60, 1e60, 1e-7, 1e8, 1e-77, 1e77, 1e-103, 1e103, 2.0**-340, 1e-40]
    with np.errstate(all="ignore"):
        x = np.concatenate([inputs(dtype).astype(np.float64), edges, np.negative(edges)]
                           + [rng.uniform(-lim, lim, 3000)
                              for lim in (1e-61, 1e-59, 1e-8, 1e7, 1e9, 1e59, 1e61, 1e77)]).astype(dtype)
    flat, _, _ = run(kernels, f"power{k}", x, tmp_path)
    with np.errstate(all="ignore"):
        ref = x ** k
    compare("power", x, ref, flat)


@pytest.mark.skipif(platform.machine() != "x86_64" or not shutil.which("qemu-x86_64-static"),
                    reason="needs an x86_64 host and qemu-x86_64-static")
@pytest.mark.parametrize("op", ["exp", "sin", "tanh"])
def test_cpu_without_avx2_takes_the_scalar_path(kernels: Path, tmp_path: Path, op: str) -> None:
    x = inputs(np.float64)[:2000]
    flat, one, out = run(kernels, op, x, tmp_path, ["qemu-x86_64-static", "-cpu", "Nehalem"])
    assert "vector kernels: no" in out
    check(op, x, flat, one)


# Row lengths around the vector widths (4 and 8 lanes), NumPy's pairwise
# block (128) and the max/min kernel's minimum (four vectors).
ROW_LENGTHS = [1, 2, 5, 8, 9, 15, 16, 17, 31, 32, 33, 127, 128, 129, 257, 1000, 4099]


def reduction_inputs(dtype: type) -> np.ndarray:
    """Ordinary values with rows of NaN, infinities and signed zeros at
    every position modulo the vector width."""
    rng = np.random.default_rng(7)
    x = rng.normal(size=20000) * np.exp(rng.uniform(-5, 5, 20000))
    for k, v in enumerate([np.nan, np.inf, -np.inf, -0.0, 0.0, np.nan, np.inf]):
        x[k * 997 + k % 8] = v
    x[15000:15100] = -0.0
    x[15100:15200] = np.where(np.arange(100) % 3 == 0, 0.0, -0.0)
    x[16000:16130] = -np.inf
    return x.astype(dtype)


def same_values(got: np.ndarray, ref: np.ndarray, bits: bool) -> bool:
    """NaN where NumPy has NaN; the same bits (sums) or values (max/min, for
    which the zero of a tie between 0.0 and -0.0 is NumPy's SIMD's choice)."""
    if bits:
        nan = np.isnan(ref) & np.isnan(got)
        return bool(np.all(nan | (got.view(np.uint8).reshape(got.size, -1)
                                  == ref.view(np.uint8).reshape(ref.size, -1)).all(axis=1)))
    return bool(np.all((np.isnan(ref) & np.isnan(got)) | (got == ref)))


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("op", ["sum", "max", "nanmin"])
def test_reductions_match_numpy(kernels: Path, tmp_path: Path, op: str, dtype: type) -> None:
    """Row (axis=-1), column (axis=0) and whole-array reductions through the
    vector kernels (simd_reduce.hpp): sums bit for bit NumPy's pairwise
    summation (columns: its running sums), max NumPy's values with NaN
    propagated, nanmin with NaN ignored, wherever it stands in a row."""
    x = reduction_inputs(dtype)
    x.tofile(tmp_path / "in")
    lengths = ",".join(map(str, ROW_LENGTHS))
    subprocess.run([str(kernels), f"reduce:{op}:{lengths}", x.dtype.name, str(tmp_path / "in"),
                    str(tmp_path / "rows"), str(tmp_path / "all")], check=True, capture_output=True)
    rows, whole = np.fromfile(tmp_path / "rows", dtype=dtype), np.fromfile(tmp_path / "all", dtype=dtype)
    at = 0
    for k, n in enumerate(ROW_LENGTHS):
        a = x[: x.size // n * n].reshape(-1, n)
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            ref_rows, ref_all = getattr(np, op)(a, axis=-1), getattr(np, op)(a)
            ref_cols = getattr(np, op)(a, axis=0)
        bits = op == "sum"
        for axis, ref in ((-1, ref_rows), (0, ref_cols)):
            got = rows[at: at + ref.size]
            at += ref.size
            assert same_values(got, ref, bits), f"np.{op}(rows of {n}, axis={axis}) differs from NumPy"
        assert same_values(whole[k: k + 1], np.asarray([ref_all], dtype=dtype), bits), \
            f"np.{op} over {a.size} elements: {whole[k]!r}, NumPy {ref_all!r}"


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
@pytest.mark.parametrize("op", ["subtract", "divide"])
def test_arithmetic_kernels_give_numpys_bits(kernels: Path, tmp_path: Path, op: str,
                                             dtype: type) -> None:
    """The arithmetic kernels, on the flat loop and along broadcast rows (a
    column view against its rows of 37: a vector body and a scalar tail)."""
    x = inputs(dtype)
    x = x[: x.size // 37 * 37]
    x.tofile(tmp_path / "in")
    subprocess.run([str(kernels), f"arith:{op}:37", x.dtype.name, str(tmp_path / "in"),
                    str(tmp_path / "flat"), str(tmp_path / "rows")], check=True, capture_output=True)
    m = x.reshape(-1, 37)
    with np.errstate(all="ignore"):
        refs = [getattr(np, op)(x, x[::-1]), getattr(np, op)(m, m[:, :1]).ravel()]
    for name, ref in zip(("flat", "rows"), refs):
        got = np.fromfile(tmp_path / name, dtype=dtype)
        assert same_values(got, ref, bits=True), f"np.{op} ({name}) differs from NumPy"
