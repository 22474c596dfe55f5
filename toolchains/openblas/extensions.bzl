"""bzlmod extension creating @pyaot_openblas (see repositories.bzl)."""

load(":repositories.bzl", "pyaot_openblas")

def _openblas_impl(_module_ctx):
    pyaot_openblas(name = "pyaot_openblas")

openblas = module_extension(implementation = _openblas_impl)
