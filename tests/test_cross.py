"""Cross-compiled artifacts (zig toolchains, split transition) run for real:
aarch64 under qemu-user, x86_64-musl natively; each compared with CPython.
The manifest names every platform's artifact with its size and sha256."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import struct
import subprocess
from pathlib import Path

import hypothesis
import pytest
from hypothesis import strategies as st

from pyaot.reference import load_reference_module

# The multi-platform target's files: its manifest and one artifact per platform.
MANIFEST = Path(next((p for p in os.environ.get("PYAOT_ARTIFACTS", "").split()
                      if p.endswith(".manifest.json")), "/nonexistent"))
pytestmark = pytest.mark.skipif(not MANIFEST.is_file(),
                                reason="set PYAOT_ARTIFACTS (Bazel does: //tests:cross_test)")

QEMU = shutil.which("qemu-aarch64-static") or shutil.which("qemu-aarch64")
RUNNERS = {
    "linux_x86_64_musl": [],
    "linux_aarch64_musl": [QEMU],
    "linux_aarch64": [QEMU, "-L", "/usr/aarch64-linux-gnu"],
}


# Mach-O outputs cannot run here: their headers are checked instead.
# platform -> (CPU_TYPE_*, PLATFORM_* of LC_BUILD_VERSION, minimum OS)
MACHO = {
    "macos_arm64": (0x0100000C, 1, (11, 0)),
    "macos_x86_64": (0x01000007, 1, (11, 0)),
}


def artifacts() -> dict[str, dict]:
    return {a["platform"]: a for a in json.loads(MANIFEST.read_text())["artifacts"]}


def artifact_path(platform: str) -> Path:
    return MANIFEST.parent / MANIFEST.name.removesuffix(".manifest.json") / platform / \
        artifacts()[platform]["file"]


def test_manifest_describes_every_artifact() -> None:
    entries = artifacts()
    assert set(entries) == set(RUNNERS) | set(MACHO)
    for platform, entry in entries.items():
        data = artifact_path(platform).read_bytes()
        assert entry["size"] == len(data)
        assert entry["sha256"] == hashlib.sha256(data).hexdigest()
        # A static, stripped executable of a small example stays under 1 MB.
        assert entry["size"] < 1_000_000, (platform, entry["size"])


def test_no_build_machine_paths_in_artifacts() -> None:
    for platform in artifacts():
        data = artifact_path(platform).read_bytes()
        for prefix in (b"/work/", b"/root/", b"/home/", b"/tmp/", b"execroot"):
            assert prefix not in data, (platform, prefix)


def test_binary_formats() -> None:
    for platform in RUNNERS:
        header = artifact_path(platform).read_bytes()[:20]
        assert header[:4] == b"\x7fELF"
        machine = int.from_bytes(header[18:20], "little")
        assert machine == (183 if "aarch64" in platform else 62), platform  # EM_AARCH64 / EM_X86_64


def macho_header(data: bytes) -> tuple[int, int, list[tuple[int, bytes]]]:
    """(cputype, filetype, [(load command, its bytes)]) of a 64-bit Mach-O."""
    magic, cputype, _sub, filetype, ncmds, _size, _flags, _res = struct.unpack_from("<8I", data)
    assert magic == 0xFEEDFACF, hex(magic)
    commands, offset = [], 32
    for _ in range(ncmds):
        cmd, size = struct.unpack_from("<2I", data, offset)
        commands.append((cmd, data[offset:offset + size]))
        offset += size
    return cputype, filetype, commands


@pytest.mark.parametrize("platform", sorted(MACHO))
def test_macho_cpu_platform_and_minimum_os(platform: str) -> None:
    cpu, os_platform, minos = MACHO[platform]
    cputype, filetype, commands = macho_header(artifact_path(platform).read_bytes())
    assert cputype == cpu and filetype == 2  # MH_EXECUTE
    build = [body for cmd, body in commands if cmd == 0x32]  # LC_BUILD_VERSION
    assert build, "no LC_BUILD_VERSION load command"
    got_platform, got_minos = struct.unpack_from("<2I", build[0], 8)
    assert got_platform == os_platform  # 1 = macOS (2 would be iOS)
    assert (got_minos >> 16, (got_minos >> 8) & 0xFF) == minos


@pytest.fixture(scope="module")
def reference():
    return load_reference_module(Path("examples/collatz.py"), [Path(".")])


def run(platform: str, n: int) -> str:
    runner = RUNNERS[platform]
    if runner and runner[0] is None:
        pytest.skip("qemu-user is not installed (apt-get install qemu-user-static)")
    proc = subprocess.run([*runner, str(artifact_path(platform)), str(n)], capture_output=True,
                          text=True, timeout=60)
    if proc.returncode == 0:
        return proc.stdout.strip()
    return proc.stderr.strip().splitlines()[-1].split(":")[0]


def expected(reference, n: int) -> str:
    try:
        return repr(reference.collatz_length(n))
    except Exception as e:  # noqa: BLE001
        return type(e).__name__


@pytest.mark.parametrize("platform", sorted(RUNNERS))
def test_runs_and_matches_cpython(platform: str, reference) -> None:
    for n in (27, 1, 0, -3, 837799, 2**62, 2**63 - 1):
        assert run(platform, n) == expected(reference, n), (platform, n)

    @hypothesis.settings(max_examples=25, derandomize=True, database=None, deadline=None)
    @hypothesis.given(st.integers(-(2**63), 2**63 - 1))
    def generated(n: int) -> None:
        assert run(platform, n) == expected(reference, n)

    generated()
