"""Python's `ast` module made safe to call from several threads.

CPython 3.11 counts the recursion depth of its AST conversions (source ->
`ast` objects in `ast.parse`, `ast` objects -> code in `compile(tree)`) in
state shared by the whole interpreter, not per thread: when a thread
switch lands inside one conversion and another thread starts one, the first
ends with `SystemError: AST constructor recursion depth mismatch`. The
fuzzer's two worker threads met it 8 times in 10,000 programs, and the
tracer is called from threads too (tests, tuning, `pyaot.compile` in a
server). Every conversion in pyaot goes through this lock.

That includes the ones libcst makes: `.evaluated_value` of every literal
is `ast.literal_eval`, which calls `ast.parse`. Importing this module
(the front end does) makes `ast.parse` itself take the lock, for every
caller in the process: the same function, serialised (3 of the CI fuzz
test's 100 programs met the mismatch in a loaded machine before).
"""

from __future__ import annotations

import ast
import functools
import threading
from types import CodeType

# Re-entrant: ast.parse (wrapped below) runs under it inside parse().
_CONVERSION = threading.RLock()
_UNLOCKED_PARSE = getattr(ast.parse, "__wrapped__", ast.parse)


@functools.wraps(_UNLOCKED_PARSE)
def _locked_parse(*args, **kwargs):  # type: ignore[no-untyped-def]
    with _CONVERSION:
        return _UNLOCKED_PARSE(*args, **kwargs)


ast.parse = _locked_parse  # literal_eval looks `parse` up when called


def parse(source: str, filename: str = "<unknown>") -> ast.Module:
    with _CONVERSION:
        return _UNLOCKED_PARSE(source, filename=filename)


def compile_tree(tree: ast.Module, filename: str) -> CodeType:
    with _CONVERSION:
        return compile(tree, filename, "exec")
