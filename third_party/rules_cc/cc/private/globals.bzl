"""Bazel 4's C++ globals under names defs.bzl can re-export."""

CC_INFO = CcInfo
CC_COMMON = cc_common
CC_TOOLCHAIN_CONFIG_INFO = CcToolchainConfigInfo
