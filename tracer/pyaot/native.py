"""Compiles generated C++ with the host's compiler, outside Bazel.

Bazel builds use the resolved C++ toolchain instead; this is for the `pyaot`
command line and for tests that compile many small programs quickly.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from pyaot import onnx_runtime, openblas, precompiled
from pyaot.driver import OPS_INCLUDE

# -fno-ipa-icf: GCC 12's identical-code folding merged a partially inlined
# one-argument helper with a two-argument function in generated code (found by
# the compiler fuzzer: a division by zero trapped instead of raising; see
# tests/regressions/mismatch_gcc_icf_f4_9.py). Clang ignores the flag.
# -fsignaling-nans: stops rewrites such as x * -1.0 -> -x that flip the sign
# of a NaN, which math.copysign makes visible (also found by the fuzzer).
# -ffp-contract=off: no fused multiply-add where Python rounds twice.
FLAGS = ["-std=c++20", "-O2", "-fno-math-errno", "-fno-ipa-icf", "-fsignaling-nans",
         "-ffp-contract=off"]
# Extra flags of the tests' sanitizer builds: AddressSanitizer (with its leak
# checker) and UndefinedBehaviorSanitizer, any report fatal. At -O1, ASan's
# recommended level: the same faults found, in about half the compile time.
SANITIZE_FLAGS = ["-O1", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
# Headers whose matrix products load a BLAS at run time (pyaot/nd/blas.hpp);
# programs that include one get the pinned OpenBLAS beside them.
BLAS_HEADERS = ('"pyaot/nd/linalg.hpp"', '"pyaot/nd/extra.hpp"')


def find_cxx() -> str:
    for candidate in (os.environ.get("CXX"), "c++", "g++", "clang++"):
        if candidate and shutil.which(candidate):
            return candidate
    raise RuntimeError("no C++ compiler found: install g++ or clang++, or set CXX")


def build_executable(cpp: str, output: Path, extra_flags: list[str] | None = None,
                     models: list[Path] | None = None) -> Path:
    """Compiles `cpp` to `output`, shipping beside it the libraries it loads
    at run time and `models` (pyaot.driver.Compilation.models)."""
    output = Path(output)
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / (output.stem + ".cc")
        source.write_text(cpp)
        cxx, flags = find_cxx(), [*FLAGS, *(extra_flags or [])]
        # The runtime's large functions from an object compiled once
        # (pyaot/runtime/linkage.hpp).
        headers = precompiled.headers_digest()
        linked, runtime = precompiled.runtime_flags(cxx, flags, headers) \
            if precompiled.PREFIX in cpp else ([], [])
        flags += linked
        cmd = [cxx, *flags, *precompiled.include_flags(cxx, flags, cpp, headers=headers),
               f"-I{OPS_INCLUDE}", str(source), *runtime, "-o", str(output)]
        proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"C++ compilation failed ({' '.join(cmd)}):\n{proc.stderr[-8000:]}")
    if any(header in cpp for header in BLAS_HEADERS):
        openblas.place_beside(output)
    if onnx_runtime.HEADER in cpp:
        onnx_runtime.place_beside(output, models or [])
    return output
