"""The compiler fuzzer, bounded for CI (tests/fuzz/run_fuzz.py has the long
mode). Every generated program must compile and match CPython, or be refused
with a located diagnostic; failures are minimised into tests/fuzz/found/.

PYAOT_FUZZ_FEATURES ('all', 'none' or a comma-separated list of
tests/fuzz/gen_core.FEATURES) overrides the shapes enabled here; the default,
run_fuzz.DEFAULT_FEATURES, holds those whose known bugs are fixed.

100 programs (PYAOT_FUZZ_COUNT) and a quarter as many under sanitizers keep
the test's time where 300 scalar programs had it: a program using the
features is about 2.5 times the code."""

from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "fuzz"))

import gen_core  # noqa: E402
import run_fuzz  # noqa: E402

COUNT = int(os.environ.get("PYAOT_FUZZ_COUNT", "100"))
FEATURES = (gen_core.parse_features(os.environ["PYAOT_FUZZ_FEATURES"])
            if "PYAOT_FUZZ_FEATURES" in os.environ else run_fuzz.DEFAULT_FEATURES)


def test_generated_programs_compile_and_match_cpython() -> None:
    # Reproducers are written only outside Bazel (its runfiles are read-only).
    save = "TEST_SRCDIR" not in os.environ
    report = run_fuzz.run(COUNT, seed=2026, save=save, features=FEATURES)
    print(report.summary(), file=sys.stderr)
    assert report.programs == COUNT
    # Located refusals of known limits (module state read at import, == between
    # sibling subclasses, `<` of two unions of containers) vary with the seed:
    # 10-27% of 100 programs (seeds 2026-2029 measured on 2026-12-07, after
    # match, with and frozenset joined the generator; 17% for this seed, none
    # of them from those shapes). More than a fifth means a feature turned
    # into a refusal.
    assert report.compiled >= 0.80 * COUNT, report.refusals
    assert not report.failures, "\n".join(f"{f.kind} {f.entry}: {f.detail}"
                                          for f in report.failures)


def test_generated_programs_are_clean_under_sanitizers() -> None:
    """ASan + UBSan on generated code and the runtime: signed overflow,
    out-of-bounds and division by zero must surface as Python exceptions."""
    count = max(COUNT // 4, 10)
    # Two modules, one per worker: a sanitized build's fixed cost (the
    # runtime, instrumented) is several times that of an optimised one.
    report = run_fuzz.run(count, seed=4242, sanitize=True, save=False, features=FEATURES,
                          batch=(count + 1) // 2)
    assert report.compiled > 0
    assert not report.failures, "\n".join(f"{f.kind} {f.entry}: {f.detail}"
                                          for f in report.failures)
