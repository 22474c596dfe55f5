"""Empirical optimisation (tracer/pyaot/variants.py, tracer/pyaot/tuning/):
the variant space and its pruning, every candidate program against NumPy,
size dispatch and telemetry in compiled programs, the SQLite store and its
export to a real PostgreSQL server, the latency model, and the tuner end to
end with its selection file, held-out check and flip reports."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import local_postgres
import numpy as np
import pytest

import sampling
from pyaot import native, variants
from pyaot.driver import compile_file
from pyaot.tuning import model, store, tuner

REPO = Path(__file__).resolve().parent.parent
EXAMPLE = REPO / "examples" / "tuned.py"
PLATFORM = variants.host_platform()


def compile_example(function: str, build: variants.BuildVariants | None = None):
    return compile_file(EXAMPLE, [function], roots=[REPO], display_root=REPO,
                        build_variants=build)


def reference(function: str, *args):
    x = args
    if function == "chain":
        return np.sqrt(x[0] * x[0] + x[1] * x[1]) * np.exp(-x[0])
    if function == "feature_totals":
        return x[0].T.sum(axis=1)
    return x[0] @ x[1]


def inputs(function: str, n: int, rng: np.random.Generator) -> list[np.ndarray]:
    if function == "chain":
        return [rng.standard_normal(n), rng.standard_normal(n)]
    side = int(round(n ** 0.5))
    if function == "feature_totals":
        return [rng.standard_normal((side, side))]
    return [rng.standard_normal((side, side)), rng.standard_normal((side, side))]


def arguments(args: list, tmp: Path) -> list[str]:
    """Command-line arguments: arrays as .npy files, numbers as text."""
    texts = []
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray):
            texts.append(str(tmp / f"arg{k}.npy"))
            np.save(texts[-1], a)
        else:
            texts.append(repr(a))
    return texts


def run(exe: Path, args: list, tmp: Path, env: dict | None = None) -> np.ndarray:
    out = tmp / "out.npy"
    proc = subprocess.run([str(exe), "--out", str(out), *arguments(args, tmp)],
                          capture_output=True, text=True, env={**os.environ, **(env or {})})
    assert proc.returncode == 0, proc.stderr
    return np.load(out)


# ----------------------------------------------------------------- the space


def test_space_is_pruned_ordered_and_capped():
    typed = compile_example("chain").typed
    space = variants.space(typed)
    ufuncs = ["numpy.add", "numpy.exp", "numpy.multiply", "numpy.negative", "numpy.sqrt"]
    assert [s.op for s in space] == ufuncs + ["pyaot.fuse"]
    assert all(s.variants[0] == s.default == "contiguous" for s in space[:5])
    # numpy.multiply is called three times: one choice, three sites; the
    # whole expression is one fusible chain.
    assert len(next(s for s in space if s.op == "numpy.multiply").sites) == 3
    assert space[5].variants == ("on", "off", "threaded")
    assert space[5].sites == ("examples/tuned.py:15:12",)
    requires = {op: {"threaded": ("threads",)} for op in ufuncs}
    kept, notes = variants.prune(space, requires, "linux_x86_64")
    assert variants.size(kept) == 3 ** 6 and not notes
    order = variants.candidates(kept, cap=20)
    assert len(order) == 20 and len({tuple(sorted(c.items())) for c in order}) == 20
    defaults = {s.op: s.default for s in kept}
    assert order[0] == defaults
    # Main effects first: candidates 1..12 each change exactly one operator.
    for c in order[1:13]:
        assert sum(c[op] != defaults[op] for op in c) == 1
    changed = {(op, v) for c in order[1:13] for op, v in c.items() if v != defaults[op]}
    assert changed == {(s.op, v) for s in kept for v in s.variants[1:]}
    # No threads on wasm32: threaded variants are pruned, and said so.
    kept, notes = variants.prune(space, requires, "wasm32")
    assert all("threaded" not in s.variants for s in kept)
    assert len(notes) == 6 and "threads" in notes[0] and "wasm32" in notes[0]


def test_space_of_real_declarations_follows_the_platform():
    info = compile_example("feature_totals",
                           variants.BuildVariants(platform="wasm32")).variants
    assert info["operators"] == [{"op": "numpy.sum", "default": "pairwise",
                                  "variants": ["pairwise", "sequential"],
                                  "sites": ["examples/tuned.py:23:12"]}]
    assert any("threaded" in note for note in info["pruned"])


@pytest.mark.parametrize("text,problem", [
    ("numpy.sum=fastest", "numpy.sum has no variant 'fastest' (it has pairwise, sequential, "
                          "threaded)"),
    ("numpy.matmul=blocked", "numpy.matmul is not called with variants by this program"),
    ("pyaot.fuse=on", "pyaot.fuse is not called with variants by this program"),
    ("numpy.sum", "write op=variant"),
])
def test_bad_variant_choices_name_the_fix(text, problem):
    with pytest.raises(ValueError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        compile_example("feature_totals",
                        variants.BuildVariants(plan=variants.parse_plan(text)))


def test_a_foreign_selection_file_is_refused(tmp_path):
    bad = tmp_path / "sel.json"
    bad.write_text(json.dumps({"format": "something-else"}))
    with pytest.raises(ValueError, match="not a pyaot selection file"):
        compile_example("feature_totals", variants.BuildVariants(selection=bad))


# -------------------------------------------------- candidates against NumPy


CANDIDATE_SAMPLE = 4


@pytest.mark.parametrize("function", ["chain", "feature_totals", "matmul"])
def test_every_candidate_computes_what_numpy_does(function, tmp_path):
    """Every candidate of the pruned space, at sizes where the threaded
    loops really split the work, against NumPy."""
    # The main effects only (every variant of every operator once): 13 for
    # chain; CI builds a content-seeded sample of CANDIDATE_SAMPLE of them
    # (tests/sampling.py), always with the first (the defaults).
    space = compile_example(function, variants.BuildVariants(max_candidates=13)).variants
    assert len(space["candidates"]) >= 3
    only = [0, *sampling.sample(range(1, len(space["candidates"])), CANDIDATE_SAMPLE - 1,
                                f"tuning candidates of {function}")]
    candidates = tuner.build_candidates(lambda b: compile_example(function, b), tmp_path,
                                        space, jobs=2, only=only)
    assert [c.index for c in candidates] == only
    rng = np.random.default_rng(7)
    sizes = (1_000, 300_000) if function != "matmul" else (100, 40_000)
    for n in sizes:
        args = inputs(function, n, rng)
        want = reference(function, *args)
        for c in candidates:
            got = run(c.executable, args, tmp_path)
            np.testing.assert_allclose(got, want, rtol=1e-10 if function == "matmul" else 1e-12,
                                       err_msg=f"candidate {c.index} {c.plan} at n={n}")


def test_static_musl_builds_keep_the_portable_kernels():
    # A static musl executable cannot load OpenBLAS (rules/private:key_*_musl).
    assert "blas" in variants.capabilities("linux_aarch64")
    for key in ("linux_aarch64_musl", "linux_x86_64_musl"):
        assert variants.capabilities(key) == {"threads"}


# ---------------------------------------------- dispatch and telemetry


def test_size_dispatch_and_telemetry_records(tmp_path):
    rows = [[5000, "contiguous"], [None, "strided"]]
    # The chain left unfused, so each operator call is timed (fused, the default,
    # the chain is one timed call).
    build = variants.BuildVariants(plan={"numpy.multiply": rows, "pyaot.fuse": "off"},
                                   telemetry=True, platform=PLATFORM)
    exe = native.build_executable(compile_example("chain", build).cpp, tmp_path / "chain")
    rng = np.random.default_rng(1)
    log = tmp_path / "telemetry.jsonl"
    for n in (1000, 20000):
        args = inputs("chain", n, rng)
        np.testing.assert_allclose(run(exe, args, tmp_path, {"PYAOT_TELEMETRY": str(log)}),
                                   reference("chain", *args), rtol=1e-12)
    records = store.parse_records(log.read_text())
    # Per run: seven operator calls (x*x, y*y, +, sqrt, -x, exp, *) and the
    # whole chain, timed as pyaot.fuse (off); two runs.
    assert len(records) == 16
    chains = [r for r in records if r["op"] == "pyaot.fuse"]
    assert [(r["variant"], r["size"]) for r in chains] == [("off", 1000), ("off", 20000)]
    multiplies = [r for r in records if r["op"] == "numpy.multiply"]
    assert {(r["size"], r["variant"]) for r in multiplies} == {(1000, "contiguous"),
                                                               (20000, "strided")}
    for r in records:
        assert r["platform"] == PLATFORM and r["dtype"] == "float64" and r["ns"] > 0
        assert r["site"].startswith("examples/tuned.py:15:")
        assert r["shape"] == [r["size"]]
    # Telemetry is off unless PYAOT_TELEMETRY names a file.
    log.unlink()
    run(exe, inputs("chain", 1000, rng), tmp_path)
    assert not log.exists()


def test_programs_without_telemetry_carry_no_timers():
    cpp = compile_example("chain").cpp
    assert "tuning::timed" not in cpp
    assert "Elementwise::contiguous" in cpp and "Elementwise::threaded" not in cpp


# ------------------------------------------------------- store and model


def synthetic(variant: str, sizes, cost, rng, op="numpy.sum") -> list[store.Timing]:
    return [store.Timing(op, variant, "linux_x86_64", "float64", n,
                         int(cost(n) * rng.lognormal(0, 0.05)))
            for n in sizes for _ in range(6)]


def test_model_finds_the_crossover_with_confidence_intervals():
    rng = np.random.default_rng(0)
    sizes = [2 ** k for k in range(8, 22)]
    timings = (synthetic("pairwise", sizes, lambda n: 20 + 2.0 * n, rng) +
               synthetic("threaded", sizes, lambda n: 40_000 + 1.0 * n, rng))
    fits = model.fit_all(timings)[("numpy.sum", "linux_x86_64", "float64")]
    p = fits["pairwise"].predict(2 ** 20)
    assert p.low < 2.0 * 2 ** 20 < p.high * 1.05 and p.low < p.ns < p.high
    rows = model.choose(fits, "pairwise")
    assert [v for _, v in rows] == ["pairwise", "threaded"]
    # The true crossover is at 40,000 elements.
    assert 20_000 < rows[0][0] < 80_000
    checks = model.held_out(timings)
    assert checks and all(h.regret < 1.3 for h in checks)
    assert sum(h.predicted == h.measured for h in checks) >= len(checks) - 1


def test_noise_alone_never_replaces_the_default():
    rng = np.random.default_rng(3)
    sizes = [1000, 10_000, 100_000]
    timings = (synthetic("pairwise", sizes, lambda n: 5.0 * n, rng) +
               synthetic("sequential", sizes, lambda n: 4.99 * n, rng))
    fits = model.fit_all(timings)[("numpy.sum", "linux_x86_64", "float64")]
    assert model.choose(fits, "pairwise") == [[None, "pairwise"]]


def test_store_records_runs_and_timings(tmp_path):
    db = store.Store(tmp_path / "t.db")
    records = [{"op": "numpy.sum", "variant": "pairwise", "platform": "linux_x86_64",
                "dtype": "float64", "site": "x.py:1:1", "size": 4096, "shape": [64, 64],
                "ns": 1234}]
    run_id = db.add_run(program="x.py:f", candidate=0, plan={"numpy.sum": "pairwise"},
                        platform="linux_x86_64", input_label="n=4096", input_size=4096,
                        call_seconds=[0.1], records=records)
    [t] = db.timings("linux_x86_64")
    assert (t.op, t.size, t.ns, t.run_id) == ("numpy.sum", 4096, 1234, run_id)
    bucket, shape = db.db.execute("SELECT size_bucket, shape FROM op_timings").fetchone()
    assert bucket == 12 and json.loads(shape) == [64, 64]
    assert db.runs("x.py:f", "linux_x86_64")[0]["candidate"] == 0
    with pytest.raises(ValueError, match="dropped 3"):
        store.parse_records('{"dropped": 3}\n')


@pytest.fixture
def postgres():
    """A real PostgreSQL server for the duration of a test."""
    try:
        with local_postgres.server() as url:
            yield url
    except local_postgres.Unavailable as e:
        pytest.skip(str(e))


def test_export_to_a_real_postgresql_server(tmp_path, postgres):
    import psycopg
    db = store.Store(tmp_path / "t.db")
    for k in range(3):
        db.add_run(program="x.py:f", candidate=k, plan={}, platform="linux_x86_64",
                   input_label="n=1", input_size=1, call_seconds=[0.5],
                   records=[{"op": "numpy.sum", "variant": "pairwise", "platform":
                             "linux_x86_64", "dtype": "float64", "site": "x.py:1:1",
                             "size": 10 ** 9, "shape": None, "ns": 3_000_000_000 + k}])
    assert store.export(db, postgres) == (3, 3)
    assert store.export(db, postgres) == (0, 0)  # idempotent: runs are copied once
    with psycopg.connect(postgres) as pg:
        rows = pg.execute("SELECT op, size, ns FROM op_timings ORDER BY ns").fetchall()
    # BIGINT columns: nanoseconds and sizes past 2**31 survive the trip.
    assert rows == [("numpy.sum", 10 ** 9, 3_000_000_000 + k) for k in range(3)]


# ------------------------------------------------------------ the tuner


def test_tuner_end_to_end_writes_a_selection_and_reports_flips(tmp_path):
    selection = tmp_path / "tuned.selection.json"
    db = tmp_path / "telemetry.db"
    space = compile_example("feature_totals").variants
    candidates = tuner.build_candidates(lambda b: compile_example("feature_totals", b),
                                        tmp_path, space)
    built = []

    def build_chosen(path: Path) -> Path:
        chosen = compile_example("feature_totals", variants.BuildVariants(selection=path))
        built.append(chosen.variants["plan"])
        return native.build_executable(chosen.cpp, tmp_path / "chosen")

    options = dict(space=space, candidates=candidates, selection=selection, store_path=db,
                   build_chosen=build_chosen, sizes=[1_000, 10_000, 100_000, 400_000],
                   repeat=3, rounds=1)
    report = tuner.tune(**options)
    text = "\n".join(report.lines)
    for c in candidates:  # every candidate's time with its spread
        assert f"#{c.index:<2}" in text
    assert "Held-out check" in text and report.held_out
    data = json.loads(selection.read_text())
    entry = data["platforms"][PLATFORM]["numpy.sum"]
    assert entry["default"] == "pairwise" and entry["choice"][-1][0] is None
    assert set(entry["evidence"]) == {"pairwise", "sequential", "threaded"}
    assert built == [{"numpy.sum": entry["choice"]}]  # the chosen build read the file
    assert set(report.speedups) == {"n=1000", "n=10000", "n=100000", "n=400000"}
    # A recorded choice the new data contradicts is reported as a flip.
    # (The last row holds the largest size measured.)
    wrong = next(v for v in ("pairwise", "sequential", "threaded")
                 if v != entry["choice"][-1][1])
    entry["choice"] = [[None, wrong]]
    selection.write_text(json.dumps(data))
    report = tuner.tune(**options)
    assert any(line.startswith("FLIP numpy.sum at ") and f"{wrong} -> " in line
               for line in report.flips), report.flips
    # The store kept both sessions' measurements.
    assert store.Store(db).count("runs") == 2 * len(candidates) * 4


# ------------------------------------------------------------------ fusion


FUSION = REPO / "tests" / "programs" / "fusion.py"


def compile_fusion(function: str, fuse: str | None, tmp: Path) -> Path:
    plan = {"pyaot.fuse": fuse} if fuse else None
    result = compile_file(FUSION, [function], roots=[REPO], display_root=REPO,
                          build_variants=variants.BuildVariants(plan=plan))
    return native.build_executable(result.cpp, tmp / f"{function}_{fuse}")


FUSION_CASES = {
    "hypot_decay": lambda rng: [rng.standard_normal(50_000), rng.standard_normal(50_000)],
    "affine_clip": lambda rng: [rng.standard_normal(70_001).astype(np.float32), 0.7, -0.1],
    "rows_minus_mean": lambda rng: [rng.standard_normal((40, 30)), rng.standard_normal(30)],
    "row_norm": lambda rng: [rng.standard_normal((33, 200)), 1.5, -0.25],
    "stable_exp": lambda rng: [rng.standard_normal((3, 4, 300)) * 20],
    "late_effect": lambda rng: [rng.standard_normal(3000), rng.standard_normal(3000)],
    "transposed": lambda rng: [rng.standard_normal((50, 70))],
    "softplus_tanh": lambda rng: [rng.standard_normal(70_001).astype(np.float32) * 30],
}


# Three builds each (fusion off, on, threaded): CI checks a content-seeded
# sample of the chains (tests/sampling.py), tools/test.sh --full all of them.
FUSION_SAMPLE = 2


@pytest.mark.parametrize("function", sampling.sample(sorted(FUSION_CASES), FUSION_SAMPLE,
                                                     "fused chains"))
def test_fused_chains_give_the_same_bits(function, tmp_path):
    space = compile_file(FUSION, [function], roots=[REPO], display_root=REPO).variants
    assert "pyaot.fuse" in [o["op"] for o in space["operators"]]
    args = FUSION_CASES[function](np.random.default_rng(5))
    outputs = {fuse: run(compile_fusion(function, fuse, tmp_path), args, tmp_path)
               for fuse in ("off", "on", "threaded")}
    for fuse in ("on", "threaded"):
        assert outputs[fuse].dtype == outputs["off"].dtype
        assert outputs[fuse].tobytes() == outputs["off"].tobytes(), fuse
    module = __import__("runpy").run_path(str(FUSION))
    np.testing.assert_allclose(outputs["on"], module[function](*args), rtol=1e-6)


def test_integer_chains_are_not_fused():
    space = compile_file(FUSION, ["int_chain"], roots=[REPO], display_root=REPO).variants
    assert "pyaot.fuse" not in [o["op"] for o in space["operators"]]


@pytest.mark.parametrize("function", ["hypot_decay", "late_effect"])
def test_fused_broadcast_errors_match_the_unfused_chain(function, tmp_path):
    rng = np.random.default_rng(0)
    args = [rng.standard_normal(3), rng.standard_normal(4)]
    outcomes = []
    for fuse in ("off", "on"):
        exe = compile_fusion(function, fuse, tmp_path)
        proc = subprocess.run([str(exe), *arguments(args, tmp_path)], capture_output=True,
                              text=True)
        assert proc.returncode != 0
        outcomes.append((proc.stdout, proc.stderr.strip().splitlines()[-1]))
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0] == ""  # late_effect: exp(x) + y raises before shout() prints
    assert outcomes[0][1].startswith("ValueError: operands could not be broadcast together")


def test_the_cli_takes_variant_choices(tmp_path, capsys, monkeypatch):
    from pyaot import cli
    src = tmp_path / "totals.py"
    src.write_text("import numpy as np\nimport numpy.typing as npt\nfrom pyaot import compile\n\n\n"
                   "@compile(tag=\"totals\")\n"
                   "def totals(x: npt.NDArray[np.float64]) -> float:\n"
                   "    return float(np.sum(x))\n")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["compile", "--variants", "numpy.sum=fastest", "totals.py"]) == 1
    assert "numpy.sum has no variant 'fastest'" in capsys.readouterr().err
    assert cli.main(["compile", "--variants", "numpy.sum=sequential", "totals.py"]) == 0
    x = np.arange(10.0)
    np.save(tmp_path / "x.npy", x)
    out = subprocess.run([str(tmp_path / ".pyaot" / "totals"), str(tmp_path / "x.npy")],
                         capture_output=True, text=True)
    assert out.stdout.strip() == "45.0"
