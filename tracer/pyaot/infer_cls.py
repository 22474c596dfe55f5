"""Type propagation for user classes: construction, fields, methods,
properties, static and class methods, and the dunder methods operators use.

An instance has type "obj[QUALNAME]" (a shared reference, as Python objects
are). A field's type is its class-level annotation (dataclasses and plain
classes alike) or the type of its first assignment in __init__, which is
inferred when the class is first constructed.
"""

from __future__ import annotations

from pyaot import infer_classvars, ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.infer_fields import learnable, widened
from pyaot.infer_duck import subclass_method
from pyaot.infer_hooks import instantiate_hooks, instantiate_post_init, protocol_owner
from pyaot.infer_mixed import class_widened, returns_join
from pyaot.infer_namedtuple import getitem as namedtuple_getitem, is_namedtuple
from pyaot.infer_namedtuple import length as namedtuple_length, method as namedtuple_method
from pyaot.infer_order import evaluation_order, shared_arguments, written_ranks
from pyaot.typesys import UNKNOWN


# Operators (as pyaot names them) -> the method Python calls on the left operand.
DUNDERS = {
    "operator.eq": "__eq__", "operator.ne": "__ne__", "operator.lt": "__lt__",
    "operator.le": "__le__", "operator.gt": "__gt__", "operator.ge": "__ge__",
    "operator.add": "__add__", "operator.sub": "__sub__", "operator.mul": "__mul__",
    "operator.truediv": "__truediv__", "operator.floordiv": "__floordiv__",
    "operator.mod": "__mod__", "operator.neg": "__neg__", "builtins.abs": "__abs__",
    "operator.matmul": "__matmul__", "operator.pow": "__pow__",
    "builtins.len": "__len__", "operator.getitem": "__getitem__",
    "operator.contains": "__contains__", "builtins.bool": "__bool__",
    "operator.pos": "__pos__", "builtins.int": "__int__", "builtins.float": "__float__",
    "builtins.complex": "__complex__", "builtins.round": "__round__",
    "builtins.divmod": "__divmod__", "math.floor": "__floor__", "math.ceil": "__ceil__",
    "math.trunc": "__trunc__", "builtins.hash": "__hash__",
    # x op= v: the in-place method when the class has one, else the above.
    "operator.iadd": "__iadd__", "operator.isub": "__isub__", "operator.imul": "__imul__",
    "operator.itruediv": "__itruediv__", "operator.ifloordiv": "__ifloordiv__",
    "operator.imod": "__imod__",
}
# Operators -> the method Python calls on the right operand where the left
# one's type has no method for it (`2 * m`: int's __mul__ returns NotImplemented).
REFLECTED = {
    "operator.add": "__radd__", "operator.sub": "__rsub__", "operator.mul": "__rmul__",
    "operator.truediv": "__rtruediv__", "operator.floordiv": "__rfloordiv__",
    "operator.mod": "__rmod__", "operator.matmul": "__rmatmul__", "operator.pow": "__rpow__",
    "builtins.divmod": "__rdivmod__",
}
# `2 < m`: a number's comparison with an instance is the instance's
# reflection of it (between two instances the runtime's hooks decide).
REFLECTED_FROM_NUMBER = {**REFLECTED, "operator.lt": "__gt__", "operator.gt": "__lt__",
                         "operator.le": "__ge__", "operator.ge": "__le__"}
def qualname_of(t: str) -> str:
    return types.args(t)[0]


# Methods that make CPython's `str % x` treat an instance as a number
# (%d %x %f %c) or as a mapping (%(key)s, no "not all arguments converted").
_PERCENT_PROTOCOL = ("__int__", "__index__", "__float__", "__getitem__")


class ClassTyping:
    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        self.inf = fi.inf

    def info(self, t: str) -> ir.ClassInfo:
        return self.inf.program.classes[qualname_of(t)]

    def fields(self, q: str) -> dict[str, str]:
        return self.inf.class_fields.setdefault(q, {})

    # ------------------------------------------------------------ hierarchy

    def chain(self, q: str) -> list[ir.ClassInfo]:
        """The class and its bases, most derived first (single inheritance)."""
        return ir.class_chain(self.inf.program.classes, q)

    def is_subclass(self, q: str, base: str) -> bool:
        return any(c.qualname == base for c in self.chain(q))

    def subclasses(self, q: str) -> list[str]:
        """Every class deriving from q, deepest first."""
        found = [c for c in self.inf.program.classes if c != q and self.is_subclass(c, q)]
        return sorted(found, key=lambda c: -len(self.chain(c)))

    def common_base(self, a: str, b: str) -> str | None:
        for info in self.chain(a):
            if self.is_subclass(b, info.qualname):
                return info.qualname
        return None

    def prepare(self, q: str, loc: ir.Loc) -> None:
        """Learns the fields __init__ assigns before the class's first
        construction was typed (a method of a subclass reached through
        virtual dispatch, `Square(2).describe()` calling Circle.area before
        `Circle(1)` is reached): __init__ typed with its annotated parameters,
        or with the types a construction gave it in an earlier round (asked
        for here, learned by new())."""
        for info in self.chain(q):
            init = info.methods.get("__init__")
            if init is None or init in self.inf.prepared:
                continue
            fn = self.inf.program.functions[init]
            if any(key[0] == init for key in self.inf.states):
                continue
            later = self.inf.later
            if all(p.annotation for p in fn.params):
                self.inf.prepared.add(init)
                self.inf.instantiate(fn, [p.annotation for p in fn.params], loc)
            elif init in later.inits:
                self.inf.prepared.add(init)
                self.inf.instantiate(fn, list(later.inits[init]), loc)
            else:
                later.wanted_inits.add(init)

    def field_type(self, q: str, attr: str) -> str | None:
        for info in self.chain(q):
            self._declared(info)
            t = self.fields(info.qualname).get(attr)
            if t is not None:
                return t
        return None

    def all_fields(self, q: str) -> list[str]:
        """Dataclass fields with inherited ones first, as dataclasses orders them."""
        out: list[str] = []
        for info in reversed(self.chain(q)):
            out += [f for f in info.fields if f not in out]
        return out

    def _declared(self, info: ir.ClassInfo) -> None:
        fields = self.fields(info.qualname)
        bases = self.chain(info.qualname)[1:]
        for name, ann in info.fields.items():
            if ann is None:
                continue
            # Redeclared in a subclass (a dataclass changing a default): still
            # the base's one field, which the base's methods read too.
            base = next((c for c in bases if c.fields.get(name) is not None), None)
            if base is None and types.has_hole(ann) and name not in fields:
                # a bare `dict`: typed by what the program stores (pyaot.infer_fields)
                fields[name] = self.inf.later.start(
                    (info.qualname, name), ann, self.inf.later.fields.get((info.qualname, name)),
                    CompileError(info.loc, f"field '{name}' of {info.name}", "is annotated "
                                 "without its element types, and nothing the program stores "
                                 "in it says them", f"annotate it: {name}: "
                                 f"{types.python(types.fill_holes(ann))}"))
            elif base is None:
                fields.setdefault(name, ann)
            elif base.fields[name] != ann:
                raise CompileError(info.loc, f"field '{name}' of {info.name}",
                                   f"is declared {types.python(ann)} where its base "
                                   f"{base.name} declares {types.python(base.fields[name])}",
                                   "keep the base's type")
        # A class attribute is a field every instance starts with (Python
        # finds it on the class until the instance assigns its own); a
        # subclass's value for a base's attribute only changes the start.
        for name, value in info.class_attrs.items():
            if name in fields or any(name in c.class_attrs or name in c.fields
                                     for c in self.chain(info.qualname)[1:]):
                continue
            fields[name] = self.fi.expr(value, None).type

    def _initial(self, q: str) -> dict[str, ir.Expr]:
        """The values a new instance's fields start with, before __init__:
        class attributes, and a plain class's `name: T = value` defaults
        (a dataclass passes those to its __init__); derived classes win."""
        values: dict[str, ir.Expr] = {}
        for info in reversed(self.chain(q)):
            starts = dict(info.class_attrs)
            if not info.dataclass:
                starts.update(info.defaults)
            for name, value in starts.items():
                want = self.field_type(q, name)
                values[name] = self.fi.convert(self.fi.expr(value, None), want,
                                               f"initial value of '{name}'")
        return values

    def class_attribute(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr:
        """cls.NAME, cls being the class a classmethod was called through."""
        q = types.args(value.type)[0]
        variable = infer_classvars.class_read(self, q, e.attr)
        if variable is not None:
            return self.inf.global_ref(ir.GlobalRef(variable, e.loc))
        for info in self.chain(q):
            if e.attr in info.class_attrs:
                return self.fi.expr(info.class_attrs[e.attr], None)
        raise CompileError(e.loc, f"attribute '{e.attr}' of class {self.chain(q)[0].name}",
                           "is not a class attribute", "set `NAME = constant` in the class "
                           "body")

    def find(self, q: str, name: str) -> tuple[str, str] | None:
        """(kind, function qualname) of member `name` along the chain."""
        for info in self.chain(q):
            for kind, table in (("method", info.methods), ("property", info.properties),
                                ("static", info.staticmethods), ("class", info.classmethods)):
                if name in table:
                    return kind, table[name]
        return None

    def find_setter(self, q: str, name: str) -> tuple[str, str] | None:
        """("setter", function qualname) of property `name`'s setter, from
        the class along the chain that defines the property."""
        for info in self.chain(q):
            if name in info.properties:
                return ("setter", info.setters[name]) if name in info.setters else None
        return None

    # ------------------------------------------------------------ creation

    def new(self, e: ir.Call, args: list[ir.Expr], keywords: dict[str, ir.Expr]) -> ir.Expr:
        q = e.callee
        info = self.inf.program.classes[q]
        t = f"obj[{q}]"
        for c in reversed(self.chain(q)):  # bases first: they own inherited attributes
            self._declared(c)
        if any(a.type == UNKNOWN for a in [*args, *keywords.values()]):
            return ir.Call("new", q, args, e.loc, type=UNKNOWN)
        self.inf.class_initial[q] = self._initial(q)
        init = self.find(q, "__init__")
        if init is not None and (not info.dataclass or "__init__" in info.methods):
            receiver = ir.Name("pyaot.new", e.loc, type=t)
            call = ir.Call("func", init[1], [receiver] + args, e.loc,
                           keywords=keywords)
            typed = self.fi.call_function(call, [receiver] + args, keywords)
            if typed.type not in (ir.NONE, UNKNOWN):
                raise CompileError(e.loc, f"{info.name}.__init__", "returns a value",
                                   "__init__ must return None")
            self._learn_init(init[1])
            result = ir.Call("new", q, typed.args[1:], e.loc, type=t, target=typed.target,
                             order=[i - 1 for i in typed.order[1:]])  # the receiver first
        elif info.dataclass:
            fields, order = _dataclass_args(self, info, args, keywords, e.loc)
            result = ir.Call("new", q, fields, e.loc, type=t, order=order)
            instantiate_post_init(self, info, t, e.loc)
        else:
            if args or keywords:
                raise CompileError(e.loc, f"{info.name}(...)", "passes arguments but the class "
                                   "has no __init__ (TypeError in Python)",
                                   "define __init__ or make it a @dataclass")
            result = ir.Call("new", q, [], e.loc, type=t)
        instantiate_hooks(self, info, t, e.loc)
        return result

    def _learn_init(self, init: str) -> None:
        """Keeps the parameter types this construction typed `init` with,
        for prepare() in later rounds."""
        params = next((key[1] for key in self.inf.states if key[0] == init), None)
        if params is not None and not any(t == UNKNOWN or types.has_hole(t) for t in params):
            self.inf.later.init(init, params)

    # ------------------------------------------------------------ access

    def attribute(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr:
        info = self.info(value.type)
        member = self.find(info.qualname, e.attr)
        if member is not None and member[0] == "property":
            return self.dispatch(info.qualname, e.attr, value, [], {}, e.loc)
        variable = infer_classvars.instance_read(self, info.qualname, e.attr, e.loc)
        if variable is not None:
            return self.inf.global_ref(ir.GlobalRef(variable, e.loc))
        t = self.field_type(info.qualname, e.attr)
        if t is None:
            self.prepare(info.qualname, e.loc)
            t = self.field_type(info.qualname, e.attr)
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
        known = self.field_type(info.qualname, s.attr)
        owner = next((c for c in self.chain(info.qualname)
                      if s.attr in self.fields(c.qualname)), info)
        fields = self.fields(owner.qualname)
        if info.frozen:
            if info.enum:
                raise CompileError(s.loc, f"assignment to attribute '{s.attr}' of a "
                                   f"{info.name} member", "raises AttributeError in Python"
                                   if s.attr in ("name", "value") else "is not supported "
                                   "(compiled enum members hold their name and value alone)",
                                   "keep changing state in an object of another class")
            if is_namedtuple(info):
                raise CompileError(s.loc, f"assignment to field '{s.attr}' of namedtuple "
                                   f"{info.name}", "raises AttributeError in Python",
                                   "make a changed copy: p = p._replace(field=value)")
            raise CompileError(s.loc, f"assignment to field '{s.attr}' of frozen dataclass "
                               f"{info.name}", "raises FrozenInstanceError in Python (AttributeError "
                               "for a typing.NamedTuple)",
                               "create a new instance instead")
        infer_classvars.refuse_instance_assignment(self, info.qualname, s.attr, s.loc)
        if (self.find(info.qualname, s.attr) or ("",))[0] == "property":
            if self.find_setter(info.qualname, s.attr) is None:
                raise CompileError(s.loc, f"assignment to property '{s.attr}' of {info.name}",
                                   "raises AttributeError in Python: it has no setter",
                                   f"define one (@{s.attr}.setter), or assign the underlying "
                                   "field")
            for sub in self.subclasses(info.qualname):
                if self.find_setter(sub, s.attr) is None:
                    name = self.inf.program.classes[sub].name
                    raise CompileError(s.loc, f"assignment to property '{s.attr}' of "
                                       f"{info.name}", f"its subclass {name} redefines the "
                                       "property without a setter: where the object is a "
                                       f"{name}, CPython raises AttributeError",
                                       f"give {name}'s property a setter too "
                                       f"(@{s.attr}.setter)")
            return ir.ExprStmt(self.dispatch(info.qualname, s.attr, target, [value], {}, s.loc,
                                             self.find_setter), s.loc)
        if known is None:
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
                self.fi.plain(value, f"field '{s.attr}'", kept=True)
                fields[s.attr] = self.inf.later.start(
                    (owner.qualname, s.attr), value.type,
                    self.inf.later.fields.get((owner.qualname, s.attr)),
                    CompileError(s.loc, f"field '{s.attr}' of {info.name}",
                                 "starts empty, and nothing the program stores in it has a "
                                 "known type", f"annotate it with what it holds, e.g. "
                                 f"self.{s.attr}: "
                                 f"{types.python(types.fill_holes(value.type))} = ..."))
        elif learnable(owner, s.attr) and value.type != UNKNOWN:
            # An Equality, then an Edit: their base (an Edit into a Constraint
            # fits as it is); None, then a Node
            have = fields[s.attr]
            base = class_widened(self.fi, have, value.type)
            fits = base is None and returns_join(self.fi, have, value.type) == have
            wider = widened(have, value.type) if base is None and not fits else None
            if wider is not None or base is not None:  # an Equality, then an Edit
                self.inf.later.field(owner.qualname, s.attr, wider or base, base is not None)
        numbers = (ir.INT, ir.FLOAT, types.optional(ir.INT), types.optional(ir.FLOAT))
        if learnable(owner, s.attr) and value.type == ir.BOOL and fields[s.attr] in numbers:
            # `self.flag = 0` in __init__, then `g.flag = not ok`: CPython holds
            # the bool itself (print shows True, not 1).
            raise CompileError(s.loc, f"assignment of bool to field '{s.attr}' of {owner.name}",
                               f"it holds {types.python(fields[s.attr])} (from its other "
                               "assignments); CPython would store the bool as it is (printed "
                               "True, not 1), a compiled field keeps one type",
                               f"store an int: int(...) of the value, or start the field as a "
                               f"bool (self.{s.attr} = False)")
        try:
            converted = self.fi.convert(value, fields[s.attr], f"field '{s.attr}'")
        except CompileError:
            if not learnable(owner, s.attr):
                raise
            raise CompileError(s.loc, f"assignment of {types.python(value.type)} to field "
                               f"'{s.attr}' of {owner.name}", f"it holds "
                               f"{types.python(fields[s.attr])} (from its other "
                               "assignments), and a compiled field keeps one type",
                               "store values of one type in it (convert them), or use "
                               "another field") from None
        return ir.SetAttr(target, s.attr, converted, s.loc)

    def method(self, e: ir.Call, receiver: ir.Expr, args: list[ir.Expr],
               keywords: dict[str, ir.Expr]) -> ir.Expr:
        info = self.info(receiver.type)
        name = e.callee
        member = self.find(info.qualname, name)
        if name in ("__enter__", "__exit__"):  # a `with` statement's (pyaot.frontend.with_stmt)
            _context_manager(self, info, name, member, args, e.loc)
        if member is not None and member[0] == "method":
            return self.dispatch(info.qualname, name, receiver, args, keywords, e.loc)
        if member is not None and member[0] == "static":
            call = ir.Call("func", member[1], args, e.loc, keywords=keywords)
            return self.fi.call_function(call, args, keywords)
        if member is not None and member[0] == "class":
            cls = ir.Symbol(f"class:{info.qualname}", e.loc, type=f"class[{info.qualname}]")
            call = ir.Call("func", member[1], [cls] + args, e.loc, keywords=keywords)
            return self.fi.call_function(call, [cls] + args, keywords)
        if is_namedtuple(info):
            return namedtuple_method(self, info, receiver, name, args, keywords, e.loc)
        if member is None:  # only subclasses define it: dispatched to theirs
            found = subclass_method(self, info.qualname, name, receiver, args, keywords, e.loc)
            if found is not None:
                return found
        known = sorted({m for c in self.chain(info.qualname)
                        for m in (*c.methods, *c.staticmethods, *c.classmethods)} - {"__init__"})
        raise CompileError(e.loc, f"method .{name}() of {info.name}", f"is not defined "
                           f"('{info.name}' object has no attribute '{name}')",
                           f"methods: {', '.join(known) or 'none'}")

    def dispatch(self, q: str, name: str, receiver: ir.Expr, args: list[ir.Expr],
                  keywords: dict[str, ir.Expr], loc: ir.Loc, find=None) -> ir.Expr:
        """receiver.name(...): the method found from q, and every override in
        a subclass of q (chosen at run time by the object's class); `find`
        looks members up (self.find, or find_setter for a property's)."""
        find = find or self.find
        _, target = find(q, name)
        call = ir.Call("func", target, [receiver] + args, loc, keywords=keywords)
        base = self.fi.call_function(call, [receiver] + args, keywords)
        overrides = []
        # A base that only raises (`raise NotImplementedError`, an abstract
        # placeholder) returns nothing: the overrides' types decide.
        result = None if _only_raises(self.inf.program.functions[target]) else base.type
        for sub in self.subclasses(q):
            found = find(sub, name)
            if found is None or found[1] == target:
                continue
            functions = self.inf.program.functions
            shared = shared_arguments(functions[target], functions[found[1]], len(args) + 1,
                                      list(keywords), loc)
            self.prepare(sub, loc)
            narrowed = ir.Name("pyaot.self", loc, type=f"obj[{sub}]")
            typed = self.fi.call_function(ir.Call("func", found[1], [narrowed] + args, loc,
                                                  keywords=keywords),
                                          [narrowed] + args, keywords)
            if result is None:
                result = typed.type
            elif UNKNOWN not in (typed.type, result):
                joined = returns_join(self.fi, result, typed.type)
                if joined is None:
                    raise CompileError(loc, f"override {found[1].rsplit('.', 2)[-2]}.{name}",
                                       f"returns {types.python(typed.type)} where the base "
                                       f"method returns {types.python(base.type)}",
                                       "make overrides return the same type (or T and "
                                       "None: a T | None; or classes with a common base)")
                result = joined
            overrides.append((sub, typed, shared))
        if not overrides or base.type == UNKNOWN or result is None:
            return base
        # Deepest classes first: the first dynamic match is the most derived.
        cases = sorted(overrides, key=lambda o: -len(self.chain(o[0])))
        shared = overrides[0][2]  # the same for every override: the base's
        return ir.VirtualCall(name, base.args[:shared], [
            ir.Override(sub, typed.target, typed.args[shared:]) for sub, typed, _ in cases],
            base.target, loc, type=result, order=[i for i in base.order if i < shared],
            defaults=base.args[shared:])

    def super_call(self, e: ir.Call, args: list[ir.Expr], keywords: dict[str, ir.Expr]) -> ir.Expr:
        base, name = e.callee.split(":")
        found = self.find(base, name)
        if found is None or found[0] != "method":
            raise CompileError(e.loc, f"super().{name}()", "is not a method of a base class",
                               "call a method the base class defines")
        receiver = args[0].type if args else ""
        if types.head(receiver) != "obj" or not self.is_subclass(types.args(receiver)[0], base):
            cls = self.inf.program.classes[base].name
            raise CompileError(e.loc, f"{cls}.{name}(...)", f"its first argument is "
                               f"{types.python(receiver) if receiver else 'missing'}, not an "
                               f"instance of {cls} or of a subclass",
                               f"pass an instance of {cls} first ({cls}.{name}(self, ...))")
        call = ir.Call("func", found[1], args, e.loc, keywords=keywords)
        return self.fi.call_function(call, args, keywords)

    def operator(self, name: str, args: list[ir.Expr], loc: ir.Loc) -> ir.Expr | None:
        """A dunder method for an operator on an instance; None: use the
        runtime's default (identity ==, dataclass ==/<, repr)."""
        first = args[0]
        if name == "operator.mod" and first.type == ir.STR and len(args) == 2:
            self._percent_argument(args[1], loc)
        if types.head(first.type) != "obj":
            # int's and float's own methods return NotImplemented for an
            # instance (str's % formats it, list's * repeats by __index__).
            numeric = first.type in (ir.INT, ir.FLOAT, ir.BOOL, "complex")
            return self._reflected(name, args, loc, REFLECTED_FROM_NUMBER) if numeric else None
        info = self.info(first.type)
        if name in ("operator.getitem", "builtins.len") and is_namedtuple(info):
            return namedtuple_getitem(self, info, first, args[1], loc) if len(args) == 2 \
                else namedtuple_length(info, first, loc)
        dunder = DUNDERS.get(name)
        owner = protocol_owner(self.inf.program.classes, info.qualname, dunder) if dunder \
            else None
        if owner is not None and owner[0] == "method":
            return self.dispatch(info.qualname, dunder, first, args[1:], {}, loc)
        if name in REFLECTED:
            return self._reflected(name, args, loc)
        eq = protocol_owner(self.inf.program.classes, info.qualname, "__eq__")
        if name == "operator.ne" and eq is not None and eq[0] == "method":
            eq = self.operator("operator.eq", args, loc)
            return self.fi.call_op("operator.not_", [ir.Truth(eq, loc, type=ir.BOOL)], {}, loc)
        return None

    def _reflected(self, name: str, args: list[ir.Expr], loc: ir.Loc,
                   table: dict[str, str] = REFLECTED) -> ir.Expr | None:
        """`2 * m`: the right operand's __rmul__ (its class's, or an
        override's), where the left operand's type has no __mul__ for it."""
        if len(args) != 2 or name not in table or types.head(args[1].type) != "obj":
            return None
        right, dunder = self.info(args[1].type).qualname, table[name]
        owner = protocol_owner(self.inf.program.classes, right, dunder)
        if owner is None or owner[0] != "method":
            return None
        # A comparison's operands are temporaries, evaluated in order already.
        if not isinstance(args[0], (ir.Name, ir.Const, ir.TempRef)):  # it is evaluated first
            raise CompileError(loc, f"operator calling {dunder} of the right operand, whose "
                               "left operand is an expression", "is not supported (the "
                               "compiled call would evaluate the right operand first)",
                               "assign the left operand to a variable first")
        return self.dispatch(right, dunder, args[1], [args[0]], {}, loc)

    def _percent_argument(self, value: ir.Expr, loc: ir.Loc) -> None:
        """`fmt % x` where x may be an instance whose class defines __int__,
        __index__, __float__ or __getitem__: the runtime formats instances
        with str()/repr() only, so CPython's use of those is refused."""
        classes = self.inf.program.classes
        mentioned = [str(p) for p in ir_types_in(value.type) if p.head == "obj"]
        for t in mentioned:
            q = types.args(t)[0]
            for c in classes:
                chain = []
                k = c
                while k is not None:
                    chain.append(k)
                    k = classes[k].base
                if q not in chain:
                    continue
                for method in _PERCENT_PROTOCOL:
                    owner = protocol_owner(classes, c, method)
                    if owner is not None and owner[0] == "method":
                        raise CompileError(loc, f"operator '%' on an instance of "
                                           f"{classes[c].name}", f"its class defines {method}, "
                                           "which CPython's %-formatting uses; compiled "
                                           "%-formatting formats instances with str()/repr() "
                                           "only", "pass the number or item it stands for: "
                                           "'%d' % x.value")


def _context_manager(ct: ClassTyping, info: ir.ClassInfo, name: str, member: tuple | None,
                     args: list[ir.Expr], loc: ir.Loc) -> None:
    """A `with` statement's __enter__() or __exit__(None, None, None)
    (pyaot.frontend.with_stmt): the class must define it (CPython's
    TypeError otherwise, before __enter__ runs: a subclass's is not enough
    for the base's objects), and compiled code has no exception values to
    pass __exit__, so neither it nor an override may read them."""
    if member is None or member[0] != "method":
        raise CompileError(loc, f"with statement on a {info.name}",
                           f"'{info.name}' defines no {name} as a method (TypeError in "
                           "Python: the object does not support the context manager protocol)",
                           f"define __enter__ and __exit__ in {info.name}")
    if name != "__exit__" or len(args) != 3 or not all(
            isinstance(a, ir.Const) and a.value is None for a in args):
        return
    targets = {member[1], *(found[1] for sub in ct.subclasses(info.qualname)
                            if (found := ct.find(sub, name)) is not None)}
    for target in sorted(targets):
        fn = ct.inf.program.functions[target]
        names = {p.name for p in fn.params[1:]}
        read = next((n for n in ir.walk(fn.body) if isinstance(n, ir.Name) and n.id in names),
                    None)
        if read is not None:
            raise CompileError(loc, f"with statement on a {info.name}",
                               f"{'.'.join(target.split('.')[-2:])}() reads '{read.id}' "
                               f"(line {read.loc.line}), the "
                               "exception leaving the block, which compiled code cannot pass "
                               "to __exit__", "leave __exit__'s exception arguments unread; "
                               "catch the exception in the block with try/except instead")


def _dataclass_args(ct: ClassTyping, info: ir.ClassInfo, args: list[ir.Expr],
                     keywords: dict[str, ir.Expr], loc: ir.Loc
                     ) -> tuple[list[ir.Expr], list[int]]:
    """The fields' values, and the order Python evaluates them in
    (pyaot.infer_order)."""
    names = ct.all_fields(info.qualname)
    owners = {f: c for c in reversed(ct.chain(info.qualname)) for f in c.fields}
    # __init__'s parameters: the fields not left out by field(init=False)
    params = [n for n in names if "init" not in owners[n].excluded.get(n, [])]
    if len(args) > len(params):
        raise CompileError(loc, f"{info.name}(...)", f"passes {len(args)} arguments; the "
                           f"dataclass has {len(params)} fields (TypeError in Python)",
                           "pass one value per field")
    slots = dict(zip(params, args))
    for k, v in keywords.items():
        if k not in params or k in slots:
            raise CompileError(v.loc, f"argument '{k}=' of {info.name}(...)",
                               "is not a field, or is given twice (TypeError in Python)",
                               f"fields: {', '.join(params)}")
        slots[k] = v
    out = []
    for name in names:
        if name in slots:
            value = slots[name]
        elif name in owners[name].defaults:
            value = ct.fi.expr(owners[name].defaults[name], None)
        else:
            raise CompileError(loc, f"{info.name}(...)", f"is missing field '{name}' "
                               "(TypeError in Python)", "pass a value for every field "
                               "without a default")
        want = owners[name].fields[name]
        if want is not None and types.has_hole(want):  # a bare `dict`: as learnt
            want = ct.fields(owners[name].qualname)[name]
            if types.has_hole(want) and not types.has_hole(value.type):
                # `Employee("Al", ["go"])` for `skills: list`: a list[str]
                # from the next round on (converted below if it is already).
                ct.inf.later.field(owners[name].qualname, name, value.type)
            elif owners[name].fields[name] == types.HOLE and value.type not in (UNKNOWN, want) \
                    and not ct.fi.upcast(value.type, want):  # a Sub where a Base is held fits
                # `payload: object` given a Passenger here, an Elevator or None
                # there: it holds each (a union, an Optional), as CPython's does.
                # Classes join at their common base, None makes an Optional
                # (a P, a Q(P) and None: a P | None, never a P | Q union).
                base = returns_join(ct.fi, want, value.type)
                wider = widened(want, value.type) if base is None else base
                if wider not in (None, want):
                    ct.inf.later.field(owners[name].qualname, name, wider, wider == base)
        if want is None:  # a namedtuple's field: typed by its first construction
            want = ct.fields(owners[name].qualname).setdefault(name, value.type)
        out.append(ct.fi.convert(value, want, f"field '{name}'"))
    return out, evaluation_order(written_ranks(args, keywords, [slots.get(n) for n in names]))


def ir_types_in(t: str) -> list:
    """Every type a type is made of, itself included."""
    out, stack = [], [types.parse(t)]
    while stack:
        p = stack.pop()
        out.append(p)
        stack.extend(p.args)
    return out


def _only_raises(fn: ir.Function) -> bool:
    """Does `fn` end in a raise with no return anywhere (`raise
    NotImplementedError`, an abstract method's placeholder body)?"""
    return bool(fn.body) and isinstance(fn.body[-1], ir.Raise) and \
        not any(isinstance(n, ir.Return) for n in ir.walk(fn.body))
