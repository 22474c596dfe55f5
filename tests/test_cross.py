"""Cross-compiled artifacts (zig toolchains, split transition) checked for real.

Every platform's outputs of //examples:collatz.platforms (`tools/test.sh
--full`; CI takes one platform of each toolchain family) are run where this
machine can run them and compared with CPython: Linux executables natively or
under qemu-user, shared libraries through ctypes, WASI modules under wasmtime.
Apple outputs cannot run here; their Mach-O headers are read with LIEF (CPU
type, file type, platform macOS / iOS / iOS simulator, minimum OS). The
manifest must describe every file: kind, size and sha256. NumPy programs
(seeded random numbers, images, an ONNX model, and the GPT-2, detection and
preprocessing pipelines of issue #23) run on aarch64 and wasm32 against
NumPy under CPython.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import hypothesis
import lief
import numpy as np
import pytest
from hypothesis import strategies as st

import sampling

from pyaot import wasi
from pyaot.reference import load_reference_module

# The multi-platform target's files: its manifest and one folder per platform.
def _manifest(target: str) -> Path:
    return Path(next((p for p in os.environ.get("PYAOT_ARTIFACTS", "").split()
                      if p.endswith(f"/{target}.platforms.manifest.json")), "/nonexistent"))


# Every platform of //examples:collatz.platforms under `tools/test.sh --full`,
# CI's sample of them otherwise (//tests:collatz_sample: one per toolchain family).
MANIFEST = next((m for m in (_manifest("collatz"), _manifest("collatz_sample")) if m.is_file()),
                _manifest("collatz"))
# A NumPy program (default_rng, reductions) built for the platforms it runs on here.
MONTECARLO = _manifest("montecarlo")
# Images in and out as PNG files.
VIGNETTE = _manifest("vignette")
# An ONNX model: through ONNX Runtime on Linux (glibc), compiled in natively on
# wasm32 and static musl.
TEXT_EMBEDDER = _manifest("text_embedder")
# GPT-2 decoding, detection post-processing and image preprocessing
# (programs/model_pipelines.py): one executable per platform, an entry each.
PIPELINES = _manifest("model_pipelines")
pytestmark = pytest.mark.skipif(not MANIFEST.is_file(),
                                reason="set PYAOT_ARTIFACTS (Bazel does: //tests:cross_test)")

QEMU = shutil.which("qemu-aarch64-static") or shutil.which("qemu-aarch64")

# platform -> the kinds of file it delivers (rules/defs.bzl, _platform_artifacts).
DELIVERS = {
    "linux_x86_64": {"executable", "shared_library", "c_header"},
    "linux_x86_64_musl": {"executable", "shared_library", "c_header"},
    "linux_aarch64": {"executable", "shared_library", "c_header"},
    "linux_aarch64_musl": {"executable", "shared_library", "c_header"},
    "macos_arm64": {"executable", "shared_library", "c_header"},
    "macos_x86_64": {"executable", "shared_library", "c_header"},
    "ios_arm64": {"static_library", "c_header"},
    "ios_sim_arm64": {"static_library", "c_header"},
    "wasm32_wasi": {"wasm_module"},
    "wasm32_web": {"wasm_module", "js_loader", "ts_declarations"},
}

# How this machine runs each platform's executable.
RUNNERS = {
    "linux_x86_64": [],
    "linux_x86_64_musl": [],
    "linux_aarch64_musl": [QEMU],
    "linux_aarch64": [QEMU, "-L", "/usr/aarch64-linux-gnu"],
    "wasm32_wasi": "wasmtime",
}

# platform -> (CPU type, Mach-O platform, minimum OS)
APPLE = {
    "macos_arm64": (lief.MachO.Header.CPU_TYPE.ARM64, lief.MachO.BuildVersion.PLATFORMS.MACOS, [11, 0, 0]),
    "macos_x86_64": (lief.MachO.Header.CPU_TYPE.X86_64, lief.MachO.BuildVersion.PLATFORMS.MACOS, [11, 0, 0]),
    "ios_arm64": (lief.MachO.Header.CPU_TYPE.ARM64, lief.MachO.BuildVersion.PLATFORMS.IOS, [14, 0, 0]),
    "ios_sim_arm64": (lief.MachO.Header.CPU_TYPE.ARM64, lief.MachO.BuildVersion.PLATFORMS.IOS_SIMULATOR, [14, 0, 0]),
}

ENTRY_SYMBOLS = ["pyaot_collatz_length_call", "pyaot_collatz_length_error_type",
                 "pyaot_collatz_length_error_message", "pyaot_collatz_length_traceback"]


def entries(manifest: Path = MANIFEST) -> list[dict]:
    return json.loads(manifest.read_text())["artifacts"]


# The platforms built: what the platform tests below are parametrised over.
BUILT = {e["platform"] for e in entries()} if MANIFEST.is_file() else set(DELIVERS)
# One of each toolchain family, in CI's sample and in full.
FAMILIES = {"linux_x86_64", "linux_aarch64_musl", "macos_arm64", "ios_arm64", "wasm32_wasi",
            "wasm32_web"}


def artifact(platform: str, kind: str, manifest: Path = MANIFEST) -> Path:
    (entry,) = [e for e in entries(manifest) if e["platform"] == platform and e["kind"] == kind]
    return manifest.parent / manifest.name.removesuffix(".manifest.json") / platform / entry["file"]


def test_manifest_describes_every_artifact() -> None:
    kinds: dict[str, set[str]] = {}
    for entry in entries():
        kinds.setdefault(entry["platform"], set()).add(entry["kind"])
        data = artifact(entry["platform"], entry["kind"]).read_bytes()
        assert entry["size"] == len(data)
        assert entry["sha256"] == hashlib.sha256(data).hexdigest()
    assert kinds == {p: DELIVERS[p] for p in BUILT}
    assert BUILT == set(DELIVERS) if sampling.full() else FAMILIES <= BUILT


def test_small_executables_stay_under_1_mb() -> None:
    for entry in entries():
        if entry["kind"] in ("executable", "wasm_module"):
            assert entry["size"] < 1_000_000, (entry["platform"], entry["size"])


@pytest.mark.parametrize("manifest", [MANIFEST, PIPELINES], ids=["collatz", "model_pipelines"])
def test_no_build_machine_paths_in_artifacts(manifest: Path) -> None:
    for entry in entries(manifest):
        data = artifact(entry["platform"], entry["kind"], manifest).read_bytes()
        for prefix in (b"/work/", b"/root/", b"/home/", b"/tmp/", b"execroot"):
            assert prefix not in data, (entry["platform"], entry["file"], prefix)


@pytest.mark.parametrize("platform", [p for p in DELIVERS if p.startswith("linux") and p in BUILT])
def test_elf_machine_and_type(platform: str) -> None:
    machine = lief.ELF.ARCH.AARCH64 if "aarch64" in platform else lief.ELF.ARCH.X86_64
    exe = lief.ELF.parse(str(artifact(platform, "executable")))
    lib = lief.ELF.parse(str(artifact(platform, "shared_library")))
    assert exe.header.machine_type == machine and lib.header.machine_type == machine
    assert lib.header.file_type == lief.ELF.Header.FILE_TYPE.DYN
    exported = {s.name for s in lib.exported_symbols}
    assert set(ENTRY_SYMBOLS) <= exported, sorted(exported)[:20]


def macho_objects(platform: str) -> list[lief.MachO.Binary]:
    """The Mach-O images of a platform: its executable and dylib, or the
    objects inside its static library."""
    if "static_library" in DELIVERS[platform]:
        tmp = Path(tempfile.mkdtemp())
        subprocess.run(["ar", "x", str(artifact(platform, "static_library").resolve())],
                       cwd=tmp, check=True)
        paths = sorted(tmp.glob("*.o"))
        assert paths, "empty static library"
    else:
        paths = [artifact(platform, "executable"), artifact(platform, "shared_library")]
    return [lief.MachO.parse(str(p)).at(0) for p in paths]


@pytest.mark.parametrize("platform", sorted(BUILT & set(APPLE)))
def test_macho_cpu_platform_and_minimum_os(platform: str) -> None:
    cpu, os_platform, minos = APPLE[platform]
    images = macho_objects(platform)
    for image in images:
        assert image.header.cpu_type == cpu
        assert image.build_version is not None, "no LC_BUILD_VERSION load command"
        assert image.build_version.platform == os_platform
        assert list(image.build_version.minos) == minos
    kinds = [image.header.file_type for image in images]
    FT = lief.MachO.Header.FILE_TYPE
    assert kinds == ([FT.OBJECT] * len(kinds) if platform.startswith("ios") else [FT.EXECUTE, FT.DYLIB])
    symbols = {s.name for image in images for s in image.symbols}
    assert {"_" + s for s in ENTRY_SYMBOLS} <= symbols


@pytest.fixture(scope="module")
def reference():
    return load_reference_module(Path("examples/collatz.py"), [Path(".")])


def expected(reference, n: int) -> str:
    try:
        return repr(reference.collatz_length(n))
    except Exception as e:  # noqa: BLE001
        return type(e).__name__


def run(platform: str, *args: object, manifest: Path = MANIFEST, data: Path | None = None) -> str:
    """Runs a platform's program; `data`, a directory its arguments name."""
    runner = RUNNERS[platform]
    argv = [str(a) for a in args]
    if runner == "wasmtime":
        proc = wasi.run(artifact(platform, "wasm_module", manifest), argv,
                        dirs={str(data): data} if data else None)
    else:
        if runner and runner[0] is None:
            pytest.skip("qemu-user is not installed (apt-get install qemu-user-static)")
        proc = subprocess.run([*runner, str(artifact(platform, "executable", manifest)), *argv],
                              capture_output=True, text=True, timeout=60)
    if proc.returncode == 0:
        return proc.stdout.strip()
    assert proc.returncode == 1, proc.stderr
    assert proc.stderr.startswith("Traceback (most recent call last):"), proc.stderr
    return proc.stderr.strip().splitlines()[-1].split(":")[0]


CASES = (27, 1, 0, -3, 837799, 2**62, 2**63 - 1)


@pytest.mark.parametrize("platform", sorted(BUILT & set(RUNNERS)))
def test_runs_and_matches_cpython(platform: str, reference) -> None:
    for n in CASES:
        assert run(platform, n) == expected(reference, n), (platform, n)

    @hypothesis.settings(max_examples=20, derandomize=True, database=None, deadline=None)
    @hypothesis.given(st.integers(-(2**63), 2**63 - 1))
    def generated(n: int) -> None:
        assert run(platform, n) == expected(reference, n)

    generated()


@pytest.mark.parametrize("platform", ["linux_x86_64", "linux_aarch64_musl", "wasm32_wasi"])
def test_seeded_numpy_random_matches_cpython(platform: str) -> None:
    # NumPy's PCG64 stream, its float conversion and the reductions over it
    # are the same on every platform: the estimate is CPython's to the bit.
    reference = load_reference_module(Path("examples/montecarlo.py"), [Path(".")])
    for seed, samples in ((42, 100_000), (0, 7), (2**63 - 1, 3000), (-1, 10)):
        try:
            want = repr(reference.estimate_pi(seed, samples))
        except ValueError:
            want = "ValueError"
        assert run(platform, seed, samples, manifest=MONTECARLO) == want, (platform, seed)


@pytest.mark.parametrize("platform", ["linux_x86_64", "linux_aarch64_musl", "wasm32_wasi"])
def test_png_images_in_and_out(platform: str, tmp_path: Path) -> None:
    import cv2
    reference = load_reference_module(Path("examples/vignette.py"), [Path(".")])
    rgb = np.random.default_rng(3).integers(0, 256, (21, 34, 3), dtype=np.uint8)
    cv2.imwrite(str(tmp_path / "in.png"), rgb[..., ::-1])
    out = tmp_path / "out.png"
    run(platform, "--out", out, tmp_path / "in.png", 2.5, manifest=VIGNETTE, data=tmp_path)
    np.testing.assert_array_equal(cv2.imread(str(out))[..., ::-1], reference.vignette(rgb, 2.5))


@pytest.mark.parametrize("platform", ["linux_aarch64_musl", "wasm32_wasi"])
def test_onnx_model_runs_natively(platform: str, tmp_path: Path) -> None:
    # No ONNX Runtime exists for wasm32, and a static musl executable cannot
    # load one: the model's graph is NumPy code compiled into the program
    # (pyaot/onnx_native.py), weights included.
    pytest.importorskip("onnxruntime")
    cwd = os.getcwd()
    os.chdir("examples")  # CPython's onnxruntime opens the model from the working directory
    try:
        reference = load_reference_module(Path("text_embedder.py"), [Path(".")])
    finally:
        os.chdir(cwd)
    rng = np.random.default_rng(11)
    ids = rng.integers(0, 30, (4, 6))
    mask = (rng.uniform(size=(4, 6)) < 0.7).astype(np.float32)
    mask[:, 0] = 1
    np.save(tmp_path / "ids.npy", ids)
    np.save(tmp_path / "mask.npy", mask)
    out = tmp_path / "out.npy"
    run(platform, "--out", out, tmp_path / "ids.npy", tmp_path / "mask.npy",
        manifest=TEXT_EMBEDDER, data=tmp_path)
    # NumPy's kernels compiled in, ONNX Runtime's under CPython: float32 sums
    # in another order.
    np.testing.assert_allclose(np.load(out), reference.similarity(ids, mask), rtol=1e-5,
                               atol=2e-6)


def _pipeline_cases() -> list[tuple[str, list, float | None]]:
    """(entry, arguments, rtol or None for bit for bit): each pipeline on
    seeded inputs, and an input each that must raise as under NumPy."""
    rng = np.random.default_rng(5)
    tokens = rng.integers(0, 13, 7)
    raw = np.concatenate([rng.uniform(0, 32, (40, 2)), rng.uniform(2, 24, (40, 2)),
                          rng.uniform(0, 1, (40, 4))], axis=1)
    image = rng.integers(0, 256, (12, 17, 3)).astype(np.uint8)
    # GPT-2's matrix products: the portable kernel sums in another order than
    # NumPy's BLAS (as on the host, tests/test_model_pipelines.py).
    return [("gpt2_logits", [tokens, 3], 1e-9),
            ("gpt2_logits", [np.array([2, 13]), 0], None),  # outside the vocabulary
            ("gpt2_generate", [tokens[:3], 5, 4], None),
            ("detect", [raw, 0.1, 0.3, 30], None),  # 30 of 40 confident, NMS keeps 25
            ("detect", [raw[:, :5], 0.1, 0.5, 10], None),  # no class columns
            ("preprocess", [image, 8, 5], None),
            ("preprocess", [image, 0, 3], None)]


@pytest.mark.parametrize("platform", ["linux_aarch64_musl", "wasm32_wasi"])
def test_model_pipelines_match_numpy(platform: str, tmp_path: Path) -> None:
    # Issue #23's pipelines, tested against NumPy on the host in full
    # (//tests:model_pipelines_test), here on a sample of the same kind of
    # inputs: the same kernels compiled for aarch64 and wasm32.
    reference = load_reference_module(Path("tests/programs/model_pipelines.py"),
                                       [Path("tests")])
    out = tmp_path / "out.npy"
    for entry, args, rtol in _pipeline_cases():
        argv: list[object] = []
        for k, a in enumerate(args):
            if isinstance(a, np.ndarray):
                np.save(tmp_path / f"arg{k}.npy", a)
                a = tmp_path / f"arg{k}.npy"
            argv.append(a)
        out.unlink(missing_ok=True)
        got = run(platform, entry, "--out", out, *argv, manifest=PIPELINES, data=tmp_path)
        try:
            want = getattr(reference, entry)(*args)
        except Exception as e:  # noqa: BLE001 - the reference's exception is the expectation
            assert got == type(e).__name__, (platform, entry, e)
            continue
        result = np.load(out)
        assert (result.dtype, result.shape) == (want.dtype, want.shape), (platform, entry)
        if rtol is None:
            np.testing.assert_array_equal(result, want, err_msg=f"{platform} {entry}")
        else:
            np.testing.assert_allclose(result, want, rtol=rtol, atol=rtol,
                                       err_msg=f"{platform} {entry}")


def test_wasm_usage_errors_exit_2() -> None:
    proc = wasi.run(artifact("wasm32_wasi", "wasm_module"), ["not-a-number"])
    assert proc.returncode == 2 and "expected an int" in proc.stderr


def test_shared_library_through_ctypes(reference) -> None:
    lib = ctypes.CDLL(str(artifact("linux_x86_64", "shared_library").resolve()))
    lib.pyaot_collatz_length_call.argtypes = [ctypes.c_int64, ctypes.POINTER(ctypes.c_int64)]
    lib.pyaot_collatz_length_error_type.restype = ctypes.c_char_p
    for n in CASES:
        result = ctypes.c_int64()
        status = lib.pyaot_collatz_length_call(n, ctypes.byref(result))
        if status == 0:
            got = repr(result.value)
        else:
            assert status == 1  # PYAOT_EXCEPTION
            got = lib.pyaot_collatz_length_error_type().decode()
        assert got == expected(reference, n), n


def test_header_is_the_same_on_every_platform() -> None:
    headers = {artifact(p, "c_header").read_bytes() for p, kinds in DELIVERS.items()
               if "c_header" in kinds and p in BUILT}
    assert len(headers) == 1
    (header,) = headers
    for symbol in ENTRY_SYMBOLS:
        assert symbol.encode() in header
