"""Golden snapshot of the compiler's outputs: the sha256 of the generated C++
(and C header, ctypes binding, variant report) and of the typed IR as JSON, for
every test program, regression, example and benchmark kernel, under a few
build configurations (variant plans, fusion, telemetry, the C ABI).

A refactoring of the compiler keeps the generated C++ byte-identical, so the
differential tests pass by construction; this tool says which outputs changed.

    python tools/golden.py              check against tools/golden.sha256 (exit 1 on change)
    python tools/golden.py --only cc    check the C++ (and headers, bindings) only
    python tools/golden.py --record     write tools/golden.sha256
    python tools/golden.py --out DIR    also write every output under DIR (to diff two runs)
    python tools/golden.py -k lang_     only units whose name contains lang_
    python tools/golden.py --tracer ../main/tracer --record --golden /tmp/main.sha256
                                 the same for another checkout's compiler

Only the tracer runs (no C++ compiler): the whole set takes about 15 seconds.
A compile error is an output too: its message is hashed (kind "err").
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GOLDEN = REPO / "tools" / "golden.sha256"
# The kinds of output; "ir" is the typed IR, whose shape changes on purpose
# in some steps (with an IR_VERSION bump), while the C++ stays the same.
CPP_KINDS = ("cc", "h", "py", "variants", "err")
KINDS = CPP_KINDS + ("ir",)


@dataclass(frozen=True)
class Unit:
    """One compilation: a file, its entry points, and how it is built."""

    name: str
    src: str  # relative to the repository
    functions: tuple[str, ...]
    plan: tuple[tuple[str, object], ...] = ()  # variant plan (op -> choice)
    telemetry: bool = False
    selection: str = ""  # a selection file, relative to the repository
    platform: str = "linux_x86_64"  # fixed: the host must not change the outputs
    capi: bool = False  # a library: no main, entry points exported through the C ABI
    evaluate_constants: bool = False
    roots: tuple[str, ...] = field(default=())


def _entries(path: Path) -> list[str]:
    """Top-level functions with a return annotation, as the test suites pick
    their entry points (names starting with _ are helpers)."""
    tree = ast.parse(path.read_text())
    return [f.name for f in tree.body
            if isinstance(f, ast.FunctionDef) and f.returns is not None
            and not f.name.startswith("_")]


def units() -> list[Unit]:
    out: list[Unit] = []

    def files(pattern: str) -> list[Path]:
        return sorted(REPO.glob(pattern))

    for path in files("tests/programs/*.py"):
        rel = path.relative_to(REPO).as_posix()
        out.append(Unit(rel, rel, tuple(_entries(path)), roots=("tests",)))
    for path in files("tests/regressions/*.py"):
        rel = path.relative_to(REPO).as_posix()
        out.append(Unit(rel, rel, tuple(_entries(path))))
    for path in files("examples/*.py"):
        rel = path.relative_to(REPO).as_posix()
        out.append(Unit(rel, rel, tuple(_entries(path)), roots=(".",),
                        evaluate_constants=path.name == "blackbody.py"))
    for path in files("tools/golden_extra/*.py"):  # edge cases the suites do not reach
        rel = path.relative_to(REPO).as_posix()
        out.append(Unit(rel, rel, tuple(_entries(path))))
    for path in files("bench/kernels/*.py") + files("bench/suite/kernels/*.py"):
        rel = path.relative_to(REPO).as_posix()
        out.append(Unit(rel, rel, tuple(_entries(path))))
    # Build configurations beyond the defaults.
    fusion = "tests/programs/fusion.py"
    fusion_entries = tuple(_entries(REPO / fusion))
    for choice in ("off", "on", "threaded"):
        out.append(Unit(f"{fusion}#fuse={choice}", fusion, fusion_entries, roots=("tests",),
                        plan=(("pyaot.fuse", choice),)))
    out.append(Unit(f"{fusion}#fuse-dispatch", fusion, fusion_entries, roots=("tests",),
                    plan=(("pyaot.fuse", [[4096, "off"], [None, "on"]]),)))
    out.append(Unit(f"{fusion}#telemetry", fusion, fusion_entries, roots=("tests",),
                    telemetry=True))
    tuned = "examples/tuned.py"
    tuned_entries = tuple(_entries(REPO / tuned))
    out.append(Unit(f"{tuned}#selection", tuned, tuned_entries, roots=(".",),
                    selection="examples/tuned.selection.json"))
    out.append(Unit(f"{tuned}#telemetry", tuned, tuned_entries, roots=(".",), telemetry=True))
    out.append(Unit(f"{tuned}#wasm32", tuned, tuned_entries, roots=(".",), platform="wasm32",
                    telemetry=True))
    arrays = "tests/programs/arrays.py"
    out.append(Unit(f"{arrays}#telemetry", arrays, tuple(_entries(REPO / arrays)),
                    roots=("tests",), telemetry=True))
    for capi in ("examples/collatz.py", "bench/kernels/arrays.py", "tests/programs/semantics.py",
                 "tests/programs/lang_strings.py"):
        out.append(Unit(f"{capi}#capi", capi, tuple(_entries(REPO / capi)),
                        roots=("tests",) if capi.startswith("tests/") else (".",), capi=True))
    return out


# The first line of generated C++ and headers names the IR version, which a
# step that changes the IR's shape bumps: hashed as "IR v*", so such a step
# still shows the C++ as unchanged.
_IR_VERSION_LINE = re.compile(r"^(// |/\* )Generated by pyaot \(IR v\d+\)")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _normalised(kind: str, text: str) -> str:
    if kind in ("cc", "h"):
        return _IR_VERSION_LINE.sub(r"\1Generated by pyaot (IR v*)", text, count=1)
    return text


def _compile(unit: Unit, functions: tuple[str, ...]) -> dict[str, str]:
    """The outputs of one compilation, by kind."""
    from pyaot import ir, variants
    from pyaot.diagnostics import CompileError
    from pyaot.driver import compile_file
    from pyaot.emit.cpp import CApiEntry, emit_binding, emit_header

    src = REPO / unit.src
    exports = [CApiEntry(f, f"golden.{f}") for f in functions] if unit.capi else None
    build = variants.BuildVariants(
        platform=unit.platform, plan={k: v for k, v in unit.plan} or None,
        telemetry=unit.telemetry,
        selection=REPO / unit.selection if unit.selection else None)
    try:
        result = compile_file(src, list(functions), roots=[REPO / r for r in unit.roots],
                              display_root=REPO, main=not unit.capi, exports=exports,
                              evaluate_constants=unit.evaluate_constants,
                              build_variants=build, installed=[], check_ir=True)
    except (CompileError, ValueError) as e:
        return {"err": str(e)}
    out = {"cc": result.cpp, "ir": ir.to_json(result.typed),
           "variants": json.dumps(result.variants, indent=1, sort_keys=True, default=str)}
    if unit.capi:
        out["h"] = emit_header(result.typed, exports, unit.src, guard="GOLDEN_H")
        out["py"] = emit_binding(result.typed, exports, unit.src, "golden")
    return out


def run_unit(unit: Unit) -> dict[str, str]:
    """Outputs keyed "unit/kind" (or "unit:function/kind" when the file's
    entry points do not compile together and are compiled one by one)."""
    whole = _compile(unit, unit.functions)
    if "err" not in whole or len(unit.functions) <= 1:
        return {f"{unit.name}/{k}": v for k, v in whole.items()}
    out = {}
    for fn in unit.functions:
        for k, v in _compile(unit, (fn,)).items():
            out[f"{unit.name}:{fn}/{k}"] = v
    return out


_TRACER = [REPO / "tracer"]


def _init_worker(tracer: Path | None = None) -> None:
    if tracer is not None:
        _TRACER[0] = tracer
    sys.path.insert(0, str(_TRACER[0]))
    sys.setrecursionlimit(10000)


def collect(selected: list[Unit], jobs: int, tracer: Path) -> dict[str, str]:
    outputs: dict[str, str] = {}
    if jobs <= 1:
        _init_worker(tracer)
        for u in selected:
            outputs.update(run_unit(u))
        return outputs
    with ProcessPoolExecutor(jobs, initializer=_init_worker, initargs=(tracer,)) as pool:
        for result in pool.map(run_unit, selected, chunksize=1):
            outputs.update(result)
    return outputs


def read_golden(path: Path) -> dict[str, str]:
    table = {}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.strip():
                digest, key = line.split(None, 1)
                table[key] = digest
    return table


def _kind(key: str) -> str:
    return key.rsplit("/", 1)[1]


def _unit_of(key: str) -> str:
    return key.rsplit("/", 1)[0].split(":", 1)[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--record", action="store_true", help="write the golden file")
    parser.add_argument("--only", choices=("cc", "ir"),
                        help="compare only the C++-side outputs (cc) or the typed IR (ir)")
    parser.add_argument("--out", type=Path, help="write every output under this directory")
    parser.add_argument("-k", default="", help="only units whose name contains this")
    parser.add_argument("-j", type=int, default=min(2, os.cpu_count() or 1),
                        help="compiler processes (default 2)")
    parser.add_argument("--golden", type=Path, default=GOLDEN)
    parser.add_argument("--tracer", type=Path, default=REPO / "tracer",
                        help="the tracer to run (another checkout's, to compare two "
                             "compilers on these programs)")
    args = parser.parse_args(argv)
    selected = [u for u in units() if args.k in u.name]
    outputs = collect(selected, args.j, args.tracer.resolve())
    if args.out:
        for key, text in outputs.items():
            path = args.out / key.replace(":", "@")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    hashes = {k: _sha(_normalised(_kind(k), v)) for k, v in outputs.items()}
    golden = read_golden(args.golden)
    if args.record:
        if args.k:  # keep the other units' lines
            names = {u.name for u in selected}
            hashes = {**{k: v for k, v in golden.items() if _unit_of(k) not in names}, **hashes}
        args.golden.write_text("".join(f"{h}  {k}\n" for k, h in sorted(hashes.items())))
        print(f"recorded {len(hashes)} outputs in {args.golden}")
        return 0
    names = {u.name for u in selected}
    kinds = CPP_KINDS if args.only == "cc" else ("ir",) if args.only == "ir" else KINDS
    want = {k: v for k, v in golden.items() if _unit_of(k) in names and _kind(k) in kinds}
    have = {k: v for k, v in hashes.items() if _kind(k) in kinds}
    changed = sorted(k for k in want.keys() & have.keys() if want[k] != have[k])
    missing = sorted(want.keys() - have.keys())
    added = sorted(have.keys() - want.keys())
    for label, keys in (("changed", changed), ("missing", missing), ("new", added)):
        for k in keys:
            print(f"{label}: {k}")
    same = len(want.keys() & have.keys()) - len(changed)
    print(f"{same} outputs unchanged, {len(changed)} changed, {len(missing)} missing, "
          f"{len(added)} new ({len(selected)} units)")
    return 1 if changed or missing or added else 0


if __name__ == "__main__":
    sys.exit(main())
