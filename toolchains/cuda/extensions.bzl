"""bzlmod extension creating the CUDA toolchain (see repositories.bzl)."""

load(":repositories.bzl", "cuda_toolkit")

def _cuda_impl(_module_ctx):
    cuda_toolkit(name = "pyaot_cuda")

cuda = module_extension(implementation = _cuda_impl)
