"""The pinned OpenBLAS library for builds outside Bazel (pyaot.native).

Executables load a CBLAS library at run time, from beside themselves first
(ops/include/pyaot/nd/blas.hpp says why dlopen and not linking); this module
finds the pinned scipy-openblas64 library and puts a copy there (where it
comes from, and how it is checked: pyaot.pinned_wheels).

Bazel builds take the same wheel through toolchains/openblas/repositories.bzl;
tests/test_matmul_blas.py checks that the two pin tables agree.
"""

from __future__ import annotations

import functools
from pathlib import Path

from pyaot import pinned_wheels
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


def _pin(key: str) -> pinned_wheels.WheelLibrary:
    wheel_sha, lib_sha = PINS[key]
    return pinned_wheels.WheelLibrary(
        f"scipy-openblas64=={VERSION}", _PIP_PLATFORM[key], None, wheel_sha,
        f"scipy_openblas64/lib/{LIBRARY}", lib_sha, "openblas", "pyaot/openblas.py")


def _installed() -> Path | None:
    try:
        import scipy_openblas64  # noqa: PLC0415 - optional
    except ImportError:
        return None
    return Path(scipy_openblas64.__file__).parent / "lib" / LIBRARY


@functools.cache
def library() -> Path | None:
    """The pinned library on this machine, fetched once; None where no
    library is pinned for the host or it cannot be had (executables then use
    the portable kernel: slower, same values up to rounding)."""
    key = host_platform()
    if key not in PINS:
        return None
    return pinned_wheels.find(_pin(key), _installed(),
                              "no OpenBLAS (matrix products use the portable kernel)")


def place_beside(executable: Path) -> Path | None:
    """Puts the pinned library next to `executable`, where the executable
    looks first."""
    lib = library()
    if lib is None:
        return None
    return pinned_wheels.place(lib, Path(executable).parent / LIBRARY)
