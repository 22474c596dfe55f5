"""Public API of rules_pyaot.

    load("@rules_pyaot//rules:defs.bzl", "py_aot_binary", "py_aot_library", "py_aot_test")

    py_aot_binary(
        name = "collatz",
        src = "collatz.py",
        function = "collatz_length",
    )

`py_aot_binary` traces `function` in `src` (and every function it calls in
`src` or in the Python files of `deps`), lowers it to C++20 and compiles it to
a native executable that takes the function's arguments on its command line
and prints the result as Python's repr() would. No Python interpreter is
linked or needed at run time.
"""

load("@rules_cc//cc:defs.bzl", "cc_binary", "cc_library")
load("//rules/private:artifacts.bzl", "pyaot_header", "pyaot_static_archive", "pyaot_web_loader")
load("//rules/private:difftest.bzl", "pyaot_diff_test")
load("//rules/private:platforms.bzl", "pyaot_multiplatform")
load("//rules/private:providers.bzl", _PyAotInfo = "PyAotInfo")
load("//rules/private:trace.bzl", "pyaot_trace")
load("//rules/private:transition.bzl", "pyaot_configured_binary", "pyaot_configured_file")

PyAotInfo = _PyAotInfo

_RUNTIME = Label("//ops:runtime")

# The pinned OpenBLAS (toolchains/openblas), a runfile of every executable:
# matmul's BLAS variant loads it at run time (ops/include/pyaot/nd/blas.hpp).
_OPENBLAS = Label("@pyaot_openblas//:library")

# The pinned ONNX Runtime (toolchains/onnxruntime), a runfile of executables
# that run a model (ops/include/pyaot/nd/onnx.hpp): fetched only for them.
_ONNXRUNTIME = Label("@pyaot_onnxruntime//:library")
_DBG = Label("//rules/private:dbg")

# Optimised unless built with -c dbg; Python float semantics forbid -ffast-math,
# and fusing a * b + c into one rounding (clang contracts by default, and
# every aarch64 target has FMA), hence -ffp-contract=off.
_COPTS = ["-std=c++20", "-fno-math-errno", "-ffp-contract=off"]

def _opt_copts():
    return select({
        str(_DBG): ["-O0", "-g"],
        "//conditions:default": ["-O2"],
    })

def _shared_attrs(kwargs):
    """The attributes every target a macro creates takes from the macro's call."""
    return {k: kwargs[k] for k in ("visibility", "tags", "testonly") if k in kwargs}

def _manual(shared):
    """`shared` for a helper target that only a macro's public targets use.

    Tagged manual, so `bazel build //...` builds it only through them (in
    rules_pyaot's configuration), never on its own."""
    return dict(shared, tags = shared.get("tags", []) + ["manual"])

def _native_name(name):
    """Where the cc_binary behind `name` lives.

    `<name>.native/<basename>`: the same file name as `name`."""
    return "%s.native/%s" % (name, name.rpartition("/")[2])

def _pyaot_cc_binary(name, shared, executable = True, **cc_binary_kwargs):
    """`name`: a cc_binary built in rules_pyaot's configuration.

    Built by its zig or NDK toolchain (rules/private/transition.bzl), under
    `name`. The cc_binary itself is `<name>.native/<basename>`, tagged manual: built on
    its own it would use the workspace's default C++ toolchain."""
    native_name = _native_name(name)
    inner = dict(cc_binary_kwargs)
    inner["tags"] = inner.get("tags", []) + ["manual"]
    if executable:
        inner["data"] = inner.get("data", []) + [str(_OPENBLAS)]
    inner["visibility"] = ["//visibility:private"]
    cc_binary(name = native_name, **inner)
    wrapper = pyaot_configured_binary if executable else pyaot_configured_file
    wrapper(name = name, target = ":" + native_name, **shared)

# Platform keys of selection files (pyaot.variants), by //rules/private:key_*.
_PLATFORM_KEYS = [
    "linux_x86_64",
    "linux_x86_64_musl",
    "linux_aarch64",
    "linux_aarch64_musl",
    "macos_x86_64",
    "macos_arm64",
    "ios_arm64",
    "android_arm64",
    "android_x86_64",
    "wasm32",
]

def _platform_key():
    keys = {str(Label("//rules/private:key_" + k)): k for k in _PLATFORM_KEYS}
    keys["//conditions:default"] = ""  # the tracer then uses the build machine's
    return select(keys)

def _variant_attrs(variants, selection, telemetry = False):
    """The tracer's variant attributes for `variants` = "best" | "all" | {op: variant}."""
    if type(variants) == type({}):
        choice = ",".join(["%s=%s" % (op, variants[op]) for op in sorted(variants)])
    elif variants in ("best", "all"):
        choice = ""
    else:
        fail('variants must be "best" (the selection file\'s choices, else the declared ' +
             'defaults), "all" (also build every candidate: <name>.candidates) or a dict ' +
             '{op: variant} such as {"numpy.matmul": "blocked"}; got %r' % (variants,))
    return {
        "platform_key": _platform_key(),
        "selection": selection,
        "variants": choice,
        "telemetry": telemetry,
    }

def _entry_attrs(function, tag):
    if bool(function) == bool(tag):
        fail("name the entry point with exactly one of function = \"...\" or tag = \"...\" " +
             "(the tag of its @compile decorator)")
    functions = [function] if type(function) == type("") else list(function or [])
    return {"functions": functions, "entry_tags": [tag] if tag else []}

def py_aot_binary(
        name,
        src,
        function = None,
        tag = None,
        deps = [],
        copts = [],
        linkopts = [],
        platforms = [],
        c_library = True,
        evaluate_constants = False,
        variants = "best",
        selection = None,
        telemetry = False,
        max_candidates = 16,
        models = [],
        **kwargs):
    """Compiles one typed Python function to a native executable.

    Args:
      name: the executable's name.
      src: the Python file defining the entry point.
      function: the entry function's name; its parameters and return value
        must be annotated (int, float or bool). A list of names builds one
        executable with several entries: its first argument names the one
        to run (`prog ENTRY ARGS...`), and one build serves them all.
      tag: instead of `function`, the tag of its @pyaot.compile decorator.
      deps: other Python files or py_library targets whose functions it calls.
      copts: extra C++ compiler options.
      linkopts: extra linker options.
      platforms: also build for each of these platforms (e.g.
        ["//platforms:linux_aarch64_musl", "//platforms:ios_arm64"]):
        `<name>.platforms` fans out with a split transition, builds what each
        platform delivers (see _platform_artifacts) and writes
        `<name>.platforms.manifest.json` naming every file with its kind,
        size and sha256.
      evaluate_constants: compute module constants the syntax cannot give
        (a table built by a loop, a value read from a package file) by
        importing their module at build time, in a child process with a
        time limit, a memory limit and no network. Off by default: a build
        never runs user code unless asked.
      c_library: whether `platforms` also deliver the C-ABI library and its
        header (needed for iOS and Android; False for functions whose
        arguments cannot cross the C boundary yet, such as str or lists).
      variants: which implementation variant each array operator runs
        (see tracer/pyaot/variants.py): "best" uses `selection`'s choices for
        the target platform (per input size where winners differ) and the
        declared defaults elsewhere; a dict {op: variant} forces choices
        (e.g. {"numpy.matmul": "blocked"}); "all" also declares
        `<name>.candidates`: one executable per candidate program of the
        pruned variant space (at most `max_candidates`, separate actions,
        so remote execution builds them in parallel), each with telemetry,
        for `pyaot tune --candidates`.
      selection: a selection file written by `pyaot tune` (JSON).
      telemetry: time every variant call in the executable; records go to
        the file named by $PYAOT_TELEMETRY at run time (off by default).
      max_candidates: the cap on candidates for variants = "all".
      models: the ONNX model files `src` opens with
        `onnxruntime.InferenceSession("model.onnx")` (paths relative to
        `src`): the build reads each to type `session.run()`, and the
        executable finds them, with the pinned ONNX Runtime library, in its
        runfiles. Not yet passed to `platforms` builds or `variants = "all"`.
      **kwargs: passed to the underlying cc_binary (visibility, tags, ...).
    """
    trace_name = name + ".pyaot"
    variant_attrs = _variant_attrs(variants, selection, telemetry)
    pyaot_trace(
        name = trace_name,
        src = src,
        deps = deps,
        models = models,
        evaluate_constants = evaluate_constants,
        **dict(dict(_shared_attrs(kwargs), **variant_attrs), **_entry_attrs(function, tag))
    )
    native.filegroup(
        # The plan this build ran and the variant space it chose from (JSON).
        name = name + ".variants",
        srcs = [":" + trace_name],
        output_group = "variants",
        **_shared_attrs(kwargs)
    )
    if variants == "all":
        _candidates(
            name,
            src,
            function,
            tag,
            deps,
            copts,
            linkopts,
            evaluate_constants,
            selection,
            max_candidates,
            _shared_attrs(kwargs),
        )
    cc_kwargs = dict(kwargs)
    if models:
        cc_kwargs["data"] = cc_kwargs.get("data", []) + models + [str(_ONNXRUNTIME)]
    _pyaot_cc_binary(
        name = name,
        shared = _shared_attrs(kwargs),
        srcs = [":" + trace_name],
        deps = [str(_RUNTIME)],
        copts = _COPTS + _opt_copts() + copts,
        linkopts = linkopts,
        **cc_kwargs
    )
    if platforms:
        _platform_artifacts(
            name,
            src,
            function,
            tag,
            deps,
            copts,
            c_library,
            evaluate_constants,
            variant_attrs,
            _manual(_shared_attrs(kwargs)),
        )
        pyaot_multiplatform(
            # Manual: `bazel build //...` builds for the host only.
            name = name + ".platforms",
            artifacts = ":" + name + ".artifacts",
            platforms = platforms,
            **_manual(_shared_attrs(kwargs))
        )

def _candidates(name, src, function, tag, deps, copts, linkopts, evaluate_constants, selection, cap, shared):
    """`<name>.candidates`: one executable per candidate program.

    `<name>.candidate_<k>` executables (with telemetry) and their
    `.variants.json`, k < cap. The space is known only once traced,
    so all `cap` are declared; those past its end build the default program
    and say so in their JSON (the tuner skips them). Manual: built on request."""
    shared = dict(shared)
    shared["tags"] = shared.get("tags", []) + ["manual"]
    files = []
    for k in range(cap):
        candidate = "%s.candidate_%d" % (name, k)
        pyaot_trace(
            name = candidate + ".pyaot",
            src = src,
            deps = deps,
            evaluate_constants = evaluate_constants,
            platform_key = _platform_key(),
            selection = selection,  # not read: named in the JSON for the tuner
            candidate = k,
            max_candidates = cap,
            telemetry = True,
            **dict(shared, **_entry_attrs(function, tag))
        )
        _pyaot_cc_binary(
            name = candidate,
            shared = shared,
            srcs = [":" + candidate + ".pyaot"],
            deps = [str(_RUNTIME)],
            copts = _COPTS + _opt_copts() + copts,
            linkopts = linkopts,
        )
        native.filegroup(
            name = candidate + ".variants",
            srcs = [":" + candidate + ".pyaot"],
            output_group = "variants",
            **shared
        )
        files += [":" + candidate, ":" + candidate + ".variants"]
    native.filegroup(name = name + ".candidates", srcs = files, **shared)

def _platform_artifacts(name, src, function, tag, deps, copts, c_library, evaluate_constants, variant_attrs, shared):
    """What `name` delivers on each platform, as the filegroup `<name>.artifacts`:

      Linux:   executable, lib<name>.so and <name>.h (C ABI)
      macOS:   executable, lib<name>.dylib and <name>.h
      iOS:     lib<name>.a (static) and <name>.h
      Android: lib<name>.so and <name>.h
      WASI:    <name>.wasm (the executable, for wasmtime and other runtimes)
      web:     <name>.wasm, <name>.mjs (an ES module loader with a typed
               export per entry point) and <name>.d.mts
    """
    native.genrule(
        name = name + "_wasm",
        srcs = [":" + name],
        outs = [name + ".wasm"],
        cmd = "cp $< $@",
        target_compatible_with = ["@platforms//cpu:wasm32"],
        **shared
    )
    pyaot_web_loader(
        name = name + ".mjs",
        wasm = ":" + name + ".wasm",
        trace = ":" + name + ".pyaot",
        **shared
    )
    native.filegroup(
        name = name + ".wasm_artifacts",
        srcs = select({
            str(Label("//rules/private:wasm_web")): [":%s.wasm" % name, ":%s.mjs" % name],
            "//conditions:default": [":%s.wasm" % name],
        }),
        **shared
    )
    if not c_library:
        native.filegroup(
            name = name + ".artifacts",
            srcs = select({
                str(Label("//rules/private:wasi")): [":%s.wasm_artifacts" % name],
                "//conditions:default": [":" + name],
            }),
            **shared
        )
        return
    lib = name + "_lib"
    pyaot_trace(
        name = lib + ".pyaot",
        src = src,
        deps = deps,
        library_name = name,
        evaluate_constants = evaluate_constants,
        **dict(dict(shared, **variant_attrs), **_entry_attrs(function, tag))
    )
    pyaot_header(
        name = name + "_header",
        trace = ":" + lib + ".pyaot",
        out = name + ".h",
        **shared
    )
    cc_library(
        name = lib,
        srcs = [":" + lib + ".pyaot"],
        hdrs = [":" + name + "_header"],
        deps = [str(_RUNTIME)],
        copts = _COPTS + _opt_copts() + copts,
        alwayslink = True,
        **shared
    )
    for shared_name, os in (("lib%s.so" % name, None), ("lib%s.dylib" % name, "@platforms//os:macos")):
        _pyaot_cc_binary(
            name = shared_name,
            shared = dict(shared, target_compatible_with = [os] if os else []),
            executable = False,
            deps = [":" + lib],
            linkshared = True,
            target_compatible_with = [os] if os else [],
        )
    pyaot_static_archive(name = "lib%s.a" % name, library = ":" + lib, **shared)
    header = ":" + name + "_header"
    native.filegroup(
        name = name + ".artifacts",
        srcs = select({
            str(Label("//rules/private:ios")): [":lib%s.a" % name, header],
            str(Label("//rules/private:android")): [":lib%s.so" % name, header],
            str(Label("//rules/private:wasi")): [":%s.wasm_artifacts" % name],
            str(Label("//rules/private:macos")): [":" + name, ":lib%s.dylib" % name, header],
            "//conditions:default": [":" + name, ":lib%s.so" % name, header],
        }),
        **shared
    )

def py_aot_library(name, src, functions = [], entry_tags = [], deps = [], copts = [], variants = "best", selection = None, telemetry = False, **kwargs):
    """Compiles typed Python functions to a C-ABI library.

    Creates:
      name: a cc_library (CcInfo) whose header `<name>.h` declares
        `int pyaot_<tag>_call(args..., T* result)` and error accessors for
        each entry point; cc_binary and cc_library targets can depend on it.
        It is compiled by the C++ toolchain of the program that links it
        (one C++ standard library per program); only the tracer runs in
        rules_pyaot's configuration.
      lib<name>_shared.so: the same as a self-contained shared library, for
        dlopen/ctypes/JNI, built by rules_pyaot's toolchains.
      <name>_binding: a generated Python ctypes module (`<name>_binding.py`)
        that calls the shared library in-process.

    Args:
      name: the library's name.
      src: the Python file defining the entry points.
      functions: entry points by function name (their C prefix is
        pyaot_<function>).
      entry_tags: entry points by @pyaot.compile tag (C prefix pyaot_<tag>,
        dots as underscores).
      deps: other Python files or py_library targets whose functions they call.
      copts: extra C++ compiler options.
      variants: as for py_aot_binary, "best" or {op: variant} (a library is
        one program: build candidates with py_aot_binary).
      selection: as for py_aot_binary.
      telemetry: as for py_aot_binary ($PYAOT_TELEMETRY names the file the
        host process's records are written to at exit).
      **kwargs: passed to the cc_library (visibility, tags, ...).
    """
    if not functions and not entry_tags:
        fail("py_aot_library needs functions = [...] or entry_tags = [...]")
    if variants == "all":
        fail("py_aot_library builds one program: use variants = \"best\" or {op: variant} " +
             "(candidates come from py_aot_binary(variants = \"all\"))")
    trace_name = name + ".pyaot"
    pyaot_trace(
        name = trace_name,
        src = src,
        functions = functions,
        entry_tags = entry_tags,
        deps = deps,
        library_name = name,
        **dict(_shared_attrs(kwargs), **_variant_attrs(variants, selection, telemetry))
    )
    pyaot_header(
        name = name + "_header",
        trace = ":" + trace_name,
        out = name + ".h",
        **_shared_attrs(kwargs)
    )
    native.filegroup(
        name = name + "_binding",
        srcs = [":" + trace_name],
        output_group = "binding",
        **_shared_attrs(kwargs)
    )
    cc_library(
        name = name,
        srcs = [":" + trace_name],
        hdrs = [":" + name + "_header"],
        deps = [str(_RUNTIME)],
        copts = _COPTS + _opt_copts() + copts,
        alwayslink = True,
        **kwargs
    )
    _pyaot_cc_binary(
        # Not lib<name>.so: cc_library already names its own output that.
        name = "lib" + name + "_shared.so",
        shared = _shared_attrs(kwargs),
        executable = False,
        deps = [":" + name],
        linkshared = True,
    )

def py_aot_test(
        name,
        src,
        function = None,
        tag = None,
        deps = [],
        inputs = {},
        generate = {},
        max_examples = 100,
        float_rel_tolerance = "",
        evaluate_constants = False,
        variants = "best",
        selection = None,
        **kwargs):
    """Checks a compiled function against CPython on the same inputs.

    Every input runs under CPython (with pyaot's documented 64-bit int bound
    modelled, see tracer/pyaot/reference.py) and through the compiled
    executable; results must print identically and raised exceptions must
    have the same type.

    Args:
      name: the test's name.
      src: the Python file defining the entry point.
      function: the entry function.
      tag: instead of `function`, its @pyaot.compile tag.
      deps: as for py_aot_binary.
      inputs: named cases, each a list of argument strings:
        {"small": ["27"], "zero": ["0"]}; an array argument is nested JSON
        lists ("[[1, 2], [3, 4]]", the annotated dtype) or a .npy file.
      generate: parameter name -> hypothesis strategy expression over
        hypothesis.strategies (and, for arrays, hypothesis.extra.numpy's
        `arrays` and `array_shapes`), e.g. {"n": "integers(1, 10000)"}.
        Parameters not named use a default strategy for their annotated
        type (arrays: the annotated dtype and rank, sides up to 5). Array
        arguments and results cross the executable as .npy files and are
        compared by dtype, shape and value (bit for bit unless
        float_rel_tolerance).
      max_examples: generated inputs to try (0 disables generation).
      float_rel_tolerance: compare float results within this relative
        tolerance instead of exactly (e.g. "1e-12").
      evaluate_constants: as for py_aot_binary.
      variants: as for py_aot_binary ("best" or {op: variant}): which
        operator variants the tested program runs.
      selection: as for py_aot_binary.
      **kwargs: test attributes (size, timeout, tags, ...).
    """
    if variants == "all":
        fail("py_aot_test tests one program: give variants = {op: variant} per test")
    binary = name + "_bin"
    py_aot_binary(
        name = binary,
        src = src,
        function = function,
        tag = tag,
        deps = deps,
        evaluate_constants = evaluate_constants,
        variants = variants,
        selection = selection,
        testonly = True,
        tags = ["manual"],
    )
    pyaot_diff_test(
        name = name,
        trace = ":" + binary + ".pyaot",
        binary = ":" + binary,
        function = function or "",
        entry_tag = tag or "",
        inputs = inputs,
        generate = generate,
        max_examples = max_examples,
        float_rel_tolerance = float_rel_tolerance,
        size = kwargs.pop("size", "small"),
        **kwargs
    )
