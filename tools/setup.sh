#!/usr/bin/env bash
# One-time set-up of a fresh Debian/Ubuntu machine (idempotent; fast when done):
#   * Bazel 4.2.3 from Debian (bazel-bootstrap) with the offline rule sets it
#     needs (rules_java, platforms, skylib), plus a C++ compiler and binutils;
#   * a Python virtual environment in .venv with the tracer's hash-pinned
#     dependencies (requirements.lock), for pytest and the tracer outside Bazel,
#     and one in .venv-reapi with BuildGrid (tests/reapi/requirements.lock).
# Bazel builds its own copy of that environment from the same lock file
# (toolchains/python/repositories.bzl), so builds never use site-packages.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

# Options: --bench (the benchmark's peers), --with-torch (Debian's CPU PyTorch).
WITH_BENCH=0
WITH_TORCH=0
for arg in "$@"; do
  case "$arg" in
    --bench) WITH_BENCH=1 ;;
    --with-torch) WITH_TORCH=1 ;;
    *) echo "setup: unknown option $arg (known: --bench, --with-torch)" >&2; exit 2 ;;
  esac
done

# qemu-user-static and the arm64 C library run the cross-compiled aarch64
# outputs in tests, Chromium the WebAssembly web loader; zig itself is fetched
# by Bazel (toolchains/zig), wasmtime and LIEF come with requirements.lock.
APT_PACKAGES=(bazel-bootstrap bazel-rules-java bazel-platforms bazel-skylib g++ binutils
              python3-venv python3-pip qemu-user-static libc6-arm64-cross
              clang-14 libclang-rt-14-dev  # libFuzzer for //tests:input_fuzz_test
              chromium                     # runs the wasm32_web loader: //tests:web_test
              postgresql)                  # a real server for the telemetry export test
missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 || {
    $SUDO apt-get update -q >/dev/null
    $SUDO apt-get install -y -q "${missing[@]}" >/dev/null
  }
fi

# Debian's CPU PyTorch for the system python3, only with --with-torch: a
# torch.nn.Module in compiled code is exported to ONNX at build time by a
# Python that has torch (tracer/pyaot/torch_export.py); without it
# tests/test_torch_models.py skips its export cases. About 150 MB to fetch and
# 650 MB installed; 1m07s on 2 cores with the packages already downloaded.
if [ $WITH_TORCH = 1 ] && ! dpkg -s python3-torch >/dev/null 2>&1; then
  echo "setup: installing python3-torch"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends \
    python3-torch >/dev/null
fi

# The TypeScript compiler type-checks the declarations of wasm32_web builds
# (//tests:web_test). Pinned; npm comes with the machine's Node.js.
TYPESCRIPT=5.9.3
if [ "$(tsc --version 2>/dev/null)" != "Version $TYPESCRIPT" ]; then
  command -v npm >/dev/null || $SUDO apt-get install -y -q nodejs npm >/dev/null
  echo "setup: installing typescript@$TYPESCRIPT"
  $SUDO npm install -g --no-audit --no-fund --silent "typescript@$TYPESCRIPT"
fi

# Debian's /usr/bin/bazel wrapper honours .bazelversion by looking for
# bazel-<version> beside itself; its binary is installed as bazel-4.
want="$(cat .bazelversion)"
if [ ! -x "/usr/bin/bazel-$want" ]; then
  $SUDO ln -sf /usr/bin/bazel-4 "/usr/bin/bazel-$want"
fi

python="${PYAOT_HOST_PYTHON:-python3}"
# venv DIR LOCK: DIR holds exactly LOCK's packages (rebuilt when LOCK changes).
venv() {
  local dir="$1" lock="$2"
  if ! cmp -s "$lock" "$dir/.requirements.lock" 2>/dev/null; then
    echo "setup: creating $dir from $lock"
    "$python" -m venv --clear "$dir"
    "$dir/bin/python" -m pip install -q --disable-pip-version-check --require-hashes --no-deps \
      -r "$lock"
    cp "$lock" "$dir/.requirements.lock"
  fi
}
venv .venv requirements.lock
# BuildGrid, the REAPI server of the remote-execution check, apart from the
# tracer's packages.
venv .venv-reapi tests/reapi/requirements.lock
# The benchmark's peers (Numba, Cython, Pythran, mypyc, PyInstaller), only
# for bench/run, which passes --bench.
if [ $WITH_BENCH = 1 ]; then
  venv .venv-bench bench/requirements.lock
fi
# `import pyaot` and the `pyaot` command in .venv, from this checkout.
site="$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
echo "$PWD/tracer" > "$site/rules_pyaot.pth"
cat > .venv/bin/pyaot <<PYAOT
#!/bin/sh
exec "$PWD/.venv/bin/python" -m pyaot.cli "\$@"
PYAOT
chmod +x .venv/bin/pyaot
echo "setup: ok ($(bazel --version 2>/dev/null | head -1 || echo bazel), $(.venv/bin/python --version))"
