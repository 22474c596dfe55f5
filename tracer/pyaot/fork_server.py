"""Runs a compiled executable many times, fast: through its fork server.

A differential test runs one executable tens of thousands of times;
starting each run from Python (fork of a large interpreter, exec, pipes)
costs ~2 ms, as much as the test itself. Every pyaot executable built for
Linux can serve instead (`PROGRAM --pyaot-serve`, ops/include/pyaot/runtime/
serve.hpp): it forks a child per command line from a process that has only
started, so each run behaves as a fresh process would (its own statics,
exit status, signal), and reports what it printed.

`run(argv, timeout)` returns what `subprocess.run(argv, capture_output=True,
text=True, timeout=timeout)` would: the same return code (negative for a
signal), the same decoded text, subprocess.TimeoutExpired on a timeout. A
binary that does not answer the server's greeting (one built elsewhere, or
not by pyaot) runs through subprocess.run. PYAOT_FORK_SERVER=0 turns it off.
"""

from __future__ import annotations

import atexit
import locale
import os
import select
import subprocess
import sys
import threading
from collections import OrderedDict
from pathlib import Path

GREETING = b"pyaot-serve 1\n"
# Servers kept alive at once (one per executable, most recently used).
_MAX_SERVERS = 8
_GREETING_TIMEOUT_S = 10.0


class _Server:
    def __init__(self, binary: str):
        self.lock = threading.Lock()
        self.proc = subprocess.Popen([binary, "--pyaot-serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.ok = self._read_greeting()
        if not self.ok:
            self.close()

    def _read_greeting(self) -> bool:
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], _GREETING_TIMEOUT_S)
        if not ready:
            return False
        return self.proc.stdout.readline() == GREETING

    def run(self, args: list[str], timeout: float | None) -> tuple[str, int, bytes, bytes]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        encoded = [os.fsencode(a) for a in args]
        millis = int((timeout if timeout is not None else 24 * 3600) * 1000)
        request = [f"run {millis} {len(encoded)}\n".encode()]
        for a in encoded:
            request += [f"{len(a)}\n".encode(), a]
        self.proc.stdin.write(b"".join(request))
        self.proc.stdin.flush()
        header = self.proc.stdout.readline().split()
        if len(header) != 4:
            raise RuntimeError(f"fork server of {self.proc.args[0]} stopped")
        kind, code, out_len, err_len = header[0].decode(), int(header[1]), int(header[2]), \
            int(header[3])
        return kind, code, self._read(out_len), self._read(err_len)

    def _read(self, n: int) -> bytes:
        assert self.proc.stdout is not None
        data = self.proc.stdout.read(n)
        if len(data) != n:
            raise RuntimeError(f"fork server of {self.proc.args[0]} stopped")
        return data

    def close(self) -> None:
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None:
                stream.close()
        self.proc.kill()
        self.proc.wait()


_servers: OrderedDict[tuple[str, int, int], _Server] = OrderedDict()
_servers_lock = threading.Lock()


def _server_for(binary: str) -> _Server | None:
    try:
        st = os.stat(binary)
    except OSError:
        return None
    # A rebuilt executable (same path, new file) gets a new server.
    key = (os.path.realpath(binary), st.st_ino, st.st_mtime_ns)
    with _servers_lock:
        server = _servers.get(key)
        if server is None:
            for old in [k for k in _servers if k[0] == key[0]]:
                _servers.pop(old).close()
            server = _Server(binary)
            _servers[key] = server
            while len(_servers) > _MAX_SERVERS:
                _servers.popitem(last=False)[1].close()
        _servers.move_to_end(key)
    return server if server.ok else None


def _text(data: bytes) -> str:
    """Decoded as subprocess.run(text=True) decodes (universal newlines)."""
    text = data.decode(locale.getpreferredencoding(False))
    return text.replace("\r\n", "\n").replace("\r", "\n")


def enabled() -> bool:
    return sys.platform == "linux" and os.environ.get("PYAOT_FORK_SERVER", "1") != "0"


def run(argv: list[str], timeout: float | None = None) -> subprocess.CompletedProcess[str]:
    server = _server_for(argv[0]) if enabled() else None
    if server is None:
        return subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    with server.lock:
        kind, code, out, err = server.run(argv[1:], timeout)
    if kind == "timeout":
        raise subprocess.TimeoutExpired(argv, timeout or 0, _text(out), _text(err))
    returncode = -code if kind == "signal" else code
    return subprocess.CompletedProcess(argv, returncode, _text(out), _text(err))


@atexit.register
def _close_all() -> None:
    with _servers_lock:
        while _servers:
            _servers.popitem()[1].close()
