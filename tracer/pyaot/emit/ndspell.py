"""How C++ spells array operators, subscripts and their constant arguments.

Type propagation says what an array call computes (ir.ArraySpec: operands
by parameter, dtypes, how the result becomes a Python value); this module
writes it as a C++ template over the call's arguments, @@k@@ standing for
the k-th (pyaot.emit.arrays substitutes them and chooses variants). The
conformance harness spells its operator calls with `render` too, so what it
checks is what programs run.
"""

from __future__ import annotations

import json
import math
from typing import Any

from pyaot import ir, ndops
from pyaot.emit.spell import CPP_ELEMENT
from pyaot.ndops import ArrayOp

# A Python scalar an array operator returns (pyaot::nd::item's type).
_SCALAR = {ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool"}
# The result dtype's element type, where an operand's spelling needs it
# before the result's dtype is known (np.array of a list).
_OUT = "@@OUT@@"


def marker(k: int) -> str:
    return f"@@{k}@@"


def render(op: ArrayOp, values: dict[str, str], out: str, loops: list[str] | None = None,
           variant: str | None = None) -> str:
    """The C++ expression for one call. `values` holds each parameter's C++
    expression (for a ufunc: "0", "1", ... for its operands)."""
    if op.kind == "ufunc":
        assert loops is not None
        args = ", ".join(values[str(i)] for i in range(len(loops)))
        types = ", ".join(CPP_ELEMENT[d] for d in [out] + loops)
        engine = f"pyaot::nd::Elementwise::{variant or ndops.DEFAULT_ELEMENTWISE}"
        return f"pyaot::nd::ufunc_with<{op.functor}, {types}>({engine}, {op.functor}{{}}, {args})"
    template = op.variants[variant] if variant else op.cpp
    return template.format(out=CPP_ELEMENT[out], **values)


def cpp_literal(kind: str, value: Any) -> str:
    """A constant argument as C++, by parameter kind (ndops.constant_value
    says which values each kind takes)."""
    v = ndops.constant_value(kind, value)
    if kind == "axis":
        if v is None:
            return "pyaot::nd::Axes{}"
        if isinstance(v, tuple):
            return "pyaot::nd::Axes(std::vector<pyaot::nd::index_t>{" + ", ".join(map(str, v)) + "})"
        return f"pyaot::nd::Axes(pyaot::nd::index_t{{{v}}})"
    if kind == "optint":
        return "std::nullopt" if v is None else f"std::optional<pyaot::nd::index_t>({v})"
    if kind in ("shape", "optshape"):
        return "std::nullopt" if v is None else "pyaot::nd::shape_t{" + ", ".join(map(str, v)) + "}"
    if kind in ("bool", "side"):
        return "true" if v else "false"
    if kind in ("ord", "optfloat"):
        return "std::nullopt" if v is None else f"std::optional<double>({double(v)})"
    if kind == "str":
        return f"std::string_view{{{json.dumps(v)}}}"
    if kind in ("float", "number"):
        return double(v)
    return f"pyaot::nd::index_t{{{v}}}"  # int


def double(value: Any) -> str:
    v = float(value)
    if math.isinf(v):
        return "INFINITY" if v > 0 else "-INFINITY"
    if math.isnan(v):
        return "NAN"
    return repr(v)


def operand(o: ir.ArrayOperand) -> str:
    """One parameter's value as C++ (@@OUT@@: the result's element type)."""
    slots = [marker(k) for k in o.slots]
    if o.form == "arg":
        return slots[0]
    if o.form == "scalar":
        return f"pyaot::nd::scalar<{CPP_ELEMENT[o.dtype]}>({slots[0]})"
    if o.form == "double":
        return f"static_cast<double>({slots[0]})"
    if o.form == "const":
        return cpp_literal(o.kind, o.value)
    if o.form == "list":
        return f"pyaot::nd::from_list<{_OUT}>({slots[0]})"
    dims = ", ".join(map(str, o.dims))
    if o.form == "display":
        leaves = ", ".join(f"pyaot::nd::element<{_OUT}>({m})" for m in slots)
        return f"pyaot::nd::from_list<{_OUT}>({{{dims}}}, {{{leaves}}})"
    if o.form == "widths":
        return f"{{{dims}}}, {{{', '.join(slots)}}}"  # shape, widths
    if o.form == "arrays":
        return f"std::vector<pyaot::nd::array<{CPP_ELEMENT[o.dtype]}>>{{{', '.join(slots)}}}"
    if o.form == "spread":
        return ", ".join(slots)
    if o.form == "shape":
        parts = [str(d) if k < 0 else marker(k) for d, k in zip(o.dims, o.slots)]
        return "pyaot::nd::shape_t{" + ", ".join(parts) + "}"
    raise ValueError(f"no C++ for an array operand of form {o.form!r}")


def call(ops: Any, e: ir.Call, variant: str | None = None) -> str:
    """The C++ template of the array call `e` (kind "nd"), in `variant`
    (None: the declaration's own template). `ops`: the operator table."""
    spec = e.array
    assert spec is not None, f"array call of {e.callee} without its spec"
    if e.callee in ("ndarray.getitem", "ndarray.setitem"):
        return _subscript(ops, e, spec)
    if spec.outputs:
        return _session_run(ops.ops[e.callee], spec)
    op = ops.array_ops[e.callee]
    values = {name: operand(o) for name, o in spec.operands.items()}
    if op.kind == "ufunc":
        text = render(op, values, spec.out, spec.loops, variant=variant)
    else:
        text = render(op, values, spec.out, variant=variant).replace(_OUT, CPP_ELEMENT[spec.out])
    if spec.result == "inplace":  # the ufunc's value written back into args[0]
        return f"pyaot::nd::assign_inplace(@@0@@, {text})"
    if spec.result == "item":
        return f"pyaot::nd::item<{_SCALAR[e.type]}>({text})"
    if spec.result == "list":
        return f"pyaot::nd::as_list({text})"
    if spec.result.startswith("tuple:"):
        return f"pyaot::nd::as_tuple<{spec.result[len('tuple:'):]}>({text})"
    return text


def _view(ops: Any, expr: str, steps: list[ir.IndexStep]) -> str:
    """The view the subscript steps make of the array `expr`."""
    for s in steps:
        m = [marker(k) if k >= 0 else "" for k in s.slots]
        if s.form == "newaxis":  # as np.expand_dims (no dtype in its template)
            expr = render(ops.array_ops["numpy.expand_dims"], {"a": expr, "axis": str(s.axis)},
                          "float64")
        elif s.form == "slice":
            lower, upper = (f"std::optional<pyaot::nd::index_t>({x})" if x else "std::nullopt"
                            for x in m[:2])
            expr = f"pyaot::nd::slice({expr}, {s.axis}, {lower}, {upper}, {m[2] or '1'})"
        elif s.form == "int":
            expr = f"pyaot::nd::take_index({expr}, {s.axis}, {m[0]})"
        elif s.form == "mask":
            expr = f"pyaot::nd::mask_axis({expr}, {m[0]}, {s.axis})"
        elif s.form == "take":
            expr = f"pyaot::nd::take({expr}, {m[0]}, pyaot::nd::index_t{{{s.axis}}})"
        elif s.form == "advanced":
            expr = f"pyaot::nd::advanced_index({expr}, {', '.join(m)})"
        else:
            raise ValueError(f"no C++ for an index step of form {s.form!r}")
    return expr


def _subscript(ops: Any, e: ir.Call, spec: ir.ArraySpec) -> str:
    base = marker(spec.base)
    last = spec.index[-1] if spec.index else None
    if not spec.store:
        if last is not None and last.form == "element":
            idx = ", ".join(marker(k) for k in last.slots)
            return f"static_cast<{_SCALAR[e.type]}>({base}.at({idx}))"
        return _view(ops, base, spec.index)
    # Python evaluates the value before the indices; C++ argument order is
    # unspecified, so the value is bound first (pyaot_*: no user name is).
    if spec.store == "item":
        where = [base, ", ".join(marker(k) for k in last.slots)]
    elif spec.store == "index":
        where = [base, marker(last.slots[0])]
    else:
        where = [_view(ops, base, spec.index)]
    args = ", ".join([where[0], "pyaot_value", *where[1:]])
    return (f"[&] {{ auto&& pyaot_value = {marker(spec.value)}; "
            f"pyaot::nd::store_{spec.store}({args}); }}()")


def _session_run(op: Any, spec: ir.ArraySpec) -> str:
    """InferenceSession.run through ONNX Runtime's C API: the session
    (args[0]), the outputs' names, their rank (-1: any), then each input's
    name and array."""
    names = ", ".join(json.dumps(n) for n in spec.outputs)
    feeds = [x for k, name in enumerate(spec.feeds, 1) for x in (json.dumps(name), marker(k))]
    parts = ["@@0@@", f"{{{names}}}", str(spec.rank), *feeds]
    return f"{op.signatures[0].cpp}<{CPP_ELEMENT[spec.out]}>({', '.join(parts)})"
