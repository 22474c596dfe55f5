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
  consumer       examples/bazel_consumer, a workspace installing rules_pyaot
                 as README says: its own cc_binary and py_binary keep the
                 workspace's toolchains (gcc, its Python), py_aot_binary is
                 built by zig and runs, for the host and (under qemu) for
                 aarch64 musl without overwriting the host's, a C program
                 links py_aot_library, py_aot_test passes, `.platforms` is
                 manual, and without C++ toolchain resolution the build
                 stops with the fix
  buildifier     every Starlark file (BUILD, .bzl, WORKSPACE, MODULE.bazel)
                 formatted and lint-clean under buildifier (pinned, from npm;
                 its lint includes C++/Python symbols that are no longer
                 globals in Bazel 9, such as CcInfo and cc_common)
  bzlmod         MODULE.bazel and the WORKSPACE install (repositories.bzl)
                 agree (no Bazel 7+ runs here): the same toolchains
                 registered, every toolchain repository made by a module
                 extension that exists and creates it under that name, the
                 same pinned platforms and bazel_skylib
  remote         builds for two platforms (tracer, compile and link actions;
                 CI: one of them, chosen by the content seed, printed)
                 run on a real REAPI service started here (BuildGrid and a
                 worker that hides this checkout, the output bases and the
                 host's Python from actions); a build in a third output base
                 is served wholly from the remote cache; under --full, the
                 same actions also run under --spawn_strategy=sandboxed with
                 --config=hermetic

    .venv/bin/python tests/bazel_checks.py [--full] [--timings FILE] [NAME ...]

CI (tools/test.sh) checks reproducibility on one platform of each toolchain
family (//tests:collatz_sample.platforms); --full (tools/test.sh --full) on
every platform of //examples:collatz.platforms. A check that passed on
exactly this tree (every tracked and untracked file's content), mode and Bazel
is not run again on the same machine: its result is kept under
~/.cache/rules_pyaot/checks, as Bazel keeps an unchanged test's
(PYAOT_RERUN_CHECKS=1 runs them anyway).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import sampling  # tests/, beside this file

REPO = Path(__file__).resolve().parent.parent
# The reproducibility check's builds: every platform (--full), or three that
# stand for the toolchain families (CI): the host's glibc, musl cross, wasm.
MULTI = {"full": "//examples:collatz.platforms", "ci": "//tests:collatz_sample.platforms"}
CACHE = Path(os.environ.get("PYAOT_CACHE_DIR", Path.home() / ".cache" / "rules_pyaot"))
MODE = "ci"


def bazel(*args: str, output_base: Path | None = None, env: dict | None = None,
          check: bool = True, timeout: float | None = None,
          cwd: Path = REPO) -> subprocess.CompletedProcess:
    startup = [f"--output_base={output_base}"] if output_base else []
    if output_base and args[0] == "build":
        # No disk cache (.bazelrc's) in the checks' own output bases: their
        # builds must run every action themselves (or remotely).
        args = ("build", "--disk_cache=", *args[1:])
    try:
        proc = subprocess.run(["bazel", *startup, *args], cwd=cwd, capture_output=True,
                              text=True, env={**os.environ, **(env or {})}, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        bazel("shutdown", output_base=output_base, check=False, cwd=cwd)
        raise AssertionError(f"bazel {' '.join(args)} took over {timeout:.0f} s:\n"
                             f"{(e.stderr or b'')[-3000:]!r}") from None
    if check and proc.returncode != 0:
        raise AssertionError(f"bazel {' '.join(args)} failed:\n{proc.stderr[-6000:]}")
    return proc


def bazel_bin(*flags: str, output_base: Path | None = None) -> Path:
    return Path(bazel("info", *flags, "bazel-bin", output_base=output_base).stdout.strip())


_OTHER_BASES: list[Path] = []


def other_output_base(k: int = 0) -> Path:
    """The k-th output base besides the workspace's own (other absolute
    paths; fresh for this run, shared by the checks, removed at the end)."""
    while len(_OTHER_BASES) <= k:
        _OTHER_BASES.append(Path(tempfile.mkdtemp(prefix="pyaot-base-")))
    return _OTHER_BASES[k]


def remove_other_output_bases() -> None:
    for base in _OTHER_BASES:
        bazel("shutdown", output_base=base, check=False)
        shutil.rmtree(base, ignore_errors=True)


@contextlib.contextmanager
def timed(what: str):
    """Prints how long a step of a check took: where a check's time goes."""
    start = time.monotonic()
    yield
    print(f"    {time.monotonic() - start:5.0f} s  {what}", flush=True)


def manifest_path(target: str) -> str:
    package, _, name = target.removeprefix("//").partition(":")
    return f"{package}/{name}.manifest.json"


def check_reproducible() -> None:
    target = MULTI[MODE]
    bazel("build", target)
    first = (bazel_bin() / manifest_path(target)).read_text()
    other = other_output_base()
    bazel("build", target, output_base=other)
    second = (bazel_bin(output_base=other) / manifest_path(target)).read_text()
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
    # By its real path: zig finds its headers beside its real file (the
    # machine-wide SDK, toolchains/machine_cache.bzl), and the fake clang
    # renames that directory in dependency files.
    zig = (Path(bazel("info", "output_base").stdout.strip())
           / "external/zig_sdk/ziglang/zig").resolve()
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


BUILDIFIER_VERSION = "8.2.1"


def buildifier() -> Path:
    """The pinned buildifier, installed from npm into the machine cache once."""
    prefix = CACHE / f"buildifier-{BUILDIFIER_VERSION}"
    tool = prefix / "node_modules" / ".bin" / "buildifier"
    if not tool.exists():
        if not shutil.which("npm"):
            raise AssertionError("buildifier: npm is needed to install @bazel/buildifier "
                                 f"{BUILDIFIER_VERSION} (Debian: apt-get install npm)")
        subprocess.run(["npm", "install", "--silent", "--prefix", str(prefix),
                        f"@bazel/buildifier@{BUILDIFIER_VERSION}"], check=True,
                       capture_output=True)
    return tool


def check_buildifier() -> None:
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    names = ("BUILD", "BUILD.bazel", "WORKSPACE", "WORKSPACE.bzlmod", "MODULE.bazel")
    files = sorted(f for f in listed if f and (REPO / f).is_file()
                   and (f.endswith(".bzl") or f.rpartition("/")[2] in names))
    proc = subprocess.run([str(buildifier()), "--mode=check", "--lint=warn", *files], cwd=REPO,
                          capture_output=True, text=True)
    problems = (proc.stdout + proc.stderr).strip()
    assert proc.returncode == 0 and not problems, (
        f"buildifier {BUILDIFIER_VERSION}:\n{problems}\nFix: {buildifier()} --mode=fix FILES "
        "(formatting); lint warnings by hand, or `# buildifier: disable=<warning>` with the reason")
    print(f"  {len(files)} Starlark files formatted and lint-clean")


def _call_args(text: str, function: str) -> list[str]:
    """The string arguments of every `function(...)` call in Starlark `text`."""
    calls = re.findall(re.escape(function) + r"\(([^()]*)\)", text)
    return [arg for call in calls for arg in re.findall(r'"([^"]*)"', call)]


def check_bzlmod() -> None:
    module = (REPO / "MODULE.bazel").read_text()
    install = (REPO / "repositories.bzl").read_text()
    registered = _call_args(module, "register_toolchains")
    assert registered == _call_args(install, "native.register_toolchains"), (
        f"MODULE.bazel registers {registered}, rules_pyaot_register_toolchains() "
        f"{_call_args(install, 'native.register_toolchains')}")
    declared = re.findall(r'maybe\(\s*(\w+),\s*name = "(\w+)"', install)
    toolchain_repos = {name for rule, name in declared
                       if rule not in ("http_archive", "_shim")}
    used = set()
    for m in re.finditer(r'(\w+) = use_extension\("//([^"]+)", "(\w+)"\)', module):
        variable, extension_file, extension = m.groups()
        path = REPO / extension_file.replace(":", "/")
        assert path.is_file(), f"MODULE.bazel: no extension file {path}"
        text = path.read_text()
        assert re.search(rf"^{extension} = module_extension\(", text, re.M), (
            f"{path} defines no module extension {extension}")
        for listed in re.findall(rf"use_repo\({variable}((?:, \"\w+\")+)\)", module):
            for repo in re.findall(r'"(\w+)"', listed):
                assert f'"{repo}"' in text, f"{path}: creates no repository named {repo}"
                used.add(repo)
    assert used == toolchain_repos, (
        f"bzlmod makes {sorted(used)}, rules_pyaot_dependencies() {sorted(toolchain_repos)}")
    deps = dict(re.findall(r'bazel_dep\(name = "(\w+)", version = "([^"]+)"\)', module))
    for name, pinned in (("platforms", "_PLATFORMS"), ("bazel_skylib", "_SKYLIB")):
        version = re.search(pinned + r' = struct\(\s*version = "([^"]+)"', install).group(1)
        assert deps.get(name) == version, (
            f"{name}: MODULE.bazel has {deps.get(name)}, repositories.bzl {version}")
    print(f"  {len(registered)} toolchain registrations and {len(used)} toolchain repositories "
          "agree between MODULE.bazel and repositories.bzl")


CONSUMER = REPO / "examples" / "bazel_consumer"
CONSUMER_CROSS = "linux_aarch64_musl"


def check_consumer() -> None:
    try:
        _check_consumer()
    finally:
        # Its own workspace, so its own Bazel server: not left running.
        bazel("shutdown", cwd=CONSUMER, check=False)


def _check_consumer() -> None:
    def consumer(*args: str, check: bool = True) -> subprocess.CompletedProcess:
        return bazel(*args, cwd=CONSUMER, check=check)

    def run(path: Path, *args: str, runner: tuple = ()) -> str:
        return subprocess.run([*runner, str(path), *args], capture_output=True, text=True,
                              check=True).stdout.strip()

    targets = ["//:plain_cc", "//:plain_py", "//:collatz", "//:call_collatz"]
    with timed("built the workspace's programs and rules_pyaot's"):
        consumer("build", *targets)
    out = Path(consumer("info", "bazel-bin").stdout.strip())
    base = Path(consumer("info", "output_base").stdout.strip())

    # The workspace's own programs: its default toolchains (this machine's
    # gcc and Python), not rules_pyaot's zig and tracer environment.
    compiler = run(out / "plain_cc")
    assert compiler.startswith("gcc "), (
        f"the workspace's cc_binary was compiled by {compiler!r}, not its own gcc: rules_pyaot's "
        "C++ toolchains leaked out of rules_pyaot's targets")
    pyaot_python = next(line.split('"')[1] for line in
                        (base / "external/pyaot_python/BUILD.bazel").read_text().splitlines()
                        if line.strip().startswith('"//conditions:default": "/'))
    python = run(out / "plain_py").splitlines()[0]
    assert os.path.realpath(python) != os.path.realpath(pyaot_python) and \
        not os.path.realpath(python).startswith(str(CACHE)), (
            f"the workspace's py_binary ran {python}, rules_pyaot's tracer environment "
            f"({pyaot_python}): rules_pyaot's Python toolchain leaked out of its targets")

    # rules_pyaot's: zig-built, and the C program links the library built by
    # the workspace's compiler (one C++ standard library per program).
    assert run(out / "collatz", "27") == "111"
    assert b"clang version" in (out / "collatz").read_bytes(), "collatz: not built by zig"
    assert run(out / "call_collatz", "27") == "111"
    with timed("py_aot_test"):
        consumer("test", "//:collatz_test")

    # Where each configuration's program lives (bazel-bin/collatz is a copy).
    def programs() -> dict[Path, str]:
        return {p: hashlib.sha256(p.read_bytes()).hexdigest()
                for p in out.parent.parent.glob("*/bin/collatz.native/collatz")}

    def digest(path: Path) -> str:
        return hashlib.sha256(path.read_bytes()).hexdigest()

    # (The newest copy: the output base may hold older configurations' too.)
    host = sorted((p for p, d in programs().items() if d == digest(out / "collatz")),
                  key=lambda p: p.stat().st_mtime)[-1:]
    assert host, f"the host's program is in no output directory: {programs()}"

    # A platform named on the command line (no .bazelrc config): its own
    # output directory; the host's program stays where it was.
    host_digest = digest(host[0])
    with timed(f"cross-built for {CONSUMER_CROSS}"):
        consumer("build", f"--platforms=@rules_pyaot//platforms:{CONSUMER_CROSS}", "//:collatz")
    assert run(out / "collatz", "27", runner=("qemu-aarch64-static",)) == "111"
    cross = [p for p, d in programs().items() if d == digest(out / "collatz")]
    assert cross and all(CONSUMER_CROSS in p.parts[-4] for p in cross), (
        f"the {CONSUMER_CROSS} program is not in an output directory of its own: {cross}")
    assert host[0].is_file() and digest(host[0]) == host_digest, (
        f"the {CONSUMER_CROSS} build overwrote the host's {host[0]}")
    assert run(host[0], "27") == "111"

    # `bazel build //...` builds the host's targets only.
    manual = consumer("query", "attr(tags, '\\bmanual\\b', //:all)").stdout.split()
    assert "//:collatz.platforms" in manual, manual
    assert not {"//:collatz", "//:collatz_c", "//:collatz_test"} & set(manual), manual

    # Bazel < 7 without C++ toolchain resolution: stopped, with the fix named.
    proc = consumer("build", "--nobuild", "--noincompatible_enable_cc_toolchain_resolution",
                    "//:collatz", check=False)
    assert proc.returncode != 0, "built without C++ toolchain resolution (the machine's gcc)"
    assert "build --incompatible_enable_cc_toolchain_resolution" in proc.stderr, proc.stderr[-3000:]
    print(f"  plain cc_binary: {compiler}; plain py_binary: {python}; py_aot_binary: zig, "
          f"host ({host[0].parts[-4]}) and {CONSUMER_CROSS} (qemu; {cross[0].parts[-4]}) "
          "side by side; C program + py_aot_library; "
          "py_aot_test; no resolution: stopped with the fix")


# The remote check's builds: the tracer, compile and link actions of one
# program for two platforms (--full), or for one of them chosen by the
# content seed (CI; tests/sampling.py): each remote link first builds zig's
# libc and libc++ for its target, a minute or more, since zig keys those on
# where its SDK lies and a worker's inputs lie somewhere new for every action.
REMOTE_TARGET = "//examples:collatz"
REMOTE_PLATFORMS = ["linux_x86_64", "linux_aarch64_musl"]


def remote_platforms() -> list[str]:
    if MODE == "full":
        return REMOTE_PLATFORMS
    seed = sampling.content_seed()
    chosen = REMOTE_PLATFORMS[seed % len(REMOTE_PLATFORMS)]
    print(f"  CI: {chosen} of {', '.join(REMOTE_PLATFORMS)}, chosen by the content seed {seed} "
          f"(PYAOT_TEST_SEED={seed} repeats it; --full builds all)", flush=True)
    return [chosen]
# A remote build that outlives this has lost its worker (Bazel would wait on
# the scheduler for ever): fail the check instead of the whole CI run.
REMOTE_BUILD_TIMEOUT_S = 900


def process_counts(stderr: str) -> dict[str, int]:
    """Bazel's 'INFO: N processes: 3 remote cache hit, 2 internal, 4 remote.'"""
    line = next((l for l in stderr.splitlines() if " processes: " in l), "")
    counts = {}
    for part in line.split(": ", 2)[-1].rstrip(".").split(", "):
        number, _, kind = part.partition(" ")
        if number.isdigit():
            counts[kind] = int(number)
    return counts


def remote_build(address: str, platform: str, base: Path) -> tuple[dict[str, int], list[str]]:
    """Builds REMOTE_TARGET remotely; returns Bazel's process counts and the
    mnemonics of the actions that were executed (not cache hits)."""
    log = base / f"execution-{platform}.json"
    # Bazel multiplexes ~100 calls on each connection; BuildGrid serves each
    # call on a thread of its pool (buildgrid.yml), so a few connections.
    proc = bazel("build", "--config=remote", f"--remote_executor=grpc://{address}",
                 "--remote_max_connections=4", f"--config={platform}",
                 f"--execution_log_json_file={log}", REMOTE_TARGET, output_base=base, check=False,
                 timeout=REMOTE_BUILD_TIMEOUT_S)
    if proc.returncode != 0:
        raise AssertionError(f"remote build for {platform} failed:\n{proc.stderr[-6000:]}")
    decoder, text, at, executed = json.JSONDecoder(), log.read_text(), 0, []
    while at < len(text.rstrip()):
        spawn, at = decoder.raw_decode(text, at)
        at += len(text[at:]) - len(text[at:].lstrip())
        if not spawn.get("remoteCacheHit"):
            executed.append(spawn.get("mnemonic", "?"))
    return process_counts(proc.stderr), executed


def run_collatz(binary: Path, platform: str) -> str:
    runner = ["qemu-aarch64-static"] if "aarch64" in platform else []
    return subprocess.run([*runner, str(binary), "27"], capture_output=True, text=True,
                          check=True).stdout.strip()


def check_remote() -> None:
    sys.path.insert(0, str(REPO / "tests" / "reapi"))
    import service

    executing, serving = other_output_base(0), other_output_base(1)
    user_root = Path(bazel("info", "output_base").stdout.strip()).parent
    # What actions must not read: everything a build could leak from (the
    # machine-wide toolchains included: toolchains/machine_cache.bzl).
    hide = [str(REPO), str(user_root), str(executing), str(serving), str(CACHE)]
    host_prefix = Path(os.path.realpath(sys.base_prefix))
    if not str(host_prefix).startswith(("/usr", "/bin", "/lib")) and host_prefix != Path("/"):
        hide.append(str(host_prefix))
    workdir = Path(tempfile.mkdtemp(prefix="pyaot-reapi-"))
    try:
        start = time.monotonic()
        with service.remote_execution(workdir, hide) as address:
            print(f"    {time.monotonic() - start:5.0f} s  REAPI service started", flush=True)
            for platform in remote_platforms():
                with timed(f"{platform}: built remotely"):
                    first, _ = remote_build(address, platform, executing)
                assert first.get("remote", 0) >= 3, f"{platform}: not executed remotely: {first}"
                out = bazel_bin(f"--config={platform}", output_base=executing) / "examples/collatz"
                assert run_collatz(out, platform) == "111"
                with timed(f"{platform}: built from the remote cache"):
                    second, executed = remote_build(address, platform, serving)
                assert not executed and second.get("remote cache hit", 0) >= 3, (
                    f"{platform}: a build in another output base was not served from the remote "
                    f"cache: {second}; executed: {executed}")
                out = bazel_bin(f"--config={platform}", output_base=serving) / "examples/collatz"
                assert run_collatz(out, platform) == "111"
                print(f"  {platform}: {first.get('remote')} actions executed remotely "
                      f"(checkout, output bases and {host_prefix} hidden); another output base: "
                      f"{second.get('remote cache hit')} remote cache hits, 0 executed")
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if MODE != "full":
        return
    # The same actions, declared inputs only, in Bazel's own sandbox: what the
    # remote worker showed already (it stages declared inputs only and hides
    # more), so only under --full.
    bazel("clean", output_base=serving)
    for platform in REMOTE_PLATFORMS:
        with timed(f"{platform}: built sandboxed"):
            proc = bazel("build", "--config=hermetic", "--spawn_strategy=sandboxed",
                         f"--config={platform}", REMOTE_TARGET, output_base=serving)
        counts = process_counts(proc.stderr)
        assert counts.get("linux-sandbox", 0) + counts.get("processwrapper-sandbox", 0) >= 3, counts
        out = bazel_bin(f"--config={platform}", output_base=serving) / "examples/collatz"
        assert run_collatz(out, platform) == "111"
    print(f"  sandboxed with --config=hermetic: {', '.join(REMOTE_PLATFORMS)} built and ran")


CHECKS = {
    "reproducible": check_reproducible,
    "android-error": check_android_error,
    "android-ndk": check_android_ndk,
    "remote": check_remote,
    "consumer": check_consumer,
    "buildifier": check_buildifier,
    "bzlmod": check_bzlmod,
}


def tree_key() -> str:
    """What a check's result depends on: the content of every file of the
    checkout that git tracks or would track, and the Bazel that runs it."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO,
                            capture_output=True, check=True).stdout.split(b"\0")
    digest = hashlib.sha256(bazel("--version").stdout.encode())
    for name in sorted(n for n in listed if n):
        path = REPO / name.decode()
        if path.is_file():
            digest.update(name + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def run_check(name: str, key: str | None) -> dict:
    """Runs one check (or recalls that it passed on this tree); returns its
    timing row for tools/test_report.py."""
    print(f"bazel check {name}:", flush=True)
    stamp = CACHE / "checks" / f"{name}-{MODE}-{key}.json" if key else None
    if stamp and stamp.exists() and not os.environ.get("PYAOT_RERUN_CHECKS"):
        passed = json.loads(stamp.read_text())
        print(f"  PASSED {name} (cached: passed on this tree at {passed['at']} in "
              f"{passed['seconds']:.0f} s)", flush=True)
        return {"name": name, "seconds": 0.0, "status": "PASSED", "cached": True}
    start = time.monotonic()
    try:
        CHECKS[name]()
    except (AssertionError, RuntimeError, subprocess.CalledProcessError) as e:
        print(f"  FAILED {name}: {e}", flush=True)
        return {"name": name, "seconds": time.monotonic() - start, "status": "FAILED"}
    took = time.monotonic() - start
    print(f"  PASSED {name} ({took:.0f} s)", flush=True)
    if stamp:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(json.dumps({"at": time.strftime("%Y-%m-%d %H:%M:%S"), "seconds": took}))
    return {"name": name, "seconds": took, "status": "PASSED"}


def main(argv: list[str]) -> int:
    global MODE
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"of {', '.join(CHECKS)}")
    parser.add_argument("--full", action="store_true", help="every platform, not a sample")
    parser.add_argument("--timings", type=Path, help="write each check's time here (JSON)")
    args = parser.parse_args(argv)
    MODE = "full" if args.full else "ci"
    names = args.names or list(CHECKS)
    if unknown := set(names) - set(CHECKS):
        parser.error(f"no check {', '.join(sorted(unknown))}; there are {', '.join(CHECKS)}")
    try:
        key = tree_key()
    except (OSError, subprocess.CalledProcessError):
        key = None  # not a git checkout: nothing to recall results by
    rows = []
    try:
        rows = [run_check(name, key) for name in names]
    finally:
        remove_other_output_bases()
        if args.timings:
            args.timings.write_text(json.dumps(rows))
    failed = sum(r["status"] != "PASSED" for r in rows)
    print(f"bazel checks: {len(names) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
