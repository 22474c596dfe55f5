"""`pyaot tune`: build every candidate, measure it, model the operators,
choose, write the selection file, and check the choice.

1. Candidates: the pruned variant space of the function in sampling order
   (pyaot.variants), each built with per-op telemetry: by the host compiler
   here (`pyaot tune FILE.py:FUNC`), or by Bazel's fan-out
   (`py_aot_binary(variants = "all")`, one action per candidate, remote
   execution welcome) for `pyaot tune //pkg:name` (pyaot.tuning.bazel).
2. Inputs: the user's (`--inputs FILE.json`) or generated from the signature
   at sizes spanning `--sizes` (every array argument gets that many elements,
   square when two-dimensional).
3. Measurement: every candidate on every input, `--rounds` processes of
   `--repeat` calls each, candidates in a rotating order (slow drift of the
   machine favours none); whole-call times and per-op records go to the store.
4. Model: pyaot.tuning.model on everything the store holds for this
   platform, old runs included (more data, better fits); its accuracy is
   checked on sizes held out of the fit and printed.
5. Choice: per operator, size-dispatch rows; changes against the previous
   selection file are reported with the evidence for them.
6. Check: the chosen program against the all-defaults program, measured
   afresh on every input.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import statistics
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

from pyaot import native, ndops, variants
from pyaot.tuning import model
from pyaot.tuning.store import Store, parse_records

DEFAULT_SIZES = (1_000, 10_000, 100_000, 1_000_000)
NEAR_OPTIMAL = 1.05  # a pick this close to the measured best is within the noise


@dataclass(frozen=True)
class Candidate:
    index: int
    plan: dict
    executable: Path


@dataclass(frozen=True)
class TuneInput:
    label: str
    args: list[str]  # command-line arguments: values and .npy paths
    size: int  # elements of the first array argument


@dataclass
class Measurement:
    candidate: int
    input: str
    size: int
    seconds: list[float]


@dataclass
class Report:
    lines: list[str] = field(default_factory=list)
    selection: dict = field(default_factory=dict)
    held_out: list[model.HeldOut] = field(default_factory=list)
    flips: list[str] = field(default_factory=list)
    speedups: dict[str, float] = field(default_factory=dict)  # input label -> default/chosen

    def say(self, line: str = "") -> None:
        self.lines.append(line)
        print(line, flush=True)


# ------------------------------------------------------------ candidates


Compiler = Callable[[variants.BuildVariants], Any]  # BuildVariants -> driver.Compilation


def build_candidates(compile_with: Compiler, workdir: Path, space: dict,
                     jobs: int = 2, only: list[int] | None = None) -> list[Candidate]:
    """Every candidate program of `space` (pyaot.variants.describe), or
    those numbered in `only`, with telemetry, compiled by the host C++
    compiler."""
    numbers = range(len(space["candidates"])) if only is None else only
    compilations = {
        k: compile_with(variants.BuildVariants(platform=space["platform"], candidate=k,
                                               max_candidates=space["cap"], telemetry=True))
        for k in numbers}

    def build(k: int) -> Candidate:
        exe = native.build_executable(compilations[k].cpp, workdir / f"candidate_{k}")
        return Candidate(k, compilations[k].variants.get("plan", {}), exe)

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        return list(pool.map(build, compilations))


def load_candidates(directory: Path, name: str = "*") -> tuple[list[Candidate], dict]:
    """The outputs of a Bazel fan-out: <name>.candidate_<k> executables, each
    beside its <name>.candidate_<k>.variants.json (surplus ones, which repeat
    the default program, are skipped); and the space they were drawn from."""
    out, space = [], {}
    for meta in sorted(directory.glob(f"{name}.candidate_*.variants.json")):
        data = json.loads(meta.read_text())
        exe = meta.with_name(meta.name.removesuffix(".variants.json"))
        if "candidate" not in data or data.get("duplicate_of") is not None:
            continue
        if not exe.exists():
            raise FileNotFoundError(f"{meta} has no executable beside it ({exe.name})")
        out.append(Candidate(data["candidate"], data.get("plan", {}), exe))
        space = data
    if not out:
        raise FileNotFoundError(f"no candidates ({name}.candidate_*.variants.json) in "
                                f"{directory}")
    return sorted(out, key=lambda c: c.index), space


# ---------------------------------------------------------------- inputs


def generate_inputs(param_types: list[str], sizes: list[int], workdir: Path,
                    seed: int = 0) -> list[TuneInput]:
    """Inputs from the signature: every array argument gets `size` elements
    (square matrices, C order), numbers a fixed value."""
    rng = np.random.default_rng(seed)
    out = []
    for size in sizes:
        args, first = [], None
        for k, t in enumerate(param_types):
            parsed = ndops.parse_array_type(t)
            if parsed is None:
                scalar = {"int": "3", "float": "0.5", "bool": "True"}.get(t)
                if scalar is None:
                    raise ValueError(f"cannot generate a {t} argument: give --inputs")
                args.append(scalar)
                continue
            dtype, ndim = parsed
            ndim = ndim or 1
            side = max(1, int(round(size ** (1.0 / ndim))))
            shape = (side,) * ndim
            if dtype.startswith("float"):
                value = rng.standard_normal(shape).astype(dtype)
            elif dtype == "bool":
                value = rng.random(shape) < 0.5
            else:
                value = rng.integers(0, 100, size=shape).astype(dtype)
            path = workdir / f"in_{size}_{k}.npy"
            np.save(path, value)
            args.append(str(path))
            first = first if first is not None else value.size
        out.append(TuneInput(f"n={size}", args, first or 1))
    return out


def load_inputs(path: Path) -> list[TuneInput]:
    """User inputs: [{"label": ..., "args": [...]}, ...]; .npy paths are
    relative to the file."""
    out = []
    for i, item in enumerate(json.loads(path.read_text())):
        args = [str((path.parent / a).resolve()) if str(a).endswith(".npy") else str(a)
                for a in item["args"]]
        size = next((int(np.load(a, mmap_mode="r").size) for a in args if a.endswith(".npy")), 1)
        out.append(TuneInput(item.get("label", f"input {i}"), args, size))
    return out


# ----------------------------------------------------------- measurement


def run_once(exe: Path, tune_input: TuneInput, repeat: int, telemetry: Path | None,
             workdir: Path) -> tuple[list[float], str]:
    env = dict(os.environ)
    env.pop("PYAOT_TELEMETRY", None)
    if telemetry is not None:
        telemetry.unlink(missing_ok=True)
        env["PYAOT_TELEMETRY"] = str(telemetry)
    out = workdir / "result.npy"
    cmd = [str(exe), "--out", str(out), "--repeat", str(repeat), *tune_input.args]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
    if proc.returncode != 0:
        raise RuntimeError(f"{exe.name} failed on {tune_input.label} "
                           f"(exit {proc.returncode}): {proc.stderr[-2000:]}")
    seconds = next((line.split(":", 1)[1].split() for line in proc.stderr.splitlines()
                    if line.startswith("pyaot-call-seconds:")), [])
    records = telemetry.read_text() if telemetry is not None and telemetry.exists() else ""
    return [float(s) for s in seconds], records


def measure(candidates: list[Candidate], inputs: list[TuneInput], repeat: int, rounds: int,
            store: Store, program: str, platform: str, workdir: Path) -> list[Measurement]:
    """`rounds` processes per candidate and input, `repeat` calls each. Several
    processes matter: on shared machines one process can run consistently
    faster than the next (placement, frequency), which repeats within one
    process never reveal."""
    out = {(c.index, t.label): Measurement(c.index, t.label, t.size, [])
           for t in inputs for c in candidates}
    turn = 0
    for _ in range(rounds):
        for tune_input in inputs:
            turn += 1
            k = turn % len(candidates)
            for c in candidates[k:] + candidates[:k]:
                telemetry = workdir / "telemetry.jsonl"
                seconds, text = run_once(c.executable, tune_input, repeat, telemetry, workdir)
                store.add_run(program=program, candidate=c.index, plan=c.plan,
                              platform=platform, input_label=tune_input.label,
                              input_size=tune_input.size, call_seconds=seconds,
                              records=parse_records(text))
                out[(c.index, tune_input.label)].seconds.extend(seconds)
    return list(out.values())


# ---------------------------------------------------------------- report


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:9.3f}"


def candidate_table(report: Report, candidates: list[Candidate],
                    measurements: list[Measurement], defaults: dict[str, str]) -> None:
    labels = list(dict.fromkeys(m.input for m in measurements))
    report.say("Candidates (ms per call: median [min, max] over the repeats):")
    for c in candidates:
        changed = {op: v for op, v in c.plan.items() if defaults.get(op) != v}
        name = "defaults" if not changed else ", ".join(f"{op}={v}" for op, v in changed.items())
        cells = []
        for label in labels:
            m = next(m for m in measurements if m.candidate == c.index and m.input == label)
            cells.append(f"{label}: {statistics.median(m.seconds) * 1e3:.3f} "
                         f"[{min(m.seconds) * 1e3:.3f}, {max(m.seconds) * 1e3:.3f}]")
        report.say(f"  #{c.index:<2} {name}")
        report.say("      " + "; ".join(cells))


def _dominant_dtype(fits_by_key: dict[tuple[str, str, str], dict[str, model.Fit]],
                    op: str, platform: str) -> tuple[str, dict[str, model.Fit]] | None:
    keys = [k for k in fits_by_key if k[0] == op and k[1] == platform]
    if not keys:
        return None
    key = max(keys, key=lambda k: sum(f.samples for f in fits_by_key[k].values()))
    return key[2], fits_by_key[key]


def select(report: Report, store: Store, space_info: dict, platform: str,
           previous: dict | None) -> dict:
    """Fits the store's data, reports the models, the held-out check and any
    flips, and returns the platform's entries for the selection file."""
    ops = {o["op"]: o["default"] for o in space_info["operators"]}
    timings = store.timings(platform, ops)
    fits = model.fit_all(timings)
    entries: dict[str, Any] = {}
    report.say("")
    report.say(f"Models on {platform} (log latency ~ polynomial in log size; "
               "prediction [95% CI]):")
    for op, default in sorted(ops.items()):
        found = _dominant_dtype(fits, op, platform)
        if found is None:
            continue
        dtype, by_variant = found
        grid = sorted({s for f in by_variant.values() for s in f.sizes})
        for v, f in sorted(by_variant.items()):
            cells = ", ".join(f"{s}: {f.predict(s).format()}" for s in grid)
            report.say(f"  {op} [{v}] {dtype}, {f.samples} calls: {cells}")
        rows = model.choose(by_variant, default)
        evidence = {v: {"samples": f.samples,
                        "predicted_ms": {str(s): round(f.predict(s).ns / 1e6, 6) for s in grid}}
                    for v, f in sorted(by_variant.items())}
        entries[op] = {"choice": rows, "default": default, "dtype": dtype, "evidence": evidence}
        report.say(f"  -> {op}: {describe_rows(rows)}")
        old = (previous or {}).get(op)
        if old:
            for size, was, now in _flip_ranges(old["choice"], rows, grid):
                why = (f"{was} {by_variant[was].predict(size).format()} vs {now} "
                       f"{by_variant[now].predict(size).format()}"
                       if was in by_variant and now in by_variant else "variant unmeasured")
                before = old.get("evidence", {}).get(now, {}).get("samples", 0)
                line = (f"FLIP {op} at {size} elements: {was} -> {now}: {why}; "
                        f"{now} now has {by_variant[now].samples} calls (was {before})"
                        if now in by_variant else f"FLIP {op} at {size}: {was} -> {now}")
                report.flips.append(line)
                report.say("  " + line)

    report.held_out = model.held_out(timings)
    if report.held_out:
        n = len(report.held_out)
        right = sum(h.predicted == h.measured for h in report.held_out)
        near = sum(h.regret <= NEAR_OPTIMAL for h in report.held_out)
        worst = max(h.regret for h in report.held_out)
        report.say("")
        report.say(f"Held-out check (fit without these sizes): the predicted fastest variant "
                   f"was the measured fastest at {right}/{n} (op, size) points "
                   f"({100 * right / n:.0f}%), within {100 * (NEAR_OPTIMAL - 1):.0f}% of it at "
                   f"{near}/{n} ({100 * near / n:.0f}%); worst regret {worst:.2f}x "
                   "(measured time of the pick / of the best)")
        for h in report.held_out:
            mark = "ok " if h.predicted == h.measured else "MISS"
            report.say(f"  {mark} {h.op} {h.dtype} n={h.size}: predicted {h.predicted}, "
                       f"measured fastest {h.measured} (regret {h.regret:.2f}x)")
    return entries


def _flip_ranges(old_rows: list, new_rows: list, grid: list[int]) -> list[tuple[int, str, str]]:
    """The first size of each run of sizes where the choice changed."""
    out, last = [], None
    for size, was, now in model.flips(old_rows, new_rows, grid):
        if (was, now) != last:
            out.append((size, was, now))
        last = (was, now)
    return out


def describe_rows(rows: list) -> str:
    if len(rows) == 1:
        return rows[0][1]
    parts, lower = [], 0
    for upper, v in rows:
        parts.append(f"{v} for n in [{lower}, {'inf' if upper is None else upper})")
        lower = upper
    return "; ".join(parts)


def write_selection(path: Path, program: str, platform: str, entries: dict) -> dict:
    data: dict[str, Any] = {"format": variants.SELECTION_FORMAT, "platforms": {}}
    if path.exists():
        data = json.loads(path.read_text())
    data.setdefault("programs", [])
    if program not in data["programs"]:
        data["programs"] = sorted([*data["programs"], program])
    data["platforms"].setdefault(platform, {}).update(entries)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return data


def previous_entries(path: Path | None, platform: str) -> dict | None:
    if path is None or not path.exists():
        return None
    return json.loads(path.read_text()).get("platforms", {}).get(platform)


def compare(report: Report, default_exe: Path, chosen_exe: Path, inputs: list[TuneInput],
            repeat: int, rounds: int, workdir: Path) -> None:
    """The chosen program against the all-defaults one, interleaved runs."""
    report.say("")
    report.say("Check: chosen program vs all defaults (ms per call, median of "
               f"{repeat} calls x {rounds} runs):")
    for tune_input in inputs:
        times: dict[str, list[float]] = {"default": [], "chosen": []}
        for _ in range(rounds):
            for name, exe in (("default", default_exe), ("chosen", chosen_exe)):
                seconds, _ = run_once(exe, tune_input, repeat, None, workdir)
                times[name] += seconds
        d, c = statistics.median(times["default"]), statistics.median(times["chosen"])
        report.speedups[tune_input.label] = d / c
        report.say(f"  {tune_input.label:>12}: default {_ms(d)}  chosen {_ms(c)}  "
                   f"speed-up {d / c:.2f}x")


def tune(*, space: dict, candidates: list[Candidate], selection: Path, store_path: Path,
         build_chosen: Callable[[Path], Path], inputs_file: Path | None = None,
         sizes: list[int] | None = None, repeat: int = 5, rounds: int = 3) -> Report:
    """The whole loop for one program. `space` is what the tracer's
    --out-variants wrote (pyaot.variants.describe plus program and
    param_types); `build_chosen(selection)` builds the program that reads the
    new selection file and returns its executable."""
    program, platform = space["program"], space["platform"]
    report = Report()
    report.say(f"{program} on {platform}: {len(space['operators'])} operator(s) with "
               f"variants, space {space['size']}, {len(candidates)} candidate(s) "
               f"(cap {space['cap']})")
    for note in space["pruned"]:
        report.say(f"  pruned: {note}")
    if not space["operators"]:
        report.say("nothing to tune: no operator with variants is called")
        return report
    store = Store(store_path)
    try:
        with tempfile.TemporaryDirectory(prefix="pyaot-tune-") as tmp:
            workdir = Path(tmp)
            inputs = (load_inputs(inputs_file) if inputs_file else
                      generate_inputs(space["param_types"], list(sizes or DEFAULT_SIZES),
                                      workdir))
            measurements = measure(candidates, inputs, repeat, rounds, store, program,
                                   platform, workdir)
            defaults = {o["op"]: o["default"] for o in space["operators"]}
            candidate_table(report, candidates, measurements, defaults)
            entries = select(report, store, space, platform,
                             previous_entries(selection, platform))
            report.selection = write_selection(selection, program, platform, entries)
            report.say("")
            report.say(f"wrote {selection}")
            default_exe = next(c.executable for c in candidates if c.index == 0)
            compare(report, default_exe, build_chosen(selection), inputs, repeat, rounds + 2,
                    workdir)
    finally:
        store.close()
    return report
