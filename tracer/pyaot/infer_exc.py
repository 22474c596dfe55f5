"""Types of the fields an exception class's own __init__ stores
(pyaot.frontend.exception_classes): checked where a raise passes them, read
as `e.NAME` inside a handler that catches that one class.

A field keeps one type, as a compiled value must: the __init__ parameter's
annotation, or, unannotated, the type the raises pass (all the same one).
No conversion is made: Python stores the value as passed, and a converted
one could print differently."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_api import FunctionTyping
from pyaot.typesys import UNKNOWN


class ExceptionTyping:
    """The raises and handlers of one function being typed."""

    def __init__(self, fi: FunctionTyping):
        self.fi = fi
        # `except E as e` names -> the classes caught, inside their handler.
        self.caught: dict[str | None, list[str] | None] = {}

    def _spec(self, cls: str) -> list[list[str]]:
        return self.fi.inf.program.exception_fields.get(cls, [])

    def _field_type(self, field: list[str]) -> str | None:
        name, declared, owner = field
        learned = self.fi.inf.exception_field_types.get((owner, name))
        return declared or (learned[0] if learned else None)

    def raise_fields(self, s: ir.Raise, assigned: set[str] | None) -> list[ir.Expr]:
        out = []
        for f, field in zip(s.fields, self._spec(s.exc)):
            value = self.fi.value(f, assigned, "exception field")
            out.append(value)
            want = self._field_type(field)
            if value.type == UNKNOWN or types.has_hole(value.type) or value.type == want:
                continue
            name, declared, owner = field
            if want is None:
                if not self.fi.lenient:
                    self.fi.inf.exception_field_types[owner, name] = (value.type, f.loc)
                continue
            if declared:
                raise CompileError(f.loc, f"argument of type {types.python(value.type)} for "
                                   f"a field annotated {types.python(want)}", "would be "
                                   "converted, but Python stores the value as passed",
                                   "pass a value of the annotated type (e.g. float(x))")
            first = self.fi.inf.exception_field_types[owner, name][1]
            raise CompileError(f.loc, f"argument of type {types.python(value.type)} for "
                               f"field '{name}' of {owner.rsplit('.', 1)[-1]}",
                               f"but the raise at line {first.line} passes "
                               f"{types.python(want)}; a compiled field keeps one type",
                               f"annotate the __init__ parameter ({name}: T) and pass that "
                               "type at every raise")
        return out

    def raised_types(self, s: ir.Raise, fields: list[ir.Expr]) -> list[str]:
        return [self._field_type(field) or f.type for f, field in zip(fields, self._spec(s.exc))]

    def field(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr:
        """e.NAME of `except E as e`, where E's own __init__ stores NAME."""
        caught = self.caught.get(value.id) if isinstance(value, ir.Name) else None
        specs = [self._spec(c) for c in caught or []]
        spec = specs[0] if len(specs) == 1 else []
        if e.attr == "args":
            raise CompileError(e.loc, ".args of a caught exception", "is not supported in "
                               "this version", "use str(e) (its message) or the fields its "
                               "class's __init__ stores")
        names = [f[0] for f in spec]
        if e.attr not in names:
            raise CompileError(e.loc, f"attribute .{e.attr} of a caught exception",
                               "is not supported: the fields an exception class's __init__ "
                               "stores are read through a handler catching that one class",
                               f"catch the class that sets it (`except E as e: e.{e.attr}`), "
                               "or use str(e)")
        field_types = [self._field_type(f) for f in spec]
        if None in field_types:
            if self.fi.lenient:
                return ir.Attribute(value, e.attr, e.loc, type=UNKNOWN)
            raise CompileError(e.loc, f"field .{e.attr} of {caught[0].rsplit('.', 1)[-1]}",
                               "its type is not known here: no compiled raise of the class "
                               "was typed before this read", "annotate the __init__ parameter "
                               f"({e.attr}: T)")
        k = names.index(e.attr)
        return ir.ExceptionField(value, k, field_types, e.loc, type=field_types[k])
