"""Whole programs using sys.argv, sys.exit, sys.stdout/sys.stderr, files and
the time module (programs/sys_io.py), compiled once and run as executables
with arguments and temporary files, each compared with the same function
run by CPython with the same command line in a copy of the same directory:
exit status, stdout and stderr must agree."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pyaot import native
from pyaot.driver import compile_file

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "programs" / "sys_io.py"

# CPython's side: the entry named first, the rest of the command line in
# sys.argv, its result printed as the executable prints it.
DRIVER = (f"import sys; sys.path.insert(0, {str(SOURCE.parent)!r}); import sys_io; "
          "name = sys.argv.pop(1); print(repr(getattr(sys_io, name)()))")

# name, arguments, files the directory starts with (name -> bytes; STDIN's
# bytes are the standard input, else it is empty)
STDIN = "<stdin>"
CASES: list[tuple[str, list[str], dict[str, bytes]]] = [
    ("main_sum", ["1", "2", "39"], {}),
    ("main_sum", [], {}),
    ("main_sum", ["x"], {}),
    ("main_pop_args", ["a", "b c"], {}),
    ("main_exit_code", ["3"], {}),
    ("main_exit_code", ["0"], {}),
    ("main_exit_code", ["300"], {}),
    ("main_exit_code", ["-5"], {}),
    ("main_exit_message", ["disk", "full"], {}),
    ("main_exit_none", [], {}),
    ("main_catch_exit", ["7"], {}),
    ("main_streams", ["é"], {}),
    ("main_copy_upper", ["in.txt", "out.txt"], {"in.txt": "abc\r\nß é\rlast".encode()}),
    ("main_copy_upper", ["in.txt", "out.txt"], {"in.txt": b""}),
    ("main_copy_upper", ["in.txt", "in.txt"], {"in.txt": b"x\n" * 5000}),
    ("main_append", ["log.txt"], {"log.txt": b"first\n"}),
    ("main_append", ["new.txt"], {}),
    ("main_binary", ["data.bin"], {}),
    ("main_open_errors", ["missing.txt", ".", "bad.txt", "ok.txt", "cut.txt"],
     {"bad.txt": b"ab\xffcd", "ok.txt": "fine ✓\n".encode(), "cut.txt": b"abc\xe2\x82"}),
    ("main_decode_lines", ["late.txt"], {"late.txt": b"ok\n" * 3000 + b"\xff\n"}),
    ("main_decode_lines", ["early.txt"], {"early.txt": b"first\nsecond\xc3\n"}),
    ("main_decode_lines", ["split.txt"], {"split.txt": b"a" * 8191 + "é\r".encode() + b"\nz"}),
    ("main_closed_on_error", ["f.txt"], {}),
    ("main_return_inside_with", ["f.txt"], {"f.txt": b"one\ntwo\n"}),
    ("main_two_files", ["a.txt", "b.txt", "empty.txt"], {"a.txt": b" x \n y\n"}),
    ("main_two_files", ["missing.txt", "b.txt", "empty.txt"], {}),
    ("main_wrong_direction", ["f.txt"], {"f.txt": b"text"}),
    ("main_sleep_errors", ["0", "0.001", "-1", "nan", "inf", "1e10"], {}),
    ("main_read_stdin", [], {STDIN: b"2\n3 4\n5 6\nleft over\nlines"}),
    ("main_read_stdin", [], {STDIN: b"1\n7 8"}),
    ("main_read_stdin", [], {STDIN: b"2\n1 2 3\n"}),
    ("main_read_stdin", [], {}),
    ("main_stdin_lines", [], {STDIN: "head\r\none two\nthree ✓\n\nfour".encode()}),
    ("main_stdin_lines", [], {}),
]


@pytest.fixture(scope="module")
def executable(tmp_path_factory: pytest.TempPathFactory) -> Path:
    entries = sorted({name for name, _, _ in CASES} | {"main_clocks"})
    cpp = compile_file(SOURCE, entries, roots=[HERE / "programs"], display_root=HERE.parent).cpp
    return native.build_executable(cpp, tmp_path_factory.mktemp("sys_io") / "sys_io")


def _run(command: list[str], files: dict[str, bytes], where: Path) -> tuple[int, str, str]:
    where.mkdir()
    for name, data in files.items():
        if name != STDIN:
            (where / name).write_bytes(data)
    proc = subprocess.run(command, cwd=where, capture_output=True, timeout=60,
                          input=files.get(STDIN, b""))
    return proc.returncode, proc.stdout.decode(), proc.stderr.decode()


@pytest.mark.parametrize("name,args,files", CASES,
                         ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(CASES)])
def test_matches_cpython(executable: Path, tmp_path: Path, name: str, args: list[str],
                         files: dict[str, bytes]) -> None:
    compiled = _run([str(executable), name, *args], files, tmp_path / "compiled")
    expected = _run([sys.executable, "-c", DRIVER, name, *args], files, tmp_path / "cpython")
    if "Traceback" in expected[2]:  # a traceback's frames differ; its last line must not
        expected = (*expected[:2], expected[2].strip().splitlines()[-1])
        compiled = (*compiled[:2], compiled[2].strip().splitlines()[-1])
    assert compiled == expected
    # What the programs left in their directories agrees too.
    made = sorted(p.name for p in (tmp_path / "cpython").iterdir())
    assert sorted(p.name for p in (tmp_path / "compiled").iterdir()) == made
    for f in made:
        if (tmp_path / "cpython" / f).is_file():
            assert (tmp_path / "compiled" / f).read_bytes() == (tmp_path / "cpython" / f).read_bytes()


def test_clocks(executable: Path, tmp_path: Path) -> None:
    """perf_counter/monotonic are seconds on a monotonic clock, time() the
    wall clock (within a minute of CPython's), sleep() sleeps."""
    code, out, err = _run([str(executable), "main_clocks", repr(time.time())], {}, tmp_path / "c")
    assert (code, out, err) == (0, "[True, True, True, True, True]\n", "")




REFUSED = [
    ("class P:\n    pass\n\n\ndef f() -> int:\n    return hash(P())\n", "6:12", "hash() on (P)",
     "hash its fields"),
    ("def f(x: int) -> int:\n    return id(x)\n", "2:12", "id()", "no object to number"),
    ("def f(x: int) -> str:\n    return str(type(x))\n", "2:16", "type() as a value",
     "type(x).__name__"),
    ("def f(p: str, m: str) -> str:\n    with open(p, m) as f:\n        return f.read()\n",
     "2:18", "open() with a computed mode", "string literal"),
    ("def f(p: str) -> str:\n    with open(p, encoding='latin-1') as f:\n"
     "        return f.read()\n", "2:27", "open() with encoding='latin-1'", "UTF-8"),
    ("class C:\n    pass\n\n\ndef f() -> int:\n    with C() as c:\n        pass\n    return 1\n",
     "6:10", "with statement on a C", "define __enter__ and __exit__"),
    ("def f(ps: list[str]) -> int:\n    for p in ps:\n        with open(p) as f:\n"
     "            break\n    return 1\n", "4:13", "break out of a `with` block",
     "after the with statement"),
    ("def f(xs: list[int]) -> str:\n    it = iter(xs)\n    return type(it).__name__\n", "3:12",
     "type(x).__name__ on (Iterator[int])", "not for iterators"),
    ("def f(xs: list[int]) -> int:\n    s = frozenset(xs)\n    s.add(1)\n    return len(s)\n",
     "3:5", "method .add() of frozenset[int]", "s = set(x)"),
    ("def f(xs: list[int]) -> int:\n    return next(xs)\n", "2:12", "next() on (list[int])",
     "accepted"),
]


@pytest.mark.parametrize("source,where,construct,hint", REFUSED,
                         ids=[r[2] for r in REFUSED])
def test_refusals(tmp_path: Path, source: str, where: str, construct: str, hint: str) -> None:
    """What compiled code cannot do the way CPython does is a build error
    at the construct, saying what to write instead."""
    from pyaot.diagnostics import CompileError
    src = tmp_path / "refused.py"
    src.write_text(source)
    with pytest.raises(CompileError) as info:
        compile_file(src, ["f"], roots=[tmp_path])
    text = str(info.value)
    assert f"refused.py:{where}: error: {construct}" in text and hint in text, text
