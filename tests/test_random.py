"""numpy.random.default_rng in compiled code against NumPy: long streams
compared bit for bit, at hypothesis-drawn seeds, sizes and bounds (the range
classes of NumPy's bounded-integer paths: 32-bit, exactly 2**32 - 1, 64-bit,
the whole int64 range), and the ziggurat tables are NumPy's own."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyaot import fork_server, gen_ziggurat_tables, native
from pyaot.diagnostics import CompileError
from pyaot.driver import compile_file

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "random_streams.py"
ENTRIES = ["normals", "floats", "ints", "interleaved", "fresh"]
INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    result = compile_file(SRC, ENTRIES, roots=[HERE], display_root=HERE.parent)
    return native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "random", [])


def run(binary: Path, tmp: Path, name: str, *args: object) -> np.ndarray:
    out = tmp / f"{name}.npy"
    text = [repr(a) for a in args]
    proc = fork_server.run([str(binary), name, "--out", str(out), *text], timeout=120)
    assert proc.returncode == 0, proc.stderr
    return np.load(out)


def same(got: np.ndarray, want: np.ndarray) -> None:
    assert got.dtype == want.dtype and got.shape == want.shape
    diff = np.flatnonzero(got.view(np.uint64) != want.view(np.uint64))
    assert diff.size == 0, f"{diff.size} of {want.size} differ, first at {diff[0]}: " \
        f"{got[diff[0]]!r} != {want[diff[0]]!r}"


def test_ziggurat_tables_are_numpys() -> None:
    assert gen_ziggurat_tables.OUT.read_text() == gen_ziggurat_tables.render(), \
        "run: python -m pyaot.gen_ziggurat_tables"


@pytest.mark.parametrize("seed", [0, 1, 12345, 2**62 + 7])
def test_long_streams(binary: Path, tmp_path: Path, seed: int) -> None:
    # 300,000 normals reach the ziggurat's slow paths (~2,000 wedge tests
    # and ~30 tail draws) as well as the fast one.
    rng = np.random.default_rng(seed)
    same(run(binary, tmp_path, "normals", seed, 300_000), rng.standard_normal(300_000))
    same(run(binary, tmp_path, "floats", seed, 100_000), np.random.default_rng(seed).random(100_000))
    rng = np.random.default_rng(seed)
    want = np.zeros(3 * 2000)
    for i in range(2000):
        want[3 * i], want[3 * i + 1], want[3 * i + 2] = (rng.integers(0, 1000), rng.random(),
                                                         rng.normal(1.0, 3.0))
    same(run(binary, tmp_path, "interleaved", seed, 2000), want)


BOUNDS = st.one_of(
    st.tuples(st.integers(-1000, 1000), st.integers(1, 1000)),          # small 32-bit ranges
    st.tuples(st.integers(-2**40, 2**40), st.sampled_from([2**32 - 1, 2**32, 2**32 + 1])),
    st.tuples(st.integers(INT64_MIN, 0), st.integers(2**33, 2**62)),    # 64-bit ranges
    st.just((INT64_MIN, INT64_MAX)),                                    # the whole range
)


@settings(max_examples=40, deadline=None, database=None, derandomize=True)
@given(seed=st.integers(0, 2**63 - 1), bounds=BOUNDS, endpoint=st.booleans(),
       n=st.integers(0, 300))
def test_integers(binary: Path, tmp_path_factory: pytest.TempPathFactory, seed: int,
                  bounds: tuple[int, int], endpoint: bool, n: int) -> None:
    low, width = bounds
    high = min(low + width, INT64_MAX)
    want = np.random.default_rng(seed).integers(low, high, size=n, endpoint=endpoint)
    got = run(binary, tmp_path_factory.mktemp("ints"), "ints", seed, n, low, high, endpoint)
    np.testing.assert_array_equal(got, want)
    assert got.dtype == want.dtype


def test_unseeded_generators_differ(binary: Path, tmp_path: Path) -> None:
    a, b = run(binary, tmp_path, "fresh", 1000), run(binary, tmp_path, "fresh", 1000)
    assert ((a >= 0) & (a < 1)).all() and not np.array_equal(a, b)


def test_generator_cannot_cross_the_boundary(tmp_path: Path) -> None:
    src = tmp_path / "entry.py"
    src.write_text("import numpy as np\n\n\n"
                   "def draw(rng: np.random.Generator) -> float:\n    return rng.random()\n")
    with pytest.raises(CompileError) as err:
        compile_file(src, ["draw"], roots=[tmp_path], display_root=tmp_path)
    text = str(err.value)
    assert "entry.py:4:" in text and "Generator" in text and "default_rng(seed)" in text
