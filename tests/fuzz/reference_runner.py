"""CPython's outcomes for generated entry points, computed in a child process.

    python reference_runner.py SRC ROOT TIMEOUT_S < {"entries": [...], "inputs": [[...]]}

prints one JSON line per (entry, input): the pyaot.difftest Outcome. A child
process because (1) each call gets a time limit, which SIGALRM only gives a
main thread, and the fuzzer checks modules from worker threads; (2) modules
of the fuzzer's two workers then run in parallel, not under one GIL;
(3) module-level state is reset before every call, by re-running the
module's top-level statements (not its defs) as part of the call, as each
run of the compiled program starts afresh and runs them first. Re-running them is what a fresh import does, without
the cost of re-reading a large module each time.
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tracer"))

from pyaot import difftest, pyast, reference  # noqa: E402

KEEP = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Import, ast.ImportFrom)


def state_reset(src: Path):
    """Code re-running the module's top-level state statements, or None."""
    tree = pyast.parse(src.read_text(encoding="utf-8"))
    body = [s for s in tree.body if not isinstance(s, KEEP)]
    if not body:
        return None
    # The same 64-bit model as the import applied (reference._CheckInts).
    state = ast.fix_missing_locations(reference._CheckInts().visit(ast.Module(body, [])))
    return pyast.compile_tree(state, str(src))


def _after_reset(fn, reset, namespace: dict):
    def call(*args):
        exec(reset, namespace)  # noqa: S102 - the module's own statements
        return fn(*args)
    return call


def main() -> int:
    src, root, timeout = Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3])
    # The outcomes have stdout to themselves. What a call prints is captured
    # while it runs; anything printed later goes to stderr: a generator held
    # by an exception's traceback is closed (its `finally` printing) only
    # when the outcome is made, after the capture ends.
    channel, sys.stdout = sys.stdout, sys.stderr
    job = json.load(sys.stdin)
    difftest.TIMEOUT_S = timeout
    module = reference.load_reference_module(src, [root])
    reset = state_reset(src)
    for entry in job["entries"]:
        fn = getattr(module, entry)
        returns = difftest.typing.get_type_hints(fn).get("return")
        for index, args in enumerate(job["inputs"]):
            # What the module's statements print is the run's output too: the
            # compiled program runs them when it starts (unless the build ran
            # them, importing the module for its constants).
            call = fn
            if reset is not None and job.get("module_code_printed", True):
                call = _after_reset(fn, reset, module.__dict__)
            elif reset is not None:
                exec(reset, module.__dict__)  # noqa: S102 - the module's own statements
            o = difftest.reference_outcome(call, args, returns)
            print(json.dumps({"entry": entry, "index": index, "kind": o.kind, "text": o.text,
                              "detail": o.detail, "also": o.also}), file=channel, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
