"""Scalar-loop benchmark: compiled (pyaot) vs CPython vs hand-written C++.

Run with `bazel run -c opt //bench:scalar`. Each kernel runs REPEATS times
under each implementation in this one run; the table reports min and median
wall time and the ratios. CPython is timed in-process (function call only,
no interpreter start-up); the native programs are timed as whole processes
(their start-up, about a millisecond, is included). Outputs are checked to
agree before any time is reported.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPEATS = 5


def load_function(path: str, name: str):
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def time_process(argv: list[str]) -> tuple[list[float], str]:
    times, out = [], ""
    for _ in range(REPEATS):
        start = time.perf_counter()
        proc = subprocess.run(argv, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - start)
        out = proc.stdout.strip()
    return times, out


def time_cpython(fn, args: list) -> tuple[list[float], str]:
    times, result = [], None
    for _ in range(REPEATS):
        start = time.perf_counter()
        result = fn(*args)
        times.append(time.perf_counter() - start)
    return times, repr(result)


def parse_args_for(fn, texts: list[str]) -> list:
    hints = fn.__annotations__
    names = [n for n in hints if n != "return"]
    return [hints[n](t) for n, t in zip(names, texts)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kernel", action="append", required=True,
                        help="name,src.py,function,pyaot_binary,cpp_binary,arg1:arg2:...")
    parser.add_argument("--json", type=Path, help="also write results here")
    opts = parser.parse_args()

    rows = []
    for spec in opts.kernel:
        name, src, function, pyaot_bin, cpp_bin, arg_text = spec.split(",")
        argv = arg_text.split(":")
        fn = load_function(src, function)
        py_times, py_out = time_cpython(fn, parse_args_for(fn, argv))
        aot_times, aot_out = time_process([pyaot_bin, *argv])
        cpp_times, cpp_out = time_process([cpp_bin, *argv])
        if aot_out != py_out:
            print(f"{name}: pyaot printed {aot_out!r}, CPython returned {py_out}", file=sys.stderr)
            return 1
        # The hand-written C++ uses libm (std::hypot), not CPython's algorithms,
        # so float results may drift slightly; it only has to compute the same thing.
        if cpp_out != py_out and abs(float(cpp_out) - float(py_out)) > 1e-4 * abs(float(py_out)):
            print(f"{name}: hand-written C++ printed {cpp_out!r}, CPython {py_out}",
                  file=sys.stderr)
            return 1
        rows.append({
            "kernel": name, "args": argv,
            "cpython_s": {"min": min(py_times), "median": statistics.median(py_times)},
            "pyaot_s": {"min": min(aot_times), "median": statistics.median(aot_times)},
            "cpp_s": {"min": min(cpp_times), "median": statistics.median(cpp_times)},
        })

    header = (f"{'kernel':<12}{'CPython':>11}{'pyaot':>11}{'C++ -O3':>11}"
              f"{'speedup vs CPython':>20}{'time vs C++':>13}")
    print(f"median of {REPEATS} runs (min in the JSON); ratios of medians")
    print(header)
    print("-" * len(header))
    for r in rows:
        py, aot, cpp = (r[k]["median"] for k in ("cpython_s", "pyaot_s", "cpp_s"))
        r["speedup_vs_cpython"] = py / aot
        r["time_vs_cpp"] = aot / cpp
        print(f"{r['kernel']:<12}{py * 1e3:>9.1f}ms{aot * 1e3:>9.1f}ms{cpp * 1e3:>9.1f}ms"
              f"{py / aot:>19.1f}x{aot / cpp:>12.2f}x")
    geo_speedup = statistics.geometric_mean(r["speedup_vs_cpython"] for r in rows)
    geo_cpp = statistics.geometric_mean(r["time_vs_cpp"] for r in rows)
    print(f"{'geomean':<45}{geo_speedup:>19.1f}x{geo_cpp:>12.2f}x")

    target = opts.json
    if target is None and "BUILD_WORKSPACE_DIRECTORY" in os.environ:
        target = Path(os.environ["BUILD_WORKSPACE_DIRECTORY"]) / "bench" / "results" / "scalar.json"
    if target:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps({"repeats": REPEATS, "kernels": rows}, indent=1))
        print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
