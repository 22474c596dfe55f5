"""NumPy benchmark: compiled (pyaot) vs NumPy under CPython, 1e3..1e7 elements.

Run with `bazel run -c opt //bench:arrays` (add `-- --quick` for 1e3..1e5).
The same Python source runs both ways in one run. Each implementation is
timed per call, in-process: NumPy with time.perf_counter around the call,
the compiled executable with its `--repeat` timer (arguments decoded from
.npy once, start-up excluded). Results are checked against NumPy before any
time is reported. The table gives min and median per call and
ratio = NumPy time / pyaot time (above 1: pyaot is faster).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

REPEATS = 7
SIZES = [10**3, 10**4, 10**5, 10**6, 10**7]


def load_module(path: str):
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def inputs_for(kernel: str, size: int, rng: np.random.Generator) -> list:
    side = int(round(size ** 0.5))
    if kernel in ("exp_f64", "sin_cos", "log1p_abs", "square"):
        return [rng.normal(size=size)]
    if kernel in ("exp_f32", "tanh_f32"):
        return [rng.normal(size=size).astype(np.float32)]
    if kernel == "layer_norm_rows":
        return [rng.normal(size=(size // 64, 64))]
    if kernel == "axpby":
        return [rng.normal(size=size), rng.normal(size=size), 1.5, 0.5]
    if kernel == "normalize":
        return [rng.integers(0, 256, size=size).astype(np.float32), 0.45, 0.226]
    if kernel == "sum_squares":
        return [rng.normal(size=size)]
    if kernel in ("softmax_rows", "column_stats", "stencil"):
        return [rng.normal(size=(side, side))]
    if kernel == "matmul":
        return [rng.normal(size=(side, side)), rng.normal(size=(side, side))]
    raise ValueError(kernel)


def time_numpy(fn, args: list) -> tuple[list[float], object]:
    times, result = [], None
    for _ in range(REPEATS):
        start = time.perf_counter()
        result = fn(*args)
        times.append(time.perf_counter() - start)
    return times, result


def time_pyaot(binary: str, args: list, tmp: Path) -> tuple[list[float], object]:
    texts = []
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray):
            np.save(tmp / f"a{k}.npy", a)
            texts.append(str(tmp / f"a{k}.npy"))
        else:
            texts.append(repr(a))
    out = tmp / "out.npy"
    out.unlink(missing_ok=True)
    proc = subprocess.run([binary, "--out", str(out), "--repeat", str(REPEATS), *texts],
                          capture_output=True, text=True, check=True)
    line = next(l for l in proc.stderr.splitlines() if l.startswith("pyaot-call-seconds:"))
    times = [float(t) for t in line.split(":", 1)[1].split()]
    result = np.load(out) if out.exists() else float(proc.stdout)
    return times, result


def host_binaries(kernels: str, names: list[str], out: Path) -> dict[str, str]:
    """Compiles each kernel with the host's compiler (as `pyaot build` does)."""
    from pyaot import native
    from pyaot.driver import compile_file
    built = {}
    for name in names:
        cpp = compile_file(Path(kernels), [name]).cpp
        built[name] = str(native.build_executable(cpp, out / name))
    return built


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernels", required=True, help="the kernels' Python file")
    parser.add_argument("--binary", action="append", default=[], help="name=path")
    parser.add_argument("--host", action="append", default=[],
                        help="a kernel to compile here with the host's C++ compiler "
                             "(pyaot.native, outside Bazel), instead of --binary")
    parser.add_argument("--quick", action="store_true", help="sizes 1e3..1e5 only")
    parser.add_argument("--json", type=Path, help="also write results here")
    opts = parser.parse_args()
    module = load_module(opts.kernels)
    binaries = dict(b.split("=", 1) for b in opts.binary)
    if opts.host:
        binaries.update(host_binaries(opts.kernels, opts.host, Path(tempfile.mkdtemp())))
    if not binaries:
        parser.error("name a kernel with --binary or --host")
    print(f"load average: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    sizes = SIZES[:3] if opts.quick else SIZES
    rng = np.random.default_rng(0)
    rows = []
    print(f"{'kernel':14} {'elements':>9} {'numpy min':>11} {'pyaot min':>11} "
          f"{'numpy med':>11} {'pyaot med':>11} {'ratio':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for name, binary in binaries.items():
            for size in sizes:
                if name == "matmul" and size > 10**6:
                    continue  # 3162^2 @ 3162^2 is a BLAS benchmark, not this one
                args = inputs_for(name, size, rng)
                np_times, ref = time_numpy(getattr(module, name), args)
                aot_times, got = time_pyaot(binary, args, Path(tmp))
                # float32 kernels agree to a few ulps (the declared ufunc bounds)
                tol = 1e-9 if np.asarray(ref).dtype != np.float32 else 1e-6
                if not np.allclose(got, ref, rtol=tol, atol=tol):
                    print(f"{name} at {size}: results differ from NumPy", file=sys.stderr)
                    return 1
                row = {"kernel": name, "elements": size,
                       "numpy_min": min(np_times), "numpy_median": statistics.median(np_times),
                       "pyaot_min": min(aot_times), "pyaot_median": statistics.median(aot_times)}
                row["ratio"] = row["numpy_min"] / row["pyaot_min"]
                rows.append(row)
                print(f"{name:14} {size:9.0e} {row['numpy_min']*1e3:9.3f}ms {row['pyaot_min']*1e3:9.3f}ms "
                      f"{row['numpy_median']*1e3:9.3f}ms {row['pyaot_median']*1e3:9.3f}ms "
                      f"{row['ratio']:7.2f}", flush=True)
    geomean = float(np.exp(np.mean(np.log([r["ratio"] for r in rows]))))
    print(f"geometric mean of NumPy time / pyaot time: {geomean:.2f}")
    if opts.json:
        opts.json.write_text(json.dumps({"rows": rows, "geomean_ratio": geomean}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
