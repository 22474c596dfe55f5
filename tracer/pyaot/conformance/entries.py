"""What the harness tests: one entry per operator x dtype signature (x named
variant for function operators; the elementwise engine's variants are a
runtime argument of every ufunc entry)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from pyaot import ndops
from pyaot.ndops import ArrayOp, UnsupportedSignature
from pyaot.opdecls import Op, OpTable

# Mixed operand dtypes tried for every binary ufunc, besides each dtype with
# itself: promotion across kinds and sizes, and weak Python scalars (NEP 50).
MIXED_BINARY = (("int8", "uint8"), ("int32", "float32"), ("bool", "float64"),
                ("int64", "uint64"), ("float64", "py:int"), ("int8", "py:int"), ("py:float", "float32"))
# Function operators are tried at these dtypes unless their declaration
# narrows them.
FUNCTION_DTYPES = ("bool", "int8", "uint8", "int32", "int64", "uint64", "float16", "float32",
                   "float64")
# Values tried for `dtype` parameters.
DTYPE_ARGUMENTS = ("float64", "float32", "int64", "int32", "uint8", "bool")


@dataclass(frozen=True)
class Entry:
    op: str  # operator name
    signature: tuple[tuple[str, str], ...]  # (parameter or operand index, dtype or weak type)
    out: str  # result dtype
    result: str  # "array" | "scalar" | "arrays"
    loops: tuple[str, ...] = ()  # ufunc loop dtypes
    variant: str = ""  # function operators: a named variant ("" = the default call)

    @property
    def types(self) -> dict[str, str]:
        return dict(self.signature)

    def label(self) -> str:
        sig = ", ".join(f"{k}={v}" for k, v in self.signature)
        return f"{self.op}({sig})" + (f" [{self.variant}]" if self.variant else "")


def ufunc_entries(op: ArrayOp) -> list[Entry]:
    nin = op.nin
    combos = [(d,) * nin for d in op.dtypes]
    if nin == 2:
        combos += list(MIXED_BINARY)
    out: list[Entry] = []
    for combo in combos:
        try:
            loops, result = ndops.ufunc_loops(op, list(combo))
        except UnsupportedSignature:
            continue
        sig = tuple((str(i), t) for i, t in enumerate(combo))
        out.append(Entry(op.name, sig, result, "array", tuple(loops)))
    return out


def function_entries(op: ArrayOp) -> list[Entry]:
    dtypes = op.dtypes if op.dtypes != ndops.DTYPES else FUNCTION_DTYPES
    array_params = [p.name for p in op.params if p.kind in ("array", "arrays", "vararrays")]
    number_params = [p.name for p in op.params if p.kind == "number"]
    dtype_params = [p.name for p in op.params if p.kind == "dtype"]
    nested_params = [p.name for p in op.params if p.kind == "nested"]
    signatures: list[dict[str, str]] = []
    if nested_params:
        signatures = [{p: t for p in nested_params} for t in ("py:int", "py:float", "py:bool")]
    elif array_params:
        signatures = [{p: d for p in array_params} for d in dtypes]
    elif number_params:
        signatures = [{p: t for p in number_params} for t in ("int", "float")]
    else:
        signatures = [{}]
    if dtype_params:
        optional = any(p.kind == "dtype" and p.default is None for p in op.params)
        choices = DTYPE_ARGUMENTS + ((None,) if optional else ())
        signatures = [dict(s, **{p: d}) for s in signatures for d in choices
                      for p in dtype_params]
    out: list[Entry] = []
    for sig in signatures:
        try:
            probed = ndops.probe_for_dtypes(op, sig)
        except UnsupportedSignature:
            continue
        for variant in ("", *sorted(op.variants)):
            out.append(Entry(op.name, tuple(sig.items()), probed.dtype, probed.kind,
                             variant=variant))
    return out


def entries_for(op: ArrayOp) -> list[Entry]:
    return ufunc_entries(op) if op.kind == "ufunc" else function_entries(op)


def scalar_entries(op: Op) -> list[Entry]:
    """Scalar operators (math, operator, builtins): one entry per declared
    overload, arguments and result as Python int/float/bool. None for a
    stateful operator (random.*): one call's result depends on the calls
    before it; the language suite compares whole seeded streams instead."""
    if op.stateful:
        return []
    return [Entry(op.name, tuple((str(i), t) for i, t in enumerate(sig.args)), sig.result,
                  "scalar", variant=f"sig{k}" if len(op.signatures) > 1 else "")
            for k, sig in enumerate(op.signatures) if sig.scalar]


def all_entries(table: OpTable, only: set[str] | None = None, scalars: bool = True) -> list[Entry]:
    out: list[Entry] = []
    for name in sorted(table.array_ops):
        if only is None or name in only:
            out += entries_for(table.array_ops[name])
    if scalars:
        for name in sorted(table.ops):
            if only is None or name in only:
                out += scalar_entries(table.ops[name])
    return out


def sample_per_operator(entries: list[Entry], count: int, seed: int) -> list[Entry]:
    """`count` entries of every operator (all of an operator's when it has
    fewer), chosen by `seed`, in their original order: a sample that covers
    every operator and, over changing seeds, every signature."""
    rng = random.Random(seed)
    by_op: dict[str, list[int]] = {}
    for i, entry in enumerate(entries):
        by_op.setdefault(entry.op, []).append(i)
    chosen = {i for indices in by_op.values()
              for i in rng.sample(indices, min(count, len(indices)))}
    return [entry for i, entry in enumerate(entries) if i in chosen]
