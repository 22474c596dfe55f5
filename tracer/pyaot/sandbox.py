"""Build-time evaluation of module constants by importing the user's module.

The tracer never runs user code: module constants are computed from the
syntax (pyaot.frontend.resolve). A constant the syntax cannot give (a table
built by a loop, a value read from a file) is computed here, and only when the
build asks for it (`--evaluate-constants`, `py_aot_binary(evaluate_constants =
True)`, `pyaot compile --evaluate-constants`): the module is imported in a
child Python process with a time limit, a memory limit, no network, a fresh
empty working directory (holding only the files the entry point's
`@compile(sandbox={...})` lists) and a minimal environment. A failure is a
compile error that shows the child's traceback. Between the build and the
child sits a supervisor (pyaot.sandbox_supervisor): every process the import
starts dies with it, and the build keeps only a bounded tail of what it
prints.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Limits:
    timeout_s: float = 20.0
    memory_mb: int = 2048
    # From @compile(sandbox={...}): files copied into the sandbox's working
    # directory (path there, source file) and environment variables.
    files: tuple[tuple[str, str], ...] = ()
    env: tuple[tuple[str, str], ...] = ()


class SandboxError(Exception):
    """Evaluating a constant failed; the message says why, for a diagnostic."""


# ------------------------------------------------ @compile(sandbox={...})
#
# How to recreate the environment an entry point needs, read from source:
#   packages   requirement strings ("numpy>=1.26"): checked against what is
#              installed for the build's Python; a missing one is a build error
#   files      {path in the sandbox: source path relative to the module}:
#              copied into the working directory an import runs in
#   env        {name: value}: environment variables of that import
#   timeout_s, memory_mb: the import's limits
# Files are local: the sandbox has no network, so a URL is refused (fetch it
# in the build, e.g. with http_file, and name the local copy).
SPEC_TYPES = {"packages": list, "files": dict, "env": dict, "timeout_s": (int, float),
              "memory_mb": int}


def spec_problem(spec: object) -> str | None:
    """Why a sandbox= value is malformed, or None."""
    if not isinstance(spec, dict):
        return "must be a dict"
    for key, value in spec.items():
        if key not in SPEC_TYPES:
            return f"has an unknown key {key!r} (known: {', '.join(SPEC_TYPES)})"
        if not isinstance(value, SPEC_TYPES[key]) or isinstance(value, bool):
            return f"{key} must be a {getattr(SPEC_TYPES[key], '__name__', 'number')}"
    if not all(isinstance(r, str) for r in spec.get("packages", [])):
        return "packages must be requirement strings such as 'numpy>=1.26'"
    for dest, source in spec.get("files", {}).items():
        if not isinstance(dest, str) or not isinstance(source, str):
            return "files maps a path in the sandbox to a source path, both strings"
        if "://" in source:
            return (f"file {source!r} is a URL; the sandbox has no network (fetch it in the "
                    "build, e.g. with http_file, and name the local copy)")
        if Path(dest).is_absolute() or ".." in Path(dest).parts:
            return f"file destination {dest!r} must be a relative path inside the sandbox"
    if not all(isinstance(k, str) and isinstance(v, str) for k, v in spec.get("env", {}).items()):
        return "env maps names to string values"
    return None


def missing_packages(spec: dict) -> list[str]:
    """The requirements of `spec` this Python's installed distributions do
    not meet, each with what was found."""
    from importlib import metadata

    from packaging.requirements import Requirement

    out = []
    for text in spec.get("packages", []):
        req = Requirement(text)
        try:
            version = metadata.version(req.name)
        except metadata.PackageNotFoundError:
            out.append(f"{text} (not installed)")
            continue
        if req.specifier and not req.specifier.contains(version, prereleases=True):
            out.append(f"{text} (installed: {version})")
    return out


def limits_from_spec(spec: dict, base: Path) -> Limits:
    """The sandbox for an entry point's build: its files (relative to the
    module's directory `base`), environment and limits."""
    files = []
    for dest, source in spec.get("files", {}).items():
        path = (base / source).absolute()
        if not path.is_file():
            raise SandboxError(f"sandbox file {source!r} does not exist (looked for {path})")
        files.append((dest, str(path)))
    defaults = Limits()
    return Limits(timeout_s=float(spec.get("timeout_s", defaults.timeout_s)),
                  memory_mb=int(spec.get("memory_mb", defaults.memory_mb)),
                  files=tuple(files), env=tuple(sorted(spec.get("env", {}).items())))


# Runs in the child: limits first, then the network is cut, then the import,
# then an epilogue (_VALUES here; pyaot.torch_export's export). What the
# epilogue writes to `result` goes out on the original stdout; the module's
# prints go to stderr.
_IMPORT = r'''
import ctypes, json, os, resource, socket, sys, importlib.util

result = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)

request = json.loads(sys.argv[1])
memory = request["memory_mb"] << 20
resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
cpu = int(request["timeout_s"]) + 1
resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))

# No network: a network namespace of its own where the kernel allows one
# (no interfaces but a down loopback), and refused sockets in any case.
try:
    libc = ctypes.CDLL(None, use_errno=True)
    CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000
    if libc.unshare(CLONE_NEWNET) != 0:
        libc.unshare(CLONE_NEWUSER | CLONE_NEWNET)
except Exception:
    pass


def _no_network(*args, **kwargs):
    raise PermissionError("network access is disabled while pyaot evaluates constants")


class _NoSocket(socket.socket):  # a class still: ssl (imported by urllib, torch) derives from it
    def __init__(self, *args, **kwargs):
        _no_network()


socket.socket = _NoSocket
for _name in ("create_connection", "getaddrinfo", "gethostbyname", "socketpair"):
    setattr(socket, _name, _no_network)

sys.path[:0] = request["roots"]
spec = importlib.util.spec_from_file_location(request["module"], request["path"])
module = importlib.util.module_from_spec(spec)
sys.modules[request["module"]] = module
spec.loader.exec_module(module)
'''

# After the import: the values asked for, encoded.
_VALUES = r'''

def encode(v):
    if isinstance(v, bool):
        return ["bool", v]
    if isinstance(v, int):
        return ["int", str(v)]
    if isinstance(v, float):
        return ["float", v.hex()]
    if isinstance(v, str):
        return ["str", v]
    if isinstance(v, (tuple, list)):
        return [type(v).__name__, [encode(x) for x in v]]
    return ["unsupported", type(v).__module__ + "." + type(v).__qualname__]


result.write(json.dumps({name: encode(getattr(module, name)) for name in request["names"]}))
result.close()
'''


def _decode(tagged: list) -> Any:
    kind, value = tagged
    if kind == "bool" or kind == "str":
        return value
    if kind == "int":
        return int(value)
    if kind == "float":
        return float.fromhex(value)
    if kind in ("tuple", "list"):
        items = [_decode(v) for v in value]
        return tuple(items) if kind == "tuple" else items
    raise SandboxError(f"its value is a {value}, which compiled code cannot embed yet "
                       "(int, float, bool, str and tuples of those can be)")


# What the build keeps of an import's output: the tail of its stderr (its
# prints too) for the error message, and its values, whatever it prints.
STDERR_TAIL_BYTES = 64 << 10
RESULT_MAX_BYTES = 64 << 20
# Run the import as the first process of a PID namespace where the kernel
# allows one (see sandbox_supervisor); the child subreaper works without.
USE_PID_NAMESPACE = True
_SUPERVISOR = Path(os.path.abspath(__file__)).with_name("sandbox_supervisor.py")


def evaluate(path: Path, module: str, names: list[str], roots: list[Path],
             limits: Limits = Limits()) -> dict[str, Any]:
    """The values of `names` after importing `module` from `path`, computed in
    a limited child process. Every process the import starts ends with it,
    and the build holds at most a bounded tail of what it prints."""
    values = json.loads(run_after_import(path, module, roots, limits, _VALUES, {"names": names}))
    return {name: _decode(values[name]) for name in names}


def run_after_import(path: Path, module: str, roots: list[Path], limits: Limits,
                     epilogue: str, extra: dict, python: str = sys.executable,
                     what: str = "importing") -> str:
    """What `epilogue` writes to `result` after importing `module` in the
    sandbox, run by `python` (another interpreter than the build's where the
    epilogue needs packages only it has: pyaot.torch_export). `extra` joins
    the child's `request`. Raises SandboxError with the child's traceback."""
    # The user's roots, then this package: a module that imports pyaot (for
    # the @compile marker, a no-op) imports where pyaot is not installed too.
    own = Path(os.path.abspath(__file__)).parent.parent  # abspath: stay in Bazel runfiles
    request = {**extra, "path": str(path), "module": module,
               "roots": [str(r) for r in roots] + [str(own)], "timeout_s": limits.timeout_s,
               "memory_mb": limits.memory_mb}
    with tempfile.TemporaryDirectory(prefix="pyaot-sandbox-") as cwd:
        for dest, source in limits.files:
            target = Path(cwd) / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        env = {**dict(limits.env), "PATH": "/usr/bin:/bin", "HOME": cwd, "PYTHONHASHSEED": "0",
               "LC_ALL": "C.UTF-8"}
        supervised = {"argv": [python, "-I", "-c", _IMPORT + epilogue, json.dumps(request)],
                      "cwd": cwd, "env": env, "timeout_s": limits.timeout_s,
                      "parent": os.getpid(), "pid_namespace": USE_PID_NAMESPACE,
                      "stderr_bytes": STDERR_TAIL_BYTES, "result_bytes": RESULT_MAX_BYTES}
        try:
            proc = subprocess.run([sys.executable, "-I", str(_SUPERVISOR), json.dumps(supervised)],
                                  capture_output=True, text=True, start_new_session=True,
                                  timeout=limits.timeout_s + 30)
        except subprocess.TimeoutExpired:  # the supervisor itself hung: not the user's doing
            raise SandboxError(f"the sandbox importing {module} did not finish") from None
    if proc.returncode != 0:
        raise SandboxError(f"the sandbox importing {module} failed:\n{proc.stderr[-2000:]}")
    outcome = json.loads(proc.stdout)
    if outcome["timed_out"]:
        raise SandboxError(f"importing {module} took longer than {limits.timeout_s:g} s "
                           "(the sandbox's time limit)")
    if outcome["result_overflow"]:
        raise SandboxError(f"the constants of {module} take more than {RESULT_MAX_BYTES >> 20} MiB "
                           "written out; compiled code cannot embed that much")
    if outcome["status"] != 0:
        raise SandboxError(f"{what} {module} in the sandbox failed:\n{_last_lines(outcome)}")
    return outcome["result"]


def _last_lines(outcome: dict, count: int = 8, width: int = 300) -> str:
    """The end of what a failed import wrote (its traceback), each line cut
    to `width` characters."""
    lines = [line if len(line) <= width else f"{line[:width]} [... {len(line) - width} more]"
             for line in outcome["stderr"].strip().splitlines()[-count:]]
    if outcome["stderr_dropped"]:
        lines.insert(0, f"[{outcome['stderr_dropped']} earlier bytes of output not kept]")
    return "\n".join(lines) or f"exit status {outcome['status']}"
