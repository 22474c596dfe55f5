"""The peer benchmark: every kernel of bench/suite/kernels under CPython,
CPython+NumPy, Numba, Cython (pure-Python mode), Pythran, mypyc, hand-written
C++ (-O3) and pyaot, in one run on one machine.

Run it with `bench/run` (installs the peers, builds with Bazel, runs this).
Every implementation is timed per call, in its own process's steady state:
in-process peers after a warm-up call (Numba's compilation excluded), the
executables through `--repeat` (arguments decoded once, start-up excluded).
Each result is checked against CPython's before any time is reported; a peer
that cannot build or run a kernel is reported with the reason. Ratios are
of minimum times (medians swing up to 3x on a shared machine; the JSON has
both): speed-up = baseline time / implementation time, where the
baseline is CPython (CPython+NumPy for NumPy kernels); "× C++" = time /
hand-written C++ time. Also measured: start-up time and artifact size of a
pyaot executable against a PyInstaller bundle of the same function and a
`python -c` start with NumPy imported.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import numpy as np

import peers

HERE = Path(__file__).resolve().parent
KERNELS = HERE / "kernels"
REPEATS = 5

WORDS = ("the of and to in is was that for it with as his on be at by had not are but from "
         "or have an they which one you were her all she there would their we him been has "
         "when who will more no if out so said what up its about into than them can only other "
         "new some could time these two may then do first any my now such like our over man "
         "me even most made after also did many before must through back years where much your "
         "way well down should because each just those people Mr how too little state good very "
         "make world still own see men work long get here between both life being under never").split()


def text_words(n: int, rng: np.random.Generator) -> str:
    # Zipf-like: a few words common, many rare (variants with a number).
    ranks = rng.zipf(1.3, size=n)
    return " ".join(WORDS[r % len(WORDS)] + ("" if r < len(WORDS) else str(r % 997))
                    for r in ranks) + "\n"


def json_text(n: int, rng: np.random.Generator) -> str:
    records = [{"id": int(i), "name": f"item \"{i}\"", "price": round(float(rng.uniform(0, 100)), 2),
                "tags": ["a", "b\\c"][: int(rng.integers(0, 3))], "ok": bool(rng.integers(0, 2)),
                "ratio": float(rng.normal()), "next": None} for i in range(n)]
    return json.dumps(records, indent=1)


@dataclass
class Case:
    name: str
    kind: str  # "scalar", "numpy" or "text"
    args: Callable[[np.random.Generator], list]
    source: str = ""  # the kernel (file, function, executables) when not `name`

    @property
    def kernel(self) -> str:
        return self.source or self.name


CASES = [
    Case("nbody", "scalar", lambda rng: [20000]),
    Case("spectral_norm", "scalar", lambda rng: [150]),
    Case("fannkuch", "scalar", lambda rng: [8]),
    Case("mandelbrot", "scalar", lambda rng: [200, 100]),
    Case("sieve", "scalar", lambda rng: [1000000]),
    Case("softmax", "numpy", lambda rng: [rng.normal(size=(1000, 1000))]),
    Case("layer_norm", "numpy", lambda rng: [rng.normal(size=(1000, 1000)), 1.5, 0.1]),
    Case("matmul", "numpy", lambda rng: [rng.normal(size=(300, 300)), rng.normal(size=(300, 300))]),
    Case("matmul_1000", "numpy", lambda rng: [rng.normal(size=(1000, 1000)),
                                              rng.normal(size=(1000, 1000))], source="matmul"),
    Case("stencil", "numpy", lambda rng: [rng.normal(size=(1000, 1000))]),
    Case("resize_bilinear", "numpy", lambda rng: [rng.normal(size=(600, 600)), 900, 800]),
    Case("word_count", "text", lambda rng: [text_words(200000, rng)]),
    Case("json_tokens", "text", lambda rng: [json_text(8000, rng)]),
]

PEERS = ["CPython", "CPython+NumPy", "Numba", "Cython", "Pythran", "mypyc", "C++ -O3", "pyaot"]


def same(got: Any, want: Any) -> bool:
    if isinstance(want, np.ndarray):
        got = np.asarray(got)
        return got.shape == want.shape and bool(np.allclose(got, want, rtol=1e-9, atol=1e-12))
    if isinstance(want, float):
        return isinstance(got, (int, float)) and abs(got - want) <= 1e-9 * max(1.0, abs(want))
    return got == want


def time_in_process(fn: Callable, args: list) -> tuple[list[float], Any]:
    result = fn(*args)  # warm-up (and the result checked)
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return times, result


def argv_for(args: list, tmp: Path, text_files: bool) -> tuple[list[str], str | None]:
    """Command-line arguments of an executable: arrays as .npy files; a text
    as a file (C++) or on stdin as JSON (pyaot's `--json -`)."""
    texts, stdin = [], None
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray):
            np.save(tmp / f"a{k}.npy", a)
            texts.append(str(tmp / f"a{k}.npy"))
        elif isinstance(a, str) and text_files:
            (tmp / f"a{k}.txt").write_text(a)
            texts.append(str(tmp / f"a{k}.txt"))
        else:
            texts.append(repr(a))
    if not text_files and any(isinstance(a, str) for a in args):
        stdin = json.dumps(args)
        texts = ["--json", "-"]
    return texts, stdin


def time_executable(argv: list[str], stdin: str | None) -> tuple[list[float], str]:
    try:
        proc = subprocess.run([argv[0], *(["--repr"] if stdin else []), "--repeat",
                               str(REPEATS + 1), *argv[1:]], input=stdin, capture_output=True,
                              text=True)
    except OSError as e:  # not built (see bench/run), or not runnable here
        raise peers.Unavailable(f"cannot run {argv[0]}: {e.strerror}") from None
    if proc.returncode != 0:
        raise peers.Unavailable(f"exit {proc.returncode}: {proc.stderr.strip()[-200:]}")
    line = next(l for l in proc.stderr.splitlines() if l.startswith("pyaot-call-seconds:"))
    times = [float(t) for t in line.split(":", 1)[1].split()]
    return times[1:], proc.stdout.strip()  # the first call is the warm-up


def measure(case: Case, binaries: Path, work: Path) -> dict[str, Any]:
    rng = np.random.default_rng(0)
    args = case.args(rng)
    kernel = KERNELS / f"{case.kernel}.py"
    row: dict[str, Any] = {"kernel": case.name, "kind": case.kind, "results": {}}
    reference = None
    for peer in PEERS:
        entry: dict[str, Any] = {}
        try:
            if peer in ("CPython", "CPython+NumPy"):
                if (peer == "CPython+NumPy") != (case.kind == "numpy"):
                    entry["skipped"] = "NumPy kernels only" if peer.endswith("NumPy") else \
                        "NumPy kernels run as CPython+NumPy"
                    row["results"][peer] = entry
                    continue
                fn = peers.cpython(kernel, case.kernel, args, work)
                times, reference = time_in_process(fn, args)
            elif peer in peers.IN_PROCESS:
                start = time.perf_counter()
                fn = peers.IN_PROCESS[peer](kernel, case.kernel, args, work / peer)
                entry["build_s"] = time.perf_counter() - start
                times, got = time_in_process(fn, args)
                if not same(got, reference):
                    raise peers.Unavailable(f"wrong result {str(got)[:60]}")
            else:
                exe = binaries / f"suite_{case.kernel}_{'cpp' if peer.startswith('C++') else 'pyaot'}"
                argv, stdin = argv_for(args, work, text_files=peer.startswith("C++"))
                out_npy = work / "out.npy"
                out_npy.unlink(missing_ok=True)
                extra = ["--out", str(out_npy)] if peer == "pyaot" and isinstance(reference, np.ndarray) else []
                times, out = time_executable([str(exe), *extra, *argv], stdin)
                if isinstance(reference, np.ndarray):
                    got = np.load(out_npy) if peer == "pyaot" else float(out)
                    ok = same(got, reference) if peer == "pyaot" else \
                        abs(got - reference.sum()) <= 1e-8 * max(1.0, abs(reference.sum()))
                else:
                    ok = out == repr(reference) or (isinstance(reference, float) and
                                                    same(float(out), reference))
                if not ok:
                    raise peers.Unavailable(f"wrong result {out[:60]}")
            entry.update(min_s=min(times), median_s=statistics.median(times))
        except peers.Unavailable as e:
            entry["unavailable"] = str(e)
        row["results"][peer] = entry
    base = row["results"]["CPython+NumPy" if case.kind == "numpy" else "CPython"]["min_s"]
    cpp = row["results"]["C++ -O3"].get("min_s")
    for entry in row["results"].values():
        if "min_s" in entry:
            entry["speedup"] = base / entry["min_s"]
            entry["vs_cpp"] = entry["min_s"] / cpp if cpp else None
    return row


def startup(binaries: Path, work: Path, runs: int = 10) -> dict[str, Any]:
    """Start-up (whole process, best of `runs`) and artifact size: the pyaot
    executable, a PyInstaller one-file bundle of the same function, and
    `python -c` importing NumPy."""
    kernel, entry = KERNELS / "softmax.py", "softmax"
    x = work / "x.npy"
    np.save(x, np.ones((4, 4)))

    def best(argv: list[str], env: dict[str, str] | None = None) -> float:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            subprocess.run(argv, capture_output=True, check=True, env=env)
            times.append(time.perf_counter() - start)
        return min(times)

    exe = binaries / "suite_softmax_pyaot"
    out: dict[str, Any] = {"function": f"{kernel.name}:{entry}, a 4x4 array"}
    if exe.exists():
        out["pyaot"] = {"startup_s": best([str(exe), str(x)]), "size_bytes": exe.stat().st_size}
    else:
        out["pyaot"] = {"unavailable": f"{exe} is not built (bench/run builds it)"}
    script = work / "softmax_main.py"
    script.write_text(f"import sys\nimport numpy as np\nfrom softmax import {entry}\n"
                      f"print({entry}(np.load(sys.argv[1])))\n")
    tool = Path(sys.executable).parent / "pyinstaller"
    if tool.exists():
        proc = subprocess.run([str(tool), "--onefile", "--noconfirm", "--log-level", "ERROR",
                               "--paths", str(KERNELS), "--distpath", str(work / "dist"),
                               "--workpath", str(work / "build"), "--specpath", str(work),
                               str(script)], capture_output=True, text=True)
        bundle = work / "dist" / "softmax_main"
        if proc.returncode == 0 and bundle.exists():
            out["PyInstaller"] = {"startup_s": best([str(bundle), str(x)]),
                                  "size_bytes": bundle.stat().st_size}
        else:
            out["PyInstaller"] = {"unavailable": f"build failed: {proc.stderr.strip()[-200:]}"}
    else:
        out["PyInstaller"] = {"unavailable": "PyInstaller is not installed"}
    env = {**os.environ, "PYTHONPATH": str(KERNELS)}
    code = f"import sys, numpy as np\nfrom softmax import {entry}\nprint({entry}(np.load(sys.argv[1])))"
    out["python -c (NumPy)"] = {"startup_s": best([sys.executable, "-c", code, str(x)], env),
                                "size_bytes": None}
    return out


def fmt_time(entry: dict[str, Any]) -> str:
    if "min_s" not in entry:
        return "—" if "skipped" in entry else "n/a"
    return f"{entry['min_s'] * 1e3:.2f}ms"


def ratios(entry: dict[str, Any]) -> str:
    if "speedup" not in entry or not entry.get("vs_cpp"):
        return ""
    return f"{entry['speedup']:.1f}x/{entry['vs_cpp']:.2f}"


def report(rows: list[dict[str, Any]], start: dict[str, Any]) -> str:
    lines = [f"minimum of {REPEATS} calls per implementation (the median too in the JSON); "
             "speed-up vs CPython (NumPy kernels: vs CPython+NumPy) / time relative to C++ -O3",
             # NumPy's OpenBLAS and pyaot's (matmul) both thread as this says.
             f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs; "
             f"OPENBLAS_NUM_THREADS={os.environ.get('OPENBLAS_NUM_THREADS', 'unset (every core)')}"]
    head = f"{'kernel':<16}" + "".join(f"{p:>16}" for p in PEERS)
    lines += [head, "-" * len(head)]
    for row in rows:
        lines.append(f"{row['kernel']:<16}" + "".join(f"{fmt_time(row['results'][p]):>16}"
                                                     for p in PEERS))
        lines.append(f"{'':<16}" + "".join(f"{ratios(row['results'][p]):>16}" for p in PEERS))
    lines.append("geometric mean speed-up over the kernels each ran:")
    for p in PEERS:
        ups = [r["results"][p]["speedup"] for r in rows if "speedup" in r["results"][p]]
        if ups:
            lines.append(f"  {p:<16}{statistics.geometric_mean(ups):8.1f}x  ({len(ups)} kernels)")
    missing = [(r["kernel"], p, r["results"][p]["unavailable"]) for r in rows for p in PEERS
               if "unavailable" in r["results"][p]]
    if missing:
        lines.append("not measured (the peer could not build or run the kernel):")
        lines += [f"  {k:<16}{p:<12}{why}" for k, p, why in missing]
    lines.append("start-up (best of 10 whole-process runs) and artifact size, "
                 f"{start['function']}:")
    for name, e in start.items():
        if name == "function":
            continue
        if "unavailable" in e:
            lines.append(f"  {name:<20}n/a: {e['unavailable']}")
        else:
            size = f"{e['size_bytes'] / 1e6:8.2f} MB" if e["size_bytes"] else "  (needs an installed Python and NumPy)"
            lines.append(f"  {name:<20}{e['startup_s'] * 1e3:8.1f} ms{size}")
    return "\n".join(lines)


def chart(rows: list[dict[str, Any]], path: Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    shown = [p for p in PEERS if p not in ("CPython", "CPython+NumPy")]
    fig, ax = plt.subplots(figsize=(14, 5))
    width = 0.8 / len(shown)
    for k, peer in enumerate(shown):
        xs = [i + k * width for i, r in enumerate(rows) if "speedup" in r["results"][peer]]
        ys = [r["results"][peer]["speedup"] for r in rows if "speedup" in r["results"][peer]]
        ax.bar(xs, ys, width, label=peer)
    ax.set_yscale("log")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks([i + 0.4 - width / 2 for i in range(len(rows))])
    ax.set_xticklabels([r["kernel"] for r in rows], rotation=30, ha="right")
    ax.set_ylabel("speed-up vs CPython (NumPy kernels: vs NumPy), log")
    ax.set_title(f"rules_pyaot peer benchmark ({platform.machine()}, min of {REPEATS})")
    ax.legend(ncol=len(shown), fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=110)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binaries", type=Path, required=True,
                        help="bazel-bin/bench (the suite_* executables)")
    parser.add_argument("--out", type=Path, default=HERE.parent / "results",
                        help="where suite.json, suite.txt and suite.png go")
    parser.add_argument("--kernel", action="append", help="only these kernels")
    opts = parser.parse_args()
    cases = [c for c in CASES if not opts.kernel or c.name in opts.kernel]
    rows = []
    with tempfile.TemporaryDirectory(prefix="pyaot-bench-") as tmp:
        for case in cases:
            print(f"{case.name} ...", file=sys.stderr, flush=True)
            rows.append(measure(case, opts.binaries, Path(tmp)))
        start = startup(opts.binaries, Path(tmp))
    text = report(rows, start)
    print(text)
    opts.out.mkdir(parents=True, exist_ok=True)
    meta = {"machine": platform.machine(), "python": platform.python_version(),
            "cpus": os.cpu_count(), "repeats": REPEATS, "date": time.strftime("%Y-%m-%d")}
    (opts.out / "suite.json").write_text(json.dumps({"meta": meta, "kernels": rows,
                                                     "startup": start}, indent=1))
    (opts.out / "suite.txt").write_text(text + "\n")
    chart(rows, opts.out / "suite.png")
    print(f"wrote {opts.out}/suite.json, suite.txt, suite.png", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
