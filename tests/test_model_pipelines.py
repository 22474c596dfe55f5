"""Whole model pipelines in plain NumPy (programs/model_pipelines.py: GPT-2
logits and greedy decoding with np.random.seed weights, YOLO-style detection
post-processing, image preprocessing with crop/pad/letterbox, k-means and
subsampling with Generator.choice/permutation),
compiled unmodified into one executable and compared with NumPy under
CPython on seeded inputs: same dtypes and shapes, values bit for bit (or
within the stated tolerance where matrix products sum in another order than
NumPy's BLAS), same exceptions."""

from __future__ import annotations

import inspect
from pathlib import Path

import numpy as np
import pytest

from pyaot.reference import load_reference_module
from test_arrays import check_array_cases, sanitized_build

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "model_pipelines.py"
MODULE = load_reference_module(SRC, [HERE])
ENTRIES = sorted(name for name, fn in inspect.getmembers(MODULE, inspect.isfunction)
                 if fn.__module__ == MODULE.__name__ and not name.startswith("_"))
# Matrix products and reductions summed in another order than NumPy's BLAS
# and pairwise sums; exp and tanh may differ by an ulp.
RTOL = {"gpt2_logits": 1e-9, "kmeans": 1e-12}


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sanitized_build(SRC, ENTRIES, tmp_path_factory, "pipelines")


def _tokens(rng: np.random.Generator, n: int) -> np.ndarray:
    return rng.integers(0, 13, n).astype(np.int64)


def _detections(rng: np.random.Generator, n: int, classes: int) -> np.ndarray:
    centre = rng.uniform(0, 64, (n, 2))
    size = rng.uniform(2, 24, (n, 2))
    return np.concatenate([centre, size, rng.uniform(0, 1, (n, 1 + classes))], axis=1)


def _image(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    return rng.integers(0, 256, (h, w, 3)).astype(np.uint8)


def _blobs(rng: np.random.Generator, n: int) -> np.ndarray:
    centres = np.array([[0.0, 0.0], [6.0, 1.0], [2.0, 7.0]])
    return centres[rng.integers(0, 3, n)] + rng.standard_normal((n, 2))


def _cases(name: str) -> list[list]:
    rng = np.random.default_rng(23)
    if name == "gpt2_logits":
        return [[_tokens(rng, n), seed] for n in (1, 2, 5, 16) for seed in (0, 3)] + \
            [[_tokens(rng, 17), 0],            # past the 16 positions: IndexError
             [np.array([2, 13]), 0],           # a token outside the vocabulary: IndexError
             [np.array([-1, 4]), 1],           # negative: the last embedding, as in NumPy
             [_tokens(rng, 3), -1],            # np.random.seed(-1): ValueError
             [_tokens(rng, 3), 2**32]]         # too large a seed: ValueError
    if name == "gpt2_generate":
        return [[_tokens(rng, n), seed, k] for n, seed, k in
                [(1, 0, 4), (3, 5, 6), (6, 9, 3), (12, 1, 5), (2, 2, 0)]]
    if name == "detect":
        return [[_detections(rng, n, c), s, t, k] for n, c in [(0, 3), (1, 2), (8, 3), (40, 4)]
                for s, t, k in [(0.2, 0.5, 100), (0.05, 0.3, 10), (0.6, 0.7, 3), (0.0, 1.0, 0)]] + \
            [[rng.uniform(0, 1, (3, 5)), 0.1, 0.5, 10]]  # no class columns: ValueError
    if name == "preprocess":
        return [[_image(rng, h, w), oh, ow] for h, w, oh, ow in
                [(4, 6, 4, 6), (10, 7, 5, 5), (3, 3, 8, 2), (9, 16, 3, 4), (5, 5, 0, 3)]]
    if name == "crop_or_pad":
        return [[_image(rng, h, w), size] for h, w, size in
                [(6, 8, 4), (3, 5, 6), (7, 2, 5), (4, 4, 4), (0, 3, 2), (5, 5, 0)]]
    if name == "letterbox":
        return [[_image(rng, h, w), size, fill] for h, w, size, fill in
                [(3, 6, 1, 114), (7, 2, 0, 0), (4, 4, 2, 255), (2, 5, 1, 300)]] + \
            [[_image(rng, 3, 4), -1, 0]]  # a negative width: ValueError
    if name in ("kmeans", "kmeans_labels"):
        return [[_blobs(rng, n), k, iters, seed] for n, k, iters, seed in
                [(30, 3, 5, 0), (12, 2, 3, 7), (50, 4, 8, 11), (5, 5, 2, 1)]] + \
            [[_blobs(rng, 0), 2, 3, 0],    # no points: ValueError
             [_blobs(rng, 3), 4, 2, 0]]    # more clusters than points: ValueError
    if name == "subsample":
        # Populations over 10,000 sampled beyond 1/50 take NumPy's tail-shuffle path.
        return [[_blobs(rng, n), k, seed] for n, k, seed in
                [(10, 3, 0), (40, 40, 1), (1, 1, 2), (0, 0, 3), (12000, 300, 4), (12000, 100, 5),
                 (5, 6, 6)]]
    raise AssertionError(f"no cases for {name}")


@pytest.mark.parametrize("name", ENTRIES)
def test_matches_numpy(binary: Path, name: str, tmp_path: Path) -> None:
    check_array_cases(binary, name, getattr(MODULE, name), _cases(name), RTOL.get(name), tmp_path)
