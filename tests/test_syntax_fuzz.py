"""Syntax-valid programs from hypothesmith through the tracer: every
top-level function either compiles or is refused with a located diagnostic.
A compiler traceback is a failure."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import hypothesis
import hypothesmith
import libcst as cst

from pyaot.diagnostics import CompileError, InternalError
from pyaot.driver import compile_file

EXAMPLES = int(os.environ.get("PYAOT_SYNTAX_FUZZ_EXAMPLES", "150"))

# hypothesmith's grammar strategy rarely writes a def; wrap every generated
# statement block into an annotated function so the tracer sees its body.
_WRAP = "import math\n\ndef entry(a: int, b: float, c: bool) -> int:\n{body}\n    return 0\n"


def _indent(source: str) -> str:
    return "\n".join("    " + line for line in source.splitlines()) or "    pass"


def _check(source: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "generated.py"
        path.write_text(source)
        try:
            compile(source, str(path), "exec")
        except (SyntaxError, ValueError):
            hypothesis.reject()  # not valid Python for this interpreter
        try:
            module = cst.parse_module(source)
        except cst.ParserSyntaxError:
            hypothesis.reject()
        names = [s.name.value for s in module.body if isinstance(s, cst.FunctionDef)]
        for name in names:
            try:
                compile_file(path, [name], roots=[Path(tmp)], display_root=Path(tmp))
            except InternalError as e:  # located, but a compiler bug all the same
                raise AssertionError(f"internal compiler error:\n{source}\n{e}") from e
            except CompileError as e:
                assert e.loc.file == "generated.py" and e.loc.line >= 1, str(e)


@hypothesis.settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(hypothesis.HealthCheck))
@hypothesis.given(hypothesmith.from_grammar(auto_target=False))
def test_grammar_programs_never_crash_the_compiler(source: str) -> None:
    _check(source)


@hypothesis.settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                     suppress_health_check=list(hypothesis.HealthCheck))
@hypothesis.given(hypothesmith.from_grammar("file_input", auto_target=False).map(
    lambda s: _WRAP.format(body=_indent(s))))
def test_wrapped_statements_never_crash_the_compiler(source: str) -> None:
    _check(source)
