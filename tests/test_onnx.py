"""Models through ONNX Runtime (programs/onnx_infer.py) against CPython's
onnxruntime: a classifier (MatMul, Add, Relu, Softmax) behind NumPy
pre-processing and a small embedding model (Gather, a weighted ReduceSum)
with two inputs of different dtypes, mean-pooled and L2-normalised after.
The models are built here with onnx.helper and written beside a copy of the
program, where the build reads them. Also: ONNX Runtime's run-time errors
raise CPython's exception classes with its message, a missing library is
an ImportError, and what the build cannot type is refused with the fix."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402

from pyaot import native, onnx_runtime  # noqa: E402
from pyaot.diagnostics import CompileError  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402
from pyaot.reference import load_reference_module  # noqa: E402

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "onnx_infer.py"
ENTRIES = ["classify", "embed", "top_class"]
VOCAB, DIM = 50, 8


def _save(graph, path: Path) -> None:
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8  # what ONNX Runtime 1.32 reads
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def write_models(directory: Path) -> None:
    rng = np.random.default_rng(23)
    const = lambda a, name: numpy_helper.from_array(a, name)  # noqa: E731
    _save(helper.make_graph(
        [helper.make_node("MatMul", ["x", "W"], ["h"]), helper.make_node("Add", ["h", "B"], ["z"]),
         helper.make_node("Relu", ["z"], ["r"]), helper.make_node("Softmax", ["r"], ["y"], axis=-1)],
        "classifier", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n", 3])],
        [const(rng.standard_normal((4, 3)).astype(np.float32), "W"),
         const(rng.standard_normal(3).astype(np.float32), "B")]), directory / "classifier.onnx")
    _save(helper.make_graph(
        [helper.make_node("Gather", ["E", "ids"], ["emb"]),
         helper.make_node("Unsqueeze", ["weights", "two"], ["w3"]),
         helper.make_node("Mul", ["emb", "w3"], ["weighted"]),
         helper.make_node("ReduceSum", ["weighted", "one"], ["pooled"], keepdims=0),
         helper.make_node("ReduceSum", ["weights", "one"], ["total"], keepdims=0)],
        "embedder", [helper.make_tensor_value_info("ids", TensorProto.INT64, ["b", "t"]),
                     helper.make_tensor_value_info("weights", TensorProto.FLOAT, ["b", "t"])],
        [helper.make_tensor_value_info("pooled", TensorProto.FLOAT, ["b", DIM]),
         helper.make_tensor_value_info("total", TensorProto.FLOAT, ["b"])],
        [const(rng.standard_normal((VOCAB, DIM)).astype(np.float32), "E"),
         const(np.array([2], dtype=np.int64), "two"), const(np.array([1], dtype=np.int64), "one")]),
        directory / "embedder.onnx")


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    """(the executable, the program as CPython runs it), models beside each."""
    src_dir = tmp_path_factory.mktemp("src")
    write_models(src_dir)
    src = src_dir / SRC.name
    shutil.copy(SRC, src)
    result = compile_file(src, ENTRIES, roots=[src_dir], display_root=src_dir)
    assert sorted(p.name for p in result.models) == ["classifier.onnx", "embedder.onnx"]
    binary = native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "onnx_infer",
                                      models=result.models)
    cwd = os.getcwd()
    os.chdir(src_dir)  # CPython's onnxruntime opens the model from the working directory
    try:
        module = load_reference_module(src, [src_dir])
    finally:
        os.chdir(cwd)
    return binary, module


def run(binary: Path, entry: str, args: list[np.ndarray], tmp: Path,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    paths = []
    for k, a in enumerate(args):
        paths.append(tmp / f"arg{k}.npy")
        np.save(paths[-1], a)
    # Run elsewhere than beside the models: the program finds them beside itself.
    return subprocess.run([str(binary), entry, "--out", str(tmp / "out.npy"), *map(str, paths)],
                          capture_output=True, text=True, timeout=60, cwd=tmp,
                          env={**os.environ, **(env or {})})


_rng = np.random.default_rng(5)
CASES = {
    "classify": ("classify", lambda: [_rng.standard_normal((6, 4)).astype(np.float32)]),
    "classify one row": ("classify", lambda: [_rng.standard_normal((1, 4)).astype(np.float32)]),
    "classify transposed": ("classify", lambda: [
        _rng.standard_normal((4, 7)).astype(np.float32).T]),
    "top class": ("top_class", lambda: [_rng.standard_normal((9, 4)).astype(np.float32)]),
    "top class of no rows": ("top_class", lambda: [np.zeros((0, 4), dtype=np.float32)]),
    "embed": ("embed", lambda: [_rng.integers(0, VOCAB, (3, 5)),
                                _rng.uniform(0.5, 1.0, (3, 5)).astype(np.float32)]),
    "embed one token": ("embed", lambda: [_rng.integers(0, VOCAB, (2, 1)),
                                          np.ones((2, 1), dtype=np.float32)]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_cpython_onnxruntime(built, case: str, tmp_path: Path) -> None:
    binary, module = built
    entry, make = CASES[case]
    args = make()
    want = getattr(module, entry)(*[a.copy() for a in args])
    proc = run(binary, entry, args, tmp_path)
    assert proc.returncode == 0, proc.stderr
    got = np.load(tmp_path / "out.npy")
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape,
                                                                 want.dtype, want.shape)
    # The same library computes the model; NumPy's steps around it are exact
    # or pairwise sums, as NumPy's.
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-7)


def test_an_onnxruntime_error_is_cpythons_exception(built, tmp_path: Path) -> None:
    binary, module = built
    ids, weights = np.array([[1, VOCAB + 7]]), np.ones((1, 2), dtype=np.float32)
    with pytest.raises(Exception) as raised:  # noqa: PT011 - the class is onnxruntime's
        module.embed(ids, weights)
    proc = run(binary, "embed", [ids, weights], tmp_path)
    assert proc.returncode == 1
    last = proc.stderr.strip().splitlines()[-1]
    want = type(raised.value)
    assert last == f"{want.__module__}.{want.__name__}: {raised.value}", proc.stderr


def test_a_missing_library_is_an_import_error(built, tmp_path: Path) -> None:
    binary, _ = built
    proc = run(binary, "classify", [np.ones((2, 4), dtype=np.float32)], tmp_path,
               env={"PYAOT_ONNXRUNTIME": str(tmp_path / "absent.so")})
    assert proc.returncode == 1
    assert "ImportError: ONNX Runtime could not be loaded: no libonnxruntime" in proc.stderr, \
        proc.stderr


def test_models_are_found_in_bazel_runfiles(built, tmp_path: Path) -> None:
    # As py_aot_binary(models = [...]) ships them: by their path in the
    # workspace (here the source's directory), under <runfiles>/<repo>/.
    binary, module = built
    alone = tmp_path / "bin" / "onnx_infer"
    alone.parent.mkdir()
    shutil.copy(binary, alone)
    repo = tmp_path / "runfiles" / "_main"
    repo.mkdir(parents=True)
    for model in ("classifier.onnx", "embedder.onnx"):
        shutil.copy(binary.parent / model, repo)
    x = np.linspace(-1, 1, 8, dtype=np.float32).reshape(2, 4)
    proc = run(alone, "top_class", [x], tmp_path, env={
        "RUNFILES_DIR": str(tmp_path / "runfiles"),
        "PYAOT_ONNXRUNTIME": str(binary.parent / onnx_runtime.PINS[onnx_runtime.host_platform()][4])})
    assert proc.returncode == 0, proc.stderr
    np.testing.assert_array_equal(np.load(tmp_path / "out.npy"), module.top_class(x))


def test_a_different_model_at_run_time_is_refused(built, tmp_path: Path) -> None:
    # The classifier's file replaced by one whose output has another rank:
    # an error naming the output, never an array of the wrong rank.
    binary, _ = built
    models = tmp_path / "models"
    models.mkdir()
    shutil.copy(binary.parent / "embedder.onnx", models)
    _save(helper.make_graph(
        [helper.make_node("ReduceSum", ["x", "one"], ["y"], keepdims=0)], "other",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n", 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["n"])],
        [numpy_helper.from_array(np.array([1], dtype=np.int64), "one")]),
        models / "classifier.onnx")
    proc = run(binary, "classify", [np.ones((2, 4), dtype=np.float32)], tmp_path,
               env={"PYAOT_MODEL_DIR": str(models)})
    assert proc.returncode == 1
    assert "output 'y' of the model has ONNX element type 1 and rank 1" in proc.stderr, \
        proc.stderr


REFUSED = {  # the refused function's body, what the error says, its hint
    "wrong dtype": ('return classifier.run(None, {"x": x.astype(np.float64)})[0]',
                    "input 'x' of session.run(): is an array of float64, and classifier.onnx "
                    "takes float32", "astype(np.float32)"),
    "input fed twice": ('return classifier.run(None, {"x": x, "x": x})[0]',
                        "input 'x': is fed twice", "feed each input once"),
    "unknown input": ('return classifier.run(None, {"x": x, "z": x})[0]',
                      "input 'z': is not an input of classifier.onnx", "feed 'x'"),
    "missing input": ('return embedder.run(["pooled"], {"ids": i})[0]',
                      "lacks the model's input 'weights'", "feed every input"),
    "mixed outputs": ('return embedder.run(None, {"ids": i, "weights": x})[0]',
                      "returns arrays of different dtypes or ranks",
                      'session.run(["name"], feed)[0]'),
    "unknown output": ('return classifier.run(["logits"], {"x": x})[0]',
                       "output 'logits': is not an output of classifier.onnx", "'y'"),
    "computed names": ('return classifier.run(names, {"x": x})[0]',
                       "must be None or a list of string literals", '["logits"]'),
    "computed feed": ('feed = {"x": x}\n    return classifier.run(None, feed)[0]',
                      "must be a dict display with string-literal keys", '{"x": a'),
    "a copy of the session": ('s = classifier\n    return s.run(None, {"x": x})[0]',
                              "session.run() on a copy of a session",
                              "call run() on that module variable itself"),
    "another method": ('classifier.get_inputs()\n    return x',
                       "method .get_inputs() of an InferenceSession", "supported: run("),
    "a session made in the function": (
        'return onnxruntime.InferenceSession("classifier.onnx").run(None, {"x": x})[0]',
        "onnxruntime.InferenceSession() inside a function", "make the session a module variable"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_refused_at_build_time(case: str, tmp_path: Path) -> None:
    write_models(tmp_path)
    body, problem, hint = REFUSED[case]
    src = tmp_path / "prog.py"
    src.write_text(SRC.read_text() + f"""

def refused(x: F32, i: I64, names: list[str]) -> F32:
    {body}
""")
    with pytest.raises(CompileError) as err:
        compile_file(src, ["refused"], roots=[tmp_path], display_root=tmp_path)
    assert err.value.loc.file == "prog.py" and err.value.loc.line > 30, str(err.value)
    assert problem in str(err.value) and hint in str(err.value), str(err.value)


def test_a_session_needs_its_model_beside_the_source(tmp_path: Path) -> None:
    src = tmp_path / "prog.py"
    src.write_text(SRC.read_text())
    with pytest.raises(CompileError) as err:
        compile_file(src, ["classify"], roots=[tmp_path], display_root=tmp_path)
    assert "model 'classifier.onnx': is not a file beside prog.py" in str(err.value)
    assert err.value.loc.line == 13


def test_pins_match_the_bazel_repository_rule() -> None:
    text = (HERE.parent / "toolchains" / "onnxruntime" / "pins.bzl").read_text()
    assert f'ONNXRUNTIME_VERSION = "{onnx_runtime.VERSION}"' in text
    flat = " ".join(text.split())
    for key, pin in onnx_runtime.PINS.items():
        assert f'"{key}": ({", ".join(f"{p!r}".replace(chr(39), chr(34)) for p in pin)})' \
            in flat.replace(",)", ")"), key
