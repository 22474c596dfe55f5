"""Re-exports Bazel's native Python rules under rules_python's load path.

Bazel 4.2.3 ships the Python rules natively and cannot fetch rules_python
offline. Under bzlmod (Bazel 7+) MODULE.bazel depends on the real rules_python,
whose defs.bzl exports the same names.
"""

load("@bazel_tools//tools/python:toolchain.bzl", _py_runtime_pair = "py_runtime_pair")
load(
    "//python/private:builtins.bzl",
    _builtin_py_info = "BUILTIN_PY_INFO",
    _builtin_py_runtime_info = "BUILTIN_PY_RUNTIME_INFO",
)

py_binary = native.py_binary
py_library = native.py_library
py_test = native.py_test
py_runtime = native.py_runtime
py_runtime_pair = _py_runtime_pair
PyInfo = _builtin_py_info
PyRuntimeInfo = _builtin_py_runtime_info
