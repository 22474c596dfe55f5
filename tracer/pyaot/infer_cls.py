"""Type propagation for user classes: construction, fields, methods,
properties, static and class methods, and the dunder methods operators use.

An instance has type "obj[QUALNAME]" (a shared reference, as Python objects
are). A field's type is its class-level annotation (dataclasses and plain
classes alike) or the type of its first assignment in __init__, which is
inferred when the class is first constructed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyaot import ir, types
from pyaot.diagnostics import CompileError

if TYPE_CHECKING:
    from pyaot.infer import _FunctionInference

UNKNOWN = "?"

# Operators (as pyaot names them) -> the method Python calls on the left operand.
DUNDERS = {
    "operator.eq": "__eq__", "operator.ne": "__ne__", "operator.lt": "__lt__",
    "operator.le": "__le__", "operator.gt": "__gt__", "operator.ge": "__ge__",
    "operator.add": "__add__", "operator.sub": "__sub__", "operator.mul": "__mul__",
    "operator.truediv": "__truediv__", "operator.floordiv": "__floordiv__",
    "operator.mod": "__mod__", "operator.neg": "__neg__", "builtins.abs": "__abs__",
    "builtins.len": "__len__", "operator.getitem": "__getitem__",
    "operator.contains": "__contains__", "builtins.bool": "__bool__",
}
# Protocol methods the runtime calls (print, ==, sorted): instantiated with the class.
HOOKS = ("__repr__", "__str__", "__eq__", "__lt__")


def qualname_of(t: str) -> str:
    return types.args(t)[0]


class ClassTyping:
    def __init__(self, fi: "_FunctionInference"):
        self.fi = fi
        self.inf = fi.inf

    def info(self, t: str) -> ir.ClassInfo:
        return self.inf.program.classes[qualname_of(t)]

    def fields(self, q: str) -> dict[str, str]:
        return self.inf.class_fields.setdefault(q, {})

    # ------------------------------------------------------------ creation

    def new(self, e: ir.Call, args: list[ir.Expr], keywords: dict[str, ir.Expr]) -> ir.Expr:
        q = e.callee
        info = self.inf.program.classes[q]
        t = f"obj[{q}]"
        fields = self.fields(q)
        for name, ann in info.fields.items():
            if ann is not None:
                fields.setdefault(name, ann)
        if any(a.type == UNKNOWN for a in [*args, *keywords.values()]):
            return ir.Call("new", q, args, e.loc, type=UNKNOWN)
        if "__init__" in info.methods:
            receiver = ir.Name("pyaot.new", e.loc, type=t)
            call = ir.Call("func", info.methods["__init__"], [receiver] + args, e.loc,
                           keywords=keywords)
            typed = self.fi._call_function(call, [receiver] + args, keywords)
            if typed.type not in (ir.NONE, UNKNOWN):
                raise CompileError(e.loc, f"{info.name}.__init__", "returns a value",
                                   "__init__ must return None")
            result = ir.Call("new", q, typed.args[1:], e.loc, type=t, target=typed.target)
        elif info.dataclass:
            result = ir.Call("new", q, self._dataclass_args(info, args, keywords, e.loc),
                             e.loc, type=t)
        else:
            if args or keywords:
                raise CompileError(e.loc, f"{info.name}(...)", "passes arguments but the class "
                                   "has no __init__ (TypeError in Python)",
                                   "define __init__ or make it a @dataclass")
            result = ir.Call("new", q, [], e.loc, type=t)
        self._instantiate_hooks(info, t, e.loc)
        return result

    def _dataclass_args(self, info: ir.ClassInfo, args: list[ir.Expr],
                        keywords: dict[str, ir.Expr], loc: ir.Loc) -> list[ir.Expr]:
        names = list(info.fields)
        if len(args) > len(names):
            raise CompileError(loc, f"{info.name}(...)", f"passes {len(args)} arguments; the "
                               f"dataclass has {len(names)} fields (TypeError in Python)",
                               "pass one value per field")
        slots = dict(zip(names, args))
        for k, v in keywords.items():
            if k not in names or k in slots:
                raise CompileError(v.loc, f"argument '{k}=' of {info.name}(...)",
                                   "is not a field, or is given twice (TypeError in Python)",
                                   f"fields: {', '.join(names)}")
            slots[k] = v
        out = []
        for name in names:
            if name in slots:
                value = slots[name]
            elif name in info.defaults:
                value = self.fi.expr(info.defaults[name], None)
            else:
                raise CompileError(loc, f"{info.name}(...)", f"is missing field '{name}' "
                                   "(TypeError in Python)", "pass a value for every field "
                                   "without a default")
            out.append(self.fi.convert(value, info.fields[name], f"field '{name}'"))
        return out

    def _instantiate_hooks(self, info: ir.ClassInfo, t: str, loc: ir.Loc) -> None:
        """The runtime calls these for print(), ==, sorted(): type them now."""
        hooks = self.inf.class_hooks.setdefault(info.qualname, {})
        for name in HOOKS:
            if name in info.methods and name not in hooks:
                fn = self.inf.program.functions[info.methods[name]]
                arg_types = [t] * min(len(fn.params), 2)
                key = [p.annotation or a for p, a in zip(fn.params, arg_types)]
                hooks[name] = ""  # recursion guard: a hook may print the object
                state = self.inf.instantiate(fn, key, loc)
                hooks[name] = state.cname
                self.fi.state.callees.add(state.cname)

    # ------------------------------------------------------------ access

    def attribute(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr:
        info = self.info(value.type)
        if e.attr in info.properties:
            call = ir.Call("func", info.properties[e.attr], [value], e.loc)
            return self.fi._call_function(call, [value], {})
        t = self.fields(info.qualname).get(e.attr)
        if t is None:
            if self.fi.lenient:
                return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
            raise CompileError(e.loc, f"attribute '{e.attr}' of {info.name}",
                               f"is never assigned ('{info.name}' object has no attribute "
                               f"'{e.attr}')", "declare it in the class body (`name: type`) "
                               "or assign it in __init__")
        return ir.Attribute(value, e.attr, e.loc, type=t)

    def set_attribute(self, s: ir.SetAttr, target: ir.Expr, value: ir.Expr) -> ir.Stmt:
        info = self.info(target.type)
        fields = self.fields(info.qualname)
        if info.frozen:
            raise CompileError(s.loc, f"assignment to field '{s.attr}' of frozen dataclass "
                               f"{info.name}", "raises FrozenInstanceError in Python",
                               "create a new instance instead")
        if s.attr in info.properties:
            raise CompileError(s.loc, f"assignment to property '{s.attr}'", "is not supported "
                               "(AttributeError in Python without a setter)",
                               "assign the underlying field")
        if s.attr not in fields:
            in_init = self.fi.fn.qualname == info.methods.get("__init__") and \
                isinstance(s.target, ir.Name) and s.target.id == self.fi.fn.params[0].name
            if not in_init:
                raise CompileError(s.loc, f"new attribute '{s.attr}' of {info.name}",
                                   "is assigned outside __init__", "declare it in the class "
                                   "body (`name: type`) or assign it in __init__")
            if s.annotation is not None:
                fields[s.attr] = s.annotation
            elif value.type == UNKNOWN:
                return ir.SetAttr(target, s.attr, value, s.loc)
            else:
                self.fi.plain(value, f"field '{s.attr}'")
                if types.has_hole(value.type):
                    raise CompileError(s.loc, f"field '{s.attr}' of {info.name}",
                                       "starts empty and its element type is unknown",
                                       f"annotate it: self.{s.attr}: list[int] = []")
                fields[s.attr] = value.type
        return ir.SetAttr(target, s.attr, self.fi.convert(value, fields[s.attr],
                                                           f"field '{s.attr}'"), s.loc)

    def method(self, e: ir.Call, receiver: ir.Expr, args: list[ir.Expr],
               keywords: dict[str, ir.Expr]) -> ir.Expr:
        info = self.info(receiver.type)
        name = e.callee
        if name in info.methods:
            call = ir.Call("func", info.methods[name], [receiver] + args, e.loc,
                           keywords=keywords)
            return self.fi._call_function(call, [receiver] + args, keywords)
        if name in info.staticmethods:
            call = ir.Call("func", info.staticmethods[name], args, e.loc, keywords=keywords)
            return self.fi._call_function(call, args, keywords)
        if name in info.classmethods:
            cls = ir.Symbol(f"class:{info.qualname}", e.loc, type=f"class[{info.qualname}]")
            call = ir.Call("func", info.classmethods[name], [cls] + args, e.loc,
                           keywords=keywords)
            return self.fi._call_function(call, [cls] + args, keywords)
        known = sorted({*info.methods, *info.staticmethods, *info.classmethods} - {"__init__"})
        raise CompileError(e.loc, f"method .{name}() of {info.name}", f"is not defined "
                           f"('{info.name}' object has no attribute '{name}')",
                           f"methods: {', '.join(known) or 'none'}")

    def operator(self, name: str, args: list[ir.Expr], loc: ir.Loc) -> ir.Expr | None:
        """A dunder method for an operator on an instance; None: use the
        runtime's default (identity ==, dataclass ==/<, repr)."""
        first = args[0]
        if types.head(first.type) != "obj":
            return None
        info = self.info(first.type)
        dunder = DUNDERS.get(name)
        if dunder and dunder in info.methods:
            call = ir.Call("func", info.methods[dunder], args, loc)
            return self.fi._call_function(call, args, {})
        if name == "operator.ne" and "__eq__" in info.methods:
            eq = self.operator("operator.eq", args, loc)
            return self.fi.call_op("operator.not_", [ir.Truth(eq, loc, type=ir.BOOL)], {}, loc)
        return None
