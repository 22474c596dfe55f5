"""The pipeline, stage by stage: trace (frontend) -> infer -> emit.

Each stage takes and returns plain data (pyaot.ir); this module only wires
them together and writes files. `python -m pyaot.driver` is the Bazel action.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

from pyaot import ir, opdecls
from pyaot.diagnostics import CompileError
from pyaot.emit.cpp import emit_program
from pyaot.frontend.lower import trace
from pyaot.frontend.modules import SourceSet
from pyaot.infer import infer

# Not resolve(): in Bazel runfiles and sandboxes every file is a symlink, and
# following it would leave the declared inputs.
REPO_ROOT = Path(os.path.abspath(__file__)).parent.parent.parent
OPS_INCLUDE = REPO_ROOT / "ops" / "include"


@dataclass
class Compilation:
    program: ir.Program
    typed: ir.TypedProgram
    cpp: str


def compile_file(
    src: Path,
    functions: list[str],
    *,
    roots: list[Path] | None = None,
    display_root: Path | None = None,
    decls_dir: Path = opdecls.DEFAULT_DECLS_DIR,
    main: bool = True,
) -> Compilation:
    """Compiles `functions` of `src` to C++. Raises CompileError for bad input.

    `roots` are the module search path (like sys.path); the file's own
    directory is always searched too, as `python file.py` would.
    """
    src = Path(src)
    search = list(roots or []) + [src.absolute().parent]
    sources = SourceSet(search, display_root=display_root)
    ops = opdecls.load(str(decls_dir))
    program = trace(sources, ops, src, functions)
    typed = infer(program, ops)
    return Compilation(program, typed, emit_program(typed, main=main))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="pyaot-tracer",
                                     description="Compiles typed Python functions to C++20.")
    parser.add_argument("--src", required=True, type=Path, help="the Python file")
    parser.add_argument("--function", required=True, action="append",
                        help="entry function name (repeatable)")
    parser.add_argument("--root", action="append", type=Path, default=[],
                        help="module search root (repeatable); default: the current directory")
    parser.add_argument("--decls", type=Path, default=opdecls.DEFAULT_DECLS_DIR)
    parser.add_argument("--out-cc", type=Path, required=True)
    parser.add_argument("--out-ir", type=Path, help="write the typed IR as JSON")
    args = parser.parse_args(argv)
    roots = args.root or [Path.cwd()]
    try:
        result = compile_file(args.src, args.function, roots=roots, decls_dir=args.decls)
    except CompileError as e:
        print(e, file=sys.stderr)
        return 1
    except Exception:  # noqa: BLE001 - a compiler bug, not the user's
        traceback.print_exc()
        print("pyaot: internal compiler error (a bug in pyaot, not in your code); please "
              "report it with the file above", file=sys.stderr)
        return 3
    args.out_cc.write_text(result.cpp)
    if args.out_ir:
        args.out_ir.write_text(ir.to_json(result.typed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
