"""A local Remote Execution API service for the remote-execution check:
PostgreSQL (BuildGrid's scheduler state), a BuildGrid server (Execution,
Bots, CAS, ByteStream, ActionCache) and the test worker (worker.py), all on
this machine and all gone when the block ends.

    with service.remote_execution(workdir, hide=[...]) as address:
        bazel build --remote_executor=grpc://{address} ...
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
import local_postgres  # noqa: E402  (tests/, beside this directory)

VENV = HERE.parent.parent / ".venv-reapi"


def _wait_for_port(port: int, proc: subprocess.Popen, log: Path, what: str) -> None:
    for _ in range(600):
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited ({proc.returncode}):\n{log.read_text()[-3000:]}")
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"{what} did not listen on {port}:\n{log.read_text()[-3000:]}")


@contextlib.contextmanager
def _process(argv: list[str], log: Path) -> Iterator[subprocess.Popen]:
    with log.open("w") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    try:
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextlib.contextmanager
def remote_execution(workdir: Path, hide: list[str], slots: int = 2) -> Iterator[str]:
    """Yields host:port of a running service whose worker hides `hide`."""
    if not (VENV / "bin" / "bgd").exists():
        raise RuntimeError(f"BuildGrid is not installed in {VENV} (tools/setup.sh installs it)")
    workdir.mkdir(parents=True, exist_ok=True)
    with local_postgres.server() as url:
        # BuildGrid speaks to PostgreSQL through psycopg2, and creates its
        # tables with its own migration command.
        database = url.replace("postgresql://", "postgresql+psycopg2://", 1)
        migrate = subprocess.run([str(VENV / "bin" / "bgd"), "migrate", "apply", database],
                                 capture_output=True, text=True)
        if migrate.returncode != 0:
            raise RuntimeError(f"bgd migrate failed:\n{migrate.stdout}{migrate.stderr}")
        port = local_postgres.free_port()
        config = workdir / "buildgrid.yml"
        config.write_text((HERE / "buildgrid.yml").read_text()
                          .replace("{port}", str(port)).replace("{root}", str(workdir))
                          .replace("{database}", database))
        server_log = workdir / "server.log"
        with _process([str(VENV / "bin" / "bgd"), "server", "start", str(config)],
                      server_log) as server:
            _wait_for_port(port, server, server_log, "the BuildGrid server")
            hidden = [a for p in hide for a in ("--hide", p)]
            with _process([str(VENV / "bin" / "python"), str(HERE / "worker.py"),
                           "--server", f"127.0.0.1:{port}", "--workdir", str(workdir / "worker"),
                           "--slots", str(slots), *hidden], workdir / "worker.log"):
                yield f"127.0.0.1:{port}"
