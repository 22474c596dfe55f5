"""Python's `ast` module made safe to call from several threads.

CPython 3.11 counts the recursion depth of its AST conversions (source ->
`ast` objects in `ast.parse`, `ast` objects -> code in `compile(tree)`) in
state shared by the whole interpreter, not per thread: when a thread
switch lands inside one conversion and another thread starts one, the first
ends with `SystemError: AST constructor recursion depth mismatch`. The
fuzzer's two worker threads met it 8 times in 10,000 programs, and the
tracer is called from threads too (tests, tuning, `pyaot.compile` in a
server). Every conversion in pyaot goes through this lock.
"""

from __future__ import annotations

import ast
import threading
from types import CodeType

_CONVERSION = threading.Lock()


def parse(source: str, filename: str = "<unknown>") -> ast.Module:
    with _CONVERSION:
        return ast.parse(source, filename=filename)


def compile_tree(tree: ast.Module, filename: str) -> CodeType:
    with _CONVERSION:
        return compile(tree, filename, "exec")
