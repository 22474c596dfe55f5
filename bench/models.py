"""AI workloads as whole programs: pyaot next to CPython + NumPy (and ONNX
Runtime's own Python API), one run, issue #23.

    .venv/bin/python bench/models.py

Each workload is a function of tests/programs (compiled unmodified with the
host's C++ compiler, as `pyaot build` does): a GPT-2-style forward pass with
greedy decoding, detection post-processing (decode + NMS), image
preprocessing (resize, normalise, HWC -> CHW) and a text embedding through
an ONNX model (built with onnx.helper; session.run through ONNX Runtime's C
API in the compiled program, its Python API under CPython). Reported per
workload: the executable's size; start-up, as a whole process on the
smallest input (min of 10) next to CPython importing what the program
imports; and time per call in the steady state (min of 7: the executable's
--repeat timer, time.perf_counter around the call under CPython). Results
are checked against CPython's before any time is printed. The load average
is printed first: figures from a loaded machine are not comparable.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "tracer"), str(ROOT / "tests")]

from pyaot import native  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402
from pyaot.reference import load_reference_module  # noqa: E402

REPEATS = 7
STARTS = 10
PIPELINES = ROOT / "tests" / "programs" / "model_pipelines.py"
ONNX_PROGRAM = ROOT / "tests" / "programs" / "onnx_infer.py"


def workloads(rng: np.random.Generator) -> list[tuple[str, Path, str, list, list]]:
    """(name, source, entry, arguments timed, smallest arguments)."""
    raw = np.concatenate([rng.uniform(0, 640, (2000, 2)), rng.uniform(4, 96, (2000, 2)),
                          rng.uniform(0, 1, (2000, 1 + 80))], axis=1)
    image = rng.integers(0, 256, (480, 640, 3)).astype(np.uint8)
    ids = rng.integers(0, 50, (32, 16)).astype(np.int64)
    weights = rng.uniform(0.1, 1, (32, 16)).astype(np.float32)
    return [
        ("gpt2_generate", PIPELINES, "gpt2_generate",
         [rng.integers(0, 13, 8).astype(np.int64), 0, 6], [np.array([1], np.int64), 0, 1]),
        ("detect (2000 boxes, 80 classes)", PIPELINES, "detect",
         [raw, 0.5, 0.45, 100], [raw[:1], 0.5, 0.45, 1]),
        ("preprocess (640x480 -> 224x224)", PIPELINES, "preprocess",
         [image, 224, 224], [image[:1, :1], 1, 1]),
        ("embed (ONNX, 32x16 tokens)", ONNX_PROGRAM, "embed",
         [ids, weights], [ids[:1, :1], weights[:1, :1]]),
    ]


def argv(args: list, tmp: Path, tag: str) -> list[str]:
    out = []
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray):
            path = tmp / f"{tag}{k}.npy"
            np.save(path, a)
            out.append(str(path))
        else:
            out.append(repr(a))
    return out


def run_binary(binary: Path, args: list[str], tmp: Path, repeat: int = 0):
    out = tmp / "out.npy"
    out.unlink(missing_ok=True)
    extra = ["--repeat", str(repeat)] if repeat else []
    proc = subprocess.run([str(binary), "--out", str(out), *extra, *args],
                          capture_output=True, text=True, check=True)
    times = []
    for line in proc.stderr.splitlines():
        if line.startswith("pyaot-call-seconds:"):
            times = [float(t) for t in line.split(":", 1)[1].split()]
    return (np.load(out) if out.exists() else proc.stdout.strip()), times


def startup(cmd: list[str]) -> float:
    best = float("inf")
    for _ in range(STARTS):
        start = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    from test_onnx import write_models
    rng = np.random.default_rng(7)
    rows = []
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        src_dir = tmp / "src"
        src_dir.mkdir()
        write_models(src_dir)
        for src in (PIPELINES, ONNX_PROGRAM):
            shutil.copy(src, src_dir / src.name)
        os.chdir(src_dir)  # the program opens its models by relative path, as CPython does
        for name, src, entry, args, small in workloads(rng):
            copy = src_dir / src.name
            module = load_reference_module(copy, [src_dir])
            result = compile_file(copy, [entry], roots=[src_dir], display_root=src_dir)
            binary = native.build_executable(result.cpp, tmp / entry, models=result.models)
            want = getattr(module, entry)(*args)
            got, _ = run_binary(binary, argv(args, tmp, "a"), tmp)
            np.testing.assert_allclose(np.asarray(got, dtype=np.float64),
                                       np.asarray(want, dtype=np.float64), rtol=1e-5, atol=1e-6)
            _, aot = run_binary(binary, argv(args, tmp, "a"), tmp, repeat=REPEATS)
            cpython = []
            for _ in range(REPEATS):
                start = time.perf_counter()
                getattr(module, entry)(*args)
                cpython.append(time.perf_counter() - start)
            imports = "import numpy" + (", onnxruntime" if src == ONNX_PROGRAM else "")
            rows.append((name, binary.stat().st_size,
                         startup([str(binary), *argv(small, tmp, "s")]),
                         startup([sys.executable, "-c", imports]), min(aot), min(cpython)))
    print(f"{'workload':34} {'size':>8} {'start pyaot':>12} {'start CPython':>14} "
          f"{'call pyaot':>11} {'call CPython':>13} {'speed-up':>9}")
    for name, size, s_aot, s_py, c_aot, c_py in rows:
        print(f"{name:34} {size / 1e6:6.2f}MB {s_aot * 1e3:10.2f}ms {s_py * 1e3:12.1f}ms "
              f"{c_aot * 1e3:9.3f}ms {c_py * 1e3:11.3f}ms {c_py / c_aot:8.2f}x")
    print("start CPython: `python -c 'import numpy[, onnxruntime]'`, before any model work; "
          "sizes are the host executables (dynamically linked to libstdc++; the ONNX one "
          "loads libonnxruntime beside it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
