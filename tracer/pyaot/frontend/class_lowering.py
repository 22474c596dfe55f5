"""Lowering of user classes: registering a class (fields, dataclass options,
bases, enums, namedtuples) and its methods, user exception classes, and
what code says through a class (C.NAME, C.method(...), super().m(...)).
Functions of pyaot.frontend.lower's FunctionLowerer (`fl`), which keeps
the statement and expression walk.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError, unsupported
from pyaot.exceptions import BUILTIN_EXCEPTIONS, MODULE_EXCEPTIONS
from pyaot.frontend import total_ordering
from pyaot.frontend.class_aliases import alias_in_class, class_constant
from pyaot.frontend.iterator_classes import add_items_method
from pyaot.frontend.class_variables import class_variable, rebound_attributes
from pyaot.frontend.defaults import dataclass_field
from pyaot.frontend.enums import enum_base, enum_class
from pyaot.frontend.enums import member as enum_member
from pyaot.frontend.exception_classes import exception_init
from pyaot.frontend.exception_classes import register as register_exception
from pyaot.frontend.namedtuples import namedtuple_class
from pyaot.frontend.resolve import ExternalRef, UserClass
from pyaot.frontend.special_methods import refuse_uncalled_method
from pyaot.frontend.syntax import constant, is_placeholder


def exception_class(fl: Any, node: cst.BaseExpression) -> str:
    """A built-in exception's name, or a user exception class's qualname."""
    try:
        resolved = fl.expressions.resolve_global(node) if isinstance(
            node, (cst.Name, cst.Attribute)) else None
    except CompileError:
        resolved = None
    if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins."):
        name = resolved.dotted.split(".", 1)[1]
        if name in BUILTIN_EXCEPTIONS:
            return name
    if isinstance(resolved, ExternalRef) and resolved.dotted in MODULE_EXCEPTIONS:
        return resolved.dotted  # statistics.StatisticsError
    if isinstance(resolved, UserClass):
        return user_exception(fl, resolved)
    what = fl.module.module.code_for_node(node)
    raise unsupported(fl.loc(node), f"exception class '{what}'",
                      "raise and catch built-in exceptions (" +
                      ", ".join(sorted(BUILTIN_EXCEPTIONS)) + ", " +
                      ", ".join(sorted(MODULE_EXCEPTIONS)) + ") or classes deriving "
                      "from them")


def derives_from_exception(fl: Any, cls: UserClass, depth: int = 0) -> bool:
    """Does `cls` derive from a built-in exception, directly or through
    classes of the program? (Read from the bases' names: nothing lowered.)"""
    node = cls.node
    if not isinstance(node, cst.ClassDef) or depth > 100:
        return False
    scope = type(fl)(cls.module, None, fl.resolver, fl.on_call, qualname=cls.qualname)
    for base in node.bases:
        try:
            resolved = scope.expressions.resolve_global(base.value)
        except CompileError:
            continue
        if isinstance(resolved, ExternalRef) and resolved.dotted.startswith("builtins.") \
                and resolved.dotted.split(".", 1)[1] in BUILTIN_EXCEPTIONS:
            return True
        if isinstance(resolved, UserClass) and derives_from_exception(fl, resolved, depth + 1):
            return True
    return False


def refuse_exception_instance(fl: Any, cls: Any, name: str, loc: ir.Loc) -> None:
    """`E(...)` outside `raise`, E an exception class of the program."""
    if derives_from_exception(fl, cls):
        raise unsupported(loc, f"an instance of exception class {name} made outside a raise "
                          f"statement", f"raise it where it is made (raise "
                          f"{name.strip(chr(39))}(...)) and read it in an `except ... as e` "
                          "clause, where isinstance(e, ...) works")


def user_exception(fl: Any, cls: UserClass) -> str:
    """Registers `class E(Base): pass` (a docstring at most) as an exception type."""
    known = fl.resolver.exception_classes
    if cls.qualname in known:
        return cls.qualname
    node = cls.node
    loc = cls.module.loc(node)
    if len(node.bases) != 1 or node.keywords or node.decorators:
        raise unsupported(loc, f"class '{node.name.value}' used as an exception",
                          "derive an exception class from exactly one exception class, "
                          "e.g. class MyError(ValueError): pass")
    base_lowerer = type(fl)(cls.module, fl.fn, fl.resolver, fl.on_call)
    base_lowerer.lifted = fl.lifted  # methods of classes its annotations name
    init = exception_init(cls.module, node, base_lowerer.annotations)
    base = exception_class(base_lowerer, node.bases[0].value)
    known[cls.qualname] = (node.name.value, base)
    register_exception(fl.resolver, cls.qualname, base, init, loc)
    return cls.qualname


def user_class(fl: Any, cls: UserClass) -> str:
    """Registers a user class (not an exception) and lowers its methods."""
    known = fl.resolver.classes
    if cls.qualname in known:
        return cls.qualname
    node, module = cls.node, cls.module
    loc = module.loc(node)
    scope = type(fl)(module, None, fl.resolver, fl.on_call,
                            qualname=cls.qualname)
    scope.lifted = fl.lifted  # a class its annotations name lowers its methods there
    if isinstance(node, cst.Call):  # Name = namedtuple("Name", [...])
        known[cls.qualname] = namedtuple_class(scope, cls.qualname, node, loc)
        return cls.qualname
    info = ir.ClassInfo(cls.qualname, node.name.value, loc)
    known[cls.qualname] = info  # before the methods: they name the class
    ordering = [deco for deco in node.decorators
                if scope.annotations.dotted(deco.decorator) == "functools.total_ordering"]
    for deco in node.decorators:
        if deco not in ordering:
            class_decorator(fl, scope, deco.decorator, info)
    # Generic[K, V] and Protocol say what the class's annotations mean; they
    # make nothing at run time that compiled code would keep.
    typing_bases = [b for b in node.bases
                    if scope.annotations.typing_base(b) in ("typing.Generic", "typing.Protocol")]
    for base in node.bases:
        if base in typing_bases:
            continue
        try:
            resolved = scope.expressions.resolve_global(base.value)
        except CompileError:
            resolved = None
        if isinstance(base.value, cst.Subscript):  # class TTL(LRUCache[K, V]): LRUCache
            try:
                generic = scope.expressions.resolve_global(base.value.value)
            except CompileError:
                generic = None
            resolved = generic if isinstance(generic, UserClass) else resolved
        if isinstance(resolved, ExternalRef) and resolved.dotted in ("builtins.object",
                                                                     "abc.ABC"):
            continue  # abc.ABC: abstract methods are checked where a class is called
        if isinstance(resolved, ExternalRef) and resolved.dotted == "typing.NamedTuple":
            info.dataclass = info.order = info.frozen = True  # as namedtuple() makes
            info.class_attrs["_fields"] = ir.TupleExpr([], loc)  # filled below
            continue
        if enum_base(resolved) is not None:
            return enum_class(fl, scope, cls, info, base)
        if isinstance(resolved, UserClass) and len(node.bases) - len(typing_bases) == 1:
            info.base = user_class(fl, resolved)
            continue
        raise unsupported(module.loc(base), f"base class {fl.describe(base.value)} of "
                          f"'{info.name}'", "derive from one class of your own (single "
                          "inheritance), or compose: hold the other object in a field")
    rebound: set[str] | None = None  # the attributes the module assigns as Class.NAME
    for stmt in node.body.body:
        if isinstance(stmt, cst.FunctionDef):
            fl._method(cls, info, stmt)
            continue
        for small in (stmt.body if isinstance(stmt, cst.SimpleStatementLine) else [stmt]):
            if is_placeholder(small):
                continue
            if rebound is None:
                rebound = rebound_attributes(module, info.name)
            if isinstance(small, cst.AnnAssign) and class_variable(scope, info, small, rebound):
                continue
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                name = small.target.value
                info.fields[name] = scope.annotations.field(small.annotation.annotation)
                if small.value is not None:
                    dataclass_field(scope, info, name, small.value)
                continue
            if isinstance(small, cst.Assign) and (
                    alias_in_class(info, small) or class_variable(scope, info, small, rebound)
                    or class_constant(scope, info, small)):
                continue
            raise unsupported(module.loc(small), f"statement in the body of class "
                              f"'{info.name}'", "declare fields as `name: type` (with a "
                              "constant default), class attributes as `NAME = constant`, "
                              "and define methods")
    next_def = next((stmt for stmt in node.body.body if isinstance(stmt, cst.FunctionDef)
                     and stmt.name.value == "__next__"), None)
    if next_def is not None:  # an iterator class
        add_items_method(fl, cls, info, next_def)
    for deco in ordering:
        total_ordering.complete(fl, cls, info, deco)
    if "_fields" in info.class_attrs and info.frozen:  # a typing.NamedTuple
        info.class_attrs["_fields"] = constant(tuple(info.fields), loc)
    return cls.qualname


def class_decorator(fl: Any, scope: Any, deco: cst.BaseExpression,
                     info: ir.ClassInfo) -> None:
    target = deco.func if isinstance(deco, cst.Call) else deco
    if scope.annotations.dotted(target) != "dataclasses.dataclass":
        raise unsupported(scope.loc(deco), "class decorator",
                          "only @dataclass (from dataclasses) and @functools.total_ordering "
                          "may decorate a class")
    info.dataclass = True
    if isinstance(deco, cst.Call):
        for arg in deco.args:
            name = arg.keyword.value if arg.keyword else ""
            value = arg.value
            if name not in ("order", "frozen", "eq") or not (
                    isinstance(value, cst.Name) and value.value in ("True", "False")):
                raise unsupported(scope.loc(arg), f"dataclass option {fl.describe(arg)}",
                                  "use order=, frozen= or eq= with True or False")
            setattr(info, name, value.value == "True")


def method(fl: Any, cls: UserClass, info: ir.ClassInfo, node: cst.FunctionDef) -> None:
    name = node.name.value
    refuse_uncalled_method(cls.module.loc(node), info.name, node)  # __del__, __format__
    kind = "method"
    qualname = f"{cls.qualname}.{name}"
    lowerer = type(fl)(cls.module, node, fl.resolver, fl.on_call,
                       qualname=qualname)
    decorators = list(node.decorators)
    abstract = False
    for deco in node.decorators:
        if lowerer.annotations.dotted(deco.decorator) == "abc.abstractmethod":
            # Called like any method (a subclass's override, or its own body
            # through super()); a class that leaves it abstract is refused
            # where it is called (refuse_abstract_call).
            fl.resolver.abstract_methods.setdefault(cls.qualname, set()).add(name)
            decorators.remove(deco)
            abstract = True
    for deco in decorators:
        d = deco.decorator
        word = d.value if isinstance(d, cst.Name) else ""
        if word in ("property", "staticmethod", "classmethod") and len(decorators) == 1:
            kind = word
        elif _setter_of(d, info) == name and len(decorators) == 1:
            kind = "setter"
            qualname += ".setter"  # beside the getter (tracebacks still name it `name`)
            lowerer.qualname = qualname
        else:
            raise unsupported(cls.module.loc(deco), "method decorator " + fl.describe(d),
                              "use @property (with @NAME.setter below it), @staticmethod, "
                              "@classmethod or @abc.abstractmethod")
    lowerer.decorators_checked = True
    fn = lowerer.lower()  # tracebacks name it `name`, as CPython 3.11's do
    if abstract and all(is_placeholder(small) for stmt in node.body.body
                        for small in getattr(stmt, "body", [stmt])):
        # `def area(self) -> float: ...`: only super().area() would run it
        # (and get None), which is refused; dispatch reaches the overrides.
        fl.resolver.placeholder_methods.add(qualname)
        fn.body.append(ir.Raise("NotImplementedError", None, fn.loc))
    if kind != "staticmethod":
        if not fn.params:
            raise CompileError(cls.module.loc(node), f"method '{name}'", "has no self "
                               "parameter", "add `self` (or use @staticmethod)")
        # A classmethod's cls is the class it is called through (B.make()
        # on a subclass B builds a B): each class gets its own instance.
        fn.params[0].annotation = f"obj[{cls.qualname}]" if kind != "classmethod" else None
    fl.lifted.append(fn)
    fl.lifted.extend(lowerer.lifted)
    table = {"method": info.methods, "property": info.properties, "setter": info.setters,
             "staticmethod": info.staticmethods, "classmethod": info.classmethods}[kind]
    table[name] = qualname


def _setter_of(decorator: cst.BaseExpression, info: ir.ClassInfo) -> str | None:
    """NAME of `@NAME.setter` where NAME is a property this class defined
    above (the only form whose setter the method's own name must repeat)."""
    if isinstance(decorator, cst.Attribute) and decorator.attr.value == "setter" and \
            isinstance(decorator.value, cst.Name) and decorator.value.value in info.properties:
        return decorator.value.value
    return None


def refuse_abstract_call(fl: Any, qualname: str, loc: ir.Loc) -> None:
    """`Shape(...)` where Shape, or a base, declares an @abstractmethod that
    no class from Shape up overrides: CPython raises TypeError there."""
    classes, abstract = fl.resolver.classes, fl.resolver.abstract_methods
    chain = ir.class_chain(classes, qualname)
    missing = sorted(
        name for owner in chain for name in abstract.get(owner.qualname, ())
        if next(c for c in chain if name in _defined(c)) is owner)
    if missing:
        name = classes[qualname].name
        raise CompileError(loc, f"call of abstract class '{name}'",
                           "CPython raises TypeError here (\"Can't instantiate abstract class "
                           f"{name} with abstract method{'s' if len(missing) > 1 else ''} "
                           f"{', '.join(missing)}\")",
                           f"construct a subclass that defines {', '.join(missing)}")


def _refuse_placeholder_call(fl: Any, base: str | None, name: str, loc: ir.Loc) -> None:
    """super().m() (or Base.m(self)) reaching an abstract method whose body
    is a placeholder: CPython returns None, which its annotation does not say."""
    for info in ir.class_chain(fl.resolver.classes, base):
        if name in _defined(info):
            if f"{info.qualname}.{name}" in fl.resolver.placeholder_methods:
                raise CompileError(loc, f"call of abstract method {info.name}.{name}()",
                                   "runs its placeholder body, which returns None in CPython",
                                   "call the method on an instance (a subclass defines it), "
                                   "or give the abstract method a body that returns a value")
            return


def _defined(info: ir.ClassInfo) -> set[str]:
    return {*info.methods, *info.properties, *info.staticmethods, *info.classmethods,
            *info.class_attrs}


def super_call(fl: Any, e: cst.Call, positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
    """super().m(...) in a method: the base class's m on self."""
    owner = fl.qualname.rsplit(".", 1)[0]
    info = fl.resolver.classes.get(owner)
    if info is None or info.base is None or fl.fn is None or not fl.fn.params.params:
        raise unsupported(loc, "super() here", "call super() in a method of a class that "
                          "has a base class")
    self_name = fl.fn.params.params[0].name.value
    keywords = {a.keyword.value: fl.expr(a.value) for a in e.args if a.keyword}
    _refuse_placeholder_call(fl, info.base, e.func.attr.value, loc)
    return ir.Call("super", f"{info.base}:{e.func.attr.value}",
                   [ir.Name(self_name, loc)] + [fl.expr(a.value) for a in positional], loc,
                   keywords=keywords)


def class_attribute_call(fl: Any, owner: UserClass, e: cst.Call,
                          positional: list[cst.Arg], loc: ir.Loc) -> ir.Expr:
    """C.static_method(...), C.class_method(...) or C.method(obj, ...)."""
    info = fl.resolver.classes[user_class(fl, owner)]
    name = e.func.attr.value
    keywords = {a.keyword.value: fl.expr(a.value) for a in e.args if a.keyword}
    args = [fl.expr(a.value) for a in positional]
    q = info.qualname
    while q is not None:  # the class's own, or inherited from a base
        found = fl.resolver.classes[q]
        if name in found.staticmethods:
            return ir.Call("func", found.staticmethods[name], args, loc, keywords=keywords)
        if name in found.classmethods:
            # cls is the class called through (B.make() builds a B).
            cls_value = ir.Symbol(f"class:{info.qualname}", loc)
            return ir.Call("func", found.classmethods[name], [cls_value] + args, loc,
                           keywords=keywords)
        if name in found.methods:
            # Base.method(obj, ...): Base's method itself, not obj's
            # override (inference checks obj is an instance of Base).
            if not args:
                raise unsupported(loc, f"{info.name}.{name}() without an instance",
                                  f"pass the instance first: {info.name}.{name}(self, ...)")
            _refuse_placeholder_call(fl, q, name, loc)
            return ir.Call("super", f"{info.qualname}:{name}", args, loc, keywords=keywords)
        if name in found.properties:
            break
        q = found.base
    raise unsupported(loc, f"{info.name}.{name}(...)", "call static and class methods "
                      "through the class, and other methods through an instance")


def class_attribute(fl: Any, owner: UserClass, name: str, loc: ir.Loc) -> ir.Expr:
    """C.NAME: the class attribute's constant (C's own or a base's), or
    the current value of a class variable (pyaot.frontend.class_variables)."""
    q = user_class(fl, owner)
    member = enum_member(fl, q, name, loc)
    if member is not None:
        return member
    for info in ir.class_chain(fl.resolver.classes, q):
        if name in info.class_vars:
            return ir.GlobalRef(info.class_vars[name], loc)
        if name in info.class_attrs:
            return info.class_attrs[name]
    info = fl.resolver.classes[user_class(fl, owner)]
    raise unsupported(loc, f"{info.name}.{name}", "is not a class attribute (set "
                      "`NAME = constant` in the class body); methods are called through "
                      "the class or an instance")
