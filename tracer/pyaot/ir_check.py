"""The IR verifier: is a program well-formed IR of this version?

Run after each stage that makes IR: the front end's `ir.Program`
(`check_program`) and inference's `ir.TypedProgram` (`check_typed`). The
driver runs it when asked (`compile_file(check_ir=True)`, `--check-ir`,
PYAOT_CHECK_IR=1: the test suites and debug builds do); a failure is a
compiler bug (IRError), caught where the bad IR is made instead of as wrong
C++ later.

Checked everywhere: every node is an IR node whose fields hold what their
annotations say (an Expr where an expression goes, a Loc on every node, ...),
and the program's version is this compiler's. Before inference no expression
has a type and no call is resolved; after it every expression has a type in
the canonical spelling of pyaot.typesys, calls are resolved to something that
exists (given the operator declarations, an operator call to one of its
operator's declared C++ entry points and an array call to a declared array
operator), names are locals of their instance, a read that may precede its
assignment has the flag that checks it and every other read is bound on
every path to it (pyaot.ir_bound), break/continue sit in loops, and
comparison links refer to their own operands.
"""

from __future__ import annotations

import dataclasses
import functools
import types as pytypes
import typing
from typing import Any, Callable, Mapping, Union

from pyaot import ir, ir_bound
from pyaot import typesys as types


class IRError(Exception):
    """The IR breaks an invariant: a bug in the stage that made it."""


@dataclasses.dataclass(frozen=True)
class Declared:
    """What resolved calls may name (pyaot.opdecls.OpTable.declared): each
    operator's declared C++ entry points by its Python name, the names of the
    declared array operators, and of the operators that never return."""

    entries: Mapping[str, frozenset[str]]
    array_ops: frozenset[str]
    noreturn: frozenset[str] = frozenset()


# Array calls inference makes for subscripts, not declared operators: the
# emitter spells them from their templates (pyaot.infer_nd_index).
_ARRAY_INDEXING = frozenset({"ndarray.getitem", "ndarray.setitem"})


# ----------------------------------------------------------------- the schema

_EXPRS = typing.get_args(ir.Expr)
_STMTS = typing.get_args(ir.Stmt)


def _resolve(annotation: Any) -> Any:
    if isinstance(annotation, typing.ForwardRef):
        annotation = annotation.__forward_arg__
    while isinstance(annotation, str):  # "'Expr | None'" is a string, twice
        annotation = eval(annotation, vars(ir))  # noqa: S307 - annotations of pyaot.ir
    return annotation


def _matcher(annotation: Any) -> Callable[[Any], bool]:
    """A predicate: does a value fit this field annotation?"""
    annotation = _resolve(annotation)
    if annotation is Any:
        return lambda v: True
    if annotation is None or annotation is type(None):
        return lambda v: v is None
    origin = typing.get_origin(annotation)
    if origin in (Union, pytypes.UnionType):
        options = [_matcher(a) for a in typing.get_args(annotation)]
        return lambda v: any(m(v) for m in options)
    if origin is list:
        (item,) = typing.get_args(annotation) or (Any,)
        each = _matcher(item)
        return lambda v: isinstance(v, list) and all(each(x) for x in v)
    if origin is dict:
        key, value = typing.get_args(annotation) or (Any, Any)
        k, m = _matcher(key), _matcher(value)
        return lambda v: isinstance(v, dict) and all(k(a) and m(b) for a, b in v.items())
    if annotation is int:  # bool is an int to Python, not to the IR
        return lambda v: isinstance(v, int) and not isinstance(v, bool)
    if annotation is float:
        return lambda v: isinstance(v, float)
    if annotation is list:
        return lambda v: isinstance(v, list)
    if isinstance(annotation, type):
        return lambda v: isinstance(v, annotation)
    raise TypeError(f"ir_check cannot read the annotation {annotation!r}")


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, str, Callable[[Any], bool]], ...]:
    return tuple((f.name, str(f.type), _matcher(f.type)) for f in dataclasses.fields(cls))


def _where(node: Any) -> str:
    loc = getattr(node, "loc", None)
    return f"{loc}: " if isinstance(loc, ir.Loc) else ""


def _check_schema(root: Any) -> None:
    """Every node is an IR node; every field value fits its annotation."""
    known = set(ir._NODE_TYPES.values())
    for node in ir.walk(root):
        cls = type(node)
        if cls not in known:
            raise IRError(f"{_where(node)}{cls.__name__} is not an IR node")
        for name, annotation, fits in _fields(cls):
            value = getattr(node, name)
            if not fits(value):
                raise IRError(f"{_where(node)}{cls.__name__}.{name} = {value!r:.200} is not "
                              f"a {annotation}")


def _check_version(program: ir.Program | ir.TypedProgram) -> None:
    if program.version != ir.IR_VERSION:
        raise IRError(f"IR version {program.version}; this compiler makes version "
                      f"{ir.IR_VERSION}")


# ------------------------------------------------------- before inference


_FRONTEND_CALLS = ("op", "func", "method", "value", "new", "super")


def check_program(program: ir.Program) -> None:
    """The front end's output."""
    if not isinstance(program, ir.Program):
        raise IRError(f"not an ir.Program: {type(program).__name__}")
    _check_version(program)
    _check_schema(program)
    for name in program.entries:
        if name not in program.functions:
            raise IRError(f"entry point {name} is not among the program's functions")
    for qualname, fn in program.functions.items():
        if fn.qualname != qualname:
            raise IRError(f"{_where(fn)}function {fn.qualname} filed as {qualname}")
        for node in ir.walk(fn.body):
            if isinstance(node, _EXPRS) and node.type is not None:
                raise IRError(f"{_where(node)}{type(node).__name__} typed before inference")
            if isinstance(node, ir.Call):
                if node.kind not in _FRONTEND_CALLS:
                    raise IRError(f"{_where(node)}call of kind {node.kind!r} before inference")
                if node.target is not None:
                    raise IRError(f"{_where(node)}call resolved before inference")
        _check_loops(fn.body)
    for qualname, cls in program.classes.items():
        if cls.qualname != qualname:
            raise IRError(f"{_where(cls)}class {cls.qualname} filed as {qualname}")
        if cls.base is not None and cls.base not in program.classes:
            raise IRError(f"{_where(cls)}class {qualname}: base {cls.base} is no class")


# -------------------------------------------------------- after inference


# Call kinds inference leaves: "method" and "super" are resolved to one of
# these (or to a VirtualCall). Which need a target: an operator's entry point, an instance's C++
# name; "new" has one when the class has an __init__; "value" calls a
# function value (args[0]), whose signature pyaot.infer records.
_TYPED_CALLS = {"op": True, "nd": True, "func": True, "new": False, "value": False}


@functools.cache
def _canonical_type(t: str) -> bool:
    try:
        return str(types.parse(t)) == t
    except (ValueError, IndexError):
        return False


def _check_type(node: Any, t: Any) -> None:
    if not isinstance(t, str) or not t:
        raise IRError(f"{_where(node)}{type(node).__name__} has no type after inference")
    if not _canonical_type(t):
        raise IRError(f"{_where(node)}{type(node).__name__} has the malformed type {t!r}")


def check_typed(program: ir.TypedProgram, declared: Declared | None = None) -> None:
    """Inference's output; calls of operators are checked against `declared`
    when given."""
    if not isinstance(program, ir.TypedProgram):
        raise IRError(f"not an ir.TypedProgram: {type(program).__name__}")
    _check_version(program)
    _check_schema(program)
    cnames: dict[str, ir.Instance] = {}
    for inst in program.instances:
        if inst.cname in cnames:
            raise IRError(f"{_where(inst)}two instances named {inst.cname}")
        cnames[inst.cname] = inst
    classes = {c.qualname: c for c in program.classes}
    for entry in program.entries:
        inst = cnames.get(entry.instance)
        if inst is None:
            raise IRError(f"entry point {entry.name}: no instance {entry.instance}")
        if entry.param_types != inst.param_types or entry.return_type != inst.return_type:
            raise IRError(f"entry point {entry.name}: its types are not {inst.cname}'s")
    for fn_id, sig in program.fn_values.items():
        for t in [*sig.args, sig.result]:
            _check_type(sig, t)
    for inst in program.instances:
        _check_instance(inst, cnames, program, declared)
    for cls in program.classes:
        if cls.base is not None and cls.base not in classes:
            raise IRError(f"class {cls.qualname}: base {cls.base} is no class")
        for sub in cls.subclasses:
            if sub not in classes:
                raise IRError(f"class {cls.qualname}: subclass {sub} is no class")
        for hook, cname in cls.hooks.items():
            if cname not in cnames:
                raise IRError(f"class {cls.qualname}: {hook} is no instance ({cname})")
        for name, t in cls.fields.items():
            _check_type(cls, t)
        for value in cls.initial.values():
            _check_exprs(value, cnames, program, None, declared)


def _check_instance(inst: ir.Instance, cnames: dict[str, ir.Instance],
                    program: ir.TypedProgram, declared: Declared | None) -> None:
    where = f"{_where(inst)}{inst.cname}"
    if len(inst.params) != len(inst.param_types):
        raise IRError(f"{where}: {len(inst.params)} parameters, {len(inst.param_types)} types")
    for name, t in zip(inst.params, inst.param_types):
        # or T | None, or a union holding T (or None and T): an unannotated
        # parameter the body assigns None (`node = node.next`) or another type
        # (`hi = mid`, `out = []` of an `out=None`), held converted (pyaot.emit.cpp)
        local = inst.locals.get(name) or ""
        inner = types.args(local)[0] if types.head(local) == "Optional" else local
        if local not in (t, types.optional(t)) and not (
                types.head(inner) == "Union" and t in types.args(inner)) and not (
                t == ir.NONE and types.head(local) == "Optional"):
            raise IRError(f"{where}: parameter {name} is {t}, its local "
                          f"{inst.locals.get(name)}")
    for t in [inst.return_type, *inst.locals.values()]:
        _check_type(inst, t)
    for name in [*inst.flagged_locals, *inst.ref_params]:
        if name not in inst.locals:
            raise IRError(f"{where}: {name} is no local")
    _check_exprs(inst.body, cnames, program, inst, declared)
    if declared is not None:  # which calls never return is the declarations' to say
        for name in ir_bound.unproven_reads(inst, declared.noreturn):
            raise IRError(f"{_where(name)}{name.id} may be unbound here (Python would raise "
                          f"UnboundLocalError), but {inst.cname} reads it unchecked")
    _check_loops(inst.body)


def _check_exprs(root: Any, cnames: dict[str, ir.Instance], program: ir.TypedProgram,
                 inst: ir.Instance | None, declared: Declared | None) -> None:
    operands: list[int] = []  # the enclosing Compare's operand count, innermost last
    # An explicit stack of (node, leaving): TempRefs need their Compare.
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        node, leaving = stack.pop()
        if leaving:
            operands.pop()
            continue
        if isinstance(node, list):
            stack.extend((x, False) for x in reversed(node))
            continue
        if isinstance(node, dict):
            stack.extend((x, False) for x in reversed(list(node.values())))
            continue
        if not dataclasses.is_dataclass(node):
            continue
        if isinstance(node, _EXPRS):
            _check_type(node, node.type)
            _check_expr(node, cnames, program, inst, operands)
            if declared is not None and isinstance(node, ir.Call):
                _check_declared(node, declared)
        elif inst is not None:
            _check_stmt(node, inst)
        if isinstance(node, ir.Compare):
            # operands evaluate outside the chain; the tests read them
            stack.append((node.operands, False))
            stack.append((None, True))
            stack.append((node.tests, False))
            operands.append(len(node.operands))
            continue
        if isinstance(node, ir.Once):  # the body reads the value as TempRef 0
            stack.append((node.value, False))
            stack.append((None, True))
            stack.append((node.body, False))
            operands.append(1)
            continue
        stack.extend((getattr(node, name), False) for name in reversed(ir._field_names(type(node)))
                     if name != "loc")


def _check_expr(e: Any, cnames: dict[str, ir.Instance], program: ir.TypedProgram,
                inst: ir.Instance | None, operands: list[int]) -> None:
    if isinstance(e, ir.Call):
        if e.kind not in _TYPED_CALLS:
            raise IRError(f"{_where(e)}call of kind {e.kind!r} after inference")
        if e.kind == "nd":
            _check_array_call(e)
        elif _TYPED_CALLS[e.kind] and not e.target:
            raise IRError(f"{_where(e)}{e.kind} call of {e.callee} is not resolved")
        if e.kind in ("func", "new") and e.target and e.target not in cnames:
            raise IRError(f"{_where(e)}call of {e.callee}: no instance {e.target}")
        if e.kind != "nd" and (e.variants or e.variant or e.array):
            raise IRError(f"{_where(e)}{e.kind} call of {e.callee} with array-operator data")
        if e.variant and e.variant not in e.variants:
            raise IRError(f"{_where(e)}{e.callee}: its default variant is no variant")
        _check_order(e)
    elif isinstance(e, ir.VirtualCall):
        _check_order(e)
        classes = {c.qualname for c in program.classes}
        for o in e.overrides:
            if o.cls not in classes or o.instance not in cnames:
                raise IRError(f"{_where(e)}.{e.method}(): override {o.cls} -> {o.instance} "
                              "is no class's instance")
        if e.default and e.default not in cnames or not (e.default or e.overrides):
            raise IRError(f"{_where(e)}.{e.method}(): no instance {e.default}")
        if not e.args:
            raise IRError(f"{_where(e)}.{e.method}() without its receiver")
    elif isinstance(e, ir.TupleItem):
        if (e.position is None) == (e.index is None):
            raise IRError(f"{_where(e)}a tuple item needs a position or an index, not both")
        if types.head(e.value.type) != "tuple":
            raise IRError(f"{_where(e)}an item of a {e.value.type}, not a tuple")
    elif isinstance(e, ir.ExceptionField):
        if e.value.type != "exception" or not 0 <= e.position < len(e.types) or \
                e.type != e.types[e.position]:
            raise IRError(f"{_where(e)}field {e.position} of a {e.value.type} with fields "
                          f"{e.types}")
    elif isinstance(e, ir.ArrayAttr):
        if e.attr not in ("ndim", "size", "len", "shape") or \
                (e.index is not None and e.attr != "shape"):
            raise IRError(f"{_where(e)}array attribute {e.attr!r}")
        if e.attr == "shape" and (e.index is None or isinstance(e.index, ir.SliceExpr)) and \
                types.head(e.type) != "tuple":
            raise IRError(f"{_where(e)}a.shape as a {e.type}, not a tuple")
    elif isinstance(e, ir.IsInstance):
        if e.result is not None and (e.classes or e.scalars or e.members or e.optional):
            raise IRError(f"{_where(e)}isinstance() both decided and tested at run time")
        if e.classes and types.head(e.value.type) not in ("obj", "exception"):
            raise IRError(f"{_where(e)}isinstance() by class of a {e.value.type}")
    elif isinstance(e, ir.IsNone):
        optional = types.head(e.value.type) == "Optional"
        if (e.result is None) != optional:
            raise IRError(f"{_where(e)}`is None` of a {e.value.type}: "
                          + ("tested at run time" if optional else "known statically"))
    elif isinstance(e, ir.Name):
        if inst is not None and e.id not in inst.locals:
            raise IRError(f"{_where(e)}{e.id} is no local of {inst.cname}")
        # The emitter checks such a read with the local's flag, which only
        # flagged locals have.
        if inst is not None and e.maybe_unbound and e.id not in inst.flagged_locals:
            raise IRError(f"{_where(e)}{e.id} may be unbound here, but {inst.cname} has no "
                          "flag for it")
    elif isinstance(e, ir.Convert):
        if e.to != e.type:
            raise IRError(f"{_where(e)}conversion to {e.to} typed {e.type}")
        if e.kind not in types.conversions(e.value.type, e.to):
            raise IRError(f"{_where(e)}conversion of {e.value.type} to {e.to} is "
                          f"{types.conversion(e.value.type, e.to)}, not {e.kind!r}")
    elif isinstance(e, ir.TempRef):
        if not operands or not 0 <= e.index < operands[-1]:
            raise IRError(f"{_where(e)}%{e.index} is no operand of its comparison or Once")
    elif isinstance(e, ir.Compare):
        if len(e.tests) != len(e.operands) - 1:
            raise IRError(f"{_where(e)}{len(e.operands)} operands, {len(e.tests)} tests")


def _check_order(e: ir.Call | ir.VirtualCall) -> None:
    """An evaluation order names each argument once; only the calls whose
    arguments the emitter binds one by one (not array operators) carry one."""
    if e.order and (sorted(e.order) != list(range(len(e.args))) or
                    isinstance(e, ir.Call) and e.kind in ("nd", "value")):
        raise IRError(f"{_where(e)}evaluation order {e.order} of {len(e.args)} arguments")


def _check_array_call(e: ir.Call) -> None:
    """An array call says what it computes, over arguments it has, and no
    C++ (the emitter spells it)."""
    spec = e.array
    if spec is None or e.target:
        raise IRError(f"{_where(e)}array call of {e.callee}: " +
                      ("a C++ target" if e.target else "no ArraySpec"))
    slots = [k for o in spec.operands.values() for k in o.slots if k >= 0]
    slots += [k for step in spec.index for k in step.slots if k >= 0]
    if spec.index or spec.store:
        slots.append(spec.base)
    if spec.store:
        slots.append(spec.value)
    bad = [k for k in slots if k >= len(e.args)]
    if bad:
        raise IRError(f"{_where(e)}array call of {e.callee}: argument slot {bad[0]} of "
                      f"{len(e.args)}")


def _check_declared(e: ir.Call, declared: Declared) -> None:
    """An operator call names one of its operator's declared entry points, an
    array call a declared array operator (or an operator returning arrays:
    InferenceSession.run)."""
    if e.kind == "op":
        entries = declared.entries.get(e.callee)
        if entries is None:
            raise IRError(f"{_where(e)}call of {e.callee}: no operator of that name is declared")
        if e.target not in entries:
            shown = ", ".join(sorted(entries)[:6]) + (", ..." if len(entries) > 6 else "")
            raise IRError(f"{_where(e)}call of {e.callee}: {e.target} is not one of its declared "
                          f"entry points ({shown})")
    elif e.kind == "nd" and e.callee not in declared.array_ops \
            and e.callee not in _ARRAY_INDEXING and e.callee not in declared.entries:
        raise IRError(f"{_where(e)}array call of {e.callee}: no array operator of that name "
                      "is declared")


def _check_stmt(s: Any, inst: ir.Instance) -> None:
    """Names a statement binds are locals of its instance."""
    if isinstance(s, (ir.Assign, ir.ForRange, ir.Unpack, ir.ForEach, ir.CompFor,
                      ir.StoreItem)):
        for name in ir.target_names(s.target):
            if name not in inst.locals:
                raise IRError(f"{_where(s)}{name} is no local of {inst.cname}")
    elif isinstance(s, ir.Handler) and s.name is not None and s.name not in inst.locals:
        raise IRError(f"{_where(s)}{s.name} is no local of {inst.cname}")


def _check_loops(body: list, in_loop: bool = False) -> None:
    """break and continue only in a loop of the same function."""
    for s in body:
        if isinstance(s, (ir.Break, ir.Continue)) and not in_loop:
            raise IRError(f"{_where(s)}{type(s).__name__.lower()} outside a loop")
        if isinstance(s, (ir.While, ir.ForRange, ir.ForEach)):
            _check_loops(s.body, True)
            _check_loops(s.orelse, in_loop)
        elif isinstance(s, ir.If):
            _check_loops(s.body, in_loop)
            _check_loops(s.orelse, in_loop)
        elif isinstance(s, ir.Try):
            _check_loops(s.body, in_loop)
            for h in s.handlers:
                _check_loops(h.body, in_loop)
            _check_loops(s.orelse, in_loop)
            _check_loops(s.finalbody, in_loop)
