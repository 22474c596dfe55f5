"""The process between the build and a sandboxed import (pyaot.sandbox).

Run as `python -I sandbox_supervisor.py REQUEST` (standard library only). It
starts the import, enforces its time limit, keeps only a bounded tail of what
the import prints, and makes sure that nothing the import started outlives
it: a process the user's module starts at import (`subprocess.Popen(...,
start_new_session=True)`, a double-forked daemon) is killed with it.

- Where the kernel allows one, the import runs as the first process of a PID
  namespace of its own: when that process ends, the kernel kills every
  process left in the namespace.
- In any case this process is a child subreaper (prctl PR_SET_CHILD_SUBREAPER):
  descendants orphaned by their parents are re-parented here rather than to
  init, so after the import ends this process kills its children until none
  is left.
- Each process in the chain dies with its parent (PR_SET_PDEATHSIG), so a
  build that is itself killed takes the sandbox with it.

Output: one JSON line {"status", "timed_out", "result", "result_overflow",
"stderr", "stderr_dropped"}: the import's exit status (negative: the signal),
what it wrote on its result descriptor (stdout), and the last bytes of its
stderr (where its prints go too).
"""

from __future__ import annotations

import ctypes
import json
import os
import selectors
import signal
import subprocess
import sys
import time

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CHUNK = 1 << 16

_libc = ctypes.CDLL(None, use_errno=True)
# Linux's; elsewhere a no-op (and /proc is absent: nothing is swept).
_prctl = getattr(_libc, "prctl", lambda *args: -1)
_unshare = getattr(_libc, "unshare", lambda *args: -1)


def die_with_parent() -> None:
    """SIGKILL when the parent exits."""
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def own_pid_namespace() -> bool:
    """Puts this process's next child in a new PID namespace, if allowed."""
    return _unshare(CLONE_NEWPID) == 0 or _unshare(CLONE_NEWUSER | CLONE_NEWPID) == 0


def children() -> list[int]:
    """This process's children, from /proc (orphans are re-parented here)."""
    me, out = os.getpid(), []
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else []:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        # pid (comm) state ppid ...: comm may hold spaces and parentheses.
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) > 1 and int(fields[1]) == me:
            out.append(int(entry))
    return out


def kill_descendants(deadline_s: float = 10.0) -> None:
    """Kills and reaps every child until none is left (each one killed may
    leave orphans, which come here)."""
    end = time.monotonic() + deadline_s
    while time.monotonic() < end:
        alive = children()
        if not alive:
            return
        for pid in alive:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                time.sleep(0.01)
                break


class Tail:
    """The last `limit` bytes written to it, and how many came before them."""

    def __init__(self, limit: int) -> None:
        self.limit, self.data, self.dropped = limit, bytearray(), 0

    def add(self, chunk: bytes) -> None:
        self.data += chunk
        if len(self.data) > 2 * self.limit:
            cut = len(self.data) - self.limit
            self.dropped += cut
            del self.data[:cut]

    def text(self) -> str:
        if len(self.data) > self.limit:
            self.dropped += len(self.data) - self.limit
            del self.data[:len(self.data) - self.limit]
        return self.data.decode("utf-8", "replace")


def supervise(request: dict) -> dict:
    die_with_parent()
    if os.getppid() != request["parent"]:  # the build ended before that took effect
        os._exit(1)
    _prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    if request["pid_namespace"]:
        own_pid_namespace()
    # Popen returns once the child has exec'd: the parent is alive meanwhile.
    child = subprocess.Popen(request["argv"], cwd=request["cwd"], env=request["env"],
                             stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, preexec_fn=die_with_parent)
    result, result_overflow = bytearray(), False
    stderr = Tail(request["stderr_bytes"])
    streams = selectors.DefaultSelector()
    streams.register(child.stdout, selectors.EVENT_READ, "result")
    streams.register(child.stderr, selectors.EVENT_READ, "stderr")
    deadline = time.monotonic() + request["timeout_s"]
    timed_out = False

    def drain(timeout: float) -> None:
        nonlocal result_overflow
        for key, _ in streams.select(timeout):
            chunk = os.read(key.fileobj.fileno(), CHUNK)
            if not chunk:
                streams.unregister(key.fileobj)
            elif key.data == "stderr":
                stderr.add(chunk)
            elif len(result) + len(chunk) <= request["result_bytes"]:
                result.extend(chunk)
            else:
                result_overflow = True

    # Until the import ends (not until its pipes close: a process it started
    # may hold them open).
    while child.poll() is None:
        left = deadline - time.monotonic()
        if left <= 0 or result_overflow:
            timed_out = left <= 0
            child.kill()
            child.wait()
            break
        if streams.get_map():
            drain(min(left, 0.1))
        else:
            time.sleep(min(left, 0.05))
    kill_descendants()
    end = time.monotonic() + 5
    while streams.get_map() and time.monotonic() < end:  # what was written before the end
        drain(0.5)
    return {"status": child.returncode, "timed_out": timed_out,
            "result": result.decode("utf-8", "replace"), "result_overflow": result_overflow,
            "stderr": stderr.text(), "stderr_dropped": stderr.dropped}


if __name__ == "__main__":
    print(json.dumps(supervise(json.loads(sys.argv[1]))))
