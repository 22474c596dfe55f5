"""Whole programs of the kind models are written in, in plain NumPy:
compiled by pyaot unmodified and compared with NumPy under CPython
(tests/test_array_models.py)."""

import numpy as np
import numpy.typing as npt

Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]
Vector = np.ndarray[tuple[int], np.dtype[np.float64]]
Indices = np.ndarray[tuple[int], np.dtype[np.int64]]


# ---------------------------------------------------------------- GPT-2 block

def _layer_norm(x: Matrix, g: Vector, b: Vector) -> Matrix:
    mean = np.mean(x, axis=-1, keepdims=True)
    variance = np.var(x, axis=-1, keepdims=True)
    return g * (x - mean) / np.sqrt(variance + 1e-5) + b


def _gelu(x: Matrix) -> Matrix:
    return 0.5 * x * (1.0 + np.tanh((2.0 / np.pi) ** 0.5 * (x + 0.044715 * x ** 3)))


def _softmax(x: Matrix) -> Matrix:
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def _attention(q: Matrix, k: Matrix, v: Matrix, mask: Matrix) -> Matrix:
    return _softmax(q @ k.T / q.shape[-1] ** 0.5 + mask) @ v


def gpt2_block(x: Matrix, seed: int) -> Matrix:
    """One pre-norm transformer block (picoGPT's): causal multi-head
    self-attention and a GELU MLP, each with a residual connection; weights
    drawn from a seeded generator."""
    n_seq, d = x.shape
    n_head = 2
    rng = np.random.default_rng(seed)
    w_qkv = rng.standard_normal((d, 3 * d)) * 0.02
    b_qkv = np.zeros(3 * d)
    w_proj = rng.standard_normal((d, d)) * 0.02
    w_fc = rng.standard_normal((d, 4 * d)) * 0.02
    w_out = rng.standard_normal((4 * d, d)) * 0.02
    g1, b1 = np.ones(d), np.zeros(d)
    g2, b2 = np.ones(d), np.zeros(d)

    qkv = _layer_norm(x, g1, b1) @ w_qkv + b_qkv
    q, k, v = qkv[:, :d], qkv[:, d:2 * d], qkv[:, 2 * d:]
    mask = np.triu(np.ones((n_seq, n_seq)), k=1) * -1e10  # causal: no looking ahead
    heads = np.zeros((n_seq, d))
    width = d // n_head
    for h in range(n_head):
        lo = h * width
        hi = lo + width
        heads[:, lo:hi] = _attention(q[:, lo:hi], k[:, lo:hi], v[:, lo:hi], mask)
    x = x + heads @ w_proj
    return x + _gelu(_layer_norm(x, g2, b2) @ w_fc) @ w_out


# ------------------------------------------------------------------------ NMS

def nms(boxes: Matrix, scores: Vector, threshold: float) -> Indices:
    """Greedy non-maximum suppression over (x1, y1, x2, y2) boxes: the
    indices kept, best score first."""
    x1, y1, x2, y2 = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    areas = (x2 - x1) * (y2 - y1)
    order = np.argsort(scores)[::-1]
    keep: list[int] = []
    while order.size > 0:
        i = int(order[0])
        keep.append(i)
        rest = order[1:]
        w = np.maximum(0.0, np.minimum(x2[i], x2[rest]) - np.maximum(x1[i], x1[rest]))
        h = np.maximum(0.0, np.minimum(y2[i], y2[rest]) - np.maximum(y1[i], y1[rest]))
        inter = w * h
        iou = inter / (areas[i] + areas[rest] - inter)
        order = rest[iou <= threshold]
    return np.array(keep, dtype=np.int64)


def decode_and_nms(raw: Matrix, score_threshold: float, iou_threshold: float) -> Matrix:
    """Detection post-processing: (cx, cy, w, h, score) rows decoded to
    corners, filtered by score, suppressed; the kept rows (x1, y1, x2, y2,
    score)."""
    n = raw.shape[0]
    boxes = np.zeros((n, 4))
    boxes[:, 0] = raw[:, 0] - raw[:, 2] / 2
    boxes[:, 1] = raw[:, 1] - raw[:, 3] / 2
    boxes[:, 2] = raw[:, 0] + raw[:, 2] / 2
    boxes[:, 3] = raw[:, 1] + raw[:, 3] / 2
    confident = np.where(raw[:, 4] > score_threshold)[0]
    boxes = boxes[confident]
    scores = raw[confident, 4]
    kept = nms(boxes, scores, iou_threshold)
    out = np.zeros((kept.shape[0], 5))
    out[:, :4] = boxes[kept]
    out[:, 4] = scores[kept]
    return out
