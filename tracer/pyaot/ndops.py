"""Array operators (ops/decls/numpy_*.toml): declarations and dtype rules.

Two kinds of declaration (ops/decls/README.md has the format):

* `kind = "ufunc"`: a NumPy ufunc. Its operands are arrays or Python scalars
  (weak, NEP 50); the loop and result dtypes are NumPy's own answer
  (`ufunc.resolve_dtypes`), so promotion is exactly NumPy's by construction.
* `kind = "function"`: any other function, with typed `params` and a C++
  call template. Its result dtype is found by *probing*: the Python reference
  runs on tiny arrays of the argument dtypes, with the constant arguments
  the call site gives. The tracer and the conformance harness use the same
  rules, so what the harness checks is what compiled programs run.

Nothing here names an operator: adding one is a declaration plus its C++.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64")
# Python scalar operand types (weak under NEP 50) as they appear in signatures
# ("py:" keeps them apart from the dtype bool).
WEAK = {"py:int": int, "py:float": float, "py:bool": bool}

# Parameter kinds of `kind = "function"` declarations; see ops/decls/README.md.
PARAM_KINDS = ("array", "boolarray", "intarray", "arrays", "vararrays", "axis", "optint", "int",
               "bool", "float", "optfloat", "number", "shape", "optshape", "dtype", "ord",
               "side", "str", "nested", "pads")


class UnsupportedSignature(Exception):
    """NumPy itself rejects these operand types (or this library does not
    implement the loop NumPy would pick)."""


def resolve_reference(dotted: str) -> Any:
    """Imports `module.attr` (longest importable module prefix)."""
    parts = dotted.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(f"cannot resolve reference {dotted!r}")


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    default: Any = None
    has_default: bool = False


def _parse_default(kind: str, text: str) -> Any:
    if text == "None":
        return None
    if kind in ("bool",):
        return {"True": True, "False": False}[text]
    if kind in ("int", "optint", "axis"):
        return int(text)
    if kind in ("float", "number", "ord", "optfloat"):
        return int(text) if text.lstrip("-").isdigit() else float(text)
    return text  # dtype names, "left", strings


def parse_param(spec: str, source: str) -> Param:
    """"name: kind" or "name: kind = default"."""
    head, _, default = spec.partition("=")
    name, _, kind = head.partition(":")
    name, kind = name.strip(), kind.strip()
    if kind not in PARAM_KINDS:
        raise ValueError(f"{source}: parameter {spec!r}: unknown kind {kind!r} "
                         f"(one of {', '.join(PARAM_KINDS)})")
    if default.strip():
        return Param(name, kind, _parse_default(kind, default.strip()), True)
    return Param(name, kind)


@dataclass(frozen=True)
class ArrayOp:
    name: str  # the Python name, e.g. "numpy.add"
    kind: str  # "ufunc" | "function"
    header: str
    reference: str
    tolerance: str = "exact"
    functor: str = ""  # ufunc: the C++ functor
    cpp: str = ""  # function: C++ call template with {param} and {out}
    params: tuple[Param, ...] = ()
    variants: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    default_variant: str = ""  # the variant `cpp` (or the engine's default) is
    # what a variant needs of the target platform, e.g. {"threaded": ("threads",)}
    variant_requires: dict[str, tuple[str, ...]] = field(default_factory=dict, hash=False,
                                                         compare=False)
    dtypes: tuple[str, ...] = DTYPES
    strategies: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    method: str = ""  # also callable as ndarray.<method>
    examples: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    dynamic_rank: bool = False  # the result's rank depends on sizes (squeeze)
    mixed_loops: bool = False  # ufunc: accepts loops whose input dtypes differ
    # range-style positions (arange): a lone positional argument is the
    # second parameter (stop), and the first takes `range_start`
    range_start: Any = None
    # "tuple": the C++ returns a vector of arrays that is Python's tuple, as
    # many as the probe returns (np.nonzero: one per axis, fixed by the rank).
    results: str = ""
    # A parameter passed None means another operator: name -> (operator,
    # the parameters it takes), e.g. np.clip(a, 0, None) is np.maximum(a, 0).
    if_none: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict, hash=False,
                                                             compare=False)
    # The constant values a parameter may take where the C++ implements only
    # some of NumPy's (np.pad's mode: "constant").
    choices: dict[str, tuple[Any, ...]] = field(default_factory=dict, hash=False, compare=False)
    source: str = ""

    def reference_callable(self) -> Any:
        return resolve_reference(self.reference)

    @property
    def nin(self) -> int:
        if self.kind == "ufunc":
            return self.reference_callable().nin
        return sum(1 for p in self.params if p.kind in ("array", "boolarray"))

    def param(self, name: str) -> Param:
        for p in self.params:
            if p.name == name:
                return p
        raise KeyError(name)


def _parse_rewrite(text: str, source: str) -> tuple[str, tuple[str, ...]]:
    """"numpy.maximum(a, a_min)" -> ("numpy.maximum", ("a", "a_min"))."""
    callee, paren, rest = text.partition("(")
    if not paren or not rest.endswith(")"):
        raise ValueError(f"{source}: if_none entry {text!r} is not OP(param, ...)")
    return callee.strip(), tuple(a.strip() for a in rest[:-1].split(",") if a.strip())


def parse_array_op(name: str, table: dict[str, Any], source: str) -> ArrayOp:
    try:
        kind = table["kind"]
        common = dict(name=name, kind=kind, header=table["header"], reference=table["reference"],
                      tolerance=table.get("tolerance", "exact"),
                      dtypes=tuple(table.get("dtypes", DTYPES)),
                      strategies=dict(table.get("strategies", {})),
                      method=table.get("method", ""),
                      dynamic_rank=table.get("rank") == "dynamic",
                      examples=dict(table.get("examples", {})),
                      range_start=table.get("range_start"), results=table.get("results", ""),
                      if_none={k: _parse_rewrite(v, f"{source}: {name}")
                               for k, v in table.get("if_none", {}).items()},
                      choices={k: tuple(v) for k, v in table.get("choices", {}).items()},
                      source=source)
        if kind == "ufunc":
            return ArrayOp(functor=table["functor"], mixed_loops=table.get("mixed_loops", False),
                           variants={v: v for v in ELEMENTWISE_VARIANTS},
                           default_variant=DEFAULT_ELEMENTWISE,
                           variant_requires=ELEMENTWISE_REQUIRES, **common)
        if kind == "function":
            params = tuple(parse_param(p, f"{source}: {name}") for p in table["params"])
            variants = dict(table.get("variants", {}))
            default = table.get("default_variant", "")
            if variants and default not in variants:
                raise ValueError(f"{source}: operator {name!r}: default_variant must name one "
                                 f"of its variants ({', '.join(variants)})")
            requires = {v: tuple(r) for v, r in table.get("variant_requires", {}).items()}
            return ArrayOp(cpp=table["cpp"], params=params, variants=variants,
                           default_variant=default, variant_requires=requires, **common)
    except KeyError as missing:
        raise ValueError(f"{source}: operator {name!r} lacks required key {missing}") from None
    raise ValueError(f"{source}: operator {name!r}: unknown kind {kind!r} (ufunc or function)")


# The elementwise engine's variants, shared by every ufunc.
ELEMENTWISE_VARIANTS = ("contiguous", "strided", "threaded")
DEFAULT_ELEMENTWISE = "contiguous"
ELEMENTWISE_REQUIRES = {"threaded": ("threads",)}


# ----------------------------------------------------------------- type rules


def ufunc_loops(op: ArrayOp, operands: list[str]) -> tuple[list[str], str]:
    """Loop dtypes (one per operand) and the result dtype, as NumPy resolves
    them; `operands` are dtype names or weak Python scalar types ("int")."""
    ufunc = op.reference_callable()
    if len(operands) != ufunc.nin:
        raise UnsupportedSignature(f"{op.name} takes {ufunc.nin} operand(s), got {len(operands)}")
    given = tuple(WEAK[t] if t in WEAK else np.dtype(t) for t in operands)
    if all(t in WEAK for t in operands):
        raise UnsupportedSignature(f"{op.name} on Python scalars only: use the math module")
    try:
        resolved = ufunc.resolve_dtypes(given + (None,) * ufunc.nout)
    except (TypeError, np.exceptions.DTypePromotionError) as e:
        raise UnsupportedSignature(f"NumPy has no {op.name} loop for ({', '.join(operands)}): {e}")
    if ufunc.nout != 1:
        raise UnsupportedSignature(f"{op.name} has {ufunc.nout} outputs; not supported yet")
    loops = [str(d) for d in resolved[:ufunc.nin]]
    out = str(resolved[-1])
    if op.mixed_loops:
        # NumPy 2 compares a Python int with an integer array by value
        # (np.int8(0) < 128 is True, no OverflowError): compare as int64.
        loops = ["int64" if t == "py:int" and np.dtype(d).kind in "iub" else d
                 for t, d in zip(operands, loops)]
    for d in loops + [out]:
        if d not in DTYPES:
            raise UnsupportedSignature(f"{op.name} resolves to dtype {d}, which is not supported")
    if len(set(loops)) > 1 and not op.mixed_loops:
        raise UnsupportedSignature(f"{op.name}: NumPy's loop for ({', '.join(operands)}) mixes "
                                   f"dtypes {loops}; not supported")
    return loops, out


def reference_arguments(op: ArrayOp, values: dict[str, Any]) -> tuple[list, dict[str, Any]]:
    """How the Python reference is called: required parameters and array
    operands by position (NumPy's ufunc-like functions take no keywords for
    them: np.where(c, x, y)), the others by
    keyword, `vararrays` spread out; parameters absent from `values` left to
    their defaults."""
    args: list = []
    kwargs: dict[str, Any] = {}
    for p in op.params:
        if p.name not in values:
            continue
        value = values[p.name]
        if p.kind == "dtype":
            value = np.dtype(value) if value is not None else None
        if p.kind == "vararrays":
            args.extend(value)
        elif p.has_default and p.kind not in ("array", "boolarray"):  # operands: positional
            kwargs[p.name] = value
        else:
            args.append(value)
    return args, kwargs


@dataclass(frozen=True)
class ProbeResult:
    kind: str  # "array" | "scalar" | "arrays"
    dtype: str
    ndim: int | None = None  # of an array result
    count: int = 0  # of "arrays": how many the reference returned


def probe_value(kind: str, dtype: str | None, ndim: int, side: int = 1) -> Any:
    """A tiny stand-in value for a non-constant argument when probing."""
    if dtype in WEAK:  # a Python scalar where an array may go
        return WEAK[dtype](1)
    if kind == "intarray":
        return np.zeros((side,) * ndim, dtype=np.int64)
    if kind == "nested":  # a nested list of Python scalars
        value = WEAK.get(dtype or "py:float", float)(1)
        sample: Any = value
        for _ in range(max(ndim, 1)):
            sample = [sample] * side
        return sample
    if kind == "vararrays":
        return [np.ones((side,) * max(ndim, 1), dtype=dtype)] * 2
    if kind in ("array", "boolarray"):
        shape = (side,) * ndim
        return np.ones(shape, dtype="bool" if kind == "boolarray" else dtype)
    if kind == "arrays":
        return [np.ones((2,) * max(ndim, 1), dtype=dtype)] * 2
    return {"int": 1, "float": 0.5, "bool": False, "number": 1 if dtype == "int" else 0.5,
            "shape": (1, 1), "optint": None, "axis": None, "pads": 0}.get(kind)


def probe(op: ArrayOp, args: dict[str, Any]) -> ProbeResult:
    """Runs the reference on `args` (stand-ins for runtime values) and reports
    what it returns. Raises UnsupportedSignature when the reference rejects
    the argument types."""
    fn = op.reference_callable()
    call_args, kwargs = reference_arguments(op, args)
    try:
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = fn(*call_args, **kwargs)
    except Exception as e:  # noqa: BLE001 - any rejection by the reference
        raise UnsupportedSignature(f"{op.name} rejects these argument types: "
                                   f"{type(e).__name__}: {e}") from None
    if isinstance(result, (list, tuple)) and result and isinstance(result[0], np.ndarray):
        return ProbeResult("arrays", _dtype_name(result[0].dtype), result[0].ndim, len(result))
    if isinstance(result, np.ndarray):
        return ProbeResult("array", _dtype_name(result.dtype), result.ndim)
    return ProbeResult("scalar", _dtype_name(np.asarray(result).dtype))


def _int_constants(constants: dict[str, Any]) -> list[int]:
    """Sides that a constant may have to divide (np.split's sections)."""
    return sorted({v for v in constants.values()
                   if isinstance(v, int) and not isinstance(v, bool) and 3 < v <= 64})


def _dtype_name(dtype: Any) -> str:
    name = str(np.dtype(dtype))
    if name not in DTYPES:
        raise UnsupportedSignature(f"result dtype {name} is not supported")
    return name


def probe_for_dtypes(op: ArrayOp, dtypes: dict[str, str], constants: dict[str, Any] | None = None,
                     ndims: tuple[int, ...] = (2, 1, 3, 0),
                     ranks: dict[str, int] | None = None) -> ProbeResult:
    """The result for array parameters of the given dtypes (at the given
    `ranks`, or trying a few until the reference accepts one) and the given
    constants."""
    constants = constants or {}
    ranks = ranks or {}
    last: UnsupportedSignature | None = None
    first_array = next((p.name for p in op.params if p.kind in ("array", "arrays", "vararrays")), None)
    # Every array at one rank first; then the first at that rank and the
    # others 1-D (per-channel vectors, sorted keys).
    # Sides of 3 for operators that care (three colour channels).
    attempts = [(n, None, 3) for n in ndims] + [(n, None, 1) for n in ndims] + \
        [(n, 1, 1) for n in ndims] + [(n, None, 2) for n in ndims] + \
        [(n, None, c) for c in _int_constants(constants) for n in ndims]
    for ndim, others, side in attempts:
        args: dict[str, Any] = {}
        for p in op.params:
            if p.name in constants and p.kind == "shape" and constants[p.name] is not None:
                # Dimensions of 1 keep the rank and fit the size-1 probe arrays.
                dims = constants[p.name]
                dims = dims if isinstance(dims, (tuple, list)) else (dims,)
                args[p.name] = tuple(d if d < 0 else 1 for d in dims)
            elif p.name in constants:
                args[p.name] = constants[p.name]
            elif p.name in op.examples:
                args[p.name] = op.examples[p.name]
            elif p.kind in ("array", "boolarray", "arrays", "vararrays", "intarray", "number",
                            "nested"):
                rank = ndim if others is None or p.name == first_array else others
                args[p.name] = probe_value(p.kind, dtypes.get(p.name), ranks.get(p.name, rank), side)
            elif p.kind == "dtype":
                args[p.name] = dtypes.get(p.name, p.default)
            elif not p.has_default:
                args[p.name] = probe_value(p.kind, None, ndim)
        try:
            return probe(op, args)
        except UnsupportedSignature as e:
            last = e
    assert last is not None
    raise last


# ------------------------------------------------------------- constants


def constant_value(kind: str, value: Any) -> Any:
    """A constant argument of parameter kind `kind`, normalised (an int axis,
    a tuple shape, a float ord); ValueError or TypeError where the kind
    takes no such value. pyaot.emit.arrays spells what this returns."""
    if kind == "axis":
        if value is None:
            return None
        if isinstance(value, (tuple, list)):
            return tuple(int(v) for v in value)
        return int(value)
    if kind == "optint":
        return None if value is None else int(value)
    if kind in ("shape", "optshape"):
        if value is None:
            return None
        return tuple(int(d) for d in (value if isinstance(value, (tuple, list)) else (value,)))
    if kind == "bool":
        return bool(value)
    if kind == "side":
        return value == "right"
    if kind in ("ord", "optfloat"):
        return None if value is None else float(value)
    if kind == "str":
        return str(value)
    if kind in ("float", "number"):
        return float(value)
    if kind == "int":
        return int(value)
    raise ValueError(f"no constant of kind {kind}")


# ---------------------------------------------------------------- array types


def array_type(dtype: str, ndim: int | None = None) -> str:
    """The IR type of an array: "ndarray[float64]" or, rank known, "ndarray[float64,2]"."""
    return f"ndarray[{dtype}]" if ndim is None else f"ndarray[{dtype},{ndim}]"


def parse_array_type(t: str | None) -> tuple[str, int | None] | None:
    """(dtype, ndim or None) for an array type, None for anything else."""
    if not t or not t.startswith("ndarray[") or not t.endswith("]"):
        return None
    dtype, _, ndim = t[len("ndarray["):-1].partition(",")
    return dtype, (int(ndim) if ndim else None)


def is_array(t: str | None) -> bool:
    return parse_array_type(t) is not None


# A scalar result of an array operator becomes the Python scalar of the same
# value: exact for these dtypes. Narrow floats are refused (NumPy keeps
# float32 arithmetic in float32; Python floats would compute differently).
SCALAR_OF_DTYPE = {"bool": "bool", "int8": "int", "int16": "int", "int32": "int",
                   "int64": "int", "uint8": "int", "uint16": "int", "uint32": "int",
                   "float64": "float"}
# The dtype NumPy gives a Python scalar made into an array.
DTYPE_OF_SCALAR = {"bool": "bool", "int": "int64", "float": "float64"}
