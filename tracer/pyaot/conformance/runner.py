"""Runs entries through the C++ library and the Python reference; compares.

`python -m pyaot.conformance.runner [--deep] [--op NAME ...] [--report FILE]`
builds the library (cached), runs every entry with hypothesis-generated
inputs, and prints per operator: pass/fail, entries, inputs tried, and for a
failure the shrunk input. CI runs the bounded mode; --deep runs far more
inputs per entry.
"""

from __future__ import annotations

import argparse
import builtins
import ctypes
import json
import sys
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from pyaot import ndops, opdecls, openblas
from pyaot.conformance import entries as entries_mod
from pyaot.conformance import libgen
from pyaot.conformance.encode import ConfArgs, Encoder, encode_call
from pyaot.conformance.entries import Entry
from pyaot.conformance.strategies import Drawer, adjust, array_of
from pyaot.ndops import ELEMENTWISE_VARIANTS, WEAK, ArrayOp

DEFAULT_LIB = Path("/tmp/pyaot-conformance/libconformance.so")
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]


class Library:
    def __init__(self, path: Path):
        self.lib = ctypes.CDLL(str(path))
        L = self.lib
        L.pyaot_conf_call.argtypes = [ctypes.c_int, ctypes.POINTER(ConfArgs)]
        L.pyaot_conf_result_shape.restype = ctypes.POINTER(ctypes.c_int64)
        L.pyaot_conf_result_data.restype = ctypes.c_void_p
        L.pyaot_conf_error_type.restype = ctypes.c_char_p
        L.pyaot_conf_error_message.restype = ctypes.c_char_p

    def call(self, index: int, args: ConfArgs) -> tuple[list[np.ndarray] | None, tuple[str, str] | None]:
        status = self.lib.pyaot_conf_call(index, ctypes.byref(args))
        if status != 0:
            return None, (self.lib.pyaot_conf_error_type().decode(),
                          self.lib.pyaot_conf_error_message().decode())
        out = []
        for i in range(self.lib.pyaot_conf_result_count()):
            dtype = np.dtype(ndops.DTYPES[self.lib.pyaot_conf_result_dtype(i)])
            ndim = self.lib.pyaot_conf_result_ndim(i)
            shape_p = self.lib.pyaot_conf_result_shape(i)
            shape = tuple(shape_p[k] for k in range(ndim))
            a = np.empty(shape, dtype=dtype)
            if a.nbytes:
                ctypes.memmove(a.ctypes.data, self.lib.pyaot_conf_result_data(i), a.nbytes)
            out.append(a)
        return out, None


def build_library(table: opdecls.OpTable, entries: list[Entry], path: Path = DEFAULT_LIB,
                  extra_flags: list[str] | None = None) -> Library:
    built = libgen.build(libgen.generate(table, entries), path, extra_flags)
    openblas.place_beside(built)  # the products' BLAS variant loads it from there
    return Library(built)


# ------------------------------------------------------------------ reference


def call_reference(op: ArrayOp, entry: Entry, values: dict[str, Any]) -> tuple[Any, BaseException | None, list]:
    fn = op.reference_callable() if isinstance(op, ArrayOp) else \
        opdecls.resolve_reference(op.reference)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            if not isinstance(op, ArrayOp):
                result = fn(*(values[str(i)] for i in range(len(entry.signature))))
            elif op.kind == "ufunc":
                result = fn(*(values[str(i)] for i in range(op.nin)))
            else:
                args, kwargs = ndops.reference_arguments(op, values)
                result = fn(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - the reference's exception is the expectation
            return None, e, list(caught)
    return result, None, list(caught)


def exception_class(name: str) -> type:
    if name == "LinAlgError":
        return np.linalg.LinAlgError
    if name == "error":  # cv2.error
        import cv2
        return cv2.error
    return getattr(builtins, name, Exception)


# ------------------------------------------------------------------ comparing


def tolerance_for(spec: str, dtype: np.dtype) -> tuple[str, float]:
    kind, _, amount = spec.partition(":")
    if kind == "rtol" and dtype.kind == "f":
        scale = np.finfo(dtype).eps / np.finfo(np.float64).eps
        return "rtol", min(float(amount) * scale, 0.05)
    if kind == "ulp" and dtype.kind == "f":
        return "ulp", float(amount)
    if kind in ("shape", "equal"):
        return kind, 0.0
    if kind == "pixel":
        return ("pixel", float(amount)) if dtype.kind in "iu" else ("rtol", 1e-5)
    return "exact", 0.0


def compare_arrays(ref: np.ndarray, got: np.ndarray, spec: str) -> str | None:
    if ref.shape != got.shape:
        return f"shape {got.shape} != reference {ref.shape}"
    if ref.dtype != got.dtype:
        return f"dtype {got.dtype} != reference {ref.dtype}"
    kind, amount = tolerance_for(spec, ref.dtype)
    if kind == "shape" or ref.size == 0:
        return None
    if kind == "pixel":
        bad = np.abs(ref.astype(np.int64) - got.astype(np.int64)) > amount
    elif ref.dtype.kind != "f":
        bad = ref != got
    else:
        r, g = ref.astype(np.float64), got.astype(np.float64)
        both_nan = np.isnan(r) & np.isnan(g)
        if kind == "exact":
            bad = ~(both_nan | ((r == g) & (np.signbit(r) == np.signbit(g))))
        elif kind == "equal":
            bad = ~(both_nan | (r == g))
        elif kind == "ulp":
            with np.errstate(invalid="ignore", over="ignore"):
                spacing = np.spacing(np.maximum(np.abs(ref), np.abs(got)).astype(ref.dtype))
                spacing = spacing.astype(np.float64)
                bad = ~(both_nan | (r == g) | (np.abs(r - g) <= amount * np.abs(spacing)))
        else:
            finite = np.isfinite(r)
            scale = max(1.0, float(np.max(np.abs(r[finite]))) if finite.any() else 1.0)
            with np.errstate(invalid="ignore"):
                bad = ~(both_nan | (r == g) | (np.abs(r - g) <= amount * scale))
    if np.any(bad):
        idx = tuple(np.argwhere(bad)[0])
        return f"at {idx}: got {got[idx]!r}, reference {ref[idx]!r} (tolerance {spec})"
    return None


# Documented departures: where NumPy returns an unspecified value with a
# RuntimeWarning, pyaot raises (never a silently wrong number).
DEPARTURES = {("ValueError", "invalid value encountered in cast")}
# Where NumPy raises an exception of an unrelated type from its internals,
# pyaot raises the type NumPy's own checks use elsewhere: (pyaot's type,
# NumPy's type, text in NumPy's message).
EXCEPTION_DEPARTURES = {
    # numpy.split indexes ary.shape[axis] before checking the axis.
    ("ValueError", "IndexError", "tuple index out of range"),
}


def check_call(lib: Library, index: int, op: ArrayOp, entry: Entry, values: dict[str, Any],
               variant: int | None) -> str | None:
    if not isinstance(op, ArrayOp):  # a scalar operator
        enc = Encoder()
        for i, (_, t) in enumerate(entry.signature):
            v = values[str(i)]
            (enc.floats if t == "float" else enc.ints).append(float(v) if t == "float" else int(v))
    else:
        enc = encode_call(op, entry.types, values, variant)
    args, keep = enc.build()
    got, error = lib.call(index, args)
    ref, ref_error, caught = call_reference(op, entry, values)
    if not isinstance(op, ArrayOp) and entry.out == "int" and ref_error is None and \
            isinstance(ref, int) and not -(2**63) <= ref < 2**63:
        # pyaot's documented model: an int result beyond 64 bits raises.
        ref_error = OverflowError("integer result does not fit in 64 bits")
    if ref_error is not None:
        if error is None:
            return f"reference raised {type(ref_error).__name__}: {ref_error}; pyaot returned {got}"
        if any(ours == error[0] and type(ref_error).__name__ == theirs and text in str(ref_error)
               for ours, theirs, text in EXCEPTION_DEPARTURES):
            return None
        if not isinstance(ref_error, exception_class(error[0])):
            return (f"reference raised {type(ref_error).__name__}: {ref_error}; pyaot raised "
                    f"{error[0]}: {error[1]}")
        return None
    if error is not None:
        warned = {str(w.message) for w in caught}
        if any(e == error[0] and m in warned for e, m in DEPARTURES):
            return None
        return f"pyaot raised {error[0]}: {error[1]}; reference returned {ref!r}"
    if not isinstance(op, ArrayOp):
        if isinstance(ref, bool) or entry.out == "bool":
            ref = np.asarray(bool(ref))
        elif entry.out == "int":
            if not -(2**63) <= ref < 2**63:
                return f"reference result {ref} does not fit the declared int result"
            ref = np.asarray(ref, dtype=np.int64)
        else:
            ref = np.asarray(float(ref), dtype=np.float64)
    refs = ref if isinstance(ref, (list, tuple)) else [np.asarray(ref)]
    if len(refs) != len(got):
        return f"{len(got)} results, reference {len(refs)}"
    for r, g in zip(refs, got):
        problem = compare_arrays(np.asarray(r), g, op.tolerance)
        if problem:
            return problem
    return None


# ------------------------------------------------------------------- running


@dataclass
class OpReport:
    op: str
    entries: int = 0
    inputs: int = 0
    failures: list[dict] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures


SCALAR_VALUES = {
    "int": st.integers(-10, 10) | st.integers(-70, 70) | st.integers(-(2**63), 2**63 - 1),
    "float": st.floats() | st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, 2.0]),
    "bool": st.booleans(),
}


def draw_values(op: ArrayOp, entry: Entry, data: st.DataObject) -> dict[str, Any]:
    if not isinstance(op, ArrayOp):
        return {k: data.draw(SCALAR_VALUES[t]) for k, t in entry.signature}
    if op.kind == "ufunc":
        operands = [entry.types[str(i)] for i in range(op.nin)]
        arrays = [t for t in operands if t not in WEAK]
        drawn = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=max(len(arrays), 1),
                                                            max_dims=3, max_side=5))
        values: dict[str, Any] = {}
        k = 0
        for i, t in enumerate(operands):
            if t == "py:int":
                values[str(i)] = data.draw(st.integers(-300, 300) | st.integers(-2**63, 2**63 - 1))
            elif t == "py:float":
                values[str(i)] = data.draw(st.floats())
            else:
                values[str(i)] = array_of(data.draw, t, drawn.input_shapes[k])
                k += 1
        return values
    return adjust(op, Drawer(op, entry.types, data.draw).arguments())


def run_entry(lib: Library, index: int, table: opdecls.OpTable, entry: Entry, examples: int,
              derandomize: bool) -> tuple[int, dict | None]:
    op = table.array_ops.get(entry.op) or table.ops[entry.op]
    tried = 0
    last_failure: dict | None = None
    variants = range(len(ELEMENTWISE_VARIANTS)) if getattr(op, "kind", "") == "ufunc" else [None]

    @settings(max_examples=examples, deadline=None, database=None, derandomize=derandomize,
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(st.data())
    def check(data: st.DataObject) -> None:
        nonlocal tried, last_failure
        tried += 1
        values = draw_values(op, entry, data)
        for v in variants:
            problem = check_call(lib, index, op, entry, values, v)
            if problem:
                last_failure = {"entry": entry.label(),
                                "variant": ELEMENTWISE_VARIANTS[v] if v is not None else "",
                                "problem": problem, "input": describe(values)}
                raise AssertionError(problem)

    try:
        check()
    except AssertionError:
        return tried, last_failure
    except Exception as e:  # noqa: BLE001 - a harness error is a failure too, reported
        return tried, {"entry": entry.label(), "problem": f"harness error {type(e).__name__}: {e}",
                       "input": None}
    return tried, None


def describe(values: dict[str, Any]) -> dict[str, str]:
    out = {}
    for k, v in values.items():
        if isinstance(v, np.ndarray):
            layout = "C" if v.flags.c_contiguous else f"strides={v.strides}"
            out[k] = f"np.array({v.tolist()!r}, dtype={v.dtype}) [{layout}]"
        elif isinstance(v, list) and v and isinstance(v[0], np.ndarray):
            out[k] = "[" + ", ".join(f"np.array({a.tolist()!r}, dtype={a.dtype})" for a in v) + "]"
        else:
            out[k] = repr(v)
    return out


def run(table: opdecls.OpTable, lib: Library, entries: list[Entry], examples: int,
        derandomize: bool = True, progress: bool = False) -> dict[str, OpReport]:
    reports: dict[str, OpReport] = {}
    for index, entry in enumerate(entries):
        report = reports.setdefault(entry.op, OpReport(entry.op))
        report.entries += 1
        tried, failure = run_entry(lib, index, table, entry, examples, derandomize)
        report.inputs += tried
        if failure:
            report.failures.append(failure)
        if progress and index % 100 == 0:
            print(f"  {index}/{len(entries)} entries", file=sys.stderr)
    return reports


def format_reports(reports: dict[str, OpReport]) -> str:
    lines = [f"{'operator':34} {'result':6} {'entries':>7} {'inputs':>7}"]
    for name in sorted(reports):
        r = reports[name]
        lines.append(f"{name:34} {'pass' if r.passed else 'FAIL':6} {r.entries:7} {r.inputs:7}")
        for f in r.failures:
            variant = f" [{f['variant']}]" if f.get("variant") else ""
            lines.append(f"    {f['entry']}{variant}: {f['problem']}")
            if f.get("input"):
                lines.append(f"      shrunk input: {f['input']}")
    passed = sum(r.passed for r in reports.values())
    lines.append(f"{passed}/{len(reports)} operators pass; "
                 f"{sum(r.entries for r in reports.values())} entries, "
                 f"{sum(r.inputs for r in reports.values())} inputs")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="pyaot conformance", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--op", action="append", help="only this operator (repeatable)")
    parser.add_argument("--examples", type=int, default=None, help="inputs per entry")
    parser.add_argument("--deep", action="store_true", help="300 random inputs per entry")
    parser.add_argument("--library", type=Path, default=DEFAULT_LIB)
    parser.add_argument("--report", type=Path, help="write the report as JSON here")
    parser.add_argument("--decls", type=Path, default=opdecls.DEFAULT_DECLS_DIR,
                        help="declarations directory")
    parser.add_argument("--include", type=Path, action="append", default=[],
                        help="extra C++ include directory")
    parser.add_argument("--first", type=int, help="only the first N signatures of each operator")
    parser.add_argument("--sample", type=int, metavar="N",
                        help="only N signatures of each operator, chosen by --seed")
    parser.add_argument("--seed", type=int, default=0, help="the seed of --sample")
    parser.add_argument("--sanitize", action="store_true",
                        help="build with AddressSanitizer and UndefinedBehaviorSanitizer (run "
                             "with libasan preloaded: see tests/test_conformance.py)")
    args = parser.parse_args(argv)
    table = opdecls.load(str(args.decls))
    only = set(args.op) if args.op else None
    entries = entries_mod.all_entries(table, only)
    if args.first:
        kept: dict[str, int] = {}
        entries = [e for e in entries if kept.setdefault(e.op, 0) < args.first
                   and not kept.__setitem__(e.op, kept[e.op] + 1)]
    if args.sample:
        entries = entries_mod.sample_per_operator(entries, args.sample, args.seed)
    if not entries:
        print("no entries to test", file=sys.stderr)
        return 2
    start = time.monotonic()
    print(f"building the conformance library ({len(entries)} entries)...", file=sys.stderr)
    flags = [f"-I{d}" for d in args.include]
    if args.sanitize:
        flags += SANITIZE
    lib = build_library(table, entries, args.library, flags)
    examples = args.examples or (300 if args.deep else 12)
    reports = run(table, lib, entries, examples, derandomize=not args.deep, progress=True)
    print(format_reports(reports))
    print(f"({time.monotonic() - start:.0f} s)")
    if args.report:
        args.report.write_text(json.dumps({k: vars(v) for k, v in reports.items()}, indent=1))
    return 0 if all(r.passed for r in reports.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
