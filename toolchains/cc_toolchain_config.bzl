"""cc_toolchain_config for the clang-based cross-compilers of generated code:
zig (toolchains/zig) and the Android NDK (toolchains/android). Both are run
through small wrapper scripts that name the target; this rule gives Bazel
their flags."""

load("@rules_cc//cc:action_names.bzl", "ACTION_NAMES")
load(
    "@rules_cc//cc:cc_toolchain_config_lib.bzl",
    "feature",
    "flag_group",
    "flag_set",
    "tool_path",
)
load("@rules_cc//cc:defs.bzl", "CcToolchainConfigInfo", "cc_common", "cc_toolchain")

_COMPILE_ACTIONS = [
    ACTION_NAMES.c_compile,
    ACTION_NAMES.cpp_compile,
    ACTION_NAMES.cpp_header_parsing,
    ACTION_NAMES.cpp_module_compile,
    ACTION_NAMES.assemble,
    ACTION_NAMES.preprocess_assemble,
]

_LINK_ACTIONS = [
    ACTION_NAMES.cpp_link_executable,
    ACTION_NAMES.cpp_link_dynamic_library,
    ACTION_NAMES.cpp_link_nodeps_dynamic_library,
]

def _clang_cc_toolchain_config_impl(ctx):
    if ctx.attr.unavailable:
        fail(ctx.attr.unavailable)
    tools = {
        "gcc": ctx.attr.cc,
        "cpp": ctx.attr.cc,
        "ld": ctx.attr.cc,
        "ar": ctx.attr.ar,
        "nm": "/bin/false",
        "objdump": "/bin/false",
        "objcopy": "/bin/false",
        "strip": "/bin/false",
        "gcov": "/bin/false",
    }
    features = [
        feature(
            name = "default_compile_flags",
            enabled = True,
            flag_sets = [flag_set(
                actions = _COMPILE_ACTIONS,
                flag_groups = [flag_group(flags = [
                    # Reproducible outputs: no timestamps, no build paths.
                    "-no-canonical-prefixes",
                    "-Wno-builtin-macro-redefined",
                    "-D__DATE__=\"redacted\"",
                    "-D__TIMESTAMP__=\"redacted\"",
                    "-D__TIME__=\"redacted\"",
                    "-ffile-prefix-map=" + ctx.attr.sdk_path + "=" + ctx.attr.compiler.split("-")[0],
                    # zig turns UBSan on for unoptimised compiles and links its
                    # runtime only into unoptimised links; Bazel's fastbuild
                    # and dbg mean neither (a copt can turn it back on).
                    "-fno-sanitize=undefined",
                ] + ctx.attr.compile_flags)],
            )],
        ),
        feature(
            name = "opt",
            flag_sets = [flag_set(
                actions = _COMPILE_ACTIONS,
                flag_groups = [flag_group(flags = ["-O2", "-DNDEBUG"])],
            )],
        ),
        feature(
            name = "dbg",
            flag_sets = [flag_set(
                actions = _COMPILE_ACTIONS,
                flag_groups = [flag_group(flags = ["-g", "-O0"])],
            )],
        ),
        feature(
            name = "default_link_flags",
            enabled = True,
            flag_sets = [flag_set(
                actions = _LINK_ACTIONS,
                # zig builds libc and libc++ for the target at link time, in
                # the mode the link's -O flag names: always optimised (no
                # assertion strings naming the build machine's paths).
                flag_groups = [flag_group(flags = ["-O2"] + ctx.attr.link_flags)],
            )],
        ),
        feature(name = "supports_pic", enabled = True),
        feature(name = "supports_dynamic_linker", enabled = ctx.attr.dynamic),
    ]
    return cc_common.create_cc_toolchain_config_info(
        ctx = ctx,
        toolchain_identifier = ctx.attr.compiler + "-" + ctx.attr.target,
        host_system_name = "local",
        target_system_name = ctx.attr.target,
        target_cpu = ctx.attr.cpu,
        target_libc = ctx.attr.libc,
        compiler = ctx.attr.compiler,
        abi_version = "unknown",
        abi_libc_version = "unknown",
        tool_paths = [tool_path(name = k, path = v) for k, v in tools.items()],
        features = features,
        cxx_builtin_include_directories = ctx.attr.builtin_include_directories,
    )

clang_cc_toolchain_config = rule(
    implementation = _clang_cc_toolchain_config_impl,
    attrs = {
        "target": attr.string(mandatory = True),
        "cpu": attr.string(mandatory = True),
        "libc": attr.string(default = "unknown"),
        "cc": attr.string(mandatory = True),
        "ar": attr.string(mandatory = True),
        "compiler": attr.string(mandatory = True, doc = "zig-clang or ndk-clang."),
        "sdk_path": attr.string(
            mandatory = True,
            doc = "Path of the SDK as compiles name it (mapped away from outputs).",
        ),
        "builtin_include_directories": attr.string_list(
            doc = "Where the compiler's own headers live (absolute, or relative to the " +
                  "execution root).",
        ),
        "unavailable": attr.string(
            doc = "If set, the toolchain cannot be used: analysing it fails with this message " +
                  "(e.g. the Android NDK is not installed). Only builds for its platform see it.",
        ),
        "compile_flags": attr.string_list(doc = "Target-specific compiler flags."),
        "link_flags": attr.string_list(doc = "Target-specific linker flags."),
        "dynamic": attr.bool(default = False),
    },
    provides = [CcToolchainConfigInfo],
)

def clang_toolchain(name, target_compatible_with, **config):
    """One clang-based C++ toolchain, registered for toolchain resolution.

    Its config (`**config`: the attributes of clang_cc_toolchain_config), the
    cc_toolchain around it (its tools are `:tool_files`, which the generated
    BUILD file defines: the wrapper scripts, and under --config=hermetic the
    whole SDK they run), and the toolchain() for `target_compatible_with`
    within rules_pyaot's configuration. Used by the generated BUILD files of
    @zig_sdk and @pyaot_android_ndk.

    Args:
      name: the toolchain's name.
      target_compatible_with: the constraints of the platforms it serves.
      **config: the attributes of clang_cc_toolchain_config.
    """
    clang_cc_toolchain_config(name = name + "_config", **config)
    cc_toolchain(
        name = name + "_cc",
        all_files = ":tool_files",
        ar_files = ":tool_files",
        compiler_files = ":tool_files",
        dwp_files = ":empty",
        linker_files = ":tool_files",
        objcopy_files = ":empty",
        strip_files = ":empty",
        supports_param_files = False,
        toolchain_config = ":" + name + "_config",
    )
    native.toolchain(
        name = name,
        target_compatible_with = target_compatible_with,
        # Only rules_pyaot's own targets (rules/private/transition.bzl).
        target_settings = ["@rules_pyaot//toolchains:pyaot_toolchains"],
        toolchain = ":" + name + "_cc",
        toolchain_type = "@bazel_tools//tools/cpp:toolchain_type",
    )
