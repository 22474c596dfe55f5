"""A Remote Workers API bot for BuildGrid: the executing half of the REAPI
service the remote-execution check builds against (tests/bazel_checks.py).

BuildGrid's server schedules actions and serves the CAS and action cache,
but its workers (BuildBox) are C++ programs no registry here ships, so this
is a small one, written against BuildGrid's generated protocol modules:

  * one bot session per slot (CreateBotSession, then UpdateBotSession as a
    long poll); a lease's payload is the Action;
  * the input root is materialised from the CAS: files are fetched once into
    a local store and hard-linked into each action's directory;
  * the command runs with exactly the Command's arguments, environment and
    working directory. With --hide PATH (root only) it runs in a private
    mount namespace where each PATH is an empty tmpfs: an action that reads
    a file it did not declare (this checkout, an output base, a user's
    interpreter) fails instead of passing by luck;
  * outputs, stdout and stderr go back to the CAS, the ActionResult in the
    completed lease.

    python worker.py --server 127.0.0.1:PORT --workdir DIR [--slots N] [--hide PATH ...]
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import grpc

from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re_pb2
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as re_grpc
from buildgrid._protos.google.bytestream import bytestream_pb2, bytestream_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc
from buildgrid._protos.google.rpc import code_pb2

CHUNK = 1 << 20  # ByteStream chunk; also the cut-off for batch calls
POLL_S = 30


def digest_of(data: bytes) -> re_pb2.Digest:
    return re_pb2.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


class Cas:
    """Reads and writes blobs; keeps a local store of what it has read."""

    def __init__(self, channel: grpc.Channel, store: Path, instance: str = "") -> None:
        self.cas = re_grpc.ContentAddressableStorageStub(channel)
        self.bytestream = bytestream_pb2_grpc.ByteStreamStub(channel)
        self.store = store
        self.instance = instance
        store.mkdir(parents=True, exist_ok=True)

    def _resource(self, digest: re_pb2.Digest) -> str:
        prefix = f"{self.instance}/" if self.instance else ""
        return f"{prefix}blobs/{digest.hash}/{digest.size_bytes}"

    def read(self, digest: re_pb2.Digest) -> bytes:
        return self.read_many([digest])[digest.hash]

    def read_many(self, digests: list[re_pb2.Digest]) -> dict[str, bytes]:
        """Several blobs by hash: small ones batched, large ones streamed."""
        found: dict[str, bytes] = {}
        batch: list[re_pb2.Digest] = []
        size = 0

        def flush() -> None:
            nonlocal batch, size
            if batch:
                reply = self.cas.BatchReadBlobs(re_pb2.BatchReadBlobsRequest(
                    instance_name=self.instance, digests=batch))
                for blob in reply.responses:
                    if blob.status.code != code_pb2.OK:
                        raise RuntimeError(f"CAS has no {blob.digest.hash}: {blob.status.message}")
                    found[blob.digest.hash] = blob.data
            batch, size = [], 0

        for digest in {d.hash: d for d in digests}.values():
            if digest.size_bytes == 0:
                found[digest.hash] = b""
                continue
            if digest.size_bytes > CHUNK:
                parts = self.bytestream.Read(bytestream_pb2.ReadRequest(
                    resource_name=self._resource(digest)))
                found[digest.hash] = b"".join(p.data for p in parts)
                continue
            if size + digest.size_bytes > 2 * CHUNK or len(batch) >= 500:
                flush()
            batch.append(digest)
            size += digest.size_bytes
        flush()
        return found

    def write(self, data: bytes) -> re_pb2.Digest:
        digest = digest_of(data)
        if len(data) <= CHUNK:
            self.cas.BatchUpdateBlobs(re_pb2.BatchUpdateBlobsRequest(
                instance_name=self.instance,
                requests=[re_pb2.BatchUpdateBlobsRequest.Request(digest=digest, data=data)]))
            return digest
        name = f"uploads/{uuid.uuid4()}/{self._resource(digest)}"

        def chunks():
            for offset in range(0, len(data), CHUNK):
                piece = data[offset:offset + CHUNK]
                yield bytestream_pb2.WriteRequest(
                    resource_name=name, write_offset=offset, data=piece,
                    finish_write=offset + len(piece) >= len(data))
        self.bytestream.Write(chunks())
        return digest

    def stored_path(self, digest: re_pb2.Digest, executable: bool) -> Path:
        return self.store / ("x" if executable else "r") / digest.hash

    def store_all(self, files: list[tuple[re_pb2.Digest, bool]]) -> None:
        """Fetches the blobs the local store lacks, as read-only files."""
        missing = [(d, x) for d, x in files if not self.stored_path(d, x).exists()]
        blobs = self.read_many([d for d, _ in missing])
        for digest, executable in missing:
            path = self.stored_path(digest, executable)
            path.parent.mkdir(exist_ok=True)
            tmp = path.with_name(f"{digest.hash}.{uuid.uuid4().hex}")
            tmp.write_bytes(blobs[digest.hash])
            tmp.chmod(0o555 if executable else 0o444)
            os.replace(tmp, path)


def materialise(cas: Cas, root: re_pb2.Digest, into: Path) -> None:
    """The input root under `into`: directories fetched a level at a time,
    then every file the store lacks in batches, then hard links."""
    directories: dict[str, re_pb2.Directory] = {}
    level = [root]
    while level:
        wanted = [d for d in level if d.hash not in directories]
        for hash_, data in cas.read_many(wanted).items():
            directories[hash_] = re_pb2.Directory.FromString(data)
        for d in wanted:
            directories.setdefault(d.hash, re_pb2.Directory())  # the empty directory
        level = [child.digest for d in wanted for child in directories[d.hash].directories]
    cas.store_all([(f.digest, f.is_executable) for d in directories.values() for f in d.files])

    def place(digest: re_pb2.Digest, path: Path) -> None:
        directory = directories[digest.hash]
        path.mkdir(parents=True, exist_ok=True)
        for f in directory.files:
            os.link(cas.stored_path(f.digest, f.is_executable), path / f.name)
        for d in directory.directories:
            place(d.digest, path / d.name)
        for link in directory.symlinks:
            os.symlink(link.target, path / link.name)

    place(root, into)


def tree_of(cas: Cas, root: Path) -> re_pb2.Tree:
    """An output directory as a Tree, its files uploaded."""
    tree = re_pb2.Tree()

    def directory(path: Path) -> re_pb2.Directory:
        d = re_pb2.Directory()
        for entry in sorted(path.iterdir(), key=lambda p: p.name):
            if entry.is_dir():
                child = directory(entry)
                tree.children.append(child)
                d.directories.add(name=entry.name, digest=digest_of(child.SerializeToString()))
            else:
                d.files.add(name=entry.name, digest=cas.write(entry.read_bytes()),
                            is_executable=os.access(entry, os.X_OK))
        return d

    tree.root.CopyFrom(directory(root))
    return tree


def run_action(cas: Cas, action: re_pb2.Action, work: Path, hide: list[str]) -> re_pb2.ActionResult:
    command = re_pb2.Command.FromString(cas.read(action.command_digest))
    materialise(cas, action.input_root_digest, work)
    outputs = list(command.output_files) + list(command.output_directories)
    for out in outputs:
        (work / command.working_directory / out).parent.mkdir(parents=True, exist_ok=True)
    argv = list(command.arguments)
    if hide:
        # A private mount namespace: the hidden trees are empty there.
        mounts = " && ".join(f"mount -t tmpfs none '{p}'" for p in hide)
        argv = ["unshare", "--mount", "sh", "-c", f'{mounts} && exec "$@"', "sh", *argv]
    env = {v.name: v.value for v in command.environment_variables}
    timeout = action.timeout.seconds or 3600
    started = time.time()
    try:
        proc = subprocess.run(argv, cwd=work / command.working_directory, env=env,
                              capture_output=True, timeout=timeout)
        exit_code, stdout, stderr = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired as e:
        exit_code, stdout, stderr = 124, e.stdout or b"", (e.stderr or b"") + b"\ntimed out"
    except OSError as e:  # the program does not exist, or cannot run
        exit_code, stdout, stderr = 127, b"", str(e).encode()
    result = re_pb2.ActionResult(exit_code=exit_code)
    result.stdout_digest.CopyFrom(cas.write(stdout))
    result.stderr_digest.CopyFrom(cas.write(stderr))
    base = work / command.working_directory
    for name in command.output_files:
        path = base / name
        if path.is_file():
            result.output_files.add(path=name, digest=cas.write(path.read_bytes()),
                                    is_executable=os.access(path, os.X_OK))
    for name in command.output_directories:
        path = base / name
        if path.is_dir():
            tree = tree_of(cas, path)
            result.output_directories.add(path=name, tree_digest=cas.write(tree.SerializeToString()))
    result.execution_metadata.worker = f"pyaot-test-worker ({time.time() - started:.1f} s)"
    return result


def serve_slot(server: str, slot: int, workdir: Path, hide: list[str], stop: threading.Event) -> None:
    channel = grpc.insecure_channel(server, options=[
        ("grpc.max_receive_message_length", 64 << 20), ("grpc.max_send_message_length", 64 << 20)])
    bots = bots_pb2_grpc.BotsStub(channel)
    cas = Cas(channel, workdir / "store")
    session = bots.CreateBotSession(bots_pb2.CreateBotSessionRequest(
        parent="", bot_session=bots_pb2.BotSession(
            bot_id=f"pyaot-test-worker-{os.getpid()}-{slot}", status=bots_pb2.BotStatus.OK)),
        timeout=POLL_S, wait_for_ready=True)
    count = 0
    done: set[str] = set()
    while not stop.is_set():
        # BuildGrid hands leases out PENDING or already ACTIVE; either is new
        # work until this slot has run it.
        pending = [lease for lease in session.leases if lease.id not in done and lease.state in
                   (bots_pb2.LeaseState.PENDING, bots_pb2.LeaseState.ACTIVE)]
        if not pending:
            try:
                session = bots.UpdateBotSession(bots_pb2.UpdateBotSessionRequest(
                    name=session.name, bot_session=session), timeout=POLL_S)
            except grpc.RpcError as e:
                if e.code() in (grpc.StatusCode.DEADLINE_EXCEEDED, grpc.StatusCode.UNAVAILABLE):
                    continue
                raise
            continue
        lease = pending[0]
        action = re_pb2.Action()
        lease.payload.Unpack(action)
        lease.state = bots_pb2.LeaseState.ACTIVE
        count += 1
        work = workdir / f"slot{slot}" / str(count)
        try:
            result = run_action(cas, action, work, hide)
            lease.status.code = code_pb2.OK
            lease.result.Pack(result)
        except Exception as e:  # noqa: BLE001 - reported to the client as the action's failure
            lease.status.code = code_pb2.INTERNAL
            lease.status.message = f"pyaot test worker: {e!r}"
            print(lease.status.message, file=sys.stderr, flush=True)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        lease.state = bots_pb2.LeaseState.COMPLETED
        done.add(lease.id)
        session = bots.UpdateBotSession(bots_pb2.UpdateBotSessionRequest(
            name=session.name, bot_session=session), timeout=POLL_S)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True, help="host:port of the BuildGrid server")
    parser.add_argument("--workdir", type=Path, required=True)
    parser.add_argument("--slots", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--hide", action="append", default=[],
                        help="a directory actions must not see (root only; repeatable)")
    opts = parser.parse_args()
    hide = opts.hide if os.geteuid() == 0 else []
    stop = threading.Event()
    threads = [threading.Thread(target=serve_slot, daemon=True,
                                args=(opts.server, k, opts.workdir, hide, stop))
               for k in range(opts.slots)]
    for t in threads:
        t.start()
    print(f"worker: {opts.slots} slots on {opts.server}, hiding {hide or 'nothing'}", flush=True)
    try:
        while any(t.is_alive() for t in threads):
            time.sleep(1)
    except KeyboardInterrupt:
        stop.set()
    return 0


if __name__ == "__main__":
    sys.exit(main())
