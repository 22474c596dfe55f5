"""Compiler fuzzer: generated typed programs through the whole pipeline.

    python tests/fuzz/run_fuzz.py --count 300             # what CI runs (bounded)
    python tests/fuzz/run_fuzz.py --count 10000 --seed 7  # the long mode

Each program is compiled and differentially checked against CPython on
several inputs. Acceptable outcomes: compiled and equal, or refused with a
located diagnostic. Anything else -- a compiler traceback, a C++ compile
error on generated code, a crash, a sanitizer report, a different result --
is a failure, minimised by deleting statements while it persists, and saved
under tests/regressions/ (where tests/test_regressions.py replays it).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import hashlib
import json
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent / "tracer"))

import program_gen  # noqa: E402

from pyaot import native  # noqa: E402
from pyaot.diagnostics import CompileError, InternalError  # noqa: E402
from pyaot.difftest import DiffTest  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402
from pyaot.reference import load_reference_module  # noqa: E402

REGRESSIONS = HERE.parent / "regressions"
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-g"]


@dataclass
class Failure:
    kind: str  # "internal" | "cxx" | "mismatch"
    entry: str
    detail: str
    inputs: list = field(default_factory=list)
    signature: str = ""  # what must stay the same while minimising


@dataclass
class Report:
    programs: int = 0
    compiled: int = 0
    refused: int = 0
    inputs: int = 0
    failures: list[Failure] = field(default_factory=list)
    refusals: dict[str, int] = field(default_factory=dict)


def _compile(src: Path, entries: list[str], workdir: Path):
    return compile_file(src, entries, roots=[workdir], display_root=workdir)


def check_module(src: Path, entries: list[str], inputs: list[list], workdir: Path,
                 flags: list[str], report: Report | None = None) -> list[Failure]:
    """Compiles and checks the entries of one generated module."""
    report = report or Report()
    failures: list[Failure] = []
    good: list[str] = []
    try:
        result = _compile(src, entries, workdir)
        good = list(entries)
    except Exception:  # noqa: BLE001 - classify per entry below
        result = None
        for entry in entries:
            try:
                _compile(src, [entry], workdir)
                good.append(entry)
            except InternalError:  # located, but a compiler bug all the same
                failures.append(Failure("internal", entry, traceback.format_exc()))
            except CompileError as e:
                report.refused += 1
                report.refusals[e.construct] = report.refusals.get(e.construct, 0) + 1
            except Exception:  # noqa: BLE001 - an internal compiler error
                failures.append(Failure("internal", entry, traceback.format_exc()))
        if good:
            result = _compile(src, good, workdir)
    if not good:
        return failures
    binary = workdir / (src.stem + ".bin")
    try:
        native.build_executable(result.cpp, binary, flags)
    except RuntimeError:
        still = []
        for entry in good:
            try:
                native.build_executable(_compile(src, [entry], workdir).cpp, binary, flags)
                still.append(entry)
            except RuntimeError as e:
                failures.append(Failure("cxx", entry, str(e)[-3000:]))
        good = still
        if not good:
            return failures
        native.build_executable(_compile(src, good, workdir).cpp, binary, flags)
    report.compiled += len(good)
    module = load_reference_module(src, [workdir])
    for entry in good:
        # A single-entry executable takes no entry name on its command line.
        test = DiffTest(binary, getattr(module, entry), None,
                        entry=entry if len(good) > 1 else None)
        for args in inputs:
            report.inputs += 1
            if not test.check("fuzz", args):
                ref, got = test.last
                signature = "/".join(o.kind + (":" + o.text if o.kind == "raise" else "")
                                     for o in (ref, got))
                failures.append(Failure("mismatch", entry, test.failures[-1], args, signature))
                break
    return failures


# ---------------------------------------------------------------- minimising

def _statements(module: cst.Module) -> list[tuple[int, ...]]:
    """Paths (indices) of every statement inside function bodies."""
    paths = []

    def walk(body, prefix):
        for i, stmt in enumerate(body):
            paths.append(prefix + (i,))
            inner = getattr(stmt, "body", None)
            if isinstance(stmt, cst.BaseCompoundStatement) and isinstance(inner, cst.IndentedBlock):
                walk(inner.body, prefix + (i,))

    for i, stmt in enumerate(module.body):
        if isinstance(stmt, cst.FunctionDef):
            walk(stmt.body.body, (i,))
    return paths


def _delete(module: cst.Module, path: tuple[int, ...]) -> cst.Module | None:
    def rebuild(body, path):
        i, rest = path[0], path[1:]
        body = list(body)
        if not rest:
            del body[i]
            return body or [cst.SimpleStatementLine([cst.Pass()])]
        node = body[i]
        block = node.body
        body[i] = node.with_changes(body=block.with_changes(body=rebuild(block.body, rest)))
        return body

    top = list(module.body)
    func = top[path[0]]
    try:
        top[path[0]] = func.with_changes(
            body=func.body.with_changes(body=rebuild(func.body.body, path[1:])))
    except (IndexError, AttributeError):
        return None
    return module.with_changes(body=top)


def minimise(source: str, failure: Failure, flags: list[str], workdir: Path) -> str:
    """Deletes statements while the same kind of failure persists."""
    def fails(text: str) -> bool:
        with tempfile.TemporaryDirectory(dir=workdir) as tmp:
            name = "m" + hashlib.sha1(text.encode()).hexdigest()[:10]
            src = Path(tmp) / f"{name}.py"
            src.write_text(text)
            try:
                cases = [failure.inputs] if failure.inputs else program_gen.inputs(0, 6)
                got = check_module(src, [failure.entry], cases, Path(tmp), flags)
            except Exception:  # noqa: BLE001
                return failure.kind == "internal"
            finally:
                sys.modules.pop(name, None)
            return any(f.kind == failure.kind and f.signature == failure.signature for f in got)

    module = cst.parse_module(source)
    changed = True
    while changed:
        changed = False
        for path in reversed(_statements(module)):
            candidate = _delete(module, path)
            if candidate is not None and fails(candidate.code):
                module, changed = candidate, True
                break
    return module.code


def _program_source(source: str, entry: str) -> str:
    """The module reduced to the entry and the helpers it may call."""
    module = cst.parse_module(source)
    keep = [s for s in module.body if not isinstance(s, cst.FunctionDef)
            or s.name.value == entry or s.name.value.startswith(entry + "_h")]
    return module.with_changes(body=keep).code


def save_regression(source: str, failure: Failure) -> Path:
    REGRESSIONS.mkdir(exist_ok=True)
    digest = hashlib.sha1(source.encode()).hexdigest()[:12]
    path = REGRESSIONS / f"{failure.kind}_{digest}.py"
    header = (f'"""Fuzzer reproducer ({failure.kind}).\n\n{failure.detail.strip()[:1500]}\n"""\n'
              f"# entry: {failure.entry}\n# inputs: {json.dumps(failure.inputs)}\n")
    path.write_text(header + source)
    return path


# ---------------------------------------------------------------------- main

def run(count: int, seed: int, batch: int = 25, sanitize: bool = False,
        save: bool = True, log=functools.partial(print, flush=True)) -> Report:
    report = Report()
    flags = SANITIZE if sanitize else []
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        jobs = []
        for b, start in enumerate(range(0, count, batch)):
            n = min(batch, count - start)
            source, entries = program_gen.module(seed * 100003 + b, n, prefix=f"f{b}_")
            src = workdir / f"fuzz_{seed}_{b}.py"
            src.write_text(source)
            jobs.append((src, source, entries, program_gen.inputs(seed * 7919 + b, 6)))
            report.programs += n
        # Two workers: C++ compilation dominates and the machines have 2 cores.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            futures = {pool.submit(check_module, src, entries, ins, workdir, flags, report):
                       (src, source) for src, source, entries, ins in jobs}
            for future in concurrent.futures.as_completed(futures):
                src, source = futures[future]
                for failure in future.result():
                    report.failures.append(failure)
                    log(f"FAILURE {failure.kind} in {failure.entry}: "
                        f"{failure.detail.strip().splitlines()[-1][:300]}")
                    if save:
                        small = minimise(_program_source(source, failure.entry), failure,
                                         flags, workdir)
                        log(f"  saved {save_regression(small, failure)}")
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=25)
    parser.add_argument("--sanitize", action="store_true",
                        help="build with AddressSanitizer and UndefinedBehaviorSanitizer")
    parser.add_argument("--no-save", action="store_true", help="do not write reproducers")
    args = parser.parse_args()
    start = time.time()
    report = run(args.count, args.seed, args.batch, args.sanitize, not args.no_save)
    print(f"fuzzed {report.programs} programs in {time.time() - start:.0f}s: "
          f"{report.compiled} compiled and compared on {report.inputs} inputs, "
          f"{report.refused} refused with a located diagnostic, "
          f"{len(report.failures)} failures")
    for construct, n in sorted(report.refusals.items(), key=lambda kv: -kv[1]):
        print(f"  refused {n}x: {construct}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
