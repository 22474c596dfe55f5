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

load("//toolchains:machine_cache.bzl", "machine_cache_dir")
load("//toolchains:wheels.bzl", "pip_download_wheel")
load(":pins.bzl", "OPENBLAS_LIBRARY", "OPENBLAS_PINS", "OPENBLAS_PIP_PLATFORM", "OPENBLAS_VERSION")

def _sha256(rctx, path):
    return rctx.execute(["sha256sum", path]).stdout.split(" ")[0]

def _fetch(rctx, dest, target):
    """Puts the checked library of `target`'s wheel in dest.

    Returns:
      None, or why it could not (the caller ships no library: executables
      then use the portable kernel, slower but with the same values to rounding)."""
    wheel_sha, lib_sha = OPENBLAS_PINS[target]
    wheel, error = pip_download_wheel(
        rctx,
        "scipy-openblas64==" + OPENBLAS_VERSION,
        dest + "/wheel",
        platform = OPENBLAS_PIP_PLATFORM[target],
    )
    if error:
        return error
    digest = _sha256(rctx, wheel)
    if digest != wheel_sha:
        # A mismatch is an error, never a fallback: the pin is what was reviewed.
        fail("pyaot_openblas: %s has sha256 %s, expected %s (toolchains/openblas/pins.bzl)" % (wheel, digest, wheel_sha))
    rctx.symlink(wheel, "openblas-%s.zip" % target)
    rctx.extract("openblas-%s.zip" % target, output = "unpacked-" + target)
    lib = str(rctx.path("unpacked-%s/scipy_openblas64/lib/%s" % (target, OPENBLAS_LIBRARY)))
    if _sha256(rctx, lib) != lib_sha:
        fail("pyaot_openblas: %s in %s does not match its pinned sha256" % (OPENBLAS_LIBRARY, wheel))
    result = rctx.execute(["mv", lib, dest + "/" + OPENBLAS_LIBRARY])
    if result.return_code != 0:
        fail("pyaot_openblas: moving the library to %s failed: %s" % (dest, result.stderr))
    rctx.execute(["rm", "-rf", dest + "/wheel", str(rctx.path("unpacked-" + target)), str(rctx.path("openblas-%s.zip" % target))])
    return None

def _pyaot_openblas_impl(rctx):
    for target in OPENBLAS_PINS:
        lib = target + "/" + OPENBLAS_LIBRARY
        root = machine_cache_dir(rctx)
        cached = "%s/openblas/%s/%s" % (root, OPENBLAS_PINS[target][0][:24], OPENBLAS_LIBRARY) if root else ""
        if cached and rctx.path(cached).exists and _sha256(rctx, cached) == OPENBLAS_PINS[target][1]:
            rctx.symlink(cached, lib)
            continue

        # Offline (a WORKSPACE build without the index): no library, with a
        # warning; the executables still run, on the portable kernel.
        rctx.execute(["mkdir", "-p", str(rctx.path(target))])
        why = _fetch(rctx, str(rctx.path(target)), target)
        if why:
            # buildifier: disable=print
            print("WARNING: rules_pyaot ships no OpenBLAS for %s (matrix products use the portable kernel): %s" % (target, why))
            continue
        if cached:
            rctx.execute(["mkdir", "-p", cached.rsplit("/", 1)[0]])
            rctx.execute(["cp", str(rctx.path(lib)), cached + ".partial"])
            rctx.execute(["mv", cached + ".partial", cached])
    rctx.template("BUILD.bazel", rctx.attr._build_tmpl, substitutions = {"{library}": OPENBLAS_LIBRARY})

pyaot_openblas = repository_rule(
    implementation = _pyaot_openblas_impl,
    attrs = {"_build_tmpl": attr.label(default = "//toolchains/openblas:BUILD.openblas.tmpl")},
    environ = ["PYAOT_CACHE_DIR", "HOME"],
    doc = "The pinned OpenBLAS library per Linux target CPU (see pins.bzl).",
)
