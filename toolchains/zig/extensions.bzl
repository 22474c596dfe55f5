"""bzlmod extension creating the zig SDK repository (see repositories.bzl)."""

load(":repositories.bzl", "zig_sdk")

def _zig_impl(_module_ctx):
    zig_sdk(name = "zig_sdk")

zig = module_extension(implementation = _zig_impl)
