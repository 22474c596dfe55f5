"""Implementation variants: the space a function's operators span, how it is
pruned and sampled, and the plan that says which variant each operator runs.

Everything here is plain data over the typed IR, where every array-operator
call with alternatives carries them (ir.Call.variants, ir.Call.variant = the
declared default):

* The **space** of a function is the product, over the distinct operators it
  calls, of each operator's variants. Variants are chosen per operator, not
  per call site: the telemetry and the selection file are keyed by operator,
  platform and input size, so two sites of numpy.multiply share one choice
  (a site-level choice would multiply the space without more evidence).
* **Pruning** (in this order): a variant that needs a capability the target
  platform lacks is dropped (`variant_requires` in ops/decls; wasm32 has no
  threads); an operator left with one variant leaves the space.
* **Sampling order**, applied before the cap: the default program first, then
  every single-operator deviation from it (each variant of each operator once,
  so every variant is measured with a cap of 1 + sum(v_i - 1)), then the
  remaining combinations in a fixed pseudo-random order (seed 0). The per-op
  telemetry needs only the first two groups (its model is per operator);
  the rest measure interactions when the cap allows.

A **plan** maps an operator to a choice: a variant name, or a size dispatch
`[[upper, variant], ..., [None, variant]]`: the first row whose `upper`
exceeds the element count of the call's first array argument wins.
"""

from __future__ import annotations

import itertools
import json
import platform as _platform
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Union

from pyaot import ir
from pyaot import fusion

Choice = Union[str, list]  # a variant name, or [[upper | None, variant], ...]
Plan = dict[str, Choice]

SELECTION_FORMAT = "pyaot-selection/1"
DEFAULT_CAP = 16

# Platform keys are <os>_<cpu>, as in //platforms names (simulator and GPU
# flavours share their CPU's key), and <os>_<cpu>_musl for static musl
# builds (rules/private:key_*). What each platform offers variants:
# "blas": a CBLAS library can be loaded at run time (pyaot/nd/blas.hpp;
# Android, iOS and static musl keep the portable kernels; neither do they
# load ONNX Runtime, pinned for glibc and macOS only: pyaot.onnx_runtime).
_NO_THREADS = frozenset()
_THREADS = frozenset({"threads"})
_BLAS = frozenset({"threads", "blas"})
PLATFORM_CAPABILITIES = {"wasm32": _NO_THREADS, "linux_x86_64": _BLAS, "linux_aarch64": _BLAS,
                         "linux_x86_64_musl": _THREADS, "linux_aarch64_musl": _THREADS,
                         "macos_arm64": _BLAS, "macos_x86_64": _BLAS}


@dataclass(frozen=True)
class OpSpace:
    op: str
    variants: tuple[str, ...]  # the default first, then by name
    default: str
    sites: tuple[str, ...]  # "file:line:col" of each call


def host_platform() -> str:
    """This machine's platform key, e.g. linux_x86_64, macos_arm64."""
    system = _platform.system().lower().replace("darwin", "macos")
    machine = _platform.machine().lower()
    cpu = {"amd64": "x86_64", "arm64": "aarch64" if system == "linux" else "arm64",
           "aarch64": "aarch64" if system == "linux" else "arm64"}.get(machine, machine)
    return f"{system}_{cpu}"


def capabilities(platform: str) -> frozenset[str]:
    return PLATFORM_CAPABILITIES.get(platform, _THREADS)


def variant_calls(typed: ir.TypedProgram) -> list[ir.Call]:
    return [n for n in ir.walk(typed.instances)
            if isinstance(n, ir.Call) and n.kind == "nd" and n.variants]


def _site(call: ir.Call) -> str:
    return f"{call.loc.file}:{call.loc.line}:{call.loc.col}"


def space(typed: ir.TypedProgram) -> list[OpSpace]:
    """Every operator with alternatives that the program calls, by name; and
    the pseudo-operator pyaot.fuse (off, on, threaded) when it has chains of
    ufuncs that can be fused (pyaot.fusion)."""
    by_op: dict[str, tuple[ir.Call, list[str]]] = {}
    for call in variant_calls(typed):
        by_op.setdefault(call.callee, (call, []))[1].append(_site(call))
    out = []
    for op, (call, sites) in sorted(by_op.items()):
        names = (call.variant, *sorted(v for v in call.variants if v != call.variant))
        out.append(OpSpace(op, names, call.variant, tuple(sorted(set(sites)))))
    roots = fusion.roots(typed)
    if roots:
        out.append(OpSpace(fusion.FUSE_OP, fusion.FUSE_VARIANTS, fusion.FUSE_VARIANTS[0],
                           tuple(sorted({_site(c) for c in roots}))))
    return out


def _known(typed: ir.TypedProgram) -> dict[str, set[str]]:
    """Operator -> its variants, for the operators this program calls."""
    known: dict[str, set[str]] = {}
    for call in variant_calls(typed):
        known.setdefault(call.callee, set()).update(call.variants)
    if fusion.roots(typed):
        known[fusion.FUSE_OP] = set(fusion.FUSE_VARIANTS)
    return known


def prune(ops_space: list[OpSpace], requires: dict[str, dict[str, tuple[str, ...]]],
          platform: str) -> tuple[list[OpSpace], list[str]]:
    """Drops variants the platform cannot run and operators left without a
    choice; returns the pruned space and one note per pruning decision."""
    caps = capabilities(platform)
    requires = {**requires, fusion.FUSE_OP: fusion.FUSE_REQUIRES}
    kept, notes = [], []
    for s in ops_space:
        needs = requires.get(s.op, {})
        ok = tuple(v for v in s.variants if set(needs.get(v, ())) <= caps)
        for v in s.variants:
            if v not in ok:
                notes.append(f"{s.op}: variant {v} needs {', '.join(needs[v])}, which "
                             f"{platform} lacks")
        if len(ok) < 2:
            notes.append(f"{s.op}: one variant left on {platform}, nothing to choose")
            continue
        kept.append(OpSpace(s.op, ok, s.default if s.default in ok else ok[0], s.sites))
    return kept, notes


def size(ops_space: list[OpSpace]) -> int:
    n = 1
    for s in ops_space:
        n *= len(s.variants)
    return n


def candidates(ops_space: list[OpSpace], cap: int = DEFAULT_CAP) -> list[dict[str, str]]:
    """Up to `cap` distinct programs (op -> variant), in the sampling order
    the module docstring gives."""
    default = {s.op: s.default for s in ops_space}
    ordered = [default]
    for s in ops_space:
        for v in s.variants:
            if v != s.default:
                ordered.append({**default, s.op: v})
    seen = {tuple(sorted(c.items())) for c in ordered}
    rng = random.Random(0)
    total = size(ops_space)
    if total <= 4096:
        rest = [dict(zip(default, combo))
                for combo in itertools.product(*(s.variants for s in ops_space))]
        rng.shuffle(rest)
    else:  # too many to list: draw until the cap is met
        rest = (dict((s.op, rng.choice(s.variants)) for s in ops_space)
                for _ in range(cap * 64))
    for c in rest:
        if len(ordered) >= min(cap, total):
            break
        key = tuple(sorted(c.items()))
        if key not in seen:
            seen.add(key)
            ordered.append(c)
    return ordered[:cap]


def describe(ops_space: list[OpSpace], notes: list[str], platform: str,
             cap: int) -> dict[str, Any]:
    """The space as JSON data (the tracer's --list-variants)."""
    return {
        "platform": platform,
        "operators": [{"op": s.op, "variants": list(s.variants), "default": s.default,
                       "sites": list(s.sites)} for s in ops_space],
        "size": size(ops_space),
        "cap": cap,
        "pruned": notes,
        "candidates": candidates(ops_space, cap),
    }


# ------------------------------------------------------------------ plans


def parse_plan(text: str) -> Plan:
    """A plan from the command line: JSON ({"numpy.sum": "sequential"}) or
    op=variant pairs separated by commas."""
    text = text.strip()
    if not text:
        return {}
    if text.startswith("{"):
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("a variant plan is a JSON object: {\"numpy.sum\": \"sequential\"}")
        return data
    plan: Plan = {}
    for pair in text.split(","):
        op, sep, variant = pair.partition("=")
        if not sep or not op.strip() or not variant.strip():
            raise ValueError(f"variant choice {pair!r}: write op=variant, e.g. "
                             "numpy.matmul=blocked")
        plan[op.strip()] = variant.strip()
    return plan


def load_selection(path: Path, platform: str) -> Plan:
    """The plan a selection file (written by `pyaot tune`) gives `platform`;
    empty (every default) when it has no entry for it."""
    data = json.loads(Path(path).read_text())
    if data.get("format") != SELECTION_FORMAT:
        raise ValueError(f"{path}: not a pyaot selection file (format "
                         f"{data.get('format')!r}, expected {SELECTION_FORMAT!r})")
    chosen = data.get("platforms", {}).get(platform, {})
    return {op: entry["choice"] for op, entry in chosen.items()}


def check_plan(plan: Plan, typed: ir.TypedProgram, strict: bool) -> list[str]:
    """Problems with a plan for this program: a variant an operator lacks
    (always), an operator the program does not call (when `strict`: a
    hand-written plan; a selection file may cover other functions too)."""
    known = _known(typed)
    problems = []
    for op, choice in plan.items():
        if op not in known:
            if strict:
                called = ", ".join(sorted(known)) or "none"
                problems.append(f"{op} is not called with variants by this program "
                                f"(operators with variants here: {called})")
            continue
        for variant in variant_names(choice):
            if variant not in known[op]:
                problems.append(f"{op} has no variant {variant!r} (it has "
                                f"{', '.join(sorted(known[op]))})")
    return problems


def variant_names(choice: Choice) -> list[str]:
    if isinstance(choice, str):
        return [choice]
    return [row[1] for row in choice]


def dispatch_rows(choice: Choice) -> list[tuple[int | None, str]]:
    """A choice as size-dispatch rows; a plain name is one open-ended row."""
    if isinstance(choice, str):
        return [(None, choice)]
    rows = [(None if upper is None else int(upper), str(v)) for upper, v in choice]
    if not rows or rows[-1][0] is not None:
        raise ValueError(f"size dispatch {choice!r} must end with [null, variant]")
    return rows


# ------------------------------------------------------- a build's choice


@dataclass(frozen=True)
class BuildVariants:
    """How one build picks variants; every field's default keeps the declared
    defaults and adds nothing to the program."""

    platform: str = ""  # the target's key; "" = this machine
    selection: Path | None = None  # a selection file written by `pyaot tune`
    plan: Plan | None = None  # explicit choices; override the selection per operator
    candidate: int | None = None  # build the k-th candidate of the pruned space instead
    max_candidates: int = DEFAULT_CAP
    telemetry: bool = False  # time every variant call (PYAOT_TELEMETRY=file at run time)
    # The entry point's @compile(metadata={"variants": {...}}): its author's
    # preferences, taken first; a selection file or explicit plan overrides them.
    hints: Plan | None = None

    @property
    def target_platform(self) -> str:
        return self.platform or host_platform()


def resolve(build: BuildVariants, typed: ir.TypedProgram,
            requires: dict[str, dict[str, tuple[str, ...]]]) -> tuple[Plan, dict[str, Any]]:
    """The plan for this build, and what it was made from (for --out-plan).
    Raises ValueError naming the fix for a choice the program cannot take."""
    platform = build.target_platform
    pruned, notes = prune(space(typed), requires, platform)
    info = describe(pruned, notes, platform, build.max_candidates)
    if build.selection is not None:
        info["selection"] = Path(build.selection).as_posix()
    if build.candidate is not None:  # (the selection is not read: the candidate decides)
        options = info["candidates"]
        if build.candidate >= len(options):
            # The Bazel fan-out declares max_candidates targets before the
            # space is known; the surplus ones build the default program.
            info.update(candidate=build.candidate, duplicate_of=0)
            return {}, info
        info["candidate"] = build.candidate
        plan: Plan = dict(options[build.candidate])
        info["plan"] = plan
        return plan, info
    plan = {}
    if build.hints:
        problems = check_plan(build.hints, typed, strict=True)
        if problems:
            raise ValueError("@compile(metadata={'variants': ...}): " + "; ".join(problems))
        plan.update(build.hints)
        info["hints"] = dict(build.hints)
    if build.selection is not None:
        # A selection file may cover other programs too: keep what this one calls.
        called = set(_known(typed))
        plan.update((op, choice) for op, choice in load_selection(build.selection, platform).items()
                    if op in called)
        problems = check_plan(plan, typed, strict=False)
        if problems:
            raise ValueError(f"{build.selection}: " + "; ".join(problems) +
                             ": re-run `pyaot tune` for this program")
    if build.plan:
        problems = check_plan(build.plan, typed, strict=True)
        if problems:
            raise ValueError("variants: " + "; ".join(problems))
        plan.update(build.plan)
    info["plan"] = plan
    return plan, info
