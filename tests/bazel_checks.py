"""Checks that need Bazel itself, so cannot run inside `bazel test`
(tools/test.sh runs them after it):

  reproducible   two clean builds of every platform's artifacts, in two
                 output bases (different absolute paths), are byte-identical
  android-error  without an NDK, an Android build stops at analysis with a
                 message naming ANDROID_NDK_HOME, and other platforms build
  android-ndk    with an NDK, the Android toolchain is resolved and drives
                 the NDK's clang++ with the ABI's target triple and API level
                 (a stand-in NDK here, whose clang++ records how it is called
                 and compiles with zig; no real NDK can be installed here)

    .venv/bin/python tests/bazel_checks.py [NAME ...]
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MULTI = "//examples:collatz.platforms"
MANIFEST = "examples/collatz.platforms.manifest.json"


def bazel(*args: str, output_base: Path | None = None, env: dict | None = None,
          check: bool = True) -> subprocess.CompletedProcess:
    startup = [f"--output_base={output_base}"] if output_base else []
    proc = subprocess.run(["bazel", *startup, *args], cwd=REPO, capture_output=True, text=True,
                          env={**os.environ, **(env or {})})
    if check and proc.returncode != 0:
        raise AssertionError(f"bazel {' '.join(args)} failed:\n{proc.stderr[-6000:]}")
    return proc


def bazel_bin(*flags: str, output_base: Path | None = None) -> Path:
    return Path(bazel("info", *flags, "bazel-bin", output_base=output_base).stdout.strip())


def check_reproducible() -> None:
    bazel("build", MULTI)
    first = (bazel_bin() / MANIFEST).read_text()
    other = Path(tempfile.mkdtemp(prefix="pyaot-repro-"))
    try:
        bazel("build", MULTI, output_base=other)
        second = (bazel_bin(output_base=other) / MANIFEST).read_text()
    finally:
        bazel("shutdown", output_base=other, check=False)
        shutil.rmtree(other, ignore_errors=True)
    a = {(e["platform"], e["file"]): e["sha256"] for e in json.loads(first)["artifacts"]}
    b = {(e["platform"], e["file"]): e["sha256"] for e in json.loads(second)["artifacts"]}
    differ = sorted(k for k in a if a[k] != b.get(k))
    assert a.keys() == b.keys() and not differ, f"not reproducible: {differ}"
    print(f"  {len(a)} artifacts of {len({p for p, _ in a})} platforms byte-identical")


def check_android_error() -> None:
    env = {"ANDROID_NDK_HOME": "", "ANDROID_NDK_ROOT": ""}
    start = time.monotonic()
    proc = bazel("build", "--config=android_arm64", "//examples:libcollatz.so", env=env, check=False)
    took = time.monotonic() - start
    assert proc.returncode != 0, "an Android build without an NDK succeeded"
    assert "ANDROID_NDK_HOME is not set" in proc.stderr, proc.stderr[-3000:]
    assert "export ANDROID_NDK_HOME=" in proc.stderr
    assert "Linking" not in proc.stderr and "Compiling" not in proc.stderr, "failed late"
    bazel("build", "--config=linux_aarch64_musl", "//examples:collatz", env=env)
    print(f"  stopped at analysis in {took:.0f} s with the fix named; other platforms unaffected")


FAKE_CLANG = """#!/bin/sh
# Stand-in for the NDK's clang++: records its arguments, then compiles for
# Linux musl with zig instead of Android's bionic.
echo "$*" >> "{log}"
target="$1"; shift
case "$target" in --target=aarch64-linux-android24) ;; *) echo "bad target $target" >&2; exit 9 ;; esac
for a in "$@"; do shift; [ "$a" = -static-libstdc++ ] || set -- "$@" "$a"; done
export ZIG_GLOBAL_CACHE_DIR=/tmp/pyaot-zig-cache ZIG_LOCAL_CACHE_DIR=/tmp/pyaot-zig-cache
"{zig}" c++ -target aarch64-linux-musl "$@" || exit $?
# zig's own headers stand in for the NDK's: name them as if they were.
deps=""; prev=""
for a in "$@"; do [ "$prev" = -MF ] && deps="$a"; prev="$a"; done
[ -z "$deps" ] || sed -i "s|{zig_lib}|{ndk_lib}|g" "$deps"
"""

FAKE_AR = """#!/bin/sh
export ZIG_GLOBAL_CACHE_DIR=/tmp/pyaot-zig-cache ZIG_LOCAL_CACHE_DIR=/tmp/pyaot-zig-cache
exec "{zig}" ar "$@"
"""


def check_android_ndk() -> None:
    zig = Path(bazel("info", "output_base").stdout.strip()) / "external/zig_sdk/ziglang/zig"
    ndk = Path(tempfile.mkdtemp(prefix="pyaot-fake-ndk-"))
    log = ndk / "calls.log"
    tools = ndk / "toolchains/llvm/prebuilt/linux-x86_64/bin"
    tools.mkdir(parents=True)
    (tools / "clang++").write_text(FAKE_CLANG.format(
        log=log, zig=zig, zig_lib=zig.parent / "lib", ndk_lib=tools.parent / "lib/clang"))
    (tools / "llvm-ar").write_text(FAKE_AR.format(zig=zig))
    for tool in tools.iterdir():
        tool.chmod(0o755)
    try:
        bazel("build", "--config=android_arm64", "//examples:libcollatz.so",
              env={"ANDROID_NDK_HOME": str(ndk)})
        calls = log.read_text().splitlines()
        assert any("-shared" in c and "-static-libstdc++" in c for c in calls), calls
        assert all(c.startswith("--target=aarch64-linux-android24") for c in calls), calls
        out = bazel_bin("--config=android_arm64") / "examples/libcollatz.so"
        header = out.read_bytes()[:20]
        assert header[:4] == b"\x7fELF" and header[16] == 3, "not an ELF shared object"  # ET_DYN
        assert int.from_bytes(header[18:20], "little") == 183, "not AArch64"  # EM_AARCH64
        print(f"  NDK clang++ called {len(calls)} times with --target=aarch64-linux-android24;"
              f" {out.name} {out.stat().st_size} bytes")
    finally:
        # Back to the machine's own setting (the repository re-reads it).
        bazel("build", "--nobuild", "--config=android_arm64", "//examples:libcollatz.so",
              check=False)
        shutil.rmtree(ndk, ignore_errors=True)


CHECKS = {
    "reproducible": check_reproducible,
    "android-error": check_android_error,
    "android-ndk": check_android_ndk,
}


def main(names: list[str]) -> int:
    failed = 0
    for name in names or list(CHECKS):
        print(f"bazel check {name}:", flush=True)
        try:
            CHECKS[name]()
            print(f"  PASSED {name}")
        except AssertionError as e:
            failed += 1
            print(f"  FAILED {name}: {e}")
    print(f"bazel checks: {len(names or CHECKS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
