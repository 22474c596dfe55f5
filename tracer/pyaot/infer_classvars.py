"""Reads of class variables (pyaot.frontend.class_variables) through an
instance or `cls`: `self.registry`, `cls.made`. Python looks the name up
on the object's class at run time; the compiled read is the one module
variable, so a subclass that defines the name again is refused, as is an
assignment through an instance (it makes an instance attribute)."""

from __future__ import annotations

from pyaot import ir
from pyaot.diagnostics import CompileError


def _defines(cl, info: ir.ClassInfo, name: str) -> bool:
    return name in info.class_vars or name in info.class_attrs or name in info.fields or \
        name in cl.fields(info.qualname)


def instance_read(cl, q: str, name: str, loc: ir.Loc) -> str | None:
    """The module variable that `obj.NAME` reads, obj an instance of class
    q (cl: pyaot.infer_cls.ClassTyping); None where NAME is not a class
    variable there."""
    owner = next((c for c in cl.chain(q) if _defines(cl, c, name)), None)
    if owner is None or name not in owner.class_vars:
        return None
    for sub in cl.subclasses(q):
        info = cl.inf.program.classes[sub]
        if _defines(cl, info, name):
            raise CompileError(loc, f"attribute '{name}' of a {cl.chain(q)[0].name}",
                               f"is class {owner.name}'s variable, which its subclass "
                               f"{info.name} defines again: the value read depends on the "
                               "object's class", f"read {owner.name}.{name} or {info.name}."
                               f"{name} by name")
    return owner.class_vars[name]


def class_read(cl, q: str, name: str) -> str | None:
    """The module variable that `cls.NAME` reads, cls being class q."""
    owner = next((c for c in cl.chain(q) if name in c.class_vars or name in c.class_attrs),
                 None)
    return owner.class_vars[name] if owner is not None and name in owner.class_vars else None


def refuse_instance_assignment(cl, q: str, name: str, loc: ir.Loc) -> None:
    """`self.NAME = v` where NAME is a class variable of q's chain."""
    owner = next((c for c in cl.chain(q) if name in c.class_vars), None)
    if owner is not None:
        raise CompileError(loc, f"assignment to '{name}' through a {cl.chain(q)[0].name} "
                           "instance", f"makes, in Python, an instance attribute that hides "
                           f"class variable {owner.name}.{name} for that object only; the "
                           "compiled program holds the class's alone",
                           f"assign {owner.name}.{name} to change the class's, or give the "
                           "instance's field another name")
