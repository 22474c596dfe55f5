"""Shared libraries that executables load at run time, taken from pinned
PyPI wheels, for builds outside Bazel (pyaot.openblas, pyaot.onnx_runtime).

A library comes from, in order: the installed Python package (requirements.lock
has it, so tests never fetch), the machine cache ($PYAOT_CACHE_DIR, else
~/.cache/rules_pyaot, where the Bazel repository rules look too), else the
pinned wheel fetched with pip and unpacked into that cache. Each source is
checked against the library's pinned sha256, and a fetched wheel against its
own; a mismatch is never used.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class WheelLibrary:
    """One library inside one pinned wheel."""

    requirement: str  # what pip downloads: "onnxruntime==1.32.0"
    platform: str  # pip's platform tag: "manylinux_2_28_x86_64"
    python_version: str | None  # for wheels built per Python version
    wheel_sha256: str
    member: str  # the library's path inside the wheel
    sha256: str  # the library's
    cache_name: str  # its folder in the machine cache
    pinned_in: str  # the module holding the pin, named in errors


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def cache_dir() -> Path:
    named = os.environ.get("PYAOT_CACHE_DIR")
    return Path(named) if named else Path.home() / ".cache" / "rules_pyaot"


def fetch(pin: WheelLibrary, dest: Path) -> None:
    """Downloads the pinned wheel, checks it, and unpacks its library to dest."""
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
               "--no-deps", "--only-binary=:all:", "--platform", pin.platform, "--dest", tmp]
        if pin.python_version:
            cmd += ["--python-version", pin.python_version]
        proc = subprocess.run([*cmd, pin.requirement], capture_output=True, text=True)
        if proc.returncode != 0:
            raise RuntimeError(f"`{' '.join(cmd)}` failed (exit {proc.returncode}):\n{proc.stderr}")
        wheel = next(Path(tmp).glob("*.whl"))
        if sha256(wheel) != pin.wheel_sha256:
            raise RuntimeError(f"{wheel.name} has sha256 {sha256(wheel)}, pinned "
                               f"{pin.wheel_sha256} ({pin.pinned_in})")
        staged = Path(tmp) / "library"
        with zipfile.ZipFile(wheel) as zf, zf.open(pin.member) as src, open(staged, "wb") as out:
            shutil.copyfileobj(src, out)
        if sha256(staged) != pin.sha256:
            raise RuntimeError(f"{pin.member} in {wheel.name} does not match its pinned sha256")
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(staged, dest)


def find(pin: WheelLibrary, installed: Path | None, missing: str) -> Path | None:
    """The library on this machine (`installed`: where the package would have
    it), fetched into the cache if need be; None, after saying so on stderr
    with `missing` (what then happens), where it cannot be had."""
    if installed is not None and installed.is_file() and sha256(installed) == pin.sha256:
        return installed
    cached = (cache_dir() / pin.cache_name / pin.wheel_sha256[:24]
              / pin.member.rsplit("/", 1)[-1])
    if cached.is_file() and sha256(cached) == pin.sha256:
        return cached
    try:
        fetch(pin, cached)
    except (RuntimeError, OSError, StopIteration, KeyError) as e:
        print(f"pyaot: {missing}: {e}", file=sys.stderr)
        return None
    return cached


def place(source: Path, dest: Path) -> Path:
    """Puts `source` at `dest`: a hard link where the file system allows,
    else a copy; a file already there with the same content stays."""
    if dest.exists():
        if dest.samefile(source) or sha256(dest) == sha256(source):
            return dest
        dest.unlink()
    try:
        os.link(source, dest)
    except FileExistsError:  # placed meanwhile by another thread of the build
        if not (dest.samefile(source) or sha256(dest) == sha256(source)):
            raise
    except OSError:
        shutil.copyfile(source, dest)
    return dest
