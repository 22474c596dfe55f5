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

load("//toolchains:wheels.bzl", "wheel_library")
load(":pins.bzl", "ONNXRUNTIME_PINS", "ONNXRUNTIME_PYTHON_VERSION", "ONNXRUNTIME_VERSION")

def _pyaot_onnxruntime_impl(rctx):
    for target, (platform, wheel_sha, member, lib_sha, shipped) in ONNXRUNTIME_PINS.items():
        pin = struct(
            requirement = "onnxruntime==" + ONNXRUNTIME_VERSION,
            platform = platform,
            python_version = ONNXRUNTIME_PYTHON_VERSION,
            wheel_sha256 = wheel_sha,
            member = member,
            sha256 = lib_sha,
            cache_name = "onnxruntime",
            pins_file = "toolchains/onnxruntime/pins.bzl",
        )
        why = wheel_library(rctx, pin, target + "/" + shipped)
        if why:
            # buildifier: disable=print
            print("WARNING: rules_pyaot ships no ONNX Runtime for %s (opening a model raises ImportError): %s" % (target, why))
    rctx.template("BUILD.bazel", rctx.attr._build_tmpl)

pyaot_onnxruntime = repository_rule(
    implementation = _pyaot_onnxruntime_impl,
    attrs = {"_build_tmpl": attr.label(default = "//toolchains/onnxruntime:BUILD.onnxruntime.tmpl")},
    environ = ["PYAOT_CACHE_DIR", "HOME"],
    doc = "The pinned ONNX Runtime library per target platform (see pins.bzl).",
)
