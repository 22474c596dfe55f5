"""Runs a wasm32_wasi artifact with wasmtime, as a native executable would run.

    python -m pyaot.wasi collatz.wasm 27

The module uses WebAssembly exception handling (Python exceptions are C++
exceptions), so the engine is configured with it; the wasmtime command line
needs `wasmtime run -W exceptions=y collatz.wasm 27` for the same.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import wasmtime

# Exit status of a program that died of a trap (abort, unreachable), as a
# native program killed by SIGABRT reports it.
TRAP_STATUS = 134


@functools.cache
def _engine() -> wasmtime.Engine:
    config = wasmtime.Config()
    config.wasm_exceptions = True
    return wasmtime.Engine(config)


@functools.lru_cache(maxsize=8)
def _compiled(path: str, mtime_ns: int, size: int) -> wasmtime.Module:
    # Compiling is nearly all of a short run (collatz: 0.32 s, then 0.001 s
    # a run once compiled): once per process and file version.
    del mtime_ns, size  # the cache key: a rebuilt file is compiled again
    return wasmtime.Module.from_file(_engine(), path)


def _module(path: Path | str) -> wasmtime.Module:
    stat = os.stat(path)
    return _compiled(os.path.realpath(path), stat.st_mtime_ns, stat.st_size)


def run(module: Path | str, args: list[str], stdin: bytes = b"",
        dirs: dict[str, Path] | None = None) -> subprocess.CompletedProcess:
    """Runs `module` with `args`; returns its exit status, stdout and stderr
    (str). `dirs` maps guest paths to host directories the module may use."""
    engine = _engine()
    store = wasmtime.Store(engine)
    with tempfile.TemporaryDirectory() as tmp:
        out, err, inp = (Path(tmp) / name for name in ("stdout", "stderr", "stdin"))
        inp.write_bytes(stdin)
        wasi = wasmtime.WasiConfig()
        wasi.argv = [Path(module).stem, *args]
        wasi.stdin_file = str(inp)
        wasi.stdout_file = str(out)
        wasi.stderr_file = str(err)
        for guest, host in (dirs or {}).items():
            wasi.preopen_dir(str(host), guest)
        store.set_wasi(wasi)
        linker = wasmtime.Linker(engine)
        linker.define_wasi()
        instance = linker.instantiate(store, _module(module))
        status, trap = 0, ""
        try:
            instance.exports(store)["_start"](store)
        except wasmtime.ExitTrap as exit_:
            status = exit_.code
        except wasmtime.Trap as fault:
            status, trap = TRAP_STATUS, f"wasm trap: {fault.message}\n"
        return subprocess.CompletedProcess(
            [str(module), *args], status,
            out.read_text(errors="replace"), err.read_text(errors="replace") + trap)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if argv else 2
    result = run(argv[0], argv[1:], sys.stdin.buffer.read() if not sys.stdin.isatty() else b"")
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
