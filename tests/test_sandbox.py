"""Build-time safety: the tracer never runs user code, unless the build asks
it to compute constants (evaluate_constants), and then only by importing the
module in a child process with a time limit, a memory limit and no network."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from pyaot import native, sandbox
from pyaot.diagnostics import CompileError
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module

TABLES = '''
"""Constants only an import can compute, and a side effect at import time."""
import math
import pathlib

SQUARES = tuple(i * i for i in range(10))
HALF_PI = math.pi / 2
NAME = "-".join(["pre", "computed"])
pathlib.Path({marker!r}).write_text("imported")


def lookup(i: int) -> int:
    return SQUARES[7] * i + len(SQUARES)


def angle(x: float) -> float:
    return HALF_PI * x


def label(n: int) -> str:
    return NAME + str(n)
'''


@pytest.fixture
def tables(tmp_path: Path) -> tuple[Path, Path]:
    marker = tmp_path / "imported.marker"
    src = tmp_path / "tables.py"
    src.write_text(TABLES.format(marker=str(marker)))
    return src, marker


def test_a_plain_build_never_imports_user_code(tables) -> None:
    src, marker = tables
    with pytest.raises(CompileError) as error:
        compile_file(src, ["lookup"])
    message = str(error.value)
    # The module-level write is module code the program would run (refused:
    # pathlib), or SQUARES a constant only an import computes.
    assert message.startswith("tables.py:") and ("pathlib.Path" in message or (
        "global 'SQUARES'" in message and "evaluate_constants" in message)), message
    assert not marker.exists(), "the tracer executed the user's module"


def test_a_plain_build_of_static_constants_runs_nothing(tmp_path: Path) -> None:
    src = tmp_path / "static.py"
    src.write_text("import sys\nLIMIT = 2 ** 10 - 1\nsys.exit('imported!')\n\n"
                   "def clip(x: int) -> int:\n    return min(x, LIMIT)\n")
    assert "1023" in compile_file(src, ["clip"]).cpp


@pytest.mark.parametrize("function,args", [("lookup", ["7"]), ("angle", ["0.5"]),
                                           ("label", ["3"])])
def test_evaluated_constants_match_cpython(tables, tmp_path: Path, function: str,
                                           args: list[str]) -> None:
    src, _ = tables
    exe = native.build_executable(
        compile_file(src, [function], evaluate_constants=True).cpp, tmp_path / function)
    got = subprocess.run([str(exe), *args], capture_output=True, text=True, check=True).stdout
    reference = load_reference_module(src, [src.parent])
    want = getattr(reference, function)(*[type_(a) for type_, a in
                                           zip({"lookup": [int], "angle": [float],
                                                "label": [int]}[function], args)])
    assert got.strip() == repr(want)


def write_module(tmp_path: Path, body: str) -> Path:
    src = tmp_path / "mod.py"
    src.write_text(textwrap.dedent(body))
    return src


def test_no_network_in_the_sandbox(tmp_path: Path) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.settimeout(5)
    accepted: list = []
    threading.Thread(target=lambda: accepted.append(_accept(server)), daemon=True).start()
    src = write_module(tmp_path, f"""
        import socket
        VALUE = socket.create_connection(("127.0.0.1", {server.getsockname()[1]})).fileno()
    """)
    with pytest.raises(sandbox.SandboxError, match="network access is disabled"):
        sandbox.evaluate(src, "mod", ["VALUE"], [tmp_path])
    server.close()
    assert accepted in ([], [None]), "the sandboxed import reached the network"


def _accept(server: socket.socket):
    try:
        return server.accept()
    except OSError:
        return None


def test_time_limit(tmp_path: Path) -> None:
    src = write_module(tmp_path, "while True:\n    pass\nVALUE = 1\n")
    with pytest.raises(sandbox.SandboxError, match="took longer than 1.5 s"):
        sandbox.evaluate(src, "mod", ["VALUE"], [tmp_path], sandbox.Limits(timeout_s=1.5))


def test_memory_limit(tmp_path: Path) -> None:
    src = write_module(tmp_path, "VALUE = len(bytearray(8 << 30))\n")
    with pytest.raises(sandbox.SandboxError, match="MemoryError"):
        sandbox.evaluate(src, "mod", ["VALUE"], [tmp_path], sandbox.Limits(memory_mb=512))


def test_values_compiled_code_cannot_embed_are_refused(tmp_path: Path) -> None:
    src = write_module(tmp_path, """
        import numpy as np
        WEIGHTS = np.arange(6.0)

        def first() -> float:
            return float(WEIGHTS[0])
    """)
    with pytest.raises(CompileError) as error:  # a plain build: located, not a crash
        compile_file(src, ["first"])
    assert "it calls numpy.arange, which is not evaluated at compile time" in str(error.value)
    with pytest.raises(CompileError) as error:
        compile_file(src, ["first"], evaluate_constants=True)
    message = str(error.value)
    assert "global 'WEIGHTS'" in message and "numpy.ndarray" in message
    assert "mod.py:" in message


REBOUND = """
import sys

LIMIT = 1
for _ in range(4):
    LIMIT *= 3
SCALE = 1.0
PREFIX = "a"


def _configure():
    global SCALE
    SCALE = 2.5


_configure()
try:
    PREFIX = sys.argv[99]
except IndexError as error:
    PREFIX = "b"
if __name__ == "__main__":
    LIMIT = -1


def scaled(x: int) -> str:
    return PREFIX + str(min(x, LIMIT) * SCALE)
"""


def test_rebound_constants_are_refused_or_imported(tmp_path: Path) -> None:
    """A module-level name rebound in a loop, a branch, a `try` or through
    `global` in a function called at import: a plain build refuses it (it
    once silently used the first value); the sandbox gives its final value."""
    src = write_module(tmp_path, REBOUND)
    with pytest.raises(CompileError) as error:
        compile_file(src, ["scaled"])
    # Refused: a constant no syntax gives, or module code the program cannot run.
    assert "is not a compile-time constant" in str(error.value) and \
        "--evaluate-constants" in str(error.value) or \
        "module-level code the compiler does not run" in str(error.value), str(error.value)
    exe = native.build_executable(compile_file(src, ["scaled"], evaluate_constants=True).cpp,
                                  tmp_path / "scaled")
    reference = load_reference_module(src, [src.parent])
    for arg in ("7", "200"):
        got = subprocess.run([str(exe), arg], capture_output=True, text=True, check=True)
        assert got.stdout.strip() == repr(reference.scaled(int(arg)))


def test_shipped_module_objects_are_made_by_compiled_code(tmp_path: Path) -> None:
    """`WORD = re.compile(...)` or `HALF = Fraction(1, 2)` at module level is
    an object of compiled code (tracer/stdlib), made when the program starts,
    not a constant the sandbox's import computes (CPython's object there
    cannot be embedded: such builds were refused)."""
    src = tmp_path / "shipped_objects.py"  # a module name no other test loads
    src.write_text("import re\nfrom fractions import Fraction\n"
                   "WORD = re.compile(r'[a-z]+')\nHALF = Fraction(1, 2)\n"
                   "LIMIT = 2 ** 3\n\n"
                   "def words(s: str) -> str:\n"
                   "    return str(WORD.findall(s)[:LIMIT]) + str(HALF * 3)\n")
    exe = native.build_executable(compile_file(src, ["words"], evaluate_constants=True).cpp,
                                  tmp_path / "words")
    reference = load_reference_module(src, [src.parent])
    got = subprocess.run([str(exe), "ab, cd 1 ef"], capture_output=True, text=True, check=True)
    assert got.stdout.strip() == repr(reference.words("ab, cd 1 ef"))


def test_import_errors_show_the_traceback(tmp_path: Path) -> None:
    src = write_module(tmp_path, """
        TABLE = tuple(open("missing.csv").read().split(","))

        def size() -> int:
            return len(TABLE)
    """)
    with pytest.raises(CompileError) as error:
        compile_file(src, ["size"], evaluate_constants=True)
    assert "FileNotFoundError" in str(error.value) and "missing.csv" in str(error.value)


# ------------------------------------------------ @compile(sandbox={...})

SANDBOXED = '''
import os
from pyaot import compile

TABLE = tuple(int(x) for x in open("data/table.csv").read().split(","))
MODE = os.environ.get("TABLE_MODE", "none")


@compile(tag="tables.pick", sandbox={{"files": {{"data/table.csv": "table.csv"}},
                                      "env": {{"TABLE_MODE": "scaled"}}, "timeout_s": 30,
                                      "packages": {packages}}})
def pick(i: int) -> str:
    return MODE + ":" + str(TABLE[i] * 2)
'''


def test_decorator_sandbox_supplies_files_and_environment(tmp_path: Path) -> None:
    (tmp_path / "table.csv").write_text("3,5,8")
    src = tmp_path / "tables.py"
    src.write_text(SANDBOXED.format(packages=["numpy>=1.0"]))
    result = compile_file(src, ["pick"], evaluate_constants=True)
    binary = native.build_executable(result.cpp, tmp_path / "pick")
    out = subprocess.run([str(binary), "2"], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "'scaled:16'"


@pytest.mark.parametrize("packages, message", [
    (["no-such-distribution-pyaot>=1"], "no-such-distribution-pyaot>=1 (not installed)"),
    (["numpy<1.0"], "numpy<1.0 (installed: "),
])
def test_decorator_sandbox_packages_must_be_installed(tmp_path: Path, packages: list[str],
                                                      message: str) -> None:
    (tmp_path / "table.csv").write_text("1")
    src = tmp_path / "tables.py"
    src.write_text(SANDBOXED.format(packages=packages))
    with pytest.raises(CompileError) as error:
        compile_file(src, ["pick"])  # checked even when nothing is evaluated
    text = str(error.value)
    assert message in text and "pip install" in text and "tables.py:" in text


@pytest.mark.parametrize("spec, message", [
    ("{'files': {'w.bin': 'https://example.com/w.bin'}}", "is a URL; the sandbox has no network"),
    ("{'files': {'../w.bin': 'w.bin'}}", "must be a relative path inside the sandbox"),
    ("{'timeout': 5}", "unknown key 'timeout'"),
    ("{'packages': 'numpy'}", "packages must be a list"),
])
def test_decorator_sandbox_is_validated_where_written(tmp_path: Path, spec: str,
                                                      message: str) -> None:
    src = tmp_path / "bad.py"
    src.write_text("from pyaot import compile\n\n\n"
                   f"@compile(tag='bad.f', sandbox={spec})\n"
                   "def f(x: int) -> int:\n    return x\n")
    with pytest.raises(CompileError) as error:
        compile_file(src, ["f"])
    assert message in str(error.value) and "bad.py:4:" in str(error.value)


def test_decorator_sandbox_missing_file(tmp_path: Path) -> None:
    src = tmp_path / "tables.py"
    src.write_text(SANDBOXED.format(packages=[]))
    with pytest.raises(CompileError, match="sandbox file 'table.csv' does not exist"):
        compile_file(src, ["pick"], evaluate_constants=True)


# ------------------------------------------------ what an import leaves behind

DAEMON = '''
import os, subprocess, sys, time

# Outlives the import unless the sandbox kills it: sleeps, then leaves a marker.
LATER = "import pathlib, time; time.sleep(2); pathlib.Path({marker!r}).write_text('alive')"
subprocess.Popen([sys.executable, "-c", LATER, {token!r}], start_new_session=True,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if os.fork() == 0:  # and a classic double-forked daemon
    os.setsid()
    if os.fork() == 0:
        os.execv(sys.executable, [sys.executable, "-c", LATER.replace("alive", "daemon"), {token!r}])
    os._exit(0)
os.wait()
VALUE = 7
{tail}
'''


def _running(token: str) -> list[str]:
    """Processes whose command line holds `token`."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if token.encode() in cmdline and state != "Z":
            found.append(pid)
    return found


@pytest.mark.parametrize("pid_namespace", [True, False], ids=["pid-namespace", "subreaper"])
@pytest.mark.parametrize("ending", ["returns", "times out"])
def test_processes_started_at_import_die_with_it(tmp_path: Path, monkeypatch, pid_namespace: bool,
                                                 ending: str) -> None:
    monkeypatch.setattr(sandbox, "USE_PID_NAMESPACE", pid_namespace)
    marker, token = tmp_path / "later.marker", f"pyaot-sandbox-daemon-{tmp_path.name}"
    tail = "while True:\n    pass" if ending == "times out" else ""
    src = write_module(tmp_path, DAEMON.format(marker=str(marker), token=token, tail=tail))
    if ending == "returns":
        assert sandbox.evaluate(src, "mod", ["VALUE"], [tmp_path]) == {"VALUE": 7}
    else:
        with pytest.raises(sandbox.SandboxError, match="took longer than 1.5 s"):
            sandbox.evaluate(src, "mod", ["VALUE"], [tmp_path], sandbox.Limits(timeout_s=1.5))
    assert _running(token) == []
    time.sleep(3)
    assert not marker.exists() and not marker.with_name("later.marker").exists()


NOISE = '''
import sys
line = "x" * ((1 << 20) - 1) + "\\n"
for _ in range({mib}):
    sys.stdout.write(line)
raise ValueError("after the noise")
'''

MEASURE = '''
import resource, sys
from pathlib import Path
from pyaot import sandbox
try:
    sandbox.evaluate(Path(sys.argv[1]), "mod", ["VALUE"], [Path(sys.argv[1]).parent])
except sandbox.SandboxError as e:
    print(e)
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
'''


def test_output_is_kept_as_a_bounded_tail(tmp_path: Path) -> None:
    """A module printing a GiB: the build's memory stays bounded, and the
    error (the last lines) is reported."""
    src = write_module(tmp_path, NOISE.format(mib=1024))
    tracer = Path(sandbox.__file__).parent.parent
    proc = subprocess.run([sys.executable, "-c", MEASURE, str(src)], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(tracer)})
    assert proc.returncode == 0, proc.stderr
    *message, peak_mib = proc.stdout.strip().splitlines()
    assert int(peak_mib) < 200, f"the build grew to {peak_mib} MiB"
    assert "ValueError: after the noise" in message[-1]
    assert "earlier bytes of output not kept" in "\n".join(message)
    assert len("\n".join(message)) < 4000  # the traceback, not the noise
