"""ONNX models run natively (pyaot.onnx_native: the graph as NumPy code
traced into the program), the variant wasm32, iOS and Android get, forced
here on the host with InferenceSession.run=native.

One program holds every case: programs/onnx_infer.py (compared with
CPython's onnxruntime, as tests/test_onnx.py does through the library),
examples/text_embedder.onnx with attention, LayerNormalization and erf-GELU
(compared with onnxruntime's Python API), and one small model per supported operator
(compared with onnx.reference.ReferenceEvaluator). Also: an unsupported
operator is a located build error naming the node, and which variant a
build takes."""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402
from onnx.reference import ReferenceEvaluator  # noqa: E402

import test_onnx  # noqa: E402
from pyaot import native, onnx_runtime, variants  # noqa: E402
from pyaot.diagnostics import CompileError  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402
from pyaot.reference import load_reference_module  # noqa: E402

NATIVE = variants.BuildVariants(plan={onnx_runtime.VARIANT_OP: "native"})
F, I64, B = TensorProto.FLOAT, TensorProto.INT64, TensorProto.BOOL
_rng = np.random.default_rng(7)


def _f(*shape: int) -> np.ndarray:
    return _rng.standard_normal(shape).astype(np.float32)


def _i(*values) -> np.ndarray:
    return np.array(values, dtype=np.int64)


# name -> (nodes, inputs {name: array}, output (name, element type, rank),
# initializers {name: array}, opset)
def _cases() -> dict:
    n = helper.make_node
    x23, y3, x234 = _f(2, 3), _f(3), _f(2, 3, 4)
    return {
        "add": ([n("Add", ["a", "b"], ["y"])], {"a": x23, "b": y3}, ("y", F, 2), {}, 17),
        "sub": ([n("Sub", ["a", "b"], ["y"])], {"a": x23, "b": _f(2, 1)}, ("y", F, 2), {}, 17),
        "mul scalar": ([n("Mul", ["a", "k"], ["y"])], {"a": x23}, ("y", F, 2),
                       {"k": np.array(2.5, dtype=np.float32)}, 17),
        "div": ([n("Div", ["a", "b"], ["y"])], {"a": x23, "b": _f(2, 3)}, ("y", F, 2), {}, 17),
        "div int truncates": ([n("Div", ["a", "b"], ["y"])],
                              {"a": _i([-7, 7, -8], [9, -1, 0]), "b": _i([2, -2, 3], [4, 3, 5])},
                              ("y", I64, 2), {}, 17),
        "pow": ([n("Pow", ["a", "b"], ["y"])], {"a": np.abs(x23) + 0.5, "b": _f(2, 3)},
                ("y", F, 2), {}, 17),
        "pow int exponent": ([n("Pow", ["a", "e"], ["y"])], {"a": x23}, ("y", F, 2),
                             {"e": np.array(3, dtype=np.int64)}, 17),
        "sqrt": ([n("Sqrt", ["a"], ["y"])], {"a": np.abs(x23)}, ("y", F, 2), {}, 17),
        "exp log abs neg": ([n("Exp", ["a"], ["e"]), n("Abs", ["a"], ["b"]),
                             n("Log", ["e"], ["l"]), n("Neg", ["b"], ["m"]),
                             n("Add", ["l", "m"], ["y"])], {"a": x23}, ("y", F, 2), {}, 17),
        "matmul batched": ([n("MatMul", ["a", "w"], ["y"])], {"a": x234}, ("y", F, 3),
                           {"w": _f(4, 5)}, 17),
        "gemm": ([n("Gemm", ["a", "w", "c"], ["y"], transA=1, transB=1, alpha=0.5, beta=2.0)],
                 {"a": _f(4, 2)}, ("y", F, 2), {"w": _f(3, 4), "c": _f(3)}, 17),
        "relu": ([n("Relu", ["a"], ["y"])], {"a": x23}, ("y", F, 2), {}, 17),
        "leaky relu": ([n("LeakyRelu", ["a"], ["y"], alpha=0.2)], {"a": x23}, ("y", F, 2),
                       {}, 17),
        "sigmoid": ([n("Sigmoid", ["a"], ["y"])], {"a": x234 * 5}, ("y", F, 3), {}, 17),
        "tanh": ([n("Tanh", ["a"], ["y"])], {"a": x23}, ("y", F, 2), {}, 17),
        "erf": ([n("Erf", ["a"], ["y"])], {"a": x234}, ("y", F, 3), {}, 17),
        "gelu": ([n("Gelu", ["a"], ["y"])], {"a": x23 * 3}, ("y", F, 2), {}, 20),
        "gelu tanh": ([n("Gelu", ["a"], ["y"], approximate="tanh")], {"a": x23 * 3},
                      ("y", F, 2), {}, 20),
        "softmax": ([n("Softmax", ["a"], ["y"], axis=1)], {"a": x234}, ("y", F, 3), {}, 17),
        "log softmax": ([n("LogSoftmax", ["a"], ["y"])], {"a": x234}, ("y", F, 3), {}, 17),
        "layer norm": ([n("LayerNormalization", ["a", "s", "b"], ["y"], axis=-1,
                          epsilon=1e-3)], {"a": x234}, ("y", F, 3),
                       {"s": _f(4), "b": _f(4)}, 17),
        "layer norm two axes": ([n("LayerNormalization", ["a", "s"], ["y"], axis=1)],
                                {"a": x234}, ("y", F, 3), {"s": _f(3, 4)}, 17),
        "reduce mean": ([n("ReduceMean", ["a", "ax"], ["y"], keepdims=0)], {"a": x234},
                        ("y", F, 2), {"ax": _i(-1)}, 18),
        "reduce sum keepdims": ([n("ReduceSum", ["a", "ax"], ["y"])], {"a": x234}, ("y", F, 3),
                                {"ax": _i(0, 2)}, 13),
        "reduce max attribute": ([n("ReduceMax", ["a"], ["y"], axes=[1], keepdims=0)],
                                 {"a": x234}, ("y", F, 2), {}, 17),
        "where": ([n("Where", ["c", "a", "b"], ["y"])],
                  {"c": x23 > 0, "a": x23, "b": _f(2, 3)}, ("y", F, 2), {}, 17),
        "compare and or not": ([n("Less", ["a", "b"], ["l"]), n("Equal", ["a", "a"], ["e"]),
                                n("And", ["l", "e"], ["c"]), n("Not", ["c"], ["d"]),
                                n("Or", ["d", "l"], ["y"])],
                               {"a": x23, "b": _f(2, 3)}, ("y", B, 2), {}, 17),
        "reshape": ([n("Reshape", ["a", "s"], ["y"])], {"a": x234}, ("y", F, 3),
                    {"s": _i(0, -1, 2)}, 17),
        "flatten": ([n("Flatten", ["a"], ["y"], axis=2)], {"a": x234}, ("y", F, 2), {}, 17),
        "transpose": ([n("Transpose", ["a"], ["y"], perm=[2, 0, 1])], {"a": x234},
                      ("y", F, 3), {}, 17),
        "transpose default": ([n("Transpose", ["a"], ["y"])], {"a": x234}, ("y", F, 3), {}, 17),
        "concat": ([n("Concat", ["a", "b", "a"], ["y"], axis=-1)], {"a": x23, "b": _f(2, 2)},
                   ("y", F, 2), {}, 17),
        "gather": ([n("Gather", ["w", "i"], ["y"], axis=1)], {"i": _i([0, -1], [2, 1])},
                   ("y", F, 3), {"w": _f(3, 4)}, 17),
        "gather scalar index": ([n("Gather", ["a", "i"], ["y"])], {"a": x234}, ("y", F, 2),
                                {"i": np.array(1, dtype=np.int64)}, 17),
        "unsqueeze": ([n("Unsqueeze", ["a", "ax"], ["y"])], {"a": x23}, ("y", F, 4),
                      {"ax": _i(-1, 0)}, 17),
        "squeeze": ([n("Squeeze", ["a", "ax"], ["y"])], {"a": _f(2, 1, 3, 1)}, ("y", F, 2),
                    {"ax": _i(1, -1)}, 17),
        "slice": ([n("Slice", ["a", "st", "en", "ax", "sp"], ["y"])], {"a": x234}, ("y", F, 3),
                  {"st": _i(-1, 1), "en": _i(-2 ** 63, 2 ** 63 - 1), "ax": _i(2, 1),
                   "sp": _i(-2, 1)}, 17),
        "cast": ([n("Cast", ["a"], ["y"], to=I64)], {"a": x23 * 10}, ("y", I64, 2), {}, 17),
        "clip": ([n("Clip", ["a", "lo", "hi"], ["y"])], {"a": x23}, ("y", F, 2),
                 {"lo": np.array(-0.5, dtype=np.float32), "hi": np.array(0.5, dtype=np.float32)},
                 17),
        "max min": ([n("Max", ["a", "b", "c"], ["m"]), n("Min", ["m", "c"], ["y"])],
                    {"a": x23, "b": _f(2, 3), "c": _f(3)}, ("y", F, 2), {}, 17),
        "global average pool": ([n("GlobalAveragePool", ["a"], ["y"])], {"a": _f(2, 3, 4, 5)},
                                ("y", F, 4), {}, 17),
        "conv": ([n("Conv", ["a", "w", "b"], ["y"], pads=[1, 0, 2, 1], strides=[2, 1],
                    dilations=[1, 2])], {"a": _f(2, 3, 7, 6)}, ("y", F, 4),
                 {"w": _f(4, 3, 3, 2), "b": _f(4)}, 17),
        "conv 1d pointwise": ([n("Conv", ["a", "w"], ["y"])], {"a": _f(2, 3, 5)}, ("y", F, 3),
                              {"w": _f(4, 3, 1)}, 17),
        "conv grouped": ([n("Conv", ["a", "w", "b"], ["y"], group=2, pads=[1, 1, 1, 1])],
                         {"a": _f(1, 4, 5, 5)}, ("y", F, 4), {"w": _f(6, 2, 3, 3), "b": _f(6)},
                         17),
        "conv depthwise": ([n("Conv", ["a", "w"], ["y"], group=3, strides=[2, 2])],
                           {"a": _f(2, 3, 6, 7)}, ("y", F, 4), {"w": _f(3, 1, 2, 2)}, 17),
        "resize nearest": ([n("Resize", ["a", "", "sc"], ["y"], mode="nearest")],
                           {"a": _f(1, 2, 3, 4)}, ("y", F, 4),
                           {"sc": np.array([1, 1, 2, 3], dtype=np.float32)}, 13),
        "resize asymmetric floor": ([n("Resize", ["a", "", "sc"], ["y"], mode="nearest",
                                       coordinate_transformation_mode="asymmetric",
                                       nearest_mode="floor")],
                                    {"a": _f(1, 2, 3, 4)}, ("y", F, 4),
                                    {"sc": np.array([1, 1, 2, 2], dtype=np.float32)}, 13),
        "max pool": ([n("MaxPool", ["a"], ["y"], kernel_shape=[3, 2], pads=[1, 1, 1, 0],
                        strides=[2, 2])], {"a": _f(2, 3, 7, 6)}, ("y", F, 4), {}, 17),
        "average pool": ([n("AveragePool", ["a"], ["y"], kernel_shape=[2, 2], pads=[1, 1, 0, 0],
                            count_include_pad=1)], {"a": _f(1, 2, 5, 4)}, ("y", F, 4), {}, 17),
        "weights bit exact": ([n("Mul", ["a", "w"], ["y"])],
                              {"a": np.ones((2, 70), dtype=np.float32)}, ("y", F, 2),
                              {"w": np.array([np.nan, np.inf, -np.inf, -0.0, 1e-45, -1e-39,
                                              np.finfo(np.float32).max, 1.0, -2.5] + [0.1] * 61,
                                             dtype=np.float32)}, 17),
        "constants folded": ([n("Shape", ["w"], ["s"]), n("Constant", [], ["k"],
                                                           value=numpy_helper.from_array(
                                                               _i(-1), "k")),
                              n("Concat", ["k", "s"], ["t"], axis=0),
                              n("Reshape", ["a", "t"], ["y"])],
                             {"a": x234}, ("y", F, 3), {"w": _f(3, 4)}, 17),
    }


CASES = _cases()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
spec = importlib.util.spec_from_file_location("text_embedder_model",
                                              EXAMPLES / "text_embedder_model.py")
embedder_model = importlib.util.module_from_spec(spec)
spec.loader.exec_module(embedder_model)


def _model(graph, opset: int):
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8 if opset < 20 else 9
    onnx.checker.check_model(model)
    return model


def _case_model(case: str):
    nodes, inputs, (out, elem, rank), inits, opset = CASES[case]
    graph = helper.make_graph(
        nodes, case.replace(" ", "_"),
        [helper.make_tensor_value_info(k, helper.np_dtype_to_tensor_dtype(v.dtype),
                                       [f"d{j}" for j in range(v.ndim)])
         for k, v in inputs.items()],
        [helper.make_tensor_value_info(out, elem, [None] * rank)],
        [numpy_helper.from_array(v, k) for k, v in inits.items()])
    return _model(graph, opset)


def _annotation(dtype: str, rank: int) -> str:
    dtype = "bool_" if dtype == "bool" else dtype
    return f"np.ndarray[tuple[{', '.join(['int'] * rank)}], np.dtype[np.{dtype}]]"


def _entry(case: str) -> str:
    return "case_" + case.replace(" ", "_")


def _program(directory: Path) -> str:
    """programs/onnx_infer.py and a session and entry point per case."""
    lines = [test_onnx.SRC.read_text(),
             'embedder_attn = onnxruntime.InferenceSession("embedder_attn.onnx")', "",
             "def embed_attn(ids: I64, mask: F32) -> F32:",
             '    return embedder_attn.run(["emb"], {"ids": ids, "mask": mask})[0]', ""]
    shutil.copy(EXAMPLES / "text_embedder.onnx", directory / "embedder_attn.onnx")
    # Outputs that NumPy would make views of the input and of a weight.
    view = helper.make_graph(
        [helper.make_node("Transpose", ["x"], ["t"]), helper.make_node("Identity", ["w"], ["c"])],
        "views", [helper.make_tensor_value_info("x", F, ["n", 4])],
        [helper.make_tensor_value_info("t", F, [4, "n"]),
         helper.make_tensor_value_info("c", F, [4, 2])],
        [numpy_helper.from_array(_f(4, 2), "w")])
    onnx.save(_model(view, 17), str(directory / "views.onnx"))
    lines += ['views = onnxruntime.InferenceSession("views.onnx")', "", "",
              "def written_outputs(x: F32) -> F32:",
              "    # ONNX Runtime's outputs are fresh arrays: writing into them changes",
              "    # neither the input nor the next run's outputs.",
              "    t, c = views.run(None, {\"x\": x})",
              "    t *= 2.0",
              "    c += 1.0",
              "    again = views.run(None, {\"x\": x})",
              "    return np.concatenate((x + again[0].T + t.T, again[1].T), axis=0)", ""]
    for case, (_, inputs, (out, elem, rank), _, _) in CASES.items():
        onnx.save(_case_model(case), str(directory / f"{_entry(case)}.onnx"))
        dtype = {F: "float32", I64: "int64", B: "bool"}[elem]
        params = ", ".join(f"{k}: {_annotation(str(v.dtype), v.ndim)}" for k, v in inputs.items())
        feed = ", ".join(f'"{k}": {k}' for k in inputs)
        lines += [f'{_entry(case)}_model = onnxruntime.InferenceSession("{_entry(case)}.onnx")',
                  "", "",
                  f"def {_entry(case)}({params}) -> {_annotation(dtype, rank)}:",
                  f"    return {_entry(case)}_model.run(None, {{{feed}}})[0]", ""]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object, Path]:
    """(the executable built with the native variant, CPython's module, the
    models' directory)."""
    src_dir = tmp_path_factory.mktemp("src")
    test_onnx.write_models(src_dir)
    src = src_dir / "onnx_native.py"
    src.write_text(_program(src_dir))
    entries = [*test_onnx.ENTRIES, "embed_attn", "written_outputs", *map(_entry, CASES)]
    result = compile_file(src, entries, roots=[src_dir], display_root=src_dir,
                          build_variants=NATIVE)
    assert "pyaot::nd::onnx::run" not in result.cpp  # no ONNX Runtime call
    assert result.models == []  # nor a model file read when the program runs
    binary = native.build_executable(result.cpp, tmp_path_factory.mktemp("bin") / "native")
    cwd = os.getcwd()
    os.chdir(src_dir)
    try:
        module = load_reference_module(src, [src_dir])
    finally:
        os.chdir(cwd)
    return binary, module, src_dir


def _run(binary: Path, entry: str, args: list[np.ndarray], tmp: Path) -> np.ndarray:
    # No ONNX Runtime library anywhere the program could look.
    proc = test_onnx.run(binary, entry, args, tmp,
                         env={"PYAOT_ONNXRUNTIME": str(tmp / "absent.so"),
                              "PYAOT_MODEL_DIR": str(tmp / "absent")})
    assert proc.returncode == 0, proc.stderr
    return np.load(tmp / "out.npy")


@pytest.mark.parametrize("case", sorted(test_onnx.CASES))
def test_programs_match_cpython_onnxruntime(built, case: str, tmp_path: Path) -> None:
    binary, module, _ = built
    entry, make = test_onnx.CASES[case]
    args = make()
    want = getattr(module, entry)(*[a.copy() for a in args])
    got = _run(binary, entry, args, tmp_path)
    assert got.dtype == want.dtype and got.shape == want.shape
    # NumPy's kernels, not ONNX Runtime's: float32 sums in another order.
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_outputs_are_fresh_arrays(built, tmp_path: Path) -> None:
    binary, module, _ = built
    x = _f(3, 4)
    want = module.written_outputs(x.copy())
    np.testing.assert_allclose(_run(binary, "written_outputs", [x], tmp_path), want,
                               rtol=1e-6)


@pytest.mark.parametrize("shape", [(2, 5), (1, 1), (3, 7)])
def test_embedder_matches_onnxruntime(built, shape: tuple[int, int], tmp_path: Path) -> None:
    binary, _, src_dir = built
    ids = _rng.integers(0, embedder_model.VOCAB, shape)
    mask = (_rng.uniform(size=shape) < 0.8).astype(np.float32)
    mask[:, 0] = 1
    session = ort.InferenceSession(str(src_dir / "embedder_attn.onnx"),
                                   providers=["CPUExecutionProvider"])
    want = session.run(["emb"], {"ids": ids, "mask": mask})[0]
    got = _run(binary, "embed_attn", [ids, mask], tmp_path)
    assert got.dtype == want.dtype and got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=2e-6)


def test_the_example_model_is_what_its_script_writes() -> None:
    assert (EXAMPLES / "text_embedder.onnx").read_bytes() == \
        embedder_model.model().SerializeToString(), "run: python examples/text_embedder_model.py"


@pytest.mark.parametrize("case", sorted(CASES))
def test_operator_matches_onnx_reference(built, case: str, tmp_path: Path) -> None:
    binary, _, _ = built
    inputs = CASES[case][1]
    want = ReferenceEvaluator(_case_model(case)).run(None, inputs)[0]
    got = _run(binary, _entry(case), list(inputs.values()), tmp_path)
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape,
                                                                 want.dtype, want.shape)
    if got.dtype.kind == "f" and case != "weights bit exact":
        np.testing.assert_allclose(got, want, rtol=2e-6, atol=1e-6)
    else:
        np.testing.assert_array_equal(got, want)


def test_an_unsupported_operator_is_refused_where_the_session_is_made(tmp_path: Path) -> None:
    graph = helper.make_graph(
        [helper.make_node("Relu", ["x"], ["r"]),
         helper.make_node("TopK", ["r", "k"], ["y", "i"], name="pick")], "topk",
        [helper.make_tensor_value_info("x", F, ["n", 4])],
        [helper.make_tensor_value_info("y", F, ["n", 2])],
        [numpy_helper.from_array(_i(2), "k")])
    onnx.save(_model(graph, 17), str(tmp_path / "classifier.onnx"))
    (tmp_path / "unused").mkdir()
    test_onnx.write_models(tmp_path / "unused")
    shutil.copy(tmp_path / "unused" / "embedder.onnx", tmp_path)
    src = tmp_path / "prog.py"
    shutil.copy(test_onnx.SRC, src)
    with pytest.raises(CompileError) as err:
        compile_file(src, ["classify"], roots=[tmp_path], display_root=tmp_path,
                     build_variants=NATIVE)
    assert (err.value.loc.file, err.value.loc.line) == ("prog.py", 13), str(err.value)
    text = str(err.value)
    assert "model classifier.onnx: ONNX operator TopK (node 'pick')" in text, text
    assert "is not supported by the native variant (supported: Abs, Add" in text, text
    assert "run it through ONNX Runtime" in text, text


@pytest.mark.parametrize(("platform", "plan", "native_"), [
    ("linux_x86_64", None, False), ("macos_arm64", None, False), ("wasm32", None, True),
    ("ios_arm64", None, True), ("android_arm64", None, True),
    # Static musl executables cannot load ONNX Runtime (rules/private:key_*_musl).
    ("linux_aarch64", None, False), ("linux_aarch64_musl", None, True),
    ("linux_x86_64_musl", None, True),
    ("linux_x86_64", {"InferenceSession.run": "native"}, True),
    ("wasm32", {"InferenceSession.run": "onnxruntime", "numpy.sum": "pairwise"}, False),
])
def test_variant_choice(platform: str, plan: dict | None, native_: bool) -> None:
    chosen, rest = onnx_runtime.choose(variants.BuildVariants(platform=platform, plan=plan))
    assert chosen is native_
    assert onnx_runtime.VARIANT_OP not in (rest.plan or {})  # the planner never sees it
    assert (rest.plan or {}).get("numpy.sum") == (plan or {}).get("numpy.sum")


def test_the_entry_point_may_ask_for_the_native_variant(tmp_path: Path) -> None:
    test_onnx.write_models(tmp_path)
    src = tmp_path / "prog.py"
    src.write_text(test_onnx.SRC.read_text().replace(
        "def top_class(", "from pyaot import compile\n\n\n"
        '@compile(metadata={"variants": {"InferenceSession.run": "native"}})\n'
        "def top_class("))
    for hinted in (True, False):
        cpp = compile_file(src, ["top_class" if hinted else "classify"], roots=[tmp_path],
                           display_root=tmp_path).cpp
        assert ("pyaot::nd::onnx::run" in cpp) is not hinted


def test_an_unknown_variant_is_refused() -> None:
    with pytest.raises(ValueError, match="choose onnxruntime or native"):
        onnx_runtime.choose(variants.BuildVariants(plan={"InferenceSession.run": "tvm"}))
