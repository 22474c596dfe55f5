"""Operator declarations (ops/decls/*.toml): the contract with the C++ library.

The tracer learns every operator it can stop at from these files: its Python
name, overloads with result types (the type rule), the C++ entry point and
header, the Python reference it is tested against, and its tolerance. See
ops/decls/README.md for the format.
"""

from __future__ import annotations

import importlib
import os
import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Callable

from pyaot.ir import BOOL, FLOAT, INT
from pyaot.ndops import ArrayOp, parse_array_op

# abspath, not resolve(): stay inside Bazel runfiles (see driver.REPO_ROOT).
DEFAULT_DECLS_DIR = Path(os.path.abspath(__file__)).parent.parent.parent / "ops" / "decls"

# Implicit promotions Python's numeric tower performs, and what each costs.
_PROMOTION_COST = {(BOOL, INT): 1, (BOOL, FLOAT): 2, (INT, FLOAT): 1}


@dataclass(frozen=True)
class Signature:
    args: tuple[str, ...]
    result: str
    cpp: str


@dataclass(frozen=True)
class Op:
    name: str  # Python name, e.g. "math.sqrt"
    header: str
    reference: str
    signatures: tuple[Signature, ...]
    tolerance: str = "exact"
    promote: bool = True
    variants: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    source: str = ""  # the declaring file, for messages

    def resolve(self, arg_types: list[str]) -> Signature | None:
        """The cheapest overload accepting `arg_types` (ties: first declared)."""
        best: tuple[int, Signature] | None = None
        for sig in self.signatures:
            if len(sig.args) != len(arg_types):
                continue
            cost = 0
            for have, want in zip(arg_types, sig.args):
                if have == want:
                    continue
                step = _PROMOTION_COST.get((have, want)) if self.promote else None
                if step is None:
                    cost = -1
                    break
                cost += step
            if cost >= 0 and (best is None or cost < best[0]):
                best = (cost, sig)
        return best[1] if best else None

    def describe_signatures(self) -> str:
        return "; ".join(f"({', '.join(s.args)}) -> {s.result}" for s in self.signatures)


@dataclass(frozen=True)
class Constant:
    name: str  # e.g. "math.pi"
    type: str
    reference: str

    def value(self) -> Any:
        return resolve_reference(self.reference)


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
class OpTable:
    ops: dict[str, Op]
    constants: dict[str, Constant]
    array_ops: dict[str, ArrayOp] = field(default_factory=dict)

    def reference_callable(self, name: str) -> Callable[..., Any]:
        return resolve_reference(self.ops[name].reference)


def _parse_op(name: str, table: dict[str, Any], source: str) -> Op:
    try:
        sigs = tuple(
            Signature(tuple(s["args"]), s["result"], s["cpp"]) for s in table["signatures"]
        )
        return Op(
            name=name,
            header=table["header"],
            reference=table["reference"],
            signatures=sigs,
            tolerance=table.get("tolerance", "exact"),
            promote=table.get("promote", True),
            variants=table.get("variants", {}),
            source=source,
        )
    except KeyError as missing:
        raise ValueError(f"{source}: operator {name!r} lacks required key {missing}") from None


@cache
def load(decls_dir: str | Path = DEFAULT_DECLS_DIR) -> OpTable:
    ops: dict[str, Op] = {}
    array_ops: dict[str, ArrayOp] = {}
    constants: dict[str, Constant] = {}
    for path in sorted(Path(decls_dir).glob("*.toml")):
        data = tomllib.loads(path.read_text())
        for name, table in data.get("op", {}).items():
            known = ops.get(name) or array_ops.get(name)
            if known:
                raise ValueError(f"{path}: operator {name!r} already declared in {known.source}")
            if "kind" in table:  # array operators: see pyaot.ndops
                array_ops[name] = parse_array_op(name, table, str(path))
            else:
                ops[name] = _parse_op(name, table, str(path))
        for name, table in data.get("const", {}).items():
            constants[name] = Constant(name, table["type"], table["reference"])
    if not ops:
        raise ValueError(f"no operator declarations found in {decls_dir}")
    return OpTable(ops, constants, array_ops)
