"""Four whole programs as model code writes them in plain NumPy (issue #23):
a GPT-2 forward pass with greedy decoding (picoGPT's shape: np.random.seed
weights, np.split heads, a causal mask from np.tri), detection
post-processing (box decoding, per-class scores, top-k, greedy NMS), image
preprocessing (nearest resize, normalise, HWC -> CHW, crop and pad) and
k-means. Compiled unmodified and compared with NumPy under CPython
(tests/test_model_pipelines.py)."""

import math

import numpy as np
import numpy.typing as npt

Matrix = np.ndarray[tuple[int, int], np.dtype[np.float64]]
Vector = np.ndarray[tuple[int], np.dtype[np.float64]]
Cube = np.ndarray[tuple[int, int, int], np.dtype[np.float64]]
Indices = np.ndarray[tuple[int], np.dtype[np.int64]]
Image = np.ndarray[tuple[int, int, int], np.dtype[np.uint8]]
Chw = np.ndarray[tuple[int, int, int], np.dtype[np.float32]]


# ------------------------------------------------------------------- GPT-2

def _layer_norm(x: Matrix, g: Vector, b: Vector, eps: float = 1e-5) -> Matrix:
    mean = np.mean(x, axis=-1, keepdims=True)
    variance = np.var(x, axis=-1, keepdims=True)
    return g * (x - mean) / np.sqrt(variance + eps) + b


def _gelu(x: Matrix) -> Matrix:
    # np.sqrt(2 / np.pi) would be a numpy.float64 scalar, which compiled code refuses
    return 0.5 * x * (1 + np.tanh(math.sqrt(2 / np.pi) * (x + 0.044715 * x ** 3)))


def _softmax(x: Cube) -> Cube:
    e = np.exp(x - np.max(x, axis=-1, keepdims=True))
    return e / np.sum(e, axis=-1, keepdims=True)


def _mha(x: Matrix, w_attn: Matrix, b_attn: Vector, w_proj: Matrix, n_head: int) -> Matrix:
    n_seq, d = x.shape
    q, k, v = np.split(x @ w_attn + b_attn, 3, axis=-1)
    # heads: (n_head, n_seq, d // n_head)
    qh = np.stack(np.split(q, n_head, axis=-1))
    kh = np.stack(np.split(k, n_head, axis=-1))
    vh = np.stack(np.split(v, n_head, axis=-1))
    causal = (1 - np.tri(n_seq, dtype=x.dtype)) * -1e10
    att = _softmax(qh @ kh.transpose(0, 2, 1) / (q.shape[-1] // n_head) ** 0.5
                   + causal[None, :, :])
    out = att @ vh
    merged = np.hstack([out[h] for h in range(n_head)])
    return merged @ w_proj


def gpt2_logits(tokens: Indices, seed: int) -> Matrix:
    """The logits of every position: token and position embeddings, two
    pre-norm blocks of causal two-head attention and a GELU MLP, a final
    layer norm and the tied embedding as the output projection."""
    n_vocab, n_ctx, d, n_head, n_layer = 13, 16, 8, 2, 2
    np.random.seed(seed)
    wte = np.random.randn(n_vocab, d) * 0.5
    wpe = np.random.randn(n_ctx, d) * 0.1
    x = wte[tokens] + wpe[np.arange(tokens.shape[0])]
    for _ in range(n_layer):
        w_attn = np.random.randn(d, 3 * d) * 0.3
        b_attn = np.random.normal(0.0, 0.01, 3 * d)
        w_proj = np.random.randn(d, d) * 0.3
        w_fc = np.random.randn(d, 4 * d) * 0.3
        w_out = np.random.randn(4 * d, d) * 0.3
        x = x + _mha(_layer_norm(x, np.ones(d), np.zeros(d)), w_attn, b_attn, w_proj, n_head)
        x = x + _gelu(_layer_norm(x, np.ones(d), np.zeros(d)) @ w_fc) @ w_out
    return _layer_norm(x, np.ones(d), np.zeros(d)) @ wte.T


def gpt2_generate(tokens: Indices, seed: int, n_new: int) -> Indices:
    """Greedy decoding: the prompt and n_new tokens, each the argmax of the
    last position's logits."""
    out = tokens.copy()
    for _ in range(n_new):
        logits = gpt2_logits(out, seed)
        best = int(np.argmax(logits[-1]))
        out = np.concatenate([out, np.array([best], dtype=np.int64)])
    return out


# ----------------------------------------------------------------- detection

def _iou(box: Vector, boxes: Matrix) -> Vector:
    x1 = np.maximum(box[0], boxes[:, 0])
    y1 = np.maximum(box[1], boxes[:, 1])
    x2 = np.minimum(box[2], boxes[:, 2])
    y2 = np.minimum(box[3], boxes[:, 3])
    inter = np.clip(x2 - x1, 0, None) * np.clip(y2 - y1, 0, None)
    area = (box[2] - box[0]) * (box[3] - box[1])
    areas = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
    return inter / (area + areas - inter)


def detect(raw: Matrix, score_threshold: float, iou_threshold: float, top_k: int) -> Matrix:
    """YOLO-style rows (cx, cy, w, h, objectness, class scores...) to kept
    detections (x1, y1, x2, y2, score, class), best first: per-class greedy
    NMS over the top_k most confident boxes."""
    boxes = np.empty((raw.shape[0], 4))
    boxes[:, :2] = raw[:, :2] - raw[:, 2:4] / 2
    boxes[:, 2:] = raw[:, :2] + raw[:, 2:4] / 2
    class_scores = raw[:, 5:] * raw[:, 4:5]
    classes = np.argmax(class_scores, axis=1)
    scores = np.max(class_scores, axis=1)
    (confident,) = np.nonzero(scores > score_threshold)
    boxes, scores, classes = boxes[confident], scores[confident], classes[confident]
    order = np.argsort(-scores, kind="stable")[:top_k]
    kept: list[int] = []
    while order.size > 0:
        i = order[0]
        kept.append(int(i))
        rest = order[1:]
        overlapping = (_iou(boxes[i], boxes[rest]) > iou_threshold) & (classes[rest] == classes[i])
        order = rest[~overlapping]
    sel = np.array(kept, dtype=np.int64)
    out = np.zeros((len(kept), 6))
    out[:, :4] = boxes[sel]
    out[:, 4] = scores[sel]
    out[:, 5] = classes[sel]
    return out


# ------------------------------------------------------------------- images

def preprocess(img: Image, out_h: int, out_w: int) -> Chw:
    """Nearest-neighbour resize, scale to [0, 1], normalise per channel in
    float32 (ImageNet's mean and std), HWC -> CHW."""
    h, w = img.shape[:2]
    rows = np.arange(out_h) * h // out_h
    cols = np.arange(out_w) * w // out_w
    resized = img[rows][:, cols]
    x = resized.astype(np.float32) / 255
    mean = np.array([0.485, 0.456, 0.406], dtype=np.float32)
    std = np.array([0.229, 0.224, 0.225], dtype=np.float32)
    x = (x - mean) / std
    return np.ascontiguousarray(np.transpose(x, (2, 0, 1)))


def crop_or_pad(img: Image, size: int) -> Image:
    """A size x size centre crop, zero-padded evenly where the image is smaller."""
    h, w, c = img.shape
    top = max((h - size) // 2, 0)
    left = max((w - size) // 2, 0)
    crop = img[top:top + size, left:left + size]
    ph = size - crop.shape[0]
    pw = size - crop.shape[1]
    return np.pad(crop, ((ph // 2, ph - ph // 2), (pw // 2, pw - pw // 2), (0, 0)))


def letterbox(img: Image, size: int, fill: int) -> Image:
    """Pads the shorter side to a square of the longer, then every side by
    size, with a grey fill."""
    h, w, _ = img.shape
    extra = abs(h - w)
    if h < w:
        square = np.pad(img, ((extra // 2, extra - extra // 2), (0, 0), (0, 0)),
                        constant_values=fill)
    else:
        square = np.pad(img, [(0, 0), (extra // 2, extra - extra // 2), (0, 0)],
                        mode="constant", constant_values=fill)
    return np.pad(square, ((size, size), (size, size), (0, 0)), constant_values=fill)


# ------------------------------------------------------------------ k-means

def kmeans(points: Matrix, k: int, iters: int, seed: int) -> Matrix:
    """Lloyd's algorithm from k distinct points drawn by a seeded Generator;
    a cluster that empties keeps its centre."""
    rng = np.random.default_rng(seed)
    centers = points[rng.choice(points.shape[0], size=k, replace=False)].copy()
    for _ in range(iters):
        d = np.sum((points[:, None, :] - centers[None, :, :]) ** 2, axis=-1)
        labels = np.argmin(d, axis=1)
        for j in range(k):
            members = points[labels == j]
            if members.shape[0] > 0:
                centers[j] = members.mean(axis=0)
    return centers


def kmeans_labels(points: Matrix, k: int, iters: int, seed: int) -> Indices:
    centers = kmeans(points, k, iters, seed)
    d = ((points[:, np.newaxis] - centers) ** 2).sum(axis=2)
    return np.argmin(d, axis=1)


def subsample(points: Matrix, k: int, seed: int) -> Matrix:
    """k distinct rows in random order, then the rest shuffled below them
    (a training split): Generator.choice and permutation."""
    rng = np.random.default_rng(seed)
    picked = points[rng.choice(points.shape[0], k, replace=False)]
    shuffled = points[rng.permutation(points.shape[0])]
    return np.vstack((picked, shuffled))
