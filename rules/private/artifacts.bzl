"""Delivered artifacts that cc_binary/cc_library do not name the way users
expect: a static archive `lib<name>.a` (iOS) and the ES module loader of a
WebAssembly build (wasm32_web)."""

load("@rules_cc//cc:defs.bzl", "CcInfo")
load(":providers.bzl", "PyAotInfo")
load(":transition.bzl", "ALLOWLIST_ATTRS", "pyaot_transition")

def _own_archive(library):
    """The static archive a cc_library target made of its own sources."""
    owner = library.label
    for linker_input in library[CcInfo].linking_context.linker_inputs.to_list():
        if linker_input.owner != owner:
            continue
        for lib in linker_input.libraries:
            archive = lib.static_library or lib.pic_static_library
            if archive:
                return archive
    fail("%s made no static archive" % owner)

def _static_archive_impl(ctx):
    archive = _own_archive(ctx.attr.library)
    out = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.symlink(output = out, target_file = archive)
    return [DefaultInfo(files = depset([out]))]

pyaot_static_archive = rule(
    implementation = _static_archive_impl,
    doc = "The static archive of a (header-only-deps) cc_library, under this target's name.",
    attrs = {
        "library": attr.label(mandatory = True, providers = [CcInfo]),
    },
)

def _header_impl(ctx):
    header = ctx.attr.trace[PyAotInfo].header
    if not header:
        fail("%s builds no library: no header" % ctx.attr.trace.label)
    out = ctx.actions.declare_file(ctx.attr.out)
    ctx.actions.symlink(output = out, target_file = header)
    return [DefaultInfo(files = depset([out]))]

pyaot_header = rule(
    implementation = _header_impl,
    doc = """A library's generated C header as `out`, in this target's
    configuration: cc_library(hdrs) and `#include "<package>/<out>"` find it
    there, wherever the tracer ran (rules_pyaot's configuration).""",
    attrs = {
        "trace": attr.label(mandatory = True, providers = [PyAotInfo]),
        "out": attr.string(mandatory = True, doc = "The header's file name."),
    },
)

def _web_loader_impl(ctx):
    wasm = ctx.file.wasm
    mjs = ctx.actions.declare_file(ctx.label.name)
    dts = ctx.actions.declare_file(ctx.label.name.rsplit(".", 1)[0] + ".d.mts")
    ir = ctx.attr.trace[PyAotInfo].ir
    args = ctx.actions.args()
    args.add("--ir", ir)
    args.add("--template", ctx.file._template)
    args.add("--wasm", wasm.basename)
    args.add("--out-mjs", mjs)
    args.add("--out-dts", dts)
    ctx.actions.run(
        executable = ctx.executable._webgen,
        arguments = [args],
        inputs = [ir, ctx.file._template],
        outputs = [mjs, dts],
        mnemonic = "PyAotWebModule",
        progress_message = "Writing the ES module %s" % mjs.short_path,
    )
    return [DefaultInfo(files = depset([mjs, dts]))]

pyaot_web_loader = rule(
    implementation = _web_loader_impl,
    doc = """An ES module that loads `wasm` (a WASI program) in a web page and
    calls it, with one typed export per entry point, and its TypeScript
    declarations (`<name>.d.mts`).""",
    # The generator (exec configuration) runs with rules_pyaot's Python.
    cfg = pyaot_transition,
    attrs = dict(ALLOWLIST_ATTRS, **{
        "wasm": attr.label(mandatory = True, allow_single_file = [".wasm"]),
        "trace": attr.label(mandatory = True, providers = [PyAotInfo], doc = "The program's trace."),
        "_template": attr.label(
            default = "//rules/private:wasm_loader.mjs.tmpl",
            allow_single_file = True,
        ),
        "_webgen": attr.label(
            default = "//tracer:webgen",
            executable = True,
            cfg = "exec",
        ),
    }),
)
