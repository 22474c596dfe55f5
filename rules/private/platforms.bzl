"""One py_aot target, many platforms: a 1:N (split) transition over
--platforms, and a manifest naming each platform's artifact, size and sha256."""

load(":transition.bzl", "PYAOT_TRANSITION_OUTPUTS", "pyaot_settings")

def _split_impl(_settings, attr):
    # Bazel 4 names output directories by --cpu, not by platform: without a
    # suffix (the platform's name), two platforms' objects would share a path.
    return {
        platform.name: dict(
            pyaot_settings([platform], platform.name),
            **{"//command_line_option:platforms": str(platform)}
        )
        for platform in attr.platforms
    }

_split_platforms = transition(
    implementation = _split_impl,
    inputs = [],
    outputs = ["//command_line_option:platforms"] + PYAOT_TRANSITION_OUTPUTS,
)

def _multiplatform_impl(ctx):
    manifest_args = ctx.actions.args()
    inputs = []
    out_files = []
    for key, target in sorted(ctx.split_attr.artifacts.items()):
        for artifact in target[DefaultInfo].files.to_list():
            out = ctx.actions.declare_file("%s/%s/%s" % (ctx.label.name, key, artifact.basename))
            ctx.actions.symlink(output = out, target_file = artifact)
            out_files.append(out)
            manifest_args.add("--artifact", "%s=%s" % (key, artifact.path))
            inputs.append(artifact)
    manifest = ctx.actions.declare_file(ctx.label.name + ".manifest.json")
    manifest_args.add("--out", manifest)
    ctx.actions.run(
        executable = ctx.executable._manifest_tool,
        arguments = [manifest_args],
        inputs = inputs,
        outputs = [manifest],
        mnemonic = "PyAotManifest",
        progress_message = "Writing %s" % manifest.short_path,
    )
    return [DefaultInfo(
        files = depset([manifest] + out_files),
        runfiles = ctx.runfiles(files = [manifest] + out_files),
    )]

pyaot_multiplatform = rule(
    implementation = _multiplatform_impl,
    doc = """Builds `artifacts` once per platform and writes a JSON manifest of
    every file: platform, file name, kind, size and sha256.""",
    attrs = {
        "artifacts": attr.label(
            mandatory = True,
            cfg = _split_platforms,
            doc = "What one platform delivers (a filegroup that selects on the platform).",
        ),
        "platforms": attr.label_list(mandatory = True, allow_empty = False),
        "_manifest_tool": attr.label(
            default = "//tools:manifest",
            executable = True,
            cfg = "exec",
        ),
        # Required by Bazel 4.2.3 for Starlark transitions.
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
)
