"""Differential testing: the compiled program against CPython, same inputs.

For each input (the given cases, then hypothesis-generated ones) the function
runs under CPython (`pyaot.reference`: CPython with pyaot's documented 64-bit
int model) and as the compiled executable. They agree when both return and the
executable prints repr() of CPython's result (converted to the annotated
return type, as PEP 484's numeric tower lets an int stand for a float), or
when both raise the same exception type.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import inspect
import io
import json
import math
import re
import signal
import subprocess
import sys
import tempfile
import threading
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from pyaot import fork_server
from pyaot.reference import call_with_recursion_limit, load_reference_module

TIMEOUT_S = 20


@dataclass(frozen=True)
class Outcome:
    kind: str  # "value" | "raise"
    text: str  # repr of the value, or the exception type's name
    detail: str = ""  # exception message
    array: Any = None  # an array result (numpy.ndarray), compared by value
    # What the compiled program may print instead, as faithfully: an int a
    # `-> float` function returns prints as CPython's int where the compiled
    # result holds int | float, as a float where it is a double (the
    # boundary's annotated type).
    also: str = ""

    def __str__(self) -> str:
        if self.kind == "value":
            return f"returned {self.text}"
        if self.kind in ("timeout", "crash"):
            return f"{self.text} {self.detail}".strip()
        return f"raised {self.text}: {self.detail}" if self.detail else f"raised {self.text}"


def format_arg(value: Any) -> str:
    """An argument as the compiled executable's command line takes it."""
    if isinstance(value, bool):
        return "True" if value else "False"
    return repr(value) if isinstance(value, float) else str(value)


def is_scalar_annotation(annotation: Any) -> bool:
    return annotation in (int, float, bool)


def array_annotation(annotation: Any) -> tuple[str, int | None] | None:
    """(dtype name, rank or None) of an ndarray annotation, else None:
    npt.NDArray[np.float64] or np.ndarray[tuple[int, int], np.dtype[np.uint8]]."""
    if typing.get_origin(annotation) is None or "numpy" not in sys.modules:
        return None
    import numpy as np
    if typing.get_origin(annotation) is not np.ndarray:
        return None
    shape, dtype = typing.get_args(annotation)
    (scalar,) = typing.get_args(dtype)
    dims = typing.get_args(shape)
    rank = None if shape is typing.Any or Ellipsis in dims else len(dims)
    return np.dtype(scalar).name, rank


def array_arguments(args: list[Any], annotations: list[Any], workdir: Path) -> list[str]:
    """Every argument on the command line, arrays as .npy files in workdir."""
    import numpy as np
    out = []
    for k, (value, annotation) in enumerate(zip(args, annotations)):
        if array_annotation(annotation):
            path = workdir / f"arg{k}.npy"
            np.save(path, value)
            out.append(str(path))
        elif is_scalar_annotation(annotation):
            out.append(format_arg(value))
        elif annotation is str:
            out.append(value)
        else:
            out.append(json.dumps(json_value(value)))
    return out


def json_value(value: Any) -> Any:
    """An argument as the executable's --json mode takes it (tuples and sets
    as arrays; dict keys as json.dumps writes them)."""
    if isinstance(value, bytes):  # bytes cross JSON as lists of ints
        return list(value)
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value) if isinstance(value, (set, frozenset)) else value
        return [json_value(v) for v in items]
    if isinstance(value, dict):
        return {json.dumps(k) if not isinstance(k, str) else k: json_value(v)
                for k, v in value.items()}
    return value


def command_line(args: list[Any], annotations: list[Any]) -> list[str]:
    """Scalars as plain arguments; anything else (str, containers) as one
    --json array, which carries any text exactly (NUL, leading dashes); the
    result is printed as repr() either way."""
    if all(is_scalar_annotation(a) for a in annotations):
        return [format_arg(a) for a in args]
    return ["--repr", "--json", json.dumps([json_value(a) for a in args])]


def parse_arg(text: str, annotation: Any) -> Any:
    """A hand-written input: scalars and str as on the command line,
    containers as JSON."""
    if annotation is bool:
        return {"True": True, "true": True, "1": True}.get(text, False)
    if annotation in (int, float, str):
        return annotation(text)
    array = array_annotation(annotation)
    if array:  # a .npy file, or the array as nested JSON lists
        import numpy as np
        if text.endswith(".npy"):
            return np.load(text)
        return np.array(json.loads(text), dtype=array[0])
    return from_json(json.loads(text), annotation)


def from_json(value: Any, annotation: Any) -> Any:
    """A JSON value as the Python value of an annotated type (tuples, sets,
    non-str dict keys)."""
    if annotation is bytes:
        return bytes(value)
    origin, params = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is list:
        return [from_json(v, params[0]) for v in value]
    if origin is set:
        return {from_json(v, params[0]) for v in value}
    if origin is tuple:
        return tuple(from_json(v, p) for v, p in zip(value, params))
    if origin is dict:
        return {from_json(json.loads(k) if params[0] is not str else k, params[0]):
                from_json(v, params[1]) for k, v in value.items()}
    if origin in (typing.Union, types.UnionType):
        members = [p for p in params if p is not type(None)]
        if value is None:
            return None
        if len(members) == 1:
            return from_json(value, members[0])
        # A union: the member the JSON value's kind names (lists for containers).
        for m in members:
            if isinstance(value, list) and typing.get_origin(m) in (list, tuple, set):
                return from_json(value, m)
            if isinstance(value, dict) and typing.get_origin(m) is dict:
                return from_json(value, m)
        return value
    return value


class _ReferenceTimeout(BaseException):
    """Not an Exception: user code cannot catch it."""


def _alarm(signum: int, frame: Any) -> None:
    raise _ReferenceTimeout()


def reference_outcome(fn: Callable[..., Any], args: list[Any], returns: Any) -> Outcome:
    # A time limit for CPython too, where signals can deliver one (main thread).
    limit = threading.current_thread() is threading.main_thread()
    if limit:
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, TIMEOUT_S)
    printed = io.StringIO()  # what the function prints comes before its result
    try:
        with contextlib.redirect_stdout(printed):
            value = call_with_recursion_limit(fn, copy.deepcopy(args))
    except _ReferenceTimeout:
        return Outcome("timeout", f"CPython did not finish within {TIMEOUT_S} s")
    except Exception as e:  # noqa: BLE001 - any Python exception is an outcome
        return Outcome("raise", type(e).__name__, str(e))
    finally:
        if limit:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
    if returns is float and isinstance(value, int) and not isinstance(value, bool):
        return Outcome("value", (printed.getvalue() + repr(value)).strip(),
                       also=(printed.getvalue() + repr(float(value))).strip())
    if array_annotation(returns):
        import numpy as np
        value = np.asarray(value)
        return Outcome("value", printed.getvalue().strip(), array=value)
    return Outcome("value", (printed.getvalue() + repr(value)).strip())


def compiled_outcome(binary: Path, args: list[Any], entry: str | None = None,
                     annotations: list[Any] | None = None, returns: Any = None) -> Outcome:
    """Runs the executable; `entry` selects the function of a multi-entry one.
    Arrays go in as .npy files, an array result comes back as one."""
    annotations = annotations if annotations is not None else [type(a) for a in args]
    with tempfile.TemporaryDirectory(prefix="pyaot-difftest-") as tmp:
        workdir = Path(tmp)
        result_file = workdir / "result.npy"
        if any(array_annotation(a) for a in [*annotations, returns]):
            out = ["--out", str(result_file)] if array_annotation(returns) else []
            tail = out + array_arguments(args, annotations, workdir)
        else:
            tail = command_line(args, annotations)
        argv = [str(binary)] + ([entry] if entry else []) + tail
        try:
            proc = fork_server.run(argv, timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return Outcome("timeout", f"the compiled program did not finish within {TIMEOUT_S} s")
        if proc.returncode == 0 and array_annotation(returns):
            import numpy as np
            if not result_file.exists():
                return Outcome("crash", "no result array written", proc.stderr.strip()[-2000:])
            return Outcome("value", proc.stdout.strip(), array=np.load(result_file))
    if proc.returncode == 0:
        return Outcome("value", proc.stdout.strip())
    if proc.returncode == 1 and proc.stderr.startswith("Traceback"):
        last = proc.stderr.strip().splitlines()[-1]
        name, _, message = last.partition(": ")
        return Outcome("raise", name, message)
    return Outcome("crash", f"exit status {proc.returncode}", proc.stderr.strip()[-2000:])


# object.__repr__'s address (`<m.V object at 0x7f...>`): another in every
# process, CPython's own included, so compared as any address.
_ADDRESS = re.compile(r"( object at )0x[0-9a-fA-F]+>")


def _without_addresses(text: str) -> str:
    return _ADDRESS.sub(r"\g<1>0x?>", text)


def agree(ref: Outcome, got: Outcome, float_rel_tolerance: float | None) -> bool:
    if ref.kind == "timeout" or ref.kind != got.kind:
        return False
    if ref.kind == "raise":
        return ref.text == got.text
    if ref.array is not None or got.array is not None:
        return ref.text == got.text and _same_array(ref.array, got.array, float_rel_tolerance)
    if ref.text == got.text or (ref.also and ref.also == got.text):
        return True
    if " object at 0x" in ref.text and _without_addresses(ref.text) == _without_addresses(got.text):
        return True
    if float_rel_tolerance is not None:
        try:
            a, b = float(ref.text), float(got.text)
        except ValueError:
            return False
        return math.isclose(a, b, rel_tol=float_rel_tolerance) or (math.isnan(a) and math.isnan(b))
    return False


def _same_array(ref: Any, got: Any, rel_tolerance: float | None) -> bool:
    """Same dtype and shape, and the same values: bit for bit (NaN equal to
    NaN), or within the relative tolerance for floats."""
    import numpy as np
    if ref is None or got is None or ref.dtype != got.dtype or ref.shape != got.shape:
        return False
    if rel_tolerance is not None and ref.dtype.kind == "f":
        return bool(np.allclose(got, ref, rtol=rel_tolerance, atol=0.0, equal_nan=True))
    return bool(np.array_equal(ref, got, equal_nan=ref.dtype.kind == "f"))


def default_strategy(annotation: Any) -> str:
    """A hypothesis strategy expression for values of an annotated type
    (containers small, so that generated programs stay fast)."""
    if annotation is bool:
        return "booleans()"
    if annotation is int:
        return "integers(-(2**63), 2**63 - 1)"
    if annotation is float:
        return "floats()"
    if annotation is str:
        return "text(max_size=12)"
    if annotation is bytes:
        return "binary(max_size=12)"
    array = array_annotation(annotation)
    if array:
        dtype, rank = array
        dims = "min_dims=0, max_dims=3" if rank is None else f"min_dims={rank}, max_dims={rank}"
        elements = {"f": f"floats(-1e3, 1e3, width={8 * _itemsize(dtype)})",
                    "b": "booleans()"}.get(dtype[0], f"integers(*bounds('{dtype}'))")
        return (f"arrays('{dtype}', array_shapes({dims}, min_side=0, max_side=5), "
                f"elements={elements})")
    origin, params = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is list:
        return f"lists({default_strategy(params[0])}, max_size=8)"
    if origin is set:
        return f"sets({default_strategy(params[0])}, max_size=8)"
    if origin is dict:
        return (f"dictionaries({default_strategy(params[0])}, {default_strategy(params[1])}, "
                "max_size=6)")
    if origin is tuple:
        return "tuples(" + ", ".join(default_strategy(p) for p in params) + ")"
    if origin in (typing.Union, types.UnionType) and type(None) in params:
        inner = [p for p in params if p is not type(None)][0]
        return f"one_of(none(), {default_strategy(inner)})"
    if origin in (typing.Union, types.UnionType):
        return "one_of(" + ", ".join(default_strategy(p) for p in params) + ")"
    raise TypeError(f"no default strategy for {annotation!r}; name one in `generate`")


def _itemsize(dtype: str) -> int:
    import numpy as np
    return np.dtype(dtype).itemsize


def _bounds(dtype: str) -> tuple[int, int]:
    """Small integers of an integer dtype (arithmetic on them stays in range
    of the dtype most of the time; overflow behaviour is tested elsewhere)."""
    import numpy as np
    info = np.iinfo(dtype)
    return max(int(info.min), -100), min(int(info.max), 100)


class DiffTest:
    def __init__(self, binary: Path, fn: Callable[..., Any], float_rel_tolerance: float | None,
                 entry: str | None = None):
        self.binary = binary
        self.entry = entry
        self.fn = fn
        hints = typing.get_type_hints(fn)
        self.params = list(inspect.signature(fn).parameters)
        self.annotations = [hints[p] for p in self.params]
        self.returns = hints.get("return")
        self.tolerance = float_rel_tolerance
        self.checked = 0
        self.failures: list[str] = []

    def check(self, label: str, args: list[Any]) -> bool:
        self.checked += 1
        ref = reference_outcome(self.fn, args, self.returns)
        got = compiled_outcome(self.binary, args, self.entry, self.annotations, self.returns)
        self.last = (ref, got)
        if agree(ref, got, self.tolerance):
            return True
        call = f"{self.fn.__name__}({', '.join(repr(a) for a in args)})"
        show = (lambda o: f"{o} {o.array!r}" if o.array is not None else str(o))
        self.failures.append(f"[{label}] {call}: CPython {show(ref)}; compiled {show(got)}")
        return False

    def run_given(self, cases: dict[str, list[str]]) -> None:
        for label, texts in sorted(cases.items()):
            if len(texts) != len(self.params):
                self.failures.append(f"[{label}] has {len(texts)} arguments; "
                                     f"{self.fn.__name__} takes {len(self.params)}")
                continue
            self.check(label, [parse_arg(t, a) for t, a in zip(texts, self.annotations)])

    def run_generated(self, generate: dict[str, str], max_examples: int) -> None:
        if max_examples <= 0 or not self.params:
            return
        import hypothesis
        from hypothesis import strategies as st

        namespace = {name: getattr(st, name) for name in dir(st) if not name.startswith("_")}
        if any(array_annotation(a) for a in self.annotations):
            from hypothesis.extra import numpy as hnp
            namespace.update(arrays=hnp.arrays, array_shapes=hnp.array_shapes, bounds=_bounds)
        strategies = []
        for param, annotation in zip(self.params, self.annotations):
            expr = generate.get(param) or default_strategy(annotation)
            strategies.append(eval(expr, {"__builtins__": {}}, namespace))  # noqa: S307
        unknown = set(generate) - set(self.params)
        if unknown:
            raise SystemExit(f"generate names unknown parameters: {sorted(unknown)}")

        @hypothesis.settings(max_examples=max_examples, derandomize=True, database=None,
                             deadline=None, suppress_health_check=list(hypothesis.HealthCheck))
        @hypothesis.given(st.tuples(*strategies))
        def property_(args: tuple) -> None:
            before = len(self.failures)
            if not self.check("generated", list(args)):
                message = self.failures.pop()
                assert len(self.failures) == before
                raise AssertionError(message)

        try:
            property_()
        except AssertionError as e:
            # Hypothesis re-raises the shrunk, minimal failing example.
            self.failures.append(str(e).splitlines()[0] + "  (shrunk by hypothesis)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, required=True)
    parser.add_argument("--src", type=Path, required=True)
    entry = parser.add_mutually_exclusive_group(required=True)
    entry.add_argument("--function")
    entry.add_argument("--tag", help="the entry point's @compile tag")
    parser.add_argument("--root", type=Path, action="append", default=[])
    parser.add_argument("--inputs", default="{}", help="JSON: case name -> argument strings")
    parser.add_argument("--generate", default="{}", help="JSON: parameter -> strategy")
    parser.add_argument("--max-examples", type=int, default=100)
    parser.add_argument("--float-rel-tolerance", type=float)
    args = parser.parse_args(argv)

    if args.tag:
        from pyaot.frontend.discover import entry_by_tag
        args.function = entry_by_tag(args.src, args.tag).function
    module = load_reference_module(args.src, args.root or [Path.cwd()])
    fn = getattr(module, args.function)
    test = DiffTest(args.binary.absolute(), fn, args.float_rel_tolerance)
    test.run_given(json.loads(args.inputs))
    test.run_generated(json.loads(args.generate), args.max_examples)
    for failure in test.failures:
        print("MISMATCH " + failure)
    status = "FAILED" if test.failures else "ok"
    print(f"difftest {args.src}:{args.function}: {test.checked} inputs compared, "
          f"{len(test.failures)} mismatches: {status}")
    return 1 if test.failures else 0


if __name__ == "__main__":
    sys.exit(main())
