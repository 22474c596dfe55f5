"""bzlmod extension creating the tracer's virtual environment (see
repositories.bzl)."""

load(":repositories.bzl", "pyaot_python_repository")

_venv = tag_class(
    attrs = {
        "name": attr.string(default = "pyaot_python"),
    },
)

def _pyaot_python_impl(module_ctx):
    created = {}
    for mod in module_ctx.modules:
        for tag in mod.tags.venv:
            if tag.name not in created:
                created[tag.name] = True
                pyaot_python_repository(name = tag.name)

pyaot_python = module_extension(
    implementation = _pyaot_python_impl,
    tag_classes = {"venv": _venv},
)
