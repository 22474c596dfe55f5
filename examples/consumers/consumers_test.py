"""The library delivered by py_aot_library, used from C, from Python (ctypes)
and from Java (JNI), compared with CPython on the same inputs."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import hypothesis
import pytest
from hypothesis import strategies as st

from pyaot.reference import load_reference_module

# CPython with pyaot's documented 64-bit int model (tracer/pyaot/reference.py).
collatz = load_reference_module(Path("examples/collatz.py"), [Path(".")])

C_PROGRAM = Path(os.environ["C_PROGRAM"])
BINDING = Path(os.environ["BINDING"])
SHARED = Path(os.environ["SHARED_LIBRARY"])


def expected(n: int) -> str:
    try:
        return f"collatz_length({n}) = {collatz.collatz_length(n)}"
    except Exception as e:  # noqa: BLE001
        return f"collatz_length({n}) raised {type(e).__name__}: {e}"


def test_c_program_links_the_library() -> None:
    cases = [27, 1, 0, -5, 837799]
    out = subprocess.run([C_PROGRAM, *map(str, cases)], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[:-1] == [expected(n) for n in cases]
    assert out[-1] == f"longest_collatz(10000) = {collatz.longest_collatz(10000)}"


def test_c_program_reports_python_exceptions() -> None:
    out = subprocess.run([C_PROGRAM, "9223372036854775807"], capture_output=True, text=True,
                         check=True).stdout
    assert "raised OverflowError: integer result does not fit in 64 bits" in out


@pytest.fixture(scope="module")
def library():
    spec = importlib.util.spec_from_file_location("collatz_lib_binding", BINDING)
    binding = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(binding)
    return binding.load(str(SHARED))


@hypothesis.settings(max_examples=200, derandomize=True, database=None, deadline=None)
@hypothesis.given(st.integers(-(2**63), 2**63 - 1))
def test_ctypes_binding_matches_cpython(library, n: int) -> None:
    try:
        want = collatz.collatz_length(n)
    except Exception as e:  # noqa: BLE001
        with pytest.raises(type(e)):
            library.collatz_length(n)
        return
    assert library.collatz_length(n) == want


def test_ctypes_exception_carries_python_traceback(library) -> None:
    with pytest.raises(OverflowError) as caught:
        library.collatz_length(2**63 - 1)
    assert 'File "examples/collatz.py", line 12, in collatz_length' in caught.value.__notes__[0]


def test_ctypes_refuses_out_of_range_and_wrong_types(library) -> None:
    with pytest.raises(OverflowError):
        library.collatz_length(2**64)
    with pytest.raises(TypeError):
        library.collatz_length("27")
    assert library.longest_collatz(1000) == collatz.longest_collatz(1000)


if __name__ == "__main__":
    import sys

    sys.exit(pytest.main([__file__, "-q", "-p", "no:cacheprovider"]))


JAVA = shutil.which("java")
JAVAC = shutil.which("javac")


@pytest.mark.skipif(not (JAVA and JAVAC), reason="no JDK (javac, java) on PATH")
def test_java_calls_through_jni() -> None:
    classes = tempfile.mkdtemp()
    subprocess.run([JAVAC, "-d", classes, os.environ["JAVA_SOURCE"]], check=True)
    cases = [27, 1, 0, -5, 837799, 9223372036854775807]
    out = subprocess.run(
        [JAVA, f"-Dpyaot.jni.library={Path(os.environ['JNI_LIBRARY']).resolve()}", "-cp", classes,
         "pyaot.examples.Collatz", *map(str, cases)],
        capture_output=True, text=True, check=True).stdout.splitlines()
    assert out == [expected(n) for n in cases]
