"""Type propagation for arrays: array operators, methods, attributes and
subscripts of ndarray values.

Types come from the operator declarations (pyaot.ndops): a ufunc's loop and
result dtypes are NumPy's own resolution; any other operator's result is what
its Python reference returns on tiny arrays of the argument dtypes and ranks.
Each typed call becomes an `nd` Call whose ir.ArraySpec says how each
parameter receives its value: the k-th runtime argument, a constant (axis=,
keepdims=, dtype=, shapes made of literals), or a runtime value in the form
the operator takes (a number as a 0-d array, a display as an array);
pyaot.emit.ndspell spells it.
"""

from __future__ import annotations

import ast
from typing import Any

import numpy as np

from pyaot import ir, ndops
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.ndops import ArrayOp, UnsupportedSignature
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


# NumPy's float power loop computes a single-element exponent of 2, 0.5 or -1
# as square, sqrt or reciprocal (x*x, not pow(x, 2): they differ in the last
# bit for ~0.07% of doubles under glibc, and sqrt(-0.0) is -0.0 where
# pow(-0.0, 0.5) is 0.0). With the exponent a constant the same ufunc is
# chosen here, so results are NumPy's bit for bit and x ** 2 costs a multiply.
POWER_FAST_PATHS = {2: "numpy.square", 0.5: "numpy.sqrt", -1: "numpy.reciprocal"}
FLOAT_DTYPES = ("float16", "float32", "float64")


def constant_number(e: ir.Expr) -> int | float | None:
    """e's value where it is a literal int or float (or its negation)."""
    if isinstance(e, ir.Call) and e.callee == "operator.neg" and len(e.args) == 1:
        inner = constant_number(e.args[0])
        return None if inner is None else -inner
    if isinstance(e, ir.Const) and type(e.value) in (int, float):
        return e.value
    return None


def power_fast_path(name: str, args: list[ir.Expr]) -> str | None:
    """The ufunc NumPy computes `base ** exponent` with, where that is not
    power: a float array raised to a constant 2, 0.5 or -1."""
    if name != "numpy.power" or len(args) != 2:
        return None
    base = ndops.parse_array_type(args[0].type)
    if not base or base[0] not in FLOAT_DTYPES:
        return None
    exponent = constant_number(args[1])
    return None if exponent is None else POWER_FAST_PATHS.get(exponent)


class _Args:
    """Runtime arguments of one nd call, in order; add returns the slot."""

    def __init__(self) -> None:
        self.exprs: list[ir.Expr] = []

    def add(self, e: ir.Expr) -> int:
        self.exprs.append(e)
        return len(self.exprs) - 1


def _arg(k: int) -> ir.ArrayOperand:
    return ir.ArrayOperand("arg", [k])


def _as_tuples(e: ir.Expr) -> ir.Expr:
    """A nested list display read as the same nested tuple display."""
    if isinstance(e, (ir.ListExpr, ir.TupleExpr)):
        return ir.TupleExpr([_as_tuples(x) for x in e.elts], e.loc, type="tuple")
    return e


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
        if not result.array.loops:  # @=: NumPy's in-place matmul is not modelled
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
        spec = ir.ArraySpec(result.array.operands, result.array.out, result.array.loops,
                            result="inplace")
        return ir.Call("nd", result.callee, result.args, loc, type=args[0].type,
                       variants=result.variants, variant=result.variant, array=spec)

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
        fast = power_fast_path(op.name, args)
        if fast is not None and not keywords:
            return self._ufunc(self.ops.array_ops[fast], args[:1], {}, loc)
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
        operands: dict[str, ir.ArrayOperand] = {}
        ranks = []
        for i, (a, loop) in enumerate(zip(args, loops)):
            m = runtime.add(a)
            parsed = ndops.parse_array_type(a.type)
            if parsed:
                operands[str(i)] = _arg(m)
                ranks.append(parsed[1])
            else:
                operands[str(i)] = ir.ArrayOperand("scalar", [m], dtype=loop)
        rank = None if None in ranks else max(ranks)
        return ir.Call("nd", op.name, runtime.exprs, loc, type=ndops.array_type(out, rank),
                       variants=list(op.variants), variant=op.default_variant,
                       array=ir.ArraySpec(operands, out, list(loops)))

    def _function(self, op: ArrayOp, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                  loc: ir.Loc) -> ir.Expr:
        bound = bind_arguments(op, args, keywords, loc)
        def absent(name: str) -> bool:
            return name not in bound or constant_of(bound[name]) == (True, None)

        nones = [p for p in op.if_none if absent(p)]
        if len(nones) > 1:
            raise self.error(loc, f"{op.name} with {' and '.join(nones)} both None",
                             "is not supported", "pass at least one of them")
        if nones:  # np.clip(a, 0, None), np.where(c): declared as another operator
            callee, names = op.if_none[nones[0]]
            if any(p.name not in names and p.name != nones[0] and p.name in bound
                   for p in op.params):  # np.where(c, None, y): a value, not a rewrite
                raise self.error(loc, f"{op.name} with {nones[0]} None and other arguments",
                                 "is not supported", f"pass {nones[0]}")
            return self.call(self.ops.array_ops[callee], [bound[n] for n in names], {}, loc)
        for p in op.params:
            if p.kind in ("array", "boolarray") and p.has_default and absent(p.name):
                raise self.error(loc, f"call to {op.name}", f"lacks argument '{p.name}' "
                                 "(an error in NumPy)", f"pass {p.name}")
        runtime = _Args()
        values: dict[str, ir.ArrayOperand] = {}
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
                    values[p.name] = ir.ArrayOperand("const", kind=p.kind, value=p.default)
                continue
            where = f"argument '{p.name}' of {op.name}"
            if p.kind in ("array", "boolarray"):
                parsed = ndops.parse_array_type(e.type)
                if parsed:
                    dtypes[p.name] = parsed[0]
                    values[p.name] = _arg(runtime.add(e))
                    if parsed[1] is None:
                        ranks_known = False
                    else:
                        ranks[p.name] = parsed[1]
                elif e.type in ndops.DTYPE_OF_SCALAR:
                    # A Python scalar stays weak (NEP 50) for the type rule;
                    # the C++ passes it as a 0-d array the operator casts.
                    dtype = ndops.DTYPE_OF_SCALAR[e.type]
                    dtypes[p.name] = "py:" + e.type
                    values[p.name] = ir.ArrayOperand("scalar", [runtime.add(e)], dtype=dtype)
                    ranks[p.name] = 0
                else:
                    raise self.error(e.loc, where, f"is {e.type}, not an array", "pass an array")
                if p.kind == "boolarray" and dtypes[p.name] not in ("bool", "py:bool"):
                    raise self.error(e.loc, where, f"is an array of {dtypes[p.name]}, not bool",
                                     "pass a comparison, e.g. a > 0")
            elif p.kind == "nested" and types.head(e.type) == "list":
                # np.array(xs): an empty list gives float64 whatever its static
                # element type, so only list[float] has one dtype at every length.
                item = types.args(e.type)[0]
                if item not in (ir.FLOAT, ir.INT, ir.BOOL):
                    raise self.error(e.loc, where, f"is a {types.python(e.type)}", "pass a "
                                     "list of numbers (a list of lists: np.stack of rows, or "
                                     "a nested list display)")
                if item != ir.FLOAT and "dtype" not in bound:
                    raise self.error(e.loc, where, f"is a {types.python(e.type)} without "
                                     "dtype= (NumPy makes an empty list float64, so the dtype "
                                     "would depend on the length)", "pass the dtype, e.g. "
                                     "np.array(xs, dtype=np.int64)")
                dtypes[p.name] = "py:" + item
                constants[p.name] = [ndops.WEAK["py:" + item](1)]
                values[p.name] = ir.ArrayOperand("list", [runtime.add(e)])
                ranks[p.name] = 1
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
                values[p.name] = ir.ArrayOperand("display", [runtime.add(x) for x in leaves],
                                                 dims=list(shape))
                ranks[p.name] = len(shape)
            elif p.kind == "pads":  # np.pad's pad_width: an int or nested tuples of ints
                shape, leaves = self._nested(_as_tuples(e), where)
                if any(x.type not in (ir.INT, ir.BOOL) for x in leaves) or len(shape) > 2:
                    raise self.error(e.loc, where, "is not an int, a pair of ints or a tuple "
                                     "of pairs", "write e.g. ((1, 1), (2, 2)) with int widths")
                values[p.name] = ir.ArrayOperand(
                    "widths", [runtime.add(self.fi.convert(x, ir.INT, where)) for x in leaves],
                    dims=list(shape))
                constants[p.name] = np.zeros(shape, dtype=np.int64)
            elif p.kind == "intarray":
                parsed = ndops.parse_array_type(e.type)
                if not parsed or parsed[0] not in ("int8", "int16", "int32", "int64", "uint8",
                                                   "uint16", "uint32", "uint64"):
                    raise self.error(e.loc, where, f"is {e.type}, not an integer array",
                                     "pass an array of integer indices")
                values[p.name] = _arg(runtime.add(e))
                if parsed[1] is None:
                    ranks_known = False
                else:
                    ranks[p.name] = parsed[1]
            elif p.kind == "arrays" and not isinstance(e, ir.TupleExpr) and \
                    types.head(e.type) in ("tuple", "list") and not types.is_vtuple(e.type):
                # A tuple value (np.stack(np.split(a, 3))) or a list of arrays
                # (np.hstack([f(h) for h in heads])): its members' types are known.
                parsed_types = {ndops.parse_array_type(m) for m in types.args(e.type)}
                if not parsed_types or None in parsed_types or \
                        len({t[0] for t in parsed_types}) != 1:
                    raise self.error(e.loc, where, "is not a tuple of arrays of one dtype",
                                     "pass (a, b, ...) with arrays of the same dtype "
                                     "(convert with .astype(...))")
                dtype = next(iter(parsed_types))[0]
                dtypes[p.name] = dtype
                values[p.name] = _arg(runtime.add(e))  # the C++ takes a tuple or a list as well
                t_ranks = {t[1] for t in parsed_types}
                if None in t_ranks or len(t_ranks) != 1:
                    ranks_known = False
                else:
                    ranks[p.name] = t_ranks.pop()
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
                values[p.name] = ir.ArrayOperand("spread" if p.kind == "vararrays" else "arrays",
                                                 [runtime.add(x) for x in elts], dtype=dtype)
                t_ranks = {t[1] for t in parsed_types}
                if p.kind == "vararrays":
                    # The probe needs as many operands as the call has.
                    constants[p.name] = [np.ones((3,) * (t[1] if t[1] is not None else 2),
                                                 dtype=t[0]) for t in
                                         (ndops.parse_array_type(x.type) for x in elts)]
                # Operands of several ranks (np.einsum("ij,j->i", a, v)) probe
                # at their own ranks: the result's rank is still known.
                if None in t_ranks or (len(t_ranks) != 1 and p.kind != "vararrays"):
                    ranks_known = False
                elif len(t_ranks) == 1:
                    ranks[p.name] = t_ranks.pop()
            elif p.kind == "dtype":
                ok, v = constant_of(e)
                if not ok or v not in ndops.DTYPES:
                    raise self.error(e.loc, where, "is not a dtype", "pass e.g. np.float32")
                dtypes[p.name] = v
            elif p.kind in ("shape",) and not constant_of(e)[0]:
                dims = e.elts if isinstance(e, ir.TupleExpr) else \
                    self._tuple_items(e, where) if types.head(e.type) == "tuple" else [e]
                shape_of = ir.ArrayOperand("shape")
                for d in dims:
                    d = self.fi.convert(d, ir.INT, f"dimension in {where}")
                    ok, v = constant_of(d)
                    shape_of.dims.append(v if ok else 0)
                    shape_of.slots.append(-1 if ok else runtime.add(d))
                values[p.name] = shape_of
                constants[p.name] = tuple(1 for _ in dims)
            elif p.kind in ("int", "float", "number", "bool") and not constant_of(e)[0]:
                if p.kind == "int":
                    v = self.fi.convert(e, ir.INT, where)
                    values[p.name] = _arg(runtime.add(v))
                elif p.kind == "bool":
                    values[p.name] = _arg(runtime.add(self.fi.convert(e, ir.BOOL, where)))
                else:
                    if p.kind == "number":
                        dtypes[p.name] = "int" if e.type in (ir.INT, ir.BOOL) else "float"
                    values[p.name] = ir.ArrayOperand("double", [runtime.add(e)])
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
                if p.name in op.choices and v not in op.choices[p.name]:
                    raise self.error(e.loc, where, f"{v!r} is not supported", "pass one of " +
                                     ", ".join(repr(c) for c in op.choices[p.name]))
                constants[p.name] = v
                try:
                    ndops.constant_value(p.kind, v)
                    values[p.name] = ir.ArrayOperand("const", kind=p.kind, value=v)
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

        def nd_call(result_type: str, result: str = "") -> ir.Call:
            return ir.Call("nd", op.name, runtime.exprs, loc, type=result_type,
                           variants=list(op.variants), variant=op.default_variant,
                           array=ir.ArraySpec(values, out, result=result))

        count, item = probed.count, ndops.array_type(out, probed.ndim)
        wrap = f"tuple:{count}"  # how the operator's vector becomes Python's value
        result_type = types.make("tuple", *[item] * count)
        if probed.kind == "arrays" and op.results.startswith("tuple:"):
            # As many arrays as a constant argument says (np.split's sections);
            # a count known only when the program runs gives NumPy's list.
            param = op.results[len("tuple:"):]
            ok, count = constant_of(bound[param])
            if ok and isinstance(count, int) and count >= 1:
                wrap, result_type = f"tuple:{count}", types.make("tuple", *[item] * count)
            elif not ok:
                wrap, result_type = "list", types.make("list", item)
            else:
                raise self.error(loc, f"{op.name}", f"{param}={count!r} is not a positive "
                                 "count", f"pass {param} as a positive int")
        if probed.kind == "arrays" and op.results.startswith("tuple") and ranks_known:
            # As many arrays as the ranks or a constant make: a tuple of known length.
            return nd_call(result_type, wrap)
        if probed.kind == "arrays":
            raise self.error(loc, f"{op.name}", "returns a list of arrays, which compiled code "
                             "cannot hold yet" + (" (its count depends on the rank: annotate "
                                                  "it)" if op.results else ""),
                             "slice the array instead")
        if probed.kind == "scalar":
            scalar = ndops.SCALAR_OF_DTYPE.get(out)
            if scalar is None:
                raise self.error(loc, f"{op.name} returning a numpy.{out} scalar",
                                 "has no exact Python scalar type (NumPy keeps computing in "
                                 f"{out})", "convert first, e.g. a.astype(np.float64), or keep "
                                 "the result as an array (keepdims=True)")
            return nd_call(scalar, "item")
        rank = probed.ndim if ranks_known and not op.dynamic_rank else None
        return nd_call(ndops.array_type(out, rank))

    def _tuple_items(self, e: ir.Expr, where: str) -> list[ir.Expr]:
        """The items of a tuple of ints passed as a shape (np.zeros(a.shape),
        np.ones(s)), each read from a name (or a.shape of a name) that
        reading twice does not change."""
        members = types.args(e.type)
        if types.is_vtuple(e.type) or any(m not in (ir.INT, ir.BOOL) for m in members):
            raise self.error(e.loc, where, f"is a {types.python(e.type)}", "pass a tuple of "
                             "ints of known length (a.shape of an array of known rank)")
        if isinstance(e, ir.Name):
            return [ir.TupleItem(e, e.loc, type=m, position=k) for k, m in enumerate(members)]
        if isinstance(e, ir.ArrayAttr) and isinstance(e.value, ir.Name):
            axes = range(ndops.parse_array_type(e.value.type)[1])
            if e.index is not None:
                axes = axes[slice(*(None if b is None else b.value
                                    for b in (e.index.lower, e.index.upper, e.index.step)))]
            return [ir.ArrayAttr(e.value, "shape", e.loc, type=ir.INT,
                                 index=ir.Const(k, e.loc, type=ir.INT)) for k in axes]
        raise self.error(e.loc, where, "is a tuple computed here", "assign the array (or the "
                         "tuple) to a variable first: y = ...; np.zeros(y.shape)")

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
        if e.attr == "dtype" and isinstance(value, ir.Name):
            # The dtype is static: a.dtype is the constant np.<dtype> (dtype=x.dtype).
            return ir.Symbol(f"numpy.{parsed[0]}", e.loc, type="symbol")
        raise self.error(e.loc, f"attribute '.{e.attr}' of an array", "is not supported",
                         "supported: .T, .ndim, .size, .shape, .dtype of a named array "
                         "(static, from the annotation)")


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
