"""The `pyaot` command: the compiler outside Bazel.

    pyaot compile FILE.py [-o DIR]      build every @compile entry point of FILE
    pyaot run FILE.py TAG [ARGS...]     build (cached) and run one entry point
    pyaot trace FILE.py:FUNC            print the IR and inferred types
    pyaot explain FILE.py:FUNC          say why a function does not compile
    pyaot explain CONSTRUCT             say what to write instead of a construct
    pyaot scaffold NAME                 start a new array operator (declaration,
                                        C++ stub, failing conformance test)
    pyaot conformance [--op NAME]       test operators against their references
    pyaot tune FILE.py:FUNC             measure every variant, write a selection file
    pyaot telemetry export --to URL     copy the telemetry store into PostgreSQL
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

from pyaot import __version__, ir, native
from pyaot.diagnostics import CompileError, InternalError
from pyaot.driver import OPS_INCLUDE, add_variant_arguments, build_variants_from, compile_file
from pyaot.frontend.discover import entry_by_tag, find_entries
from pyaot.frontend.lower import UNSUPPORTED_CONSTRUCTS

DEFAULT_OUT = Path(".pyaot")


def _progress(message: str) -> None:
    print(f"[pyaot] {message}", file=sys.stderr, flush=True)


def _split_target(target: str) -> tuple[Path, str]:
    path, sep, func = target.rpartition(":")
    if not sep or not path.endswith(".py"):
        raise SystemExit(f"pyaot: expected FILE.py:FUNCTION, got {target!r}")
    return Path(path), func


def _compile(src: Path, function: str, evaluate_constants: bool = False,
             build_variants=None):
    """Modules resolve from the working directory, as `python -m` would."""
    return compile_file(src, [function], roots=[Path.cwd()], display_root=Path.cwd(),
                        evaluate_constants=evaluate_constants, build_variants=build_variants)


def _build(src: Path, function: str, output: Path, evaluate_constants: bool = False,
           build_variants=None) -> Path:
    result = _compile(src, function, evaluate_constants, build_variants)
    if result.installed_packages:
        _progress(f"traced installed packages: {', '.join(result.installed_packages)}")
    return native.build_executable(result.cpp, output)


def _cached_build(src: Path, function: str, cache: Path, tag: str,
                  evaluate_constants: bool = False, build_variants=None) -> Path:
    """Traces every time (cheap), compiles C++ only when the generated code or
    the runtime headers changed: they determine the executable."""
    result = _compile(src, function, evaluate_constants, build_variants)
    digest = hashlib.sha256(result.cpp.encode())
    digest.update(" ".join(native.FLAGS).encode())
    for header in sorted([*OPS_INCLUDE.rglob("*.hpp"), *OPS_INCLUDE.rglob("*.h")]):
        digest.update(header.read_bytes())
    binary = cache / f"{tag}-{digest.hexdigest()[:16]}"
    if not binary.exists():
        _progress(f"compiling {tag} ({src}:{function})")
        native.build_executable(result.cpp, binary)
    return binary


def _add_evaluate_constants(p: argparse.ArgumentParser) -> None:
    p.add_argument("--evaluate-constants", action="store_true",
                   help="compute module constants the syntax cannot give by importing the "
                        "module in a sandbox (time and memory limits, no network)")


def cmd_compile(args: argparse.Namespace) -> int:
    entries = find_entries(args.file)
    if not entries:
        _progress(f"no @compile entry points in {args.file}; decorate functions with "
                  "@pyaot.compile(tag=...)")
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    for i, entry in enumerate(entries, 1):
        start = time.time()
        _progress(f"({i}/{len(entries)}) {entry.tag}: tracing and compiling {entry.function}")
        output = _build(args.file, entry.function, args.out / entry.tag, args.evaluate_constants,
                        build_variants_from(args))
        _progress(f"({i}/{len(entries)}) {entry.tag}: {output} "
                  f"({output.stat().st_size // 1024} KiB, {time.time() - start:.1f}s)")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    entry = entry_by_tag(args.file, args.tag)
    cache = args.out / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    binary = _cached_build(args.file, entry.function, cache, entry.tag, args.evaluate_constants,
                           build_variants_from(args))
    return subprocess.run([str(binary), *args.args]).returncode


def cmd_trace(args: argparse.Namespace) -> int:
    src, function = _split_target(args.target)
    result = _compile(src, function)
    if args.json:
        print(ir.to_json(result.typed))
        return 0
    print("## traced (before type propagation)")
    print(ir.format_program(result.program))
    print("## typed")
    print(ir.format_program(result.typed))
    if args.cpp:
        print("## C++")
        print(result.cpp)
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    if ":" in args.what and args.what.split(":")[0].endswith(".py"):
        src, function = _split_target(args.what)
        try:
            _compile(src, function)
        except CompileError as e:
            print(e)
            print("\nThe compiler turns typed Python into C++ whose every value has one "
                  "static type; this construct has no such translation yet.")
            return 1
        print(f"{args.what} compiles.")
        return 0
    word = args.what.lower()
    found = False
    for node_type, (construct, hint) in UNSUPPORTED_CONSTRUCTS.items():
        if word in construct.lower() or word == node_type.__name__.lower():
            print(f"{construct}: not supported.\n  instead: {hint}")
            found = True
    if not found:
        print(f"no refusal is recorded for {args.what!r}; try `pyaot explain FILE.py:FUNC`")
    return 0 if found else 1


def cmd_scaffold(args: argparse.Namespace) -> int:
    from pyaot.scaffold import scaffold
    for path in scaffold(args.name, args.root):
        _progress(f"wrote {path}")
    _progress("now implement the C++ and run the test it names")
    return 0


def cmd_conformance(args: argparse.Namespace) -> int:
    from pyaot.conformance import runner
    return runner.main(args.runner_args)


def _sizes(text: str) -> list[int]:
    try:
        return [int(float(x)) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"sizes are comma-separated element counts, e.g. "
                                         f"1000,1e5: {text!r}") from None


def cmd_tune(args: argparse.Namespace) -> int:
    import tempfile

    from pyaot import variants
    from pyaot.tuning import bazel, tuner
    if "BUILD_WORKSPACE_DIRECTORY" in os.environ:  # `bazel run //:tune`: paths as typed
        os.chdir(os.environ["BUILD_WORKSPACE_DIRECTORY"])
    options = dict(store_path=args.store, inputs_file=args.inputs, sizes=args.sizes,
                   repeat=args.repeat, rounds=args.rounds)
    if args.target.startswith("//"):  # a py_aot_binary(variants = "all"): Bazel builds
        report = bazel.tune_target(args.target, Path.cwd(), args.bazel_arg, **options)
    else:
        src, function = _split_target(args.target)

        def compile_with(build_variants):
            return compile_file(src, [function], roots=[Path.cwd()], display_root=Path.cwd(),
                                build_variants=build_variants)

        space = compile_with(variants.BuildVariants(platform=args.platform,
                                                    max_candidates=args.max_candidates)).variants
        selection = args.selection or src.with_suffix(".selection.json")
        with tempfile.TemporaryDirectory(prefix="pyaot-candidates-") as tmp:
            _progress(f"compiling {len(space['candidates'])} candidate(s) of {args.target}")
            candidates = tuner.build_candidates(compile_with, Path(tmp), space, args.jobs)

            def build_chosen(path: Path) -> Path:
                chosen = compile_with(variants.BuildVariants(platform=args.platform,
                                                             selection=path))
                return native.build_executable(chosen.cpp, Path(tmp) / "chosen")

            report = tuner.tune(space=space, candidates=candidates, selection=selection,
                                build_chosen=build_chosen, **options)
    if args.report:
        args.report.write_text("\n".join(report.lines) + "\n")
    return 0


def cmd_telemetry(args: argparse.Namespace) -> int:
    from pyaot.tuning import store
    db = store.Store(args.store)
    runs, timings = store.export(db, args.to)
    db.close()
    _progress(f"exported {runs} run(s), {timings} operator timing(s) to {args.to.split('@')[-1]}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pyaot", description="Compile typed Python functions ahead of time to native code.")
    parser.add_argument("--version", action="version", version=f"pyaot {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("compile", help="build every @compile entry point of a file")
    p.add_argument("file", type=Path)
    p.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT,
                   help="output directory (default .pyaot)")
    _add_evaluate_constants(p)
    add_variant_arguments(p)
    p.set_defaults(run=cmd_compile)

    p = sub.add_parser("run", help="build (cached) and run one @compile entry point by tag")
    p.add_argument("file", type=Path)
    p.add_argument("tag")
    p.add_argument("args", nargs=argparse.REMAINDER, help="the function's arguments")
    p.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT)
    _add_evaluate_constants(p)
    add_variant_arguments(p)
    p.set_defaults(run=cmd_run)

    p = sub.add_parser("trace", help="print the IR and the inferred types of FILE.py:FUNC")
    p.add_argument("target")
    p.add_argument("--json", action="store_true", help="print the typed IR as JSON")
    p.add_argument("--cpp", action="store_true", help="also print the generated C++")
    p.set_defaults(run=cmd_trace)

    p = sub.add_parser("explain", help="say why FILE.py:FUNC or a construct is unsupported")
    p.add_argument("what", help="FILE.py:FUNC, or a construct such as 'lambda'")
    p.set_defaults(run=cmd_explain)

    p = sub.add_parser("scaffold", help="start a new array operator: declaration, C++ stub "
                       "and a failing conformance test")
    p.add_argument("name", help="the Python callable, e.g. numpy.sinc")
    p.add_argument("--root", type=Path, default=None, help="repository root (default: this one)")
    p.set_defaults(run=cmd_scaffold)

    p = sub.add_parser("conformance", help="test array operators against their Python "
                       "references (see --help of the runner)", add_help=False)
    p.add_argument("runner_args", nargs=argparse.REMAINDER)
    p.set_defaults(run=cmd_conformance)

    from pyaot.variants import DEFAULT_CAP
    p = sub.add_parser("tune", help="build every variant of FILE.py:FUNC (or a Bazel "
                       "target's candidates), measure, model and write the selection file "
                       "py_aot_binary reads")
    p.add_argument("target", help="FILE.py:FUNCTION, or //pkg:name of a py_aot_binary with "
                   "variants = \"all\" and a selection file (built by Bazel)")
    p.add_argument("--bazel-arg", action="append", default=[],
                   help="with a Bazel target: an option for its bazel builds (repeatable)")
    p.add_argument("--selection", type=Path,
                   help="the selection file to write (default FILE.selection.json)")
    p.add_argument("--store", type=Path, default=DEFAULT_OUT / "telemetry.db",
                   help="the SQLite telemetry store (default .pyaot/telemetry.db)")
    p.add_argument("--sizes", type=_sizes, default=None,
                   help="generated inputs: elements per array argument, e.g. 1e3,1e4,1e5,1e6")
    p.add_argument("--inputs", type=Path,
                   help="representative inputs instead: JSON [{\"label\": ..., \"args\": "
                        "[\"x.npy\", ...]}]")
    p.add_argument("--repeat", type=int, default=5, help="calls per run (default 5)")
    p.add_argument("--rounds", type=int, default=3,
                   help="runs (processes) per candidate and input (default 3)")
    p.add_argument("--max-candidates", type=int, default=DEFAULT_CAP)
    p.add_argument("--platform", default="", help="platform key (default: this machine)")
    p.add_argument("--jobs", type=int, default=2, help="parallel C++ compilations")
    p.add_argument("--report", type=Path, help="also write the report to this file")
    p.set_defaults(run=cmd_tune)

    p = sub.add_parser("telemetry", help="the telemetry store: export it to PostgreSQL")
    p.add_argument("action", choices=["export"])
    p.add_argument("--store", type=Path, default=DEFAULT_OUT / "telemetry.db")
    p.add_argument("--to", required=True, help="postgresql://user@host:port/database")
    p.set_defaults(run=cmd_telemetry)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    if argv[:1] == ["conformance"]:
        # The runner owns its options; argparse's REMAINDER drops a leading --option.
        args = parser.parse_args(["conformance"])
        args.runner_args = argv[1:]
    else:
        args = parser.parse_args(argv)
    try:
        return args.run(args)
    except InternalError as e:  # a compiler bug, located at the statement it met
        print(e, file=sys.stderr)
        return 3
    except CompileError as e:
        print(e, file=sys.stderr)
        return 1
    except RuntimeError as e:  # a C++ toolchain failure
        print(f"pyaot: {e}", file=sys.stderr)
        return 3
    except ValueError as e:  # a variant plan or selection file the command names
        print(f"pyaot: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
