"""libFuzzer on the input decoding of compiled examples (collatz_length,
triangle_area) and on their C ABI, under AddressSanitizer +
UndefinedBehaviorSanitizer, bounded for CI. `PYAOT_INPUT_FUZZ_SECONDS` sets
the budget per target (default 20)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from pyaot.driver import OPS_INCLUDE, compile_file
from pyaot.emit.cpp import CApiEntry

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CLANG = shutil.which("clang++-14") or shutil.which("clang++")
SECONDS = int(os.environ.get("PYAOT_INPUT_FUZZ_SECONDS", "20"))


@pytest.mark.skipif(CLANG is None, reason="clang with libFuzzer is not installed "
                    "(tools/setup.sh installs clang-14 and libclang-rt-14-dev)")
def test_input_decoding_survives_libfuzzer(tmp_path: Path) -> None:
    sources = {}
    for name, src, fn in (("collatz", "examples/collatz.py", "collatz_length"),
                          ("geometry", "examples/geometry.py", "triangle_area")):
        sources[name] = tmp_path / f"{name}.cc"
        sources[name].write_text(
            compile_file(REPO / src, [fn], roots=[REPO], display_root=REPO).cpp)
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "ok").write_bytes(b"27")
    (corpus / "neg").write_bytes(b"-5")
    (corpus / "float").write_bytes(b"3.5\x004\x005")
    for name, source in sources.items():
        fuzzer = tmp_path / f"{name}_fuzzer"
        build = subprocess.run(
            [CLANG, "-std=c++20", "-O1", "-g", "-fsanitize=fuzzer,address,undefined",
             "-fno-sanitize-recover=all", f"-I{OPS_INCLUDE}", "-Dmain=pyaot_program_main",
             str(source), str(HERE / "fuzz" / "input_fuzzer.cc"), "-o", str(fuzzer)],
            capture_output=True, text=True)
        assert build.returncode == 0, build.stderr[-4000:]
        executed = _fuzz(fuzzer, corpus, tmp_path)
        print(name, executed)
        assert executed > 1000


def _fuzz(fuzzer: Path, corpus: Path, tmp_path: Path) -> int:
    run = subprocess.run(
        [str(fuzzer), f"-max_total_time={SECONDS}", "-max_len=64", "-timeout=10",
         "-close_fd_mask=3", "-print_final_stats=1", f"-artifact_prefix={tmp_path}/",
         str(corpus)],
        capture_output=True, text=True, errors="replace", timeout=SECONDS * 4 + 60)
    assert run.returncode == 0, run.stderr[-6000:]
    runs = [line for line in run.stderr.splitlines()
            if line.startswith("stat::number_of_executed_units")]
    assert runs, run.stderr[-2000:]
    return int(runs[0].split(":")[-1])


@pytest.mark.skipif(CLANG is None, reason="clang with libFuzzer is not installed "
                    "(tools/setup.sh installs clang-14 and libclang-rt-14-dev)")
def test_c_abi_survives_libfuzzer(tmp_path: Path) -> None:
    """The libraries' C entry points with arbitrary argument bits (NaN, inf,
    int64 extremes) and NULL result pointers."""
    objects = []
    for name, src, fn in (("collatz", "examples/collatz.py", "collatz_length"),
                          ("geometry", "examples/geometry.py", "triangle_area")):
        source = tmp_path / f"{name}_lib.cc"
        source.write_text(compile_file(REPO / src, [fn], roots=[REPO], display_root=REPO,
                                       main=False, exports=[CApiEntry(fn, fn)]).cpp)
        objects.append(str(source))
    fuzzer = tmp_path / "capi_fuzzer"
    build = subprocess.run(
        [CLANG, "-std=c++20", "-O1", "-g", "-fsanitize=fuzzer,address,undefined",
         "-fno-sanitize-recover=all", f"-I{OPS_INCLUDE}", *objects,
         str(HERE / "fuzz" / "capi_fuzzer.cc"), "-o", str(fuzzer)],
        capture_output=True, text=True)
    assert build.returncode == 0, build.stderr[-4000:]
    corpus = tmp_path / "capi_corpus"
    corpus.mkdir()
    (corpus / "collatz27").write_bytes(b"\x00" + (27).to_bytes(8, "little"))
    (corpus / "triangle").write_bytes(b"\x01" + b"\x00\x00\x00\x00\x00\x00\x08\x40" * 3)
    (corpus / "null").write_bytes(b"\x02")
    executed = _fuzz(fuzzer, corpus, tmp_path)
    print("C ABI", executed)
    assert executed > 1000
