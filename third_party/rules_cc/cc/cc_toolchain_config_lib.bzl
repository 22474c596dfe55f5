"""rules_cc's cc_toolchain_config_lib.bzl, from Bazel 4's own copy."""

load(
    "@bazel_tools//tools/cpp:cc_toolchain_config_lib.bzl",
    _feature = "feature",
    _flag_group = "flag_group",
    _flag_set = "flag_set",
    _tool_path = "tool_path",
)

feature = _feature
flag_group = _flag_group
flag_set = _flag_set
tool_path = _tool_path
