"""Which module variables are torch models, read from syntax alone
(pyaot.frontend.resolve asks while resolving names; pyaot.frontend.torch_models
lowers their uses)."""

from __future__ import annotations

import libcst as cst

from pyaot.frontend.modules import ModuleInfo

# Methods a model's assignment may chain after making it (`Net().eval()`).
_MAKING = {"eval", "float", "cpu", "requires_grad_", "train"}


def imports_torch(module: ModuleInfo) -> bool:
    return any(t == "torch" or t.startswith("torch.") for t in module.imports.values())


def dotted(module: ModuleInfo, e: cst.BaseExpression) -> str | None:
    """The imported dotted name `e` spells (`nn.Linear` -> torch.nn.Linear)."""
    attrs = []
    while isinstance(e, cst.Attribute):
        attrs.append(e.attr.value)
        e = e.value
    if not isinstance(e, cst.Name) or e.value not in module.imports:
        return None
    return ".".join([module.imports[e.value], *reversed(attrs)])


def _torch_class(module: ModuleInfo, e: cst.BaseExpression, seen: frozenset = frozenset()) -> bool:
    """Does `e` name torch.nn.Module, a torch.nn class, or a class of this
    module deriving from one?"""
    name = dotted(module, e)
    if name is not None:
        return name.startswith("torch.nn.")
    if isinstance(e, cst.Name) and e.value in module.classes and e.value not in seen:
        return any(_torch_class(module, b.value, seen | {e.value})
                   for b in module.classes[e.value].bases)
    return False


def _made(e: cst.BaseExpression) -> cst.BaseExpression:
    while isinstance(e, cst.Call) and isinstance(e.func, cst.Attribute) and \
            e.func.attr.value in _MAKING and isinstance(e.func.value, cst.Call):
        e = e.func.value
    return e


def is_model(module: ModuleInfo, name: str) -> bool:
    """Is module variable `name` assigned once a torch.nn.Module the module makes?"""
    values = module.assignments.get(name, [])
    if len(values) != 1 or not imports_torch(module):
        return False
    made = _made(values[0])
    return isinstance(made, cst.Call) and _torch_class(module, made.func)
