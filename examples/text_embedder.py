"""Sentence similarity from an ONNX text-embedding model.

The model (text_embedder.onnx, written by text_embedder_model.py) runs
through ONNX Runtime where its library exists for the target (Linux,
macOS), and natively elsewhere (wasm32, iOS, Android): its graph becomes
NumPy code compiled into the program (pyaot/onnx_native.py). Either way the
result is CPython's with onnxruntime.
"""

import numpy as np
import onnxruntime

I64 = np.ndarray[tuple[int, int], np.dtype[np.int64]]
F32 = np.ndarray[tuple[int, int], np.dtype[np.float32]]

# Token ids and a 0/1 mask [batch, tokens] -> unit-length embeddings [batch, 8].
embedder = onnxruntime.InferenceSession("text_embedder.onnx")


def similarity(ids: I64, mask: F32) -> F32:
    """The cosine similarity of every pair of sentences."""
    emb = embedder.run(["emb"], {"ids": ids, "mask": mask})[0]
    return emb @ emb.T
