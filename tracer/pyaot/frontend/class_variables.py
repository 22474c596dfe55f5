"""Class attributes that are state: `registry = {}`, `made = 0` with
`Counter.made += 1` somewhere in the module. CPython keeps one value on
the class, shared by every instance and every read through the class, an
instance or `cls`; so does the compiled program, as a module variable
named `Class.NAME` (pyaot.frontend.module_state: initialised once, in
source order, read as ir.GlobalRef and rebound by ir.AssignGlobal).

A class attribute that is a constant and never rebound stays a constant
(ir.ClassInfo.class_attrs), which instances start with as a field.
Inference reads `self.NAME` and `cls.NAME` of a class variable as the
variable (pyaot.infer_cls), and refuses assigning it through an instance,
which in Python makes an instance attribute that hides the class's.
"""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.modules import ModuleInfo
from pyaot.frontend.resolve import ModuleVariable, UserClass
from pyaot.frontend.syntax import AUG_OPS, is_constant


def rebound_attributes(module: ModuleInfo, cls: str) -> set[str]:
    """The NAMEs that `cls.NAME = v`, `cls.NAME op= v` or `del cls.NAME`
    bind anywhere in `module` (cls: the class's name)."""
    found: set[str] = set()

    def note(target: cst.BaseExpression) -> None:
        if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and \
                target.value.value == cls:
            found.add(target.attr.value)

    class Finder(cst.CSTVisitor):
        def visit_Assign(self, node: cst.Assign) -> None:
            for t in node.targets:
                note(t.target)

        def visit_AugAssign(self, node: cst.AugAssign) -> None:
            note(node.target)

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            note(node.target)

    module.module.visit(Finder())
    return found


def class_variable(scope: Any, info: ir.ClassInfo, stmt: cst.Assign | cst.AnnAssign,
                   rebound: set[str]) -> bool:
    """Records `NAME = value` (or `NAME: T = value` in a class that is not
    a dataclass) in the body of class `info` as a class variable where the
    value is not a constant or the module rebinds `Class.NAME`; False for a
    constant class attribute (class_aliases) or a field's default."""
    if isinstance(stmt, cst.AnnAssign):
        if info.dataclass or stmt.value is None or not isinstance(stmt.target, cst.Name):
            return False
        target = stmt.target
    elif len(stmt.targets) == 1 and isinstance(stmt.targets[0].target, cst.Name):
        target = stmt.targets[0].target
    else:
        return False
    name = target.value
    if name not in rebound and _constant(scope, stmt.value):
        return False
    module: ModuleInfo = scope.module
    variable = ModuleVariable(module, f"{info.name}.{name}")
    module.assignments[variable.name] = [stmt.value]
    if isinstance(stmt, cst.AnnAssign):
        annotation = _unwrapped_class_var(scope, stmt.annotation)
        module.annotations[variable.name] = annotation
        module.positions.setdefault(annotation, module.positions[stmt.annotation])
    info.class_vars[name] = variable.qualname
    scope.resolver.variables_used.setdefault(variable.qualname, variable)
    return True


def _unwrapped_class_var(scope: Any, annotation: cst.Annotation) -> cst.Annotation:
    """`ClassVar[T]` (typing) read as T: the variable's type."""
    a = annotation.annotation
    if isinstance(a, cst.Subscript) and len(a.slice) == 1 and \
            isinstance(a.slice[0].slice, cst.Index) and \
            scope.annotations.dotted(a.value) == "typing.ClassVar":
        return cst.Annotation(a.slice[0].slice.value)
    return annotation


def _constant(scope: Any, value: cst.BaseExpression) -> bool:
    """Is `value` a constant class attribute (a number, string, tuple of
    those; not None, which a class body sets to be replaced later)?"""
    if isinstance(value, (cst.Dict, cst.List, cst.Set, cst.Call, cst.ListComp, cst.DictComp,
                          cst.SetComp, cst.GeneratorExp, cst.Lambda)):
        return False
    lowered = scope.expr(value)
    return is_constant(lowered) and not (isinstance(lowered, ir.Const) and lowered.value is None)


def _named_class(fl: Any, e: cst.BaseExpression) -> ir.ClassInfo | None:
    """The class of the program `e`'s value names in `Class.NAME` (Class
    not a local), lowered; None for any other expression."""
    if not (isinstance(e, cst.Attribute) and isinstance(e.value, cst.Name)) or \
            e.value.value in fl.locals:
        return None
    try:
        owner = fl.expressions.resolve_global(e.value)
    except CompileError:
        return None
    return fl.resolver.classes[fl._user_class(owner)] if isinstance(owner, UserClass) else None


def is_class_variable(fl: Any, e: cst.BaseExpression) -> bool:
    """Is `e` `Class.NAME` of a class variable (Class's own or a base's),
    a value whose methods and items are used as a variable's?"""
    info = _named_class(fl, e)
    return info is not None and any(
        e.attr.value in c.class_vars for c in ir.class_chain(fl.resolver.classes, info.qualname))


def owned_variable(fl: Any, target: cst.BaseExpression) -> str | None:
    """The class variable `Class.NAME` assigns (its module variable's
    qualname), None where `target` is not such an attribute; a class
    assigning a variable it inherits is refused (Python would give that
    class an attribute of its own, which the base does not see)."""
    info = _named_class(fl, target)
    if info is None:
        return None
    classes = fl.resolver.classes
    name = target.attr.value
    if name in info.class_vars:
        return info.class_vars[name]
    for base in ir.class_chain(classes, info.qualname)[1:]:
        if name in base.class_vars:
            raise CompileError(fl.loc(target), f"assignment to {info.name}.{name}",
                               f"gives {info.name} a class attribute of its own, which "
                               f"{base.name} and its other subclasses do not see; the "
                               "compiled program holds one, on the class that defines it",
                               f"assign {base.name}.{name}, or define {name} in the body "
                               f"of {info.name} too")
    return None


def assignment(fl: Any, s: cst.BaseSmallStatement, loc: ir.Loc) -> list[ir.Stmt] | None:
    """`Class.NAME = v` and `Class.NAME op= v` of a class variable; None
    for other statements."""
    if isinstance(s, cst.Assign) and len(s.targets) == 1:
        qualname = owned_variable(fl, s.targets[0].target)
        if qualname is not None:
            return [ir.AssignGlobal(qualname, fl.expr(s.value), loc)]
    if isinstance(s, cst.AugAssign):
        qualname = owned_variable(fl, s.target)
        if qualname is not None:
            value = ir.Call("op", AUG_OPS[type(s.operator)],
                            [ir.GlobalRef(qualname, loc), fl.expr(s.value)], loc)
            return [ir.AssignGlobal(qualname, value, loc)]
    return None
