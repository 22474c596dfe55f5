"""The zig SDK, from its PyPI wheel (pinned version and sha256), and one C++
toolchain per row of targets.bzl.

The wheel is fetched with pip (which reaches the package index where Bazel's
own downloader may not), checked against the pinned sha256, and unpacked
once per machine (toolchains/machine_cache.bzl). Never taken from the
user's PATH.
"""

load("//toolchains:machine_cache.bzl", "cached_tree")
load("//toolchains:wheels.bzl", "pip_download_wheel")
load(":targets.bzl", "WASM_EH_FLAGS", "ZIG_TARGETS", "ZIG_VERSION", "ZIG_WHEEL_SHA256")

def _host_key(rctx):
    # repository_os.arch is Bazel 5+; uname works everywhere the wheel exists.
    arch = getattr(rctx.os, "arch", None) or rctx.execute(["uname", "-m"]).stdout.strip()
    if rctx.os.name.startswith("linux") and arch in ("amd64", "x86_64"):
        return "linux-x86_64", None
    return None, (
        "zig_sdk: rules_pyaot pins no zig wheel for this build machine (%s/%s), so it " % (rctx.os.name, arch) +
        "cannot compile for its platforms here. Fix: add the host's ziglang==%s wheel " % ZIG_VERSION +
        "sha256 to ZIG_WHEEL_SHA256 in @rules_pyaot//toolchains/zig:targets.bzl " +
        "(and its host key to _host_key in repositories.bzl)."
    )

def _fetch_sdk(rctx, dest, host):
    """Unpacks the pinned wheel's ziglang/ tree into dest."""
    wheel, error = pip_download_wheel(rctx, "ziglang==" + ZIG_VERSION, dest + "/wheel")
    if error:
        fail("zig_sdk: " + error)
    digest = rctx.execute(["sha256sum", wheel]).stdout.split(" ")[0]
    if digest != ZIG_WHEEL_SHA256[host]:
        fail("zig_sdk: %s has sha256 %s, expected %s (toolchains/zig/targets.bzl)" % (
            wheel,
            digest,
            ZIG_WHEEL_SHA256[host],
        ))

    # Bazel's own unpacker keeps the archive's file modes (zig is executable);
    # it writes only inside the repository, so unpack here and move.
    rctx.symlink(wheel, "ziglang.zip")
    rctx.extract("ziglang.zip", output = "unpacked")
    result = rctx.execute(["mv", str(rctx.path("unpacked/ziglang")), dest + "/ziglang"])
    if result.return_code != 0:
        fail("zig_sdk: moving the unpacked SDK to %s failed: %s" % (dest, result.stderr))
    rctx.execute(["rm", "-rf", dest + "/wheel", str(rctx.path("unpacked")), str(rctx.path("ziglang.zip"))])

def _unavailable(rctx, why):
    """Toolchains that stop with `why` where a build selects them.

    Toolchain resolution reads every registered toolchain, for every C++
    target of the workspace: failing the fetch would break the workspace's
    own C++ builds too, on a machine rules_pyaot cannot serve."""
    rctx.file("BUILD.bazel", _BUILD_HEAD + "".join([_TOOLCHAIN.format(
        name = name,
        triple = row["triple"],
        cpu = row["triple"].split("-")[0],
        libc = "unknown",
        sdk = "unavailable",
        sdk_real = "unavailable",
        compile_flags = "[]",
        link_flags = "[]",
        dynamic = "False",
        constraints = repr(row["constraints"]),
        unavailable = repr(why),
    ) for name, row in ZIG_TARGETS.items()]))

def _zig_sdk_impl(rctx):
    host, why = _host_key(rctx)
    if not host:
        _unavailable(rctx, why)
        return

    # One unpacked SDK per machine and wheel (toolchains/machine_cache.bzl);
    # unpacked into the repository where there is no cache directory.
    shared = cached_tree(rctx, "zig", ZIG_WHEEL_SHA256[host][:24], _fetch_sdk, host = host)
    if shared:
        rctx.symlink(shared + "/ziglang", "ziglang")
    else:
        _fetch_sdk(rctx, str(rctx.path(".")), host)
    sdk_abs = str(rctx.path("."))

    # Where local (unstaged) compiles find zig's headers: the machine-wide SDK,
    # whose path is the same for every output base, so the dependency files
    # of cached compiles name headers every output base accepts.
    sdk_real = shared or sdk_abs

    # What actions name: the repository's path from the execution root.
    sdk = "external/" + rctx.name
    wasm_eh = ["$repo/" + obj for obj in _build_wasm_eh(rctx, sdk_abs)]

    toolchains = []
    for name, row in ZIG_TARGETS.items():
        triple = row["triple"]
        for tool, suffix in (("c++", "c++"), ("ar", "ar")):
            rctx.template(
                "zig-%s-%s" % (suffix, name),
                rctx.attr._wrapper,
                substitutions = {
                    "{tool}": tool,
                    "{target_flags}": " ".join(["-target", triple] + row.get("wrapper_flags", [])) if tool == "c++" else "",
                    "{sdk}": sdk,
                    "{cache}": _ZIG_CACHE,
                    "{link_inputs}": " ".join(wasm_eh) if tool == "c++" and row.get("wasm_eh") else "",
                },
                executable = True,
            )
        toolchains.append(_TOOLCHAIN.format(
            name = name,
            triple = triple,
            cpu = triple.split("-")[0],
            libc = ("musl" if "musl" in triple else "glibc" if "gnu" in triple else "macos" if "macos" in triple else "ios" if "ios" in triple else "wasi"),
            sdk = sdk,
            sdk_real = sdk_real,
            compile_flags = repr(row.get("copts", [])),
            link_flags = repr(row.get("linkopts", [])),
            # Shared libraries: ELF (glibc) and Mach-O (macOS) link them.
            dynamic = "True" if ("gnu" in triple or "macos" in triple) else "False",
            constraints = repr(row["constraints"]),
            unavailable = repr(""),
        ))
    rctx.file("BUILD.bazel", _BUILD_HEAD + "".join(toolchains))

# The tag WebAssembly exceptions thrown by C++ carry. LLVM no longer defines it
# in every object, and zig's exception-less runtime does not define it at all.
_WASM_EH_TAG = """    .globl __cpp_exception
    .tagtype __cpp_exception i32
__cpp_exception:
"""

# (source under ziglang/lib, extra flags)
_WASM_EH_SOURCES = [
    ("libcxxabi/src/cxa_exception.cpp", ["-std=c++23"]),
    ("libcxxabi/src/cxa_personality.cpp", ["-std=c++23"]),
    ("libunwind/src/Unwind-wasm.c", ["-Wno-c23-extensions"]),
]

def _build_wasm_eh(rctx, sdk):
    """C++ exceptions for wasm32.

    zig builds its wasm libc++abi without them; the throwing and catching half of libc++abi, the wasm unwinder and the
    exception tag are built here once, from the SDK's own sources, with the
    exception-handling proposal on. The wasm32 wrapper links them ahead of
    everything else: zig puts its libc++abi (whose no-exception stubs define
    the same symbols) before the user's objects, and whichever definition the
    linker meets first wins. Returns the objects' paths in the repository."""
    rctx.file("wasm_eh/tag.S", _WASM_EH_TAG)
    lib = sdk + "/ziglang/lib"
    flags = ["-target", "wasm32-wasi", "-O2", "-DNDEBUG"] + WASM_EH_FLAGS + [
        "-D_LIBCXXABI_BUILDING_LIBRARY",
        "-D_LIBCPP_BUILDING_LIBRARY",
        "-D_LIBCXXABI_HAS_NO_THREADS",
        "-D_LIBUNWIND_HAS_NO_THREADS",
        "-D_LIBUNWIND_HIDE_SYMBOLS",
        "-I" + lib + "/libcxxabi/include",
        "-I" + lib + "/libcxx/src",
        "-I" + lib + "/libunwind/include",
        "-ffile-prefix-map=" + sdk + "=zig",
    ]
    sources = [(lib + "/" + src, extra) for src, extra in _WASM_EH_SOURCES]
    cache = rctx.os.environ.get("ZIG_GLOBAL_CACHE_DIR", _ZIG_CACHE)
    objects = []
    for source, extra in sources + [(sdk + "/wasm_eh/tag.S", [])]:
        obj = "wasm_eh/%s.o" % source.split("/")[-1].split(".")[0]
        result = rctx.execute(
            [sdk + "/ziglang/zig", "c++" if source.endswith(".cpp") else "cc"] + flags + extra +
            ["-c", source, "-o", sdk + "/" + obj],
            environment = {"ZIG_GLOBAL_CACHE_DIR": cache, "ZIG_LOCAL_CACHE_DIR": cache},
            timeout = 600,
        )
        if result.return_code != 0:
            fail("zig_sdk: building wasm32 exception support from %s failed:\n%s" % (
                source,
                result.stderr,
            ))
        objects.append(obj)
    return objects

# Where zig keeps what it builds (libc, libc++ per target) unless
# ZIG_GLOBAL_CACHE_DIR says otherwise: outside any sandbox, shared by all
# actions and by the fetch-time build of wasm_eh.
_ZIG_CACHE = "/tmp/pyaot-zig-cache"

_BUILD_HEAD = """# Generated by @rules_pyaot//toolchains/zig:repositories.bzl. Do not edit.
load("@rules_pyaot//toolchains:cc_toolchain_config.bzl", "clang_toolchain")

package(default_visibility = ["//visibility:public"])

# The wrappers run the SDK by its path from the execution root. Local builds
# declare only the wrappers (the SDK has ~20,000 files, and staging them all
# into every sandboxed compile is slow); with --config=hermetic (implied by
# --config=remote) every file a compile or link reads is a declared input, so
# actions also run in strict sandboxes and on remote workers.
filegroup(
    name = "wrappers",
    srcs = glob(["zig-*"]),
)

filegroup(
    name = "sdk_files",
    srcs = glob(
        ["ziglang/**", "wasm_eh/*.o"],
        exclude = ["ziglang/**/__pycache__/**", "ziglang/doc/**"],
    ),
)

filegroup(
    name = "tool_files",
    srcs = select({
        "@rules_pyaot//toolchains:hermetic_toolchains": [":wrappers", ":sdk_files"],
        "//conditions:default": [":wrappers"],
    }),
)

filegroup(name = "empty")
"""

_TOOLCHAIN = """
clang_toolchain(
    name = "{name}",
    target_compatible_with = {constraints},
    compiler = "zig-clang",
    # Relative: the SDK staged (--config=hermetic); absolute: the SDK's real
    # directory (local builds; see zig_wrapper.sh.tmpl).
    builtin_include_directories = ["{sdk}/ziglang/lib", "{sdk_real}/ziglang/lib"],
    target = "{triple}",
    cpu = "{cpu}",
    libc = "{libc}",
    cc = "zig-c++-{name}",
    ar = "zig-ar-{name}",
    sdk_path = "{sdk}",
    compile_flags = {compile_flags},
    link_flags = {link_flags},
    dynamic = {dynamic},
    unavailable = {unavailable},
)
"""

zig_sdk = repository_rule(
    implementation = _zig_sdk_impl,
    attrs = {
        "_wrapper": attr.label(default = Label("//toolchains/zig:zig_wrapper.sh.tmpl")),
    },
    environ = ["PIP_INDEX_URL", "ZIG_GLOBAL_CACHE_DIR", "PYAOT_CACHE_DIR", "HOME"],
    doc = "The pinned zig SDK and its C++ toolchains (one per target in targets.bzl).",
)
