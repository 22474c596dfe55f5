"""matmul through the host build path (pyaot.native): NumPy against pyaot's
BLAS variant and its portable kernel (PYAOT_BLAS=none), in one run.

    python bench/matmul_blas.py [--sizes 300 1000] [--repeats 7]

Minimum of repeats per implementation; NumPy times `a @ b` in-process, the
executable with its `--repeat` timer (start-up and .npy decoding excluded).
Both OpenBLAS builds (NumPy's and the pinned scipy-openblas64) thread as
OPENBLAS_NUM_THREADS says; set it to 1 for single-threaded numbers. Ratio =
pyaot time / NumPy time (below 1: pyaot is faster). Results are checked
against NumPy before any time is printed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tracer"))
from pyaot import native  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402

KERNEL = Path(__file__).resolve().parent / "suite" / "kernels" / "matmul.py"


def time_pyaot(exe: Path, args: list[Path], out: Path, repeats: int, env: dict[str, str]) -> float:
    proc = subprocess.run([str(exe), "--repeat", str(repeats + 1), "--out", str(out),
                           *map(str, args)], capture_output=True, text=True, env={**os.environ, **env})
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    line = next(l for l in proc.stderr.splitlines() if l.startswith("pyaot-call-seconds:"))
    return min(float(t) for t in line.split(":", 1)[1].split()[1:])  # the first is the warm-up


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[300, 1000])
    parser.add_argument("--repeats", type=int, default=7)
    opts = parser.parse_args()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs; "
          f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS', 'unset (every core)')}; "
          f"NumPy {np.__version__}; flags {' '.join(native.FLAGS)}")
    rng = np.random.default_rng(0)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        exe = native.build_executable(compile_file(KERNEL, ["matmul"]).cpp, work / "matmul")
        print(f"{'n':>6} {'numpy':>10} {'blas':>10} {'portable':>10} {'blas/numpy':>11} "
              f"{'portable/numpy':>15}")
        for n in opts.sizes:
            a, b = rng.normal(size=(n, n)), rng.normal(size=(n, n))
            paths = [work / "a.npy", work / "b.npy"]
            np.save(paths[0], a)
            np.save(paths[1], b)
            want = a @ b
            numpy_times = []
            for _ in range(opts.repeats):
                start = time.perf_counter()
                a @ b
                numpy_times.append(time.perf_counter() - start)
            times = {}
            for mode, env in (("blas", {}), ("portable", {"PYAOT_BLAS": "none"})):
                times[mode] = time_pyaot(exe, paths, work / "out.npy", opts.repeats, env)
                if not np.allclose(np.load(work / "out.npy"), want, rtol=1e-10, atol=1e-10 * n):
                    raise SystemExit(f"{mode} at {n}: the result differs from NumPy's")
            t_np = min(numpy_times)
            print(f"{n:>6} {t_np * 1e3:8.2f}ms {times['blas'] * 1e3:8.2f}ms "
                  f"{times['portable'] * 1e3:8.2f}ms {times['blas'] / t_np:11.2f} "
                  f"{times['portable'] / t_np:15.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
