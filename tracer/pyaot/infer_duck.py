"""A method that a class's subclasses define and the class itself does not
(`c.output()` of a Constraint whose Equality and Edit subclasses each have
one; a list holding both is typed by their common base): a virtual call
over those subclasses' methods, AttributeError for an instance of a class
that has none, as in CPython."""

from __future__ import annotations

from pyaot import ir
from pyaot import typesys as types
from pyaot.diagnostics import CompileError
from pyaot.infer_mixed import returns_join
from pyaot.infer_order import shared_arguments
from pyaot.typesys import UNKNOWN


def subclass_method(ct, q: str, name: str, receiver: ir.Expr, args: list[ir.Expr],
                    keywords: dict[str, ir.Expr], loc: ir.Loc) -> ir.Expr | None:
    """receiver.name(...) where class q has no method `name` and some of its
    subclasses do (`ct`: the function's pyaot.infer_cls.ClassTyping); None
    where none does. Refused where their results have no one type."""
    found: dict[str, tuple[str, ir.Expr]] = {}
    result = None
    empty: list[tuple[str, CompileError]] = []  # methods returning `[]` (unknown items)
    for sub in ct.subclasses(q):  # deepest first
        member = ct.find(sub, name)
        if member is None or member[0] != "method" or member[1] in \
                (f[0] for f in found.values()) or member[1] in (e[0] for e in empty):
            continue
        functions = ct.inf.program.functions
        shared = shared_arguments(functions[next(iter(found.values()))[0]] if found else
                                  functions[member[1]], functions[member[1]], len(args) + 1,
                                  list(keywords), loc)
        ct.prepare(sub, loc)
        narrowed = ir.Name("pyaot.self", loc, type=f"obj[{sub}]")
        try:
            typed = ct.fi.call_function(ir.Call("func", member[1], [narrowed] + args, loc,
                                                keywords=keywords), [narrowed] + args, keywords)
        except CompileError as error:
            if not error.construct.startswith("returned value of type"):
                raise
            empty.append((member[1], error))
            continue
        if typed.type == UNKNOWN:
            return typed
        joined = typed.type if result is None else returns_join(ct.fi, result, typed.type)
        if joined is None:
            raise _mixed(loc, ct, q, name, member[1], typed.type, result)
        result = joined
        found[sub] = (member[1], typed)
    if empty:
        # Edit.inputs returning `[]` where Equality.inputs returns a
        # list[Variable]: from the next round on it returns that type.
        if result is not None and not types.has_hole(result):
            for qualname, _ in empty:
                ct.inf.later.return_(qualname, result)
        raise empty[0][1]
    if not found:
        return None
    first = next(iter(found.values()))[1]
    cases = [ir.Override(sub, typed.target, typed.args[shared:])
             for sub, (_, typed) in found.items()]
    return ir.VirtualCall(name, [receiver] + first.args[1:shared], cases, "", loc, type=result,
                          order=[i for i in first.order if i < shared])


def _mixed(loc: ir.Loc, ct, q: str, name: str, target: str, have: str, other: str):
    cls = ct.inf.program.classes[q].name
    return CompileError(loc, f"method .{name}() of {cls}'s subclasses",
                        f"{target.rsplit('.', 2)[-2]}.{name} returns {types.python(have)} "
                        f"where another returns {types.python(other)}",
                        f"make them return the same type, or define {name} in {cls}")
