"""`session.run(output_names, input_feed)` on an ONNX session: typed from
the model the build read (pyaot.frontend.onnx_models), not from a signature.

The feed is a dict display with string keys, each value typed on its own
(a model's inputs may differ in dtype and rank: no one dict type holds them).
Every input is fed, each with the model's dtype and rank, or the build says
which. The result is CPython's list of the outputs asked for (`None`: all),
which holds one type here: outputs of different dtypes or ranks are asked
for one at a time (`session.run(["scores"], feed)[0]`).
"""

from __future__ import annotations


from pyaot import ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.typesys import UNKNOWN

SESSION = "InferenceSession"  # the IR type of a session (ops/decls/onnxruntime.toml)
OP = "InferenceSession.run"  # its C++ is its declaration's (ops/decls/onnxruntime.toml)
PARAMS = ("output_names", "input_feed")


def model_of(fi: FunctionTyping, e: ir.Call) -> dict | None:
    """The model of `e` where it is `session.run(...)` on a session module
    variable; None for any other call."""
    if e.kind != "method" or e.callee != "run" or not e.args or \
            not isinstance(e.args[0], ir.GlobalRef):
        return None
    return fi.inf.program.models.get(e.args[0].qualname)


def refuse_receiver(e: ir.Call, receiver: ir.Expr) -> None:
    """A session method other than run(), or run() called other than on the
    module variable holding it (a parameter, a local copy), whose model the
    build cannot tell."""
    if receiver.type != SESSION:
        return
    if e.callee != "run":
        raise CompileError(e.loc, f"method .{e.callee}() of an InferenceSession", "is not "
                           "supported by compiled code", "supported: run(output_names, "
                           "input_feed)")
    raise CompileError(e.loc, f"session.{e.callee}() on a copy of a session",
                           "is not supported (the build types run() from the model, which "
                           "it knows only for the module variable the session was made for)",
                           "call run() on that module variable itself")


def _bind(e: ir.Call) -> dict[str, ir.Expr]:
    given = e.args[1:]
    if len(given) > len(PARAMS) or any(k not in PARAMS for k in e.keywords) or \
            any(PARAMS.index(k) < len(given) for k in e.keywords):
        raise CompileError(e.loc, "session.run() with these arguments", "is not supported",
                           "call session.run(output_names, input_feed) (run_options are not "
                           "supported yet)")
    bound = dict(zip(PARAMS, given)) | e.keywords
    missing = [p for p in PARAMS if p not in bound]
    if missing:
        raise CompileError(e.loc, "session.run()", f"lacks {' and '.join(missing)} (a "
                           "TypeError in CPython)", "pass both, e.g. session.run(None, "
                           "{\"x\": a})")
    return bound


def _outputs(e: ir.Expr, model: dict, file: str) -> list[list]:
    by_name = {o[0]: o for o in model["outputs"]}
    if isinstance(e, ir.Const) and e.value is None or \
            isinstance(e, ir.Symbol) and e.value == "None":
        return list(model["outputs"])
    if isinstance(e, (ir.ListExpr, ir.TupleExpr)) and e.elts and \
            all(isinstance(x, ir.Const) and isinstance(x.value, str) for x in e.elts):
        for x in e.elts:
            if x.value not in by_name:
                raise CompileError(x.loc, f"output {x.value!r}", f"is not an output of "
                                   f"{file}", "name one of " +
                                   ", ".join(repr(n) for n in by_name))
        return [by_name[x.value] for x in e.elts]
    raise CompileError(e.loc, "output_names of session.run()", "must be None or a list of "
                       "string literals here (they decide the result's types)",
                       "write e.g. None or [\"logits\"]")


def run(fi: FunctionTyping, e: ir.Call, model: dict, assigned: set[str] | None) -> ir.Expr:
    """The typed `nd` call running the model."""
    file = model["file"].rsplit("/", 1)[-1]
    bound = _bind(e)
    receiver = fi.expr(e.args[0], assigned)
    outputs = _outputs(bound["output_names"], model, file)
    feed = bound["input_feed"]
    if not isinstance(feed, ir.DictExpr) or \
            not all(isinstance(k, ir.Const) and isinstance(k.value, str) for k in feed.keys):
        raise CompileError(feed.loc, "input_feed of session.run()", "must be a dict display "
                           "with string-literal keys here (each input is typed on its own)",
                           "write e.g. {\"x\": a, \"mask\": m}")
    inputs = {i[0]: i for i in model["inputs"]}
    args = [receiver]
    feeds = []
    for key, value in zip(feed.keys, feed.values):
        name = key.value
        if [k.value for k in feed.keys].count(name) > 1:
            raise CompileError(key.loc, f"input {name!r}", "is fed twice (the dict keeps the "
                               "last value)", "feed each input once")
        if name not in inputs:
            raise CompileError(key.loc, f"input {name!r}", f"is not an input of {file} "
                               "(InvalidArgument in CPython's onnxruntime)",
                               "feed " + ", ".join(repr(n) for n in inputs))
        value = fi.expr(value, assigned)
        if value.type == UNKNOWN:  # typed on a later pass, as other calls are
            return ir.Call("method", e.callee, e.args, e.loc, type=UNKNOWN, keywords=e.keywords)
        fi.plain(value, f"input {name!r} of session.run()")
        parsed = ndops.parse_array_type(value.type)
        _, dtype, rank = inputs[name]
        if parsed is None or parsed[0] != dtype:
            shown = f"an array of {parsed[0]}" if parsed else types.python(value.type)
            raise CompileError(value.loc, f"input {name!r} of session.run()", f"is {shown}, "
                               f"and {file} takes {dtype} (InvalidArgument in CPython's "
                               "onnxruntime)", f"convert it: .astype(np.{dtype})")
        if rank is not None and parsed[1] is not None and parsed[1] != rank:
            raise CompileError(value.loc, f"input {name!r} of session.run()", f"has rank "
                               f"{parsed[1]}, and {file} takes rank {rank}",
                               "reshape it to the model's input rank")
        args.append(value)
        feeds.append(name)
    missing = [n for n in inputs if n not in {k.value for k in feed.keys}]
    if missing:
        raise CompileError(feed.loc, "input_feed of session.run()", "lacks the model's input"
                           f"{'s' if len(missing) > 1 else ''} " + ", ".join(map(repr, missing))
                           + " (ValueError in CPython's onnxruntime)", "feed every input")
    if len({(o[1], o[2]) for o in outputs}) != 1:
        raise CompileError(e.loc, f"session.run() of {file}'s outputs " +
                           ", ".join(repr(o[0]) for o in outputs), "returns arrays of "
                           "different dtypes or ranks, which one compiled list cannot hold",
                           "ask for one output at a time: session.run([\"name\"], feed)[0]")
    if "native" in model:
        return _run_native(fi, e, model, feed, [o[0] for o in outputs], assigned)
    dtype, rank = outputs[0][1], outputs[0][2]
    op = fi.inf.ops.ops[OP]
    fi.inf.headers.update((op.signatures[0].header or op.header, "pyaot/nd/python.hpp"))
    spec = ir.ArraySpec(out=dtype, outputs=[o[0] for o in outputs],
                        rank=-1 if rank is None else rank, feeds=feeds)
    return ir.Call("nd", OP, args, e.loc,
                   type=types.make("list", ndops.array_type(dtype, rank)), array=spec)


def _run_native(fi: FunctionTyping, e: ir.Call, model: dict, feed: ir.DictExpr,
                asked: list[str], assigned: set[str] | None) -> ir.Expr:
    """The native variant: a call of the model's traced NumPy function
    (pyaot.onnx_native), which takes the inputs in the model's order and
    returns every output; the list holds those asked for. (Several outputs
    asked for in one run compute the graph once each.)"""
    by_name = {k.value: v for k, v in zip(feed.keys, feed.values)}
    call = ir.Call("func", model["native"], [by_name[i[0]] for i in model["inputs"]], e.loc)
    order = [o[0] for o in model["outputs"]]
    items = [ir.Subscript(call, [ir.Const(order.index(name), e.loc)], e.loc) for name in asked]
    return fi.expr(ir.ListExpr(items, e.loc), assigned)
