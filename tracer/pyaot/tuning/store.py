"""The telemetry store: where per-operator timings accumulate.

An embedded SQLite database by default (one file, e.g. .pyaot/telemetry.db);
`export()` copies it into a shared PostgreSQL database given by URL. Both use
the schema below, unchanged (the DDL is portable SQL).

Schema (documented for users who query it directly):

runs: one execution of one compiled program on one input.
  run_id        TEXT    primary key (a UUID)
  program       TEXT    "FILE.py:function"
  candidate     BIGINT  index in the pruned variant space (NULL: not a candidate)
  plan          TEXT    JSON: operator -> variant (or size dispatch) of that program
  platform      TEXT    platform key, e.g. linux_x86_64
  input         TEXT    the input's label, e.g. "n=65536"
  input_size    BIGINT  elements of the first array argument
  call_seconds  TEXT    JSON list: wall time of each whole call
  recorded_at   TEXT    ISO 8601, UTC

op_timings: one timed operator call (the program's telemetry records).
  run_id        TEXT    -> runs.run_id
  op            TEXT    "numpy.matmul"
  variant       TEXT    "blocked"
  platform      TEXT
  dtype         TEXT    dtype of the first array argument
  site          TEXT    "file.py:line:col" of the call
  size          BIGINT  elements of the first array argument
  size_bucket   BIGINT  floor(log2(size)): the shape bucket
  shape         TEXT    JSON list (NULL above four dimensions)
  ns            BIGINT  latency in nanoseconds
"""

from __future__ import annotations

import datetime
import json
import math
import sqlite3
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

SCHEMA = [
    """CREATE TABLE IF NOT EXISTS runs (
        run_id TEXT PRIMARY KEY, program TEXT NOT NULL, candidate BIGINT, plan TEXT NOT NULL,
        platform TEXT NOT NULL, input TEXT NOT NULL, input_size BIGINT,
        call_seconds TEXT NOT NULL, recorded_at TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS op_timings (
        run_id TEXT NOT NULL REFERENCES runs(run_id), op TEXT NOT NULL,
        variant TEXT NOT NULL, platform TEXT NOT NULL, dtype TEXT NOT NULL,
        site TEXT NOT NULL, size BIGINT NOT NULL, size_bucket BIGINT NOT NULL, shape TEXT,
        ns BIGINT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS op_timings_key ON op_timings (op, platform, dtype, variant)",
]
RUN_COLUMNS = ("run_id", "program", "candidate", "plan", "platform", "input", "input_size",
               "call_seconds", "recorded_at")
TIMING_COLUMNS = ("run_id", "op", "variant", "platform", "dtype", "site", "size",
                  "size_bucket", "shape", "ns")


@dataclass(frozen=True)
class Timing:
    op: str
    variant: str
    platform: str
    dtype: str
    size: int
    ns: int
    run_id: str = ""


def parse_records(text: str) -> list[dict[str, Any]]:
    """A program's telemetry file (JSON lines); a `dropped` line means the
    program hit its record limit, which is an error for the tuner."""
    records = []
    for line in text.splitlines():
        if not line.strip():
            continue
        record = json.loads(line)
        if "dropped" in record:
            raise ValueError(f"the program dropped {record['dropped']} telemetry records "
                             "(over its limit): use fewer repeats per run")
        records.append(record)
    return records


class Store:
    """The SQLite store."""

    def __init__(self, path: Path | str):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path))
        for statement in SCHEMA:
            self.db.execute(statement)
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    def add_run(self, *, program: str, candidate: int | None, plan: dict, platform: str,
                input_label: str, input_size: int | None, call_seconds: list[float],
                records: Iterable[dict[str, Any]]) -> str:
        run_id = str(uuid.uuid4())
        now = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        self.db.execute(f"INSERT INTO runs VALUES ({', '.join('?' * len(RUN_COLUMNS))})",
                        (run_id, program, candidate, json.dumps(plan, sort_keys=True), platform,
                         input_label, input_size, json.dumps(call_seconds), now))
        self.db.executemany(
            f"INSERT INTO op_timings VALUES ({', '.join('?' * len(TIMING_COLUMNS))})",
            [(run_id, r["op"], r["variant"], r["platform"], r["dtype"], r["site"], r["size"],
              max(0, int(math.log2(max(r["size"], 1)))),
              None if r["shape"] is None else json.dumps(r["shape"]), r["ns"])
             for r in records])
        self.db.commit()
        return run_id

    def timings(self, platform: str, ops: Iterable[str] | None = None) -> list[Timing]:
        query = ("SELECT op, variant, platform, dtype, size, ns, run_id FROM op_timings "
                 "WHERE platform = ?")
        params: list[Any] = [platform]
        ops = list(ops or [])
        if ops:
            query += f" AND op IN ({', '.join('?' * len(ops))})"
            params += ops
        return [Timing(*row) for row in self.db.execute(query + " ORDER BY rowid", params)]

    def runs(self, program: str, platform: str) -> list[dict[str, Any]]:
        cursor = self.db.execute(
            f"SELECT {', '.join(RUN_COLUMNS)} FROM runs WHERE program = ? AND platform = ? "
            "ORDER BY rowid", (program, platform))
        return [dict(zip(RUN_COLUMNS, row)) for row in cursor]

    def count(self, table: str) -> int:
        assert table in ("runs", "op_timings")
        return self.db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


def export(store: Store, url: str) -> tuple[int, int]:
    """Copies runs (and their timings) the PostgreSQL database at `url` does
    not have yet; returns how many runs and timings were copied."""
    try:
        import psycopg
    except ImportError:  # pragma: no cover - in requirements.lock
        raise RuntimeError("exporting to PostgreSQL needs psycopg: pip install "
                           "'psycopg[binary]'") from None
    with psycopg.connect(url) as pg:
        with pg.cursor() as cur:
            for statement in SCHEMA:
                cur.execute(statement)
            cur.execute("SELECT run_id FROM runs")
            have = {row[0] for row in cur.fetchall()}
        runs = [row for row in store.db.execute(f"SELECT {', '.join(RUN_COLUMNS)} FROM runs")
                if row[0] not in have]
        new_ids = {row[0] for row in runs}
        timings = [row for row in
                   store.db.execute(f"SELECT {', '.join(TIMING_COLUMNS)} FROM op_timings")
                   if row[0] in new_ids]
        with pg.cursor() as cur:
            cur.executemany(f"INSERT INTO runs ({', '.join(RUN_COLUMNS)}) VALUES "
                            f"({', '.join(['%s'] * len(RUN_COLUMNS))})", runs)
            cur.executemany(f"INSERT INTO op_timings ({', '.join(TIMING_COLUMNS)}) VALUES "
                            f"({', '.join(['%s'] * len(TIMING_COLUMNS))})", timings)
        pg.commit()
    return len(runs), len(timings)
