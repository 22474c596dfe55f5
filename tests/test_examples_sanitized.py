"""The examples' differential tests (every py_aot_test in examples/BUILD.bazel)
run again on programs built with AddressSanitizer (and its leak checker) and
UndefinedBehaviorSanitizer: the zig toolchains that Bazel uses ship no ASan
runtime, so the same generated C++ is built here with the host compiler.
A leak, an out-of-bounds access or undefined behaviour fails the run, and
so does a class instance still alive when the program ends."""

from __future__ import annotations

import ast
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from pyaot import native
from pyaot.difftest import DiffTest
from pyaot.driver import compile_file
from pyaot.frontend.discover import entry_by_tag
from pyaot.reference import load_reference_module

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
# A few generated inputs each: the Bazel tests draw the full number.
MAX_EXAMPLES = 8


def declared_tests() -> list[dict[str, Any]]:
    """The py_aot_test calls of examples/BUILD.bazel, read as Python (a BUILD
    file's syntax is Python's); only literal arguments are used."""
    tree = ast.parse((EXAMPLES / "BUILD.bazel").read_text())
    tests = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "py_aot_test":
            kwargs = {}
            for kw in node.keywords:
                try:
                    kwargs[kw.arg] = ast.literal_eval(kw.value)
                except ValueError:
                    pass  # computed (a select(), a label list): not needed here
            tests.append(kwargs)
    return tests


def _function(test: dict[str, Any]) -> str:
    if "function" in test:
        return test["function"]
    return entry_by_tag(EXAMPLES / test["src"], test["tag"]).function


TESTS = [t for t in declared_tests() if "inputs" in t or "generate" in t]
# Each test's entry function, and the functions tested in each file.
FUNCTIONS = {t["name"]: _function(t) for t in TESTS}
BY_FILE: dict[str, list[str]] = {}
for _t in TESTS:
    BY_FILE.setdefault(_t["src"], [])
    if FUNCTIONS[_t["name"]] not in BY_FILE[_t["src"]]:
        BY_FILE[_t["src"]].append(FUNCTIONS[_t["name"]])


@pytest.fixture(scope="module")
def binaries(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One sanitized executable per example file, with every tested function."""
    evaluate = {t["src"] for t in TESTS if t.get("evaluate_constants")}
    cpp = {src: compile_file(EXAMPLES / src, sorted(names), roots=[EXAMPLES.parent],
                             display_root=EXAMPLES.parent,
                             evaluate_constants=src in evaluate).cpp
           for src, names in BY_FILE.items()}
    out = tmp_path_factory.mktemp("sanitized")

    def build(src: str) -> Path:
        return native.build_executable(cpp[src], out / Path(src).stem, native.SANITIZE_FLAGS)

    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        return dict(zip(cpp, pool.map(build, cpp)))


def test_every_example_test_is_covered() -> None:
    assert len(TESTS) >= 10, [t.get("name") for t in TESTS]


@pytest.mark.parametrize("test", TESTS, ids=[t["name"] for t in TESTS])
def test_example_under_sanitizers(binaries: dict[str, Path], test: dict[str, Any]) -> None:
    function = FUNCTIONS[test["name"]]
    module = load_reference_module(EXAMPLES / test["src"], [EXAMPLES.parent])
    tolerance = test.get("float_rel_tolerance")
    # A program of several entry points takes the entry's name first.
    several = len(BY_FILE[test["src"]]) > 1
    check = DiffTest(binaries[test["src"]], getattr(module, function),
                     float(tolerance) if tolerance else None,
                     entry=function if several else None)
    inputs = test.get("inputs", {})
    check.run_given({k: v for k, v in inputs.items() if isinstance(v, list)})
    check.run_generated(test.get("generate", {}),
                        min(MAX_EXAMPLES, test.get("max_examples", MAX_EXAMPLES)))
    assert not check.failures, "\n".join(check.failures[:10])
