"""Re-exports Bazel's native C++ rules under rules_cc's load path.

Debian's bazel-rules-cc is too new for Bazel 4.2.3, and Bazel cannot download
the real rules_cc offline. Under bzlmod (Bazel 7+) MODULE.bazel depends on the
real rules_cc instead, whose defs.bzl exports the same names.
"""

load(
    "//cc/private:globals.bzl",
    _CcInfo = "CC_INFO",
    _CcToolchainConfigInfo = "CC_TOOLCHAIN_CONFIG_INFO",
    _cc_common = "CC_COMMON",
)

cc_binary = native.cc_binary
cc_library = native.cc_library
cc_test = native.cc_test
cc_import = native.cc_import
cc_toolchain = native.cc_toolchain
cc_toolchain_suite = native.cc_toolchain_suite

# Providers and the C++ API, globals in Bazel 4 (rules_cc's defs.bzl exports
# the same names; Bazel 9 has no such globals).
CcInfo = _CcInfo
cc_common = _cc_common
CcToolchainConfigInfo = _CcToolchainConfigInfo
