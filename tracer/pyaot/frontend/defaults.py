"""Default values: of parameters (constants only, as Python evaluates a
default once) and of dataclass fields (a constant, or field(default=...,
default_factory=..., compare=..., repr=...)). Helpers of pyaot.frontend.lower's FunctionLowerer."""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import unsupported
from pyaot.frontend.enums import is_enum_member
from pyaot.frontend.module_state import assignment_line
from pyaot.frontend.syntax import is_constant


# dataclasses.field() options compiled code honours: what each leaves the
# field out of when False (ClassInfo.excluded).
_LEAVE_OUT = {"compare": "compare", "repr": "repr", "init": "init"}


def dataclass_field(fl, info: ir.ClassInfo, name: str, node: cst.BaseExpression) -> None:
    """A dataclass field's value in the class body, recorded in `info`: a
    constant default, or dataclasses.field() with default= (a constant) or
    default_factory= (list, dict, set, a class of the program or a lambda
    without parameters, called afresh for each instance), and compare= /
    repr= / init= (True or False;
    a field left out of __init__ takes its default)."""
    if not (isinstance(node, cst.Call)
            and fl.annotations.dotted(node.func) == "dataclasses.field"):
        info.defaults[name] = default_value(fl, node)
        return
    options = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
    flags = {k: v for k, v in options.items() if k in _LEAVE_OUT}
    if len(options) != len(node.args) or \
            not options.keys() <= {"default", "default_factory", *_LEAVE_OUT} or \
            {"default", "default_factory"} <= options.keys() or \
            not all(isinstance(v, cst.Name) and v.value in ("True", "False")
                    for v in flags.values()):
        raise unsupported(fl.loc(node), "field(...) " + fl.describe(node),
                          "use field(default=constant) or field(default_factory=list) "
                          "(or dict, set, a class of the program, a lambda), with compare=, "
                          "repr= or "
                          "init= True or False")
    left_out = [_LEAVE_OUT[k] for k, v in flags.items() if v.value == "False"]
    if "init" in left_out and not {"default", "default_factory"} & options.keys():
        raise unsupported(fl.loc(node), "field(init=False) without a default",
                          "give it one (field(init=False, default=0.0)); __post_init__ may "
                          "then set it")
    if left_out:
        info.excluded[name] = left_out
    if "default" in options:
        info.defaults[name] = default_value(fl, options["default"])
    elif "default_factory" in options:
        factory = options["default_factory"]
        if isinstance(factory, cst.Lambda) and not factory.params.params and \
                factory.params.star_arg in (None, cst.MaybeSentinel.DEFAULT) and \
                not factory.params.kwonly_params and factory.params.star_kwarg is None:
            # `default_factory=lambda: {r: 0 for r in "abcd"}`: its body, made
            # afresh for each instance as the call of the lambda makes it.
            info.defaults[name] = fl.expr(factory.body)
        else:
            info.defaults[name] = fl.expressions.call(cst.Call(func=factory), fl.loc(factory))


def default_value(fl, node: cst.BaseExpression) -> ir.Expr:
    """A default value: Python evaluates it once, at `def` time, so only
    immutable constants can be substituted at each call."""
    value = fl.expr(node)
    if is_constant(value):
        return value
    if isinstance(value, ir.GlobalRef) and isinstance(node, cst.Name):
        # `bodies=SYSTEM`: the object SYSTEM held when the def ran, which is
        # SYSTEM's object for good if nothing rebinds the name.
        variable = fl.expressions.resolve_global(node)
        if variable.name not in variable.module.rebound and \
                variable.module is fl.module and \
                assignment_line(variable) < fl.loc(node).line:
            return value
    if _enum_member_defined_before(fl, node):
        return value  # `kind=Kind.CHECKING`: a member is one object for good
    raise unsupported(fl.loc(node), "default argument value " + fl.describe(node),
                      "defaults must be constants (numbers, strings, None or tuples of "
                      "those); for a list default use `x: list[int] | None = None` and "
                      "create the list in the body")


def _enum_member_defined_before(fl, node: cst.BaseExpression) -> bool:
    """`C.NAME` of an enum class C defined before the default is evaluated
    (earlier in the module, or in another one it imports from)."""
    if not (isinstance(node, cst.Attribute) and is_enum_member(fl, node)):
        return False
    owner = fl.expressions.resolve_global(node.value)
    return owner.module is not fl.module or \
        owner.module.positions[owner.node].end.line < fl.loc(node).line
