"""The pinned OpenBLAS library for builds outside Bazel (pyaot.native).

Executables load a CBLAS library at run time, from beside themselves first
(ops/include/pyaot/nd/blas.hpp says why dlopen and not linking); this module
finds the pinned scipy-openblas64 library and puts a copy there. Sources, each
checked against the library's pinned sha256: the installed scipy_openblas64
package (requirements.lock has it, so tests never fetch), the machine cache ($PYAOT_CACHE_DIR, else ~/.cache/rules_pyaot, as
the Bazel repository rules use), else the pinned wheel fetched with pip
(checked against the wheel's sha256) and unpacked into that cache.

Bazel builds take the same wheel through toolchains/openblas/repositories.bzl;
tests/test_matmul_blas.py checks that the two pin tables agree.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from pyaot.variants import host_platform

VERSION = "0.3.34.481.3"
LIBRARY = "libscipy_openblas64_.so"
# Host key -> (wheel sha256, sha256 of the library inside it).
PINS = {
    "linux_x86_64": ("deb7f39980f5b4db6140d4a9d948e066ad3ea4a7c6545caa65c3f590fdc23559",
                     "a8b239fc487c98603c9dcfae91552aee594a852616f8926d34187b709e2071f4"),
    "linux_aarch64": ("efd31ed0ca0c182cd57761e5f5f17899e0de39be4b1809d17e13aafc21500ec4",
                      "082ebf559cfe8f7ce641a958838b1fb37213e18d6ba7945f67468c01b557632a"),
}
# pip's name for each host's wheel platform.
_PIP_PLATFORM = {"linux_x86_64": "manylinux_2_28_x86_64", "linux_aarch64": "manylinux_2_28_aarch64"}


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _cache_dir() -> Path:
    named = os.environ.get("PYAOT_CACHE_DIR")
    return Path(named) if named else Path.home() / ".cache" / "rules_pyaot"


def _installed() -> Path | None:
    try:
        import scipy_openblas64  # noqa: PLC0415 - optional
    except ImportError:
        return None
    path = Path(scipy_openblas64.__file__).parent / "lib" / LIBRARY
    return path if path.is_file() else None


def _fetch(key: str, dest: Path) -> None:
    """Downloads the pinned wheel, checks it, and unpacks its library to dest."""
    wheel_sha, lib_sha = PINS[key]
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
               "--no-deps", "--only-binary=:all:", "--platform", _PIP_PLATFORM[key],
               "--dest", tmp, f"scipy-openblas64=={VERSION}"]
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"`{' '.join(cmd)}` failed (exit {proc.returncode}):\n{proc.stderr}")
        wheel = next(Path(tmp).glob("*.whl"))
        if _sha256(wheel) != wheel_sha:
            raise RuntimeError(f"{wheel.name} has sha256 {_sha256(wheel)}, pinned {wheel_sha} "
                               "(pyaot/openblas.py)")
        with zipfile.ZipFile(wheel) as zf:
            staged = Path(tmp) / LIBRARY
            with zf.open(f"scipy_openblas64/lib/{LIBRARY}") as src, open(staged, "wb") as out:
                shutil.copyfileobj(src, out)
        if _sha256(staged) != lib_sha:
            raise RuntimeError(f"{LIBRARY} in {wheel.name} does not match its pinned sha256")
        dest.parent.mkdir(parents=True, exist_ok=True)
        os.replace(staged, dest) if staged.stat().st_dev == dest.parent.stat().st_dev \
            else shutil.move(staged, dest)


@functools.cache
def library() -> Path | None:
    """The pinned library on this machine, fetched once; None where no
    library is pinned for the host or it cannot be had (executables then use
    the portable kernel: slower, same values up to rounding)."""
    key = host_platform()
    if key not in PINS:
        return None
    lib_sha = PINS[key][1]
    installed = _installed()
    if installed is not None and _sha256(installed) == lib_sha:
        return installed
    cached = _cache_dir() / "openblas" / PINS[key][0][:24] / LIBRARY
    if cached.is_file() and _sha256(cached) == lib_sha:
        return cached
    try:
        _fetch(key, cached)
    except (RuntimeError, OSError, StopIteration, KeyError) as e:
        print(f"pyaot: no OpenBLAS (matrix products use the portable kernel): {e}", file=sys.stderr)
        return None
    return cached


def place_beside(executable: Path) -> Path | None:
    """Puts the pinned library next to `executable` (a hard link where the
    file system allows, else a copy), where the executable looks first."""
    lib = library()
    if lib is None:
        return None
    dest = Path(executable).parent / LIBRARY
    if dest.exists():
        if dest.samefile(lib) or _sha256(dest) == PINS[host_platform()][1]:
            return dest
        dest.unlink()
    try:
        os.link(lib, dest)
    except OSError:
        shutil.copyfile(lib, dest)
    return dest
