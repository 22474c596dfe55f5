"""Typing calls: of declared operators (overload resolution, arguments bound
to parameters), of user functions (specialised per argument types), of
methods and function values. A helper of pyaot.infer's function typing.
"""

from __future__ import annotations

import dataclasses

import ast

from pyaot import infer_fallbacks, infer_onnx, ir, ndops
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, unsupported
from pyaot.frontend.modules import SHIPPED_DIR
from pyaot.infer_forwarded import widen_passed
from pyaot.infer_holes import none_pending, store_mismatch, union_store, widen_none
from pyaot.infer_mixed import member_dispatch, member_error, repeatable
from pyaot.infer_keymiss import miss_call
from pyaot.infer_numeric import HEADER as NUMBER_UNION_HEADER, floated_arguments, \
    number_union_call
from pyaot.infer_api import FunctionTyping
from pyaot.infer_iter import with_iterators
from pyaot.infer_obj import plain_argument
from pyaot.infer_order import LATE, evaluation_order, packed_rank, refuse_reordered, \
    written_ranks
from pyaot.infer_star import is_starred, rows_call, typed_arguments
from pyaot.typesys import NUMBER, UNKNOWN

_PROMOTABLE = {(ir.BOOL, ir.INT), (ir.BOOL, ir.FLOAT), (ir.INT, ir.FLOAT)}


def convertible(have: str, want: str) -> bool:
    if have == want or (have, want) in _PROMOTABLE or array_widens(have, want):
        return True
    if types.head(want) == "Optional":
        inner = types.args(want)[0]
        return have == ir.NONE or convertible(have, inner)
    if types.head(have) == "Optional" and want != ir.NONE:
        return convertible(types.args(have)[0], want)  # checked unwrap
    if types.head(want) == "Union" and types.head(have) == "Union":  # into a wider union
        return set(types.args(have)) <= set(types.args(want))
    if types.head(want) == "Union":  # a member, exactly (True stays a bool in Python)
        return have in types.args(want)
    if types.head(have) == types.head(want) == "tuple" and types.length_convertible(have, want):
        return True  # (0, k) as a tuple[int, ...] (pyaot.typesys.length_join)
    if types.head(have) == types.head(want) == "tuple" and not types.is_vtuple(want) and \
            len(types.args(have)) == len(types.args(want)):
        # tuple[int, int] into a tuple[int, int | None] (pyaot.typesys.tuple_join):
        # item by item; a None item only from a display (pyaot.infer's convert)
        return all(x == y or (x != ir.NONE and y == types.optional(x))
                   for x, y in zip(types.args(have), types.args(want)))
    return False


def array_widens(have: str, want: str) -> bool:
    """An array of known rank passes where the rank is left open."""
    a, b = ndops.parse_array_type(have), ndops.parse_array_type(want)
    return bool(a and b and a[0] == b[0] and b[1] is None)


# Comparisons: dict values views have none compiled code can give (identity).
ORDERINGS = frozenset({"operator.eq", "operator.ne", "operator.lt", "operator.le",
                       "operator.gt", "operator.ge"})
CALLABLE = "callable"  # a parameter annotated Callable[...]: any function value


def const_type(value: object) -> str:
    if isinstance(value, bool):
        return ir.BOOL
    if isinstance(value, int):
        return ir.INT
    if isinstance(value, str):
        return ir.STR
    if isinstance(value, bytes):
        return "bytes"
    if value is None:
        return ir.NONE
    return ir.FLOAT


OP_SYNTAX = {
    "operator.add": "+", "operator.sub": "-", "operator.mul": "*", "operator.truediv": "/",
    "operator.floordiv": "//", "operator.mod": "%", "operator.pow": "**",
    "operator.lshift": "<<", "operator.rshift": ">>", "operator.and_": "&",
    "operator.or_": "|", "operator.xor": "^", "operator.matmul": "@", "operator.neg": "unary -",
    "operator.pos": "unary +", "operator.invert": "~", "operator.not_": "not",
    "operator.lt": "<", "operator.le": "<=", "operator.gt": ">", "operator.ge": ">=",
    "operator.eq": "==", "operator.ne": "!=", "operator.getitem": "subscript []",
    "pyaot.getslice": "slice [:]", "operator.setitem": "item assignment []=",
    "operator.delitem": "del x[...]", "pyaot.setslice": "slice assignment [:]=",
    "pyaot.delslice": "del x[:]", "operator.contains": "in",
}
OP_SYNTAX.update({name: OP_SYNTAX[binary] + "=" for name, binary in ir.INPLACE_OPS.items()})


def display_op(name: str) -> str:
    if name in OP_SYNTAX:
        return f"operator '{OP_SYNTAX[name]}'"
    if name == "pyaot.type_name":  # the front end's spelling of both forms
        return "type(x).__name__"
    if name == "pyaot.starred_items":  # pyaot.frontend.starred_targets
        return "starred assignment (a, *rest = ...)"
    return f"{name.removeprefix('builtins.')}()"


def fill_holes(e: ir.Expr, want: str) -> None:
    """Gives an empty display (or a display of empty displays) its type."""
    e.type = want
    if isinstance(e, ir.ListExpr):
        for x in e.elts:
            if types.has_hole(x.type):
                fill_holes(x, types.args(want)[0])
    elif isinstance(e, ir.DictExpr):
        kt, vt = types.args(want)
        for x in e.values:
            if types.has_hole(x.type):
                fill_holes(x, vt)
    elif isinstance(e, ir.Comprehension):
        parts = types.args(want)
        if types.has_hole(e.elt.type):
            fill_holes(e.elt, parts[-1])
        if e.key is not None and types.has_hole(e.key.type):
            fill_holes(e.key, parts[0])
    elif isinstance(e, ir.IfExp):
        for x in (e.body, e.orelse):
            if types.has_hole(x.type):
                fill_holes(x, want)
    elif isinstance(e, ir.TupleExpr):
        for x, t in zip(e.elts, types.args(want)):
            if types.has_hole(x.type):
                fill_holes(x, t)
    elif isinstance(e, ir.Convert):  # [] into a list[str] | None
        e.to = want
        inner = types.args(want)[0] if types.head(want) == "Optional" and \
            types.head(e.value.type) != "Optional" else want
        if types.has_hole(e.value.type) and types.join(e.value.type, inner) == inner:
            fill_holes(e.value, inner)

# What a call of a shipped standard-library module's function needs of its
# arguments (tracer/stdlib: traced like user code, specialised per call).
_STDLIB_NEEDS = {
    "heapq": "push items of exactly the type of the heap's items (a compiled list holds "
             "one type: for objects of different kinds, e.g. tree leaves and branches, "
             "use one class with fields for each kind), comparable with <",
    "bisect": "the list's items and the value must be of one type, comparable with <",
}


def _what_python_does(fn: ir.Function) -> str:
    """What CPython does with a call that does not fit fn's parameters: a
    TypeError for the program's own functions; for a function of the shipped
    standard library (tracer/stdlib), which may take fewer arguments than
    CPython's, nothing is claimed."""
    if (SHIPPED_DIR / fn.loc.file).is_file():
        return ("(compiled code's standard library takes fewer arguments here than "
                "CPython's)")
    return "(TypeError in Python)"


def at_user_call(err: CompileError, caller_file: str, fn: ir.Function, arg_types: list[str],
                 loc: ir.Loc) -> CompileError:
    """A refusal met inside a shipped standard-library function (heapq.py)
    called from the user's code: located at that call, saying which
    arguments it failed on; the library's line stays in the message."""
    if not (SHIPPED_DIR / err.loc.file).is_file() or caller_file == err.loc.file or \
            (SHIPPED_DIR / caller_file).is_file():
        return err
    module = fn.qualname.rpartition(".")[0]
    shown = ", ".join(types.python(t) for t in arg_types)
    need = _STDLIB_NEEDS.get(module.partition(".")[0])
    return type(err)(loc, f"{module}.{fn.name}() called with ({shown})",
                     f"fails inside the standard library ({err.loc}: {err.construct}: "
                     f"{err.problem})", need or err.hint)


def _extremum_of_arguments(fi: FunctionTyping, name: str, given: list[ir.Expr],
                           keywords: dict[str, ir.Expr], loc: ir.Loc) -> ir.Expr | None:
    """`max(best, take, key=...)` of two tuples whose types join (one's
    list still empty): the list display of the arguments, whose element
    type is their join, for max/min over an iterable. None where it does
    not apply (one argument, default=, whose CPython raises TypeError for),
    or the arguments have no common type."""
    if name not in ("builtins.max", "builtins.min") or len(given) < 2 or "default" in keywords:
        return None
    if all(a.type in types.NUMBERS or types.head(a.type) == "Union" and
           set(types.args(a.type)) <= set(types.NUMBERS) for a in given):
        return None  # max(n, 1.5): returns the int or the float (the numbers' own refusal)
    try:
        display = fi.objects.list_display(ir.ListExpr(list(given), loc, kind="list"), None)
    except CompileError:
        return None
    return display if display.type != UNKNOWN else None


def _concatenated(fi: FunctionTyping, name: str, args: list[ir.Expr],
                  loc: ir.Loc) -> ir.Expr | None:
    """a + b of two tuples of fixed lengths: the tuple of their items in
    order, of any types (CPython's tuple concatenation); None otherwise."""
    if name not in ("operator.add", "operator.iadd") or len(args) != 2 or not all(
            types.head(a.type) == "tuple" and not types.is_vtuple(a.type) for a in args):
        return None
    sig = fi.inf.ops.ops["pyaot.tuple_concat"].signatures[0]
    fi.inf.headers.add(sig.header or fi.inf.ops.ops["pyaot.tuple_concat"].header)
    items = [t for a in args for t in types.args(a.type)]
    return ir.Call("op", "pyaot.tuple_concat", args, loc, type=types.make("tuple", *items),
                   target=sig.cpp)


# List operators that only read their list arguments after the first
# (+ reads both): those may be copies holding the base class's type.
_READ_LISTS = {"operator.add": 0, "operator.iadd": 1, "list.extend": 1}


def _subclass_items_read(fi: FunctionTyping, name: str,
                         args: list[ir.Expr]) -> list[ir.Expr] | None:
    """`shapes += labels`, `shapes.extend(labels)`, `dots + labels` where a
    list's items are instances of a subclass of the other list's item
    class (or both of one base): the lists only read, as copies of the base's
    list type (the list `+=` changes stays itself, so it must hold the base
    already). None where that does not apply."""
    first = _READ_LISTS.get(name)
    if first is None or len(args) != 2 or not all(
            types.head(a.type) == "list" and types.head(types.args(a.type)[0]) == "obj"
            for a in args):
        return None
    classes = [types.args(types.args(a.type)[0])[0] for a in args]
    base = fi.classes.common_base(*classes)
    if base is None or first == 1 and base != classes[0]:
        return None
    want = f"list[obj[{base}]]"
    return [a if a.type == want or i < first else
            ir.Convert(a, want, a.loc, type=want, kind="copy_items")
            for i, a in enumerate(args)]


class CallTyping:
    """The calls in one function being typed."""

    def __init__(self, fi: FunctionTyping):
        self.fi = fi

    def call(self, e: ir.Call, assigned: set[str] | None) -> ir.Expr:
        if is_starred(e):
            raise CompileError(e.loc, "*-argument here", "is not supported by pyaot",
                               "pass the arguments one by one")
        model = infer_onnx.model_of(self.fi, e)
        if model is not None:  # session.run(...): typed from the model
            return infer_onnx.run(self.fi, e, model, assigned)
        if e.callee in ("builtins.isinstance", "pyaot.type_is"):
            # The classes asked for are names (symbols), not values
            # (pyaot.frontend.isinstance_check and type_tests make it two
            # arguments); `type(x) is C` asks for C exactly.
            return self.fi.objects.isinstance_(e, self.fi.expr(e.args[0], assigned),
                                               exact=e.callee == "pyaot.type_is")
        args = typed_arguments(self.fi, e, assigned)  # f(*t) spread
        keywords = {k: self.fi.expr(v, assigned) for k, v in e.keywords.items()}
        rows = rows_call(self.fi, e, args, keywords)  # zip(*rows)
        if rows is not None:
            return rows
        if e.kind == "method":
            receiver, rest = args[0], args[1:]
            if receiver.type == UNKNOWN:
                return ir.Call("method", e.callee, args, e.loc, type=UNKNOWN, keywords=keywords)
            if e.callee == "__enter__" and types.head(receiver.type) == "Optional":
                raise CompileError(e.loc, f"with statement on a {types.python(receiver.type)}",
                                   "may be on None (TypeError in Python: 'NoneType' object "
                                   "does not support the context manager protocol)",
                                   "test that it is not None before the with statement")
            receiver = self.fi.unwrap_object(receiver, e.callee)
            if types.head(receiver.type) == "Optional" and not ndops.is_array(receiver.type):
                # words.append(w) of a list | None: AttributeError on None
                inner = types.args(receiver.type)[0]
                receiver = ir.Unwrap(receiver, e.callee, receiver.loc, type=inner)
            if types.head(receiver.type) == "obj":
                return self.fi.classes.method(e, receiver, [plain_argument(a) for a in rest],
                                              {k: plain_argument(v) for k, v in keywords.items()})
            if not ndops.is_array(receiver.type):
                infer_onnx.refuse_receiver(e, receiver)
                return self.fi.objects.method(e, receiver, rest, keywords)
            return self.fi.arrays.method(e, receiver, rest, keywords)
        if e.kind == "value":
            callee, rest = args[0], args[1:]
            for a in rest:
                self.fi.plain(a, "argument of a function value")
            if callee.type == UNKNOWN or any(a.type == UNKNOWN for a in rest):
                return ir.Call("value", e.callee, args, e.loc, type=UNKNOWN, keywords=keywords)
            if types.head(callee.type) == "class":  # cls(...) in a classmethod
                return self.fi.classes.new(ir.Call("new", types.args(callee.type)[0], rest, e.loc),
                                           rest, keywords)
            if keywords:
                raise unsupported(e.loc, "keyword arguments in a call of a function value",
                                  "pass the arguments by position")
            if types.head(callee.type) != "fn":
                raise CompileError(e.loc, f"call of '{e.callee}'", f"it is a "
                                   f"{types.python(callee.type)}, not a function "
                                   "('...' object is not callable)", "call a function")
            result = self.fi.inf.call_value(self.fi, callee.type, [a.type for a in rest], e.loc)
            signature = self.fi.inf.fn_values[types.args(callee.type)[0]].signature
            if signature is not None and len(signature) == len(rest) and all(
                    types.head(t) == "Union" and a.type in types.args(t)
                    for a, t in zip(rest, signature) if a.type != t):  # a member as its union
                args = [callee, *(self.fi.convert(a, t, "argument") for a, t in zip(rest, signature))]
            entry = self.fi.inf.fn_values[types.args(callee.type)[0]]
            numbers = (ir.INT, ir.BOOL) if entry.kind == "func" else (ir.INT, ir.BOOL, NUMBER)
            if any(a.type in numbers and p == ir.FLOAT for a, p in zip(args[1:], entry.params)):
                # An int given to a float parameter: shown, as a direct call's is
                # (a math function's value converts an int | float too).
                args = [callee, *(a if p != ir.FLOAT else
                                  self.call_op("builtins.float", [a], {}, a.loc)
                                  if a.type == NUMBER else self.fi.convert(a, p, "argument")
                                  for a, p in zip(args[1:], entry.params))]
            return ir.Call("value", e.callee, args, e.loc, type=result)
        if e.kind == "func":
            for a in [*args, *keywords.values()]:
                if a.type == UNKNOWN or types.head(a.type) != "class":  # iterators pass
                    self.fi.plain(a, f"argument of {e.callee.split('.')[-1]}()", consumed=True)
            return self.call_function(e, args, keywords)
        if e.kind == "super":
            if any(a.type == UNKNOWN for a in args):
                return ir.Call("super", e.callee, args, e.loc, type=UNKNOWN)
            return self.fi.classes.super_call(e, args, keywords)
        if e.kind == "new":
            for a in [*args, *keywords.values()]:
                self.fi.plain(a, f"argument of {e.callee.split('.')[-1]}()")
            return self.fi.classes.new(e, args, keywords)
        if e.callee in self.fi.inf.ops.array_ops:
            return self.fi.arrays.call(self.fi.inf.ops.array_ops[e.callee], args, keywords, e.loc)
        if e.callee == "pyaot.setslice" and ndops.is_array(args[0].type):
            # computed[i:j] = v (a list's works): the frontend makes only named
            # arrays' slice assignments StoreItems (pyaot.infer_nd_index)
            raise CompileError(args[1].loc, "assignment to a slice of a computed value",
                               "is not supported for arrays", "name the array first "
                               "(v = a[::-1]; v[:2] = w): slices of named arrays can be assigned")
        return self.call_op(e.callee, args, keywords, e.loc)

    def call_op(self, name: str, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                loc: ir.Loc, shown: str | None = None) -> ir.Expr:
        """A declared operator; `shown` is the operator errors name (an
        augmented assignment falling back to its binary operator)."""
        display = display_op(shown or name)
        given = args
        if name in infer_fallbacks.CHECKED:  # `return NotImplemented`'s fallback
            infer_fallbacks.check(self.fi, name, args, loc)
        # x op= v: the type's in-place operator, else the binary one (as Python).
        fallback = ir.INPLACE_OPS.get(name) if not keywords else None
        if args and not keywords and all(a.type != UNKNOWN for a in args):
            dunder = self.fi.classes.operator(name, args, loc)
            if dunder is not None:
                return _value_first(name, dunder)
        if name == "builtins.len" and len(args) == 1 and ndops.is_array(args[0].type):
            return ir.ArrayAttr(args[0], "len", loc, type=ir.INT)
        if not keywords and any(ndops.is_array(a.type) for a in args):
            if fallback is None:
                return self.fi.arrays.operator(name, args, loc)
            if ndops.is_array(args[0].type):
                return self.fi.arrays.inplace(fallback, display, args, loc)
            return self.call_op(fallback, args, keywords, loc, shown=name)
        for a in [*args, *keywords.values()]:
            self.fi.plain(a, f"argument of {display}", consumed=True)
        if name in ORDERINGS and any(types.head(a.type) in ("dict_values", "odict_values")
                                     for a in args):
            raise CompileError(loc, f"{display} on a dict's values()", "is not supported: "
                               "CPython compares values views by identity (d.values() == "
                               "d.values() is False), and compiled code has no view object",
                               "compare lists or sorted lists of the values: "
                               "list(a.values()) == list(b.values())")
        op = self.fi.inf.ops.ops.get(name)
        if op is None and fallback is not None:
            return self.call_op(fallback, args, keywords, loc, shown=name)
        if op is None:
            raise CompileError(loc, display, "has no operator declaration",
                               "it is not implemented for compiled code yet; see "
                               "ops/decls for what is")
        args, ranks = self._bind_op_arguments(op, args, keywords, loc)
        order = evaluation_order(ranks)

        def unordered(lowered: ir.Expr) -> ir.Expr:  # a lowering that keeps no order
            if order:
                refuse_reordered(args, ranks, display, loc)
            return lowered
        arg_types = [a.type for a in args]
        if UNKNOWN in arg_types or any(
                types.head(t) == "fn" and UNKNOWN in self.fi.inf.fn_values[types.args(t)[0]]
                .capture_types for t in arg_types):
            return ir.Call("op", name, args, loc, type=UNKNOWN)
        sig = op.resolve(arg_types,
                         lambda fn, params: self.fi.inf.call_value(self.fi, fn, params, loc),
                         self.fi.upcast)
        read = _subclass_items_read(self.fi, name, args) if sig is None else None
        if read is not None:  # shapes += [Label(w) for w in words], shapes a list[Shape]
            return self.call_op(name, read, keywords, loc, shown)
        if sig is None and fallback is not None:
            if union_store(self.fi, name, args):  # stack += [op, v] of floats: float | str
                return ir.Call("op", name, args, loc, type=UNKNOWN)
            return self.call_op(fallback, args, keywords, loc, shown=name)
        joined = _concatenated(self.fi, name, args, loc) if sig is None else None
        if joined is not None:  # (x, y) + (z,)
            return joined
        spread = _extremum_of_arguments(self.fi, name, given, keywords, loc) \
            if sig is None else None
        if spread is not None:  # max(a, b, key=f) is max over (a, b): CPython iterates its args
            return self.call_op(name, [spread], keywords, loc, shown)
        iterators = with_iterators(self.fi, given) if sig is None else None
        if iterators is not None:  # list(obj): obj.__iter__(), as CPython's iter()
            try:
                return self.call_op(name, iterators, keywords, loc, shown)
            except CompileError:
                pass  # len(obj), obj[i]: refused for the instance, as CPython's TypeError
        if sig is None and (widen_none(self.fi, op, args)  # d = {k: None}; d[j] = v
                            or none_pending(self.fi, args)
                            or union_store(self.fi, name, args)):  # a Stack of ints and strs
            return ir.Call("op", name, args, loc, type=UNKNOWN)
        missing = miss_call(name, args) if sig is None else None
        if missing is not None:  # grid.get((r, c)) of a dict[int, str]: no key can equal
            return unordered(self.call_op(missing[0], missing[1], {}, loc, shown=name))
        dispatched = number_union_call(op, args, loc) if sig is None else None
        if dispatched is not None:  # `total + price` of an int | float
            self.fi.inf.headers.add(NUMBER_UNION_HEADER)
            return unordered(dispatched)
        floated = floated_arguments(op, self.fi.inf.ops.ops["builtins.float"], args,
                                    lambda ts: op.resolve(ts, upcast=self.fi.upcast)) \
            if sig is None else None
        if floated is not None:  # math.sqrt(x) of an int | float: x's float, as CPython
            self.fi.inf.headers.add(NUMBER_UNION_HEADER)
            args = floated
            sig = op.resolve([a.type for a in args], upcast=self.fi.upcast)
        dispatched = member_dispatch(self.fi, name, args, keywords, loc) if sig is None else None
        if dispatched is not None:  # abs(x) of an int | float: on the member held
            return unordered(dispatched)
        if sig is None:
            shown_types = ", ".join(types.python(t) for t in arg_types)
            union = next((t for t in arg_types if types.head(t) == "Union"), None)
            if union is not None:
                members = types.args(union)
                accepted = [m for m in members
                            if op.resolve([m if t == union else t for t in arg_types],
                                          lambda fn, params: self.fi.inf.call_value(
                                              self.fi, fn, params, loc), self.fi.upcast)]
                each = len(accepted) == len(members)
                narrow = _narrow_hint(members, accepted[0] if accepted else members[0])
                at = args.index(next(a for a in args if a.type == union))
                if not all(repeatable(a) for a in args[:at + 1]):
                    why = ("is compiled on a union only where it is a variable, field or item "
                           "(the member held is tested at run time)")
                    narrow = "assign the value to a variable first, or " + narrow
                elif not each:
                    why = f"is not defined on every member of {types.python(union)}"
                else:
                    why = "is not compiled on a union in this form (each member alone is)"
                raise CompileError(loc, f"{display} on ({shown_types})", why, narrow)
            mismatch = store_mismatch(name, arg_types, f"{display} on ({shown_types})", loc)
            if mismatch is not None:
                raise mismatch
            raise CompileError(loc, f"{display} on ({shown_types})",
                               "has no matching signature",
                               f"accepted: {op.describe_signatures()}"
                               + (f"; {op.hint}" if op.hint else
                                  "; convert explicitly, e.g. with float(...)"
                                  if not op.promote else ""))
        self.fi.inf.headers.add(sig.header)
        for a, want in zip(args, sig.wants):
            self.fi.refine(a, want)
        # A Counter passes to a dict's function or method as the dict it is (the
        # same table, a C++ base class); never into a dict variable, whose
        # methods would then be dict's (update replaces counts).
        converted = [ir.Convert(a, want, a.loc, type=want)
                     if types.native_base(a.type) == want else
                     self.fi.convert(a, want, "argument") for a, want in zip(args, sig.wants)]
        _name_none_operand(name, args, converted)
        for a, pattern, c in zip(args, sig.signature.args, converted):
            if pattern.startswith("iterable[") and types.head(a.type) == "Optional" and \
                    isinstance(c, ir.Convert) and not c.message:
                c.message = "'NoneType' object is not iterable"  # sorted(None), list(None)
        result = sig.result
        if not self.fi.lenient:
            for a in converted:
                if types.has_hole(a.type) and not isinstance(a, ir.Name):
                    fill_holes(a, types.fill_holes(a.type))
        call = _value_first(name, ir.Call("op", name, converted, loc, type=result,
                                          target=sig.cpp, order=order))
        if types.has_hole(result) and not sig.signature.typed_by_uses:
            # d.setdefault(k, []) of a dict[str, list[_]]: a lenient pass keeps
            # the hole for a use to fill d's (pyaot.infer_holes)
            if not (self.fi.lenient and self.fi.holes.note(call, sig.signature.args,
                                                           sig.signature.result, args)):
                call.type = UNKNOWN if self.fi.lenient else types.fill_holes(result)
        # else: a constructor typed by its uses (`defaultdict(list)`), as `[]` is
        return call

    def _bind_op_arguments(self, op, args: list[ir.Expr], keywords: dict[str, ir.Expr],
                           loc: ir.Loc) -> tuple[list[ir.Expr], list[int]]:
        """Orders an operator call's arguments as its declaration's `params`,
        filling omitted ones from `defaults`; keywords bind by name. With
        each argument's rank: where it was written (pyaot.infer_order)."""
        params = list(op.params)
        if not params:
            if keywords:
                raise CompileError(loc, f"keyword argument '{next(iter(keywords))}=' to "
                                   f"{display_op(op.name)}", "is not accepted",
                                   "pass the arguments by position")
            return args, list(range(len(args)))
        # A bare "*" (as in a def): the parameters after it are keyword-only.
        positional = params.index("*") if "*" in params else len(params)
        params = [p for p in params if p != "*"]
        star = next((i for i, p in enumerate(params) if p.startswith("*")), None)
        names = [p.lstrip("*") for p in params]
        slots: dict[str, ir.Expr] = {}
        if star is not None:
            positional_names: list[str] = []
        else:
            positional_names = names[:positional]
        if star is None and len(args) > len(positional_names):
            raise CompileError(loc, f"call to {display_op(op.name)}",
                               f"passes {len(args)} positional arguments; it takes at most "
                               f"{len(positional_names)}", "remove the extra arguments"
                               if positional == len(names) else
                               f"pass {', '.join(names[positional:])} by keyword")
        for name, a in zip(positional_names, args):
            slots[name] = a
        for k, v in keywords.items():
            if k not in names or (star is not None and names.index(k) == star):
                raise CompileError(v.loc, f"keyword argument '{k}='", "is not a parameter of "
                                   f"{display_op(op.name)}", f"parameters: {', '.join(names)}")
            if k in slots:
                raise CompileError(v.loc, f"argument '{k}'", "is given twice (TypeError in "
                                   "Python)", "pass it once")
            slots[k] = v
        out: list[ir.Expr] = []
        for i, name in enumerate(names):
            if star is not None and i == star:
                out += args
                continue
            if name in slots:
                out.append(slots[name])
            elif star is not None and i > star and not any(n in slots for n in names[i + 1:]):
                break  # keyword-only parameters after *args: passed only when given
            elif name in op.defaults:
                value = ast.literal_eval(op.defaults[name])
                if value == []:  # deque(): an empty iterable, typed by the other arguments
                    out.append(ir.ListExpr([], loc, type=types.make("list", types.HOLE)))
                else:
                    out.append(ir.Const(value, loc, type=const_type(value)))
            else:
                # A shorter overload may not need it: stop at the first gap.
                rest = [n for n in names[i + 1:] if n in slots]
                if rest:
                    raise CompileError(loc, f"call to {display_op(op.name)}",
                                       f"is missing argument '{name}'", f"pass {name}")
                break
        return out, written_ranks(args, keywords, out)

    def data_attribute(self, e: ir.Attribute, value: ir.Expr) -> ir.Expr | None:
        """`z.real` of a value whose type declares the data attribute (an
        operator "TYPE.NAME" with `data_attribute`); None for others."""
        op = self.fi.inf.ops.ops.get(f"{value.type}.{e.attr}")
        if op is None or not op.data_attribute:
            return None
        return self.call_op(op.name, [value], {}, e.loc)

    def call_function(self, e: ir.Call, args: list[ir.Expr],
                      keywords: dict[str, ir.Expr] | None = None) -> ir.Expr:
        fn = self.fi.inf.program.functions[e.callee]
        if fn.returns is None and fn.qualname in self.fi.inf.later.returns:
            # `return []` typed by the overrides beside it (pyaot.infer_duck)
            fn = dataclasses.replace(fn, returns=self.fi.inf.later.returns[fn.qualname])
        args, order = self._bind_function_arguments(fn, args, keywords or {}, e.loc)
        types_ = [a.type for a in args]
        if UNKNOWN in types_ and not self.fi.lenient:
            unknown = next(p.name for a, p in zip(args, fn.params) if a.type == UNKNOWN)
            raise CompileError(e.loc, f"call to {fn.name}()", f"the type of '{unknown}' it is "
                               "given cannot be inferred here (as for a nested function "
                               "defined later that calls this one back)", "define mutually "
                               "recursive helpers at module level or as methods of a class")
        if UNKNOWN in types_ or widen_passed(self.fi, fn, args):  # heappush(heap, (n, Branch))
            return ir.Call("func", e.callee, args, e.loc, type=UNKNOWN)
        for a, p in zip(args, fn.params):
            if p.annotation == CALLABLE and types.head(a.type) != "fn":
                raise CompileError(a.loc, f"argument '{p.name}' of {fn.name}()",
                                   f"is {types.python(a.type)} where a function is required",
                                   "pass a function, lambda or nested def")
        converted = [
            self.fi.convert(a, p.annotation, f"argument '{p.name}' of {fn.name}()")
            if p.annotation not in (None, CALLABLE) else a
            for a, p in zip(args, fn.params)
        ]
        for a, p in zip(converted, fn.params):
            if (p.star or p.kwargs) and types.has_hole(a.type):
                fill_holes(a, types.fill_holes(a.type))  # no extra arguments: unobservable
        if any(types.has_hole(a.type) for a in converted):
            self._fill_fresh(fn, converted)
        if any(types.has_hole(a.type) for a in converted):
            if not self.fi.lenient:
                self.fi.hole_error(next(a for a in converted if types.has_hole(a.type)),
                                   f"argument of {fn.name}()")
            # An empty container passed on: the callee may fill it.
            learned = self.fi.inf.parameter_uses(fn, [a.type for a in converted])
            for a, p in zip(converted, fn.params):
                if types.has_hole(a.type) and p.name in learned:
                    self.fi.refine(a, learned[p.name])
            return ir.Call("func", e.callee, converted, e.loc, type=UNKNOWN)
        if self.fi.lenient and self.fi.state.fn is fn and \
                any(types.has_hole(t) for t in self.fi.state.param_types):
            # A recursive call inside a probe of fn given an empty container
            # (a nested def's cache): its result is pending, as in any
            # recursion; an instance made with the container's types so far
            # would refuse the stores that widen them later in this body.
            return ir.Call("func", e.callee, converted, e.loc, type=UNKNOWN)
        key_types = [a.type if p.annotation in (None, CALLABLE) else p.annotation
                     for a, p in zip(converted, fn.params)]
        key = (fn.qualname, tuple(key_types))
        state = self.fi.inf.states.get(key)
        if state is None:
            try:
                state = self.fi.inf.instantiate(fn, key_types, e.loc)
            except CompileError as err:
                raise at_user_call(err, self.fi.fn.loc.file, fn, key_types, e.loc) from None
        self.fi.inf.note_call(self.fi.state, state)
        result = state.return_guess
        if result == UNKNOWN and not self.fi.lenient:
            raise CompileError(e.loc, f"recursive call to {fn.name}()",
                               "its return type cannot be inferred", "annotate its return type")
        return ir.Call("func", e.callee, converted, e.loc, type=result, target=state.cname,
                       order=order)

    def _fill_fresh(self, fn: ir.Function, args: list[ir.Expr]) -> None:
        """`search(target, 0, [])` where search's body passes itself `chosen +
        [word]`: a new empty display takes the type the callee's body gives
        its parameter (its value has no element yet, so no other is seen)."""
        fresh = [isinstance(a, (ir.ListExpr, ir.DictExpr)) and types.has_hole(a.type)
                 for a in args]
        if not any(fresh):
            return
        learned = self.fi.inf.parameter_uses(fn, [a.type for a in args])
        for a, p, new in zip(args, fn.params, fresh):
            want = learned.get(p.name)
            if new and want is not None and not types.has_hole(want) and \
                    types.join(a.type, want) == want:
                fill_holes(a, want)

    def _bind_function_arguments(self, fn: ir.Function, args: list[ir.Expr],
                                 keywords: dict[str, ir.Expr], loc: ir.Loc
                                 ) -> tuple[list[ir.Expr], list[int]]:
        """The arguments in parameter order, and the order Python evaluates
        them in (pyaot.infer_order)."""
        positional = [p.name for p in fn.params
                      if not (p.star or p.kwargs or p.keyword_only)]
        by_name = [p.name for p in fn.params if not (p.star or p.kwargs or p.positional_only)]
        star = next((p.name for p in fn.params if p.star), None)
        kwargs = next((p.name for p in fn.params if p.kwargs), None)
        slots = dict(zip(positional, args))
        ranks = {p: i for i, p in enumerate(slots)}
        extra = args[len(positional):]
        if star is not None:
            ranks[star] = len(positional)
        if star is not None and len(extra) == 1 and is_starred(extra[0]):
            # g(*xs): *args is tuple(xs) (pyaot.infer_star checked the shape)
            slots[star] = self.call_op("builtins.tuple", [extra[0].args[0]], {}, loc)
        elif star is not None:
            # *args takes the extra positional arguments, as one tuple[T, ...].
            packed = ir.ListExpr(extra, loc, kind="tuple")
            slots[star] = self.fi.objects.list_display(packed, None) if all(
                a.type is not None for a in extra) else packed
        elif extra:
            raise CompileError(loc, f"call to {fn.name}()",
                               f"passes {len(args)} positional argument(s) but it takes "
                               f"{len(positional)} {_what_python_does(fn)}",
                               "pass exactly one value per parameter")
        named: dict[str, ir.Expr] = {}
        written: dict[int, ir.Expr] = {}  # the keywords **kwargs does not take, by rank
        for rank, (k, v) in enumerate(keywords.items(), len(args)):
            if k not in by_name:
                if kwargs is not None and k not in positional:
                    named[k] = v  # **kwargs takes the extra keyword arguments
                    continue
                raise CompileError(v.loc, f"keyword argument '{k}='", f"is not a parameter of "
                                   f"{fn.name}() {_what_python_does(fn)}",
                                   f"parameters: {', '.join(by_name)}")
            if k in slots:
                raise CompileError(v.loc, f"argument '{k}' of {fn.name}()", "is given twice "
                                   "(TypeError in Python)", "pass it once")
            slots[k] = v
            ranks[k] = rank
            written[rank] = v
        if kwargs is not None:
            named_ranks = [r for r, k in enumerate(keywords, len(args)) if k in named]
            ranks[kwargs] = packed_rank(named_ranks, written, f"{fn.name}()", loc)
            packed = ir.DictExpr([ir.Const(k, loc) for k in named], list(named.values()), loc)
            slots[kwargs] = self.fi.objects.dict_display(packed, None) if all(
                v.type is not None for v in named.values()) else packed
        out = []
        for p in fn.params:
            if p.name in slots:
                out.append(slots[p.name])
            elif p.default is not None:
                out.append(self.fi.expr(p.default, None))
            else:
                raise CompileError(loc, f"call to {fn.name}()", f"is missing argument "
                                   f"'{p.name}' (TypeError in Python)",
                                   "pass a value for every parameter without a default")
        return out, evaluation_order([ranks.get(p.name, LATE) for p in fn.params])


def _narrow_hint(members: list[str], wanted: str) -> str:
    """How to narrow a union to member `wanted` before the call: isinstance()
    takes a class, not a parameterised type; members of one class (tuples of
    two lengths) are not told apart by it."""
    classes = [_isinstance_class(m) for m in members]
    if len(set(classes)) == len(classes) and all(classes):
        return (f"narrow the value first: `if isinstance(x, "
                f"{classes[members.index(wanted)]}): ...`")
    return (f"give the values one type ({' and '.join(types.python(m) for m in members)} "
            "differ only in their items), or narrow them with a test of your own first")


# `a[i] = v` and `a[i:j] = v`: Python evaluates the value first, then the
# container and the index (the value is the call's last argument).
_VALUE_FIRST = ("operator.setitem", "pyaot.setslice")


def _value_first(name: str, call: ir.Expr) -> ir.Expr:
    if name in _VALUE_FIRST and isinstance(call, ir.Call) and not call.order and \
            len(call.args) >= 3:
        call.order = [len(call.args) - 1, *range(len(call.args) - 1)]
    return call


def _name_none_operand(name: str, args: list[ir.Expr], converted: list[ir.Expr]) -> None:
    """The one Optional operand of an operator, unwrapped: CPython's
    TypeError text for the operator on None (`x + 1`: "unsupported operand
    type(s) for +: 'NoneType' and 'int'"), where it names the operator."""
    optional = [i for i, a in enumerate(args) if types.head(a.type) == "Optional"]
    if len(optional) != 1 or not isinstance(converted[optional[0]], ir.Convert):
        return
    at = optional[0]
    if types.conversion(args[at].type, converted[at].to) not in ("unwrap", "unwrap_cast"):
        return
    message = member_error(name, [ir.NONE if i == at else a.type for i, a in enumerate(args)])
    if message is not None:
        converted[at].message = message


def _isinstance_class(t: str) -> str | None:
    """The class isinstance() tests for values of type t, if there is one."""
    head = types.head(t)
    if head in ("int", "float", "bool", "str", "bytes", "complex", "list", "dict", "set",
                "tuple", "frozenset", "bytearray"):
        return head
    if head == "obj":
        return types.python(t)
    return None
