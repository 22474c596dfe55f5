"""CUDA builds: the kernels compile for sm_80 and sm_90, the CUDA build of an
example matches NumPy bit for bit, and where a GPU is present its hot
operations run on it (the test says so, and skips, where none is)."""

from __future__ import annotations

import os
import struct
import subprocess
from pathlib import Path

import numpy as np
import pytest

from pyaot.reference import load_reference_module

FILES = os.environ.get("PYAOT_ARTIFACTS", "").split()
KERNELS = next((Path(p) for p in FILES if p.endswith("kernels_o.o")), None)
EXE = next((Path(p) for p in FILES if p.endswith("linux_x86_64_cuda/vectors")), None)
pytestmark = pytest.mark.skipif(KERNELS is None or EXE is None,
                                reason="set PYAOT_ARTIFACTS (Bazel does: //tests:cuda_test)")

EM_CUDA = 190


def embedded_cubins(data: bytes) -> list[int]:
    """SM versions of the device ELF images in an nvcc object's fatbin.

    Each cubin is an ELF file for EM_CUDA whose e_flags carry the SM version
    in bits 8-15 (CUDA's ELF ABI v2: EF_CUDA_SM(x) = x << 8)."""
    found, at = [], data.find(b"\x7fELF", 1)
    while at >= 0:
        machine = struct.unpack_from("<H", data, at + 18)[0]
        if machine == EM_CUDA:
            flags = struct.unpack_from("<I", data, at + 48)[0]
            found.append((flags >> 8) & 0xFF)
        at = data.find(b"\x7fELF", at + 4)
    return found


def test_kernels_compile_for_sm80_and_sm90() -> None:
    assert sorted(embedded_cubins(KERNELS.read_bytes())) == [80, 90]


def test_no_build_paths_in_kernels() -> None:
    data = KERNELS.read_bytes()
    for prefix in (b"/tmp/", b"/root/", b"/work/", b"execroot", b"tmpxft_0"):
        assert prefix not in data, prefix


def run_blend(tmp_path: Path, n: int, a: float) -> tuple[np.ndarray, np.ndarray, str]:
    rng = np.random.default_rng(n)
    x, y = rng.normal(size=n), rng.normal(size=n)
    x[::97] = np.nan  # NaN and signed zeros survive the trip as on the CPU
    y[::89] = -0.0
    np.save(tmp_path / "x.npy", x)
    np.save(tmp_path / "y.npy", y)
    proc = subprocess.run(
        [str(EXE), "--out", str(tmp_path / "out.npy"), str(tmp_path / "x.npy"),
         str(tmp_path / "y.npy"), repr(a)],
        capture_output=True, text=True, timeout=120, env={**os.environ, "PYAOT_CUDA_REPORT": "1"})
    assert proc.returncode == 0, proc.stderr
    reference = load_reference_module(Path("examples/vectors.py"), [Path(".")])
    return np.load(tmp_path / "out.npy"), reference.blend(x, y, a), proc.stderr


@pytest.mark.parametrize("n", [1000, 1 << 18])
def test_cuda_build_matches_numpy_bit_for_bit(tmp_path: Path, n: int) -> None:
    got, want, _ = run_blend(tmp_path, n, 0.75)
    assert got.dtype == want.dtype and got.shape == want.shape
    assert got.tobytes() == want.tobytes()


def test_hot_operations_run_on_the_gpu(tmp_path: Path) -> None:
    got, want, report = run_blend(tmp_path, 1 << 18, 1.5)
    assert got.tobytes() == want.tobytes()
    if "no usable GPU" in report:
        pytest.skip("no CUDA GPU on this machine (" + report.strip() + "); the CPU path "
                    "was checked above, the GPU path runs where a GPU and driver are present")
    # blend: a*x, *x, y*y, +, sqrt, x-y, abs, *0.5, + : nine operations.
    assert "9 operations" in report, report
