"""Bazel 4's C++ globals under names defs.bzl can re-export."""

# The point of this file: Bazel 4's globals, re-exported by defs.bzl.
# buildifier: disable=native-cc-info
CC_INFO = CcInfo

# buildifier: disable=native-cc-common
CC_COMMON = cc_common
CC_TOOLCHAIN_CONFIG_INFO = CcToolchainConfigInfo
