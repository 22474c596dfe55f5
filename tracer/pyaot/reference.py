"""CPython as the reference, with pyaot's documented departures modelled.

Compiled code is CPython's semantics with two bounds that a static type
imposes, and nothing else:

* ints are 64-bit: any int result outside [-2**63, 2**63) raises OverflowError
  (CPython would grow the int);
* `int ** negative int` and `negative float ** fractional float` raise
  ValueError (CPython returns a float / a complex, which a value statically
  typed `int` / `float` cannot hold).

`load_reference_module` imports user code with every arithmetic result and call
result passed through these checks (an AST rewrite, applied to every module
under the given roots), so differential tests compare the compiled program
against exactly this model. The functions named `pyaot.reference.*` in
ops/decls are the same checks applied to single operators.
"""

from __future__ import annotations

import ast
import builtins
import functools
import importlib.abc
import importlib.machinery
import importlib.util
import math
import operator
import sys
from pathlib import Path
from typing import Any

from pyaot import pyast

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
OVERFLOW_MESSAGE = "integer result does not fit in 64 bits (pyaot ints are 64-bit)"


def check_int(value: Any) -> Any:
    if type(value) is int and not INT64_MIN <= value <= INT64_MAX:
        raise OverflowError(OVERFLOW_MESSAGE)
    return value


def pow(base: Any, exp: Any) -> Any:  # noqa: A001 - mirrors operator.pow
    if type(base) in (int, bool) and type(exp) in (int, bool) and exp < 0:
        raise ValueError("pyaot: int ** negative int gives a float in Python; "
                         "write float(base) ** exp")
    # Numbers, not arrays (NumPy's power gives nan there, elementwise).
    if (isinstance(base, float) or isinstance(exp, float)) and \
            isinstance(base, (int, float)) and isinstance(exp, (int, float)):
        b, e = float(base), float(exp)
        if math.isfinite(b) and math.isfinite(e) and b < 0 and e != math.floor(e):
            raise ValueError("pyaot: negative number ** fractional power is complex in "
                             "Python; complex results are not supported")
    if type(base) in (int, bool) and type(exp) in (int, bool) and abs(base) >= 2 and exp > 64:
        raise OverflowError(OVERFLOW_MESSAGE)  # |result| >= 2**65: not computed first
    return check_int(operator.pow(base, exp))


def pow3(base: Any, exp: Any, mod: Any = None) -> Any:
    """builtins.pow: b ** e as modelled above; with a modulus CPython's own
    (its result is smaller than the modulus, so it always fits)."""
    if mod is None:
        return pow(base, exp)
    return check_int(builtins.pow(base, exp, mod))


def sorted_cmp(iterable: Any, cmp: Any, reverse: bool = False) -> list:
    """sorted(iterable, key=functools.cmp_to_key(cmp), reverse=reverse)."""
    return sorted(iterable, key=functools.cmp_to_key(cmp), reverse=reverse)


def unpack_iterator(iterator: Any, expected: int) -> list:
    """The items `a, b, ... = iterator` binds (expected of them), as a list."""
    items = []
    it = iter(iterator)
    for x in it:
        if len(items) == expected:
            raise ValueError(f"too many values to unpack (expected {expected})")
        items.append(x)
    if len(items) < expected:
        raise ValueError(f"not enough values to unpack (expected {expected}, got {len(items)})")
    return items


def sort_cmp(items: list, cmp: Any, reverse: bool = False) -> None:
    """items.sort(key=functools.cmp_to_key(cmp), reverse=reverse)."""
    items.sort(key=functools.cmp_to_key(cmp), reverse=reverse)


def union_all(s: Any, sets: Any) -> Any:
    return s.union(*sets)


def intersection_all(s: Any, sets: Any) -> Any:
    return s.intersection(*sets)


def difference_all(s: Any, sets: Any) -> Any:
    return s.difference(*sets)


def hash_(value: Any) -> int:
    """builtins.hash with the documented departure: a float NaN hashes to 0
    (CPython 3.10+ hashes the NaN object's address, which no compiled value
    has)."""
    if isinstance(value, float) and math.isnan(value):
        return 0
    return builtins.hash(value)


# Module attributes read when the program runs (`attribute = true` in
# ops/decls): the reference is a function returning the attribute's value.
def sys_argv() -> list[str]:
    return sys.argv


def sys_stdout() -> Any:
    return sys.stdout


def sys_stdin() -> Any:
    return sys.stdin


def sys_stderr() -> Any:
    return sys.stderr


def check_hashable(value: Any) -> None:
    builtins.hash(value)  # for its TypeError alone


def complex_real(z: complex) -> float:
    return z.real


def complex_imag(z: complex) -> float:
    return z.imag


def tuple_concat(a: tuple, b: tuple) -> tuple:
    return a + b


def missing_get(mapping: Any, key: Any, default: Any = None) -> Any:
    """d.get(key, default) where no key can equal `key`."""
    return mapping.get(key, default)


def missing_in(container: Any, key: Any) -> bool:
    """key in container where no element can equal `key`."""
    return key in container


def zip_rows(rows: Any) -> Any:
    """zip(*rows), the operator pyaot.zip_rows."""
    return zip(*rows)


def member_type_error(message: str, *operands: Any) -> None:
    """pyaot.member_type_error: an operator refusing the union member held."""
    raise TypeError(message)


def isclose(a: float, b: float, rel_tol: float, abs_tol: float) -> bool:
    """math.isclose, its keyword-only tolerances given by position (the
    operator's C++ signature, which the conformance harness calls)."""
    return math.isclose(a, b, rel_tol=rel_tol, abs_tol=abs_tol)


def printed_items(items: Any) -> Any:
    """pyaot.printed_items: print(*items)'s items (print spreads them)."""
    return items


def member_key_error(key: Any, *operands: Any) -> None:
    """pyaot.member_key_error: a key of a member no dict key can equal."""
    raise KeyError(key)


def member_attribute_error(message: str, *operands: Any) -> None:
    """pyaot.member_attribute_error: a method the union member held lacks."""
    raise AttributeError(message)


def type_name(value: Any) -> str:
    return type(value).__name__


def same_type(a: Any, b: Any) -> bool:
    return type(a) is type(b)


def eq_fallback(a: Any, b: Any) -> bool:
    """`return NotImplemented` from __eq__ where the other operand's class
    has no __eq__ of its own: Python's identity fallback."""
    return a is b


def not_implemented(method: str, self: Any, other: Any) -> None:
    """Refused where the build reaches it (pyaot.frontend.not_implemented)."""
    return None


def factorial(n: int) -> int:
    """math.factorial, refusing (as compiled code does) before computing a
    result beyond 64 bits: 21! does not fit."""
    if n < 0:
        raise ValueError("factorial() not defined for negative values")
    if n > 20:
        raise OverflowError(OVERFLOW_MESSAGE)
    return math.factorial(n)


def _check_counts(n: int, k: int) -> None:
    """CPython's argument checks of math.perm and math.comb."""
    if n < 0:
        raise ValueError("n must be a non-negative integer")
    if k < 0:
        raise ValueError("k must be a non-negative integer")


def perm(n: int, k: int) -> int:
    """math.perm with pyaot's 64-bit bound, stopping as soon as it overflows."""
    _check_counts(n, k)
    if k > n:
        return 0
    result = 1
    for i in range(k):
        result = check_int(result * (n - i))
    return result


def comb(n: int, k: int) -> int:
    """math.comb with pyaot's 64-bit bound: C(n, i) grows with i up to
    min(k, n - k), so the first value past 64 bits settles it."""
    _check_counts(n, k)
    if k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(k):
        result = result * (n - i) // (i + 1)
        check_int(result)
    return result


def add(a: Any, b: Any) -> Any:
    return check_int(operator.add(a, b))


def sub(a: Any, b: Any) -> Any:
    return check_int(operator.sub(a, b))


def mul(a: Any, b: Any) -> Any:
    return check_int(operator.mul(a, b))


def floordiv(a: Any, b: Any) -> Any:
    return check_int(operator.floordiv(a, b))


def lshift(a: Any, b: Any) -> Any:
    if b >= 0 and a != 0 and b >= 64:
        raise OverflowError(OVERFLOW_MESSAGE)  # without building a huge int
    return check_int(operator.lshift(a, b))


def neg(a: Any) -> Any:
    return check_int(operator.neg(a))


def abs_(a: Any) -> Any:
    return check_int(abs(a))


def int_(a: Any, *base: Any) -> Any:
    return check_int(int(a, *base))


def round_(a: Any, *ndigits: Any) -> Any:
    return check_int(round(a, *ndigits))


_INPLACE = {ast.Add: "iadd", ast.Sub: "isub", ast.Mult: "imul", ast.Div: "itruediv",
            ast.FloorDiv: "ifloordiv", ast.Mod: "imod", ast.Pow: "ipow", ast.LShift: "ilshift",
            ast.RShift: "irshift", ast.BitAnd: "iand", ast.BitOr: "ior", ast.BitXor: "ixor",
            ast.MatMult: "imatmul"}


def inplace(current: Any, op: str, value: Any) -> Any:
    """`current op= value` as Python computes it (operator.iadd and co.:
    lists, sets and arrays change in place), numbers under the 64-bit model."""
    if type(current) in (int, float, bool):
        model = {"ipow": pow, "ilshift": lshift}.get(op)
        if model is not None:
            return model(current, value)
    return check_int(getattr(operator, op)(current, value))


class _CheckInts(ast.NodeTransformer):
    """Routes every arithmetic and call result through the 64-bit model."""

    @staticmethod
    def _call(node: ast.expr, fn: str, args: list[ast.expr]) -> ast.expr:
        call = ast.Call(
            func=ast.Attribute(value=ast.Name("__pyaot_reference__", ast.Load()), attr=fn,
                               ctx=ast.Load()),
            args=args, keywords=[])
        return ast.copy_location(call, node)

    def _wrap(self, node: ast.expr) -> ast.expr:
        return self._call(node, "check_int", [node])

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        # ** and << get models of their own: they must not build huge ints first.
        special = {ast.Pow: "pow", ast.LShift: "lshift"}.get(type(node.op))
        if special:
            return self._call(node, special, [node.left, node.right])
        return self._wrap(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.expr:
        self.generic_visit(node)
        return self._wrap(node)

    def visit_MatchValue(self, node: ast.MatchValue) -> ast.MatchValue:
        return node  # `case -3:`: a literal pattern's syntax, not arithmetic

    def visit_Call(self, node: ast.Call) -> ast.expr:
        self.generic_visit(node)
        if isinstance(node.func, ast.Name) and node.func.id == "pow" and \
                len(node.args) == 2 and not node.keywords:
            return self._call(node, "pow", node.args)  # pow(b, e) is b ** e
        return self._wrap(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> ast.ClassDef:
        outer, self.in_class = getattr(self, "in_class", False), True
        self.generic_visit(node)
        self.in_class = outer
        return node

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.FunctionDef:
        outer, self.in_class = getattr(self, "in_class", False), False
        self.generic_visit(node)
        self.in_class = outer
        return node

    def visit_AugAssign(self, node: ast.AugAssign) -> ast.stmt | list[ast.stmt]:
        self.generic_visit(node)
        op = ast.Constant(_INPLACE[type(node.op)])
        if isinstance(node.target, ast.Name):
            # x op= v is x = operator.iop(x, v): in place for a list, set or
            # array (a BinOp would rebind x to a new object, hiding aliasing bugs).
            load = ast.Name(node.target.id, ast.Load())
            value = self._call(node, "inplace", [load, op, node.value])
            return ast.copy_location(ast.Assign([node.target], value), node)
        if not isinstance(node.target, (ast.Attribute, ast.Subscript)):
            return node
        # obj.name op= v / obj[i] op= v in CPython's order: obj (and i) once,
        # then the current value (AttributeError, KeyError, IndexError), then
        # v. Statement-level temporaries rather than a thunk: a lambda would
        # make the names v reads free variables of a new scope, which changes
        # the exception an unbound one raises (NameError for UnboundLocalError).
        self.temporaries = getattr(self, "temporaries", 0) + 1
        tmp = f"__pyaot_aug{self.temporaries}"

        def name(suffix: str, ctx: ast.expr_context) -> ast.Name:
            return ast.Name(f"{tmp}_{suffix}", ctx)

        stmts: list[ast.stmt] = [ast.Assign([name("obj", ast.Store())], node.target.value)]
        if isinstance(node.target, ast.Attribute):
            def target(ctx: ast.expr_context) -> ast.expr:
                return ast.Attribute(name("obj", ast.Load()), node.target.attr, ctx)
        else:
            stmts.append(ast.Assign([name("key", ast.Store())], node.target.slice))

            def target(ctx: ast.expr_context) -> ast.expr:
                return ast.Subscript(name("obj", ast.Load()), name("key", ast.Load()), ctx)
        stmts.append(ast.Assign([target(ast.Store())],
                                self._call(node, "inplace", [target(ast.Load()), op, node.value])))
        return [ast.copy_location(s, node) for s in stmts]


def _transformed_code(path: Path) -> Any:
    tree = pyast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    tree = ast.fix_missing_locations(_CheckInts().visit(tree))
    return pyast.compile_tree(tree, str(path))


class _Loader(importlib.abc.Loader):
    def __init__(self, path: Path):
        self.path = path

    def create_module(self, spec: Any) -> None:
        return None

    def exec_module(self, module: Any) -> None:
        module.__dict__["__pyaot_reference__"] = sys.modules[__name__]
        exec(_transformed_code(self.path), module.__dict__)


class _Finder(importlib.abc.MetaPathFinder):
    def __init__(self, roots: list[Path]):
        self.roots = roots

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if name.rpartition(".")[2].startswith("test_") or name == "conftest":
            # pytest's own modules beside the programs (tests/test_bigint.py
            # computes 2**64): never user code under the model.
            return None
        rel = Path(*name.split("."))
        for root in self.roots:
            for candidate, is_pkg in ((root / rel.with_suffix(".py"), False),
                                      (root / rel / "__init__.py", True)):
                if candidate.is_file():
                    return importlib.util.spec_from_file_location(
                        name, candidate, loader=_Loader(candidate),
                        submodule_search_locations=[str(candidate.parent)] if is_pkg else None)
        for root in self.roots:
            if (root / rel).is_dir():  # a namespace package (no __init__.py)
                spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
                spec.submodule_search_locations = [str(root / rel)]
                return spec
        return None


def load_reference_module(src: Path, roots: list[Path]) -> Any:
    """Imports `src` (and the user modules it imports from `roots`) with the
    64-bit model applied."""
    src = src.absolute()
    roots = [r.absolute() for r in roots] + [src.parent]
    # One finder per search path: repeated loads (fuzzing loads thousands of
    # modules) must not stack finders that every later import walks through.
    if not any(isinstance(f, _Finder) and f.roots == roots for f in sys.meta_path):
        sys.meta_path.insert(0, _Finder(roots))
    name = None
    for root in roots:
        try:
            rel = src.relative_to(root).with_suffix("")
        except ValueError:
            continue
        name = ".".join(rel.parts)
        break
    return importlib.import_module(name or src.stem)


def call_with_recursion_limit(fn: Any, args: list[Any], frames: int = 1000) -> Any:
    """Calls fn with `frames` Python frames available to it, as the compiled
    program allows `frames` nested calls (its RecursionError bound)."""
    depth, frame = 0, sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + frames)
    try:
        return fn(*args)
    finally:
        sys.setrecursionlimit(old)
