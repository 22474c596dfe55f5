"""Installing rules_pyaot in a WORKSPACE (Bazel < 8; bzlmod: MODULE.bazel).

    load("@rules_pyaot//:repositories.bzl", "rules_pyaot_dependencies", "rules_pyaot_register_toolchains")

    rules_pyaot_dependencies()

    rules_pyaot_register_toolchains()

The toolchains serve only rules_pyaot's own targets (rules/private/transition.bzl):
the workspace's other cc_* and py_* targets keep their toolchains.
"""

load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")
load("@bazel_tools//tools/build_defs/repo:utils.bzl", "maybe")
load("//toolchains/android:repositories.bzl", "android_ndk")
load("//toolchains/cuda:repositories.bzl", "cuda_toolkit")
load("//toolchains/onnxruntime:repositories.bzl", "pyaot_onnxruntime")
load("//toolchains/openblas:repositories.bzl", "pyaot_openblas")
load("//toolchains/python:repositories.bzl", "pyaot_python_repository")
load("//toolchains/zig:repositories.bzl", "zig_sdk")

# The rule sets rules_pyaot loads, pinned (the versions MODULE.bazel names).
_PLATFORMS = struct(
    version = "0.0.10",
    sha256 = "218efe8ee736d26a3572663b374a253c012b716d8af0c07e842e82f238a0a7ee",
)
_SKYLIB = struct(
    version = "1.7.1",
    sha256 = "bc283cdfcd526a52c3201279cda4bc298652efa898b10b4db0837dc51652756f",
)

def _shim_impl(rctx):
    # The shims live in rules_pyaot's third_party/<name>: link their files.
    root = rctx.path(Label("//:WORKSPACE")).dirname
    shim = root.get_child("third_party").get_child(rctx.attr.shim)
    for child in shim.readdir():
        rctx.symlink(child, child.basename)

_shim = repository_rule(
    implementation = _shim_impl,
    attrs = {"shim": attr.string(mandatory = True)},
    doc = "One of rules_pyaot's third_party shims as a repository of its own.",
)

def rules_pyaot_dependencies():
    """Declares the repositories rules_pyaot needs.

    Each unless the WORKSPACE already declared one of that name (declare
    yours first to pin another version):

      platforms, bazel_skylib   the pinned releases
      rules_cc, rules_python    thin shims over Bazel's built-in C++ and
                                Python rules under the rule sets' load paths
                                (what WORKSPACE Bazels have; bzlmod uses the
                                real rule sets)
      pyaot_python              the tracer's Python environment
      zig_sdk                   the pinned zig SDK and its C++ toolchains
      pyaot_android_ndk         the NDK named by ANDROID_NDK_HOME, if any
      pyaot_cuda                nvcc for //platforms:linux_x86_64_cuda
      pyaot_openblas            the pinned OpenBLAS Linux executables ship
      pyaot_onnxruntime         the pinned ONNX Runtime library executables
                                running a model ship

    The toolchains are fetched only when a build needs them; the zig SDK and
    the Python environment once per machine (~/.cache/rules_pyaot)."""
    maybe(
        http_archive,
        name = "platforms",
        sha256 = _PLATFORMS.sha256,
        urls = [
            "https://mirror.bazel.build/github.com/bazelbuild/platforms/releases/download/{v}/platforms-{v}.tar.gz".format(v = _PLATFORMS.version),
            "https://github.com/bazelbuild/platforms/releases/download/{v}/platforms-{v}.tar.gz".format(v = _PLATFORMS.version),
        ],
    )
    maybe(
        http_archive,
        name = "bazel_skylib",
        sha256 = _SKYLIB.sha256,
        urls = [
            "https://mirror.bazel.build/github.com/bazelbuild/bazel-skylib/releases/download/{v}/bazel-skylib-{v}.tar.gz".format(v = _SKYLIB.version),
            "https://github.com/bazelbuild/bazel-skylib/releases/download/{v}/bazel-skylib-{v}.tar.gz".format(v = _SKYLIB.version),
        ],
    )
    maybe(_shim, name = "rules_cc", shim = "rules_cc")
    maybe(_shim, name = "rules_python", shim = "rules_python")
    maybe(pyaot_python_repository, name = "pyaot_python")
    maybe(zig_sdk, name = "zig_sdk")
    maybe(android_ndk, name = "pyaot_android_ndk")
    maybe(cuda_toolkit, name = "pyaot_cuda")
    maybe(pyaot_openblas, name = "pyaot_openblas")
    maybe(pyaot_onnxruntime, name = "pyaot_onnxruntime")

# A WORKSPACE macro registering toolchains, as rules_go's and rules_rust's: no target, no name.
# buildifier: disable=unnamed-macro
def rules_pyaot_register_toolchains():
    """Registers rules_pyaot's toolchains.

    The tracer's Python, zig (Linux, macOS, iOS, WebAssembly), the Android
    NDK and nvcc. Each serves only rules_pyaot's own targets (their
    transition sets @rules_pyaot//toolchains:use_pyaot_toolchains)."""
    native.register_toolchains(
        "@pyaot_python//:toolchain",
        "@zig_sdk//:all",
        "@pyaot_android_ndk//:all",
        "@pyaot_cuda//:toolchain",
    )
