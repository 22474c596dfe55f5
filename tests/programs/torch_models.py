"""torch.nn.Module models called from compiled code: exported to ONNX when
the program is built, then run through ONNX Runtime or the native operators
(tests/test_torch_models.py compares with torch itself in CPython). The
CNN's weights come from a file the test writes beside a copy of this one
(load_state_dict), the MLP's from a seed."""

from pathlib import Path

import numpy as np
import torch
from torch import nn

F32 = np.ndarray[tuple[int, int], np.dtype[np.float32]]
IMAGES = np.ndarray[tuple[int, int, int, int], np.dtype[np.float32]]
I64 = np.ndarray[tuple[int], np.dtype[np.int64]]
IDS = np.ndarray[tuple[int, int], np.dtype[np.int64]]

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.hidden = nn.Linear(4, 16)
        self.out = nn.Linear(16, 3)
        self.example_input_array = torch.zeros(1, 4)  # traced with it; the batch may vary

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(self.out(torch.tanh(self.hidden(x))), dim=-1)


class SmallCNN(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 4, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(4, 8, 3), nn.ReLU())
        self.dropout = nn.Dropout(0.5)  # evaluation mode: the identity
        self.head = nn.Linear(8 * 2 * 2, 5)
        self.example_input_array = torch.zeros(2, 1, 8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.dropout(self.features(x).flatten(1)))


class Pooled(nn.Module):
    """Two inputs of different dtypes: token ids and their weights."""

    def __init__(self) -> None:
        super().__init__()
        self.table = nn.Embedding(10, 4)
        self.example_input_array = (torch.zeros(2, 5, dtype=torch.long), torch.ones(2, 5))

    def forward(self, ids: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        summed = (self.table(ids) * weights.unsqueeze(-1)).sum(dim=1)
        return summed / weights.sum(dim=1, keepdim=True)


mlp = MLP().eval()
pooled = Pooled().eval()
cnn = SmallCNN()
cnn.load_state_dict(torch.load(Path(__file__).with_name("cnn_weights.pt")))
cnn.eval()


def classify(x: F32) -> F32:
    scaled = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-3)
    return mlp(torch.from_numpy(scaled)).detach().numpy()


def cnn_logits(images: IMAGES) -> F32:
    return cnn(torch.as_tensor(images)).detach().cpu().numpy()


def cnn_classes(images: IMAGES) -> I64:
    logits = cnn(torch.from_numpy(images / 255.0 - 0.5)).detach().numpy()
    return np.argmax(logits, axis=1)


def pool(ids: IDS, weights: F32) -> F32:
    out = pooled(torch.from_numpy(ids), torch.from_numpy(weights)).detach().numpy()
    return out / np.sqrt((out * out).sum(axis=1, keepdims=True))
