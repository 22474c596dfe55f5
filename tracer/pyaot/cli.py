"""The `pyaot` command: the compiler outside Bazel.

    pyaot compile FILE.py [-o DIR]      build every @compile entry point of FILE
    pyaot run FILE.py TAG [ARGS...]     build (cached) and run one entry point
    pyaot trace FILE.py:FUNC            print the IR and inferred types
    pyaot explain FILE.py:FUNC          say why a function does not compile
    pyaot explain CONSTRUCT             say what to write instead of a construct
    pyaot scaffold NAME                 start a new array operator (declaration,
                                        C++ stub, failing conformance test)
    pyaot conformance [--op NAME]       test operators against their references
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
import time
from pathlib import Path

from pyaot import __version__, ir, native
from pyaot.diagnostics import CompileError
from pyaot.driver import OPS_INCLUDE, compile_file
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


def _compile(src: Path, function: str, evaluate_constants: bool = False):
    """Modules resolve from the working directory, as `python -m` would."""
    return compile_file(src, [function], roots=[Path.cwd()], display_root=Path.cwd(),
                        evaluate_constants=evaluate_constants)


def _build(src: Path, function: str, output: Path, evaluate_constants: bool = False) -> Path:
    result = _compile(src, function, evaluate_constants)
    return native.build_executable(result.cpp, output)


def _cached_build(src: Path, function: str, cache: Path, tag: str,
                  evaluate_constants: bool = False) -> Path:
    """Traces every time (cheap), compiles C++ only when the generated code or
    the runtime headers changed: they determine the executable."""
    result = _compile(src, function, evaluate_constants)
    digest = hashlib.sha256(result.cpp.encode())
    digest.update(" ".join(native.FLAGS).encode())
    for header in sorted(OPS_INCLUDE.rglob("*.hpp")):
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
        output = _build(args.file, entry.function, args.out / entry.tag, args.evaluate_constants)
        _progress(f"({i}/{len(entries)}) {entry.tag}: {output} "
                  f"({output.stat().st_size // 1024} KiB, {time.time() - start:.1f}s)")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    entry = entry_by_tag(args.file, args.tag)
    cache = args.out / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    binary = _cached_build(args.file, entry.function, cache, entry.tag, args.evaluate_constants)
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
    p.set_defaults(run=cmd_compile)

    p = sub.add_parser("run", help="build (cached) and run one @compile entry point by tag")
    p.add_argument("file", type=Path)
    p.add_argument("tag")
    p.add_argument("args", nargs=argparse.REMAINDER, help="the function's arguments")
    p.add_argument("-o", "--out", type=Path, default=DEFAULT_OUT)
    _add_evaluate_constants(p)
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
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except CompileError as e:
        print(e, file=sys.stderr)
        return 1
    except RuntimeError as e:  # a C++ toolchain failure
        print(f"pyaot: {e}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
