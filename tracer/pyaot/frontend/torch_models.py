"""A module-level torch.nn.Module called from compiled code: exported to
ONNX at build time (pyaot.torch_export), then run exactly as an
`onnxruntime.InferenceSession` of that graph (pyaot.frontend.onnx_models:
ONNX Runtime, or the native operators).

    model = Net().eval()          # Net(torch.nn.Module), or torch.nn.Sequential(...)
    ...
    def f(x: F32) -> F32:
        return model(torch.from_numpy(x)).detach().numpy()

is `model.run(None, {"input0": x})[0]` on the exported graph. The model is
what importing the module leaves (seeds, load_state_dict, .eval() all run),
traced on `model.example_input_array` (the PyTorch Lightning attribute: a
tensor, or a tuple of one per input): axis 0 (the batch) may vary, every
other size is the example's (another is ONNX Runtime's error when it runs).
The build checks the graph against the model's own outputs at two batch
sizes. torch itself never runs in the program: any other use of torch or of
the model in compiled code is refused here, with the form to write.

The graph is a build output (a content-addressed file in the machine cache,
shipped beside the executable by pyaot.native); a Bazel py_aot_binary does
not ship it yet: there, build the native variant (InferenceSession.run=native).
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path

import libcst as cst
import numpy as np

from pyaot import ir, sandbox as sandbox_, torch_export
from pyaot.diagnostics import CompileError
from pyaot.frontend import onnx_models
from pyaot.frontend.torch_syntax import dotted as _dotted, imports_torch, is_model

# Tensor <- array conversions the model's arguments may be written with
# (both share the array's memory and keep its dtype).
_FROM_NUMPY = {"torch.from_numpy", "torch.as_tensor"}
# The form to write, for every refusal.
_FORM = "model(torch.from_numpy(x)).detach().numpy()"
# What the build asks of the exported graph against torch's own outputs
# (float32: ONNX Runtime's kernels sum in another order than torch's).
_RTOL, _ATOL = 1e-4, 1e-5


def _method(e: cst.BaseExpression, names: set[str]) -> cst.BaseExpression | None:
    """The receiver of `e` where it is `receiver.NAME()` for a NAME in `names`."""
    if isinstance(e, cst.Call) and not e.args and isinstance(e.func, cst.Attribute) and \
            e.func.attr.value in names:
        return e.func.value
    return None


def lower_call(ex, e: cst.Call, loc: ir.Loc) -> ir.Expr | None:
    """The IR of call `e` where it involves torch (ex:
    pyaot.frontend.expressions.ExpressionLowerer); None for any other call."""
    fl = ex.fl
    module = fl.module
    if not imports_torch(module):
        return None
    variable = fl.module_state.initialising
    if variable is not None and variable.module is module and is_model(module, variable.name) \
            and module.assignments[variable.name][0] is e:
        return _export(fl, variable, loc)
    if (inner := _method(e, {"numpy"})) is not None:
        detached = False
        while (receiver := _method(inner, {"detach", "cpu"})) is not None:
            detached = detached or inner.func.attr.value == "detach"
            inner = receiver
        if _model_name(fl, inner) is not None:
            if not detached:
                raise CompileError(loc, "model(...).numpy()", "raises RuntimeError in CPython "
                                   "(the output requires grad)", f"write {_FORM}")
            return _run(ex, inner, loc)
    if _model_name(fl, e) is not None:
        raise CompileError(loc, "a model's output as a torch tensor", "is not supported "
                           "(compiled code holds NumPy arrays; the model runs as its exported "
                           f"ONNX graph)", f"take it as an array: {_FORM}")
    if isinstance(e.func, cst.Attribute) and _model_name(fl, e.func.value, called=False):
        raise CompileError(loc, f"method .{e.func.attr.value}() of a torch model",
                           "is not supported in compiled code (the model runs as its exported "
                           "ONNX graph, fixed at build time)", f"call the model itself: {_FORM}"
                           " (set it up, e.g. .eval(), where it is made)")
    dotted = _dotted(module, e.func)
    if dotted is not None and (dotted == "torch" or dotted.startswith("torch.")):
        raise CompileError(loc, f"{dotted}()", "does not run in compiled code (torch is "
                           "needed at build time only, to export a model)",
                           f"compute with NumPy here; call a module-level model as {_FORM}")
    return None


def _model_name(fl, e: cst.BaseExpression, called: bool = True) -> str | None:
    """The model variable `e` calls (or, `called` False, names)."""
    target = e.func if called and isinstance(e, cst.Call) else None if called else e
    if isinstance(target, cst.Name) and not fl._is_local(target.value) and \
            is_model(fl.module, target.value):
        return target.value
    return None


def _run(ex, call: cst.Call, loc: ir.Loc) -> ir.Expr:
    """`model(torch.from_numpy(a), ...)` as `model.run(None, {"input0": a, ...})[0]`."""
    fl = ex.fl
    names, values = [], []
    for k, arg in enumerate(call.args):
        value = arg.value
        if arg.keyword is not None or arg.star or not isinstance(value, cst.Call) or \
                _dotted(fl.module, value.func) not in _FROM_NUMPY or len(value.args) != 1 or \
                value.args[0].keyword is not None or value.args[0].star:
            raise CompileError(fl.loc(value), "this argument of a torch model", "is not "
                               "supported (the model runs as its exported ONNX graph, on "
                               "arrays)", f"pass arrays by position: {_FORM}")
        names.append(ir.Const(f"input{k}", loc))
        values.append(ex.expr(value.args[0].value))
    session = ex._value_of(fl.resolver.lookup(fl.module, call.func.value, call.func),
                           call.func, fl.loc(call.func))
    run = ir.Call("method", "run", [session, ir.Const(None, loc),
                                    ir.DictExpr(names, values, loc)], loc)
    return ir.Subscript(run, [ir.Const(0, loc)], loc)


def _export(fl, variable, loc: ir.Loc) -> ir.Call:
    """Exports the model and opens the graph as its session."""
    module = variable.module
    sandbox = fl.resolver.sandbox or sandbox_.Limits()
    try:
        exported = torch_export.export(module.path.absolute(), module.name, variable.name,
                                       fl.resolver.sources.roots, sandbox)
    except torch_export.ExportError as e:
        hint = "make it exportable as said, or export it yourself (torch.onnx.export) and " \
               "open the file with onnxruntime.InferenceSession(\"model.onnx\")"
        if "FileNotFoundError" in str(e):  # torch.load("weights.pt"): the import's cwd is empty
            hint = "open files by their path beside the module, e.g. torch.load(" \
                   "Path(__file__).with_name(\"weights.pt\")) (the build imports it in an " \
                   "empty directory)"
        raise CompileError(loc, f"torch model '{variable.name}'", f"cannot be exported to "
                           f"ONNX at build time: {e}", hint) from None
    file = f"{module.name}.{variable.name}.onnx"
    path = _cached(exported.onnx, file)
    _check(loc, variable.name, path, exported.checks)
    return onnx_models.open_model(fl, variable.qualname, path, file, loc, exported=True)


def _cached(graph: bytes, file: str) -> Path:
    """The graph written once, by content, where builds keep outputs."""
    named = os.environ.get("PYAOT_CACHE_DIR")
    root = Path(named) if named else Path.home() / ".cache" / "rules_pyaot"
    digest = hashlib.sha256(graph).hexdigest()[:24]
    path = root / "torch-export" / digest / file
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:  # a read-only home (a build sandbox)
        path = Path(tempfile.gettempdir()) / "pyaot-torch-export" / digest / file
        path.parent.mkdir(parents=True, exist_ok=True)
    if not path.is_file():
        partial = path.with_suffix(f".{os.getpid()}.part")
        partial.write_bytes(graph)
        partial.replace(path)
    return path


def _check(loc: ir.Loc, name: str, path: Path, checks: list) -> None:
    """The graph computes what the model did, at both batch sizes."""
    import onnxruntime  # noqa: PLC0415 - read_model needs it too, and says so

    session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    for inputs, (dtype, shape, flat) in checks:
        feed = {f"input{k}": np.array(v, dtype=d).reshape(s) for k, (d, s, v) in enumerate(inputs)}
        want = np.array(flat, dtype=dtype).reshape(shape)
        got = session.run(None, feed)[0]
        if got.shape != want.shape or got.dtype != want.dtype or \
                not np.allclose(got, want, rtol=_RTOL, atol=_ATOL):
            batch = inputs[0][1][0]
            raise CompileError(loc, f"torch model '{name}'", "exported to ONNX, computes other "
                               f"values than torch at batch size {batch}",
                               "keep forward() to tensor operations (tracing fixes Python "
                               "control flow), or export it yourself and open the file with "
                               "onnxruntime.InferenceSession")
