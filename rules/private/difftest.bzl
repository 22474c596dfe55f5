"""py_aot_test's test rule: runs CPython and the compiled program on the same
inputs (given ones and hypothesis-generated ones) and fails on any difference,
including the type of a raised exception."""

load(":providers.bzl", "PyAotInfo")
load(":transition.bzl", "ALLOWLIST_ATTRS", "pyaot_transition")

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def _pyaot_diff_test_impl(ctx):
    info = ctx.attr.trace[PyAotInfo]
    binary = ctx.executable.binary
    difftest = ctx.executable._difftest
    argv = [
        difftest.short_path,
        "--binary",
        binary.short_path,
        "--src",
        info.src.short_path,
        "--function" if ctx.attr.function else "--tag",
        ctx.attr.function or ctx.attr.entry_tag,
        "--inputs",
        json.encode(ctx.attr.inputs),
        "--generate",
        json.encode(ctx.attr.generate),
        "--max-examples",
        str(ctx.attr.max_examples),
    ]
    if ctx.attr.float_rel_tolerance:
        argv += ["--float-rel-tolerance", ctx.attr.float_rel_tolerance]
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        content = "#!/bin/sh\nexec " + " ".join([_shell_quote(a) for a in argv]) + ' "$@"\n',
        is_executable = True,
    )
    runfiles = ctx.runfiles(files = [binary, difftest] + info.py_sources.to_list())
    difftest_target = ctx.attr._difftest
    if type(difftest_target) == type([]):  # Bazel < 7: a transitioned dependency is a list
        difftest_target = difftest_target[0]
    runfiles = runfiles.merge(difftest_target[DefaultInfo].default_runfiles)
    runfiles = runfiles.merge(ctx.attr.binary[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

pyaot_diff_test = rule(
    implementation = _pyaot_diff_test_impl,
    test = True,
    attrs = dict(ALLOWLIST_ATTRS, **{
        "trace": attr.label(mandatory = True, providers = [PyAotInfo]),
        "function": attr.string(doc = "The Python function to compare."),
        "entry_tag": attr.string(doc = "...or its @compile tag."),
        "binary": attr.label(mandatory = True, executable = True, cfg = "target"),
        "inputs": attr.string_list_dict(
            doc = "Named cases: case name -> the entry function's arguments as strings.",
        ),
        "generate": attr.string_dict(
            doc = "Parameter name -> hypothesis strategy (e.g. 'integers(0, 100)').",
        ),
        "max_examples": attr.int(default = 100),
        "float_rel_tolerance": attr.string(
            doc = "Relative tolerance for float results; exact when empty.",
        ),
        # CPython's side runs with rules_pyaot's Python (the tracer's
        # environment: hypothesis, numpy), not the workspace's.
        "_difftest": attr.label(
            default = "//tracer:difftest",
            executable = True,
            cfg = pyaot_transition,
        ),
    }),
)
