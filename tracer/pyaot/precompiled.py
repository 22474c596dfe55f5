"""A precompiled runtime header for builds outside Bazel (pyaot.native).

Every generated program starts by including the same standard headers and
pyaot/runtime.hpp; parsing them is about a third of compiling a small program
with GCC. They are precompiled once per machine, compiler, flag set and
header content, and each compile then loads them with `-include`: exactly the
prefix the program includes first, so it sees the same declarations in the
same order (its own includes of them are then empty, #pragma once). The
conformance library's units share a prefix of their own (every operator
header), precompiled the same way.
Entries unused for a day are removed when a new one is built.

Kept in /tmp/pyaot-pch (PYAOT_PCH_DIR moves it; PYAOT_PCH=0 turns it off),
outside any test sandbox like zig's cache, so that every test process of a
run shares one; entries are written whole and renamed into place, so
concurrent builders never read half a file. GCC only: where the header
cannot be used (another compiler, a failed build) programs parse it as usual.
"""

from __future__ import annotations

import functools
import hashlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from pyaot.driver import OPS_INCLUDE

# What generated programs include first (pyaot/emit templates), in order.
PREFIX = '#include <cstdint>\n#include <limits>\n#include <string>\n\n#include "pyaot/runtime.hpp"\n'
HEADER = "pyaot_runtime_pch.hpp"
# The runtime's PYAOT_LINKED functions, compiled once per flag set.
RUNTIME_OBJECT = "pyaot_runtime.o"


def _cache_root() -> Path:
    return Path(os.environ.get("PYAOT_PCH_DIR") or "/tmp/pyaot-pch")


@functools.cache
def _compiler_identity(cxx: str) -> str | None:
    """The compiler's version text, or None unless it is GCC."""
    try:
        proc = subprocess.run([cxx, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    text = proc.stdout
    return text if proc.returncode == 0 and "Free Software Foundation" in text else None


def headers_digest() -> str:
    """The ops headers' content (about 15 ms: read anew for each build, so a
    long-lived process -- a test session, the fuzzer, the fork server --
    sees edits); a build takes it once for both entries below."""
    digest = hashlib.sha256()
    for path in sorted(Path(OPS_INCLUDE).rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(OPS_INCLUDE)).encode() + b"\0")
            digest.update(path.read_bytes())
    return digest.hexdigest()


# An entry (about 100 MB) unused this long goes when another is built: each
# change to the headers makes a new one.
STALE_S = 24 * 3600


def _touch(directory: Path) -> None:
    try:
        os.utime(directory)
    except OSError:
        pass


def _prune(root: Path) -> None:
    now = time.time()
    for entry in root.iterdir():
        try:
            if now - entry.stat().st_mtime > STALE_S:
                shutil.rmtree(entry, ignore_errors=True)
        except OSError:
            pass


def _entry(root: Path, key_parts: list[str], product: str,
           build: Callable[[Path], list[str]]) -> Path | None:
    """The cache entry named by `key_parts` holding `product`, made once by
    running the command `build(staging)` returns in a fresh staging
    directory that is then renamed into place."""
    key = hashlib.sha256("\0".join(key_parts).encode())
    directory = root / key.hexdigest()[:32]
    if (directory / product).is_file():
        _touch(directory)
        return directory
    try:
        root.mkdir(parents=True, exist_ok=True)
        _prune(root)
        staging = Path(tempfile.mkdtemp(prefix=".building-", dir=root))
        proc = subprocess.run(build(staging), capture_output=True, text=True)
        if proc.returncode != 0:
            shutil.rmtree(staging, ignore_errors=True)
            return None
        try:
            os.rename(staging, directory)  # whole, or another builder's is there
        except OSError:
            shutil.rmtree(staging, ignore_errors=True)
    except OSError:
        return None
    return directory if (directory / product).is_file() else None


@functools.cache
def _built(cxx: str, flags: tuple[str, ...], root: Path, prefix: str,
           headers: str) -> Path | None:
    """The entry for these headers (`headers`: their digest, taken anew by
    each build: GCC would load an entry made from older headers and then
    parse the new ones again, redefining what they declare)."""
    identity = _compiler_identity(cxx)
    if identity is None:
        return None

    def build(staging: Path) -> list[str]:
        (staging / HEADER).write_text(prefix)
        return [cxx, *flags, f"-I{OPS_INCLUDE}", "-x", "c++-header", str(staging / HEADER),
                "-o", str(staging / (HEADER + ".gch"))]

    return _entry(root, [identity, *flags, prefix, headers], HEADER + ".gch", build)


def _linked_headers() -> list[str]:
    """The headers that mark functions PYAOT_LINKED (pyaot/runtime/linkage.hpp)."""
    return sorted(str(path.relative_to(OPS_INCLUDE)) for path in Path(OPS_INCLUDE).rglob("*.hpp")
                  if path.name != "linkage.hpp" and path.parent.name != "impl"
                  and "PYAOT_LINKED " in path.read_text())


@functools.cache
def _runtime_built(cxx: str, flags: tuple[str, ...], root: Path, headers: str) -> Path | None:
    identity = _compiler_identity(cxx)
    if identity is None:
        return None

    def build(staging: Path) -> list[str]:
        source = staging / "runtime.cc"
        source.write_text(PREFIX + "".join(f'#include "{h}"\n' for h in _linked_headers()))
        return [cxx, *flags, "-DPYAOT_RUNTIME_OBJECT", "-ffunction-sections", "-fdata-sections",
                f"-I{OPS_INCLUDE}", "-c", str(source),
                "-o", str(staging / RUNTIME_OBJECT)]

    return _entry(root, [identity, *flags, "runtime object", headers], RUNTIME_OBJECT, build)


def runtime_flags(cxx: str, flags: list[str],
                  headers: str | None = None) -> tuple[list[str], list[str]]:
    """(compile flags, link arguments) that take the runtime's PYAOT_LINKED
    functions from an object compiled once with `flags` (pyaot/runtime/
    linkage.hpp), unused ones dropped at link time, or ([], []) where that
    does not apply: GCC only, and off with PYAOT_RUNTIME_OBJECT=0 (the
    header-only library, as in Bazel). `headers`: headers_digest()."""
    if os.environ.get("PYAOT_RUNTIME_OBJECT") == "0":
        return [], []
    directory = _runtime_built(cxx, tuple(flags), _cache_root(), headers or headers_digest())
    if directory is None:
        return [], []
    return ["-DPYAOT_RUNTIME_LINKED"], [str(directory / RUNTIME_OBJECT), "-Wl,--gc-sections"]


def include_flags(cxx: str, flags: list[str], cpp: str, prefix: str = PREFIX,
                  headers: str | None = None) -> list[str]:
    """Flags that load `prefix`, precompiled with `flags`, for compiling
    `cpp`, or none where it does not apply (`cpp` must include the prefix
    before anything else of its own). `headers`: headers_digest()."""
    if os.environ.get("PYAOT_PCH") == "0" or prefix not in cpp:
        return []
    directory = _built(cxx, tuple(flags), _cache_root(), prefix, headers or headers_digest())
    return ["-include", str(directory / HEADER)] if directory else []
