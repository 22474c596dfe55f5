"""A module-level torch.nn.Module exported to ONNX at build time, in the
sandbox (pyaot.sandbox): the user's module is imported by a Python that has
torch, the model is traced with torch.onnx.export, and the graph comes back
with the model's own outputs for two batch sizes (the build checks the graph
against them: pyaot.frontend.torch_models).

torch is needed at build time only, and by this child only: the build's own
Python need not have it. The child's interpreter is $PYAOT_TORCH_PYTHON,
else the build's Python where it imports torch, else Debian's /usr/bin/python3
(`apt-get install python3-torch`; tools/setup.sh --with-torch).
"""

from __future__ import annotations

import base64
import functools
import importlib.util
import json
import os
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from pyaot import sandbox

# The opset the graph is written in: one torch 1.13 writes and the native
# operators (pyaot.onnx_native) and ONNX Runtime both read.
OPSET = 17
# Importing torch maps far more address space than the sandbox's default
# allows, and tracing takes seconds: the export's floors.
MIN_MEMORY_MB = 8192
MIN_TIMEOUT_S = 120.0
DEBIAN_PYTHON = "/usr/bin/python3"
# The child's error lines start with this, then what the build says.
REFUSAL = "pyaot-torch-export: "


class ExportError(Exception):
    """The model could not be exported; the message says why."""


@dataclass(frozen=True)
class Exported:
    onnx: bytes
    # (inputs, output) the model itself computed, for batch sizes b and b + 1
    # (b: the example's), each array as (dtype, shape, flat values).
    checks: list[tuple[list[tuple], tuple]]


@functools.cache
def python_with_torch() -> str | None:
    """The interpreter that exports, or None where none imports torch."""
    named = os.environ.get("PYAOT_TORCH_PYTHON")
    if named:
        return named
    if importlib.util.find_spec("torch") is not None:
        return sys.executable
    if Path(DEBIAN_PYTHON).is_file() and subprocess.run(
            [DEBIAN_PYTHON, "-I", "-c", "import torch.onnx"], capture_output=True,
            timeout=120).returncode == 0:
        return DEBIAN_PYTHON
    return None


def export(path: Path, module: str, name: str, roots: list[Path],
           limits: sandbox.Limits) -> Exported:
    """Imports `module` in the sandbox and exports its variable `name`.
    Raises ExportError saying why not."""
    python = python_with_torch()
    if python is None:
        raise ExportError("no Python with torch was found to export it (looked at "
                          "$PYAOT_TORCH_PYTHON, this Python, and " + DEBIAN_PYTHON + ")")
    limits = replace(limits, memory_mb=max(limits.memory_mb, MIN_MEMORY_MB),
                     timeout_s=max(limits.timeout_s, MIN_TIMEOUT_S))
    try:
        out = sandbox.run_after_import(path, module, roots, limits, _EXPORT,
                                       {"name": name, "opset": OPSET}, python=python,
                                       what="exporting the model of")
    except sandbox.SandboxError as e:
        text = str(e)
        refusals = [line.split(REFUSAL, 1)[1] for line in text.splitlines() if REFUSAL in line]
        raise ExportError(refusals[-1] if refusals else text) from None
    result = json.loads(out)
    return Exported(base64.b64decode(result["onnx"]),
                    [([tuple(a) for a in ins], tuple(o)) for ins, o in result["checks"]])


# The child's epilogue (pyaot.sandbox._IMPORT ran the module). Exports with
# axis 0 of every input and of the output dynamic (the batch), every other
# size the example's; refuses what tracing would silently fix.
_EXPORT = r'''
import base64, copy, io, warnings

import torch


def refuse(why):
    sys.stderr.write("pyaot-torch-export: " + why + "\n")
    sys.exit(3)


model = getattr(module, request["name"])
if not isinstance(model, torch.nn.Module):
    refuse(f"it is a {type(model).__qualname__} once the module is imported, not a "
           "torch.nn.Module")
example = getattr(model, "example_input_array", None)
if isinstance(example, torch.Tensor):
    example = (example,)
if not isinstance(example, (tuple, list)) or not example or \
        not all(isinstance(t, torch.Tensor) and t.dim() > 0 for t in example):
    refuse("it has no example input to trace it with: set model.example_input_array = "
           "torch.zeros(1, ...) (a tensor of the input's dtype and shape, or a tuple of one "
           "per input) in its __init__ or after making it")
example = tuple(example)


def batch_of(extra):
    """Inputs of batch size b + extra: random values where floating, else
    the example's rows (indices must stay valid)."""
    generator = torch.Generator().manual_seed(extra)
    out = []
    for t in example:
        if t.is_floating_point():
            shape = (t.shape[0] + extra, *t.shape[1:])
            out.append(torch.randn(shape, generator=generator).to(t.dtype))
        else:
            out.append(torch.cat([t, t[:extra]]) if extra else t)
    return tuple(out)


with torch.no_grad():
    if model.training:
        trained, evaluated = copy.deepcopy(model).train(), copy.deepcopy(model).eval()
        torch.manual_seed(0)
        a = trained(*example)
        torch.manual_seed(0)
        b = evaluated(*example)
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor) and
                torch.equal(a, b)):
            refuse("it is in training mode, where it computes other values than in "
                   "evaluation mode (dropout, batch norm): call .eval() on it, e.g. "
                   "model = Net().eval()")
    checks = []
    for extra in (0, 1):
        inputs = batch_of(extra)
        output = model(*inputs)
        if not isinstance(output, torch.Tensor):
            refuse(f"its forward() returns a {type(output).__qualname__}; compiled code "
                   "takes one tensor out of a model")
        checks.append([[[str(t.numpy().dtype), list(t.shape), t.reshape(-1).tolist()]
                        for t in inputs],
                       [str(output.numpy().dtype), list(output.shape),
                        output.reshape(-1).tolist()]])
names = [f"input{k}" for k in range(len(example))]
graph = io.BytesIO()
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.onnx.export(model, example, graph, input_names=names, output_names=["output"],
                      dynamic_axes={n: {0: "batch"} for n in [*names, "output"]},
                      opset_version=request["opset"],
                      training=torch.onnx.TrainingMode.EVAL, do_constant_folding=True)
for w in caught:
    if issubclass(w.category, torch.jit.TracerWarning):
        # One line of under 300 characters: the build keeps no more of it.
        refuse("tracing its forward() fixed a value the input decides (" +
               str(w.message).split(". ")[0][:100] + "): keep it to tensor operations "
               "(no Python numbers, no loops over sizes)")
result.write(json.dumps({"onnx": base64.b64encode(graph.getvalue()).decode(),
                         "checks": checks}))
result.close()
'''
