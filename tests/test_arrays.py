"""Every function in programs/arrays.py, compiled into one executable and
compared with NumPy under CPython: arrays go in and come out as .npy files,
scalars as text. Inputs are hypothesis-generated from the annotations (ranks,
dtypes; shapes drawn from a shared pool of sizes so that operands usually fit
together, and sometimes do not, which must raise the same exception)."""

from __future__ import annotations

import builtins
import inspect
import re
import subprocess
import typing
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from pyaot import fork_server, native, ndops
from pyaot.driver import compile_file
from pyaot.reference import load_reference_module

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "arrays.py"
# Results NumPy computes through BLAS/LAPACK or a different summation order:
# compared to a relative tolerance instead of bit for bit. (OpenBLAS's
# summation order even depends on its operands' alignment in the Python
# heap: `weighted`'s subnormal rows rounded differently after an import.)
TOLERANT = {"softmax": 1e-12, "matvec": 1e-10, "weighted": 1e-12, "gram": 1e-10, "l2norm": 1e-12,
            "solve2": 1e-9, "determinant": 1e-9, "batched_products": 1e-10,
            "preprocess": 0.02}  # one 8-bit level of OpenCV rounding, after /255/0.225
# 8-bit results of OpenCV's interpolation: its SIMD and scalar paths round
# differently, so pixels agree to within 1.
PIXEL = {"thumbnail"}
SMALL_INTS = {"seed": (-1, 2**40), "k": (-300, 300), "n": (-2, 12), "i": (-4, 4), "j": (-4, 4), "w": (0, 7),
              "h": (0, 7)}

MODULE = load_reference_module(SRC, [HERE])
ENTRIES = sorted(name for name, fn in inspect.getmembers(MODULE, inspect.isfunction)
                 if fn.__module__ == MODULE.__name__ and not name.startswith("_"))


def annotation_type(ann: object) -> str:
    """The pyaot type an annotation object stands for."""
    if ann in (int, float, bool):
        return ann.__name__
    args = typing.get_args(ann)
    if typing.get_origin(ann) is np.ndarray and len(args) == 2:
        shape, dtype = args
        dt = typing.get_args(dtype)[0]
        shape_args = typing.get_args(shape)
        rank = None if Ellipsis in shape_args or shape is typing.Any else len(shape_args)
        return ndops.array_type(np.dtype(dt).name, rank)
    raise TypeError(f"unsupported annotation {ann!r}")


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sanitized_build(SRC, ENTRIES, tmp_path_factory, "arrays")


def sanitized_build(src: Path, entries: list[str], tmp_path_factory: pytest.TempPathFactory,
                    stem: str) -> Path:
    """The entries of a program under tests/programs, compiled once under
    ASan+UBSan: what each array suite's module fixture builds."""
    result = compile_file(src, entries, roots=[HERE], display_root=HERE.parent)
    return native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / stem,
                                   native.SANITIZE_FLAGS)


def strategy_for(name: str, param: str, t: str, sizes: list[int]) -> st.SearchStrategy:
    parsed = ndops.parse_array_type(t)
    if parsed:
        dtype, rank = parsed
        ranks = st.just(rank) if rank is not None else st.integers(0, 3)
        shape = ranks.flatmap(lambda r: st.tuples(*[st.sampled_from(sizes)] * r))
        if param in ("cols", "rows"):  # indices, mostly in range of the small shapes drawn
            elements = st.integers(-3, 3)
        elif dtype.startswith("float"):
            elements = st.floats(-1e3, 1e3, allow_nan=False, width=np.dtype(dtype).itemsize * 8)
        else:
            info = np.iinfo(dtype) if dtype != "bool" else None
            elements = st.booleans() if info is None else st.integers(
                max(info.min, -100), min(info.max, 100))
        return shape.flatmap(lambda s: hnp.arrays(np.dtype(dtype), s, elements=elements))
    if t == "int":
        lo, hi = SMALL_INTS.get(param, (-5, 5))
        return st.integers(lo, hi)
    if t == "float":
        return st.floats(-10, 10, allow_nan=False)
    return st.booleans()


def run_compiled(binary: Path, name: str, args: list, tmp: Path) -> tuple[str, object]:
    texts = []
    for k, a in enumerate(args):
        if isinstance(a, np.ndarray):
            path = tmp / f"arg{k}.npy"
            np.save(path, a)
            texts.append(str(path))
        else:
            texts.append(repr(a))
    out = tmp / "out.npy"
    if out.exists():
        out.unlink()
    proc = fork_server.run([str(binary), name, "--out", str(out), *texts], timeout=60)
    if proc.returncode == 1:
        last = proc.stderr.strip().splitlines()[-1]
        return "raise", re.match(r"(\w+)", last).group(1)
    assert proc.returncode == 0, f"exit {proc.returncode}: {proc.stderr}"
    if out.exists():
        return "array", np.load(out)
    text = proc.stdout.strip()
    return "scalar", {"True": True, "False": False}.get(text) if text in ("True", "False") \
        else float(text) if ("." in text or "e" in text or "n" in text) else int(text)


def check_array_cases(binary: Path, name: str, fn, cases: list[list], rtol: float | None,
                      tmp: Path) -> None:
    """Each case through `fn` under NumPy and through the compiled entry
    `name`: the same exception type, or an array of the same dtype and shape,
    equal bit for bit (NaN included), or within `rtol` where given."""
    for args in cases:
        try:
            with np.errstate(all="ignore"):
                ref = fn(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
        except Exception as e:  # noqa: BLE001 - the reference's exception is the expectation
            kind, got = run_compiled(binary, name, args, tmp)
            assert (kind, got) == ("raise", type(e).__name__), (name, args, e)
            continue
        kind, got = run_compiled(binary, name, args, tmp)
        assert kind == "array", (name, args, got)
        assert (got.dtype, got.shape) == (ref.dtype, ref.shape), (name, args, got, ref)
        if rtol is None:
            assert np.array_equal(got, ref, equal_nan=True), (name, args, got, ref)
        else:
            assert np.allclose(got, ref, rtol=rtol, atol=rtol, equal_nan=True), (name, args)


def agree(name: str, ref: object, got: object) -> str | None:
    rtol = TOLERANT.get(name)
    if isinstance(ref, np.generic) and isinstance(got, np.ndarray):
        ref = np.asarray(ref)  # NumPy hands back 0-d results as scalars
    if isinstance(ref, np.ndarray):
        if not isinstance(got, np.ndarray):
            return f"got {got!r}, reference array {ref!r}"
        if ref.dtype != got.dtype or ref.shape != got.shape:
            return f"got {got.dtype}{got.shape}, reference {ref.dtype}{ref.shape}"
        if name in PIXEL:
            same = bool(np.all(np.abs(ref.astype(np.int64) - got.astype(np.int64)) <= 1))
        elif rtol is None:
            same = np.array_equal(ref, got, equal_nan=ref.dtype.kind == "f")
        else:
            same = np.allclose(got, ref, rtol=rtol, atol=rtol, equal_nan=True)
        return None if same else f"got {got!r}, reference {ref!r}"
    ref_value = ref.item() if isinstance(ref, np.generic) else ref
    if isinstance(ref_value, float) and isinstance(got, (int, float)):
        if ref_value != ref_value and got != got:
            return None
        ok = got == ref_value if rtol is None else np.isclose(got, ref_value, rtol=rtol, atol=rtol)
        return None if ok else f"got {got!r}, reference {ref_value!r}"
    return None if got == ref_value else f"got {got!r}, reference {ref_value!r}"


def check_against_numpy(binary: Path, module: object, name: str, tmp_path: Path,
                        agree=agree) -> None:
    """Draws inputs for `name` (25 hypothesis examples), runs it under NumPy
    and compiled, and fails on the first disagreement (shrunk); `agree`
    compares returned values. The inner `check` keeps its source as it was:
    derandomized hypothesis seeds the examples from it."""
    fn = getattr(module, name)
    hints = typing.get_type_hints(fn)
    params = list(inspect.signature(fn).parameters)
    types = [annotation_type(hints[p]) for p in params]
    failures: list[str] = []

    @settings(max_examples=25, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data: st.DataObject) -> None:
        sizes = data.draw(st.lists(st.integers(0, 4), min_size=1, max_size=2, unique=True))
        args = [data.draw(strategy_for(name, p, t, sizes), label=p) for p, t in zip(params, types)]
        try:
            with np.errstate(all="ignore"):
                ref = fn(*[a.copy() if isinstance(a, np.ndarray) else a for a in args])
            ref_kind = "value"
        except Exception as e:  # noqa: BLE001 - the reference's exception is the expectation
            ref, ref_kind = e, "raise"
        kind, got = run_compiled(binary, name, args, tmp_path)
        if ref_kind == "raise":
            ok = kind == "raise" and (type(ref).__name__ == got or isinstance(
                ref, getattr(builtins, got, ())))
            problem = None if ok else f"reference raised {type(ref).__name__}: {ref}; got {kind} {got!r}"
        elif kind == "raise":
            problem = f"raised {got}; reference returned {ref!r}"
        else:
            problem = agree(name, ref, got)
        if problem:
            failures.append(f"{name}{tuple(args)!r}: {problem}")
            raise AssertionError(problem)

    try:
        check()
    except AssertionError:
        pass
    assert not failures, failures[-1]  # the last is hypothesis's shrunk example


@pytest.mark.parametrize("name", ENTRIES)
def test_matches_numpy(binary: Path, name: str, tmp_path: Path) -> None:
    check_against_numpy(binary, MODULE, name, tmp_path)


# ------------------------------------------------------- bad input is refused

BAD_INPUTS = {
    "wrong dtype": (lambda p: np.save(p, np.zeros(3, np.float32)), "has dtype float32"),
    "wrong rank": (lambda p: np.save(p, np.zeros((2, 2, 2))), "has 3 dimension(s)"),
    "not npy": (lambda p: p.write_bytes(b"hello, world"), "not a .npy file"),
    "truncated data": (lambda p: p.write_bytes(_npy_bytes(np.zeros((4, 4)))[:-9]), "truncated"),
    "truncated header": (lambda p: p.write_bytes(_npy_bytes(np.zeros(3))[:20]), "truncated"),
    "huge shape": (lambda p: p.write_bytes(_npy_bytes(np.zeros((2, 2))).replace(
        b"(2, 2)", b"(99999999999, 99999999)")), "too"),
    "object array": (lambda p: np.save(p, np.array([[1, "a"]], dtype=object)), "dtype"),
    "missing file": (lambda p: None, "cannot open"),
}


def _npy_bytes(a: np.ndarray) -> bytes:
    import io
    buf = io.BytesIO()
    np.save(buf, a)
    return buf.getvalue()


@pytest.mark.parametrize("case", sorted(BAD_INPUTS))
def test_refuses_bad_npy(binary: Path, tmp_path: Path, case: str) -> None:
    """A malformed, truncated, mistyped or absurdly large .npy file is a usage
    error (exit 2) with a message naming the problem, never a crash."""
    make, expected = BAD_INPUTS[case]
    path = tmp_path / "bad.npy"
    make(path)
    proc = subprocess.run([str(binary), "gram", str(path)], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert "argument m:" in proc.stderr and expected in proc.stderr, proc.stderr


def test_fortran_order_input(binary: Path, tmp_path: Path) -> None:
    a = np.asfortranarray(np.arange(6.0).reshape(2, 3))
    np.save(tmp_path / "a.npy", a)
    kind, got = run_compiled(binary, "gram", [a], tmp_path)
    assert kind == "array" and np.allclose(got, a.T @ a)
