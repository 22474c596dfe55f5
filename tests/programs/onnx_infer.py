"""Models run through ONNX Runtime from compiled code (tests/test_onnx.py
writes the two models beside a copy of this file, with onnx.helper): NumPy
pre-processing, session.run, NumPy post-processing."""

import numpy as np
import onnxruntime

F32 = np.ndarray[tuple[int, int], np.dtype[np.float32]]
I64 = np.ndarray[tuple[int, int], np.dtype[np.int64]]
V64 = np.ndarray[tuple[int], np.dtype[np.int64]]

# MatMul + Add + Relu + Softmax: x [n, 4] -> y [n, 3]
classifier = onnxruntime.InferenceSession("classifier.onnx")
# Gather + weighted ReduceSum: ids [b, t] (int64), weights [b, t] -> pooled [b, 8]
# and total [b] (the weights' sums)
embedder = onnxruntime.InferenceSession("embedder.onnx")


def classify(x: F32) -> F32:
    scaled = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-3)
    return classifier.run(None, {"x": scaled})[0]


def top_class(x: F32) -> V64:
    outputs = classifier.run(["y"], {"x": x})
    return np.argmax(outputs[0], axis=1)


def embed(ids: I64, weights: F32) -> F32:
    pooled = embedder.run(["pooled"], {"ids": ids, "weights": weights})[0]
    total = embedder.run(["total"], {"weights": weights, "ids": ids})[0]
    mean = pooled / total[:, None]
    return mean / np.sqrt((mean * mean).sum(axis=1, keepdims=True))
