"""Methods chosen by a computed name (issue #25): event loops, command
interpreters and visitors call `getattr(self, "on_" + kind)(payload)`.

A compiled object has no attribute table to search at run time, but the
methods such a call can reach are known to the build: those of the class
whose method makes the call, and of its bases, whose names start with the
constant prefix. The statement becomes the chain

    name = "on_" + kind
    if name == "on_arrival": <statement, calling self.on_arrival(payload)>
    elif ...
    else: raise AttributeError("'" + type(self).__name__ + "' object has no attribute '"
                               + name + "'")

which raises what CPython's getattr raises for any other name (and the
TypeError of `"on_" + 3` first, as CPython evaluates the name first). The
name is evaluated once, before the tests, into a variable of its own.

A variable getattr assigns (`handler = getattr(self, "do_" + verb, None)`,
a visitor's `method = getattr(self, "visit_" + kind, self.generic)`) that
is otherwise only tested against None and called, holds the name instead:
the assignment checks it against the methods (None, the default method's
name, or CPython's AttributeError where none has it), and each call is the
chain above on the variable (calling None: CPython's TypeError).

Not handled, so refused as before (getattr with a computed name): a name
with no constant prefix or one starting with `_` (dunders: object's and
@dataclass's methods are no defs here), an object other than the instance
of the undecorated method making the call, other uses of such a variable.
Refused here: a field, class attribute, property or other decorated
function starting with the prefix, in the class, a base or a subclass
(getattr would return its value); a subclass (by name, in any module
loaded) defining a method with the prefix that the class does not have; a
base class of another module.
"""

from __future__ import annotations

import libcst as cst

from pyaot import ir
from pyaot.diagnostics import CompileError
from pyaot.frontend.with_stmt import lower_compound


def lowered(fl, s: cst.BaseSmallStatement) -> list | None:
    """The IR of what `s` becomes: the if chain of a call through getattr,
    or of a call of a variable getattr assigned, or that assignment (the
    name kept, checked against the methods); None: s is none of these."""
    call = _dispatched_call(s)
    if call is not None:  # getattr(self, "on_" + kind)(event)
        target, name = (a.value for a in call.func.args)
        methods = _candidates(fl, target, name, call)
        if not methods:
            return None
        # The name evaluated once, first (as CPython's getattr), into a
        # variable of its own that the chain's tests read.
        held = fl._fresh("name")
        out = [ir.Assign(held, fl.expr(name), fl.loc(name))]
        fl.renames[_HELD] = held
        try:
            otherwise = cst.SimpleStatementLine(body=[_attribute_error(target, cst.Name(_HELD))])
            out += lower_compound(fl, _chain(fl, s, call, target, cst.Name(_HELD), methods,
                                             otherwise))
        finally:
            del fl.renames[_HELD]
        return out
    variable = _variable_call(fl, s)
    if variable is not None:  # handler(arg), handler = getattr(self, "do_" + verb, None)
        call, (target, methods, default) = variable
        if default is None:  # the arguments evaluated, then calling None raises
            otherwise = cst.SimpleStatementLine(body=[
                *(cst.Expr(a.value) for a in call.args), cst.Raise(exc=cst.Call(
                    func=cst.Name("TypeError"),
                    args=[cst.Arg(cst.SimpleString('"\'NoneType\' object is not callable"'))]))])
        else:
            otherwise = cst.SimpleStatementLine(body=[s.with_changes(value=call.with_changes(
                func=cst.Attribute(value=target, attr=cst.Name(default))))])
        return lower_compound(fl, _chain(fl, s, call, target, call.func, methods, otherwise))
    return _variable_assignment(fl, s)


# The source name of the variable holding a computed name (renamed to a
# fresh variable; no Python name can clash with it inside a class body,
# where CPython would mangle it).
_HELD = "__pyaot_method_name"


def _chain(fl, s: cst.BaseSmallStatement, call: cst.Call, target: cst.BaseExpression,
           name: cst.BaseExpression, methods: list[str],
           otherwise: cst.SimpleStatementLine) -> cst.If:
    """`if NAME == "m1": <s calling target.m1(args)> elif ... else: otherwise`."""
    _refuse_unbindable(fl, call, methods)
    chain: cst.If | cst.Else = cst.Else(body=cst.IndentedBlock(body=[otherwise]))
    for method in reversed(methods):
        chosen = call.with_changes(func=cst.Attribute(value=target, attr=cst.Name(method)))
        line = cst.SimpleStatementLine(body=[s.with_changes(value=chosen)])
        test = cst.Comparison(left=name, comparisons=[
            cst.ComparisonTarget(operator=cst.Equal(), comparator=cst.SimpleString(repr(method)))])
        chain = cst.If(test=test, body=cst.IndentedBlock(body=[line]), orelse=chain)
    _place(fl.module, chain, fl.module.positions[s])
    return chain


def _refuse_unbindable(fl, call: cst.Call, methods: list[str]) -> None:
    """Each method the name may reach must take the call's arguments: one
    that does not raises TypeError in CPython only if the name reaches it,
    where a compiled call of it is not built at all."""
    if any(a.star for a in call.args):
        return
    owner = fl.qualname.rpartition(".")[0].rpartition(".")[2]
    defs = {}
    for c in reversed(_lineage(fl, fl.module.classes[owner], None, quiet=True)):
        defs.update({d.name.value: d for d in c.body.body if isinstance(d, cst.FunctionDef)})
    given = sum(a.keyword is None for a in call.args)
    words = {a.keyword.value for a in call.args if a.keyword is not None}
    for m in methods:
        d = defs.get(m)
        if d is not None and not _binds(d.params, given, words):
            raise CompileError(fl.loc(call), f"call of {m}() through a computed name",
                               f"passes {given} argument(s){' and ' if words else ''}"
                               f"{', '.join(sorted(words))} that {m}() does not take: CPython "
                               "raises TypeError only when the name reaches it, a compiled "
                               "dispatch calls every method it may reach",
                               "give the methods the name may reach the same parameters")


def _binds(params: cst.Parameters, given: int, words: set[str]) -> bool:
    """Do `given` positional arguments (after self) and keywords `words`
    bind to these parameters, as CPython binds them?"""
    plain = [*params.posonly_params, *params.params][1:]
    if given > len(plain) and not isinstance(params.star_arg, cst.Param):
        return False
    named = {p.name.value for p in [*params.params, *params.kwonly_params]}
    filled = {p.name.value for p in plain[:given]}
    if words & filled or (words - named and params.star_kwarg is None):
        return False
    return all(p.default is not None or p.name.value in filled | words
               for p in [*plain, *params.kwonly_params])


def _dispatched_call(s: cst.BaseSmallStatement) -> cst.Call | None:
    value = _called_value(s)
    if value is None or not isinstance(value.func, cst.Call):
        return None
    inner = value.func
    if not (isinstance(inner.func, cst.Name) and inner.func.value == "getattr" and
            len(inner.args) == 2 and all(a.keyword is None and not a.star for a in inner.args)):
        return None
    return value


def _called_value(s: cst.BaseSmallStatement) -> cst.Call | None:
    """The call an expression statement, a return or an assignment to one
    name makes, as the whole of its value."""
    value = s.value if isinstance(s, (cst.Expr, cst.Return)) or isinstance(s, cst.Assign) and \
        len(s.targets) == 1 and isinstance(s.targets[0].target, cst.Name) else None
    return value if isinstance(value, cst.Call) else None


# ------------------------------------------- handler = getattr(self, name, None)

def _variable_assignment(fl, s: cst.BaseSmallStatement) -> list | None:
    """`V = getattr(self, NAME[, DEFAULT])` of a dispatch variable: `V =
    NAME`, then, where no method has that name, V = None (DEFAULT None),
    the default method's name (DEFAULT self.m), or CPython's AttributeError."""
    if not (isinstance(s, cst.Assign) and len(s.targets) == 1 and
            isinstance(s.targets[0].target, cst.Name)):
        return None
    found = _dispatch_variable(fl, s.targets[0].target.value)
    if found is None or found[0] is not s:
        return None
    _, target, name, methods, default = found
    variable = cst.Name(s.targets[0].target.value)
    missing = cst.Comparison(left=variable, comparisons=[cst.ComparisonTarget(
        operator=cst.NotIn(), comparator=cst.Tuple(
            [cst.Element(cst.SimpleString(repr(m))) for m in methods]))])
    if default is _NO_DEFAULT:
        fallback: cst.BaseSmallStatement = _attribute_error(target, variable)
    else:
        value = cst.Name("None") if default is None else cst.SimpleString(repr(default))
        fallback = cst.Assign(targets=[cst.AssignTarget(variable)], value=value)
    statements = [cst.SimpleStatementLine(body=[s.with_changes(value=name)]),
                  cst.If(test=missing, body=cst.IndentedBlock(body=[
                      cst.SimpleStatementLine(body=[fallback])]))]
    for node in statements:
        _place(fl.module, node, fl.module.positions[s])
    return fl._block(statements)


def _variable_call(fl, s: cst.BaseSmallStatement):
    """(the call, (target, methods, default method or None)) of `V(args)`
    where V is a dispatch variable; None otherwise."""
    call = _called_value(s)
    if call is None or not isinstance(call.func, cst.Name):
        return None
    found = _dispatch_variable(fl, call.func.value)
    if found is None:
        return None
    _, target, _, methods, default = found
    chosen = [*methods, default] if isinstance(default, str) else methods
    return call, (target, chosen, None if default is _NO_DEFAULT else default)


_NO_DEFAULT = object()


def _dispatch_variable(fl, variable: str):
    """(its assignment, target, name, methods, default) where `variable` is
    assigned once, by `V = getattr(self, P + x[, None | self.m])`, and is
    otherwise only tested (`V is None`, `V is not None`) or called as a
    whole statement's value (`V(arg)`, `return V(arg)`, `r = V(arg)`), in
    this function and not in one nested in it; None otherwise. Worked out
    once per function lowered (kept on its FunctionLowerer)."""
    known = fl.__dict__.setdefault("_name_dispatch", {})
    if variable not in known:
        known[variable] = _find_dispatch_variable(fl, variable)
    return known[variable]


def _find_dispatch_variable(fl, variable: str):
    if fl.fn is None or fl.outer is not None or any(
            p.name.value == variable for p in fl.fn.params.params):
        return None
    uses = _Uses(variable)
    fl.fn.body.visit(uses)
    if len(uses.assignments) != 1 or uses.nested or uses.names - uses.allowed:
        return None
    s = uses.assignments[0]
    args = s.value.args
    target, name = args[0].value, args[1].value
    default = _NO_DEFAULT
    if len(args) == 3:
        d = args[2].value
        if isinstance(d, cst.Name) and d.value == "None":
            default = None
        elif isinstance(d, cst.Attribute) and isinstance(d.value, cst.Name) and \
                isinstance(target, cst.Name) and d.value.value == target.value:
            default = d.attr.value
        else:
            return None
    methods = _candidates(fl, target, name, s.value)
    if not methods or isinstance(default, str) and default not in _all_methods(fl):
        return None
    return s, target, name, methods, default


class _Uses(cst.CSTVisitor):
    """Where a function's body mentions one name, and which of those
    mentions a dispatch variable may have."""

    def __init__(self, variable: str) -> None:
        self.variable = variable
        self.assignments: list[cst.Assign] = []
        self.names: set[int] = set()
        self.allowed: set[int] = set()
        self.depth = 0
        self.nested = False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.depth += 1

    def leave_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.depth -= 1

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.depth += 1

    def leave_Lambda(self, node: cst.Lambda) -> None:
        self.depth -= 1

    def visit_Name(self, node: cst.Name) -> None:
        if node.value == self.variable:
            self.names.add(id(node))
            self.nested = self.nested or self.depth > 0

    def visit_Assign(self, node: cst.Assign) -> None:
        t = node.targets[0].target if len(node.targets) == 1 else None
        v = node.value
        if isinstance(t, cst.Name) and t.value == self.variable and isinstance(v, cst.Call) \
                and isinstance(v.func, cst.Name) and v.func.value == "getattr" and \
                len(v.args) in (2, 3) and all(a.keyword is None and not a.star for a in v.args):
            self.assignments.append(node)
            self.allowed.add(id(t))
        self._called(node)

    def visit_Expr(self, node: cst.Expr) -> None:
        self._called(node)

    def visit_Return(self, node: cst.Return) -> None:
        self._called(node)

    def _called(self, node) -> None:
        v = _called_value(node)
        if v is not None and isinstance(v.func, cst.Name) and v.func.value == self.variable:
            self.allowed.add(id(v.func))

    def visit_Comparison(self, node: cst.Comparison) -> None:
        if isinstance(node.left, cst.Name) and node.left.value == self.variable and \
                len(node.comparisons) == 1 and \
                isinstance(node.comparisons[0].operator, (cst.Is, cst.IsNot)) and \
                isinstance(node.comparisons[0].comparator, cst.Name) and \
                node.comparisons[0].comparator.value == "None":
            self.allowed.add(id(node.left))


def _all_methods(fl) -> set[str]:
    owner = fl.qualname.rpartition(".")[0]
    cls = fl.module.classes.get(owner.rpartition(".")[2])
    return {m for c in _lineage(fl, cls, None, quiet=True) for m in _methods(c)} \
        if isinstance(cls, cst.ClassDef) else set()


def _candidates(fl, target: cst.BaseExpression, name: cst.BaseExpression,
                call: cst.Call) -> list[str] | None:
    """The methods `getattr(target, name)` may find, in source order; None
    where the call is not one this handles (so getattr's refusal stands).
    Raises where it is one but what it reaches is not known."""
    prefix = _prefix(name)
    owner = fl.qualname.rpartition(".")[0]
    params = fl.fn.params.params if fl.fn is not None and fl.outer is None else []
    # Not a dunder (object's and @dataclass's methods are no defs here), and
    # `target` is the instance of an undecorated method.
    if prefix is None or prefix.startswith("_") or not params or fl.fn.decorators or \
            not (isinstance(target, cst.Name) and target.value == params[0].name.value) or \
            not _builtin_getattr(fl) or owner.rpartition(".")[2] not in fl.module.classes:
        return None
    cls = fl.module.classes[owner.rpartition(".")[2]]
    if not isinstance(cls, cst.ClassDef) or f"{fl.module.name}.{cls.name.value}" != owner:
        return None
    where = fl.loc(call)
    lineage = _lineage(fl, cls, where)
    related = [*lineage, *_subclasses(fl, cls)]
    if any(m in ("__getattr__", "__getattribute__") for c in related for m in _methods(c)):
        return None  # its own lookup decides what a missing name gives
    found = list(dict.fromkeys(m for c in lineage for m in _methods(c) if m.startswith(prefix)))
    for c in related:
        others = sorted(f for f in _attributes(c) if f.startswith(prefix))
        if others:
            raise CompileError(where, f"getattr(self, {_shown(name)})",
                               f"may find {c.name.value}.{others[0]}, which is no method "
                               "defined there (a field, a class attribute or a decorated "
                               "function)", "give the methods a prefix nothing else has")
        extra = [m for m in _methods(c) if m.startswith(prefix) and m not in found]
        if extra:
            raise CompileError(where, f"getattr(self, {_shown(name)})",
                               f"may find {c.name.value}.{extra[0]}, a method "
                               f"{cls.name.value} does not have",
                               f"define {extra[0]} in {cls.name.value} too")
    return found


def _subclasses(fl, cls: cst.ClassDef) -> list[cst.ClassDef]:
    """The classes of the modules loaded that may derive from cls: those
    naming it, or one of them, as a base (`Loop`, `engine.Loop`, `L` of
    `from engine import Loop as L`), by name, so that none is missed."""
    classes = [(m, c) for m in fl.resolver.sources.loaded for c in m.classes.values()
               if isinstance(c, cst.ClassDef) and c is not cls]
    names, out = {cls.name.value}, []
    grew = True
    while grew:
        grew = False
        for m, c in classes:
            if c not in out and any(_base_name(m, b.value) in names for b in c.bases):
                out.append(c)
                names.add(c.name.value)
                grew = True
    return out


def _base_name(module, base: cst.BaseExpression) -> str | None:
    """The class name a base names: its last part, through an import alias."""
    if isinstance(base, cst.Attribute):
        return base.attr.value
    if isinstance(base, cst.Name):
        return module.imports.get(base.value, base.value).rpartition(".")[2]
    return None


def _builtin_getattr(fl) -> bool:
    """Is `getattr` here the builtin (no local, function, class, variable or
    import of the module by that name)?"""
    m = fl.module
    return "getattr" not in fl.locals and not any(
        "getattr" in names for names in (m.functions, m.classes, m.assignments, m.imports))


def _prefix(name: cst.BaseExpression) -> str | None:
    """The constant start of a name `"on_" + kind` or f"on_{kind}"."""
    if isinstance(name, cst.BinaryOperation) and isinstance(name.operator, cst.Add):
        left = name.left
        while isinstance(left, cst.BinaryOperation) and isinstance(left.operator, cst.Add):
            left = left.left
        if isinstance(left, cst.SimpleString) and isinstance(left.evaluated_value, str):
            return left.evaluated_value or None
    if isinstance(name, cst.FormattedString) and name.parts and \
            isinstance(name.parts[0], cst.FormattedStringText) and name.prefix in ("f", "F"):
        return name.parts[0].value.replace("{{", "{").replace("}}", "}") or None
    return None


def _lineage(fl, cls: cst.ClassDef, where, quiet: bool = False) -> list[cst.ClassDef]:
    """cls and its bases that are classes of its module, nearest first.
    Raises (unless quiet: then []) where a base is a class the module does
    not define (its methods are not known here)."""
    out = [cls]
    while True:
        bases = [b.value for b in out[-1].bases if b.keyword is None]
        named = [b for b in bases if not (isinstance(b, cst.Name) and b.value == "object")]
        if not named:
            return out
        base = named[0]
        found = fl.module.classes.get(base.value) if isinstance(base, cst.Name) else None
        if len(named) > 1 or not isinstance(found, cst.ClassDef) or found in out:
            if quiet:
                return []
            raise CompileError(where, "getattr(self, name) with a computed name",
                               f"in a class whose base {cst.Module(body=[]).code_for_node(base)} "
                               "is not a class of this module: its methods are not known here",
                               "call the methods through a dict of them: "
                               "{\"kind\": self.on_kind, ...}")
        out.append(found)


def _methods(cls: cst.ClassDef) -> list[str]:
    """The plain methods (defs without decorators) of the class body."""
    return [s.name.value for s in cls.body.body
            if isinstance(s, cst.FunctionDef) and not s.decorators]


def _attributes(cls: cst.ClassDef) -> set[str]:
    """Class attributes, decorated functions (properties, static methods)
    and the fields its methods store (`self.x = ...`)."""
    names: set[str] = set()

    class Stores(cst.CSTVisitor):
        def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
            t = node.target
            if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name):
                names.add(t.attr.value)

        def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
            t = node.target
            if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name):
                names.add(t.attr.value)
    cls.visit(Stores())
    for s in cls.body.body:  # class attributes: `X = 1`, `x: int = 0`, decorated defs
        if isinstance(s, cst.FunctionDef) and s.decorators:
            names.add(s.name.value)
        if isinstance(s, cst.SimpleStatementLine):
            for small in s.body:
                targets = [t.target for t in small.targets] if isinstance(small, cst.Assign) \
                    else [small.target] if isinstance(small, cst.AnnAssign) else []
                names.update(t.value for t in targets if isinstance(t, cst.Name))
    return names


def _attribute_error(target: cst.BaseExpression, name: cst.BaseExpression) -> cst.Raise:
    """raise AttributeError("'" + type(self).__name__ + "' object has no
    attribute '" + name + "'"): CPython's message."""
    kind = cst.Attribute(value=cst.Call(func=cst.Name("type"), args=[cst.Arg(target)]),
                         attr=cst.Name("__name__"))
    parts: list[cst.BaseExpression] = [
        cst.SimpleString('"\'"'), kind, cst.SimpleString('"\' object has no attribute \'"'),
        name, cst.SimpleString('"\'"')]
    message = parts[0]
    for p in parts[1:]:
        message = cst.BinaryOperation(left=message, operator=cst.Add(), right=p)
    return cst.Raise(exc=cst.Call(func=cst.Name("AttributeError"), args=[cst.Arg(message)]))


def _shown(node: cst.CSTNode) -> str:
    return cst.Module(body=[]).code_for_node(node)


def _place(module, node: cst.CSTNode, where) -> None:
    """Every node made here sits where the statement it replaces sits."""
    if node not in module.positions:
        module.positions[node] = where
    for child in node.children:
        _place(module, child, where)
