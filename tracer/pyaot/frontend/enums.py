"""`class Color(Enum)` with constant member values (int literals or auto(),
or str literals): the class becomes a
user class whose instances hold `name` and `value` (a frozen dataclass
without __eq__, so == is identity and hash the object's, as Enum's), each
member a module variable made once before the first entry point runs
(Program.globals), so `Color.RED is Color.RED`. `Color(1)` is a function
returning the member with that value (ValueError "1 is not a valid Color"
otherwise); `for c in Color` loops over the members in definition order,
aliases (a later name with an earlier member's value) left out, as
EnumType.__iter__. Repr and str are the emitter's (ClassInfo.enum).
Helpers of pyaot.frontend.lower's FunctionLowerer."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.resolve import INT64_MAX, INT64_MIN, ExternalRef, UserClass
from pyaot.frontend.syntax import is_docstring

ENUM_BASES = {"enum.Enum"}
# Bases that make an enum class pyaot does not compile, and what to write.
_REFUSED_BASES = {"enum.IntEnum": "derive from Enum and compare .value with ints",
                  "enum.StrEnum": "derive from Enum and compare .value with strs",
                  "enum.Flag": "use an Enum of ints and combine .value with | and &",
                  "enum.IntFlag": "use an Enum of ints and combine .value with | and &"}
_VALUE_TYPES = {int: "int", str: "str"}


@dataclass
class EnumClass:
    """An enum class's members: name -> the member's module variable
    (aliases name their canonical member's), canonical ones in order."""

    qualname: str
    name: str
    members: dict[str, str] = field(default_factory=dict)
    canonical: list[str] = field(default_factory=list)
    lookup: str = ""  # the qualname of Color(value)'s function


def enum_base(resolved) -> str | None:
    """'enum.Enum' (or a refused enum base's name) when `resolved` is one."""
    if isinstance(resolved, ExternalRef) and (resolved.dotted in ENUM_BASES or
                                              resolved.dotted in _REFUSED_BASES):
        return resolved.dotted
    return None


def enum_class(fl, scope, cls: UserClass, info: ir.ClassInfo, base: cst.Arg) -> str:
    """Registers `class C(Enum)` (info already in fl.resolver.classes): its
    members, their module variables and C(value)'s function."""
    node, module = cls.node, cls.module
    dotted = enum_base(scope.expressions.resolve_global(base.value))
    if dotted in _REFUSED_BASES or len(node.bases) != 1 or node.keywords or node.decorators:
        raise unsupported(module.loc(base), f"enum class '{info.name}' (base "
                          f"{scope.describe(base.value)})", _REFUSED_BASES.get(
                              dotted, "derive from Enum alone, without decorators"))
    enum = EnumClass(cls.qualname, info.name)
    values: dict[str, ir.Const] = {}
    assigned: list = []  # every member's value in order, aliases too (auto() reads them)
    value_type = None
    methods = []
    for stmt in node.body.body:
        if isinstance(stmt, cst.FunctionDef) and not stmt.name.value.startswith("_"):
            methods.append(stmt)  # lowered once the members are known: they may call C(v)
            continue
        for small in (stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]):
            if isinstance(small, cst.Pass) or is_docstring(small):
                continue
            value = _member_value(scope, info, small, assigned)
            if value is None:
                raise unsupported(module.loc(small), f"statement in the body of enum class "
                                  f"'{info.name}'", "define members as `NAME = constant` "
                                  "(all ints or all strs) and methods whose names do not "
                                  "start with _")
            name = small.targets[0].target.value
            if name in enum.members:
                raise CompileError(module.loc(small), f"enum member '{info.name}.{name}'",
                                   "is defined twice (TypeError in Python: Attempted to "
                                   "reuse key)", "give each member its own name")
            kind = _VALUE_TYPES.get(type(value.value))
            if kind == "int" and not INT64_MIN <= value.value <= INT64_MAX:
                raise unsupported(module.loc(small.value), f"enum member '{info.name}.{name}'"
                                  " past the 64-bit int range", "pyaot ints are 64-bit: use "
                                  "a smaller value or a str")
            if kind is None or (value_type is not None and kind != value_type):
                raise unsupported(module.loc(small.value), f"enum member '{info.name}.{name}'"
                                  f" = {scope.describe(small.value)}", "give every member an "
                                  "int literal or auto(), or every member a str literal")
            value_type = kind
            assigned.append(value.value)
            alias = next((m for m, v in values.items() if v.value == value.value), None)
            if alias is not None:  # NAME = an earlier member's value: that member
                enum.members[name] = enum.members[alias]
                continue
            values[name] = value
            enum.members[name] = f"{cls.qualname}.{name}"
            enum.canonical.append(name)
    if not enum.canonical:
        raise unsupported(module.loc(node), f"enum class '{info.name}' without members",
                          "define members as `NAME = constant`")
    info.dataclass = info.frozen = info.enum = True
    info.eq = False  # members compare and hash by identity
    info.fields = {"name": "str", "value": value_type}
    enum.lookup = f"{cls.qualname}.<lookup>"
    loc = module.loc(node)
    for name in enum.canonical:
        fl.lifted.append(_member_initialiser(enum, name, values[name], loc))
    fl.lifted.append(_lookup_function(enum, values, loc))
    fl.resolver.enums[cls.qualname] = enum
    for method in methods:
        fl._method(cls, info, method)
    return cls.qualname


def _member_value(scope, info: ir.ClassInfo, small: cst.CSTNode,
                  assigned: list) -> ir.Const | None:
    """The constant of `NAME = constant` or `NAME = auto()`, or None for
    another statement."""
    if not (isinstance(small, cst.Assign) and len(small.targets) == 1 and
            isinstance(small.targets[0].target, cst.Name)):
        return None
    name = small.targets[0].target.value
    loc = scope.loc(small.value)
    if name.startswith("_"):
        raise unsupported(scope.loc(small), f"'{name}' in the body of enum class "
                          f"'{info.name}'", "name members without a leading underscore")
    node = small.value
    if isinstance(node, cst.Call) and not node.args and \
            scope.annotations.dotted(node.func) == "enum.auto":
        return _auto(info, name, assigned, loc)
    try:  # a literal, signed numbers included (DOWN = -1)
        value = ir.Const(ast.literal_eval(scope.module.module.code_for_node(node)), loc)
    except (ValueError, SyntaxError, TypeError):
        value = None
    if value is None:
        raise unsupported(loc, f"enum member '{info.name}.{name}' = {scope.describe(node)}",
                          "give every member an int literal or auto(), or every member a "
                          "str literal")
    return value


def _auto(info: ir.ClassInfo, name: str, assigned: list, loc: ir.Loc) -> ir.Const:
    """auto()'s value, as Enum._generate_next_value_ gives it: 1 first, then
    the last value + 1 where the last is the largest (CPython warns and
    searches otherwise: refused)."""
    if not assigned:
        return ir.Const(1, loc)
    last = assigned[-1]
    if isinstance(last, int) and all(isinstance(v, int) for v in assigned) and \
            last == max(assigned):
        return ir.Const(last + 1, loc)
    raise unsupported(loc, f"enum member '{info.name}.{name}' = auto() after a value that "
                      "is not the largest int so far", "give the member its value")


def _member_initialiser(enum: EnumClass, name: str, value: ir.Const,
                        loc: ir.Loc) -> ir.Function:
    """`<module>` returning the member: C(name, value) made once."""
    made = ir.Call("new", enum.qualname, [ir.Const(name, loc), ir.Const(value.value, loc)], loc)
    qualname = initialiser_of(enum.members[name])
    return ir.Function(qualname, "<module>", [], None, [ir.Return(made, loc)], loc)


def initialiser_of(member: str) -> str:
    return f"{member}.<module>"


def _lookup_function(enum: EnumClass, values: dict[str, ir.Const], loc: ir.Loc) -> ir.Function:
    """C(value): the member whose value == value, else ValueError as
    EnumType.__call__ raises it ("5 is not a valid C")."""
    arg = ir.Name("value", loc)
    body: list[ir.Stmt] = []
    for name, value in values.items():
        test = ir.Compare([arg, ir.Const(value.value, loc)], ["operator.eq"], loc)
        body.append(ir.If(test, [ir.Return(ir.GlobalRef(enum.members[name], loc), loc)], [],
                          loc))
    shown = ir.Call("op", "builtins.repr", [arg], loc)
    message = ir.Call("op", "operator.add",
                      [shown, ir.Const(f" is not a valid {enum.name}", loc)], loc)
    body.append(ir.Raise("ValueError", message, loc,
                         args_repr=ir.Call("op", "builtins.repr", [message], loc)))
    return ir.Function(enum.lookup, enum.name, [ir.Param("value", None, loc)], None, body, loc)


def member(fl, owner: str, name: str, loc: ir.Loc) -> ir.Expr | None:
    """C.NAME for an enum class C: its member's module variable (None when
    C is no enum class)."""
    enum = fl.resolver.enums.get(owner)
    if enum is None:
        return None
    if name not in enum.members:
        raise CompileError(loc, f"{enum.name}.{name}", f"is not a member of enum class "
                           f"'{enum.name}' (AttributeError in Python)",
                           f"members: {', '.join(enum.members)}")
    return ir.GlobalRef(enum.members[name], loc)


def lookup_call(fl, owner: str, args: list[ir.Expr], keywords: dict,
                loc: ir.Loc) -> ir.Expr | None:
    """C(value) for an enum class C (None when C is no enum class)."""
    enum = fl.resolver.enums.get(owner)
    if enum is None:
        return None
    if len(args) != 1 or keywords:
        raise unsupported(loc, f"call of enum class '{enum.name}'", f"look a member up by "
                          f"its value alone: {enum.name}(value)")
    return ir.Call("func", enum.lookup, args, loc)


def is_enum_class(fl, resolved: UserClass) -> bool:
    return fl._user_class(resolved) in fl.resolver.enums


def is_enum_member(fl, node: cst.BaseExpression) -> bool:
    """Is node `C.NAME` for an enum class C (`Color.RED.value` reads the
    member's field)?"""
    root = node.value if isinstance(node, cst.Attribute) else None
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(root, cst.Name) or fl._is_local(root.value):
        return False
    try:
        owner = fl.expressions.resolve_global(node.value)
    except CompileError:
        return False
    return isinstance(owner, UserClass) and is_enum_class(fl, owner)


def members_iterable(fl, node: cst.BaseExpression) -> ir.Expr | None:
    """`for m in C` over an enum class C: its members, in definition order
    (None when node is no enum class)."""
    root = node
    while isinstance(root, cst.Attribute):
        root = root.value
    if not isinstance(node, (cst.Name, cst.Attribute)) or not isinstance(root, cst.Name) or \
            fl._is_local(root.value):
        return None
    try:
        resolved = fl.expressions.resolve_global(node)
    except CompileError:
        return None
    if not isinstance(resolved, UserClass):
        return None
    enum = fl.resolver.enums.get(fl._user_class(resolved))
    if enum is None:
        return None
    loc = fl.loc(node)
    return ir.TupleExpr([ir.GlobalRef(enum.members[n], loc) for n in enum.canonical], loc)


def member_globals(enums: dict[str, EnumClass]) -> dict[str, str]:
    """Program.globals entries of every enum member: qualname -> initialiser."""
    return {enum.members[n]: initialiser_of(enum.members[n])
            for enum in enums.values() for n in enum.canonical}
