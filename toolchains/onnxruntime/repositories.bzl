"""@pyaot_onnxruntime: the pinned ONNX Runtime library for each target
platform that can load one (Linux x86_64/aarch64 with glibc, macOS arm64).

Programs running a model (ops/include/pyaot/nd/onnx.hpp) load it at run
time, from beside themselves or from their runfiles, as matmul loads
OpenBLAS (toolchains/openblas, which this rule follows): `:library` is the
target platform's file, named as executables load it. The wheel is fetched
with pip, checked against its pinned sha256, and its library (checked too)
kept once per machine in the cache directory (toolchains/machine_cache.bzl),
where tracer/pyaot/onnx_runtime.py looks too. A repository rule runs only
when a target needs it: builds that run no model never fetch the wheel.
"""

load("//toolchains:machine_cache.bzl", "machine_cache_dir")
load("//toolchains:wheels.bzl", "pip_download_wheel")
load(":pins.bzl", "ONNXRUNTIME_PINS", "ONNXRUNTIME_PYTHON_VERSION", "ONNXRUNTIME_VERSION")

def _sha256(rctx, path):
    return rctx.execute(["sha256sum", path]).stdout.split(" ")[0]

def _fetch(rctx, dest, target):
    """Puts the checked library of `target`'s wheel at dest.

    Returns:
      None, or why it could not (the caller ships no library)."""
    platform, wheel_sha, member, lib_sha, _ = ONNXRUNTIME_PINS[target]
    download = str(rctx.path("wheel-" + target))
    wheel, error = pip_download_wheel(
        rctx,
        "onnxruntime==" + ONNXRUNTIME_VERSION,
        download,
        platform = platform,
        python_version = ONNXRUNTIME_PYTHON_VERSION,
    )
    if error:
        return error
    digest = _sha256(rctx, wheel)
    if digest != wheel_sha:
        # A mismatch is an error, never a fallback: the pin is what was reviewed.
        fail("pyaot_onnxruntime: %s has sha256 %s, expected %s (toolchains/onnxruntime/pins.bzl)" % (wheel, digest, wheel_sha))
    rctx.symlink(wheel, "onnxruntime-%s.zip" % target)
    rctx.extract("onnxruntime-%s.zip" % target, output = "unpacked-" + target)
    lib = str(rctx.path("unpacked-%s/%s" % (target, member)))
    if _sha256(rctx, lib) != lib_sha:
        fail("pyaot_onnxruntime: %s in %s does not match its pinned sha256" % (member, wheel))
    result = rctx.execute(["mv", lib, dest])
    if result.return_code != 0:
        fail("pyaot_onnxruntime: moving the library to %s failed: %s" % (dest, result.stderr))
    rctx.execute(["rm", "-rf", download, str(rctx.path("unpacked-" + target)), str(rctx.path("onnxruntime-%s.zip" % target))])
    return None

def _pyaot_onnxruntime_impl(rctx):
    root = machine_cache_dir(rctx)
    for target, pin in ONNXRUNTIME_PINS.items():
        _, wheel_sha, member, lib_sha, shipped = pin
        lib = target + "/" + shipped
        cached = "%s/onnxruntime/%s/%s" % (root, wheel_sha[:24], member.rpartition("/")[2]) if root else ""
        if cached and rctx.path(cached).exists and _sha256(rctx, cached) == lib_sha:
            rctx.symlink(cached, lib)
            continue
        rctx.execute(["mkdir", "-p", str(rctx.path(target))])
        why = _fetch(rctx, str(rctx.path(lib)), target)
        if why:
            # buildifier: disable=print
            print("WARNING: rules_pyaot ships no ONNX Runtime for %s (opening a model raises ImportError): %s" % (target, why))
            continue
        if cached:
            rctx.execute(["mkdir", "-p", cached.rpartition("/")[0]])
            rctx.execute(["cp", str(rctx.path(lib)), cached + ".partial"])
            rctx.execute(["mv", cached + ".partial", cached])
    rctx.template("BUILD.bazel", rctx.attr._build_tmpl)

pyaot_onnxruntime = repository_rule(
    implementation = _pyaot_onnxruntime_impl,
    attrs = {"_build_tmpl": attr.label(default = "//toolchains/onnxruntime:BUILD.onnxruntime.tmpl")},
    environ = ["PYAOT_CACHE_DIR", "HOME"],
    doc = "The pinned ONNX Runtime library per target platform (see pins.bzl).",
)
