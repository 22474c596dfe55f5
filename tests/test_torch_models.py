"""torch.nn.Module models in compiled code (programs/torch_models.py): each
module-level model is exported to ONNX when the program is built (in the
sandbox, by a Python with torch: pyaot.torch_export) and runs through ONNX
Runtime, or natively (InferenceSession.run=native); both builds are compared
with torch itself in CPython. Also: what compiled code cannot do with torch
is refused at build time with the form to write. Skipped, saying why, where
no Python with torch is found (Debian: apt-get install python3-torch, or
tools/setup.sh --with-torch)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
from pyaot import native, onnx_runtime, torch_export, variants  # noqa: E402
from pyaot.diagnostics import CompileError  # noqa: E402
from pyaot.driver import compile_file  # noqa: E402

PYTHON = torch_export.python_with_torch()
needs_torch = pytest.mark.skipif(
    PYTHON is None, reason="no Python with torch to export models with (set "
    "PYAOT_TORCH_PYTHON, or apt-get install python3-torch: tools/setup.sh --with-torch)")

HERE = Path(__file__).resolve().parent
SRC = HERE / "programs" / "torch_models.py"
ENTRIES = ["classify", "cnn_logits", "cnn_classes", "pool"]
_rng = np.random.default_rng(11)
CASES = {
    "classify": ("classify", lambda: [_rng.standard_normal((6, 4)).astype(np.float32)]),
    "classify one row": ("classify", lambda: [_rng.standard_normal((1, 4)).astype(np.float32)]),
    "cnn logits": ("cnn_logits", lambda: [
        _rng.standard_normal((3, 1, 8, 8)).astype(np.float32)]),
    "cnn classes": ("cnn_classes", lambda: [
        _rng.integers(0, 256, (4, 1, 8, 8)).astype(np.float32)]),
    "pool": ("pool", lambda: [_rng.integers(0, 10, (3, 5)),
                              _rng.uniform(0.5, 1.0, (3, 5)).astype(np.float32)]),
}
# Run by the Python with torch: the program's entries as CPython computes them.
_REFERENCE = """
import json, sys
import numpy as np
sys.path.insert(0, sys.argv[1])
import torch_models
for entry, args, out in json.loads(sys.argv[2]):
    np.save(out, getattr(torch_models, entry)(*map(np.load, args)))
"""
# Run by the Python with torch: SmallCNN's weights, written before the
# program (which loads them) can be imported.
_WEIGHTS = """
import sys, torch
torch.manual_seed(3)
shapes = {"features.0.weight": (4, 1, 3, 3), "features.0.bias": (4,),
          "features.3.weight": (8, 4, 3, 3), "features.3.bias": (8,),
          "head.weight": (5, 32), "head.bias": (5,)}
torch.save({k: 0.3 * torch.randn(s) for k, s in shapes.items()}, sys.argv[1])
"""


@pytest.fixture(scope="module")
def cases(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """case -> (its input, torch's result, then each build's)."""
    src_dir = tmp_path_factory.mktemp("src")
    shutil.copy(SRC, src_dir / SRC.name)
    weights = src_dir / "cnn_weights.pt"
    subprocess.run([PYTHON, "-c", _WEIGHTS, str(weights)], check=True, timeout=120,
                   capture_output=True)
    work = tmp_path_factory.mktemp("cases")
    jobs, out = [], {}
    for k, (case, (entry, make)) in enumerate(sorted(CASES.items())):
        args = []
        for j, a in enumerate(make()):
            args.append(str(work / f"arg{k}-{j}.npy"))
            np.save(args[-1], a)
        jobs.append([entry, args, str(work / f"torch{k}.npy")])
    subprocess.run([PYTHON, "-c", _REFERENCE, str(src_dir), json.dumps(jobs)], check=True,
                   timeout=300, capture_output=True)
    for (entry, args, want), case in zip(jobs, sorted(CASES)):
        out[case] = [entry, args, np.load(want)]
    for variant in onnx_runtime.VARIANTS:
        plan = variants.BuildVariants(plan={onnx_runtime.VARIANT_OP: variant})
        result = compile_file(src_dir / SRC.name, ENTRIES, roots=[src_dir],
                              display_root=src_dir, build_variants=plan)
        assert str(Path.home()) not in result.cpp and "/tmp/" not in result.cpp
        binary = native.build_executable(result.cpp, tmp_path_factory.mktemp(variant) / "prog",
                                          models=result.models)
        for case, (entry, args, *_) in out.items():
            got = work / f"{variant}-{case}.npy".replace(" ", "_")
            proc = subprocess.run([str(binary), entry, "--out", str(got), *args],
                                  capture_output=True, text=True, timeout=60, cwd=work)
            assert proc.returncode == 0, proc.stderr
            out[case].append(np.load(got))
        # Another size than the example's along an axis other than the batch:
        # torch's Linear raises (RuntimeError), and the program too, in either
        # variant (ONNX Runtime's InvalidArgument, or ValueError natively).
        np.save(work / "in.npy", np.ones((2, 5), dtype=np.float32))
        proc = subprocess.run([str(binary), "classify", str(work / "in.npy")],
                              capture_output=True, text=True, timeout=60, cwd=work)
        assert proc.returncode == 1, proc.stderr
        assert "Got invalid dimensions for input: input0" in proc.stderr, proc.stderr
    return out


@needs_torch
@pytest.mark.parametrize("variant", onnx_runtime.VARIANTS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_matches_torch(cases: dict, case: str, variant: str) -> None:
    _, _, want, *got = cases[case]
    got = got[onnx_runtime.VARIANTS.index(variant)]
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, got.shape,
                                                                 want.dtype, want.shape)
    # One graph, another engine: float32 sums in another order than torch's.
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


_NET = """import numpy as np
import torch
from torch import nn

F32 = np.ndarray[tuple[int, int], np.dtype[np.float32]]


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = nn.Linear(4, 2)
        self.drop = nn.Dropout(0.5)
        self.example_input_array = torch.zeros(1, 4)

    def forward(self, x):
        return self.drop(self.fc(x))


"""
# Refused while the function is lowered, before any export: no torch needed.
# body -> (line:col, what the error says)
REFUSED = {
    "net = Net().eval()\n\ndef f(x: F32) -> F32:\n    return net(torch.from_numpy(x))\n":
        ("22:12", "a model's output as a torch tensor: is not supported"),
    "net = Net().eval()\n\ndef f(x: F32) -> F32:\n    return net(torch.from_numpy(x)).numpy()\n":
        ("22:12", "raises RuntimeError in CPython (the output requires grad)"),
    "def f(x: F32) -> F32:\n    return torch.relu(torch.from_numpy(x)).numpy()\n":
        ("20:12", "torch.relu(): does not run in compiled code"),
    "net = Net().eval()\n\ndef f(x: F32) -> F32:\n    net.train()\n    return x\n":
        ("22:5", "method .train() of a torch model: is not supported"),
    "net = Net().eval()\n\ndef f(x: F32) -> F32:\n"
    "    return net(torch.tensor(x)).detach().numpy()\n":
        ("22:16", "this argument of a torch model: is not supported"),
}
# Refused by the export (in the sandbox, with torch).
REFUSED_BY_EXPORT = {
    "training mode": ("net = Net()\n",
                      "it is in training mode, where it computes other values than in "
                      "evaluation mode"),
    "no example": ("net = Net().eval()\ndel net.example_input_array\n",
                   "it has no example input to trace it with: set model.example_input_array"),
    "python numbers": ("class Looped(Net):\n    def forward(self, x):\n"
                       "        return self.fc(x) * float(x.sum())\n\n\nnet = Looped().eval()\n",
                       "tracing its forward() fixed a value the input decides (Converting a "
                       "tensor to a Python float"),
    "weights by a relative path": ("net = Net().eval()\n"
                                   "net.load_state_dict(torch.load(\"weights.pt\"))\n",
                                   "FileNotFoundError"),
    "two outputs": ("class Two(Net):\n    def forward(self, x):\n        return x, x\n\n\n"
                    "net = Two().eval()\n",
                    "its forward() returns a tuple; compiled code takes one tensor"),
}


def _refusal(tmp_path: Path, source: str) -> str:
    (tmp_path / "m.py").write_text(source)
    with pytest.raises(CompileError) as raised:
        compile_file(tmp_path / "m.py", ["f"], roots=[tmp_path], display_root=tmp_path)
    return str(raised.value)


@pytest.mark.parametrize("body", sorted(REFUSED))
def test_refused_with_the_form_to_write(body: str, tmp_path: Path) -> None:
    where, what = REFUSED[body]
    message = _refusal(tmp_path, _NET + body)
    assert message.startswith(f"m.py:{where}: error: ") and what in message, message
    assert "hint: " in message and ".detach().numpy()" in message, message


@needs_torch
@pytest.mark.parametrize("case", sorted(REFUSED_BY_EXPORT))
def test_export_refuses_what_it_would_get_wrong(case: str, tmp_path: Path) -> None:
    made, what = REFUSED_BY_EXPORT[case]
    body = "\n\ndef f(x: F32) -> F32:\n    return net(torch.from_numpy(x)).detach().numpy()\n"
    message = _refusal(tmp_path, _NET + made + body)
    assert f"torch model 'net': cannot be exported to ONNX at build time: " in message, message
    assert what in message, message
    if what == "FileNotFoundError":
        assert "Path(__file__).with_name(" in message, message
