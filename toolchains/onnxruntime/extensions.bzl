"""bzlmod extension creating @pyaot_onnxruntime (see repositories.bzl)."""

load(":repositories.bzl", "pyaot_onnxruntime")

def _onnxruntime_impl(_module_ctx):
    pyaot_onnxruntime(name = "pyaot_onnxruntime")

onnxruntime = module_extension(implementation = _onnxruntime_impl)
