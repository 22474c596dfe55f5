"""bzlmod extension creating the Android NDK toolchains (see repositories.bzl)."""

load(":repositories.bzl", "android_ndk")

def _android_impl(_module_ctx):
    android_ndk(name = "pyaot_android_ndk")

android = module_extension(implementation = _android_impl)
