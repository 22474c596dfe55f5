"""Bazel platform -> zig target, one row per cross-compilation target.

Each row becomes a cc_toolchain in @zig_sdk, selected by toolchain resolution
for a platform with the same constraints (see //platforms). `copts` and
`linkopts` go on Bazel's command lines; `wrapper_flags` are passed by the
target's wrapper script, where `$sdk` is the SDK's path.
"""

ZIG_VERSION = "0.17.0"

# sha256 of the PyPI wheel ziglang==0.17.0 for linux x86_64 hosts.
ZIG_WHEEL_SHA256 = {
    "linux-x86_64": "97079827064a7492cce5541ceb438ae8003ce1e54e399676da2d62fb7a5dc08b",
}

_LINUX = "@platforms//os:linux"
_X86_64 = "@platforms//cpu:x86_64"
_AARCH64 = "@platforms//cpu:aarch64"
_GLIBC = "@rules_pyaot//platforms:glibc"
_MUSL = "@rules_pyaot//platforms:musl"

# C++ exceptions in WebAssembly: the exception-handling proposal in its
# standard (exnref) encoding, which wasmtime and browsers run. zig's own wasm
# libc++abi is built without exceptions; the toolchain adds the pieces
# (`wasm_eh`, see repositories.bzl).
WASM_EH_FLAGS = ["-fwasm-exceptions", "-mexception-handling", "-mllvm", "-wasm-use-legacy-eh=false"]

# glibc targets: calls to libm functions whose results differ between
# implementations bind to glibc's versioned symbols, so zig's compiler_rt
# copies cannot stand in for them (ops/include/pyaot/runtime/libm.hpp).
_GLIBC_LIBM = ["-DPYAOT_BIND_GLIBC_LIBM"]
_DARWIN_LIBM = ["-DPYAOT_BIND_DARWIN_LIBM"]  # the same for macOS: libSystem's

# iOS: zig has no iOS SDK, but its Darwin libc headers serve; iOS outputs are
# static libraries (objects + ar), so nothing is linked against Apple's SDK.
# A wrapper flag: the wrapper knows where the SDK is ($sdk).
_DARWIN_HEADERS = ["-isystem", "$sdk/ziglang/lib/libc/include/any-darwin-any"]

# name: {triple, constraints, copts, linkopts, wrapper_flags, wasm_eh};
# `wasm_eh` links C++ exception support for wasm32.
ZIG_TARGETS = {
    "linux_x86_64_gnu": {"triple": "x86_64-linux-gnu.2.28", "constraints": [_LINUX, _X86_64, _GLIBC], "copts": _GLIBC_LIBM},
    "linux_x86_64_musl": {"triple": "x86_64-linux-musl", "constraints": [_LINUX, _X86_64, _MUSL]},
    "linux_aarch64_gnu": {"triple": "aarch64-linux-gnu.2.28", "constraints": [_LINUX, _AARCH64, _GLIBC], "copts": _GLIBC_LIBM},
    "linux_aarch64_musl": {"triple": "aarch64-linux-musl", "constraints": [_LINUX, _AARCH64, _MUSL]},
    "macos_arm64": {"triple": "aarch64-macos.11.0", "constraints": ["@platforms//os:macos", _AARCH64], "copts": _DARWIN_LIBM},
    "macos_x86_64": {"triple": "x86_64-macos.11.0", "constraints": ["@platforms//os:macos", _X86_64], "copts": _DARWIN_LIBM},
    "ios_arm64": {
        "triple": "aarch64-ios.14.0",
        "constraints": ["@platforms//os:ios", _AARCH64, "@rules_pyaot//platforms:device"],
        "wrapper_flags": _DARWIN_HEADERS,
    },
    "ios_sim_arm64": {
        "triple": "aarch64-ios.14.0-simulator",
        "constraints": ["@platforms//os:ios", _AARCH64, "@rules_pyaot//platforms:simulator"],
        "wrapper_flags": _DARWIN_HEADERS,
    },
    "wasm32_wasi": {
        "triple": "wasm32-wasi",
        "constraints": ["@platforms//os:wasi", "@platforms//cpu:wasm32"],
        "copts": WASM_EH_FLAGS,
        "linkopts": WASM_EH_FLAGS,
        "wasm_eh": True,
    },
}
