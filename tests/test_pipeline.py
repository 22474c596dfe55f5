"""The stages and their plain-data contracts: IR serialisation and printing,
type propagation, #line mapping, tracebacks and the executable's CLI."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyaot import ir, native, opdecls
from pyaot.driver import OPS_INCLUDE, compile_file
from pyaot.reference import load_reference_module

EXAMPLE = """\
import math

SCALE = 3

def helper(a, b):
    return a * b + SCALE

def entry(n: int, x: float) -> float:
    total = 0.0
    for i in range(n):
        total += helper(x, i) + math.sqrt(i)
    return total if n > 0 else -1.0

def crash(n: int) -> int:
    return inner(n)

def inner(n):
    k = n * 2
    return 100 // (k - k)
"""


@pytest.fixture()
def compiled(tmp_path: Path):
    src = tmp_path / "pkg" / "mod.py"
    src.parent.mkdir()
    src.write_text(EXAMPLE)
    return compile_file(src, ["entry", "crash"], roots=[tmp_path], display_root=tmp_path)


def test_ir_round_trips_through_json(compiled) -> None:
    for node in (compiled.program, compiled.typed):
        text = ir.to_json(node)
        assert ir.from_json(text) == node
        assert ir.to_json(ir.from_json(text)) == text


def test_ir_json_keeps_mappings_that_look_like_encoded_values(tmp_path: Path) -> None:
    # Locals named `node`, `float`, `bytes` or `dict`: their mapping must not
    # read back as a node or an encoded value.
    src = tmp_path / "names.py"
    src.write_text("def f(node: int) -> int:\n    return node + 1\n\n"
                   "def g(float: int) -> int:\n    return float * 2\n")
    for entry in ("f", "g"):
        typed = compile_file(src, [entry], roots=[tmp_path]).typed
        assert ir.from_json(ir.to_json(typed)) == typed
    data = {"node": 1, "x": [{"float": "nan"}, {"bytes": "00"}, {"dict": {}}]}
    assert ir.from_data(ir.to_data(data)) == data


def test_ir_printer_shows_types_and_targets(compiled) -> None:
    listing = ir.format_program(compiled.typed)
    assert "def py_pkg_mod_entry(n: int, x: float) -> float:" in listing
    # helper is specialised for (float, int) and its int argument promoted.
    assert "py_pkg_mod_helper__f64_i64" in listing
    assert "convert[float](i: int)" in listing
    assert "math.sqrt" in listing and "pyaot::ops::math::sqrt" in listing
    untyped = ir.format_program(compiled.program)
    assert "def pkg.mod.helper(a: ?, b: ?) -> ?:" in untyped


def test_module_constants_are_folded(compiled) -> None:
    helper = next(i for i in compiled.typed.instances if i.name == "helper")
    ret = helper.body[0]
    assert isinstance(ret, ir.Return)
    assert "3: int" in ir.format_expr(ret.value)


def test_recursion_and_specialisation_flags(tmp_path: Path) -> None:
    src = tmp_path / "r.py"
    src.write_text("def f(n: int) -> int:\n    return g(n) + g(1.5)\n\n"
                   "def g(x):\n    return 1\n\n"
                   "def fact(n):\n    return 1 if n <= 1 else n * fact(n - 1)\n\n"
                   "def h(n: int) -> int:\n    return fact(n)\n")
    typed = compile_file(src, ["f", "h"], roots=[tmp_path], display_root=tmp_path).typed
    names = {i.cname: i for i in typed.instances}
    assert {"py_r_g__i64", "py_r_g__f64"} <= set(names)
    assert names["py_r_fact__i64"].recursive
    assert names["py_r_fact__i64"].return_type == "int"
    assert not names["py_r_f"].recursive


def test_line_directives_point_at_python(compiled) -> None:
    cpp = compiled.cpp
    assert '#line 11 "pkg/mod.py"' in cpp
    assert '#line 19 "pkg/mod.py"' in cpp
    assert "/tmp" not in cpp, "no absolute build-machine paths in outputs"


def test_operator_declarations_are_complete() -> None:
    table = opdecls.load()
    assert len(table.ops) >= 70
    for op in table.ops.values():
        assert op.signatures, op.name
        assert callable(opdecls.resolve_reference(op.reference)), op.name
        for sig in op.signatures:
            header = Path(opdecls.DEFAULT_DECLS_DIR).parent / "include" / (sig.header or op.header)
            assert header.is_file(), f"{op.name}: {header}"
            function = sig.cpp.split("<{result}>")[0]  # a template typed by its result
            assert function.split("::")[-1] in header.read_text() or sig.cpp.startswith(
                "pyaot::int_") or sig.cpp.startswith("pyaot::float_"), sig


def test_overload_resolution_prefers_cheapest_promotion() -> None:
    add = opdecls.load().ops["operator.add"]
    assert add.resolve(["int", "int"]).result == "int"
    assert add.resolve(["bool", "bool"]).result == "int"
    assert add.resolve(["int", "float"]).result == "float"
    # max(int, float) is whichever argument is larger, as it is: an int | float.
    assert opdecls.load().ops["builtins.max"].resolve(["int", "float"]).result == \
        "Union[int,float]"
    assert opdecls.load().ops["builtins.max"].resolve(["int", "int"]).result == "int"


@pytest.fixture()
def executable(compiled, tmp_path: Path) -> Path:
    return native.build_executable(compiled.cpp, tmp_path / "prog")


def test_traceback_names_python_frames(executable: Path) -> None:
    proc = subprocess.run([executable, "crash", "4"], capture_output=True, text=True)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr == textwrap.dedent("""\
        Traceback (most recent call last):
          File "pkg/mod.py", line 15, in crash
            return inner(n)
          File "pkg/mod.py", line 19, in inner
            return 100 // (k - k)
        ZeroDivisionError: integer division or modulo by zero
        """)


def test_cli_usage_errors(executable: Path) -> None:
    bad = subprocess.run([executable, "entry", "3", "x"], capture_output=True, text=True)
    assert bad.returncode == 2 and "argument x: expected a float, got 'x'" in bad.stderr
    few = subprocess.run([executable, "entry", "3"], capture_output=True, text=True)
    assert few.returncode == 2 and "expected 2 argument(s), got 1" in few.stderr
    huge = subprocess.run([executable, "entry", "99999999999999999999", "1"],
                          capture_output=True, text=True)
    assert huge.returncode == 2 and "does not fit in a 64-bit int" in huge.stderr


def test_result_matches_cpython(executable: Path, tmp_path: Path) -> None:
    module = load_reference_module(tmp_path / "pkg" / "mod.py", [tmp_path])
    proc = subprocess.run([executable, "entry", "7", "0.3"], capture_output=True, text=True)
    assert proc.stdout.strip() == repr(module.entry(7, 0.3))


def test_tracer_command_line(tmp_path: Path) -> None:
    src = tmp_path / "m.py"
    src.write_text("def f(a: int) -> int:\n    return a + 1\n")
    out = tmp_path / "m.cc"
    proc = subprocess.run([sys.executable, "-m", "pyaot.driver", "--src", str(src), "--function",
                           "f", "--root", str(tmp_path), "--out-cc", str(out),
                           "--out-ir", str(tmp_path / "m.json")],
                          capture_output=True, text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(Path(ir.__file__).parent.parent)})
    assert proc.returncode == 0, proc.stderr
    assert "pyaot::int_add" in out.read_text()
    assert isinstance(ir.from_json((tmp_path / "m.json").read_text()), ir.TypedProgram)

    src.write_text("def f(a: int) -> int:\n    return a @ a\n")
    proc = subprocess.run([sys.executable, "-m", "pyaot.driver", "--src", str(src), "--function",
                           "f", "--out-cc", str(out)], capture_output=True, text=True,
                          cwd=tmp_path, env={"PYTHONPATH": str(Path(ir.__file__).parent.parent)})
    assert proc.returncode == 1
    assert proc.stderr.startswith("m.py:2:12: error: operator '@'")
    assert "Traceback" not in proc.stderr


def test_generated_cpp_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """Two tracer processes with other string hashes write the same C++ (the
    float slots made int | float were once widened in a set's order, which
    ordered the locals' declarations; Bazel's caches need the same bytes)."""
    src = Path(__file__).resolve().parent / "regressions" / "int_in_float_slots.py"
    outs = []
    for seed in ("1", "2"):  # seeds that ordered that set differently
        outs.append(tmp_path / f"seed{seed}.cc")
        proc = subprocess.run([sys.executable, "-m", "pyaot.driver", "--src", str(src),
                               "--function", "int_float_shown", "--out-cc", str(outs[-1])],
                              capture_output=True, text=True, cwd=src.parent,
                              env={"PYTHONPATH": str(Path(ir.__file__).parent.parent),
                                   "PYTHONHASHSEED": seed})
        assert proc.returncode == 0, proc.stderr
    assert outs[0].read_text() == outs[1].read_text()


def test_tracer_never_executes_user_code(tmp_path: Path) -> None:
    """A plain build reads the source; it never imports it (issue: build-time
    safety). Module-level side effects must not happen at build time (the
    program runs them when it starts, as an import would)."""
    sentinel = tmp_path / "side_effect_happened"
    src = tmp_path / "effects.py"
    src.write_text(
        f"open({str(sentinel)!r}, 'w').write('imported!')\n"
        "raise SystemExit('the module body ran')\n"
        "LIMIT = 3 * 7\n"
        "def f(a: int) -> int:\n"
        "    return a + LIMIT\n")
    result = compile_file(src, ["f"], roots=[tmp_path], display_root=tmp_path)
    assert not sentinel.exists()
    assert "pyaot::Int{21}" in result.cpp  # the constant was folded from syntax alone


def test_json_arguments_and_results(tmp_path: Path) -> None:
    """`prog --json` takes a JSON array or object and prints json.dumps(result)."""
    import json

    import hypothesis
    from hypothesis import strategies as st

    src = tmp_path / "j.py"
    src.write_text("def f(n: int, x: float, flag: bool) -> float:\n"
                   "    return n * x if flag else x - n\n")
    binary = native.build_executable(compile_file(src, ["f"], roots=[tmp_path]).cpp,
                                     tmp_path / "j")

    def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
        return subprocess.run([binary, *args], capture_output=True, text=True, input=stdin)

    @hypothesis.settings(max_examples=60, derandomize=True, database=None, deadline=None)
    @hypothesis.given(st.integers(-(2**63), 2**63 - 1), st.floats(), st.booleans())
    def agrees(n: int, x: float, flag: bool) -> None:
        want = json.dumps(float(n * x if flag else x - n))
        positional = run("--json", json.dumps([n, x, flag]))
        assert positional.stdout.strip() == want, positional.stderr
        named = run("--json", "-", stdin=json.dumps({"flag": flag, "x": x, "n": n}))
        assert named.stdout.strip() == want, named.stderr

    agrees()
    for bad, message in (("[1, 2.0]", "missing argument flag"),
                         ('{"n": 1, "x": 2.0, "flag": true, "y": 3}', "unknown argument 'y'"),
                         ("[1, null, true]", "argument x: expected a float, got 'null'"),
                         ("[1, 2.0, true", "invalid JSON arguments"),
                         ("[1.5, 2.0, true]", "argument n: expected an int")):
        proc = run("--json", bad)
        assert proc.returncode == 2 and message in proc.stderr, (bad, proc.stderr)


def test_no_module_shadows_the_standard_library() -> None:
    """Bazel runs the tracer with tracer/pyaot/ first on sys.path: a module
    there named like a stdlib one (types.py) would replace it for everyone."""
    package = Path(ir.__file__).parent
    names = {p.stem for p in package.rglob("*.py")}
    assert not names & set(sys.stdlib_module_names), names & set(sys.stdlib_module_names)


ARRAY_PROGRAM = """\
import numpy as np
import numpy.typing as npt


def scale(a: npt.NDArray[np.float64], k: float) -> npt.NDArray[np.float64]:
    return a * k + 1.0


def count(a: np.ndarray[tuple[int, int], np.dtype[np.int32]]) -> int:
    return int((a > 0).sum())
"""


def test_difftest_takes_and_compares_arrays(tmp_path: Path) -> None:
    """py_aot_test's runner with array arguments and results: it agrees with
    a correct program and catches a wrong value, dtype or shape."""
    from pyaot.difftest import DiffTest

    src = tmp_path / "arrays_prog.py"
    src.write_text(ARRAY_PROGRAM)
    result = compile_file(src, ["scale", "count"], roots=[tmp_path], display_root=tmp_path)
    binary = native.build_executable(result.cpp, tmp_path / "arrays_prog")
    module = load_reference_module(src, [tmp_path])
    for name, generate in (("scale", {"k": "floats(-4, 4)"}), ("count", {})):
        test = DiffTest(binary, getattr(module, name), None, entry=name)
        test.run_given({"literal": ["[[1.5, -2.0]]", "2.0"]} if name == "scale" else
                       {"literal": ["[[1, -2], [0, 3]]"]})
        test.run_generated(generate, 25)
        assert not test.failures and test.checked == 26, test.failures
    wrong = {"value": "return a * k + 1.5", "dtype": "return (a * k + 1.0).astype(np.float32)",
             "shape": "return (a * k + 1.0).reshape(-1)"}
    for what, body in wrong.items():
        other = tmp_path / f"wrong_{what}.py"
        other.write_text(ARRAY_PROGRAM.replace("return a * k + 1.0", body).replace(
            "-> npt.NDArray[np.float64]:\n    return (a * k + 1.0).astype(np.float32)",
            "-> npt.NDArray[np.float32]:\n    return (a * k + 1.0).astype(np.float32)"))
        fn = load_reference_module(other, [tmp_path]).scale
        test = DiffTest(binary, fn, None, entry="scale")
        test.run_given({"literal": ["[[1.5, -2.0]]", "2.0"]})
        assert test.failures, f"a wrong {what} went unnoticed"


HINTED = """\
import numpy as np
import numpy.typing as npt
from pyaot import compile


@compile(tag="m.total", metadata={"variants": {"numpy.sum": %r}, "owner": "team-a"})
def total(a: npt.NDArray[np.float64]) -> float:
    return float(np.sum(a))
"""


def test_decorator_metadata_variant_hints(tmp_path: Path) -> None:
    """@compile(metadata={"variants": ...}) picks variants; explicit choices
    (a selection file, --variants) override it; an unknown one is an error."""
    from pyaot import variants

    src = tmp_path / "hinted.py"
    src.write_text(HINTED % "sequential")
    hinted = compile_file(src, ["total"], roots=[tmp_path])
    assert hinted.variants["plan"] == {"numpy.sum": "sequential"}
    explicit = compile_file(src, ["total"], roots=[tmp_path], build_variants=variants.BuildVariants(
        plan={"numpy.sum": "pairwise"}))
    assert explicit.variants["plan"] == {"numpy.sum": "pairwise"}
    src.write_text(HINTED % "quantum")
    with pytest.raises(ValueError, match="@compile.*numpy.sum.*quantum"):
        compile_file(src, ["total"], roots=[tmp_path])
    src.write_text(HINTED.replace('{"numpy.sum": %r}', "['numpy.sum']"))
    with pytest.raises(Exception, match="variants must map operator names"):
        compile_file(src, ["total"], roots=[tmp_path])


def _timed_compile(tmp_path: Path, source: str, entry: str = "f") -> float:
    import time
    src = tmp_path / "long.py"
    src.write_text(source)
    start = time.monotonic()
    compile_file(src, [entry], roots=[tmp_path], display_root=tmp_path)
    return time.monotonic() - start


def test_long_expressions_compile_in_linear_time(tmp_path: Path) -> None:
    """A 5,000-term sum compiles in seconds: libcst's parser is cubic in a
    chain's length (over a minute for this one) and IR walks were quadratic
    in its depth; chains are now parsed in pieces and walked with a stack.
    Bounds are generous (a shared 2-core machine); the ratio catches a
    return of superlinear time."""
    def chain(n: int) -> str:
        terms = " + ".join(f"a * {i % 7}" if i % 3 else "a" for i in range(n))
        return f"def f(a: int) -> int:\n    x = {terms}\n    return x - a\n"

    small, large = _timed_compile(tmp_path, chain(1000)), _timed_compile(tmp_path, chain(5000))
    assert large < 60, f"5,000 terms took {large:.1f} s"
    assert large < 12 * small + 5, f"1,000 terms {small:.1f} s, 5,000 terms {large:.1f} s"


def test_too_deep_expressions_are_refused_where_written(tmp_path: Path) -> None:
    from pyaot.diagnostics import CompileError
    terms = " + ".join(["a"] * 9000)
    with pytest.raises(CompileError) as caught:
        _timed_compile(tmp_path, f"def f(a: int) -> int:\n    x = 1\n    x = {terms}\n"
                                 "    return x\n")
    assert str(caught.value).startswith("long.py:3:5: error: expression: is nested over")


@pytest.mark.parametrize("expression", [
    "'a' * 10**9", "10 ** 10 ** 10", "'%s' % ('x' * 10**10)", "'%2000000000s' % 'x'",
    "'%*s' % (10**9, 'a')", "(1,) * 10**7 + (2,)", "sum(range(10**12))", "2 ** 4000 * 3 ** 40000",
])
def test_huge_constants_are_refused_at_once(tmp_path: Path, expression: str) -> None:
    """Module constants are computed from their syntax: an enormous one is
    refused before it is built, not after the build has hung or run out of
    memory."""
    import time
    from pyaot.diagnostics import CompileError
    src = tmp_path / "consts.py"
    src.write_text(f"X = {expression}\ndef f() -> int:\n    return len(str(X))\n")
    start = time.monotonic()
    with pytest.raises(CompileError) as caught:
        compile_file(src, ["f"], roots=[tmp_path], display_root=tmp_path)
    assert time.monotonic() - start < 20
    assert str(caught.value).startswith("consts.py:3:20: error: global 'X'"), str(caught.value)


def test_doubling_constants_are_refused_at_once(tmp_path: Path) -> None:
    import time
    from pyaot.diagnostics import CompileError
    names = [f"C{i}" for i in range(40)]
    lines = ["C0 = 'ab' * 1000"] + [f"{b} = {a} + {a}" for a, b in zip(names, names[1:])]
    src = tmp_path / "consts.py"
    src.write_text("\n".join(lines) + f"\ndef f() -> int:\n    return len({names[-1]})\n")
    start = time.monotonic()
    with pytest.raises(CompileError, match="too large to compute at build time"):
        compile_file(src, ["f"], roots=[tmp_path], display_root=tmp_path)
    assert time.monotonic() - start < 20


FORK_SERVED = '''
import sys

SEEN: list[int] = []


def remember(n: int) -> int:
    SEEN.append(n)
    print("seen", len(SEEN), file=sys.stderr)
    return len(SEEN)


def shout(s: str) -> str:
    print(s.upper())
    return s * 2


def fails(n: int) -> int:
    return 10 // n


def deep(n: int) -> int:
    return n if n <= 0 else deep(n - 1) + 1


def spin(n: int) -> int:
    while n >= 0:
        n = (n * 7 + 1) % 1000
    return n
'''


def test_fork_server_runs_each_command_as_a_fresh_process(tmp_path: Path) -> None:
    """The differential tests run executables through their fork server
    (pyaot.fork_server): each run must be what starting the program afresh
    gives, byte for byte: output, traceback, exit status, module state (a
    module list grown by one run is empty again in the next), stdin at EOF,
    a time limit; and argv passes through exactly (odd bytes included)."""
    from pyaot import fork_server
    src = tmp_path / "served.py"
    src.write_text(FORK_SERVED)
    entries = ["remember", "shout", "fails", "deep", "spin"]
    exe = native.build_executable(compile_file(src, entries).cpp, tmp_path / "served")
    commands = [["remember", "3"], ["remember", "4"], ["shout", "é\r\nx\t'"], ["fails", "0"],
                ["fails", "x"], ["deep", "100000"], ["shout", "--json", '"a"'], ["shout", "--json", "-"],
                ["--help"], ["nosuch"], ["shout", "-"]]
    for args in commands:
        served = fork_server.run([str(exe), *args], timeout=30)
        fresh = subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=30,
                               stdin=subprocess.DEVNULL)
        assert (served.returncode, served.stdout, served.stderr) == \
            (fresh.returncode, fresh.stdout, fresh.stderr), args
    assert fork_server.run([str(exe), "remember", "1"]).stdout.strip() == "1"
    with pytest.raises(subprocess.TimeoutExpired):
        fork_server.run([str(exe), "spin", "1"], timeout=0.5)
    assert fork_server.run([str(exe), "shout", "ok"], timeout=30).stdout == "OK\n'okok'\n"


def test_linked_runtime_object_behaves_as_the_header_only_library(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pyaot.native takes the runtime's PYAOT_LINKED functions (command line,
    JSON, tracebacks, formatting, str methods) from an object compiled once
    (pyaot/runtime/linkage.hpp); Bazel builds include them. Both builds of one
    program must answer every command alike, and the linked one must leave
    the functions out of the program's own object code."""
    from pyaot import precompiled
    src = tmp_path / "served.py"
    src.write_text(FORK_SERVED)
    cpp = compile_file(src, ["remember", "shout", "fails", "deep"]).cpp
    linked_flags, objects = precompiled.runtime_flags(native.find_cxx(), [*native.FLAGS])
    if not objects:
        pytest.skip(f"{native.find_cxx()} is not GCC: no runtime object")
    linked = native.build_executable(cpp, tmp_path / "linked")
    monkeypatch.setenv("PYAOT_RUNTIME_OBJECT", "0")
    included = native.build_executable(cpp, tmp_path / "included")
    for args in [["remember", "3"], ["shout", "é\r\nx\t'"], ["fails", "0"], ["fails", "x"],
                 ["deep", "100000"], ["shout", "--json", '"a"'], ["shout", "--json", "[1]"],
                 ["--help"], ["nosuch"]]:
        runs = [subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=30,
                               stdin=subprocess.DEVNULL) for exe in (linked, included)]
        assert len({(r.returncode, r.stdout, r.stderr.replace(str(exe), "EXE"))
                    for r, exe in zip(runs, (linked, included))}) == 1, (args, runs)
    # Compiled without the bodies: the program's object calls the runtime's.
    obj = tmp_path / "program.o"
    (tmp_path / "program.cc").write_text(cpp)
    subprocess.run([native.find_cxx(), *native.FLAGS, *linked_flags, f"-I{OPS_INCLUDE}", "-c",
                    str(tmp_path / "program.cc"), "-o", str(obj)], check=True)
    symbols = subprocess.run(["nm", "-C", str(obj)], capture_output=True, text=True,
                             check=True).stdout
    assert re.search(r" U pyaot::cli::run\(", symbols), symbols
    assert not re.search(r" [TW] pyaot::format_traceback", symbols)


def test_precompiled_header_follows_edited_headers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A long-lived process (a test session, the fuzzer, the fork server)
    takes the headers' digest for each build: an entry made from older
    headers redefined everything the edited ones declare."""
    from pyaot import precompiled
    digests = iter(["before the edit", "after the edit"])
    seen = []
    monkeypatch.setattr(precompiled, "headers_digest", lambda: next(digests))
    monkeypatch.setattr(precompiled, "_built",
                        lambda *args: seen.append(args[-1]) or Path(f"/pch/{len(seen)}"))
    for _ in range(2):
        precompiled.include_flags("g++", [], precompiled.PREFIX + "int main() {}\n")
    assert seen == ["before the edit", "after the edit"]


def test_precompiled_runtime_header_changes_no_instruction(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """pyaot.native loads the runtime's headers precompiled (pyaot.precompiled):
    the program must be the same machine code as one that parses them."""
    from pyaot import precompiled
    src = tmp_path / "served.py"
    src.write_text(FORK_SERVED)
    cpp = compile_file(src, ["remember", "shout", "fails"]).cpp
    monkeypatch.setenv("PYAOT_PCH_DIR", str(tmp_path / "pch"))
    flags = [*native.FLAGS]
    include = precompiled.include_flags(native.find_cxx(), flags, cpp)
    if not include:
        pytest.skip(f"{native.find_cxx()} is not GCC: no precompiled header")
    assert list((tmp_path / "pch").glob(f"*/{precompiled.HEADER}.gch"))
    loaded = native.build_executable(cpp, tmp_path / "loaded")
    monkeypatch.setenv("PYAOT_PCH", "0")
    parsed = native.build_executable(cpp, tmp_path / "parsed")

    def code(exe: Path) -> str:
        text = subprocess.run(["objdump", "-d", str(exe)], capture_output=True, text=True,
                              check=True).stdout
        return text.split("\n", 2)[2]  # past the line naming the file

    assert code(loaded) == code(parsed)


def _script_and_binary(tmp_path: Path, files: dict[str, str]) -> tuple[str, str]:
    """What CPython prints running main.py as a script, and what the
    executable compiled from its main() prints."""
    for name, text in files.items():
        (tmp_path / name).write_text(textwrap.dedent(text))
    src = tmp_path / "main.py"
    binary = native.build_executable(compile_file(src, ["main"], roots=[tmp_path]).cpp,
                                     tmp_path / "prog")
    script = subprocess.run([sys.executable, str(src)], capture_output=True, text=True,
                            cwd=tmp_path)
    compiled = subprocess.run([str(binary)], capture_output=True, text=True)
    return script.stdout + script.stderr.strip().rpartition("\n")[2], \
        compiled.stdout.removesuffix("None\n") + compiled.stderr.strip().rpartition("\n")[2]


def test_module_code_runs_where_imported(tmp_path: Path) -> None:
    """Each module's code runs where it is first imported (not in the
    order of module names, not all before the importer's own code), and
    module code reaching a variable through a function before the
    variable's assignment is CPython's NameError, not an early value
    (reviewer's findings, 2026-12-07)."""
    script, compiled = _script_and_binary(tmp_path, {
        "zmod.py": "print('zmod loading')\nZ: list[int] = []\n",
        "amod.py": "import zmod\nprint('amod loading')\nfor _k in range(2):\n    print(_k)\n",
        "main.py": """
            print("before imports")
            import zmod
            import amod


            def main() -> None:
                print("main", zmod.Z)


            if __name__ == "__main__":
                main()
            """})
    assert script == compiled == "before imports\nzmod loading\namod loading\n0\n1\nmain []\n"
    script, compiled = _script_and_binary(tmp_path, {"main.py": """
        def show() -> None:
            print("names", len(NAMES))


        show()
        NAMES = ["a"]


        def main() -> None:
            print("main")


        if __name__ == "__main__":
            main()
        """})
    assert script == compiled == "NameError: name 'NAMES' is not defined"


def test_module_code_reads_other_modules(tmp_path: Path) -> None:
    """Variables of other modules are made when module code first reads them
    (an import and a use on one line; a module imported only in a function
    reading another's variable): never a NameError CPython does not raise
    (a reviewer's findings, 2026-12-07)."""
    script, compiled = _script_and_binary(tmp_path, {
        "a.py": "# a\n# b\n# c\nX = sum([10, 11])\n",
        "c.py": "from a import X\nY = X * 2\n",
        "b.py": "W = sum([1, 2])\n",
        "main.py": """
            import a
            import b; Z = b.W + 1
            print("Z", Z)


            def main() -> None:
                import c
                print(c.Y, a.X, Z)


            if __name__ == "__main__":
                main()
            """})
    assert script == compiled == "Z 4\n42 21 4\n"
