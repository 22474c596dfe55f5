"""Whole model programs in plain NumPy (programs/array_models.py: a
GPT-2-style transformer block, NMS, detection decode + NMS), compiled
unmodified and compared with NumPy under CPython on seeded inputs: same
dtypes and shapes, values within the declared tolerance, same exceptions."""

from __future__ import annotations

import inspect
from pathlib import Path

import numpy as np
import pytest

from pyaot.reference import load_reference_module
from test_arrays import check_array_cases, sanitized_build

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "array_models.py"
MODULE = load_reference_module(SRC, [HERE])
ENTRIES = sorted(name for name, fn in inspect.getmembers(MODULE, inspect.isfunction)
                 if fn.__module__ == MODULE.__name__ and not name.startswith("_"))
# The block's matmuls and reductions sum in another order than NumPy's BLAS
# and pairwise sums; exp and tanh may differ by an ulp.
RTOL = {"gpt2_block": 1e-9}


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sanitized_build(SRC, ENTRIES, tmp_path_factory, "models")


def _boxes(rng: np.random.Generator, n: int) -> np.ndarray:
    corner = rng.uniform(0, 50, (n, 2))
    size = rng.uniform(1, 30, (n, 2))
    return np.concatenate([corner, corner + size], axis=1)


def _cases(name: str) -> list[list]:
    rng = np.random.default_rng(23)
    if name == "gpt2_block":
        return [[rng.standard_normal((n, d)), seed] for n, d in
                [(1, 2), (3, 4), (5, 8), (8, 6), (4, 3), (0, 4), (2, 0)] for seed in (0, 7)] + \
            [[rng.standard_normal((2, 4)), -1]]  # a negative seed: ValueError
    if name == "nms":
        cases = [[_boxes(rng, n), rng.uniform(0, 1, n), t]
                 for n in (0, 1, 2, 5, 12, 30) for t in (0.0, 0.3, 0.7)]
        tied = _boxes(rng, 6)
        cases.append([np.concatenate([tied, tied]), np.ones(12), 0.5])  # equal scores, duplicates
        cases.append([rng.standard_normal((4, 3)), rng.uniform(0, 1, 4), 0.5])  # IndexError
        return cases
    if name == "decode_and_nms":
        cases = []
        for n in (0, 3, 10, 25):
            raw = np.concatenate([rng.uniform(0, 60, (n, 2)), rng.uniform(1, 20, (n, 2)),
                                  rng.uniform(0, 1, (n, 1))], axis=1)
            cases += [[raw, 0.25, 0.45], [raw, 0.9, 0.1]]
        return cases
    raise AssertionError(f"no cases for {name}")


@pytest.mark.parametrize("name", ENTRIES)
def test_matches_numpy(binary: Path, name: str, tmp_path: Path) -> None:
    check_array_cases(binary, name, getattr(MODULE, name), _cases(name), RTOL.get(name), tmp_path)
