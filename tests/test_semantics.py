"""Every function in programs/semantics.py, compiled into one executable and
compared with CPython on hypothesis-generated and hand-picked inputs."""

from __future__ import annotations

import inspect
import typing
from pathlib import Path

import pytest

from pyaot import native
from pyaot.difftest import DiffTest
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "semantics.py"

# Edge values every parameter of a type is also tried with.
EDGES = {
    int: [0, 1, -1, 2, -2, 7, -7, 62, 63, 64, 2**31, 2**62, -(2**63), 2**63 - 1, 3],
    float: [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1e16, 1e-5, 1e300, 5e-324, float("inf"),
            float("-inf"), float("nan"), 0.1, 2.5, -2.5, 1 / 3, 3.0],
    bool: [True, False],
}
STRATEGIES = {int: "integers(-(2**63), 2**63 - 1)", float: "floats()", bool: "booleans()"}
SMALL_INTS = "integers(-70, 70)"
# Parameters whose values must stay small for the function to terminate soon.
SMALL = {("range_steps", "a"), ("range_steps", "b"), ("range_steps", "step"),
         ("loop_var_after", "n"), ("continues", "n"), ("nested_loops", "n"),
         ("while_else", "n"), ("for_else", "n"), ("countdown", "n"), ("math_ints", "n"),
         ("parity", "n"), ("power", "b"), ("shifts", "b"), ("loop_with_try", "n"),
         ("catches_base", "a")}


def entry_points() -> list[str]:
    module = load_reference_module(SRC, [HERE])
    return [name for name, fn in inspect.getmembers(module, inspect.isfunction)
            if fn.__module__ == module.__name__ and "return" in fn.__annotations__]


# The runtime and operator library run under AddressSanitizer and
# UndefinedBehaviorSanitizer too: overflow, out-of-bounds and division by zero
# must surface as Python exceptions, never as undefined behaviour.
FLAVOURS = {"O2": [], "asan_ubsan": native.SANITIZE_FLAGS}


@pytest.fixture(scope="module", params=sorted(FLAVOURS))
def binary(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    result = compile_file(SRC, entry_points(), roots=[HERE], display_root=HERE.parent)
    return native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "semantics",
                                   FLAVOURS[request.param])


@pytest.mark.parametrize("name", entry_points())
def test_matches_cpython(binary: Path, name: str) -> None:
    module = load_reference_module(SRC, [HERE])
    fn = getattr(module, name)
    test = DiffTest(binary, fn, None, entry=name)
    hints = typing.get_type_hints(fn)
    params = list(inspect.signature(fn).parameters)
    types = [hints[p] for p in params]
    # Hand-picked edges: every parameter at each edge, the others at an ordinary value.
    for i, t in enumerate(types):
        for edge in EDGES[t]:
            if (name, params[i]) in SMALL and abs(edge) > 100:
                continue
            args = [edge if j == i else (EDGES[u][-1] if (name, params[j]) not in SMALL
                                          else 3) for j, u in enumerate(types)]
            test.check(f"edge {params[i]}={edge!r}", args)
    generate = {p: (SMALL_INTS if (name, p) in SMALL else STRATEGIES[t])
                for p, t in zip(params, types)}
    test.run_generated(generate, max_examples=60)
    assert not test.failures, "\n".join(test.failures)
