"""@pyaot_openblas: the pinned OpenBLAS library for each Linux target CPU.

Executables load a CBLAS library at run time, from beside themselves or
from their runfiles (ops/include/pyaot/nd/blas.hpp says why dlopen rather
than linking), so this repository only provides the file to ship: `:library` is the target
platform's libscipy_openblas64_.so, and nothing where there is none to ship
(macOS loads Apple's Accelerate; wasm32, Android, iOS and static musl builds
use the portable kernel). Each wheel is fetched with pip, like the zig SDK
(toolchains/zig/repositories.bzl), checked against its pinned sha256, and
its library (checked too) kept once per machine in the cache directory
(toolchains/machine_cache.bzl), where tracer/pyaot/openblas.py looks too.
"""

load("//toolchains:wheels.bzl", "wheel_library")
load(":pins.bzl", "OPENBLAS_LIBRARY", "OPENBLAS_PINS", "OPENBLAS_PIP_PLATFORM", "OPENBLAS_VERSION")

def _pyaot_openblas_impl(rctx):
    for target, (wheel_sha, lib_sha) in OPENBLAS_PINS.items():
        pin = struct(
            requirement = "scipy-openblas64==" + OPENBLAS_VERSION,
            platform = OPENBLAS_PIP_PLATFORM[target],
            python_version = None,
            wheel_sha256 = wheel_sha,
            member = "scipy_openblas64/lib/" + OPENBLAS_LIBRARY,
            sha256 = lib_sha,
            cache_name = "openblas",
            pins_file = "toolchains/openblas/pins.bzl",
        )
        why = wheel_library(rctx, pin, target + "/" + OPENBLAS_LIBRARY)
        if why:
            # Offline (a WORKSPACE build without the index): no library, with
            # a warning; the executables still run, on the portable kernel.
            # buildifier: disable=print
            print("WARNING: rules_pyaot ships no OpenBLAS for %s (matrix products use the portable kernel): %s" % (target, why))
    rctx.template("BUILD.bazel", rctx.attr._build_tmpl, substitutions = {"{library}": OPENBLAS_LIBRARY})

pyaot_openblas = repository_rule(
    implementation = _pyaot_openblas_impl,
    attrs = {"_build_tmpl": attr.label(default = "//toolchains/openblas:BUILD.openblas.tmpl")},
    environ = ["PYAOT_CACHE_DIR", "HOME"],
    doc = "The pinned OpenBLAS library per Linux target CPU (see pins.bzl).",
)
