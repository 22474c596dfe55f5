"""`session = onnxruntime.InferenceSession("model.onnx")`: a model the
build reads.

A session is a module variable whose path is a string literal, resolved
against the source file's directory (the model is a resource of the program,
not a file the working directory happens to hold). The tracer opens it with
onnxruntime's Python API to learn each input's and output's name, dtype and
rank, so `session.run(...)` has static types (pyaot.infer_onnx); the program
opens the file of that name when it starts (ops/include/pyaot/nd/onnx.hpp
says where it looks) and checks the outputs still have those types.
"""

from __future__ import annotations

import hashlib
import posixpath
from pathlib import Path

from pyaot import ir, onnx_native
from pyaot.diagnostics import CompileError
from pyaot.frontend.resolve import UserFunction

OP = "onnxruntime.InferenceSession"
# A session whose model runs as traced NumPy code: opens no library.
NATIVE_OP = "onnxruntime.InferenceSession.native"
# The name a build's variant plan chooses the implementation by
# (pyaot.driver.onnx_native): "onnxruntime" or "native".
VARIANT_OP = "InferenceSession.run"
# ONNX Runtime's tensor type names -> NumPy's dtype names (those the C++ feeds).
DTYPES = {"tensor(float)": "float32", "tensor(double)": "float64", "tensor(int64)": "int64",
          "tensor(int32)": "int32", "tensor(uint8)": "uint8", "tensor(int8)": "int8",
          "tensor(bool)": "bool"}


def _tensors(loc: ir.Loc, path: Path, what: str, args: list) -> list[list]:
    out = []
    for a in args:
        if a.type not in DTYPES:
            raise CompileError(loc, f"{what} '{a.name}' of {path.name}", f"has type {a.type}, "
                               "which compiled code does not exchange with a model yet",
                               "use a model whose inputs and outputs are tensors of "
                               + ", ".join(sorted(set(DTYPES.values()))))
        rank = len(a.shape) if isinstance(a.shape, list) else None
        out.append([a.name, DTYPES[a.type], rank])
    return out


def read_model(loc: ir.Loc, path: Path) -> dict:
    """What the build needs of the model file: its inputs and outputs as
    [name, dtype, rank or None], and its sha256 (no path: the IR holds no
    build-machine path)."""
    try:
        import onnxruntime  # noqa: PLC0415 - only builds that run a model need it
    except ImportError:
        raise CompileError(loc, f"{OP}()", "needs the onnxruntime package at build time (to "
                           "read the model's inputs and outputs)",
                           "pip install onnxruntime (requirements.lock pins it)") from None
    try:
        session = onnxruntime.InferenceSession(str(path), providers=["CPUExecutionProvider"])
    except Exception as e:  # noqa: BLE001 - onnxruntime's own classes, none exported
        raise CompileError(loc, f"model {path.name}", f"cannot be loaded by ONNX Runtime ({e})",
                           "check that it is a valid .onnx file") from None
    return {"sha256": hashlib.sha256(path.read_bytes()).hexdigest(),
            "inputs": _tensors(loc, path, "input", session.get_inputs()),
            "outputs": _tensors(loc, path, "output", session.get_outputs())}


def lower_session(fl, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                  loc: ir.Loc) -> ir.Call:
    """The call making a session (fl: pyaot.frontend.lower.FunctionLowerer)."""
    variable = fl.module_state.initialising
    if variable is None:
        raise CompileError(loc, f"{OP}() inside a function", "is not supported (the build "
                           "reads the model to type session.run())",
                           "make the session a module variable: session = "
                           "onnxruntime.InferenceSession(\"model.onnx\") at the top of the file")
    if keywords or len(args) != 1 or not isinstance(args[0], ir.Const) or \
            not isinstance(args[0].value, str):
        raise CompileError(loc, f"{OP}() with these arguments", "is not supported (the build "
                           "reads the model, so its path must be known then; providers and "
                           "session options are not supported yet)",
                           "pass the model's path as a string literal, relative to this file")
    path = fl.module.path.absolute().parent / args[0].value
    if not path.is_file():
        raise CompileError(args[0].loc, f"model {args[0].value!r}", f"is not a file beside "
                           f"{fl.module.display_path} (the build reads it there)",
                           "write the path relative to the source file")
    return open_model(fl, variable.qualname, path, args[0].value, loc)


def open_model(fl, variable: str, path: Path, file: str, loc: ir.Loc,
               exported: bool = False) -> ir.Call:
    """The session of module variable `variable` (a qualname) running the
    model at `path`, which the program opens as `file` (a path relative to
    its module: beside it, or in its runfiles). `exported`: `path` is a
    build output (pyaot.frontend.torch_models), shipped from there."""
    # Where Bazel puts it in a program's runfiles: its path in the workspace.
    resource = posixpath.normpath(posixpath.join(posixpath.dirname(fl.module.display_path),
                                                 file))
    model = {"file": file, "resource": resource, **read_model(loc, path)}
    if exported:
        model["exported"] = str(path)
    fl.resolver.models[variable] = model
    if fl.resolver.onnx_native:
        model["native"] = _trace_native(fl, loc, path, variable, resource)
        return ir.Call("op", NATIVE_OP, [ir.Const(file, loc), ir.Const(resource, loc)], loc)
    return ir.Call("op", OP, [ir.Const(file, loc), ir.Const(resource, loc)], loc)


def _trace_native(fl, loc: ir.Loc, path: Path, variable: str, resource: str) -> str:
    """Adds the model's graph as a NumPy module (pyaot.onnx_native) to the
    program and queues its function for tracing; returns its qualname."""
    try:
        native = onnx_native.numpy_source(path, f"Model {resource}")
    except onnx_native.Unsupported as e:
        raise CompileError(loc, f"model {path.name}: {e.node}", e.why,
                           "run it through ONNX Runtime (build for a platform that has it, or "
                           f"drop the {VARIANT_OP}=native choice), or export the model "
                           "without that operator") from None
    except ValueError as e:
        raise CompileError(loc, f"model {path.name}", f"{e} (native variant)",
                           "give the model's inputs and outputs fixed ranks and one of the "
                           "supported dtypes") from None
    name = f"{variable}.__onnx__"
    module = fl.resolver.sources.add_generated(name, path.with_name(path.name + ".py"),
                                               resource + ".py", native.source)
    fl.on_call(UserFunction(f"{name}.{native.function}", module,
                            module.functions[native.function]))
    return f"{name}.{native.function}"
