"""Writes text_embedder.onnx, the model examples/text_embedder.py runs:
token embedding, one self-attention block with LayerNormalization, an
erf-GELU MLP (as torch exports it), masked mean pooling and L2
normalisation, with random weights from a fixed seed.

    python examples/text_embedder_model.py    # rewrites examples/text_embedder.onnx

tests/test_onnx_native.py checks that the committed file is what this writes."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

DIM, HIDDEN, VOCAB = 8, 16, 30
OPSET, IR_VERSION = 17, 8  # what ONNX Runtime 1.32 reads


def model():  # an onnx.ModelProto (no annotation: no compiled entry point)
    rng = np.random.default_rng(23)
    f = lambda *shape: rng.standard_normal(shape).astype(np.float32)  # noqa: E731
    scalar = lambda v: np.array(v, dtype=np.float32)  # noqa: E731
    weights = {"E": f(VOCAB, DIM), "Wq": f(DIM, DIM), "Wk": f(DIM, DIM), "Wv": f(DIM, DIM),
               "g1": f(DIM), "b1": f(DIM), "W1": f(DIM, HIDDEN), "c1": f(HIDDEN),
               "W2": f(HIDDEN, DIM), "c2": f(DIM), "scale": scalar(1 / np.sqrt(DIM)),
               "sqrt2": scalar(np.sqrt(2)), "half": scalar(0.5), "one": scalar(1),
               "two": scalar(2), "eps": scalar(1e-12),
               "ax1": np.array([1], dtype=np.int64), "axl": np.array([-1], dtype=np.int64)}
    n = helper.make_node
    nodes = [
        n("Gather", ["E", "ids"], ["h"]),
        n("Unsqueeze", ["mask", "axl"], ["m3"]),
        n("MatMul", ["h", "Wq"], ["q"]), n("MatMul", ["h", "Wk"], ["k"]),
        n("MatMul", ["h", "Wv"], ["v"]),
        n("Transpose", ["k"], ["kt"], perm=[0, 2, 1]),
        n("MatMul", ["q", "kt"], ["qk"]), n("Mul", ["qk", "scale"], ["scores"]),
        n("Softmax", ["scores"], ["att"], axis=-1),
        n("MatMul", ["att", "v"], ["ctx"]), n("Add", ["h", "ctx"], ["r1"]),
        n("LayerNormalization", ["r1", "g1", "b1"], ["ln"], axis=-1),
        n("MatMul", ["ln", "W1"], ["u0"]), n("Add", ["u0", "c1"], ["u"]),
        n("Div", ["u", "sqrt2"], ["ud"]), n("Erf", ["ud"], ["ue"]),
        n("Add", ["ue", "one"], ["up"]), n("Mul", ["u", "up"], ["um"]),
        n("Mul", ["um", "half"], ["gelu"]),
        n("MatMul", ["gelu", "W2"], ["o0"]), n("Add", ["o0", "c2"], ["o1"]),
        n("Add", ["ln", "o1"], ["o"]), n("Mul", ["o", "m3"], ["om"]),
        n("ReduceSum", ["om", "ax1"], ["summed"], keepdims=0),
        n("ReduceSum", ["m3", "ax1"], ["count"], keepdims=0),
        n("Div", ["summed", "count"], ["pooled"]), n("Pow", ["pooled", "two"], ["sq"]),
        n("ReduceSum", ["sq", "axl"], ["ss"], keepdims=1), n("Sqrt", ["ss"], ["norm"]),
        n("Max", ["norm", "eps"], ["safe"]), n("Div", ["pooled", "safe"], ["emb"]),
    ]
    graph = helper.make_graph(
        nodes, "text_embedder",
        [helper.make_tensor_value_info("ids", TensorProto.INT64, ["batch", "tokens"]),
         helper.make_tensor_value_info("mask", TensorProto.FLOAT, ["batch", "tokens"])],
        [helper.make_tensor_value_info("emb", TensorProto.FLOAT, ["batch", DIM])],
        [numpy_helper.from_array(v, k) for k, v in weights.items()])
    made = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                             producer_name="examples/text_embedder_model.py")
    made.ir_version = IR_VERSION
    onnx.checker.check_model(made)
    return made


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("text_embedder.onnx")
    out.write_bytes(model().SerializeToString())
