"""Type propagation for arrays: array operators, methods, attributes and
subscripts of ndarray values.

Types come from the operator declarations (pyaot.ndops): a ufunc's loop and
result dtypes are NumPy's own resolution; any other operator's result is what
its Python reference returns on tiny arrays of the argument dtypes and ranks.
Each typed call becomes an `nd` Call whose target is the C++ expression with
@@k@@ for the k-th runtime argument; constant arguments (axis=, keepdims=,
dtype=, shapes made of literals) are already part of it.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from pyaot import ir, ndops
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.ndops import CPP_ELEMENT, ArrayOp, UnsupportedSignature
from pyaot import typesys as types
from pyaot.typesys import UNKNOWN


# Python operators on arrays: the ufunc (or function) NumPy calls for them.
ARRAY_OPERATORS = {
    "operator.add": "numpy.add", "operator.sub": "numpy.subtract",
    "operator.mul": "numpy.multiply", "operator.truediv": "numpy.divide",
    "operator.floordiv": "numpy.floor_divide", "operator.mod": "numpy.remainder",
    "operator.pow": "numpy.power", "operator.lshift": "numpy.left_shift",
    "operator.rshift": "numpy.right_shift", "operator.and_": "numpy.bitwise_and",
    "operator.or_": "numpy.bitwise_or", "operator.xor": "numpy.bitwise_xor",
    "operator.matmul": "numpy.matmul", "operator.neg": "numpy.negative",
    "operator.pos": "numpy.positive", "operator.invert": "numpy.invert",
    "operator.lt": "numpy.less", "operator.le": "numpy.less_equal",
    "operator.gt": "numpy.greater", "operator.ge": "numpy.greater_equal",
    "operator.eq": "numpy.equal", "operator.ne": "numpy.not_equal",
    "builtins.abs": "numpy.absolute",
}
# Methods whose declaration is spelled numpy.ndarray.<name>.
_CONSTANT_KINDS = ("axis", "optint", "ord", "side", "optshape", "dtype")
_SCALAR_CPP = {ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool"}


def marker(k: int) -> str:
    return f"@@{k}@@"


class _Args:
    """Runtime arguments of one nd call, in order, with their markers."""

    def __init__(self) -> None:
        self.exprs: list[ir.Expr] = []

    def add(self, e: ir.Expr) -> str:
        self.exprs.append(e)
        return marker(len(self.exprs) - 1)


def constant_of(e: ir.Expr) -> tuple[bool, Any]:
    """(True, value) for a compile-time constant argument."""
    if isinstance(e, ir.Const):
        return True, e.value
    if isinstance(e, ir.Symbol):
        if e.value == "None":
            return True, None
        if e.value.startswith("numpy."):
            return True, e.value.removeprefix("numpy.")
        return True, ast.literal_eval(e.value)  # a string literal's repr
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        ok, v = constant_of(e.args[0])
        if ok and isinstance(v, (int, float)) and not isinstance(v, bool):
            return True, -v
    if isinstance(e, ir.Convert):
        return constant_of(e.value)
    if isinstance(e, ir.TupleExpr):
        values = [constant_of(x) for x in e.elts]
        if all(ok for ok, _ in values):
            return True, tuple(v for _, v in values)
    return False, None


class ArrayTyping:
    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        self.ops = fi.inf.ops

    def error(self, loc: ir.Loc, what: str, why: str, hint: str) -> CompileError:
        return CompileError(loc, what, why, hint)

    # ------------------------------------------------------------ operators

    def operator(self, name: str, args: list[ir.Expr], loc: ir.Loc) -> ir.Expr:
        """A Python operator (or abs) with an array operand."""
        target = ARRAY_OPERATORS.get(name)
        if target is None:
            raise self.error(loc, f"'{name.split('.')[-1]}' on an array",
                             "is not an elementwise operation NumPy defines this way",
                             "use a numpy function (e.g. np.logical_not(a))")
        return self.call(self.ops.array_ops[target], args, {}, loc)

    def inplace(self, binary: str, display: str, args: list[ir.Expr], loc: ir.Loc) -> ir.Expr:
        """`x op= y` with x an array (`binary`: op's operator, `display`: how
        errors name op=): NumPy computes the ufunc into x itself (aliases and
        views of x see it), casting to x's dtype where its same_kind rule
        allows; x keeps its shape (else ValueError at run time)."""
        result = self.operator(binary, args, loc)
        if result.type == UNKNOWN:
            return result
        if not result.ufunc:  # @=: NumPy's in-place matmul is not modelled
            raise self.error(loc, f"{display} on an array", "is not supported in place",
                             "assign a new array: x = x @ y")
        have = ndops.parse_array_type(args[0].type)[0]
        out = ndops.parse_array_type(result.type)[0]
        if not np.can_cast(out, have, casting="same_kind"):
            raise self.error(loc, f"{display} on an array of {have}",
                             f"computes {out}, which NumPy does not write back into {have} in "
                             "place (it raises UFuncTypeError)",
                             f"assign a new {out} array (x = x + y instead of x += y), or "
                             f"give y x's dtype (int(y), y.astype(np.{have}))")
        return ir.Call("nd", result.callee, result.args, loc, type=args[0].type,
                       target=ndops.render_inplace(result.target),
                       variants={v: ndops.render_inplace(t) for v, t in result.variants.items()},
                       variant=result.variant)

    def call(self, op: ArrayOp, args: list[ir.Expr], keywords: dict[str, ir.Expr],
             loc: ir.Loc) -> ir.Expr:
        if any(a.type == UNKNOWN for a in args) or any(v.type == UNKNOWN for v in keywords.values()):
            return ir.Call("nd", op.name, args, loc, type=UNKNOWN)
        self.fi.inf.headers.add(op.header)
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        if op.kind == "ufunc":
            return self._ufunc(op, args, keywords, loc)
        return self._function(op, args, keywords, loc)

    def _ufunc(self, op: ArrayOp, args: list[ir.Expr], keywords: dict[str, ir.Expr],
               loc: ir.Loc) -> ir.Expr:
        if keywords:
            raise self.error(loc, f"keyword argument '{next(iter(keywords))}=' of {op.name}",
                             "is not supported (out=, where=, dtype= of ufuncs)",
                             "call it with its operands only")
        operand_types = []
        for a in args:
            parsed = ndops.parse_array_type(a.type)
            if parsed:
                operand_types.append(parsed[0])
            elif "py:" + str(a.type) in ndops.WEAK:
                operand_types.append("py:" + a.type)
            else:
                raise self.error(a.loc, f"argument of type {a.type} to {op.name}",
                                 "is not an array or a number", "pass an array or a number")
        try:
            loops, out = ndops.ufunc_loops(op, operand_types)
        except UnsupportedSignature as e:
            raise self.error(loc, f"{op.name} on ({', '.join(operand_types)})", str(e),
                             "convert an operand with .astype(...) to a dtype NumPy supports "
                             "here") from None
        runtime = _Args()
        values: dict[str, str] = {}
        ranks = []
        for i, (a, loop) in enumerate(zip(args, loops)):
            m = runtime.add(a)
            parsed = ndops.parse_array_type(a.type)
            if parsed:
                values[str(i)] = m
                ranks.append(parsed[1])
            else:
                values[str(i)] = f"pyaot::nd::scalar<{CPP_ELEMENT[loop]}>({m})"
        rank = None if None in ranks else max(ranks)
        target = ndops.render(op, values, out, loops)
        variants = {v: ndops.render(op, values, out, loops, variant=v) for v in op.variants}
        ufunc = {"functor": op.functor, "out": out, "loops": loops,
                 "operands": [values[str(i)] for i in range(len(loops))]}
        return ir.Call("nd", op.name, runtime.exprs, loc, type=ndops.array_type(out, rank),
                       target=target, variants=variants, variant=op.default_variant,
                       ufunc=ufunc)

    def _function(self, op: ArrayOp, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                  loc: ir.Loc) -> ir.Expr:
        bound = bind_arguments(op, args, keywords, loc)
        nones = [p for p in op.if_none if p in bound and constant_of(bound[p]) == (True, None)]
        if len(nones) > 1:
            raise self.error(loc, f"{op.name} with {' and '.join(nones)} both None",
                             "is not supported", "pass at least one of them")
        if nones:  # np.clip(a, 0, None): declared as another operator (np.maximum(a, 0))
            callee, names = op.if_none[nones[0]]
            return self.call(self.ops.array_ops[callee], [bound[n] for n in names], {}, loc)
        runtime = _Args()
        values: dict[str, str] = {}
        dtypes: dict[str, str] = {}
        constants: dict[str, Any] = {}
        ranks: dict[str, int] = {}
        ranks_known = True
        for p in op.params:
            e = bound.get(p.name)
            if e is None:  # defaulted
                if p.kind == "dtype":
                    dtypes[p.name] = p.default
                else:
                    if p.kind == "number":  # arange's step=1 keeps ints int
                        dtypes[p.name] = "int" if isinstance(p.default, int) else "float"
                    values[p.name] = ndops.cpp_literal(p.kind, p.default)
                continue
            where = f"argument '{p.name}' of {op.name}"
            if p.kind in ("array", "boolarray"):
                parsed = ndops.parse_array_type(e.type)
                if parsed:
                    dtypes[p.name] = parsed[0]
                    values[p.name] = runtime.add(e)
                    if parsed[1] is None:
                        ranks_known = False
                    else:
                        ranks[p.name] = parsed[1]
                elif e.type in ndops.DTYPE_OF_SCALAR:
                    # A Python scalar stays weak (NEP 50) for the type rule;
                    # the C++ passes it as a 0-d array the operator casts.
                    dtype = ndops.DTYPE_OF_SCALAR[e.type]
                    dtypes[p.name] = "py:" + e.type
                    values[p.name] = f"pyaot::nd::scalar<{CPP_ELEMENT[dtype]}>({runtime.add(e)})"
                    ranks[p.name] = 0
                else:
                    raise self.error(e.loc, where, f"is {e.type}, not an array", "pass an array")
                if p.kind == "boolarray" and dtypes[p.name] not in ("bool", "py:bool"):
                    raise self.error(e.loc, where, f"is an array of {dtypes[p.name]}, not bool",
                                     "pass a comparison, e.g. a > 0")
            elif p.kind == "nested":
                shape, leaves = self._nested(e, where)
                kinds = {x.type for x in leaves}
                element = "py:float" if ir.FLOAT in kinds else "py:int" if ir.INT in kinds \
                    else "py:bool"
                dtypes[p.name] = element
                sample: Any = ndops.WEAK[element](1)
                for d in reversed(shape):
                    sample = [sample] * d
                constants[p.name] = sample if shape else [sample]
                if not shape:
                    raise self.error(e.loc, where, "is a scalar", "pass a list, e.g. [1.0, 2.0]")
                parts = ", ".join(f"pyaot::nd::element<@@OUT@@>({runtime.add(x)})" for x in leaves)
                dims = ", ".join(str(d) for d in shape)
                values[p.name] = (f"pyaot::nd::from_list<@@OUT@@>(pyaot::nd::shape_t{{{dims}}}, "
                                  f"std::vector<@@OUT@@>{{{parts}}})")
                ranks[p.name] = len(shape)
            elif p.kind == "intarray":
                parsed = ndops.parse_array_type(e.type)
                if not parsed or parsed[0] not in ("int8", "int16", "int32", "int64", "uint8",
                                                   "uint16", "uint32", "uint64"):
                    raise self.error(e.loc, where, f"is {e.type}, not an integer array",
                                     "pass an array of integer indices")
                values[p.name] = runtime.add(e)
                if parsed[1] is None:
                    ranks_known = False
                else:
                    ranks[p.name] = parsed[1]
            elif p.kind in ("arrays", "vararrays"):
                elts = e.elts if isinstance(e, ir.TupleExpr) else None
                parsed_types = {ndops.parse_array_type(x.type) for x in (elts or [])}
                if not elts or any(t is None for t in parsed_types) or \
                        len({t[0] for t in parsed_types}) != 1:
                    raise self.error(e.loc, where, "is not a tuple or list of arrays of one dtype",
                                     "pass (a, b, ...) with arrays of the same dtype "
                                     "(convert with .astype(...))")
                dtype = next(iter(parsed_types))[0]
                dtypes[p.name] = dtype
                parts = ", ".join(runtime.add(x) for x in elts)
                values[p.name] = parts if p.kind == "vararrays" else \
                    f"std::vector<pyaot::nd::array<{CPP_ELEMENT[dtype]}>>{{{parts}}}"
                t_ranks = {t[1] for t in parsed_types}
                if p.kind == "vararrays":
                    # The probe needs as many operands as the call has.
                    constants[p.name] = [np.ones((3,) * (t[1] if t[1] is not None else 2),
                                                 dtype=t[0]) for t in
                                         (ndops.parse_array_type(x.type) for x in elts)]
                if None in t_ranks or len(t_ranks) != 1:
                    ranks_known = False
                else:
                    ranks[p.name] = t_ranks.pop()
            elif p.kind == "dtype":
                ok, v = constant_of(e)
                if not ok or v not in ndops.DTYPES:
                    raise self.error(e.loc, where, "is not a dtype", "pass e.g. np.float32")
                dtypes[p.name] = v
            elif p.kind == "shape" and types.head(e.type) == "tuple" and \
                    not isinstance(e, ir.TupleExpr):
                # np.zeros(a.shape), np.ones(a.shape[1:]): a tuple value of ints
                members = types.args(e.type)
                if types.is_vtuple(e.type) or any(m not in (ir.INT, ir.BOOL) for m in members):
                    raise self.error(e.loc, where, f"is a {types.python(e.type)}",
                                     "pass a tuple of ints of known length (a.shape of an "
                                     "array of known rank)")
                values[p.name] = f"pyaot::nd::shape_from_tuple({runtime.add(e)})"
                constants[p.name] = tuple(1 for _ in members)
            elif p.kind in ("shape",) and not constant_of(e)[0]:
                dims = e.elts if isinstance(e, ir.TupleExpr) else [e]
                parts = []
                for d in dims:
                    d = self.fi.convert(d, ir.INT, f"dimension in {where}")
                    ok, v = constant_of(d)
                    parts.append(str(v) if ok else runtime.add(d))
                values[p.name] = "pyaot::nd::shape_t{" + ", ".join(parts) + "}"
                constants[p.name] = tuple(1 for _ in dims)
            elif p.kind in ("int", "float", "number", "bool") and not constant_of(e)[0]:
                if p.kind == "int":
                    v = self.fi.convert(e, ir.INT, where)
                    values[p.name] = runtime.add(v)
                elif p.kind == "bool":
                    values[p.name] = runtime.add(self.fi.convert(e, ir.BOOL, where))
                else:
                    if p.kind == "number":
                        dtypes[p.name] = "int" if e.type in (ir.INT, ir.BOOL) else "float"
                    values[p.name] = f"static_cast<double>({runtime.add(e)})"
                    if e.type not in (ir.INT, ir.FLOAT, ir.BOOL):
                        raise self.error(e.loc, where, f"is {e.type}, not a number",
                                         "pass an int or a float")
            else:
                ok, v = constant_of(e)
                if not ok:
                    raise self.error(e.loc, where, "must be a constant here (it decides the "
                                     "result's type or shape)", "write it as a literal, e.g. "
                                     "axis=0")
                if p.kind == "number":
                    dtypes[p.name] = "int" if isinstance(v, int) else "float"
                constants[p.name] = v
                try:
                    values[p.name] = ndops.cpp_literal(p.kind, v)
                except (ValueError, TypeError):
                    raise self.error(e.loc, where, f"value {v!r} is not supported",
                                     "see the declaration in ops/decls") from None
        try:
            probed = ndops.probe_for_dtypes(op, dtypes, constants,
                                            ranks=ranks if ranks_known else None,
                                            ndims=(0,) if ranks_known and ranks else (2, 1, 3, 0))
        except UnsupportedSignature as e:
            raise self.error(loc, f"{op.name} with these arguments", str(e),
                             "check the argument types and constants") from None
        out = probed.dtype

        def rendered(variant: str | None = None) -> str:
            return ndops.render(op, values, out, variant=variant).replace("@@OUT@@",
                                                                          CPP_ELEMENT[out])
        target = rendered()
        variants = {v: rendered(v) for v in op.variants}
        if probed.kind == "arrays":
            raise self.error(loc, f"{op.name}", "returns a list of arrays, which compiled code "
                             "cannot hold yet", "slice the array instead")
        if probed.kind == "scalar":
            scalar = ndops.SCALAR_OF_DTYPE.get(out)
            if scalar is None:
                raise self.error(loc, f"{op.name} returning a numpy.{out} scalar",
                                 "has no exact Python scalar type (NumPy keeps computing in "
                                 f"{out})", "convert first, e.g. a.astype(np.float64), or keep "
                                 "the result as an array (keepdims=True)")
            item = f"pyaot::nd::item<{_SCALAR_CPP[scalar]}>"
            return ir.Call("nd", op.name, runtime.exprs, loc, type=scalar,
                           target=f"{item}({target})",
                           variants={v: f"{item}({t})" for v, t in variants.items()},
                           variant=op.default_variant)
        rank = probed.ndim if ranks_known and not op.dynamic_rank else None
        return ir.Call("nd", op.name, runtime.exprs, loc, type=ndops.array_type(out, rank),
                       target=target, variants=variants, variant=op.default_variant)

    def _nested(self, e: ir.Expr, where: str) -> tuple[list[int], list[ir.Expr]]:
        """The shape and the C-order leaves of a rectangular nested list."""
        if not isinstance(e, ir.TupleExpr):
            if e.type not in (ir.INT, ir.FLOAT, ir.BOOL):
                raise self.error(e.loc, where, f"holds a {e.type}", "list numbers only")
            return [], [e]
        parts = [self._nested(x, where) for x in e.elts]
        shapes = {tuple(s) for s, _ in parts}
        if len(shapes) > 1:
            raise self.error(e.loc, where, "is not rectangular (ValueError in NumPy: an "
                             "inhomogeneous shape)", "give every row the same length")
        inner = list(next(iter(shapes))) if shapes else []
        return [len(parts)] + inner, [leaf for _, leaves in parts for leaf in leaves]

    # ------------------------------------------------------- methods, attributes

    def method(self, e: ir.Call, receiver: ir.Expr, args: list[ir.Expr],
               keywords: dict[str, ir.Expr]) -> ir.Expr:
        # A list display argument (a.transpose([1, 0])) is a shape or axes tuple.
        args = [ir.TupleExpr(a.elts, a.loc, type="tuple") if isinstance(a, ir.ListExpr) else a
                for a in args]
        keywords = {k: ir.TupleExpr(v.elts, v.loc, type="tuple")
                    if isinstance(v, ir.ListExpr) else v for k, v in keywords.items()}
        name = e.callee
        op = self.ops.array_ops.get(f"numpy.ndarray.{name}")
        if op is None:
            op = next((o for o in self.ops.array_ops.values() if o.method == name), None)
        if op is None:
            known = sorted({o.method for o in self.ops.array_ops.values() if o.method} |
                           {n.split(".")[-1] for n in self.ops.array_ops
                            if n.startswith("numpy.ndarray.")})
            raise self.error(e.loc, f"method .{name}() of an array", "is not supported",
                             "supported methods: " + ", ".join(known))
        shape_param = op.params[1] if len(op.params) > 1 else None
        if shape_param is not None and shape_param.kind in ("shape", "optshape") and \
                len(args) > 1 and all(a.type in (ir.INT, ir.BOOL) for a in args):
            # a.reshape(2, 3), a.transpose(1, 0): the method's *shape form.
            args = [ir.TupleExpr(args, args[0].loc, type="tuple")]
        return self.call(op, [receiver] + args, keywords, e.loc)

    def attribute(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr:
        parsed = ndops.parse_array_type(value.type)
        if value.type == UNKNOWN:
            return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
        if parsed is None:
            raise self.error(e.loc, f"attribute '.{e.attr}' of a {value.type}",
                             f"{value.type} values have no attributes here",
                             "attributes are supported on arrays only")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        if e.attr == "T":
            return self.call(self.ops.array_ops["numpy.transpose"], [value], {}, e.loc)
        if e.attr in ("ndim", "size"):
            return ir.ArrayAttr(value, e.attr, e.loc, type=ir.INT)
        if e.attr == "shape":  # h, w = a.shape: a tuple of ints, one per axis
            rank = parsed[1]
            shape_type = "tuple[int,...]" if rank is None else types.make("tuple", *[ir.INT] * rank)
            return ir.ArrayAttr(value, "shape", e.loc, type=shape_type)
        raise self.error(e.loc, f"attribute '.{e.attr}' of an array", "is not supported",
                         "supported: .T, .ndim, .size, .shape; dtype is static "
                         "(from the annotation)")

    def shape_item(self, e: ir.Subscript, base: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a.shape[k]: shapes are not values yet, but their items are ints."""
        if not ndops.is_array(base.type):
            raise self.error(e.loc, f"attribute '.shape' of a {base.type}",
                             "only arrays have a shape", "use it on an array")
        if len(indices) != 1:
            raise self.error(e.loc, "a.shape[...]", "takes one index (a tuple is indexed "
                             "on one axis)", "index it with an int or a slice, e.g. a.shape[0] "
                             "or a.shape[:2]")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        if isinstance(indices[0], ir.SliceExpr):
            return self._shape_slice(e, base, indices[0])
        k = self.fi.convert(indices[0], ir.INT, "shape index")
        return ir.ArrayAttr(base, "shape", e.loc, type=ir.INT, index=k)

    def _shape_slice(self, e: ir.Subscript, base: ir.Expr, index: ir.SliceExpr) -> ir.Expr:
        """a.shape[:2]: a tuple of the lengths of the axes the slice picks,
        known when compiling (literal bounds, known rank)."""
        rank = ndops.parse_array_type(base.type)[1]
        bounds = [constant_of(p) if p is not None else (True, None)
                  for p in (index.lower, index.upper, index.step)]
        if rank is None or not all(ok and (v is None or type(v) is int) for ok, v in bounds):
            raise self.error(e.loc, "a slice of a.shape", "needs literal bounds and an array of "
                             "known rank (each item of the tuple is typed)",
                             "write the bounds as literals (a.shape[:2], a.shape[1:]) and "
                             "annotate the rank: np.ndarray[tuple[int, int], np.dtype[...]]")
        if bounds[2][1] == 0:
            raise self.error(e.loc, "a slice of a.shape with step 0", "raises ValueError in "
                             "Python", "use a nonzero step")
        picked = range(rank)[slice(*(v for _, v in bounds))]
        index = ir.SliceExpr(*(ir.Const(v, e.loc, type=ir.NONE if v is None else ir.INT)
                               for _, v in bounds), index.loc, type="slice")
        return ir.ArrayAttr(base, "shape", e.loc, type=types.make("tuple", *[ir.INT] * len(picked)),
                            index=index)

    def subscript(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        parsed = ndops.parse_array_type(value.type)
        if parsed is None:
            raise self.error(e.loc, f"subscript of a {value.type}", "only arrays can be "
                             "indexed in this version", "index an array, or use scalars")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        self.fi.inf.headers.add("pyaot/nd/shape.hpp")
        dtype, rank = parsed
        if len(indices) == 1 and ndops.is_array(indices[0].type):
            index_dtype = ndops.parse_array_type(indices[0].type)[0]
            name = "operator.getitem.bool_mask" if index_dtype == "bool" else \
                "operator.getitem.int_array"
            return self.call(self.ops.array_ops[name], [value, indices[0]], {}, e.loc)
        if any(ndops.is_array(i.type) for i in indices):
            if any(is_newaxis(i) or is_ellipsis(i) for i in indices):
                raise self.error(e.loc, "None or ... among array indices", "is not supported "
                                 "yet", "index first (a[rows, cols]), then add the axis in a "
                                 "second subscript: a[rows, cols][:, None]")
            if not any(isinstance(i, ir.SliceExpr) for i in indices):
                return self._advanced(e, value, indices)
            return self._fancy_on_axis(e, value, indices)
        indices = self._expand_ellipsis(e, indices, rank)
        runtime = _Args()
        expr = runtime.add(value)
        ints = [i for i in indices if not isinstance(i, ir.SliceExpr) and not is_newaxis(i)]
        if len(ints) == len(indices) and (rank is None or len(indices) == rank):
            if rank is None:
                raise self.error(e.loc, "indexing an array of unknown rank",
                                 "the result may be an element or an array",
                                 "annotate the rank: np.ndarray[tuple[int, int], "
                                 f"np.dtype[np.{dtype}]]")
            scalar = ndops.SCALAR_OF_DTYPE.get(dtype)
            if scalar is None:
                raise self.error(e.loc, f"element of a {dtype} array", "has no exact Python "
                                 f"scalar type (NumPy computes with numpy.{dtype} scalars)",
                                 "convert the array with .astype(np.float64) first")
            idx = ", ".join(runtime.add(self.fi.convert(i, ir.INT, "index")) for i in indices)
            return ir.Call("nd", "ndarray.getitem", runtime.exprs, e.loc, type=scalar,
                           target=f"static_cast<{_SCALAR_CPP[scalar]}>({expr}.at({idx}))")
        expr, new_rank = self._basic_view(e.loc, expr, indices, rank, runtime)
        return ir.Call("nd", "ndarray.getitem", runtime.exprs, e.loc,
                       type=ndops.array_type(dtype, new_rank), target=expr)

    def _basic_view(self, loc: ir.Loc, expr: str, indices: list[ir.Expr], rank: int | None,
                    runtime: "_Args") -> tuple[str, int | None]:
        """The view NumPy's basic indexing makes (ints, slices, None; `...`
        already expanded) of the C++ array `expr`, and its rank."""
        consumed = [i for i in indices if not is_newaxis(i)]
        if rank is not None and len(consumed) > rank:
            raise self.error(loc, "subscript", f"has {len(consumed)} indices for an array of "
                             f"rank {rank} (IndexError in Python)", "use one index per axis")
        axis = 0  # the axis of the result so far that the next index applies to
        ints = 0
        for i in indices:
            if is_newaxis(i):
                expr = f"pyaot::nd::expand_dims({expr}, {axis})"
                axis += 1
            elif isinstance(i, ir.SliceExpr):
                expr = self._slice(expr, axis, i, runtime)
                axis += 1
            else:
                k = runtime.add(self.fi.convert(i, ir.INT, "index"))
                expr = f"pyaot::nd::take_index({expr}, {axis}, {k})"
                ints += 1
        new_rank = None if rank is None else rank - ints + len(indices) - len(consumed)
        return expr, new_rank

    def _store_view(self, s: ir.StoreItem, array: ir.Expr, indices: list[ir.Expr],
                    value: ir.Expr) -> ir.Stmt:
        """a[1:3] = v, a[:, 0] = 0.0, a[i] = row: v (an array or a number)
        broadcast into the view the indices make, cast to a's dtype."""
        dtype, rank = ndops.parse_array_type(array.type)
        if not ndops.is_array(value.type) and value.type not in (ir.INT, ir.FLOAT, ir.BOOL):
            raise self.error(value.loc, f"assignment of {value.type} to a part of an array",
                             "needs an array or a number", "assign an array, or an int, float "
                             "or bool")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        indices = self._expand_ellipsis(s, indices, rank)
        runtime = _Args()
        val = runtime.add(value)
        view, _ = self._basic_view(s.loc, runtime.add(array), indices, rank, runtime)
        # Python evaluates the value before the indices (see store_item).
        call = ir.Call("nd", "ndarray.setitem", runtime.exprs, s.loc, type=ir.NONE,
                       target=f"[&] {{ auto&& pyaot_value = {val}; "
                              f"pyaot::nd::store_view({view}, pyaot_value); }}()")
        return ir.ExprStmt(call, s.loc)

    def _expand_ellipsis(self, e: ir.Subscript | ir.StoreItem, indices: list[ir.Expr],
                         rank: int | None) -> list[ir.Expr]:
        """a[..., k]: `...` stands for `:` on every axis the other indices
        leave (none when they take them all)."""
        where = [k for k, i in enumerate(indices) if is_ellipsis(i)]
        if not where:
            return indices
        if len(where) > 1:
            raise self.error(e.loc, "subscript with two '...'", "is refused by NumPy "
                             "(IndexError: an index can only have a single ellipsis)",
                             "use one '...'")
        if rank is None:
            raise self.error(e.loc, "'...' in a subscript of an array of unknown rank",
                             "needs the rank to know how many axes it spans",
                             "annotate the rank: np.ndarray[tuple[int, int], np.dtype[...]]")
        taken = sum(1 for i in indices if not is_newaxis(i) and not is_ellipsis(i))
        k = where[0]
        full = [ir.SliceExpr(None, None, None, indices[k].loc, type="slice")
                for _ in range(max(rank - taken, 0))]
        return indices[:k] + full + indices[k + 1:]

    def _slice(self, expr: str, axis: int, i: ir.SliceExpr, runtime: "_Args") -> str:
        """The C++ view of `expr` sliced on `axis` by lower:upper:step."""
        parts = []
        for part in (i.lower, i.upper):
            if part is None:
                parts.append("std::nullopt")
            else:
                v = self.fi.convert(part, ir.INT, "slice bound")
                parts.append(f"std::optional<pyaot::nd::index_t>({runtime.add(v)})")
        step = "1" if i.step is None else runtime.add(self.fi.convert(i.step, ir.INT, "slice step"))
        return f"pyaot::nd::slice({expr}, {axis}, {parts[0]}, {parts[1]}, {step})"

    def _advanced(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a[rows, cols]: int arrays and ints only, broadcast together (NumPy's
        advanced indexing); the axes not indexed follow."""
        dtype, rank = ndops.parse_array_type(value.type)
        index_ranks = []
        for i in indices:
            parsed = ndops.parse_array_type(i.type)
            if parsed is None:
                index_ranks.append(0)
                continue
            if not parsed[0].startswith(("int", "uint")) or parsed[1] is None:
                raise self.error(i.loc, f"a {parsed[0]} array among several indices",
                                 "is not supported", "index with int arrays of known rank "
                                 "(np.ndarray[tuple[int], np.dtype[np.int64]])")
            index_ranks.append(parsed[1])
        if rank is None:
            raise self.error(e.loc, "indexing with several arrays", "needs the array's rank",
                             "annotate it: np.ndarray[tuple[int, int], np.dtype[...]]")
        runtime = _Args()
        expr = runtime.add(value)
        args = [runtime.add(i if ndops.is_array(i.type) else self.fi.convert(i, ir.INT, "index"))
                for i in indices]
        self.fi.inf.headers.add("pyaot/nd/extra.hpp")
        new_rank = max(index_ranks) + rank - len(indices)
        return ir.Call("nd", "ndarray.getitem", runtime.exprs, e.loc,
                       type=ndops.array_type(dtype, new_rank),
                       target=f"pyaot::nd::advanced_index({expr}, {', '.join(args)})")

    def _fancy_on_axis(self, e: ir.Subscript, value: ir.Expr, indices: list[ir.Expr]) -> ir.Expr:
        """a[:, idx], a[1:, mask]: one index array among slices. As NumPy does
        for a single advanced index, the slices make a view and the array picks
        along its own axis there (an int array's shape replaces that axis)."""
        dtype, rank = ndops.parse_array_type(value.type)
        arrays = [k for k, i in enumerate(indices) if ndops.is_array(i.type)]
        if len(arrays) > 1 or not all(isinstance(i, ir.SliceExpr) or ndops.is_array(i.type)
                                      for i in indices):
            raise self.error(e.loc, "indexing with arrays on several axes, or with an array and "
                             "an int", "is not supported yet",
                             "index one axis with an array and the others with slices (`:`), "
                             "or use np.take")
        (k,) = arrays
        index_dtype, index_rank = ndops.parse_array_type(indices[k].type)
        if rank is None or index_rank is None:
            raise self.error(e.loc, "indexing with an array on one axis", "needs the ranks of "
                             "the array and of the index", "annotate them: np.ndarray[tuple[int, "
                             "int], np.dtype[...]]")
        if len(indices) > rank:
            raise self.error(e.loc, "subscript", f"has {len(indices)} indices for an array of "
                             f"rank {rank} (IndexError in Python)", "use one index per axis")
        runtime = _Args()
        expr = runtime.add(value)
        for axis, i in enumerate(indices):
            if isinstance(i, ir.SliceExpr):
                expr = self._slice(expr, axis, i, runtime)
        index = runtime.add(indices[k])
        if index_dtype == "bool":
            if index_rank != 1:
                raise self.error(e.loc, "a boolean index of rank > 1 with slices", "is not "
                                 "supported", "use a 1-D mask on one axis, or a[mask] on the "
                                 "whole array")
            expr = f"pyaot::nd::mask_axis({expr}, {index}, {k})"
            new_rank = rank
        elif index_dtype.startswith(("int", "uint")):
            expr = f"pyaot::nd::take({expr}, {index}, pyaot::nd::index_t{{{k}}})"
            new_rank = rank - 1 + index_rank
        else:
            raise self.error(e.loc, f"indexing with a {index_dtype} array", "is refused by "
                             "NumPy (IndexError: arrays used as indices must be of integer or "
                             "boolean type)", "convert the index with .astype(np.int64)")
        self.fi.inf.headers.add("pyaot/nd/extra.hpp")
        return ir.Call("nd", "ndarray.getitem", runtime.exprs, e.loc,
                       type=ndops.array_type(dtype, new_rank), target=expr)

    def store_item(self, s: ir.StoreItem, array: ir.Expr, indices: list[ir.Expr],
                   value: ir.Expr) -> ir.Stmt:
        parsed = ndops.parse_array_type(array.type)
        if parsed is None:
            raise self.error(s.loc, f"item assignment to a {array.type}",
                             "only array elements can be assigned", "assign to an array element")
        dtype, rank = parsed
        if any(ndops.is_array(i.type) for i in indices):
            raise self.error(s.loc, "assignment through an index array or mask", "is not "
                             "supported yet", "build the result with np.where(mask, value, a), "
                             "or assign element by element in a loop")
        if any(isinstance(i, ir.SliceExpr) or is_newaxis(i) or is_ellipsis(i)
               for i in indices) or (rank is not None and len(indices) < rank):
            return self._store_view(s, array, indices, value)
        if rank is None or len(indices) != rank:
            raise self.error(s.loc, "element assignment", "needs one integer index per axis of "
                             "an array of known rank", "annotate the rank (np.ndarray[tuple[int, "
                             "int], np.dtype[...]]) and index every axis")
        if value.type not in (ir.INT, ir.FLOAT, ir.BOOL):
            raise self.error(value.loc, f"assignment of {value.type} to an array element",
                             "needs a number", "assign an int, float or bool")
        self.fi.inf.headers.add("pyaot/nd/python.hpp")
        runtime = _Args()
        arr = runtime.add(array)
        val = runtime.add(value)
        idx = ", ".join(runtime.add(self.fi.convert(i, ir.INT, "index")) for i in indices)
        # Python evaluates the value before the indices; C++ argument order is
        # unspecified, so the value is bound first (pyaot_*: no user name is).
        call = ir.Call("nd", "ndarray.setitem", runtime.exprs, s.loc, type=ir.NONE,
                       target=f"[&] {{ auto&& pyaot_value = {val}; "
                              f"pyaot::nd::store_item({arr}, pyaot_value, {idx}); }}()")
        return ir.ExprStmt(call, s.loc)


def is_newaxis(index: ir.Expr) -> bool:
    """None (np.newaxis) in a subscript: a new axis of length 1."""
    return isinstance(index, ir.Const) and index.value is None


def is_ellipsis(index: ir.Expr) -> bool:
    return isinstance(index, ir.Symbol) and index.value == "Ellipsis"


def bind_arguments(op: ArrayOp, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                   loc: ir.Loc) -> dict[str, ir.Expr]:
    """The arguments of a call of `op`, by parameter name."""
    params = list(op.params)
    bound: dict[str, ir.Expr] = {}
    rest = next((i for i, p in enumerate(params) if p.kind == "vararrays"), None)
    if rest is not None:  # f(fixed..., *operands)
        args = args[:rest] + [ir.TupleExpr(args[rest:], loc, type="tuple")]
    if op.range_start is not None and len(args) == 1 and params[1].name not in keywords:
        args = [ir.Const(op.range_start, loc, type=type(op.range_start).__name__), *args]
    if len(args) > len(params):
        raise CompileError(loc, f"call to {op.name}", f"passes {len(args)} positional "
                           f"arguments; it takes at most {len(params)}",
                           "pass the extra arguments by keyword")
    for p, a in zip(params, args):
        bound[p.name] = a
    names = {p.name for p in params}
    for k, v in keywords.items():
        if k not in names:
            raise CompileError(v.loc, f"keyword argument '{k}=' of {op.name}",
                               "is not supported", "supported parameters: " +
                               ", ".join(p.name for p in params))
        if k in bound:
            raise CompileError(v.loc, f"argument '{k}' of {op.name}", "is given twice "
                               "(TypeError in Python)", "pass it once")
        bound[k] = v
    for p in params:
        if p.name not in bound and not p.has_default:
            raise CompileError(loc, f"call to {op.name}", f"lacks argument '{p.name}' "
                               "(TypeError in Python)", f"pass {p.name}")
    return bound
