"""Input generation (hypothesis) for array operators.

Each parameter kind has a default strategy; a declaration's `strategies`
table names another for parameters whose valid values depend on the others
("reshape_of:a": a shape with a's size). Parameters are drawn in declaration
order, so a strategy may look at the values drawn before it. Arrays come in
every layout NumPy programs meet: C-contiguous, transposed, reversed and
strided views, empty, and 0-d; floats include NaN, infinities and -0.0.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from pyaot.ndops import ArrayOp

MAX_SIDE = 5
# Subscripts the harness draws for numpy.einsum (two operands).
EINSUM_CASES = ["ij,jk->ik", "ij,ij->ij", "i,i->", "ij,j->i", "ij,kj->ik", "i,j->ij", "ij,ij->",
                "bij,bjk->bik", "ij,jk", "ik,kj->ji", "ii,i->i"]


def elements(dtype: str, bounded: bool = False, finite: bool = False) -> st.SearchStrategy:
    if dtype.startswith("float") and finite:
        return st.floats(-1e6, 1e6, width=np.dtype(dtype).itemsize * 8)
    if dtype.startswith("float") and bounded:
        # Small enough that no product or sum of a few overflows.
        limit = np.dtype(dtype).type(min(1e100, float(np.finfo(dtype).max) ** 0.5 / 16))
        limit = float(np.nextafter(limit, limit.dtype.type(0)))  # exactly representable
        finite = st.floats(-limit, limit, width=np.dtype(dtype).itemsize * 8)
        return finite | st.sampled_from([math.nan, math.inf, -math.inf])
    if dtype.startswith("float"):
        return hnp.from_dtype(np.dtype(dtype), allow_nan=True, allow_infinity=True,
                              allow_subnormal=True)
    return hnp.from_dtype(np.dtype(dtype))


def layout(draw: Callable, base: np.ndarray) -> np.ndarray:
    """The same values as `base`, presented as NumPy programs meet them:
    contiguous, or a transposed, reversed or strided view of a larger array."""
    how = draw(st.sampled_from(["contiguous", "contiguous", "transposed", "reversed", "strided"]))
    if how == "transposed" and base.ndim >= 2:
        return np.ascontiguousarray(base.T).T
    if how == "reversed" and base.ndim >= 1:
        return np.ascontiguousarray(base[::-1])[::-1]
    if how == "strided" and base.ndim >= 1:
        wide = np.zeros((base.shape[0] * 2,) + base.shape[1:], dtype=base.dtype)
        wide[::2] = base
        return wide[::2]
    return base


def array_of(draw: Callable, dtype: str, shape: tuple[int, ...], bounded: bool = False,
             finite: bool = False) -> np.ndarray:
    base = draw(hnp.arrays(np.dtype(dtype), shape, elements=elements(dtype, bounded, finite)))
    return layout(draw, base)


def shapes(min_dims: int = 0, max_dims: int = 3, min_side: int = 0) -> st.SearchStrategy:
    return hnp.array_shapes(min_dims=min_dims, max_dims=max_dims, min_side=min_side,
                            max_side=MAX_SIDE)


def ndim_of(value: Any) -> int:
    if isinstance(value, list):
        return value[0].ndim if value else 1
    return np.ndim(value)


def reshape_target(draw: Callable, size: int) -> tuple[int, ...]:
    """A shape with `size` elements (sometimes with a -1, rarely impossible)."""
    if size == 0:
        dims = draw(st.lists(st.integers(0, 3), min_size=1, max_size=3))
        dims[draw(st.integers(0, len(dims) - 1))] = 0
    else:
        dims, rest = [], size
        for _ in range(draw(st.integers(0, 2))):
            d = draw(st.sampled_from([d for d in range(1, rest + 1) if rest % d == 0]))
            dims.append(d)
            rest //= d
        dims.append(rest)
        if draw(st.booleans()):
            dims[draw(st.integers(0, len(dims) - 1))] = -1
    if draw(st.integers(0, 20)) == 0:  # sometimes an impossible shape: NumPy's ValueError
        dims.append(3)
    return tuple(dims)


class Drawer:
    """Draws one call's arguments for an entry, in declaration order."""

    def __init__(self, op: ArrayOp, types: dict[str, str], draw: Callable):
        self.op, self.types, self.draw = op, types, draw
        self.values: dict[str, Any] = {}
        self.bounded = op.strategies.get("elements") == "bounded"
        # Pixels are finite: OpenCV's fixed-point and SIMD paths make no
        # promise about NaN and infinities.
        self.finite = op.strategies.get("elements") == "finite"
        # An array other parameters depend on is drawn in the form they need.
        self.role: dict[str, str] = {}
        for target, how in op.strategies.items():
            if target == "elements":
                continue
            name, _, of = how.partition(":")
            if name == "matmul_partner":
                self.role.setdefault(of, "matmul_operand")

    def shared_shapes(self) -> dict[str, tuple[int, ...]]:
        """Mutually broadcastable shapes for the array parameters that have
        no strategy of their own (ufunc-like operands)."""
        names = [p.name for p in self.op.params if p.kind in ("array", "boolarray")
                 and p.name not in self.op.strategies and p.name not in self.role]
        if not names:
            return {}
        drawn = self.draw(hnp.mutually_broadcastable_shapes(num_shapes=len(names), max_dims=3,
                                                            max_side=MAX_SIDE))
        return dict(zip(names, drawn.input_shapes))

    def arguments(self) -> dict[str, Any]:
        shared = self.shared_shapes()
        for p in self.op.params:
            how = self.op.strategies.get(p.name) or self.role.get(p.name) or ""
            if p.kind == "dtype":
                self.values[p.name] = self.types.get(p.name, p.default)
                continue
            self.values[p.name] = self.value(p.name, p.kind, how, shared, p.default, p.has_default)
        return self.values

    def value(self, name: str, kind: str, how: str, shared: dict, default: Any,
              has_default: bool) -> Any:
        draw = self.draw
        strategy, _, of = how.partition(":")
        ref = self.values.get(of)
        dtype = self.types.get(name)
        if kind in ("array", "boolarray"):
            dtype = "bool" if kind == "boolarray" else dtype
            return array_of(draw, dtype, self.array_shape(strategy, ref, shared.get(name)),
                            self.bounded, self.finite)
        if kind == "arrays":
            shape = draw(shapes(min_dims=1))
            count = draw(st.integers(1, 3))
            arrays = [array_of(draw, dtype, shape, self.bounded) for _ in range(count)]
            if count > 1 and draw(st.integers(0, 8)) == 0:  # mismatched: NumPy's ValueError
                odd = list(shape)
                odd[draw(st.integers(0, len(odd) - 1))] += 1
                arrays[-1] = array_of(draw, dtype, tuple(odd))
            return arrays
        if strategy in ("axis_of", "axis_of_plus1"):
            n = ndim_of(ref) + (strategy == "axis_of_plus1")
            return draw(st.integers(-n - 1, n))  # one past either end: NumPy's AxisError
        if kind == "axis":
            n = ndim_of(self.values[self.first_array()])
            return draw(st.one_of(
                st.none(), st.integers(-n, max(n - 1, -n)),
                st.lists(st.integers(0, max(n - 1, 0)), unique=True, max_size=n).map(tuple)
                if n else st.none()))
        if kind == "optint":
            if strategy == "optcount":
                return draw(st.one_of(st.none(), st.integers(0, 6)))
            n = ndim_of(self.values[self.first_array()])
            return draw(st.one_of(st.none(), st.integers(-n, max(n - 1, -n)))) if n else None
        if strategy == "image_size":
            return (draw(st.integers(1, 9)), draw(st.integers(1, 9)))
        if kind in ("shape", "optshape"):
            if strategy == "reshape_of":
                return reshape_target(draw, int(np.size(ref)))
            if strategy == "perm_of":
                n = ndim_of(ref)
                return draw(st.one_of(st.none(), st.permutations(range(n)).map(tuple)))
            if strategy == "broadcast_of":
                base = list(np.shape(ref))
                lead = draw(st.lists(st.integers(0, 3), max_size=2))
                target = lead + [draw(st.integers(0, 3)) if d == 1 else d for d in base]
                return tuple(target)
            return draw(st.lists(st.integers(0, 4), max_size=3).map(tuple))
        if kind == "str" and strategy.startswith("choice"):
            return draw(st.sampled_from(of.split("|")))
        if strategy == "einsum_subscripts":
            return draw(st.sampled_from(EINSUM_CASES))
        if kind == "vararrays":
            spec = ref.replace(" ", "")
            lhs = spec.split("->")[0].split(",")
            sizes = {c: draw(st.integers(0, 3)) for c in sorted(set("".join(lhs)))}
            if draw(st.integers(0, 10)) == 0 and sizes:  # mismatched: NumPy's ValueError
                sizes[sorted(sizes)[0]] += 1
                return [array_of(draw, dtype, tuple(sizes[c] + (k and c == sorted(sizes)[0])
                                                    for c in labels), self.bounded)
                        for k, labels in enumerate(lhs)]
            return [array_of(draw, dtype, tuple(sizes[c] for c in labels), self.bounded)
                    for labels in lhs]
        if kind == "nested":
            # Non-empty: an empty list's dtype is float64 whatever the entry
            # (the tracer types `[]` separately).
            shape = draw(shapes(max_dims=3, min_side=1))
            element_type = self.types.get(name, "py:float")
            values = {"py:int": st.integers(-300, 300) | st.integers(-(2**63), 2**63 - 1),
                      "py:float": st.floats(), "py:bool": st.booleans()}[element_type]

            def build(dims: tuple[int, ...]) -> Any:
                if not dims:
                    return draw(values)
                return [build(dims[1:]) for _ in range(dims[0])]
            return build(shape) if shape else [draw(values)]
        if kind == "pads":
            # np.pad's forms: an int, a pair, one pair per axis (sometimes one
            # row too many: NumPy's ValueError), now and then negative (ValueError).
            n = ndim_of(ref)
            width = st.integers(-1 if draw(st.integers(0, 10)) == 0 else 0, 3)
            form = draw(st.integers(0, 3))
            if form == 0:
                return draw(width)
            if form == 1:
                return (draw(width), draw(width))
            rows = max(n, 1) + (draw(st.integers(0, 8)) == 0)
            return tuple((draw(width), draw(width)) for _ in range(rows if form == 2 else 1))
        if kind == "intarray":
            # Indices around the valid range of the largest axis (one past
            # either end now and then: NumPy's IndexError).
            n = max(np.shape(ref)) if strategy == "indices_of" and np.ndim(ref) else 3
            shape = draw(shapes(max_dims=2))
            return draw(hnp.arrays(np.int64, shape, elements=st.integers(-n - 1, n)))
        if kind == "optfloat":
            return draw(st.one_of(st.none(), st.floats(-10, 10, allow_nan=False)))
        if strategy == "tolerance_value":
            return draw(st.sampled_from([0.0, 1e-8, 1e-5, 1e-3, 0.5]))
        if strategy == "positive_float":
            return draw(st.sampled_from([2.0, 10.0, 0.5, math.e]))
        if strategy == "same_sign_float":
            sign = self.values.get("start", 1.0)
            value = draw(st.floats(0.001, 1000))
            if draw(st.integers(0, 15)) == 0:
                return 0.0  # NumPy's ValueError: a geometric sequence cannot include zero
            return -value if (isinstance(sign, float) and sign < 0) or \
                (not self.values and draw(st.booleans())) else value
        if strategy == "interpolation":
            return draw(st.sampled_from([0, 1, 3]))
        if strategy == "color_code":
            return draw(st.sampled_from([4, 6, 7, 8]))
        if strategy == "channel_vector":
            c = np.shape(ref)[0] if np.ndim(ref) else 1
            n = c if draw(st.integers(0, 10)) else c + 1  # sometimes wrong: ValueError
            values = st.floats(0.1, 10, width=np.dtype(dtype).itemsize * 8)
            return draw(hnp.arrays(np.dtype(dtype), (n,), elements=values))
        if kind == "int":
            if strategy in ("count",):
                return draw(st.integers(0, 6))
            if strategy == "offset":
                return draw(st.integers(-4, 4))
            if strategy == "sections":
                return draw(st.integers(1, 4))
            return draw(st.integers(0, 2)) if has_default else draw(st.integers(-3, 3))
        if kind == "bool":
            return draw(st.booleans())
        if kind == "side":
            return draw(st.sampled_from(["left", "right"]))
        if kind == "float":
            return draw(st.floats(-100, 100, allow_nan=False))
        if kind == "number":
            python_type = self.types.get(name, "float")
            low = 0.25 if strategy == "nonzero_small_number" else 0
            if python_type == "int":
                v = draw(st.integers(-10, 10))
                return v if not low or v else 1
            v = draw(st.floats(-10, 10, allow_nan=False))
            return v if not low or abs(v) >= low else math.copysign(low, v or 1.0)
        if kind == "ord":
            n = ndim_of(ref)
            choices = [None, 1, 2, math.inf, -math.inf, 0, 3] if n <= 1 else [None, 1, math.inf]
            return draw(st.sampled_from(choices))
        raise ValueError(f"no strategy for parameter {name} of kind {kind} ({how!r})")

    def first_array(self) -> str:
        for p in self.op.params:
            if p.kind in ("array", "arrays"):
                return p.name
        raise ValueError(f"{self.op.name}: axis parameter without an array")

    def array_shape(self, strategy: str, ref: Any, shared: tuple[int, ...] | None) -> tuple:
        draw = self.draw
        n = draw(st.integers(0, 4))
        if strategy == "vector_or_matrix":
            return draw(shapes(min_dims=1, max_dims=2))
        if strategy == "matmul_operand":  # a vector, a matrix or a stack of matrices
            return draw(shapes(min_dims=1, max_dims=3))
        if strategy == "matmul_partner":
            inner = np.shape(ref)[-1] if np.ndim(ref) else 1
            if draw(st.integers(0, 10)) == 0:
                inner += 1  # mismatched: NumPy's ValueError
            if np.ndim(ref) == 3 and draw(st.booleans()):  # a stack, broadcast or not
                batch = draw(st.sampled_from([np.shape(ref)[0], 1, 2]))
                return (batch, inner, draw(st.integers(0, 4)))
            return (inner,) if draw(st.booleans()) else (inner, draw(st.integers(0, 4)))
        if strategy == "vector":
            return (n,)
        if strategy == "same_length":
            return np.shape(ref)
        if strategy == "matrix":
            return (n, draw(st.integers(0, 4)))
        if strategy in ("square_matrix", "well_conditioned_matrix"):
            # Now and then a stack of matrices (linalg loops over leading axes).
            return (n, n) if draw(st.integers(0, 3)) else (draw(st.integers(1, 3)), n, n)
        if strategy == "rhs_of":
            m = np.shape(ref)[-1]
            if np.ndim(ref) == 3 and draw(st.booleans()):  # a stack of right-hand sides
                return (draw(st.sampled_from([np.shape(ref)[0], 1])), m, draw(st.integers(1, 3)))
            return (m,) if draw(st.booleans()) else (m, draw(st.integers(1, 3)))
        if strategy == "nonscalar":
            return draw(shapes(min_dims=1))
        if strategy in ("image", "color_image"):
            hw = (draw(st.integers(1, 7)), draw(st.integers(1, 7)))
            channels = [None, 1, 3, 4] if strategy == "image" else [None, 3, 3, 4]
            c = draw(st.sampled_from(channels))
            return hw if c is None else hw + (c,)
        if strategy == "chw_image":
            return (draw(st.integers(1, 3)), draw(st.integers(1, 7)), draw(st.integers(1, 7)))
        if strategy == "sorted_vector":
            return (n,)
        if strategy == "same_shape":
            shape = tuple(np.shape(ref))
            if shape and draw(st.integers(0, 10)) == 0:  # mismatched: NumPy's error
                return shape[:-1] + (shape[-1] + 1,)
            return shape
        if strategy == "leading_shape":  # a boolean index of a's first k axes
            lead = list(np.shape(ref)[:draw(st.integers(0, np.ndim(ref)))])
            if lead and draw(st.integers(0, 8)) == 0:  # mismatched (IndexError) or empty
                d = draw(st.integers(0, len(lead) - 1))
                lead[d] = draw(st.sampled_from([0, lead[d] + 1]))
            return tuple(lead)
        if strategy == "vectors3":
            return draw(st.lists(st.integers(0, 3), max_size=2).map(tuple)) + (3,)
        if strategy == "counts":
            return (n,)
        if shared is not None:
            return shared
        return draw(shapes())


def adjust(op: ArrayOp, values: dict[str, Any]) -> dict[str, Any]:
    """Post-draw fix-ups a strategy names: a well-conditioned matrix
    (diagonally dominant), a sorted vector."""
    for name, how in op.strategies.items():
        if name == "elements":
            continue
        v = values.get(name)
        if how == "well_conditioned_matrix" and isinstance(v, np.ndarray):
            n = v.shape[-1]  # a matrix or a stack of them
            m = np.nan_to_num(v.astype(np.float64), nan=0.0, posinf=1.0, neginf=-1.0)
            m = np.clip(m, -1, 1) + np.eye(n) * (n + 1)
            values[name] = m.astype(v.dtype)
        elif how == "sorted_vector" and isinstance(v, np.ndarray):
            values[name] = np.sort(v)
        elif how == "counts" and isinstance(v, np.ndarray) and v.dtype != bool:
            # Non-negative counts, and now and then a negative one (ValueError).
            fixed = np.abs(v.astype(np.int64)) % 7
            if v.size and v.dtype.kind == "i" and int(v.flat[0]) % 9 == 1:
                fixed.flat[0] = -1
            values[name] = fixed.astype(v.dtype)
    return values
