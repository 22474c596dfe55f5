"""The pipeline, stage by stage: trace (frontend) -> infer -> emit.

Each stage takes and returns plain data (pyaot.ir); this module only wires
them together and writes files. `python -m pyaot.driver` is the Bazel action.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from pyaot import ir, ir_check, onnx_runtime, opdecls, sandbox, variants
from pyaot.diagnostics import CompileError, InternalError, internal_error
from pyaot.ir import Loc
from pyaot.emit.cpp import CApiEntry, EmitOptions, emit_binding, emit_header, emit_program
from pyaot.frontend.discover import EntrySpec, entry_by_tag, find_entries
from pyaot.frontend.lower import trace
from pyaot.frontend.modules import SourceSet, installed_package_dirs
from pyaot.infer import infer

# Not resolve(): in Bazel runfiles and sandboxes every file is a symlink, and
# following it would leave the declared inputs.
REPO_ROOT = Path(os.path.abspath(__file__)).parent.parent.parent
OPS_INCLUDE = opdecls.OPS_ROOT / "include"


@dataclass
class Compilation:
    program: ir.Program
    typed: ir.TypedProgram
    cpp: str
    variants: dict  # the plan and what it was made from (pyaot.variants.resolve)
    # Top-level packages traced from site-packages (pip-installed), by name.
    installed_packages: list[str] = field(default_factory=list)
    # The ONNX model files the program opens (pyaot.native ships them beside it).
    models: list[Path] = field(default_factory=list)


def compile_file(
    src: Path,
    functions: list[str],
    *,
    roots: list[Path] | None = None,
    display_root: Path | None = None,
    decls_dir: Path = opdecls.DEFAULT_DECLS_DIR,
    main: bool = True,
    exports: list[CApiEntry] | None = None,
    evaluate_constants: bool = False,
    build_variants: variants.BuildVariants | None = None,
    installed: list[Path] | None = None,
    check_ir: bool | None = None,
) -> Compilation:
    """Compiles `functions` of `src` to C++. Raises CompileError for bad input.

    `roots` are the module search path (like sys.path); the file's own
    directory is always searched too, as `python file.py` would. Modules not
    found there are looked up in `installed` (default: this interpreter's
    site-packages), so pip-installed pure-Python packages are traced too.

    `check_ir` verifies the IR after each stage (pyaot.ir_check); by default
    when PYAOT_CHECK_IR is set (the test suites set it; debug builds pass
    --check-ir).
    """
    src = Path(src)
    if check_ir is None:
        check_ir = os.environ.get("PYAOT_CHECK_IR", "") not in ("", "0")
    try:
        return _with_deep_stack(lambda: _compile_file(
            src, functions, roots, display_root, decls_dir, main, exports, evaluate_constants,
            build_variants, installed, check_ir))
    except (CompileError, ValueError, OSError):
        raise  # the user's code, or a variant plan or selection file the build names
    except Exception as e:  # noqa: BLE001 - a compiler bug outside any statement
        raise internal_error(Loc(src.name, 1, 1), e) from e


# Every stage walks expressions recursively (libcst's parser and printer too),
# so a 5,000-term sum is 5,000 frames deep in each: the pipeline runs in a
# thread with a stack and recursion limit for that. Deeper still is refused,
# located, as "nested too deeply" (pyaot.diagnostics.at_statement).
_STACK_BYTES = 512 << 20  # reserved address space; only touched pages are used
_RECURSION_LIMIT = 60_000


def _with_deep_stack(work):
    result: list = []
    error: list[BaseException] = []

    def run() -> None:
        try:
            result.append(work())
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
            error.append(e)

    old_stack, old_limit = threading.stack_size(), sys.getrecursionlimit()
    with _DEEP_STACK_LOCK:
        sys.setrecursionlimit(max(old_limit, _RECURSION_LIMIT))
        try:
            threading.stack_size(_STACK_BYTES)
            try:
                thread = threading.Thread(target=run, name="pyaot-compile")
                thread.start()
            finally:
                threading.stack_size(old_stack)
            thread.join()
        finally:
            sys.setrecursionlimit(old_limit)
    if error:
        raise error[0]
    return result[0]


_DEEP_STACK_LOCK = threading.Lock()


def _compile_file(src: Path, functions: list[str], roots, display_root, decls_dir, main,
                  exports, evaluate_constants, build_variants, installed,
                  check_ir) -> Compilation:
    search = list(roots or []) + [src.absolute().parent]
    ops = opdecls.load(str(decls_dir))
    sources = SourceSet(search, display_root=display_root,
                        installed=installed_package_dirs() if installed is None else installed,
                        opaque=ops.packages, run_module_code=not evaluate_constants)
    spec = next((e for e in find_entries(src, sources) if e.function == functions[0]), None)
    limits = _entry_sandbox(spec, functions[0], src, evaluate_constants)
    build_variants = build_variants or variants.BuildVariants()
    hints = (spec.metadata.get("variants") if spec else None) or None
    if hints and not build_variants.hints:
        build_variants = dataclasses.replace(build_variants, hints=hints)
    native, build_variants = onnx_runtime.choose(build_variants)
    program = trace(sources, ops, src, functions, sandbox=limits, onnx_native=native)
    if check_ir:
        ir_check.check_program(program)
    typed = infer(program, ops)
    if check_ir:
        ir_check.check_typed(typed, ops.declared)
    requires = {name: op.variant_requires for name, op in ops.array_ops.items()}
    plan, info = variants.resolve(build_variants, typed, requires)
    entry = typed.entries[0]
    info.update(program=f"{src.as_posix()}:{entry.name}", param_types=entry.param_types)
    options = EmitOptions(plan=plan, telemetry=build_variants.telemetry,
                          platform=build_variants.target_platform, ops=ops)
    installed_packages = sorted({m.name.split(".")[0] for m in sources.loaded
                                 if sources.is_installed(m)})
    return Compilation(program, typed, emit_program(typed, main=main, exports=exports,
                                                    options=options), info, installed_packages,
                       _model_files(program, sources))


def _model_files(program: ir.Program, sources: SourceSet) -> list[Path]:
    """Each model's file: as written, beside the module that opens it (a
model compiled in natively is not read when the program runs)."""
    modules = {m.name: m for m in sources.loaded}
    files = []
    for qualname, model in program.models.items():
        if "native" in model:
            continue
        if "exported" in model:  # a torch model's graph (pyaot.frontend.torch_models)
            files.append(Path(model["exported"]))
            continue
        module = modules[qualname.rpartition(".")[0]]
        files.append(module.path.absolute().parent / model["file"])
    return files


def _entry_sandbox(spec: EntrySpec | None, function: str, src: Path,
                   evaluate_constants: bool) -> sandbox.Limits | None:
    """What the entry point's `@compile(sandbox={...})` asks of the build: its
    packages must be installed (a build error otherwise, whether or not
    constants are evaluated), its files, environment and limits make the
    constant-evaluation sandbox."""
    requested = spec.sandbox if spec else {}
    missing = sandbox.missing_packages(requested)
    if missing:
        quoted = " ".join(f"'{m.split(' (')[0]}'" for m in missing)
        raise CompileError(spec.loc, f"@compile(sandbox=...) of '{function}'",
                           f"needs {', '.join(missing)}",
                           f"install it into the Python the build uses: pip install {quoted} "
                           "(for Bazel, add it to requirements.lock)")
    if not evaluate_constants:
        return None
    try:
        return sandbox.limits_from_spec(requested, src.absolute().parent)
    except sandbox.SandboxError as e:
        raise CompileError(spec.loc, f"@compile(sandbox=...) of '{function}'", str(e),
                           "list files that exist, relative to the module") from None


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    """How a build chooses operator variants (pyaot.variants)."""
    g = parser.add_argument_group("variants")
    g.add_argument("--platform", default="",
                   help="the target's platform key (e.g. linux_aarch64); default: this machine")
    g.add_argument("--selection", type=Path,
                   help="a selection file written by `pyaot tune`: its choices for --platform")
    g.add_argument("--variants", default="",
                   help="explicit choices, op=variant[,op=variant] or JSON; override "
                        "--selection per operator")
    g.add_argument("--candidate", type=int,
                   help="build the K-th candidate of the pruned variant space (0: defaults)")
    g.add_argument("--max-candidates", type=int, default=variants.DEFAULT_CAP)
    g.add_argument("--telemetry", action="store_true",
                   help="time every variant call; records go to $PYAOT_TELEMETRY at run time")


def build_variants_from(args: argparse.Namespace) -> variants.BuildVariants:
    return variants.BuildVariants(
        platform=args.platform, selection=args.selection,
        plan=variants.parse_plan(args.variants), candidate=args.candidate,
        max_candidates=args.max_candidates, telemetry=args.telemetry)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="pyaot-tracer",
                                     description="Compiles typed Python functions to C++20.")
    parser.add_argument("--src", required=True, type=Path, help="the Python file")
    parser.add_argument("--function", action="append", default=[],
                        help="entry function name (repeatable)")
    parser.add_argument("--tag", action="append", default=[],
                        help="entry point by its @compile tag (repeatable)")
    parser.add_argument("--root", action="append", type=Path, default=[],
                        help="module search root (repeatable); default: the current directory")
    parser.add_argument("--decls", type=Path, default=opdecls.DEFAULT_DECLS_DIR)
    parser.add_argument("--out-cc", type=Path, required=True)
    parser.add_argument("--out-ir", type=Path, help="write the typed IR as JSON")
    parser.add_argument("--no-main", action="store_true",
                        help="a library: no main(), entry points exported through the C ABI")
    parser.add_argument("--out-h", type=Path, help="write the C header (with --no-main)")
    parser.add_argument("--out-py", type=Path, help="write a ctypes binding (with --no-main)")
    parser.add_argument("--library", default="", help="shared library name for the binding")
    parser.add_argument("--evaluate-constants", action="store_true",
                        help="compute module constants the syntax cannot give by importing "
                             "their module in a sandbox (time/memory limits, no network)")
    parser.add_argument("--check-ir", action="store_true", default=None,
                        help="verify the IR after each stage (a compiler self-check)")
    add_variant_arguments(parser)
    parser.add_argument("--out-variants", type=Path,
                        help="write the variant space, its candidates and the chosen plan "
                             "as JSON")
    args = parser.parse_args(argv)
    roots = args.root or [Path.cwd()]
    try:
        exports = [CApiEntry(f, f) for f in args.function]
        for tag in args.tag:
            spec = entry_by_tag(args.src, tag)
            exports.append(CApiEntry(spec.function, spec.tag, spec.description))
        if not exports:
            parser.error("name an entry point with --function or --tag")
        functions = [e.function for e in exports]
        result = compile_file(args.src, functions, roots=roots, decls_dir=args.decls,
                              main=not args.no_main,
                              exports=exports if args.no_main else None,
                              evaluate_constants=args.evaluate_constants,
                              build_variants=build_variants_from(args),
                              check_ir=args.check_ir)
    except InternalError as e:  # a compiler bug, located at the statement it met
        print(e, file=sys.stderr)
        return 3
    except CompileError as e:
        print(e, file=sys.stderr)
        return 1
    except (ValueError, OSError) as e:  # a variant plan or selection file the build names
        print(f"pyaot: {e}", file=sys.stderr)
        return 1
    except Exception:  # noqa: BLE001 - a compiler bug, not the user's
        traceback.print_exc()
        print("pyaot: internal compiler error (a bug in pyaot, not in your code); please "
              "report it with the file above", file=sys.stderr)
        return 3
    args.out_cc.write_text(result.cpp)
    if args.out_variants:
        args.out_variants.write_text(json.dumps(result.variants, indent=1, sort_keys=True))
    if args.out_ir:
        args.out_ir.write_text(ir.to_json(result.typed))
    source = args.src.as_posix()
    if args.out_h:
        guard = f"PYAOT_{args.out_h.stem}_H"  # not the path: it varies with the configuration
        args.out_h.write_text(emit_header(result.typed, exports, source, guard=guard))
    if args.out_py:
        args.out_py.write_text(emit_binding(result.typed, exports, source, args.library))
    return 0


if __name__ == "__main__":
    sys.exit(main())
