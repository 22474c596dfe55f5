"""Encodes one call's arguments into the slots the C++ side reads
(ops/include/pyaot/nd/harness.hpp: Reader), in declaration order."""

from __future__ import annotations

import ctypes
import math
from typing import Any

import numpy as np

from pyaot.ndops import DTYPES, WEAK, ArrayOp


class ConfArray(ctypes.Structure):
    _fields_ = [("dtype", ctypes.c_int32), ("ndim", ctypes.c_int32),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("data", ctypes.c_void_p)]


class ConfArgs(ctypes.Structure):
    _fields_ = [("n_arrays", ctypes.c_int32), ("arrays", ctypes.POINTER(ConfArray)),
                ("n_ints", ctypes.c_int32), ("ints", ctypes.POINTER(ctypes.c_int64)),
                ("n_floats", ctypes.c_int32), ("floats", ctypes.POINTER(ctypes.c_double))]


class Encoder:
    def __init__(self) -> None:
        self.arrays: list[np.ndarray] = []
        self.ints: list[int] = []
        self.floats: list[float] = []

    def array(self, a: np.ndarray) -> None:
        a = np.asarray(a)
        if any(s % a.itemsize for s in a.strides):  # not element-aligned: copy
            a = np.ascontiguousarray(a)
        self.arrays.append(a)

    def axis(self, v: Any) -> None:
        if v is None:
            self.ints.append(0)
        elif isinstance(v, (tuple, list)):
            self.ints += [2, len(v), *map(int, v)]
        else:
            self.ints += [1, int(v)]

    def value(self, kind: str, v: Any) -> None:
        if kind in ("array", "boolarray", "intarray"):
            self.array(v)
        elif kind == "vararrays":
            for a in v:
                self.array(a)
        elif kind == "nested":
            a = np.array(v, dtype=object)
            flat = [x for x in a.reshape(-1)] if a.size else []
            self.ints += [a.ndim, *a.shape]
            for x in flat:
                if isinstance(x, float):
                    self.floats.append(x)
                else:
                    self.ints.append(int(x))
        elif kind == "pads":  # np.pad's widths: shape, then the ints in C order
            a = np.asarray(v, dtype=np.int64)
            self.ints += [a.ndim, *a.shape, *map(int, a.reshape(-1))]
        elif kind == "str":
            self.ints += [len(v), *map(ord, v)]
        elif kind == "arrays":
            self.ints.append(len(v))
            for a in v:
                self.array(a)
        elif kind == "axis":
            self.axis(v)
        elif kind == "optint":
            self.ints += [0] if v is None else [1, int(v)]
        elif kind in ("int", "bool"):
            self.ints.append(int(v))
        elif kind == "side":
            self.ints.append(int(v == "right"))
        elif kind in ("float", "number"):
            self.floats.append(float(v))
        elif kind == "shape":
            dims = v if isinstance(v, (tuple, list)) else (v,)
            self.ints += [len(dims), *map(int, dims)]
        elif kind == "optshape":
            if v is None:
                self.ints.append(0)
            else:
                self.ints += [1, len(v), *map(int, v)]
        elif kind in ("ord", "optfloat"):
            self.ints.append(0 if v is None else 1)
            self.floats.append(math.nan if v is None else float(v))
        elif kind == "dtype":
            pass
        else:
            raise ValueError(f"cannot encode kind {kind}")

    def weak(self, python_type: str, v: Any) -> None:
        if python_type == "py:float":
            self.floats.append(float(v))
        else:
            self.ints.append(int(v))

    def build(self) -> tuple[ConfArgs, list[Any]]:
        """The argument block, and the buffers that must outlive the call."""
        keep: list[Any] = []
        confs = (ConfArray * max(len(self.arrays), 1))()
        for i, a in enumerate(self.arrays):
            shape = (ctypes.c_int64 * max(a.ndim, 1))(*a.shape)
            strides = (ctypes.c_int64 * max(a.ndim, 1))(*(s // a.itemsize for s in a.strides))
            keep += [a, shape, strides]
            confs[i] = ConfArray(DTYPES.index(str(a.dtype)), a.ndim, shape, strides,
                                 a.ctypes.data)
        ints = (ctypes.c_int64 * max(len(self.ints), 1))(*self.ints)
        floats = (ctypes.c_double * max(len(self.floats), 1))(*self.floats)
        keep += [confs, ints, floats]
        return ConfArgs(len(self.arrays), confs, len(self.ints), ints, len(self.floats),
                        floats), keep


def encode_call(op: ArrayOp, types: dict[str, str], values: dict[str, Any],
                variant: int | None = None) -> Encoder:
    enc = Encoder()
    if op.kind == "ufunc":
        enc.ints.append(variant or 0)
        for i in range(op.nin):
            t = types[str(i)]
            if t in WEAK:
                enc.weak(t, values[str(i)])
            else:
                enc.array(values[str(i)])
        return enc
    for p in op.params:
        enc.value(p.kind, values[p.name])
    return enc
