"""The configuration rules_pyaot builds its own targets in.

rules_pyaot registers C++ toolchains (zig, the Android NDK) and a Python
toolchain (the tracer's environment). Registered toolchains are visible to
every target of a build, so each of them requires the setting
`@rules_pyaot//toolchains:pyaot_toolchains` (`target_settings`), and only
the transition below turns it on: on the targets py_aot_binary,
py_aot_library and py_aot_test create, and everything they depend on
(the tracer in the exec configuration included). A consumer's own cc_* and
py_* targets keep the toolchains they had.

The transition also gives a build for a named platform (--platforms=X, or
a split in `.platforms`) an output directory of its own
(--platform_suffix=X), so per-platform outputs never overwrite the host's or
each other's.

Bazel 7+ always resolves C++ toolchains by platform. Older Bazels do only
with --incompatible_enable_cc_toolchain_resolution, which no transition may
set; without it they would compile with the machine's gcc, so the
executables and shared libraries below check which compiler built them and
stop with the fix instead (_check_compiler).
"""

load("@rules_cc//cc:defs.bzl", "cc_common")

PYAOT_TOOLCHAINS_FLAG = str(Label("//toolchains:use_pyaot_toolchains"))

_PLATFORMS = "//command_line_option:platforms"
_SUFFIX = "//command_line_option:platform_suffix"

# Target platforms rules_pyaot's toolchains serve: its own, and the host
# (which names no platform of ours).
_HOST_PLATFORMS = [
    "@local_config_platform//:host",
    "@bazel_tools//tools:host_platform",
    "@platforms//host:host",
]

def _is_host(label):
    return str(label).lstrip("@") in [p.lstrip("@") for p in _HOST_PLATFORMS]

def pyaot_settings(platforms, suffix):
    """The options rules_pyaot's targets build with.

    Args:
      platforms: the target platforms (a list of labels; empty: the host).
      suffix: the current --platform_suffix.

    Returns:
      A dict of option label -> value, for a transition.
    """
    settings = {PYAOT_TOOLCHAINS_FLAG: True, _SUFFIX: suffix}
    if platforms and not suffix and not _is_host(platforms[0]):
        # As .platforms' split and the rules' own --config=X name it.
        settings[_SUFFIX] = str(platforms[0]).rpartition(":")[2]
    return settings

PYAOT_TRANSITION_OUTPUTS = [PYAOT_TOOLCHAINS_FLAG, _SUFFIX]

def _pyaot_transition_impl(settings, _attr):
    return pyaot_settings(settings[_PLATFORMS], settings[_SUFFIX])

pyaot_transition = transition(
    implementation = _pyaot_transition_impl,
    inputs = [_PLATFORMS, _SUFFIX],
    outputs = PYAOT_TRANSITION_OUTPUTS,
)

ALLOWLIST_ATTRS = {
    # Required by Bazel < 7 for Starlark transitions.
    "_allowlist_function_transition": attr.label(
        default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
    ),
}

# The compilers of rules_pyaot's C++ toolchains (toolchains/zig, android).
_PYAOT_COMPILERS = ["zig-clang", "ndk-clang"]

def _only(value):
    # Bazel < 7 hands a 1:1 Starlark transition's dependency as a list of one.
    return value[0] if type(value) == type([]) else value

_CC_TOOLCHAIN_TYPE = "@bazel_tools//tools/cpp:toolchain_type"

# Bazel 7+ always resolves C++ toolchains by platform (package_relative_label
# is 6.2+); older ones only with --incompatible_enable_cc_toolchain_resolution.
_RESOLUTION_OPTIONAL = not hasattr(native, "package_relative_label")

PyAotCcCompilerInfo = provider(
    doc = "Which C++ compiler native cc_* rules use in a configuration.",
    fields = {
        "compiler": "string: the C++ toolchain's compiler name (zig-clang, ndk-clang, gcc...)",
        "executable": "string: its compiler executable",
        "resolution": "bool: whether C++ toolchains are chosen by platform",
    },
)

def _cc_compiler_impl(ctx):
    resolution = True
    if _RESOLUTION_OPTIONAL:
        resolution = cc_common.is_cc_toolchain_resolution_enabled_do_not_use(ctx = ctx)
    if not resolution:
        # Bazel < 7 hands a placeholder here: cc_* rules use --crosstool_top.
        return [PyAotCcCompilerInfo(compiler = "", executable = "", resolution = False)]
    toolchain = ctx.toolchains[_CC_TOOLCHAIN_TYPE]
    toolchain = getattr(toolchain, "cc", toolchain)
    if not hasattr(toolchain, "compiler"):
        # A placeholder: C++ toolchain resolution is off (Bazel 6.0/6.1).
        return [PyAotCcCompilerInfo(compiler = "", executable = "", resolution = False)]
    return [PyAotCcCompilerInfo(
        compiler = toolchain.compiler,
        executable = toolchain.compiler_executable,
        resolution = True,
    )]

pyaot_cc_compiler = rule(
    implementation = _cc_compiler_impl,
    doc = "The C++ toolchain that toolchain resolution picks, and whether cc_* rules use it.",
    toolchains = [_CC_TOOLCHAIN_TYPE],
    fragments = ["cpp"],
)

def _check_compiler(ctx):
    """Fails where a platform rules_pyaot serves would get another C++ compiler.

    That is: Bazel < 7 without C++ toolchain resolution, or rules_pyaot's
    toolchains not registered."""
    info = _only(ctx.attr._cc_compiler)[PyAotCcCompilerInfo]
    if info.resolution and info.compiler in _PYAOT_COMPILERS:
        return
    platform = ctx.fragments.platform.platform
    ours = platform.workspace_name == Label("//platforms:BUILD.bazel").workspace_name and \
           platform.package == "platforms"
    if not ours and not _is_host(platform):
        return  # a platform of the workspace's own, with its own toolchain
    head = "%s: rules_pyaot compiles for %s with its zig C++ toolchains, but " % (ctx.label, platform)
    if not info.resolution:
        fail("\n".join([
            head + "this Bazel chooses C++ toolchains by --crosstool_top, not by platform.",
            "Fix: add to the workspace's .bazelrc (Bazel < 7; Bazel 7+ always resolves by platform)",
            "  build --incompatible_enable_cc_toolchain_resolution",
        ]))
    fail("\n".join([
        head + "toolchain resolution chose the C++ compiler '%s' (%s):" % (
            info.compiler,
            info.executable,
        ) + " rules_pyaot's toolchains are not registered.",
        "Fix: register them (README, Install); in WORKSPACE",
        "  load(\"@rules_pyaot//:repositories.bzl\", \"rules_pyaot_register_toolchains\")",
        "  rules_pyaot_register_toolchains()",
        "(under bzlmod, `bazel_dep(name = \"rules_pyaot\", ...)` registers them).",
    ]))

def _configured_impl(ctx):
    _check_compiler(ctx)
    target = _only(ctx.attr.target)
    files = target[DefaultInfo].files.to_list()
    if len(files) != 1:
        fail("%s: expected one file from %s, got %s" % (ctx.label, target.label, files))
    out = ctx.actions.declare_file(ctx.label.name)

    # A copy, not a symlink: with --remote_download_toplevel (--config=remote)
    # only this target's own outputs come back, and a symlink would dangle.
    ctx.actions.run_shell(
        command = 'cp -f "$1" "$2"',
        arguments = [files[0].path, out.path],
        inputs = [files[0]],
        outputs = [out],
        mnemonic = "PyAotCopy",
        progress_message = "Copying %s" % out.short_path,
    )
    runfiles = ctx.runfiles(files = [out]).merge(target[DefaultInfo].default_runfiles)
    return [DefaultInfo(
        files = depset([out]),
        runfiles = runfiles,
        executable = out if ctx.attr.executable else None,
    )]

_CONFIGURED_ATTRS = dict(ALLOWLIST_ATTRS, **{
    "target": attr.label(
        mandatory = True,
        cfg = pyaot_transition,
        doc = "The cc_binary built in rules_pyaot's configuration.",
    ),
    "executable": attr.bool(default = True),
    "_cc_compiler": attr.label(
        default = "//rules/private:cc_compiler",
        cfg = pyaot_transition,
    ),
})

pyaot_configured_binary = rule(
    implementation = _configured_impl,
    executable = True,
    doc = """`target` (one executable file), built in rules_pyaot's configuration
    (see pyaot_transition), under this target's name: what py_aot_binary's
    `:name` is, so `bazel run` and `data` deps see the zig-built program.""",
    attrs = _CONFIGURED_ATTRS,
    fragments = ["platform"],
)

pyaot_configured_file = rule(
    implementation = _configured_impl,
    doc = """`target` (one file, e.g. a shared library), built in rules_pyaot's
    configuration, under this target's name.""",
    attrs = dict(_CONFIGURED_ATTRS, executable = attr.bool(default = False)),
    fragments = ["platform"],
)
