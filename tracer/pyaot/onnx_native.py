"""An ONNX graph as NumPy source: the native variant of `session.run`.

Where no ONNX Runtime library exists for the target (wasm32, iOS, Android),
or the build asks for it, the model's graph becomes a typed Python module of
NumPy calls that the compiler traces like the user's own code: the model then
runs on the project's array operators (their SIMD/BLAS kernels included).
The function is `run(<inputs in model order>) -> tuple[<outputs>]`; the
initializers are module constants embedded in the program; subgraphs whose
inputs are all constants are evaluated here, with onnx's reference evaluator.

An operator outside the supported set (SUPPORTED) raises Unsupported naming
the node, which the front end reports at the session's line.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

# ONNX element types -> NumPy dtype names (those compiled code exchanges).
DTYPES = {1: "float32", 11: "float64", 7: "int64", 6: "int32", 2: "uint8", 3: "int8", 9: "bool"}
_UNARY = {"Exp": "np.exp", "Log": "np.log", "Sqrt": "np.sqrt", "Tanh": "np.tanh",
          "Abs": "np.abs", "Neg": "np.negative", "Floor": "np.floor", "Ceil": "np.ceil",
          "Sin": "np.sin", "Cos": "np.cos", "Reciprocal": "np.reciprocal", "Not": "np.logical_not",
          "Sign": "np.sign"}
_BINARY = {"Add": "+", "Sub": "-", "Mul": "*", "Equal": "==", "Less": "<", "Greater": ">",
           "LessOrEqual": "<=", "GreaterOrEqual": ">=", "And": "&", "Or": "|"}
_REDUCE = {"ReduceMean": "np.mean", "ReduceSum": "np.sum", "ReduceMax": "np.max",
           "ReduceMin": "np.min", "ReduceProd": "np.prod"}
_OTHER = ("Div", "Pow", "MatMul", "Gemm", "Relu", "LeakyRelu", "Sigmoid", "Erf", "Gelu",
          "Softmax", "LogSoftmax", "LayerNormalization", "Where", "Reshape", "Flatten",
          "Transpose", "Concat", "Gather", "Unsqueeze", "Squeeze", "Slice", "Cast", "Identity",
          "Constant", "Max", "Min", "Clip", "GlobalAveragePool", "Conv", "MaxPool",
          "AveragePool", "Resize")
SUPPORTED = frozenset([*_UNARY, *_BINARY, *_REDUCE, *_OTHER])
# Operators whose result may be a view of their first input (NumPy's
# reshape, transpose, slicing, a[k]) or that input itself (one-input Max,
# Clip without bounds, a Reduce* over no axes): an output that is a view of
# the caller's input or of a weight is returned as a copy, as ONNX Runtime
# returns fresh arrays (the caller may write into it).
_VIEWS = frozenset({"Identity", "Reshape", "Flatten", "Transpose", "Slice", "Squeeze",
                    "Unsqueeze", "Gather", "Max", "Min", "Clip", *_REDUCE})
# float32 constants larger than this are embedded as their bit patterns (a
# list display of the values traces in time that grows too fast with its length).
_LIST_MAX = 64
# Slice bounds past any dimension: Python's slices clamp them as ONNX does.
_FAR = 2 ** 62


class Unsupported(Exception):
    """A node the native variant cannot run: what, and which node."""

    def __init__(self, node: str, why: str) -> None:
        super().__init__(f"{node} {why}")
        self.node, self.why = node, why


@dataclass(frozen=True)
class NativeModel:
    source: str  # the module's Python text
    function: str  # the function running the graph, in it
    outputs: tuple[str, ...]  # the model's output names, in the order it returns them


def _describe(node) -> str:
    if node is None:
        return "the graph's outputs"
    return f"ONNX operator {node.op_type} (node {node.name!r})" if node.name else \
        f"ONNX operator {node.op_type} (the node making {node.output[0]!r})"


def _np(dtype: str) -> str:
    """NumPy's name for a dtype in source (np.bool is NumPy 2's alone)."""
    return "np.bool_" if dtype == "bool" else f"np.{dtype}"


def _annotation(dtype: str, rank: int) -> str:
    return f"np.ndarray[tuple[{', '.join(['int'] * rank)}], np.dtype[{_np(dtype)}]]"


def _scalar(v) -> str:
    if isinstance(v, (bool, np.bool_)):
        return "True" if v else "False"
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    f = float(v)
    if math.isnan(f):
        return "math.nan"
    if math.isinf(f):
        return "math.inf" if f > 0 else "-math.inf"
    return repr(f)  # a float32's value is exact as a double


def _literal(a: np.ndarray, g: "_Graph") -> str:
    dtype = DTYPES.get(_onnx_type(a.dtype))
    if dtype == "float32" and a.size > _LIST_MAX:
        g.helpers.add("_float32s")
        digits = a.astype(">f4").tobytes().hex()
        flat = f'_float32s("{digits}")'
        return flat if a.ndim == 1 else f"{flat}.reshape({tuple(a.shape)!r})"
    if a.size == 0:
        return f"np.zeros({tuple(a.shape)!r}, dtype={_np(dtype)})"
    flat = f"np.array([{', '.join(_scalar(v) for v in a.ravel().tolist())}], dtype={_np(dtype)})"
    return flat if a.ndim == 1 else f"{flat}.reshape({tuple(a.shape)!r})"


def _onnx_type(dtype: np.dtype) -> int | None:
    from onnx import helper  # noqa: PLC0415 - build-time only
    try:
        return helper.np_dtype_to_tensor_dtype(np.dtype(dtype))
    except (KeyError, TypeError, ValueError):
        return None


class _Graph:
    """Writes one statement per node; knows each value's dtype and rank."""

    def __init__(self, model) -> None:
        from onnx import numpy_helper  # noqa: PLC0415
        self.opset = next((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")),
                          1)
        self.types: dict[str, tuple[str | None, int | None]] = {}
        for info in [*model.graph.input, *model.graph.value_info, *model.graph.output]:
            t = info.type.tensor_type
            rank = len(t.shape.dim) if t.HasField("shape") else None
            self.types[info.name] = (DTYPES.get(t.elem_type), rank)
        self.consts: dict[str, np.ndarray] = {
            i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
        self.names: dict[str, str] = {}  # ONNX value -> its Python variable
        self.module_consts: list[str] = []  # module-level constant definitions
        self.body: list[str] = []
        self.helpers: set[str] = set()
        self.temps = 0

    # -------------------------------------------------------------- values

    def dtype(self, name: str) -> str | None:
        if name in self.consts:
            return DTYPES.get(_onnx_type(self.consts[name].dtype))
        return self.types.get(name, (None, None))[0]

    def known_dtype(self, node, name: str) -> str:
        """The dtype of `name`, where the code written depends on it."""
        dtype = self.dtype(name)
        if dtype is None:
            raise Unsupported(_describe(node), f"reads {name!r}, whose element type ONNX's "
                              "shape inference cannot tell (the native variant needs it)")
        return dtype

    def rank(self, node, name: str) -> int:
        if name in self.consts:
            return self.consts[name].ndim
        rank = self.types.get(name, (None, None))[1]
        if rank is None:
            raise Unsupported(_describe(node), f"reads {name!r}, whose rank ONNX's shape "
                              "inference cannot tell (the native variant needs static ranks)")
        return rank

    def ref(self, node, name: str) -> str:
        """The Python expression for value `name`."""
        if name in self.consts:
            a = self.consts[name]
            if DTYPES.get(_onnx_type(a.dtype)) is None:
                raise Unsupported(_describe(node), f"reads the constant {name!r} of dtype "
                                  f"{a.dtype}, which the native variant does not support")
            if a.ndim == 0:  # a Python scalar: NumPy keeps the array operand's dtype
                return _scalar(a.item())
            if name not in self.names:
                self.names[name] = f"W{len(self.module_consts)}"
                self.module_consts.append(f"{self.names[name]} = {_literal(a, self)}"
                                          f"  # initializer {name!r}")
            return self.names[name]
        if name not in self.names:
            raise Unsupported(_describe(node), f"reads {name!r}, which no node or input makes")
        return self.names[name]

    def const(self, node, name: str, what: str) -> np.ndarray:
        if name not in self.consts:
            raise Unsupported(_describe(node), f"takes its {what} from {name!r}, which is "
                              "computed at run time (the native variant needs it constant)")
        return self.consts[name]

    def ints(self, node, k: int, attr: str, what: str) -> list[int] | None:
        """An int list given as attribute `attr` (older opsets) or input k."""
        for a in node.attribute:
            if a.name == attr:
                return list(a.ints)
        if len(node.input) > k and node.input[k]:
            return [int(v) for v in self.const(node, node.input[k], what).ravel()]
        return None

    def erf(self, dtype: str) -> str:
        """The helper computing erf elementwise for arrays of `dtype`."""
        self.helpers.add(f"_erf_{dtype}")
        return f"_erf_{dtype}"

    def temp(self, expr: str) -> str:
        """A statement computing a step of the node; its variable."""
        self.temps += 1
        self.body.append(f"    s{self.temps} = {expr}")
        return f"s{self.temps}"

    def bind(self, name: str, expr: str, comment: str = "") -> None:
        var = f"t{len(self.names)}"
        self.names[name] = var
        self.body.append(f"    {var} = {expr}{comment}")


def _attrs(node) -> dict:
    from onnx import helper  # noqa: PLC0415
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def _axes(axes: list[int], rank: int) -> tuple[int, ...]:
    return tuple(sorted(a + rank if a < 0 else a for a in axes))


def _fold(node, g: _Graph) -> bool:
    """Evaluates a node whose inputs are all constants; False where it has
    none or onnx's evaluator cannot run it alone."""
    if node.op_type == "Constant":
        from onnx import numpy_helper  # noqa: PLC0415
        attrs = _attrs(node)
        if "value" not in attrs:
            raise Unsupported(_describe(node), "has a value other than a tensor")
        g.consts[node.output[0]] = numpy_helper.to_array(attrs["value"])
        return True
    given = [i for i in node.input if i]
    if not given or any(i not in g.consts for i in given):
        return False
    from onnx import helper  # noqa: PLC0415
    from onnx.reference import ReferenceEvaluator  # noqa: PLC0415
    ins = [helper.make_tensor_value_info(i, _onnx_type(g.consts[i].dtype), None) for i in given]
    outs = [helper.make_tensor_value_info(o, 0, None) for o in node.output if o]
    graph = helper.make_graph([node], "fold", ins, outs)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", g.opset)])
    try:
        values = ReferenceEvaluator(model).run(None, {i: g.consts[i] for i in given})
    except Exception:  # noqa: BLE001 - then it runs in the program
        return False
    for name, v in zip([o for o in node.output if o], values):
        g.consts[name] = np.asarray(v)
    return True


def _emit(node, g: _Graph) -> str:  # noqa: C901, PLR0911, PLR0912 - one case per operator
    """The expression computing the node's first output."""
    op, a, ins = node.op_type, _attrs(node), list(node.input)
    x = g.ref(node, ins[0]) if ins and ins[0] else ""
    out_rank = g.types.get(node.output[0], (None, None))[1]
    if op in _UNARY:
        return f"{_UNARY[op]}({x})"
    if op in _BINARY:
        return f"({x} {_BINARY[op]} {g.ref(node, ins[1])})"
    if op == "Div":
        y = g.ref(node, ins[1])
        if g.known_dtype(node, ins[0]) in ("float32", "float64"):
            return f"({x} / {y})"
        g.helpers.add("_truncdiv")
        return f"_truncdiv({x}, {y})"
    if op == "Pow":
        expr = f"np.power({x}, {g.ref(node, ins[1])})"
        if g.known_dtype(node, ins[1]) != g.known_dtype(node, ins[0]):  # ONNX: the base's
            expr += f".astype({_np(g.dtype(ins[0]))})"
        return expr
    if op == "MatMul":
        return f"np.matmul({x}, {g.ref(node, ins[1])})"
    if op == "Gemm":
        left = f"{x}.T" if a.get("transA", 0) else x
        right = g.ref(node, ins[1]) + (".T" if a.get("transB", 0) else "")
        expr = f"np.matmul({left}, {right})"
        if a.get("alpha", 1.0) != 1.0:
            expr = f"({_scalar(a['alpha'])} * {expr})"
        if len(ins) > 2 and ins[2]:
            c = g.ref(node, ins[2])
            expr += f" + {c}" if a.get("beta", 1.0) == 1.0 else f" + {_scalar(a['beta'])} * {c}"
        return expr
    if op == "Relu":
        return f"np.maximum({x}, 0)"  # a Python int: NumPy keeps the array's dtype
    if op == "LeakyRelu":
        return f"np.where({x} < 0.0, {x} * {_scalar(a.get('alpha', 0.01))}, {x})"
    if op == "Sigmoid":
        return f"1.0 / (1.0 + np.exp(-{x}))"
    if op == "Erf":
        return f"{g.erf(g.known_dtype(node, ins[0]))}({x})"
    if op == "Gelu":
        if a.get("approximate", b"none") in (b"tanh", "tanh"):
            return (f"0.5 * {x} * (1.0 + np.tanh({_scalar(math.sqrt(2 / math.pi))} * "
                    f"({x} + 0.044715 * {x} * {x} * {x})))")
        erf = g.erf(g.known_dtype(node, ins[0]))
        return f"0.5 * {x} * (1.0 + {erf}({x} * {_scalar(1 / math.sqrt(2))}))"
    if op in ("Softmax", "LogSoftmax"):
        rank = g.rank(node, ins[0])
        axis = a.get("axis", -1 if g.opset >= 13 else 1)
        axis = axis + rank if axis < 0 else axis
        if g.opset < 13 and axis != rank - 1:
            raise Unsupported(_describe(node), f"of opset {g.opset} on axis {axis} of rank "
                              f"{rank} (it flattens the axes after it) is not supported")
        shifted = g.temp(f"{x} - np.max({x}, axis={axis}, keepdims=True)")
        if op == "Softmax":
            e = g.temp(f"np.exp({shifted})")
            return f"{e} / np.sum({e}, axis={axis}, keepdims=True)"
        return f"{shifted} - np.log(np.sum(np.exp({shifted}), axis={axis}, keepdims=True))"
    if op == "LayerNormalization":
        if len([o for o in node.output if o]) > 1:
            raise Unsupported(_describe(node), "with its Mean or InvStdDev output used is "
                              "not supported")
        rank = g.rank(node, ins[0])
        axis = a.get("axis", -1)
        axes = tuple(range(axis + rank if axis < 0 else axis, rank))
        bias = g.ref(node, ins[2]) if len(ins) > 2 and ins[2] else "0.0"
        centred = g.temp(f"{x} - np.mean({x}, axis={axes!r}, keepdims=True)")
        variance = g.temp(f"np.mean({centred} * {centred}, axis={axes!r}, keepdims=True)")
        return (f"{centred} / np.sqrt({variance} + {_scalar(a.get('epsilon', 1e-5))}) * "
                f"{g.ref(node, ins[1])} + {bias}")
    if op in _REDUCE:
        from_input = g.opset >= (13 if op == "ReduceSum" else 18)
        axes = g.ints(node, 1, "axes", "axes") if from_input else a.get("axes")
        keep = bool(a.get("keepdims", 1))
        if not axes:
            if a.get("noop_with_empty_axes", 0):
                return x
            axes = list(range(g.rank(node, ins[0])))
        axes = _axes(axes, g.rank(node, ins[0]))
        expr = f"{_REDUCE[op]}({x}, axis={axes!r}, keepdims={keep})"
        if op == "ReduceMean" and not g.known_dtype(node, ins[0]).startswith("float"):
            expr += f".astype({_np(g.dtype(ins[0]))})"
        return expr
    if op == "GlobalAveragePool":
        rank = g.rank(node, ins[0])
        return f"np.mean({x}, axis={tuple(range(2, rank))!r}, keepdims=True)"
    if op == "Where":
        return f"np.where({x}, {g.ref(node, ins[1])}, {g.ref(node, ins[2])})"
    if op == "Reshape":
        shape = [int(v) for v in g.const(node, ins[1], "shape").ravel()]
        dims = [f"{x}.shape[{k}]" if d == 0 and not a.get("allowzero", 0) else str(d)
                for k, d in enumerate(shape)]
        return f"{x}.reshape(({', '.join(dims)}{',' if len(dims) == 1 else ''}))"
    if op == "Flatten":
        rank = g.rank(node, ins[0])
        axis = a.get("axis", 1)
        axis = axis + rank if axis < 0 else axis
        lead = " * ".join(f"{x}.shape[{k}]" for k in range(axis)) or "1"
        return f"{x}.reshape(({lead}, -1))"
    if op == "Transpose":
        perm = a.get("perm") or list(reversed(range(g.rank(node, ins[0]))))
        return f"np.transpose({x}, {tuple(perm)!r})"
    if op == "Concat":
        parts = ", ".join(g.ref(node, i) for i in ins)
        return f"np.concatenate(({parts},), axis={a['axis']})"
    if op == "Gather":
        if ins[1] in g.consts and g.consts[ins[1]].ndim == 0:  # drops the axis, as NumPy's a[k]
            axis = a.get("axis", 0)
            axis = axis + g.rank(node, ins[0]) if axis < 0 else axis
            return f"{x}[{', '.join([':'] * axis + [g.ref(node, ins[1])])}]"
        return f"np.take({x}, {g.ref(node, ins[1])}, axis={a.get('axis', 0)})"
    if op == "Unsqueeze":
        axes = g.ints(node, 1, "axes", "axes") or []
        expr = x
        for axis in _axes(axes, g.rank(node, ins[0]) + len(axes)):
            expr = f"np.expand_dims({expr}, {axis})"
        return expr
    if op == "Squeeze":
        axes = g.ints(node, 1, "axes", "axes")
        if not axes:
            raise Unsupported(_describe(node), "without axes (its result's rank depends on "
                              "the input's shape) is not supported")
        rank = g.rank(node, ins[0])
        # A reshape keeps the rank static; it fails, as ONNX's Squeeze does,
        # where a squeezed dimension is not 1 (the sizes then differ).
        kept = [f"{x}.shape[{k}]" for k in range(rank) if k not in _axes(axes, rank)]
        return f"{x}.reshape(({', '.join(kept)}{',' if len(kept) == 1 else ''}))"
    if op == "Slice":
        return _slice(node, g, x, a)
    if op in ("Conv", "MaxPool", "AveragePool"):
        return _window(node, g, x, a)
    if op == "Resize":
        return _resize(node, g, x, a)
    if op == "Cast":
        dtype = DTYPES.get(a["to"])
        if dtype is None:
            raise Unsupported(_describe(node), f"to ONNX element type {a['to']} is not "
                              "supported")
        return f"{x}.astype({_np(dtype)})"
    if op == "Identity":
        return x
    if op in ("Max", "Min"):
        expr = x
        for other in ins[1:]:
            expr = f"np.{'maximum' if op == 'Max' else 'minimum'}({expr}, {g.ref(node, other)})"
        return expr
    if op == "Clip":
        lo = ins[1] if len(ins) > 1 and ins[1] else None
        hi = ins[2] if len(ins) > 2 and ins[2] else None
        expr = x
        if g.opset < 11:
            lo_v, hi_v = a.get("min"), a.get("max")
            expr = expr if lo_v is None else f"np.maximum({expr}, {_scalar(lo_v)})"
            return expr if hi_v is None else f"np.minimum({expr}, {_scalar(hi_v)})"
        expr = expr if lo is None else f"np.maximum({expr}, {g.ref(node, lo)})"
        return expr if hi is None else f"np.minimum({expr}, {g.ref(node, hi)})"
    raise Unsupported(_describe(node), "is not supported by the native variant (supported: " +
                      ", ".join(sorted(SUPPORTED)) + ")")


def _window(node, g: _Graph, x: str, a: dict) -> str:
    """Conv (as one matrix product of the gathered windows, im2col), MaxPool
    and AveragePool over 1 or 2 spatial axes: one strided slice of the
    padded input per kernel offset."""
    op, rank = node.op_type, g.rank(node, node.input[0])
    spatial = rank - 2
    if spatial not in (1, 2):
        raise Unsupported(_describe(node), f"over {spatial} spatial axes is not supported "
                          "(1 or 2 are)")
    if op == "Conv":
        w = g.const(node, node.input[1], "weights")
        kernel = list(w.shape[2:])
    else:
        kernel = list(a["kernel_shape"])
        if a.get("ceil_mode", 0) or len([o for o in node.output if o]) > 1:
            raise Unsupported(_describe(node), "with ceil_mode=1 or its Indices output is "
                              "not supported")
    auto_pad = a.get("auto_pad", b"NOTSET")
    auto_pad = auto_pad.decode() if isinstance(auto_pad, bytes) else auto_pad
    if auto_pad not in ("NOTSET", "VALID"):
        raise Unsupported(_describe(node), f"with auto_pad={auto_pad} is not supported "
                          "(write explicit pads)")
    pads = list(a.get("pads") or [0] * (2 * spatial)) if auto_pad == "NOTSET" else \
        [0] * (2 * spatial)
    strides = list(a.get("strides") or [1] * spatial)
    dilations = list(a.get("dilations") or [1] * spatial)
    if op == "AveragePool" and any(pads) and not a.get("count_include_pad", 0):
        raise Unsupported(_describe(node), "with pads and count_include_pad=0 is not "
                          "supported")
    fill = "-math.inf" if op == "MaxPool" else "0.0"
    padded = x
    if any(pads):
        widths = ((0, 0), (0, 0), *((pads[k], pads[k + spatial]) for k in range(spatial)))
        padded = g.temp(f"np.pad({x}, {widths!r}, constant_values={fill})")
    sizes = [g.temp(f"({padded}.shape[{k + 2}] - {dilations[k] * (kernel[k] - 1)} - 1) // "
                    f"{strides[k]} + 1") for k in range(spatial)]
    spans = []  # per kernel offset: its strided slice of each spatial axis
    for offsets in itertools.product(*(range(k) for k in kernel)):
        parts = []
        for k, o in enumerate(offsets):
            start = o * dilations[k]
            parts.append(f"{start}:{start} + {sizes[k]}" if strides[k] == 1 else
                         f"{start}:{start} + {strides[k]} * ({sizes[k]} - 1) + 1:{strides[k]}")
        spans.append(", ".join(parts))

    def windows(channels: str = ":") -> list[str]:
        return [f"{padded}[:, {channels}, {span}]" for span in spans]

    if op == "MaxPool":
        expr, *rest = windows()
        for w_ in rest:
            expr = g.temp(f"np.maximum({expr}, {w_})")
        return expr
    if op == "AveragePool":
        return f"({' + '.join(windows())}) / {float(len(spans))!r}"
    # Conv: (N, *out, kernel positions x C) @ (kernel positions x C, M), per
    # group of channels (their results concatenated).
    groups = a.get("group", 1)
    per_in, per_out = w.shape[1], w.shape[0] // groups
    last = tuple([0, *range(2, rank), 1])
    products = []
    for k in range(groups):
        channels = ":" if groups == 1 else f"{k * per_in}:{(k + 1) * per_in}"
        mine = windows(channels)
        columns = ", ".join(f"np.transpose({w_}, {last!r})" for w_ in mine)
        gathered = g.temp(f"np.concatenate(({columns},), axis={rank - 1})" if len(mine) > 1
                          else f"np.transpose({mine[0]}, {last!r})")
        part = w[k * per_out:(k + 1) * per_out]
        name = f"{node.output[0]} (im2col weights {k})"
        g.consts[name] = np.ascontiguousarray(np.moveaxis(part, (0, 1), (-1, -2))
                                              .reshape(-1, per_out))
        products.append(g.temp(f"np.matmul({gathered}, {g.ref(node, name)})"))
    product = products[0] if groups == 1 else \
        f"np.concatenate(({', '.join(products)},), axis={rank - 1})"
    if len(node.input) > 2 and node.input[2]:
        product += f" + {g.ref(node, node.input[2])}"
    back = tuple([0, rank - 1, *range(1, rank - 1)])
    return f"np.transpose({g.temp(product)}, {back!r})"


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else value


# Resize's (coordinate_transformation_mode, nearest_mode) pairs under which
# nearest-neighbour upsampling by any integer factor s repeats each element:
# output o = k*s + r maps to k + (r + 0.5)/s - 0.5, strictly within 0.5 of k
# (half_pixel), or to k + r/s (asymmetric, floored). Not asymmetric with
# rounding (o/s = k + 2/3 rounds up for s = 3) nor half_pixel with floor.
_REPEATING = {("half_pixel", "round_prefer_floor"), ("half_pixel", "round_prefer_ceil"),
              ("asymmetric", "floor")}


def _resize(node, g: _Graph, x: str, a: dict) -> str:
    """Nearest-neighbour upsampling by integer scales: np.repeat per axis."""
    mode = _text(a.get("mode", "nearest"))
    pair = (_text(a.get("coordinate_transformation_mode", "half_pixel")),
            _text(a.get("nearest_mode", "round_prefer_floor")))
    if g.opset < 11 or mode != "nearest" or pair not in _REPEATING:
        raise Unsupported(_describe(node), f"with mode={mode!r}, coordinate transformation "
                          f"{pair[0]!r} and nearest mode {pair[1]!r} (opset {g.opset}) is "
                          "not supported (nearest-neighbour upsampling by integer scales is)")
    if len(node.input) > 3 and node.input[3] or len(node.input) < 3 or not node.input[2]:
        raise Unsupported(_describe(node), "with sizes instead of scales is not supported")
    scales = [float(v) for v in g.const(node, node.input[2], "scales").ravel()]
    if any(s_ < 1 or s_ != int(s_) for s_ in scales):
        raise Unsupported(_describe(node), f"with scales {scales} is not supported (integer "
                          "scales of 1 or more are)")
    expr = x
    for axis, scale in enumerate(scales):
        if scale != 1:
            expr = f"np.repeat({expr}, {int(scale)}, axis={axis})"
    return expr


def _slice(node, g: _Graph, x: str, a: dict) -> str:
    rank = g.rank(node, node.input[0])
    if g.opset < 10:
        starts, ends = a["starts"], a["ends"]
        axes, steps = a.get("axes") or list(range(len(starts))), [1] * len(starts)
    else:
        starts = g.ints(node, 1, "", "starts")
        ends = g.ints(node, 2, "", "ends")
        axes = g.ints(node, 3, "", "axes") or list(range(len(starts)))
        steps = g.ints(node, 4, "", "steps") or [1] * len(starts)
    parts = [":"] * rank
    clamp = lambda v: max(-_FAR, min(_FAR, v))  # noqa: E731
    for start, end, axis, step in zip(starts, ends, axes, steps):
        axis = axis + rank if axis < 0 else axis
        parts[axis] = f"{clamp(start)}:{clamp(end)}" + (f":{step}" if step != 1 else "")
    return f"{x}[{', '.join(parts)}]"


_HELPERS = {
    "_float32s": '''
def _float32s(digits: str) -> np.ndarray[tuple[int], np.dtype[np.float32]]:
    # IEEE-754 binary32 bit patterns, 8 hex digits each, to their exact values.
    n = len(digits) // 8
    out = np.empty((n,), dtype=np.float64)
    for i in range(n):
        bits = int(digits[8 * i:8 * i + 8], 16)
        exponent = (bits >> 23) & 255
        mantissa = bits & 8388607
        if exponent == 255:
            value = math.nan if mantissa else math.inf
        elif exponent == 0:
            value = mantissa * 2.0 ** -149
        else:
            value = (mantissa + 8388608) * 2.0 ** (exponent - 150)
        out[i] = -value if bits >> 31 else value
    return out.astype(np.float32)
''',
    "_truncdiv": '''
def _truncdiv(a, b):
    # ONNX's integer Div truncates toward zero; NumPy's // floors.
    q = a // b
    return np.where((q * b != a) & ((a < 0) != (b < 0)), q + 1, q)
''',
    "_erf": '''
def _erf_DTYPE(x):
    # math.erf in double, rounded once to the model's dtype.
    flat = x.ravel().astype(np.float64)
    out = np.empty_like(flat)
    for i in range(flat.shape[0]):
        out[i] = math.erf(float(flat[i]))
    return out.reshape(x.shape).astype(np.DTYPE)
''',
}


def _size_checks(info, param: str) -> list[str]:
    """Lines raising where an input's size differs from one the model fixes,
    as ONNX Runtime refuses it (the graph may hold shapes computed from it)."""
    lines = []
    for axis, dim in enumerate(info.type.tensor_type.shape.dim):
        if dim.HasField("dim_value"):
            said = (f"Got invalid dimensions for input: {info.name} for the following "
                    f"indices index: {axis} Got: ")
            lines += [f"    if {param}.shape[{axis}] != {dim.dim_value}:",
                      f"        raise ValueError({said!r} + str({param}.shape[{axis}]) + "
                      f"{f' Expected: {dim.dim_value}'!r})"]
    return lines


def numpy_source(path: Path, title: str) -> NativeModel:
    """The model at `path` as a NumPy module (`title`: how its docstring
    names the model). Raises Unsupported for a node it cannot run and
    ValueError for an input or output it cannot type."""
    import onnx  # noqa: PLC0415 - build-time only
    model = onnx.shape_inference.infer_shapes(onnx.load(str(path)))
    g = _Graph(model)
    params, checks = [], []
    for info in model.graph.input:
        if info.name in g.consts:
            continue  # an initializer listed as an input too (IR < 4): a constant here
        dtype, rank = g.types[info.name]
        if dtype is None or rank is None or rank == 0:
            raise ValueError(f"input {info.name!r} has no dtype and rank the native variant "
                             "takes (a tensor of rank >= 1 of " +
                             ", ".join(sorted(set(DTYPES.values()))) + ")")
        g.names[info.name] = f"x{len(params)}"
        checks += _size_checks(info, f"x{len(params)}")
        params.append(f"x{len(params)}: {_annotation(dtype, rank)}")
    aliases = {info.name for info in model.graph.input}  # values that may share memory
    for node in model.graph.node:
        if node.domain not in ("", "ai.onnx"):
            raise Unsupported(_describe(node), f"of domain {node.domain!r} is not supported "
                              "by the native variant (only ONNX's own operators are)")
        if _fold(node, g):  # any operator, its inputs all constant
            continue
        if node.op_type not in SUPPORTED:
            raise Unsupported(_describe(node), "is not supported by the native variant "
                              "(supported: " + ", ".join(sorted(SUPPORTED)) + ")")
        g.bind(node.output[0], _emit(node, g), f"  # {node.op_type} {node.name}".rstrip())
        if node.op_type in _VIEWS and (node.input[0] in aliases or node.input[0] in g.consts):
            aliases.add(node.output[0])
    results, types = [], []
    for info in model.graph.output:
        dtype, rank = g.types[info.name]
        if dtype is None or rank is None:
            raise ValueError(f"output {info.name!r} has no dtype and rank the native "
                             "variant can give")
        if info.name not in g.names and info.name not in g.consts:
            raise ValueError(f"output {info.name!r} is made by no node")
        ref = g.ref(None, info.name)
        results.append(f"np.copy({ref})" if info.name in aliases or info.name in g.consts
                       else ref)
        types.append(_annotation(dtype, rank))
    returned = ", ".join(results)
    lines = [f'"""{title} as NumPy code (generated by pyaot.onnx_native)."""', "",
             "import math", "", "import numpy as np", ""]
    for name in sorted(g.helpers):
        kind, _, dtype = name[1:].partition("_")
        lines.append(_HELPERS["_" + kind].replace("DTYPE", dtype))
    lines += ["", *g.module_consts, "", f"def run({', '.join(params)}) -> tuple[{', '.join(types)}]:", *checks, *g.body,
              f"    return ({returned}{',' if len(results) == 1 else ''})", ""]
    return NativeModel("\n".join(lines), "run", tuple(o.name for o in model.graph.output))
