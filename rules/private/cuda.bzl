"""CUDA sources -> objects with nvcc, through the CUDA toolchain
(//toolchains/cuda:toolchain_type). The object goes into a cc_library's
srcs like any other: its kernels are called through a C ABI, so the program
around them can be built by any C++ toolchain."""

_CUDA_TOOLCHAIN = str(Label("//toolchains/cuda:toolchain_type"))

def _cuda_object_impl(ctx):
    cuda = ctx.toolchains[_CUDA_TOOLCHAIN].cuda
    src = ctx.file.src
    out = ctx.actions.declare_file(ctx.label.name + ".o")
    args = ctx.actions.args()
    args.add_all(["-std=c++17", "-O2", "-Xcompiler", "-fPIC"])
    args.add_all(cuda.gencode)

    # Reproducible objects: nvcc's temporary files (whose names end up in the
    # object) next to the output, a fixed seed for the host compiler's
    # generated names, and no build paths.
    args.add_all([
        "--objdir-as-tempdir",
        "-Xcompiler",
        "-frandom-seed=" + src.path,
        "-Xcompiler",
        "-ffile-prefix-map=" + cuda.toolkit + "=cuda",
    ])
    args.add_all(ctx.attr.copts)
    args.add("-c", src)
    args.add("-o", out)
    ctx.actions.run(
        executable = cuda.nvcc,
        arguments = [args],
        inputs = [src] + ctx.files.hdrs,
        outputs = [out],
        mnemonic = "NvccCompile",
        progress_message = "Compiling %s for %s" % (src.short_path, ", ".join(cuda.gencode)),
        # nvcc runs its host compiler (g++) from PATH.
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

cuda_object = rule(
    implementation = _cuda_object_impl,
    doc = "Compiles one .cu file with nvcc for the toolchain's GPU architectures.",
    attrs = {
        "src": attr.label(mandatory = True, allow_single_file = [".cu"]),
        "hdrs": attr.label_list(allow_files = True),
        "copts": attr.string_list(doc = "Extra nvcc options."),
    },
    toolchains = [_CUDA_TOOLCHAIN],
)
