"""Bazel 4's built-in Python providers, under names defs.bzl can re-export."""

BUILTIN_PY_INFO = PyInfo
BUILTIN_PY_RUNTIME_INFO = PyRuntimeInfo
