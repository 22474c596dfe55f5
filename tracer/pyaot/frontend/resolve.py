"""Name resolution for global names, and partial evaluation of module constants.

A name that is not local to a function is looked up the way Python would at
call time: the module's own functions and assignments, then its imports, then
builtins. Each resolves to a user function (traced), a declared operator (a
leaf), or a constant value computed here from the syntax alone, never by
importing user code.
"""

from __future__ import annotations

import builtins
import operator
import re
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Union

import libcst as cst

from pyaot import sandbox as sandbox_
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, MissingName
from pyaot.frontend import torch_syntax
from pyaot.frontend.modules import SHIPPED_DIR, ModuleInfo, SourceSet
from pyaot.opdecls import OpTable, resolve_reference

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1

# What to write instead of a type's class method that has no operator.
_TYPE_ATTRIBUTE_HINTS = {
    "str.maketrans": "map characters with a dict and `''.join(table.get(c, c) for c in s)`",
    "int.from_bytes": "combine the bytes in a loop: `n = n * 256 + b`",
    "float.fromhex": "parse the text with float() where it is decimal",
}


@dataclass(frozen=True)
class UserFunction:
    qualname: str
    module: ModuleInfo
    node: cst.FunctionDef


@dataclass(frozen=True)
class UserClass:
    qualname: str
    module: ModuleInfo
    node: cst.ClassDef


@dataclass(frozen=True)
class OpRef:
    name: str  # a declared operator, e.g. "math.sqrt"


@dataclass(frozen=True)
class ConstValue:
    value: Any


@dataclass(frozen=True)
class ModuleVariable:
    """A module-level name whose value lives in the compiled program: a
    list, dict or instance (state calls share), or a name functions rebind
    with `global`. Its one top-level assignment gives the initial value."""

    module: ModuleInfo
    name: str

    @property
    def qualname(self) -> str:
        return f"{self.module.name}.{self.name}"


@dataclass(frozen=True)
class UserModule:
    module: ModuleInfo


@dataclass(frozen=True)
class ExternalRef:
    """A dotted name outside the user's sources with no declaration (yet):
    `math` itself, or `numpy.foo` before `.foo` is looked at."""

    dotted: str


Resolved = Union[UserFunction, UserClass, OpRef, ConstValue, UserModule, ExternalRef,
                 ModuleVariable]

_BINARY = {
    cst.Add: operator.add, cst.Subtract: operator.sub, cst.Multiply: operator.mul,
    cst.Divide: operator.truediv, cst.FloorDivide: operator.floordiv, cst.Modulo: operator.mod,
    cst.Power: operator.pow, cst.LeftShift: operator.lshift, cst.RightShift: operator.rshift,
    cst.BitAnd: operator.and_, cst.BitOr: operator.or_, cst.BitXor: operator.xor,
}
_UNARY = {cst.Minus: operator.neg, cst.Plus: operator.pos, cst.BitInvert: operator.invert,
          cst.Not: operator.not_}


class _NotConstant(Exception):
    def __init__(self, why: str, run_time: bool = False):
        self.why = why
        # The value is made when the module runs (a list, a dict, an
        # instance): a module variable, not an error.
        self.run_time = run_time


class Resolver:
    def __init__(self, sources: SourceSet, ops: OpTable, sandbox: sandbox_.Limits | None = None):
        self.sources = sources
        self.ops = ops
        # Set only when the build asks: constants the syntax cannot give are
        # then computed by importing their module in a sandbox (pyaot.sandbox).
        self.sandbox = sandbox
        self._evaluating: set[tuple[str, str]] = set()
        # User exception classes met so far: qualname -> (name, base), the
        # base a built-in exception name or another user class's qualname.
        self.exception_classes: dict[str, tuple[str, str]] = {}
        # Those with fields stored by their own or a base's __init__ ->
        # pyaot.frontend.exception_classes.ExceptionInit.
        self.exception_inits: dict[str, "object"] = {}
        self.classes: dict[str, "object"] = {}  # qualname -> ir.ClassInfo (pyaot.frontend.lower)
        self.entries: set[str] = set()  # the entry points' qualnames
        # Module variables compiled code reads or assigns, by qualname.
        self.variables_used: dict[str, ModuleVariable] = {}
        # Enum classes: qualname -> pyaot.frontend.enums.EnumClass.
        self.enums: dict[str, "object"] = {}
        # Methods a class declares @abc.abstractmethod: qualname -> names;
        # those whose body is only `...`, `pass` or a docstring, by qualname.
        self.abstract_methods: dict[str, set[str]] = {}
        self.placeholder_methods: set[str] = set()
        # ONNX models read for sessions (pyaot.frontend.onnx_models), by the
        # qualname of the module variable holding each.
        self.models: dict[str, dict] = {}
        # Sessions run the model's graph as NumPy code traced into the program
        # (pyaot.onnx_native) instead of through ONNX Runtime.
        self.onnx_native = False
        # Names compiled code uses that pyaot lacks, in the order lowering met
        # them (pyaot.diagnostics.MissingNames).
        self.missing: list[MissingName] = []

    def missing_name(self, error: MissingName) -> None:
        if not any(m.loc == error.loc and m.name == error.name for m in self.missing):
            self.missing.append(error)

    # ------------------------------------------------------------- lookups

    def lookup(self, module: ModuleInfo, name: str, node: cst.CSTNode,
               at: ModuleInfo | None = None) -> Resolved:
        """`name` in `module`; `at`: the module whose `node` reads it as an
        attribute of `module` (m.name), where a missing name is located."""
        if name in module.rebound and module.runs_code and \
                not _makes_object(module, module.assignments[name][0]):
            # Module code (setup()) may rebind it too: its value is the one
            # an import leaves (--evaluate-constants), or it is refused.
            module.variables.discard(name)
            module.non_constant[name] = module.rebound.pop(name)
        if name in module.variables:
            return self._variable(module, name, node)
        if name in module.non_constant:
            # Rebound somewhere (a loop, a branch, `global` in a function, a
            # second def): refused, or computed by the sandbox, never the first binding.
            return ConstValue(self.constant(module, name, node))
        if name in module.functions:
            return UserFunction(f"{module.name}.{name}", module, module.functions[name])
        if name in module.classes:
            return UserClass(f"{module.name}.{name}", module, module.classes[name])
        if name in module.assignments and torch_syntax.is_model(module, name):
            # Made by importing the module: its ONNX export (module code such
            # as torch.manual_seed() runs in that import).
            return ModuleVariable(module, name)
        if name in module.assignments:
            if self._made_at_run_time(module, name):
                module.variables.add(name)
                return self._variable(module, name, node)
            return ConstValue(self.constant(module, name, node))
        if name in module.unpacked and name not in module.constants:
            module.constants[name] = self._unpacked(module, name, node)
        if name in module.unpacked:
            return ConstValue(module.constants[name])
        if name in module.imports:
            resolved = self.resolve_dotted(module.imports[name], module, node)
            if isinstance(resolved, ModuleVariable) and resolved.name in resolved.module.rebound:
                owner = resolved.module.name
                raise CompileError(
                    module.loc(node), f"module variable '{name}' imported from {owner}",
                    f"is rebound there by `global`; this module keeps the value it imported, "
                    "which the compiled program does not hold apart",
                    f"import the module and read {owner}.{resolved.name}")
            return resolved
        builtin = f"builtins.{name}"
        if builtin in self.ops.ops:
            return OpRef(builtin)
        if hasattr(builtins, name):
            return ExternalRef(builtin)  # a builtin with no declaration: refused at use
        if at is not None and at is not module:
            shipped = module.path.parent == SHIPPED_DIR
            defined = ", ".join(sorted(f for f in module.functions if not f.startswith("_")))
            if shipped:
                raise MissingName(at.loc(node), f"{module.name}.{name}",
                                  f"is not in pyaot's own {module.name} module",
                                  f"it has: {defined}", f"{module.name}.{name}")
            raise CompileError(
                at.loc(node), f"{module.name}.{name}",
                f"is not defined in module {module.name} (AttributeError in Python)",
                "check the spelling, or define it there")
        raise CompileError(
            module.loc(node), f"name '{name}'", "is not defined here (NameError in Python)",
            "define it in this module, import it, or check the spelling",
        )

    def resolve_dotted(self, dotted: str, module: ModuleInfo, node: cst.CSTNode) -> Resolved:
        if self.sources.is_module(dotted):
            return UserModule(self.sources.load(dotted))
        head, _, attr = dotted.rpartition(".")
        if head and self.sources.is_module(head):
            return self.lookup(self.sources.load(head), attr, node, at=module)
        if dotted in self.ops.ops or dotted in self.ops.array_ops:
            return OpRef(dotted)
        if dotted in self.ops.constants:
            return ConstValue(self.ops.constants[dotted].value())
        return ExternalRef(dotted)

    def attribute(self, base: Resolved, attr: str, module: ModuleInfo,
                  node: cst.CSTNode) -> Resolved:
        if isinstance(base, UserModule):
            return self.lookup(base.module, attr, node, at=module)
        if isinstance(base, ExternalRef):
            return self.resolve_dotted(f"{base.dotted}.{attr}", module, node)
        if isinstance(base, OpRef) and f"{base.name}.{attr}" in self.ops.ops:
            return OpRef(f"{base.name}.{attr}")  # itertools.chain.from_iterable
        if isinstance(base, OpRef) and base.name.startswith("builtins."):
            # bytes.fromhex(s), str.upper(s): the type's own operator "TYPE.attr"
            # (a method operator takes its receiver first, as the unbound method does).
            qualified = f"{base.name.removeprefix('builtins.')}.{attr}"
            if qualified in self.ops.ops:
                return OpRef(qualified)
            raise CompileError(module.loc(node), f"'{qualified}'",
                               "is not supported by pyaot in this version",
                               _TYPE_ATTRIBUTE_HINTS.get(
                                   qualified, "call the method on a value of the type, "
                                   f"or write what '{qualified}' does in Python"))
        owner = ("a function" if isinstance(base, UserFunction) else "a class"
                 if isinstance(base, UserClass) else "a constant"
                 if isinstance(base, ConstValue) else "this name")
        raise CompileError(
            module.loc(node), f"attribute '.{attr}' of {owner}",
            "cannot be resolved when compiling (names are read from modules, classes and "
            "instances)",
            "read the attribute from an instance, or from a module",
        )

    # ----------------------------------------------------------- constants

    def _unpacked(self, module: ModuleInfo, name: str, node: cst.CSTNode) -> Any:
        """`X, Y = divmod(7, 2)`: X is item 0 of the value, folded here."""
        value_node, path = module.unpacked[name]
        try:
            value = self._eval(module, value_node)
            for depth, k in enumerate(path):
                names = _target_at(module, value_node, path[:depth])
                if isinstance(value, range):  # `RED, GREEN, BLUE = range(3)`: enum-like ints
                    value = tuple(value)
                if not isinstance(value, (tuple, list, str)):
                    raise _NotConstant(f"it unpacks a {type(value).__name__}")
                if len(value) != len(names):
                    raise _NotConstant(f"it unpacks {len(value)} values into {len(names)} "
                                       "names (ValueError in Python)")
                value = value[k]
            _check_constant(value)
            return value
        except _NotConstant as e:
            raise CompileError(
                self._where(module, node, value_node), f"global '{name}'",
                f"is not a compile-time constant ({e.why})",
                "module-level values unpacked into several names must be constants (a "
                "tuple, or a declared operator's result such as divmod(7, 2)); assign each "
                "name its own value otherwise") from None

    @staticmethod
    def _where(module: ModuleInfo, node: cst.CSTNode, fallback: cst.CSTNode) -> Any:
        """A node's location if it is in `module` (a use may sit in the
        module importing the name), else the fallback's."""
        return module.loc(node if node in module.positions else fallback)

    def _variable(self, module: ModuleInfo, name: str, node: cst.CSTNode) -> ModuleVariable:
        if module.runs_code:
            stmt = module.runs_code[0]
            line = module.positions[stmt].start.line
            raise CompileError(
                module.loc(node), f"module variable '{name}'",
                f"may be changed by the module-level code at line {line} "
                f"(`{module.line_text(line)}`), which runs when the module is imported; the "
                "compiled program does not run that statement (it binds a name the module "
                "binds elsewhere, or declares one)",
                "move that code into a function the compiled code calls, or keep the module's "
                "top level to definitions, imports and assignments")
        return ModuleVariable(module, name)

    def _made_at_run_time(self, module: ModuleInfo, name: str) -> bool:
        """Is this name's one assignment a value made when the module runs
        (a list, dict, set or instance), which compiled code keeps as a
        module variable instead of a constant?"""
        if name in module.constants or len(module.assignments[name]) != 1:
            return False
        if (self.sandbox is not None or module.runs_code) and \
                not _makes_object(module, module.assignments[name][0]):
            return False  # a constant an import computes (--evaluate-constants)
        if _enum_member(module, module.assignments[name][0]):
            return True
        key = (module.name, name)
        if key in self._evaluating:
            return False
        self._evaluating.add(key)
        try:
            module.constants[name] = self._evaluate(module, module.assignments[name][0])
            return False
        except _NotConstant as e:
            return e.run_time
        finally:
            self._evaluating.discard(key)

    def constant(self, module: ModuleInfo, name: str, node: cst.CSTNode) -> Any:
        if name in module.constants:
            return module.constants[name]
        why = module.non_constant.get(name)
        values = module.assignments.get(name, [])
        if why is None and len(values) != 1:
            why = "it is assigned more than once at module level"
        if why is None:
            key = (module.name, name)
            if key in self._evaluating:
                why = "its value depends on itself"
            else:
                self._evaluating.add(key)
                try:
                    value = self._evaluate(module, values[0])
                    module.constants[name] = value
                    return value
                except _NotConstant as e:
                    why = e.why
                finally:
                    self._evaluating.discard(key)
        if self.sandbox is not None:  # every name here is bound in the module
            value = self._imported_value(module, name, node)
            module.constants[name] = value
            return value
        module.non_constant[name] = why
        raise CompileError(
            self._where(module, node, values[0] if values else node), f"global '{name}'",
            f"is not a compile-time constant ({why})",
            "module-level values used by compiled code must be constants assigned once, at top "
            "level, from literals, other constants and math functions; pass varying values as "
            "arguments, "
            "or let the build import the module in a sandbox to compute it "
            "(py_aot_binary(evaluate_constants = True), --evaluate-constants)",
        )

    def _imported_value(self, module: ModuleInfo, name: str, node: cst.CSTNode) -> Any:
        """The constant's value after importing its module in the sandbox."""
        try:
            value = sandbox_.evaluate(module.path.absolute(), module.name, [name],
                                      self.sources.roots,
                                      self.sandbox)[name]
            _check_constant(value)
        except (sandbox_.SandboxError, _NotConstant) as e:
            why = e.why if isinstance(e, _NotConstant) else str(e)
            raise CompileError(
                module.loc(node), f"global '{name}'",
                f"could not be computed by importing {module.name}: {why}",
                "make the module importable on its own (no network, no files outside its "
                "package, within the sandbox's time and memory limits), or pass the value as "
                "an argument",
            ) from None
        return value

    def _evaluate(self, module: ModuleInfo, expr: cst.BaseExpression) -> Any:
        value = self._eval(module, expr)
        _check_constant(value)
        return value

    def _eval(self, module: ModuleInfo, e: cst.BaseExpression) -> Any:
        if isinstance(e, (cst.Integer, cst.Float)):
            return e.evaluated_value
        if isinstance(e, (cst.SimpleString, cst.ConcatenatedString)) \
                and isinstance(e.evaluated_value, str):
            return e.evaluated_value
        if isinstance(e, cst.Tuple):
            items: list[Any] = []
            for el in e.elements:
                value = self._eval(module, el.value)
                if not isinstance(el, cst.StarredElement):
                    items.append(value)
                elif isinstance(value, (tuple, str)):  # (*BASE, 3)
                    items.extend(value)
                else:
                    raise _NotConstant("it spreads a value that is not a tuple or str",
                                       run_time=True)
            return tuple(items)
        if isinstance(e, cst.Name):
            if e.value in ("True", "False"):
                return e.value == "True"
            return self._const_of(self.lookup(module, e.value, e))
        if isinstance(e, cst.Attribute):
            return self._const_of(self._resolve_attr(module, e))
        if isinstance(e, cst.UnaryOperation) and type(e.operator) in _UNARY:
            return _UNARY[type(e.operator)](self._eval(module, e.expression))
        if isinstance(e, cst.BinaryOperation) and type(e.operator) in _BINARY:
            left, right = self._eval(module, e.left), self._eval(module, e.right)
            _guard_size(e.operator, left, right)
            try:
                return _BINARY[type(e.operator)](left, right)
            except (ArithmeticError, ValueError, TypeError, LookupError) as err:
                raise _NotConstant(f"evaluating it raises {type(err).__name__}: {err}") from None
        if isinstance(e, cst.Call) and not any(a.keyword or a.star for a in e.args):
            target = self._resolve_callee(module, e.func)
            if isinstance(target, OpRef) and target.name not in self.ops.ops:
                # Array operators (numpy.*) have no compile-time evaluation.
                raise _NotConstant(f"it calls {target.name}, which is not evaluated at "
                                   "compile time")
            if isinstance(target, OpRef):
                op = self.ops.ops[target.name]
                if target.name in _EFFECTS:
                    raise _NotConstant(f"it calls {target.name.removeprefix('builtins.')}(), "
                                       "which acts when the module is imported")
                if op.stateful:
                    # A native object made here (random.Random(1), an ONNX
                    # session) is a module variable the program makes.
                    raise _NotConstant(f"it calls {target.name}(), whose result depends on "
                                       "the generator's state when the program runs",
                                       run_time=target.name in self.ops.native_types
                                       or module.runs_at_start)
                args = []
                for a in e.args:
                    try:
                        args.append(self._eval(module, a.value))
                    except _NotConstant as err:  # `defaultdict(list)`: made as the module runs
                        raise _NotConstant(err.why, run_time=err.run_time or isinstance(
                            a.value, cst.Name)) from None
                _guard_call(op, args)
                fn = resolve_reference(op.reference)
                try:
                    value = fn(*args)
                except (ArithmeticError, ValueError, TypeError, LookupError) as err:
                    raise _NotConstant(
                        f"evaluating it raises {type(err).__name__}: {err}") from None
                _guard_result(value)
                return value
            raise _NotConstant("it calls something other than a declared pure operator",
                               run_time=isinstance(target, (UserClass, UserFunction)))
        # Computed by syntax evaluated only when the module runs: the
        # compiled program computes it then too.
        raise _NotConstant(f"it is computed by a {type(e).__name__} expression", run_time=True)

    def operator_called(self, module: ModuleInfo, func: cst.BaseExpression) -> str | None:
        """The declared operator a module-level call's callee names through an
        import (`random.seed`, `seed` from `from random import seed`), if any.
        Reads imports only: no constant is evaluated (nor a sandbox started)."""
        attrs: list[str] = []
        while isinstance(func, cst.Attribute):
            attrs.append(func.attr.value)
            func = func.value
        if not isinstance(func, cst.Name) or func.value not in module.imports:
            return None
        name = func.value
        if name in module.non_constant or name in module.assignments \
                or name in module.functions or name in module.classes:
            return None
        dotted = ".".join([module.imports[name], *reversed(attrs)])
        if self.sources.is_module(dotted.split(".")[0]):
            return None  # the workspace's own module of that name
        return dotted if dotted in self.ops.ops else None

    def _resolve_callee(self, module: ModuleInfo, func: cst.BaseExpression) -> Resolved:
        if isinstance(func, cst.Name):
            return self.lookup(module, func.value, func)
        if isinstance(func, cst.Attribute):
            return self._resolve_attr(module, func)
        raise _NotConstant("it calls a computed function")

    def _resolve_attr(self, module: ModuleInfo, e: cst.Attribute) -> Resolved:
        if isinstance(e.value, cst.Name):
            base = self.lookup(module, e.value.value, e.value)
        elif isinstance(e.value, cst.Attribute):
            base = self._resolve_attr(module, e.value)
        else:
            raise _NotConstant("it reads an attribute of a computed value", run_time=True)
        if isinstance(base, (ModuleVariable, ConstValue)):  # BODIES.values(), TEXT.split()
            raise _NotConstant("it uses a method of a value", run_time=True)
        return self.attribute(base, e.attr.value, module, e)

    @staticmethod
    def _const_of(r: Resolved) -> Any:
        if isinstance(r, ConstValue):
            return r.value
        raise _NotConstant("it refers to something that is not a constant",
                           run_time=isinstance(r, ModuleVariable))  # N = len(TABLE)


def _makes_object(module: ModuleInfo, e: cst.BaseExpression) -> bool:
    """Does this syntax make a new mutable object (a display, an instance,
    a user function's result)? A module variable, even where the build
    could compute constants by importing the module."""
    if isinstance(e, (cst.List, cst.Dict, cst.Set, cst.ListComp, cst.DictComp, cst.SetComp)):
        return True
    if _enum_member(module, e):
        return True
    return isinstance(e, cst.Call) and (isinstance(e.func, cst.Name) and (
        e.func.value in module.functions or e.func.value in module.classes)
        or _shipped_callee(module, e.func))


def _shipped_callee(module: ModuleInfo, func: cst.BaseExpression) -> bool:
    """Is this a function or class of a shipped standard-library module
    (`re.compile`, `Fraction` from fractions)? Its result is an object of
    compiled code, not a constant an import could compute."""
    if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name):
        dotted = module.imports.get(func.value.value)
    elif isinstance(func, cst.Name) and func.value in module.imports:
        dotted = module.imports[func.value].rpartition(".")[0]
    else:
        return False
    return bool(dotted) and (SHIPPED_DIR / f"{dotted}.py").is_file()


def _enum_member(module: ModuleInfo, e: cst.BaseExpression) -> bool:
    """Is this `C.NAME` of an enum class C of the module (`DEFAULT =
    Color.RED`: the object the class made, a module variable)?"""
    if not (isinstance(e, cst.Attribute) and isinstance(e.value, cst.Name) and
            isinstance(module.classes.get(e.value.value), cst.ClassDef)):
        return False
    return any(module.module.code_for_node(b.value) in ("Enum", "enum.Enum")
               for b in module.classes[e.value.value].bases)


def _target_at(module: ModuleInfo, value: cst.BaseExpression,
               path: tuple[int, ...]) -> list:
    """The elements of the assignment target that unpacks `value` at `path`."""
    for stmt in module.module.body:
        smalls = stmt.body if isinstance(stmt, cst.SimpleStatementLine) else []
        for small in smalls:
            if isinstance(small, cst.Assign) and small.value is value:
                target = small.targets[-1].target
                for k in path:
                    target = target.elements[k].value
                return list(target.elements)
    return []


def _check_constant(value: Any) -> None:
    """Module constants compiled code may read: immutable values only (a
    module-level list or dict would be state shared between calls)."""
    if isinstance(value, (bool, float, str)):
        return
    if isinstance(value, int):
        if not INT64_MIN <= value <= INT64_MAX:
            shown = str(value) if value.bit_length() < 128 else f"a {value.bit_length()}-bit value"
            raise _NotConstant(f"{shown} does not fit in a 64-bit int")
        return
    if isinstance(value, tuple) and value:
        for v in value:
            _check_constant(v)
        return
    raise _NotConstant(f"its value has type {type(value).__name__}, not int, float, bool, "
                       "str or a tuple of those",
                       run_time=isinstance(value, (list, dict, set, bytearray, deque, Iterator)))


# Bounds on what evaluating a constant may build, so that `'a' * 10**9`,
# `10 ** 10 ** 10`, `'%2000000000s' % x` or a chain of names each doubling the
# last are refused at once instead of exhausting the build's time or memory.
MAX_ITEMS = 1 << 20  # characters of a str, items of a tuple or range
MAX_BITS = 1 << 16  # of an int on the way to a 64-bit result
_SIZED = (str, bytes, tuple, list, range)
_EFFECTS = frozenset({"builtins.print"})
# Operators whose result is the text of a number: bounded by MAX_BITS, not by
# the number's value.
_NUMBER_TEXT = frozenset({"builtins.str", "builtins.repr", "builtins.format", "builtins.hex",
                          "builtins.oct", "builtins.bin", "builtins.int", "builtins.float",
                          "builtins.bool", "builtins.abs", "builtins.min", "builtins.max",
                          "builtins.round", "builtins.divmod", "builtins.pow"})


def _too_big(what: str) -> _NotConstant:
    return _NotConstant(f"its value would be {what}, too large to compute at build time")


def _guard_size(op: cst.BaseBinaryOp, left: Any, right: Any) -> None:
    """Refuses constant expressions whose exact value would be enormous,
    before computing them (`10 ** 10 ** 9` must not hang the build)."""
    if isinstance(op, cst.Multiply):
        for seq, n in ((left, right), (right, left)):
            if isinstance(seq, _SIZED) and isinstance(n, int) and _length(seq) * n > MAX_ITEMS:
                raise _too_big("a sequence of over a million items")
        if _whole(left) and _whole(right) and \
                left.bit_length() + right.bit_length() > MAX_BITS:
            raise _too_big("an integer of over 65,536 bits")
    if isinstance(op, cst.Add) and isinstance(left, _SIZED) and isinstance(right, _SIZED) \
            and _length(left) + _length(right) > MAX_ITEMS:
        raise _too_big("a sequence of over a million items")
    if isinstance(op, cst.Modulo) and isinstance(left, (str, bytes)):
        _guard_format(left, right)
    if isinstance(op, (cst.Power, cst.LeftShift)) and _whole(left) and _whole(right):
        bits = abs(left).bit_length() * right if isinstance(op, cst.Power) else right
        if right > 0 and bits > 4096:
            raise _NotConstant("its value would be far larger than 64 bits")


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


_FORMAT_NUMBERS = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(\*|\d*)(?:\.(\*|\d*))?")


def _guard_format(fmt: str | bytes, args: Any) -> None:
    """`fmt % args`: its size is the format's, the arguments' text and the
    widths and precisions the format (or a `*`) asks for."""
    text = fmt.decode("latin-1") if isinstance(fmt, bytes) else fmt
    values = args if isinstance(args, tuple) else (args,)
    size = len(text) + sum(_length(v) if isinstance(v, _SIZED) else 32 for v in values)
    stars = iter(v for v in values if _whole(v))
    for m in _FORMAT_NUMBERS.finditer(text):
        for part in m.groups():
            if part == "*":
                size += abs(next(stars, 0))
            elif part:
                size += int(part)
        if size > MAX_ITEMS:
            raise _too_big("a string of over a million characters")


def _guard_call(op: Any, args: list[Any]) -> None:
    """An operator call's result is bounded by its arguments' sizes (and by
    ints that say a size, as in range(n) or s.ljust(n)) unless it only turns
    a number into text."""
    if op.name in _NUMBER_TEXT or all(types.head(sig.result) in ("int", "float", "bool", "None")
                                      for sig in op.signatures):
        return
    estimate = 1
    for a in args:
        if isinstance(a, _SIZED):
            estimate *= _length(a) + 1
        elif _whole(a) and abs(a) > 1:
            estimate *= abs(a)
        if estimate > 16 * MAX_ITEMS:
            raise _too_big("a sequence of over a million items")


def _guard_result(value: Any) -> None:
    if isinstance(value, _SIZED) and _length(value) > MAX_ITEMS:
        raise _too_big("a sequence of over a million items")


def _length(v: Any) -> int:
    try:
        return len(v)
    except OverflowError:  # a range longer than sys.maxsize
        return MAX_ITEMS + 1
