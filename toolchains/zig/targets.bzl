"""Bazel platform -> zig target, one row per cross-compilation target.

Each row becomes a cc_toolchain in @zig_sdk, selected by toolchain resolution
for a platform with the same constraints (see //platforms).
"""

ZIG_VERSION = "0.17.0"

# sha256 of the PyPI wheel ziglang==0.17.0 for linux x86_64 hosts.
ZIG_WHEEL_SHA256 = {
    "linux-x86_64": "97079827064a7492cce5541ceb438ae8003ce1e54e399676da2d62fb7a5dc08b",
}

# name: (zig -target, constraint values, executable extension)
ZIG_TARGETS = {
    "linux_x86_64_gnu": ("x86_64-linux-gnu.2.28", ["@platforms//os:linux", "@platforms//cpu:x86_64", "@rules_pyaot//platforms:glibc"], ""),
    "linux_x86_64_musl": ("x86_64-linux-musl", ["@platforms//os:linux", "@platforms//cpu:x86_64", "@rules_pyaot//platforms:musl"], ""),
    "linux_aarch64_gnu": ("aarch64-linux-gnu.2.28", ["@platforms//os:linux", "@platforms//cpu:aarch64", "@rules_pyaot//platforms:glibc"], ""),
    "linux_aarch64_musl": ("aarch64-linux-musl", ["@platforms//os:linux", "@platforms//cpu:aarch64", "@rules_pyaot//platforms:musl"], ""),
    "macos_arm64": ("aarch64-macos.11.0", ["@platforms//os:macos", "@platforms//cpu:aarch64"], ""),
    "macos_x86_64": ("x86_64-macos.11.0", ["@platforms//os:macos", "@platforms//cpu:x86_64"], ""),
    "wasm32_wasi": ("wasm32-wasi", ["@platforms//os:wasi", "@platforms//cpu:wasm32"], ".wasm"),
}
