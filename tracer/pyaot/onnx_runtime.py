"""The pinned ONNX Runtime library, and a program's models, for builds
outside Bazel (pyaot.native).

Programs running a model (ops/include/pyaot/nd/onnx.hpp) load
libonnxruntime at run time, from beside themselves first, and open each
model file from there too. This module puts both there: the library from the
installed onnxruntime wheel (requirements.lock pins it) or, where that is
another version, the pinned wheel fetched with pip into the machine cache,
each checked against its sha256 (pyaot.pinned_wheels).

Bazel builds take the same wheel through toolchains/onnxruntime
(repositories.bzl); tests/test_onnx.py checks that the two pin tables agree.
"""

from __future__ import annotations

import dataclasses
import functools
from pathlib import Path

from pyaot import pinned_wheels
from pyaot.variants import BuildVariants, host_platform

VERSION = "1.32.0"
PYTHON_VERSION = "3.11"  # the wheels are per Python version; the library in each is not
# Host key -> (pip's platform tag, wheel sha256, the library in the wheel,
# its sha256, the name executables load it by).
PINS = {
    "linux_x86_64": ("manylinux_2_28_x86_64",
                     "5a34fc4dfeb5a7b4a74c95dcba1e773d722abda720b474edf1b0c419dc6d163d",
                     "onnxruntime/capi/libonnxruntime.so.1.32.0",
                     "6c1585d1bbf45b0712ea4a21b705c5fcb4ba04ff2e30f1fbf81a49faf658638f",
                     "libonnxruntime.so.1"),
    "linux_aarch64": ("manylinux_2_28_aarch64",
                      "2303372a85299b6757b0e11e1cbf13e410ddf7e10c37f4b37e99d1c90e7daf7c",
                      "onnxruntime/capi/libonnxruntime.so.1.32.0",
                      "49852228a93995158b2a813d4df487d47a1b76b0eaa894507ef49e91b6d7954a",
                      "libonnxruntime.so.1"),
    "macos_arm64": ("macosx_14_0_arm64",
                    "366b9e53d07812cc5c92822cecf7563b76a8a0f32ba3bb8dd232a206ac3bcb6c",
                    "onnxruntime/capi/libonnxruntime.1.32.0.dylib",
                    "fa585fabbea65b823b9a8f7e27d46aee3989d1be7e36b528203d3a1fd613aae7",
                    "libonnxruntime.dylib"),
}
# The choice between running a session's model through this library and
# running it natively (pyaot.onnx_native): a variant of session.run, named
# in a build's plan (--variants InferenceSession.run=native) or the entry's
# @compile(metadata={"variants": {...}}); by default the library where it is
# pinned for the target, native elsewhere (wasm32, iOS, Android).
VARIANT_OP = "InferenceSession.run"
VARIANTS = ("onnxruntime", "native")
# Programs that include it run a model.
HEADER = '"pyaot/nd/onnx.hpp"'


def _installed(member: str) -> Path | None:
    try:
        import onnxruntime  # noqa: PLC0415 - optional
    except ImportError:
        return None
    return Path(onnxruntime.__file__).parent / "capi" / member.rsplit("/", 1)[-1]


def _pin(key: str) -> pinned_wheels.WheelLibrary:
    platform, wheel_sha, member, lib_sha, _ = PINS[key]
    return pinned_wheels.WheelLibrary(f"onnxruntime=={VERSION}", platform, PYTHON_VERSION,
                                      wheel_sha, member, lib_sha, "onnxruntime",
                                      "pyaot/onnx_runtime.py")


@functools.cache
def library() -> Path | None:
    """The pinned library on this machine, fetched once; None where none is
    pinned for the host or it cannot be had (a program then raises
    ImportError when it opens a model, saying what it looked for)."""
    key = host_platform()
    if key not in PINS:
        return None
    return pinned_wheels.find(_pin(key), _installed(PINS[key][2]),
                              "no ONNX Runtime library to ship (models cannot run)")


def place_beside(executable: Path, models: list[Path]) -> None:
    """Puts the pinned library and the program's models next to `executable`,
    where the program looks first."""
    lib = library()
    if lib is not None:
        pinned_wheels.place(lib, Path(executable).parent / PINS[host_platform()][4])
    for model in models:
        pinned_wheels.place(Path(model), Path(executable).parent / Path(model).name)


def choose(build: BuildVariants) -> tuple[bool, BuildVariants]:
    """Whether sessions run natively in this build, and the build's variant
    choices without this one (the planner knows only array operators).
    Raises ValueError for a variant of another name."""
    choice = None
    stripped = {}
    for field in ("hints", "plan"):  # the plan overrides the hints
        given = getattr(build, field) or {}
        if VARIANT_OP in given:
            choice = given[VARIANT_OP]
            stripped[field] = {k: v for k, v in given.items() if k != VARIANT_OP} or None
    if choice is not None and choice not in VARIANTS:
        raise ValueError(f"variants: {VARIANT_OP}={choice!r} is no variant of it: choose "
                         + " or ".join(VARIANTS))
    native = choice == "native" if choice else build.target_platform not in PINS
    return native, dataclasses.replace(build, **stripped)
