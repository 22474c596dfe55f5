"""A throw-away PostgreSQL server on a free local port, for tests that need a
real one (the telemetry export of test_tuning.py; BuildGrid's scheduler in
the remote-execution check of bazel_checks.py)."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path


class Unavailable(Exception):
    """PostgreSQL is not installed (tools/setup.sh installs it)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def server() -> Iterator[str]:
    """Runs a server until the block ends; yields its URL (user postgres, no
    password, database postgres)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise Unavailable("PostgreSQL is not installed (tools/setup.sh installs it)")
    bin_dir = found[-1].parent
    # With PostgreSQL running as nobody (it refuses root), every directory
    # above its data must be searchable by nobody: not under a test's tmp.
    root = Path(tempfile.mkdtemp(prefix="pyaot-pg-", dir="/tmp"))
    data = root / "data"
    as_user: list[str] = []
    if os.getuid() == 0:
        as_user = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        os.chmod(root, 0o777)
    try:
        init = subprocess.run([*as_user, str(bin_dir / "initdb"), "-D", str(data), "-U", "postgres",
                               "-A", "trust"], capture_output=True, text=True)
        if init.returncode != 0:
            raise RuntimeError(f"initdb failed (exit {init.returncode}): {init.stdout}{init.stderr}")
        port = free_port()
        proc = subprocess.Popen([*as_user, str(bin_dir / "postgres"), "-D", str(data), "-p",
                                 str(port), "-h", "127.0.0.1", "-k", str(root)],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            for _ in range(200):
                ready = subprocess.run([str(bin_dir / "pg_isready"), "-h", "127.0.0.1", "-p",
                                        str(port), "-U", "postgres"], capture_output=True)
                if ready.returncode == 0:
                    break
                if proc.poll() is not None:
                    break
                time.sleep(0.1)
            else:
                proc.kill()
            if proc.poll() is not None:
                raise RuntimeError(f"PostgreSQL did not start: {proc.stderr.read().decode()[-2000:]}")
            yield f"postgresql://postgres@127.0.0.1:{port}/postgres"
        finally:
            proc.terminate()
            proc.wait(timeout=30)
    finally:
        shutil.rmtree(root, ignore_errors=True)
