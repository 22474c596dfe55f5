#!/usr/bin/env bash
# The whole test suite: set-up, then every Bazel test (the tracer's pytest
# suites, the differential tests of every example against CPython, the
# executable's properties), then the checks that drive Bazel itself
# (tests/bazel_checks.py). Ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh || exit 1

log="$(mktemp)"
bazel test //... --test_summary=short "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -cE "^//.* (PASSED|\(cached\) PASSED)" "$log" || true)
failed=$(grep -cE "^//.* (FAILED|TIMEOUT|NO STATUS|FAILED TO BUILD)" "$log" || true)
rm -f "$log"

# What needs Bazel itself: reproducibility across output bases, the Android
# toolchain with and without an NDK (tests/bazel_checks.py).
.venv/bin/python tests/bazel_checks.py
checks=$?

echo "bazel test //...: $passed passed, $failed failed"
if [ "$status" -eq 0 ]; then status=$checks; fi
exit "$status"
