"""The tracer action: Python source -> C++20 + typed IR."""

load("@rules_python//python:defs.bzl", "PyInfo")
load(":providers.bzl", "PyAotInfo")
load(":transition.bzl", "ALLOWLIST_ATTRS", "pyaot_transition")

def _py_sources(deps):
    sets = []
    for dep in deps:
        if PyInfo in dep:
            sets.append(dep[PyInfo].transitive_sources)
        else:
            sets.append(dep[DefaultInfo].files)
    return depset(transitive = sets)

def _module_roots(files):
    # Sources resolve as Python modules from the workspace root of the repo
    # they live in, as py_binary would import them.
    roots = {".": True}
    for f in files:
        if f.owner and f.owner.workspace_root:
            roots[f.owner.workspace_root] = True
        if f.root.path:
            roots[f.root.path] = True
    return roots.keys()

def _pyaot_trace_impl(ctx):
    src = ctx.file.src
    py_sources = depset([src], transitive = [_py_sources(ctx.attr.deps)])
    cc = ctx.actions.declare_file(ctx.label.name + ".cc")
    ir = ctx.actions.declare_file(ctx.label.name + ".ir.json")
    outputs = [cc, ir]

    args = ctx.actions.args()
    args.add("--src", src)
    for fn in ctx.attr.functions:
        args.add("--function", fn)
    for tag in ctx.attr.entry_tags:
        args.add("--tag", tag)
    for root in _module_roots(py_sources.to_list()):
        args.add("--root", root)
    if ctx.attr.evaluate_constants:
        args.add("--evaluate-constants")
    args.add("--out-cc", cc)
    args.add("--out-ir", ir)

    # Variant choice (pyaot.variants): the plan and what it was made from.
    stem = ctx.label.name[:-len(".pyaot")] if ctx.label.name.endswith(".pyaot") else ctx.label.name
    variants_json = ctx.actions.declare_file(stem + ".variants.json")
    outputs.append(variants_json)
    args.add("--out-variants", variants_json)
    args.add("--platform", ctx.attr.platform_key)
    inputs = [py_sources, depset(ctx.files.models)]
    if ctx.file.selection:
        args.add("--selection", ctx.file.selection)
        inputs.append(depset([ctx.file.selection]))
    if ctx.attr.variants:
        args.add("--variants", ctx.attr.variants)
    if ctx.attr.candidate >= 0:
        args.add("--candidate", str(ctx.attr.candidate))
        args.add("--max-candidates", str(ctx.attr.max_candidates))
    if ctx.attr.telemetry:
        args.add("--telemetry")

    # Debug builds verify the IR after each stage (pyaot.ir_check).
    if ctx.var.get("COMPILATION_MODE") == "dbg":
        args.add("--check-ir")

    header = None
    binding = None
    if ctx.attr.library_name:
        # In a directory of its own: pyaot_header puts it beside the library
        # as <library_name>.h, in the library's configuration (this rule's
        # may differ: its transition), where #include finds it.
        header = ctx.actions.declare_file("%s/%s.h" % (ctx.label.name, ctx.attr.library_name))
        binding = ctx.actions.declare_file(ctx.attr.library_name + "_binding.py")
        outputs += [header, binding]
        args.add("--no-main")
        args.add("--out-h", header)
        args.add("--out-py", binding)
        args.add("--library", ctx.attr.library_name + "_shared")

    ctx.actions.run(
        executable = ctx.executable._tracer,
        arguments = [args],
        inputs = depset(transitive = inputs),
        outputs = outputs,
        mnemonic = "PyAotTrace",
        progress_message = "Tracing %s:%s" % (
            src.short_path,
            ",".join(ctx.attr.functions + ctx.attr.entry_tags),
        ),
    )
    groups = {"ir": depset([ir]), "variants": depset([variants_json])}
    if header:
        groups["header"] = depset([header])
        groups["binding"] = depset([binding])
    return [
        DefaultInfo(files = depset([cc])),
        OutputGroupInfo(**groups),
        PyAotInfo(
            src = src,
            functions = ctx.attr.functions,
            entry_tags = ctx.attr.entry_tags,
            cc_source = cc,
            ir = ir,
            header = header,
            py_sources = py_sources,
            variants = variants_json,
        ),
    ]

pyaot_trace = rule(
    implementation = _pyaot_trace_impl,
    doc = "Traces entry functions of a Python file and lowers them to C++20.",
    # The tracer (exec configuration) runs with rules_pyaot's Python.
    cfg = pyaot_transition,
    attrs = dict(ALLOWLIST_ATTRS, **{
        "src": attr.label(allow_single_file = [".py"], mandatory = True),
        "functions": attr.string_list(doc = "Entry points by function name."),
        "entry_tags": attr.string_list(doc = "Entry points by @compile tag."),
        "deps": attr.label_list(allow_files = [".py"]),
        "models": attr.label_list(
            allow_files = [".onnx"],
            doc = "ONNX models the source opens (onnxruntime.InferenceSession): the " +
                  "tracer reads each to type session.run().",
        ),
        "evaluate_constants": attr.bool(
            doc = "Compute module constants the syntax cannot give by importing their " +
                  "module in a sandbox (pyaot.sandbox: time and memory limits, no network).",
        ),
        "platform_key": attr.string(
            doc = "The target's platform key (<os>_<cpu>): which part of `selection` " +
                  "applies, and what telemetry records name.",
        ),
        "selection": attr.label(
            allow_single_file = [".json"],
            doc = "A selection file written by `pyaot tune`: operator variants per " +
                  "platform and input size.",
        ),
        "variants": attr.string(
            doc = "Explicit variant choices, op=variant[,op=variant]; override `selection`.",
        ),
        "candidate": attr.int(
            default = -1,
            doc = "Build the k-th candidate of the pruned variant space instead (-1: none).",
        ),
        "max_candidates": attr.int(default = 16),
        "telemetry": attr.bool(
            doc = "Time every variant call; records go to $PYAOT_TELEMETRY at run time.",
        ),
        "library_name": attr.string(
            doc = "If set, build a library: no main(), a C header <name>.h and a ctypes " +
                  "binding <name>_binding.py exporting the entry points.",
        ),
        "_tracer": attr.label(
            default = "//tracer:tracer",
            executable = True,
            cfg = "exec",
        ),
    }),
)
