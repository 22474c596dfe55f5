"""Compiler fuzzer: generated typed programs through the whole pipeline.

    python tests/fuzz/run_fuzz.py --count 100                    # what CI runs (bounded)
    python tests/fuzz/run_fuzz.py --count 10000 --seed 7 --features all --no-minimise --processes
                                                                 # the long mode
    python tests/fuzz/run_fuzz.py ... --shard 0:200              # its modules 0..199 only:
                                                                 # a long run in sittings
    python tests/fuzz/run_fuzz.py --replay tests/fuzz/found/*.py # re-check reproducers

Each program is compiled and differentially checked against CPython on
several inputs: printed output, return value and exception type. Acceptable
outcomes: compiled and equal, or refused with a located diagnostic. Anything
else -- a compiler traceback, a C++ compile error on generated code, a crash,
a sanitizer report, a different result -- is a failure, minimised by deleting
statements while it persists, and saved under tests/fuzz/found/ (once the
bug is fixed, move the file to tests/regressions/, which CI replays).

`--features` picks the program shapes beyond scalar code (program_gen,
gen_core.FEATURES); the run reports throughput (programs per minute) and,
per feature, how many failing programs used it.
"""

from __future__ import annotations

import argparse
import ast
import collections
import concurrent.futures
import functools
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent.parent / "tracer"))

import gen_core  # noqa: E402
import program_gen  # noqa: E402
from minimise import minimise  # noqa: E402

from pyaot import native, pyast  # noqa: E402
from pyaot.diagnostics import CompileError, InternalError  # noqa: E402
from pyaot.difftest import Outcome, agree, compiled_outcome  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402

FOUND = HERE / "found"
# Line tables (-g1) symbolise a sanitizer report as well as -g, compiled
# about a quarter faster.
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-g1"]
REFERENCE_TIMEOUT_S = 5  # per call; a program CPython cannot finish in time is skipped
INPUTS_PER_PROGRAM = 6
# Module state rebound at module level (gen_module_state) is a located
# refusal unless the build evaluates constants by importing the module
# (--evaluate-constants): with module state, every batch but one in
# EVALUATE_EVERY is compiled that way, the rest check the refusal (or that
# what compiles is right).
EVALUATE_EVERY = 6
# The shapes the bounded CI run enables: those whose known bugs are fixed
# (tests/test_fuzz.py; README of tests/fuzz/found lists what fails today).
DEFAULT_FEATURES = frozenset({gen_core.CONTAINERS_FEATURE, gen_core.ITERATION, gen_core.GENERATORS,
                              gen_core.EXCEPT_NAMES, gen_core.MODULE_STATE, gen_core.COMPLEX,
                              gen_core.CLASSES})


@dataclass
class Failure:
    kind: str  # "internal" | "cxx" | "mismatch" | "crash"
    entry: str
    detail: str
    inputs: list = field(default_factory=list)
    signature: str = ""  # what must stay the same while minimising
    features: frozenset[str] = frozenset()  # the failing program's shapes
    evaluate: bool = False  # compiled with --evaluate-constants


@dataclass
class Report:
    programs: int = 0
    compiled: int = 0
    refused: int = 0
    inputs: int = 0
    slow: int = 0  # inputs skipped: CPython took longer than REFERENCE_TIMEOUT_S
    seconds: float = 0.0
    failures: list[Failure] = field(default_factory=list)
    refusals: dict[str, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def per_minute(self) -> float:
        return 60.0 * self.programs / self.seconds if self.seconds else 0.0

    def add(self, **counts: int) -> None:
        with self.lock:
            for name, n in counts.items():
                setattr(self, name, getattr(self, name) + n)

    def counts(self) -> dict:
        return {"programs": self.programs, "compiled": self.compiled, "refused": self.refused,
                "inputs": self.inputs, "slow": self.slow, "refusals": dict(self.refusals)}

    def merge(self, counts: dict) -> None:
        counts = dict(counts)
        with self.lock:
            for construct, n in counts.pop("refusals").items():
                self.refusals[construct] = self.refusals.get(construct, 0) + n
        self.add(**counts)

    def refused_with(self, error: CompileError) -> None:
        # Program-specific names (F3_N, f3_h5) would make every refusal its own kind.
        construct = re.sub(r"\b[Ff]\d+_\d+_", "", error.construct)
        with self.lock:
            self.refused += 1
            self.refusals[construct] = self.refusals.get(construct, 0) + 1

    def summary(self) -> str:
        return (f"fuzzed {self.programs} programs in {self.seconds:.0f}s "
                f"({self.per_minute:.1f} programs/minute): {self.compiled} compiled and "
                f"compared on {self.inputs} inputs ({self.slow} skipped as slow in CPython), "
                f"{self.refused} refused with a located diagnostic, "
                f"{len(self.failures)} failures")


def _compile(src: Path, entries: list[str], workdir: Path, evaluate: bool = False):
    """`evaluate`: module constants the syntax cannot give are computed by
    importing the module in the build's sandbox (--evaluate-constants)."""
    return compile_file(src, entries, roots=[workdir], display_root=workdir,
                        evaluate_constants=evaluate)


# ------------------------------------------------------------------ the reference

def reference_outcomes(src: Path, entries: list[str], inputs: list[list],
                       workdir: Path, evaluate: bool = False) -> dict[tuple[str, int], Outcome]:
    """CPython's outcome of every entry on every input (reference_runner.py,
    in a child process); a call missing from the result ran out of time.
    `evaluate`: the build imported the module for its constants, so module
    code ran then, and what it prints is not the program's output."""
    job = json.dumps({"entries": entries, "inputs": inputs, "module_code_printed": not evaluate})
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    cmd = [sys.executable, str(HERE / "reference_runner.py"), str(src), str(workdir),
           str(REFERENCE_TIMEOUT_S)]
    limit = 60 + REFERENCE_TIMEOUT_S * len(entries) * len(inputs)
    try:
        proc = subprocess.run(cmd, input=job, capture_output=True, text=True, env=env,
                              timeout=limit)
        stdout, failed = proc.stdout, proc.returncode != 0
    except subprocess.TimeoutExpired as e:
        stdout = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
        failed = False
    out = {}
    for line in stdout.splitlines():
        row = json.loads(line)
        if row["kind"] != "timeout":
            out[(row["entry"], row["index"])] = Outcome(row["kind"], row["text"], row["detail"],
                                                       also=row.get("also", ""))
    if failed:
        raise RuntimeError(f"reference runner failed on {src}:\n{proc.stderr[-3000:]}")
    return out


_NAMESPACE = {"int": int, "float": float, "bool": bool, "str": str, "bytes": bytes,
              "list": list, "dict": dict, "set": set, "tuple": tuple, "None": None}


@functools.lru_cache(maxsize=4)
def _parsed(text: str) -> ast.Module:
    # A module of 25 programs is parsed once, not once per entry (that was
    # 8% of a long run's time).
    return pyast.parse(text)


def entry_signature(src: Path, entry: str) -> tuple[list, object]:
    """The entry's parameter and return annotations (how its command line is
    written), read from the source without importing it."""
    for node in _parsed(src.read_text()).body:
        if isinstance(node, ast.FunctionDef) and node.name == entry:
            ann = lambda a: eval(ast.unparse(a), dict(_NAMESPACE)) if a else None  # noqa: E731,S307
            return [ann(a.annotation) for a in node.args.args], ann(node.returns)
    raise KeyError(entry)


# ------------------------------------------------------------------ checking

def _owner(src: Path, line: int, entries: list[str]) -> str | None:
    """The entry whose program holds `line`: its function, its helpers
    (named after it) or its module state (named in capitals after it)."""
    for node in _parsed(src.read_text()).body:
        if node.lineno <= line <= node.end_lineno:
            names = [node.name] if isinstance(node, ast.FunctionDef) else \
                [n.id for n in ast.walk(node) if isinstance(n, ast.Name)]
            for entry in entries:
                if any(n == entry or n.startswith(entry + "_")
                       or n.startswith(entry.upper() + "_") for n in names):
                    return entry
    return None


def _split(entries: list[str], ok) -> tuple[list[str], list[str]]:  # noqa: ANN001
    """(entries that pass `ok` together, entries that fail it alone), by
    halving: a failure in a batch of 25 costs ~2 log2(25) tries, not 25."""
    if ok(entries):
        return list(entries), []
    if len(entries) == 1:
        return [], list(entries)
    half = len(entries) // 2
    good_a, bad_a = _split(entries[:half], ok)
    good_b, bad_b = _split(entries[half:], ok)
    if good_a and good_b and not ok(good_a + good_b):  # they fail only together
        return good_a, bad_a + bad_b + good_b
    return good_a + good_b, bad_a + bad_b


def compile_entries(src: Path, entries: list[str], workdir: Path, report: Report,
                    failures: list[Failure], evaluate: bool = False):
    """Traces the entries that compile; a refusal (CompileError) is dropped
    with its construct counted, any other exception (InternalError included:
    located, but a compiler bug) is an internal failure."""
    pending = list(entries)
    while pending:
        try:
            return _compile(src, pending, workdir, evaluate), pending
        except InternalError:  # located, but a compiler bug all the same: isolated below
            break
        except CompileError as e:
            owner = _owner(src, e.loc.line, pending) if len(pending) > 1 else pending[0]
            if owner is None:
                break
            pending.remove(owner)
            report.refused_with(e)
        except Exception:  # noqa: BLE001 - isolated below
            break
    if not pending:
        return None, []
    errors: dict[str, BaseException] = {}

    def traces(group: list[str]) -> bool:
        try:
            _compile(src, group, workdir, evaluate)
            return True
        except Exception as e:  # noqa: BLE001
            if len(group) == 1:
                errors[group[0]] = e
            return False

    good, bad = _split(pending, traces)
    for entry in bad:
        error = errors.get(entry)
        if isinstance(error, CompileError) and not isinstance(error, InternalError):
            report.refused_with(error)
        else:
            failures.append(Failure("internal", entry, "".join(traceback.format_exception(
                error)) if error else "fails only when compiled with other entries"))
    return (_compile(src, good, workdir, evaluate) if good else None), good


def check_module(src: Path, entries: list[str], inputs: list[list], workdir: Path,
                 flags: list[str], report: Report | None = None,
                 evaluate: bool = False) -> list[Failure]:
    """Compiles and checks the entries of one generated module (`evaluate`:
    with module constants computed by a sandboxed import, see _compile)."""
    report = report or Report()
    failures: list[Failure] = []
    result, good = compile_entries(src, entries, workdir, report, failures, evaluate)
    if not good:
        return failures
    binary = workdir / (src.stem + ".bin")
    try:
        native.build_executable(result.cpp, binary, flags)
    except RuntimeError as first:
        # The generated C++ carries #line directives: its errors name the
        # Python lines, hence the programs, that produced the bad code.
        lines = {int(n) for n in re.findall(rf"{re.escape(src.name)}:(\d+):\d+: error",
                                             str(first))}
        owners = {o for o in (_owner(src, n, good) for n in lines) if o}
        for entry in owners:
            failures.append(Failure("cxx", entry, str(first)[-3000:]))
        good = [e for e in good if e not in owners]
        if not good:
            return failures
        errors: dict[str, str] = {}
        built: list[list[str]] = []

        def builds(group: list[str]) -> bool:
            try:
                native.build_executable(_compile(src, group, workdir, evaluate).cpp, binary, flags)
                built.append(list(group))
                return True
            except RuntimeError as e:
                if len(group) == 1:
                    errors[group[0]] = str(e)[-3000:]
                return False

        good, bad = _split(good, builds)
        failures += [Failure("cxx", entry, errors.get(entry, "fails only with other entries"))
                     for entry in bad]
        if not good:
            return failures
        if built[-1] != good:
            native.build_executable(_compile(src, good, workdir, evaluate).cpp, binary, flags)
    report.add(compiled=len(good))
    references = reference_outcomes(src, good, inputs, workdir, evaluate)
    for entry in good:
        annotations, returns = entry_signature(src, entry)
        for index, args in enumerate(inputs):
            ref = references.get((entry, index))
            if ref is None:
                report.add(slow=1)
                continue
            report.add(inputs=1)
            # A single-entry executable takes no entry name on its command line.
            got = compiled_outcome(binary, args, entry if len(good) > 1 else None,
                                   annotations, returns)
            if not agree(ref, got, None):
                call = f"{entry}({', '.join(repr(a) for a in args)})"
                signature = "/".join(o.kind + (":" + o.text if o.kind == "raise" else "")
                                     for o in (ref, got))
                kind = "crash" if got.kind == "crash" else "mismatch"
                failures.append(Failure(kind, entry, f"{call}: CPython {ref}; compiled {got}",
                                        args, signature))
                break
    return failures


# ---------------------------------------------------------------- minimising

def minimise_failure(source: str, failure: Failure, flags: list[str], workdir: Path,
                     inputs: list[list] | None = None) -> str:
    """The failing program reduced while the same kind of failure persists
    (minimise.py)."""
    cases = [failure.inputs] if failure.inputs else (inputs or program_gen.inputs(0, 6))

    def fails(text: str) -> bool:
        with tempfile.TemporaryDirectory(dir=workdir) as tmp:
            name = "m" + hashlib.sha1(text.encode()).hexdigest()[:10]
            src = Path(tmp) / f"{name}.py"
            src.write_text(text)
            try:
                got = check_module(src, [failure.entry], cases, Path(tmp), flags,
                                   evaluate=failure.evaluate)
            except Exception:  # noqa: BLE001
                return failure.kind == "internal"
            return any(f.kind == failure.kind and f.signature == failure.signature for f in got)

    return minimise(source, failure.entry, fails)


def program_source(source: str, entry: str) -> str:
    """The module reduced to the entry, its helpers and its module state."""
    module = cst.parse_module(source)
    own = entry.upper() + "_"

    def mine(stmt: cst.CSTNode) -> bool:
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):  # its class: gen_classes
            return stmt.name.value == entry or stmt.name.value.startswith(entry + "_")
        code = module.code_for_node(stmt)
        if isinstance(stmt, cst.SimpleStatementLine) and isinstance(
                stmt.body[0], (cst.Import, cst.ImportFrom)):
            return True
        return own in code

    return module.with_changes(body=[s for s in module.body if mine(s)]).code


def save_reproducer(source: str, failure: Failure, folder: Path = FOUND) -> Path:
    folder.mkdir(exist_ok=True)
    digest = hashlib.sha1(source.encode()).hexdigest()[:12]
    path = folder / f"{failure.kind}_{digest}.py"
    features = ",".join(sorted(failure.features)) or "scalars"
    header = (f'"""Fuzzer reproducer ({failure.kind}; features: {features}).\n\n'
              f'{failure.detail.strip()[:1500]}\n"""\n'
              f"# entry: {failure.entry}\n"
              + ("# compile: evaluate-constants\n" if failure.evaluate else "")
              + f"# inputs: {json.dumps(failure.inputs)}\n")
    path.write_text(header + source)
    return path


# ---------------------------------------------------------------------- running

def check_job(src: Path, entries: list[str], inputs: list[list], workdir: Path,
              flags: list[str], evaluate: bool) -> tuple[list[Failure], dict]:
    """check_module on one generated module, with its own report's counts
    (a worker process cannot update the caller's report)."""
    report = Report()
    try:
        failures = check_module(src, entries, inputs, workdir, flags, report, evaluate)
    except Exception:  # noqa: BLE001 - a harness error must not end a long run
        failures = [Failure("internal", entries[0], traceback.format_exc())]
    report.programs = len(entries)
    return failures, report.counts()


def run(count: int, seed: int, batch: int = 25, sanitize: bool = False,
        save: bool = True, features: frozenset[str] = DEFAULT_FEATURES,
        minimise_failures: bool = True, folder: Path = FOUND,
        log=functools.partial(print, flush=True), progress: bool = False,
        processes: bool = False, batches: range | None = None) -> Report:
    """Checks `count` programs of `seed`, in modules of `batch`; `batches`
    (default: all) picks which modules, so that one long run can be split
    into shards run at different times: module b is the same program text
    whichever shard checks it."""
    report = Report()
    flags = SANITIZE if sanitize else []
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        workdir = Path(tmp)
        jobs = []
        for b, first in enumerate(range(0, count, batch)):
            if batches is not None and b not in batches:
                continue
            n = min(batch, count - first)
            gen = program_gen.ProgramGenerator(seed * 100003 + b, features)
            source, entries = program_gen.module_from(gen, n, prefix=f"f{b}_")
            src = workdir / f"fuzz_{seed}_{b}.py"
            src.write_text(source)
            ins = program_gen.inputs(seed * 7919 + b, INPUTS_PER_PROGRAM, features)
            evaluate = gen_core.MODULE_STATE in features and b % EVALUATE_EVERY != 0
            jobs.append((src, source, entries, ins, dict(gen.program_features), evaluate))

        # Two workers: the machines have 2 cores. Tracing is Python and holds
        # the GIL, so two threads never trace at once; long runs use processes
        # (--processes): 65.9 against 53.9 programs a minute (100 programs,
        # seed 77, --features all).
        planned = sum(len(job[2]) for job in jobs)
        pool_class = (concurrent.futures.ProcessPoolExecutor if processes
                      else concurrent.futures.ThreadPoolExecutor)
        with pool_class(max_workers=2) as pool:
            futures = {}
            for job in jobs:
                src, _, entries, ins, _, evaluate = job
                futures[pool.submit(check_job, src, entries, ins, workdir, flags, evaluate)] = job
            for future in concurrent.futures.as_completed(futures):
                failures, counts = future.result()
                report.merge(counts)
                src, source, entries, ins, program_features, evaluate = futures[future]
                for failure in failures:
                    failure.features = program_features.get(failure.entry, frozenset())
                    failure.evaluate = evaluate
                    report.failures.append(failure)
                    log(f"FAILURE {failure.kind} in {failure.entry} "
                        f"[{','.join(sorted(failure.features)) or 'scalars'}]: "
                        f"{failure.detail.strip().splitlines()[-1][:300]}")
                    if save:
                        # A compile failure has no failing input: record one of
                        # the module's, so the reproducer replays with its arity.
                        failure.inputs = failure.inputs or ins[0]
                        small = program_source(source, failure.entry)
                        if minimise_failures:
                            small = minimise_failure(small, failure, flags, workdir, ins)
                        log(f"  saved {save_reproducer(small, failure, folder)}")
                if progress:
                    report.seconds = time.time() - start
                    # The module's name (fuzz_<seed>_<index>) says which shards are done.
                    log(f"  [{report.programs}/{planned}] {src.stem} checked, "
                        f"{report.per_minute:.1f} programs/minute, {len(report.failures)} failures")
    report.seconds = time.time() - start
    return report


def failing_features(report: Report) -> dict[str, int]:
    """How many failing programs used each feature ("scalars": none)."""
    counts: collections.Counter[str] = collections.Counter()
    for f in report.failures:
        for name in f.features or {"scalars"}:
            counts[name] += 1
    return dict(counts)


def evaluates_constants(text: str) -> bool:
    """Whether a reproducer was compiled with --evaluate-constants."""
    return re.search(r"^# compile: evaluate-constants$", text, re.M) is not None


def _reproducer(path: Path) -> tuple[str, str, list[list], frozenset[str]]:
    """(source without its header, entry, inputs, features) of a reproducer."""
    text = path.read_text()
    entry = re.search(r"^# entry: (\w+)$", text, re.M).group(1)
    inputs = json.loads(re.search(r"^# inputs: (.*)$", text, re.M).group(1))
    named = re.search(r"features: ([\w,]+)\)", text)
    features = gen_core.parse_features(named.group(1)) if named and \
        named.group(1) != "scalars" else frozenset()
    body = text[text.index("\n", text.index("# inputs: ")) + 1:]
    cases = [inputs] if inputs else program_gen.inputs(0, INPUTS_PER_PROGRAM, features)
    return body, entry, cases, features


def replay(paths: list[Path], minimise_into: Path | None = None) -> int:
    """Re-checks saved reproducers (entry and inputs from their headers);
    with `minimise_into`, minimises each that still fails and saves it there."""
    status = 0
    for path in paths:
        body, entry, inputs, features = _reproducer(path)
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / f"replay_{path.stem}.py"
            src.write_text(path.read_text())
            evaluate = evaluates_constants(path.read_text())
            failures = check_module(src, [entry], inputs, Path(tmp), [], evaluate=evaluate)
            print(f"{'FAILS' if failures else 'passes'}  {path}", flush=True)
            for f in failures:
                print(f"    {f.kind}: {f.detail.strip().splitlines()[-1][:300]}", flush=True)
                if minimise_into:
                    f.features, f.evaluate = features, evaluate
                    small = minimise_failure(body, f, [], Path(tmp), inputs)
                    print(f"    minimised: {save_reproducer(small, f, minimise_into)}", flush=True)
        status |= bool(failures)
    return status


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--batch", type=int, default=25)
    parser.add_argument("--features", default=",".join(sorted(DEFAULT_FEATURES)),
                        help=f"'all', 'none' or some of {sorted(gen_core.FEATURES)}")
    parser.add_argument("--sanitize", action="store_true",
                        help="build with AddressSanitizer and UndefinedBehaviorSanitizer")
    parser.add_argument("--no-save", action="store_true", help="do not write reproducers")
    parser.add_argument("--processes", action="store_true",
                        help="check modules in two worker processes, not threads (long runs)")
    parser.add_argument("--no-minimise", action="store_true",
                        help="save failing programs unminimised (long runs: minimise later)")
    parser.add_argument("--out", type=Path, default=FOUND, help="where reproducers go")
    parser.add_argument("--shard", metavar="FIRST:END",
                        help="check only modules FIRST..END-1 of the run (of --batch programs "
                             "each): a long run split over several sittings")
    parser.add_argument("--replay", type=Path, nargs="+", help="re-check saved reproducers")
    parser.add_argument("--minimise", type=Path, nargs="+", metavar="REPRODUCER",
                        help="minimise saved reproducers that still fail into --out")
    args = parser.parse_args()
    if args.replay or args.minimise:
        return replay(args.replay or args.minimise, args.out if args.minimise else None)
    features = gen_core.parse_features(args.features)
    shard = range(*map(int, args.shard.split(":"))) if args.shard else None
    print(f"fuzzing {args.count} programs, seed {args.seed}, features "
          f"{','.join(sorted(features)) or 'none'}"
          + (f", modules {shard.start}..{shard.stop - 1} of {args.batch} programs" if shard
             else ""), flush=True)
    report = run(args.count, args.seed, args.batch, args.sanitize, not args.no_save, features,
                 not args.no_minimise, args.out, progress=True, processes=args.processes,
                 batches=shard)
    print(report.summary())
    if report.per_minute:
        print(f"  at this rate 10,000 programs take {10000 / report.per_minute / 60:.1f} hours")
    for name, n in sorted(failing_features(report).items()):
        print(f"  failing programs using {name}: {n}")
    for construct, n in sorted(report.refusals.items(), key=lambda kv: -kv[1]):
        print(f"  refused {n}x: {construct}")
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
