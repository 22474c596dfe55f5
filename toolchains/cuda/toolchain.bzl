"""The CUDA toolchain: how .cu sources become objects (rules/private/cuda.bzl)."""

CudaToolchainInfo = provider(
    doc = "A CUDA compiler.",
    fields = {
        "nvcc": "string: absolute path of nvcc",
        "toolkit": "string: the toolkit's root (mapped away from outputs)",
        "gencode": "list of string: -gencode flags, one per GPU architecture",
    },
)

def _cuda_toolchain_impl(ctx):
    if ctx.attr.unavailable:
        fail(ctx.attr.unavailable)
    return [platform_common.ToolchainInfo(cuda = CudaToolchainInfo(
        nvcc = ctx.attr.nvcc,
        toolkit = ctx.attr.toolkit,
        gencode = ctx.attr.gencode,
    ))]

cuda_toolchain = rule(
    implementation = _cuda_toolchain_impl,
    attrs = {
        "nvcc": attr.string(mandatory = True),
        "toolkit": attr.string(mandatory = True),
        "gencode": attr.string_list(mandatory = True),
        "unavailable": attr.string(doc = "If set, using the toolchain fails with this message."),
    },
)
