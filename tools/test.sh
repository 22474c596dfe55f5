#!/usr/bin/env bash
# The whole test suite: set-up, then every Bazel test (the tracer's pytest
# suites, the differential tests of every example against CPython, the
# executable's properties), then the checks that drive Bazel itself
# (tests/bazel_checks.py). Ends with the time budget (the slowest targets,
# tools/test_report.py) and one summary line.
#
#   tools/test.sh           what CI runs: where a whole run is long, a sample
#                           chosen from the code's content (README, "Tests")
#   tools/test.sh --full    everything CI samples, in full
#   tools/test.sh [--full] ARGS...   ARGS go to `bazel test`
#
# Results are cached on this machine: Bazel's test results in its disk cache
# (.bazelrc: ~/.cache/rules_pyaot/bazel-disk), the Bazel checks' by the
# checkout's content (~/.cache/rules_pyaot/checks), so a run with nothing
# changed only confirms them.
set -uo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
mode=ci
if [ "${1:-}" = "--full" ]; then
  mode=full
  shift
fi
tools/setup.sh || exit 1
setup_done=$(date +%s)

run="$(mktemp -d)"
trap 'rm -rf "$run"' EXIT
test_flags=(--test_summary=short)
check_flags=()
if [ "$mode" = full ]; then
  # The define selects what a test's data depends on (tests/BUILD.bazel: full_mode).
  test_flags+=(--test_env=PYAOT_TEST_MODE=full --define=pyaot_test_mode=full)
  check_flags+=(--full)
fi

# Disk-cache entries unused for two weeks go (Bazel 4 never prunes it).
find "${PYAOT_CACHE_DIR:-$HOME/.cache/rules_pyaot}/bazel-disk" -type f -atime +14 -delete \
  2>/dev/null || true

# The longest targets (tagged "run_first" in tests/BUILD.bazel) go first, in
# an invocation of their own beside the build of everything else: Bazel 4
# starts ready tests in no particular order, and a 4-5 minute target started
# last leaves one core idle at the end (it cost up to 300 s).
invocations=("--test_tag_filters=run_first" "--test_tag_filters=-run_first")
status=0
beps=()
profiles=()
: >"$run/log"
for i in "${!invocations[@]}"; do
  # Each invocation's build event file gives its targets' test times, its
  # trace profile when they ran (tools/test_report.py prints both).
  offset=$(($(date +%s) - setup_done))
  bazel test //... "${test_flags[@]}" "${invocations[$i]}" "--build_event_json_file=$run/bep$i.json" \
    "--profile=$run/profile$i.json.gz" "$@" 2>&1 | tee -a "$run/log"
  rc=${PIPESTATUS[0]}
  if [ "$status" -eq 0 ]; then status=$rc; fi
  beps+=(--bep "$run/bep$i.json")
  profiles+=(--profile "$run/profile$i.json.gz@$offset")
done
tests_done=$(date +%s)
passed=$(grep -cE "^//.* (PASSED|\(cached\) PASSED)" "$run/log" || true)
failed=$(grep -cE "^//.* (FAILED|TIMEOUT|NO STATUS|FAILED TO BUILD)" "$run/log" || true)

# What needs Bazel itself: reproducibility across output bases, the Android
# toolchain with and without an NDK, remote execution (tests/bazel_checks.py).
# After the tests, not beside them: a REAPI worker starved of the CPU loses
# its lease with the scheduler.
.venv/bin/python tests/bazel_checks.py "${check_flags[@]}" --timings "$run/checks.json"
checks=$?
end=$(date +%s)

echo
.venv/bin/python tools/test_report.py "${beps[@]}" \
  --checks "$run/checks.json" "${profiles[@]}" --wall "$((end - start))" \
  --phase "set-up (tools/setup.sh)=$((setup_done - start))" \
  --phase "bazel test //...=$((tests_done - setup_done))" \
  --phase "Bazel checks=$((end - tests_done))"
echo "bazel test //... ($mode): $passed passed, $failed failed"
if [ "$status" -eq 0 ]; then status=$checks; fi
exit "$status"
