"""Typed IR -> C++20.

The file's shape comes from the jinja2 template next to this module; this
module only spells statements and expressions. It adds no Python semantics of
its own: every operation is a call to the entry point that inference chose
from the operator declarations, and every Python-visible behaviour (checked
arithmetic, exceptions, truthiness) lives in the runtime headers.

Each statement is preceded by `#line N "file.py"`, so compiler diagnostics,
debuggers and sanitizer reports point at the Python source, and by an update of
`pyaot_line`, which the function's handler records into the traceback. (It is a
non-address-taken local read only on the exception path, so optimisers keep it
out of the hot path.)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from pyaot import fusion, ir, ndops, variants
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement
from pyaot.emit.arrays import ArrayEmitter
from pyaot.emit.common import converted, is_simple, yielded
from pyaot.emit.compound import CompoundEmitter
from pyaot.emit.counters import counter_locals, unchecked_step
from pyaot.emit.spell import (CPP_ELEMENT, CPP_TYPES, c_quote, c_string, c_string_sized,
                               class_struct, global_accessor, local_name, result_type, value_type)


# Expressions emitted as a call (a void one used as a value is wrapped).
_CALLS = (ir.Call, ir.VirtualCall, ir.TupleItem, ir.Identity, ir.IsNone, ir.IsInstance,
          ir.Unwrap, ir.ArrayAttr)
# An array's int properties (ir.ArrayAttr), @@0@@ the array, @@1@@ the index.
_ARRAY_ATTRS = {"ndim": "@@0@@.ndim()", "size": "@@0@@.size()", "len": "pyaot::nd::len(@@0@@)",
                "shape": "pyaot::nd::shape_at(@@0@@, @@1@@)"}


def _shape_tuple(e: ir.ArrayAttr) -> str:
    """a.shape or a literal slice of it (ir.ArrayAttr) as a C++ tuple."""
    rank = ndops.parse_array_type(e.value.type)[1]
    if rank is None:
        return "pyaot::nd::shape_tuple(@@0@@)"
    axes = range(rank)
    if e.index is not None:
        axes = axes[slice(*(None if p is None else p.value
                            for p in (e.index.lower, e.index.upper, e.index.step)))]
    return f"pyaot::nd::shape_items<{', '.join(str(k) for k in axes)}>(@@0@@)"


PARSE_TYPES = {ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool"}


def cpp_literal(value: object) -> str:
    if value is None:
        return "pyaot::None"
    if isinstance(value, str):
        # Built once per process (a function-local static), not per evaluation.
        return f"[]() -> const pyaot::Str& {{ static const pyaot::Str s({c_string_sized(value)}); return s; }}()"
    if isinstance(value, bytes):
        text = "".join(f"\\{b:03o}" for b in value)
        return (f"[]() -> const pyaot::Bytes& {{ static const pyaot::Bytes b(std::string("
                f"\"{text}\", {len(value)})); return b; }}()")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if value == -(2**63):
            return "(pyaot::Int{-9223372036854775807} - 1)"
        return f"pyaot::Int{{{value}}}"
    assert isinstance(value, float)
    if value != value:
        return "std::numeric_limits<double>::quiet_NaN()"
    if value in (float("inf"), float("-inf")):
        sign = "-" if value < 0 else ""
        return f"({sign}std::numeric_limits<double>::infinity())"
    # Hex floats are exact: no decimal round-trip in the C++ compiler.
    text = value.hex()
    return f"({text})" if text.startswith("-") else text


@dataclass
class _Loop:
    broke_flag: str | None  # set when the loop has an else clause


@dataclass(frozen=True)
class EmitOptions:
    """Choices the program's text depends on beyond its IR."""

    plan: dict = field(default_factory=dict)  # pyaot.variants.Plan: op -> choice
    telemetry: bool = False  # time every variant call (pyaot/nd/tuning.hpp)
    platform: str = ""  # the target's platform key, named in telemetry records
    # The operator table (pyaot.opdecls.OpTable): array calls are spelled
    # from their operators' declarations.
    ops: Any = None


def _finally_guard(emitter: "FunctionEmitter", s: ir.Try, depth: int,
                   lines: list[str]) -> str | None:
    """A return, break or continue leaving a try...finally statement runs
    its finally clause from a scope guard (pyaot::Finally); the flag it
    returns is set once the clause has run another way (after the statement,
    or while an exception propagates). None: no guard (no finally clause,
    one that jumps itself, or a generator: pyaot.frontend refuses jumps
    leaving those)."""
    if not s.finalbody or emitter.generator or ir.first_jump(s.finalbody) is not None:
        return None
    pad = "  " * depth
    done = emitter.temp("finally_done")
    lines.append(f"{pad}bool {done} = false;")
    lines.append(f"{pad}const pyaot::Finally {emitter.temp('finally')}([&] {{")
    lines.append(f"{pad}  if ({done}) return;")
    lines += emitter.block(s.finalbody, depth + 1)
    lines.append(f"{pad}}});")
    return done


def _return(emitter: "FunctionEmitter", s: ir.Return, pad: str) -> list[str]:
    if emitter.generator:
        return [f"{pad}co_return;"]
    if s.value is None:
        return [f"{pad}return;"]
    if emitter.inst.return_type == ir.NONE:  # `return g()` of a g returning None
        return [f"{pad}(void)({emitter._value_or_call(s.value)});", f"{pad}return;"]
    value = emitter.expr(s.value)
    if emitter.finally_guards:
        # A finally clause that raises would throw from its guard's
        # destructor while the return value already sits in the caller's
        # slot, and the function's own handler catches that: GCC 12 then
        # destroys the value twice (a use after free under ASan). So the
        # value waits in a local while `goto` leaves the guarded scopes
        # (running their finally clauses), and is returned from outside them
        # (render()). A copy, not the local itself: the clause may change it.
        emitter.guarded_return = True
        return [f"{pad}pyaot_returned.emplace({value});", f"{pad}goto pyaot_return;"]
    return [f"{pad}return {value};"]


class FunctionEmitter:
    def __init__(self, inst: ir.Instance, counter: list[int],
                 fn_values: dict[str, ir.FnSignature] | None = None,
                 classes: dict[str, ir.TypedClass] | None = None,
                 options: EmitOptions | None = None,
                 flag_params: dict[str, list[int]] | None = None,
                 ref_params: dict[str, set[int]] | None = None):
        self.options = options or EmitOptions()
        self.flag_params = flag_params or {}
        self.ref_params = ref_params or {}  # by position: `nonlocal` captures
        self.in_fusion_tree = False  # emitting a chain pyaot.fuse left unfused
        self.inst = inst
        # A coroutine, unless it returns an iterator it made (`return iter(xs)`;
        # a generator's returns carry no value).
        self.generator = types.head(inst.return_type) == "iter" and not any(
            isinstance(n, ir.Return) and n.value is not None for n in ir.walk(inst.body))
        self.plain_names: set[str] = set()  # read without a bound check
        # In a comprehension or closure (a function of its own in CPython
        # 3.11) an unbound variable of this one is free: NameError.
        self.nested_scopes = 0
        self.fn_values = fn_values or {}
        self.classes = classes or {}
        self.counter = counter
        self.loops: list[_Loop] = []
        self.handlers: list[str] = []  # saved-line variables of enclosing except clauses
        self.finally_guards = 0  # pyaot::Finally guards around the statement emitted
        self.guarded_return = False  # a return inside one (_return): pyaot_returned
        self.flagged = set(inst.flagged_locals)
        self.arrays = ArrayEmitter(self)
        self.compound = CompoundEmitter(self)
        self.counters = counter_locals(inst)  # steps of one, unchecked (pyaot.emit.counters)

    def temp(self, stem: str = "t") -> str:
        self.counter[0] += 1
        return f"pyaot_{stem}{self.counter[0]}"

    # --------------------------------------------------------- statements

    def block(self, body: list[ir.Stmt], depth: int) -> list[str]:
        lines: list[str] = []
        for s in body:
            with at_statement(s.loc):
                lines += self.stmt(s, depth)
        return lines

    def _line(self, loc: ir.Loc, depth: int) -> list[str]:
        pad = "  " * depth
        return [f"#line {loc.line} {c_string(loc.file)}", f"{pad}pyaot_line = {loc.line};"]

    def _assign(self, name: str, value: str, pad: str) -> list[str]:
        lines = [f"{pad}{local_name(name)} = {value};"]
        if name in self.flagged:
            lines.append(f"{pad}{local_name(name)}_bound = true;")
        return lines

    def stmt(self, s: ir.Stmt, depth: int) -> list[str]:
        pad = "  " * depth
        head = self._line(s.loc, depth)
        if isinstance(s, ir.Assign):
            if types.head(s.value.type) == "fn":  # declared where made (a closure type)
                return head + [f"{pad}auto {local_name(s.target)} = {self.expr(s.value)};"]
            return head + self._assign(s.target, self.expr(unchecked_step(s, self.counters)), pad)
        if isinstance(s, ir.AssignGlobal):  # the value first, as Python (C++17 `=` too)
            return head + [f"{pad}{global_accessor(s.qualname)}() = {self.expr(s.value)};"]
        if isinstance(s, ir.ExprStmt):
            return head + [f"{pad}(void)({self._value_or_call(s.value)});"]
        if isinstance(s, ir.Yield):
            return head + [f"{pad}co_yield {yielded(self.expr(s.value))};"]
        if isinstance(s, ir.Return):
            return head + _return(self, s, pad)
        if isinstance(s, ir.Pass):
            return []
        if isinstance(s, ir.Break):
            loop = self.loops[-1]
            if loop.broke_flag:
                return head + [f"{pad}{loop.broke_flag} = true;", f"{pad}break;"]
            return head + [f"{pad}break;"]
        if isinstance(s, ir.Continue):
            return head + [f"{pad}continue;"]
        if isinstance(s, ir.If):
            lines = head + [f"{pad}if ({self.expr(s.test)}) {{"]
            lines += self.block(s.body, depth + 1)
            if s.orelse:
                lines.append(f"{pad}}} else {{")
                lines += self.block(s.orelse, depth + 1)
            return lines + [f"{pad}}}"]
        if isinstance(s, ir.While):
            return head + self._loop(
                s, depth, lambda body_pad: ([f"{pad}while ({self.expr(s.test)}) {{"], []))
        if isinstance(s, ir.ForRange):
            return head + self._for_range(s, depth)
        if isinstance(s, ir.ForEach):
            return head + self._for_each(s, depth)
        if isinstance(s, ir.SetAttr):
            owner = _unset_owner(self.classes, s.target.type, s.attr)
            if owner is None:
                return head + [f"{pad}({self.expr(s.target)})->{local_name(s.attr)} = "
                               f"{self.expr(s.value)};"]
            # The value first, then the object, as Python; the field is set now.
            # The handle is copied: the object may be a temporary's only owner.
            return head + [f"{pad}{{ auto pyaot_v = {self.expr(s.value)}; "
                           f"auto pyaot_o = {self.expr(s.target)}; "
                           f"pyaot_o->{local_name(s.attr)} = std::move(pyaot_v); "
                           f"pyaot_o->pyaot_has_{local_name(s.attr)} = true; }}"]
        if isinstance(s, ir.Unpack):
            t = self.temp("u")
            value = (f"pyaot::unwrap({self.expr(s.value.value)}, "  # may be None
                     "\"cannot unpack non-iterable NoneType object\")"
                     if isinstance(s.value, ir.Convert) and s.value.kind == "unwrap"
                     else self.expr(s.value))
            lines = [f"{pad}{{", f"{pad}  auto {t} = {value};"]
            lines += self._unpack(s.target, t, s.value.type, pad + "  ")
            return head + lines + [f"{pad}}}"]
        if isinstance(s, ir.Raise):
            if s.value is not None:  # raise e (a caught exception)
                return head + [f"{pad}throw pyaot::Exception({self.expr(s.value)});"]
            if s.exc is None:
                # Re-raise from the line where the exception entered this frame.
                return head + [f"{pad}pyaot_line = {self.handlers[-1]};", f"{pad}throw;"]
            if s.fields:  # an exception class's own __init__ stored fields
                fields = f"{_fields_tuple(s.field_types)}({', '.join(map(self.expr, s.fields))})"
                return head + [f"{pad}throw pyaot::Exception({exception_type(s.exc)}, "
                               f"{self._message(s.message)}).with_args_repr("
                               f"{self._message(s.args_repr)}).with_fields({fields});"]
            args_repr = f", {self._message(s.args_repr)}" if s.args_repr is not None else ""
            return head + [f"{pad}pyaot::raise({exception_type(s.exc)}, "
                           f"{self._message(s.message)}{args_repr});"]
        if isinstance(s, ir.Assert):
            return head + [f"{pad}if (!({self.expr(s.test)})) {{",
                           f"{pad}  pyaot::raise(pyaot::exc::AssertionError, "
                           f"{self._message(s.message)});", f"{pad}}}"]
        if isinstance(s, ir.Try):
            return head + self._try(s, depth)
        raise TypeError(f"unknown statement {s!r}")

    def _message(self, message: ir.Expr | None) -> str:
        if message is None:
            return '""'
        if isinstance(message, ir.Const):
            return c_string_sized(message.value)
        return f"({self.expr(message)}).bytes()"

    def _try(self, s: ir.Try, depth: int) -> list[str]:
        pad = "  " * depth
        inner = "  " * (depth + 1)
        ok = self.temp("ok") if s.orelse else None
        err, line = self.temp("e"), self.temp("caught_line")
        lines = [f"{pad}{{"]
        if ok:
            lines.append(f"{pad}bool {ok} = true;")
        done = _finally_guard(self, s, depth, lines)
        self.finally_guards += done is not None
        if s.finalbody:
            lines.append(f"{pad}try {{")  # runs the finally clause on the way out
        lines.append(f"{pad}try {{")
        lines += self.block(s.body, depth + 1)
        lines.append(f"{pad}}} catch (pyaot::Exception& {err}) {{")
        lines.append(f"{inner}const int {line} = pyaot_line;")
        if ok:
            lines.append(f"{inner}{ok} = false;")
        self.handlers.append(line)
        keyword = "if"
        caught_all = False
        for h in s.handlers:
            if not h.types or "BaseException" in h.types:
                test = "true"
                caught_all = True
            else:
                test = " || ".join(f"{err}.type().is_subclass_of({exception_type(t)})"
                                   for t in h.types)
            lines.append(f"{inner}{keyword} ({test}) {{")
            if h.name is not None:
                lines += self._assign(h.name, err, "  " * (depth + 2))
                if h.name in self.flagged:
                    # Deleted when the handler is left, however it is left.
                    lines.append(f"{'  ' * (depth + 2)}const pyaot::UnbindOnExit "
                                 f"{self.temp('unbind')}({local_name(h.name)}_bound);")
            lines += self.block(h.body, depth + 2)
            lines.append(f"{inner}}}")
            keyword = "else if"
            if caught_all:
                break
        if not caught_all:
            lines.append(f"{inner}{'else ' if s.handlers else ''}{{ throw; }}")
        self.handlers.pop()
        lines.append(f"{pad}}}")
        if ok:
            lines.append(f"{pad}if ({ok}) {{")
            lines += self.block(s.orelse, depth + 1)
            lines.append(f"{pad}}}")
        if s.finalbody:
            lines.append(f"{pad}}} catch (...) {{")
            lines += [f"{inner}{done} = true;"] if done else []
            lines += self.block(s.finalbody, depth + 1)
            lines.append(f"{inner}throw;")
            lines.append(f"{pad}}}")
            lines += [f"{pad}{done} = true;"] if done else []
            self.finally_guards -= done is not None
            lines += self.block(s.finalbody, depth)
        lines.append(f"{pad}}}")
        return lines

    def _loop(self, s: ir.While | ir.ForRange, depth: int, opener) -> list[str]:
        pad = "  " * depth
        flag = self.temp("broke") if s.orelse else None
        lines = [f"{pad}bool {flag} = false;"] if flag else []
        open_lines, prologue = opener("  " * (depth + 1))
        lines += open_lines + prologue
        self.loops.append(_Loop(flag))
        lines += self.block(s.body, depth + 1)
        self.loops.pop()
        lines.append(f"{pad}}}")
        if flag:
            lines.append(f"{pad}if (!{flag}) {{")
            lines += self.block(s.orelse, depth + 1)
            lines.append(f"{pad}}}")
        return lines

    def _bind_target(self, target: ir.Target, value: str, t: str, pad: str) -> list[str]:
        if isinstance(target, str):
            # A part stored into a wider variable (None into a Sphere | None),
            # converted as a single assignment's value is.
            want = self.inst.locals.get(target, t)
            if want != t and (t == ir.NONE and types.head(want) == "Optional" or
                              types.head(want) == "Union" and
                              types.head(t) not in ("Union", "Optional")):
                value = converted(value, t, want, types.conversion(t, want))
            return self._assign(target, value, pad)
        return self._unpack(target, value, t, pad)

    def _unpack(self, target: list, value: str, t: str, pad: str) -> list[str]:
        """Binds names from a tuple (by position) or a list (length checked)."""
        lines = []
        if types.spread(t) is not None:  # a tuple[str, int] | tuple[str, str]
            value, t = converted(value, t, types.spread(t), "items"), types.spread(t)
        if types.head(t) == "list" or types.is_vtuple(t):  # tuple[T, ...] is a List
            lines.append(f"{pad}pyaot::check_unpack({value}.size(), {len(target)});")
            elem = types.args(t)[0]
            parts = [(f"{value}.at({k})", elem) for k in range(len(target))]
        else:
            parts = [(f"std::get<{k}>({value})", m) for k, m in enumerate(types.args(t))]
        for sub, (text, member) in zip(target, parts):
            lines += self._bind_target(sub, text, member, pad)
        return lines

    def _for_each(self, s: ir.ForEach, depth: int) -> list[str]:
        pad = "  " * depth
        cursor, item = self.temp("cur"), self.temp("item")
        elem = types.element(s.iter.type)

        def opener(body_pad: str):
            return ([f"{pad}{{", f"{pad}auto {cursor} = pyaot::iterate({self.expr(s.iter)});",
                     f"{pad}{CPP_TYPES[elem]} {item}{{}};",
                     f"{pad}while ({cursor}.next({item})) {{"],
                    self._bind_target(s.target, item, elem, body_pad))
        return self._loop(s, depth, opener) + [f"{pad}}}"]

    def _for_range(self, s: ir.ForRange, depth: int) -> list[str]:
        pad = "  " * depth
        start, stop = self.expr(s.start), self.expr(s.stop)
        unit_step = isinstance(s.step, ir.Const) and s.step.value == 1
        if unit_step:
            # i < stop <= INT64_MAX, so ++i cannot overflow.
            i, end = self.temp("i"), self.temp("stop")
            def opener(body_pad: str):
                return ([f"{pad}{{", f"{pad}const pyaot::Int {end} = {stop};",
                         f"{pad}for (pyaot::Int {i} = {start}; {i} < {end}; ++{i}) {{"],
                        self._assign(s.target, i, body_pad))
        else:
            r, k = self.temp("range"), self.temp("k")
            step = self.expr(s.step)
            def opener(body_pad: str):
                return ([f"{pad}{{", f"{pad}const pyaot::Range {r}({start}, {stop}, {step});",
                         f"{pad}for (std::uint64_t {k} = 0; {k} < {r}.size(); ++{k}) {{"],
                        self._assign(s.target, f"{r}[{k}]", body_pad))
        lines = self._loop(s, depth, opener)
        # Close the scope opened for the range bounds (after any else clause,
        # which may still refer to nothing inside it, so either order works).
        return lines + [f"{pad}}}"]

    # -------------------------------------------------------- expressions

    def expr(self, e: ir.Expr, temps: dict[int, str] | None = None) -> str:
        if isinstance(e, ir.Const):
            return cpp_literal(e.value)
        if isinstance(e, ir.Name):
            name = local_name(e.id)
            if e.maybe_unbound and e.id not in self.plain_names:
                free = self.nested_scopes or e.id in self.inst.unbound_params
                raiser = "unbound_free" if free else "unbound_local"
                return (f"({name}_bound ? {name} : "
                        f"pyaot::{raiser}<{CPP_TYPES[e.type]}>({c_string(e.id)}))")
            return name
        if isinstance(e, ir.GlobalRef):
            return f"{global_accessor(e.qualname)}()"
        if isinstance(e, ir.TempRef):
            assert temps is not None
            return temps[e.index]
        if isinstance(e, ir.Once):  # the value once, then the body reading it
            name = self.temp("once")
            return (f"[&](const auto& {name}) {{ return {self.expr(e.body, {0: name})}; }}"
                    f"({self.expr(e.value, temps)})")
        if isinstance(e, ir.Convert):
            return self._convert(e, temps)
        if isinstance(e, ir.ListExpr):
            ctype = CPP_TYPES[e.type]
            items = ", ".join(_item(self.expr(x, temps), x) for x in e.elts)
            if e.kind == "set":
                return f"pyaot::make_set<{CPP_TYPES[types.args(e.type)[0]]}>({{{items}}})"
            if not e.elts:
                return f"{ctype}()"
            return f"{ctype}{{{items}}}"
        if isinstance(e, ir.DictExpr):
            kt, vt = (CPP_TYPES[a] for a in types.args(e.type))
            pairs = ", ".join(f"std::pair<{kt}, {vt}>{{{_item(self.expr(k, temps), k)}, "
                              f"{_item(self.expr(v, temps), v)}}}"
                              for k, v in zip(e.keys, e.values))
            return f"pyaot::make_dict<{kt}, {vt}>({{{pairs}}})"
        if isinstance(e, ir.TupleExpr):
            items = ", ".join(_item(self.expr(x, temps), x) for x in e.elts)
            return f"{CPP_TYPES[e.type]}{{{items}}}"
        if isinstance(e, ir.Comprehension):
            return self.compound.comprehension(e, temps)
        if isinstance(e, ir.FnValue):
            return self.compound.closure(e, temps)
        if isinstance(e, ir.Truth):
            return f"pyaot::truthy({self.expr(e.value, temps)})"
        if isinstance(e, _CALLS) and e.type == ir.NONE:
            # A call of a function returning None (void in C++) used as a value:
            # [g(x) for x in xs], y = g(x), str(g(x)).
            return f"((void)({self._call_text(e, temps)}), pyaot::None)"
        if isinstance(e, _CALLS):
            return self._call_text(e, temps)
        if isinstance(e, ir.Attribute) and types.head(e.value.type) == "obj":
            field_name = local_name(e.attr)
            if _unset_owner(self.classes, e.value.type, e.attr) is None:
                return f"({self.expr(e.value, temps)})->{field_name}"
            return (f"[&](const auto& pyaot_o) -> const auto& {{ if (!pyaot_o->pyaot_has_"
                    f"{field_name}) [[unlikely]] pyaot::gc::raise_no_attribute(*pyaot_o, "
                    f"{c_string(e.attr)}); return pyaot_o->{field_name}; }}"
                    f"({self.expr(e.value, temps)})")
        if isinstance(e, ir.ExceptionField):
            return (f"std::get<{e.position}>(({self.expr(e.value, temps)})"
                    f".fields<{_fields_tuple(e.types)}>())")
        if isinstance(e, ir.Symbol) and e.value.startswith("class:"):
            return "pyaot::None"
        if isinstance(e, ir.IfExp):
            return (f"({self.expr(e.test, temps)} ? {self.expr(e.body, temps)} : "
                    f"{self.expr(e.orelse, temps)})")
        if isinstance(e, ir.BoolOp):
            return self.compound.boolop(e, temps)
        if isinstance(e, ir.Compare):
            return self.compound.compare(e, temps)
        raise TypeError(f"unknown expression {e!r}")

    def _call_text(self, e: ir.Expr, temps) -> str:
        if isinstance(e, ir.VirtualCall):
            tail = lambda xs: "".join(f", {self.expr(x, temps)}" for x in xs)  # noqa: E731
            return self._call(_dispatcher(e, tail), e.args, temps, e.order)
        call = self.arrays.template_call  # a C++ template, @@k@@ the k-th argument
        if isinstance(e, ir.TupleItem):
            if e.index is not None:
                return call("pyaot::tuple_at(@@0@@, @@1@@)", [e.value, e.index], temps)
            return call(f"std::get<{e.position}>(@@0@@)", [e.value], temps)
        if isinstance(e, ir.Identity):
            test = "(pyaot::identity(@@0@@) == pyaot::identity(@@1@@))"
            if not e.same_kind:
                test = "((void)(@@0@@), (void)(@@1@@), false)"
            return call(f"!{test}" if e.negate else test, [e.left, e.right], temps)
        if isinstance(e, ir.ArrayAttr):
            if e.attr == "shape" and (e.index is None or isinstance(e.index, ir.SliceExpr)):
                return call(_shape_tuple(e), [e.value], temps)
            args = [e.value] if e.index is None else [e.value, e.index]
            return call(_ARRAY_ATTRS[e.attr], args, temps)
        if isinstance(e, ir.Unwrap):
            if e.attr == ir.ITERATED:
                message, exc = "'NoneType' object is not iterable", "TypeError"
            else:
                message, exc = f"'NoneType' object has no attribute '{e.attr}'", "AttributeError"
            return call(f"pyaot::unwrap_or_raise(@@0@@, pyaot::exc::{exc}, {c_quote(message)})",
                        [e.value], temps)
        if isinstance(e, ir.IsInstance):
            return call(_isinstance_test(e), [e.value], temps)
        if isinstance(e, ir.IsNone):
            if e.result is None:
                test = "(@@0@@).has_value()" if e.negate else "!(@@0@@).has_value()"
            else:
                test = f"((void)(@@0@@), {'true' if e.result else 'false'})"
            return call(test, [e.value], temps)
        if e.kind == "nd":
            return self.arrays.array_call(e, temps)
        if e.kind == "value":
            return self._call(local_name(e.callee), e.args[1:], temps)
        if e.kind == "new":
            return self._new(e, temps)
        target = e.target
        if "{result}" in target:  # a constructor typed by its uses (defaultdict(list))
            target = target.replace("{result}", CPP_TYPES[e.type])
        return self._call(target, e.args, temps, e.order)

    def _value_or_call(self, e: ir.Expr) -> str:
        """An expression whose value is discarded: a call as it is (void or not)."""
        return self._call_text(e, None) if isinstance(e, _CALLS) else self.expr(e)

    def _convert(self, e: ir.Convert, temps) -> str:
        return converted(self.expr(e.value, temps), e.value.type, e.to, e.kind,
                         isinstance(e.value, ir.Const), e.message)

    def _new(self, e: ir.Call, temps) -> str:
        """Construction: arguments left to right, then __init__ (or the
        dataclass's field assignments) on a fresh shared instance."""
        struct = class_struct(e.callee)
        names = [self.temp("a") for _ in e.args]
        body = [f"auto {names[i]} = {self.expr(e.args[i], temps)};"
                for i in e.order or range(len(e.args))]
        body.append(f"auto pyaot_self = std::make_shared<{struct}>();")
        typed = self.classes.get(e.callee)
        for field_name, value in (typed.initial if typed else {}).items():
            body.append(f"pyaot_self->{local_name(field_name)} = {self.expr(value, temps)};")
        if e.target:
            body.append(f"{e.target}({', '.join(['pyaot_self'] + names)});")
        else:
            fields = self.classes[e.callee].all_fields if e.callee in self.classes else []
            body += [f"pyaot_self->{local_name(f)} = {n};" for f, n in zip(fields, names)]
            if typed is not None and typed.hooks.get("__post_init__"):  # a @dataclass's
                body.append(f"{typed.hooks['__post_init__']}(pyaot_self);")
        body.append("return pyaot_self;")
        return "[&] { " + " ".join(body) + " }()"

    def _call(self, target: str, args: list[ir.Expr], temps, order=()) -> str:
        texts, flags = self.compound.flagged_args(target, args, temps)
        texts += flags
        if sum(not is_simple(a) for a in args) <= 1:
            return f"{target}({', '.join(texts)})"
        # C++ leaves argument evaluation order unspecified; Python evaluates
        # left to right (which exception is raised first depends on it), or
        # in the call's order where keywords were written out of order.
        # A capture passed by reference (`nonlocal`) is the variable itself:
        # reading it evaluates nothing, and a copy would take the callee's
        # assignments away from it.
        refs = self.ref_params.get(target, ())
        names = [texts[i] if i in refs else self.temp("a") for i in range(len(args))] + flags
        binds = " ".join(f"auto {names[i]} = {texts[i]};" for i in order or range(len(args))
                         if i not in refs)
        if target.startswith("throw "):  # stays a throw-expression (an arm of a ?:)
            return f"throw [&] {{ {binds} return {target[6:]}({', '.join(names)}); }}()"
        return f"[&] {{ {binds} return {target}({', '.join(names)}); }}()"

    # ---------------------------------------------------------- function

    def render(self) -> dict:
        inst = self.inst
        params, declarations = _parameters(inst)
        signature = f"{_return_type(inst.return_type, self.fn_values)} {inst.cname}({params})"
        for name, t in inst.locals.items():
            if name not in inst.params and types.head(t) != "fn":
                declarations.append(f"[[maybe_unused]] {CPP_TYPES[t]} {local_name(name)}{{}};")
        for name in inst.flagged_locals:
            if name not in inst.unbound_params:  # those arrive as parameters
                bound = "true" if name in inst.params else "false"
                declarations.append(f"bool {local_name(name)}_bound = {bound};")
        body = self.block(inst.body, 2)
        if self.guarded_return:
            # The body in a block of its own: the goto leaves it, and so
            # bypasses no declaration in the label's scope.
            declarations.append(f"std::optional<{_return_type(inst.return_type, self.fn_values)}> "
                                "pyaot_returned;")
            body = ["    {", *body, "    }", "    pyaot_return:",
                    "    if (pyaot_returned) return std::move(*pyaot_returned);"]
        return {
            "cname": inst.cname,
            "signature": signature,
            "frame": f"{inst.cname}__frame",
            "lines": f"{inst.cname}__lines",
            "file": c_string(inst.file),
            "name": c_string(inst.name),
            "def_line": inst.loc.line,
            "source_lines": [(n, c_string(t)) for n, t in sorted(inst.source_lines.items())],
            "declarations": declarations,
            "recursive": inst.recursive and not self.generator,
            "body": body,
            "returns_value": inst.return_type != ir.NONE and not self.generator,
            # An Optional result: falling off the end returns None.
            "falls_to_none": types.head(inst.return_type) == "Optional",
            "generator": self.generator,
        }


def _render(emitter: "FunctionEmitter") -> dict:
    with at_statement(emitter.inst.loc):  # a bug outside any statement: at the def
        return emitter.render()


def _isinstance_test(e: ir.IsInstance) -> str:
    """isinstance() of @@0@@: decided, or by its class, or by the member of
    its union (inside an Optional's value)."""
    if e.result is not None:
        return f"((void)(@@0@@), {'true' if e.result else 'false'})"
    if e.classes and types.head(e.value.type) == "exception":
        checks = [f"&v.type() == &{exception_type(c)}" if e.exact else
                  f"v.type().is_subclass_of({exception_type(c)})" for c in e.classes]
    elif e.classes:
        checks = [f"typeid(*v) == typeid({class_struct(c)})" if e.exact else
                  f"std::dynamic_pointer_cast<{class_struct(c)}>(v) != nullptr"
                  for c in e.classes]
    else:  # exact: a bool is not an int
        holds = "pyaot::holds_exactly" if e.exact else "pyaot::holds"
        checks = [f"{holds}<{value_type(n)}>(v)" for n in e.scalars] + [
            f"std::holds_alternative<{value_type(m)}>(v)" for m in e.members]
    test = f"[&](const auto& v) {{ return {' || '.join(checks) or 'false'}; }}(@@0@@)"
    if not e.optional or e.classes:
        return test
    inner = test.replace("@@0@@", "(*o)")
    return f"[&](const auto& o) {{ return o.has_value() && {inner}; }}(@@0@@)"


def _item(text: str, e: ir.Expr) -> str:
    """An item of a braced display. Items are evaluated in order, but a
    pair's or tuple's constructor takes them by reference and copies them
    after all are evaluated: a variable a later item's call rebinds
    (ir.Name.shared) is copied where it is read."""
    return f"{CPP_TYPES[e.type]}({text})" if isinstance(e, ir.Name) and e.shared else text


def _return_type(t: str, fn_values: dict[str, ir.FnSignature]) -> str:
    """A function's C++ result type. A returned closure is a
    std::function of its signature: a lambda's own type cannot be named,
    and callers may be compiled before the function."""
    if types.head(t) != "fn":
        return result_type(t)
    sig = fn_values.get(types.args(t)[0])
    if sig is None:
        return "std::function<void()>"  # never called
    args = ", ".join(CPP_TYPES[a] for a in sig.args)
    return f"std::function<{result_type(sig.result)}({args})>"


def _parameters(inst: ir.Instance) -> tuple[str, list[str]]:
    """An instance's C++ parameter list, and the declarations holding the
    parameters the body assigns a wider type (`node = node.next`: a Node |
    None; `hi = mid`: an int | float), which arrive under another name and
    are held converted."""
    widened = {n: t for n, t in zip(inst.params, inst.param_types)
               if inst.locals.get(n, t) != t and n not in inst.ref_params}
    params = ", ".join([f"{CPP_TYPES[t]}{'&' if n in inst.ref_params else ''} "
                        f"{local_name(n)}{'_arg' if n in widened else ''}"
                        for n, t in zip(inst.params, inst.param_types)] +
                       [f"bool{'&' if n in inst.ref_params else ''} {local_name(n)}_bound"
                        for n in inst.unbound_params])
    return params, [f"{CPP_TYPES[inst.locals[n]]} {local_name(n)} = "
                    f"{converted(local_name(n) + '_arg', t, inst.locals[n], types.conversion(t, inst.locals[n]))};"
                    for n, t in widened.items()]


def _unset_owner(classes: dict, t: str, attr: str) -> str | None:
    """The class declaring field `attr` of an obj[...] type, when an
    instance may not have it yet (reads check, assignments record)."""
    q = types.args(t)[0] if types.head(t) == "obj" else None
    while q is not None and q in classes:
        c = classes[q]
        if attr in c.fields:
            return q if attr in c.maybe_unset else None
        q = c.base
    return None


def _dispatcher(e: ir.VirtualCall, tail) -> str:
    """A virtual call: the most derived override matching the object's class
    (overrides deepest first), else the method found from the static type;
    `tail` spells the defaults each passes after the call's arguments."""
    if types.head(e.type) in ("Optional", "obj", "Union") or not e.default:
        # Methods returning T, T | None or None (a C++ void function), or
        # instances of subclasses, or an int and a float (an int | float):
        # each result as the call's type. No default: the static class has
        # no such method (AttributeError).
        t = result_type(e.type)
        converted = types.head(e.type) in ("Optional", "obj", "Union")

        def call(f: str, p: str, defaults: list[ir.Expr]) -> str:
            passed = f"{f}({p}, a...{tail(defaults)})"
            return (f"return pyaot::instance::returned_as<{t}>([&] {{ return {passed}; }});"
                    if converted else f"return {passed};")
        lines = [f"if (auto p = std::dynamic_pointer_cast<{class_struct(o.cls)}>(r)) "
                 f"{call(o.instance, 'p', o.defaults)}" for o in e.overrides]
        last = call(e.default, "r", e.defaults) if e.default else \
            f'pyaot::gc::raise_no_attribute(*r, "{e.method}");'
        return f"[&](auto r, auto... a) -> {t} {{ {' '.join(lines)} {last} }}"
    lines = [f"if (auto p = std::dynamic_pointer_cast<{class_struct(o.cls)}>(r)) "
             f"return {o.instance}(p, a...{tail(o.defaults)});" for o in e.overrides]
    return (f"[&](auto r, auto... a) {{ {' '.join(lines)} "
            f"return {e.default}(r, a...{tail(e.defaults)}); }}")


def _dataclass_fields(classes: dict[str, ir.TypedClass], owner: str, hook: str) -> list[str]:
    """The fields the dataclass `owner`'s generated method `hook` uses: its
    dataclass bases' then its own, in declaration order (dataclasses.fields()),
    less those field(repr=False) / field(compare=False) leaves out."""
    leave_out = "repr" if hook == "__repr__" else "compare"
    chain = []
    q: str | None = owner
    while q is not None:
        chain.append(classes[q])
        q = classes[q].base
    out: list[str] = []
    for c in reversed(chain):
        if c.dataclass:  # class attributes (instances start with them) are no fields
            out += [f for f in c.fields if f not in out and f not in c.initial]
    # The nearest class declaring a field says what it is left out of.
    declaring = {f: next(c for c in chain if f in c.fields) for f in out}
    return [f for f in out if leave_out not in declaring[f].excluded.get(f, [])]


def _class_data(c: ir.TypedClass, classes: dict[str, ir.TypedClass]) -> dict:
    """A user class's struct: its fields and its protocol methods' bodies,
    each the user's method, the one @dataclass generated, or object's
    (pyaot/runtime/instance.hpp)."""
    struct = class_struct(c.qualname)
    fields = [(local_name(f), CPP_TYPES[t]) for f, t in c.fields.items()]
    ref = f"const std::shared_ptr<{struct}>&"
    hooks, generated = c.hooks, c.generated
    run = "pyaot::instance::"

    def user(call: str) -> str:  # a method the user wrote: one frame
        return f"return {run}user_method([&] {{ return {call}; }});"

    def field_list(hook: str) -> list[str]:
        return [local_name(f) for f in _dataclass_fields(classes, generated[hook], hook)]

    if hooks.get("__repr__"):
        repr_body = user(f"{hooks['__repr__']}(self).bytes()")
    elif generated.get("__repr__"):
        names = _dataclass_fields(classes, generated["__repr__"], "__repr__")
        parts = ' + ", " + '.join(f"{c_string(f + '=')} + pyaot::repr(self->{local_name(f)})"
                                  for f in names)
        repr_body = (f"return {run}dataclass_repr(pyaot::identity(self), {c_string(c.name)}, "
                     f"[&] {{ return std::string({parts or c_string('')}); }});")
    else:
        repr_body = f"return {run}object_repr({c_string(c.qualname)}, pyaot::identity(self));"
    str_body = (user(f"{hooks['__str__']}(self).bytes()") if hooks.get("__str__")
                else "return pyaot::repr(self);")
    if c.enum:  # <Color.RED: 1> and Color.RED, as Enum.__repr__ and __str__
        member = f"std::string({c_string(c.name + '.')}) + self->{local_name('name')}.bytes()"
        repr_body = (f"return \"<\" + {member} + \": \" + "
                     f"pyaot::repr(self->{local_name('value')}) + \">\";")
        str_body = f"return {member};"
    if hooks.get("__eq__"):
        eq_body = user(f"pyaot::truthy({hooks['__eq__']}(a, b))")
    elif generated.get("__eq__"):
        tests = " && ".join(f"pyaot::eq_or_same(a->{f}, b->{f})" for f in field_list("__eq__"))
        eq_body = f"return {run}dataclass_eq(a, b, [&] {{ return {tests or 'true'}; }});"
    else:
        eq_body = "return pyaot::identity(a) == pyaot::identity(b);"
    if hooks.get("__lt__"):
        lt_body = user(f"pyaot::truthy({hooks['__lt__']}(a, b))")
    elif generated.get("__lt__"):
        names = field_list("__lt__")
        mine = ", ".join(f"a->{f}" for f in names)
        theirs = ", ".join(f"b->{f}" for f in names)
        lt_body = (f"return {run}dataclass_lt(a, b, [&] {{ return {run}fields_lt("
                   f"std::forward_as_tuple({mine}), std::forward_as_tuple({theirs})); }});")
    elif hooks.get("__gt__"):  # a < b with no __lt__: Python tries b.__gt__(a)
        lt_body = user(f"pyaot::truthy({hooks['__gt__']}(b, a))")
    else:
        lt_body = f"pyaot::raise_unorderable(\"<\", {c_string(c.name)}, {c_string(c.name)});"
    # a > b (max() compares so): __gt__, else b.__lt__(a), as CPython tries.
    if hooks.get("__gt__"):
        gt_body = user(f"pyaot::truthy({hooks['__gt__']}(a, b))")
    elif hooks.get("__lt__") or generated.get("__lt__"):
        gt_body = "return pyaot_lt(b, a);"
    else:
        gt_body = f"pyaot::raise_unorderable(\">\", {c_string(c.name)}, {c_string(c.name)});"
    if hooks.get("__hash__"):
        hash_body = user(f"{run}hash_value({hooks['__hash__']}(self))")
    elif generated.get("__hash__"):
        values = ", ".join(f"self->{f}" for f in field_list("__hash__"))
        hash_body = f"return {run}dataclass_hash({values});"
    elif "__hash__" in generated:
        hash_body = f"{run}unhashable({c_string(c.name)});"
    else:
        hash_body = f"return {run}identity_hash(pyaot::identity(self));"

    if hooks.get("__bool__"):
        bool_body = user(f"{run}bool_value({hooks['__bool__']}(self))")
    elif hooks.get("__len__"):
        bool_body = user(f"{run}len_truth({hooks['__len__']}(self))")
    else:
        bool_body = "return true;"

    # An instance held as its base class runs its own class's methods
    # (subclasses deepest first); a binary one, the deepest class both
    # operands are instances of.
    def dispatch(hook: str, body: str) -> str:
        cases = [f"if (auto p = std::dynamic_pointer_cast<{class_struct(sub)}>(self)) "
                 f"return {class_struct(sub)}::{hook}(p);" for sub in c.subclasses]
        return " ".join(cases + [body])

    def dispatch2(hook: str, body: str) -> str:
        cases = [f"if (auto p = std::dynamic_pointer_cast<{class_struct(sub)}>(a)) "
                 f"if (auto q = std::dynamic_pointer_cast<{class_struct(sub)}>(b)) "
                 f"return {class_struct(sub)}::{hook}(p, q);" for sub in c.subclasses]
        return " ".join(cases + [body])

    base_struct = class_struct(c.base) if c.base else "pyaot::gc::Object"
    return {"struct": struct, "name": c_string(c.name), "fields": fields, "ref": ref,
            "flags": [local_name(f) for f in c.maybe_unset],
            "base": f" : public {base_struct}", "base_struct": base_struct,
            "repr": dispatch("pyaot_repr", repr_body),
            "str": dispatch("pyaot_str", str_body), "eq": dispatch2("pyaot_eq", eq_body),
            "lt": dispatch2("pyaot_lt", lt_body), "gt": dispatch2("pyaot_gt", gt_body),
            "hash": dispatch("pyaot_hash", hash_body),
            "bool": dispatch("pyaot_bool", bool_body),
            "root": c.base is None}


def _fields_tuple(field_types: list[str]) -> str:
    return f"std::tuple<{', '.join(CPP_TYPES[t] for t in field_types)}>"


# The ExceptionType of each of pyaot.exceptions.MODULE_EXCEPTIONS.
_MODULE_EXCEPTION_TYPES = {"statistics.StatisticsError": "pyaot::ops::statistics::StatisticsError"}


def exception_type(name: str) -> str:
    """The C++ ExceptionType of a built-in exception name or a user class's
    qualname (generated at the top of the program), or a module's
    (pyaot.exceptions.MODULE_EXCEPTIONS)."""
    if name in _MODULE_EXCEPTION_TYPES:
        return _MODULE_EXCEPTION_TYPES[name]
    if "." in name:
        return "pyaot_exc_" + re.sub(r"[^0-9A-Za-z]", "_", name)
    return f"pyaot::exc::{name}"


def _is_uint8_array(t: str | None) -> bool:
    parsed = ndops.parse_array_type(t)
    return parsed is not None and parsed[0] == "uint8"


def _entry_data(entry: ir.Entry) -> dict:
    args = []
    for i, (p, t) in enumerate(zip(entry.params, entry.param_types)):
        array = ndops.parse_array_type(t)
        if array:
            # An array argument is a .npy file of exactly this dtype (and rank).
            element = CPP_ELEMENT[array[0]]
            rank = -1 if array[1] is None else array[1]
            load = (f"pyaot::nd::cli_load<{element}>(args[{i}], {c_string(p.name)}, {rank})")
            if _is_uint8_array(t):  # or a PNG/JPEG image (pyaot/nd/image_io.hpp)
                load = f"pyaot::nd::cli_load_image(args[{i}], {c_string(p.name)}, {rank})"
        elif t in PARSE_TYPES:
            load = f"pyaot::cli::parse<{PARSE_TYPES[t]}>(args[{i}], {c_string(p.name)})"
        else:
            # str verbatim, containers as JSON (pyaot/runtime/boundary.hpp).
            load = f"pyaot::cli::load<{CPP_TYPES[t]}>(args[{i}], {c_string(p.name)}, as_json)"
        args.append({"name": c_string(p.name), "type": c_string(types.python(t)), "load": load,
                     "var": f"arg{i}"})
    if _is_uint8_array(entry.return_type):
        show = "pyaot::nd::cli_image_result(result, json_result)"
    elif ndops.is_array(entry.return_type):
        show = "pyaot::nd::cli_result(result, json_result)"
    else:
        show = "json_result ? pyaot::json::dump(result) : pyaot::repr(result)"
    return {"name": entry.name, "cname": entry.instance, "args": args, "show": show,
            "returns_value": entry.return_type != ir.NONE, "label": c_string(entry.name)}


_ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(Path(__file__).parent / "templates")),
    undefined=jinja2.StrictUndefined, keep_trailing_newline=True, trim_blocks=True,
    lstrip_blocks=True,
)


C_TYPES = {ir.INT: "int64_t", ir.FLOAT: "double", ir.BOOL: "bool"}


def c_symbol(tag: str) -> str:
    """The C name prefix of an entry point: pyaot_<tag with dots as _>."""
    return "pyaot_" + "".join(c if c.isalnum() else "_" for c in tag)


@dataclass(frozen=True)
class CApiEntry:
    """An entry point exported through the C ABI."""

    function: str  # the Python function's name
    tag: str
    description: str = ""


def _capi_data(program: ir.TypedProgram, exports: list[CApiEntry]) -> list[dict]:
    by_name = {e.name: e for e in program.entries}
    out = []
    for export in exports:
        entry = by_name[export.function]
        for t in [*entry.param_types, entry.return_type]:
            if t not in C_TYPES and t not in (ir.NONE, ir.STR) and not ndops.is_array(t):
                loc = entry.params[0].loc if entry.params else ir.Loc("?", 1, 1)
                raise CompileError(loc, f"type {types.python(t)} in the C ABI of '{entry.name}'",
                                   "only int, float, bool, str and arrays cross the C library "
                                   "boundary so far",
                                   "build an executable (py_aot_binary), whose arguments "
                                   "and results may be any supported type")
        args = []
        for p, t in zip(entry.params, entry.param_types):
            var = local_name(p.name)
            arg = {"name": var, "var": var, "ctype": C_TYPES.get(t), "pytype": t, "value": var}
            array = ndops.parse_array_type(t)
            if t == ir.STR:  # NUL-terminated UTF-8, checked
                arg.update(ctype="const char*", pytype="str",
                           value=f"pyaot::capi::str_arg({var}, {c_string(p.name)})")
            if array:  # a borrowed view of the caller's pyaot_array
                rank = -1 if array[1] is None else array[1]
                arg.update(ctype="const pyaot_array*", pytype="array", dtype=array[0],
                           value=f"pyaot::nd::capi::from_c<{CPP_ELEMENT[array[0]]}>("
                                 f"{var}, {c_string(p.name)}, {rank})")
            args.append(arg)
        params = ", ".join(f"{p.name}: {t}" for p, t in zip(entry.params, entry.param_types))
        result_array = ndops.parse_array_type(entry.return_type)
        if entry.return_type == ir.STR:
            out.append({
                "name": entry.name, "symbol": c_symbol(export.tag), "cname": entry.instance,
                "args": args, "returns_value": True, "ctype": "pyaot_str", "pytype": "str",
                "result_dtype": None,
                "python_signature": f"{entry.name}({params}) -> {entry.return_type}",
                "description": export.description,
            })
            continue
        out.append({
            "name": entry.name, "symbol": c_symbol(export.tag), "cname": entry.instance,
            "args": args, "returns_value": entry.return_type != ir.NONE,
            "ctype": "pyaot_array" if result_array else C_TYPES.get(entry.return_type, "void"),
            "pytype": "array" if result_array else entry.return_type,
            "result_dtype": result_array[0] if result_array else None,
            "python_signature": f"{entry.name}({params}) -> {entry.return_type}",
            "description": export.description,
        })
    return out


def _uses_arrays(capi: list[dict]) -> bool:
    return any(c["pytype"] == "array" or any(a["pytype"] == "array" for a in c["args"])
               for c in capi)


def _uses_str_results(capi: list[dict]) -> bool:
    return any(c["pytype"] == "str" for c in capi)


def emit_program(program: ir.TypedProgram, *, main: bool = True,
                 exports: list[CApiEntry] | None = None,
                 options: EmitOptions | None = None) -> str:
    options = options or EmitOptions()
    counter = [0]
    classes = {c.qualname: c for c in program.classes}
    # Which parameters of each instance come with their bound flag (captures
    # that may be unbound: pyaot.infer_captures), by position.
    flag_params = {i.cname: [i.params.index(p) for p in i.unbound_params]
                   for i in program.instances if i.unbound_params}
    ref_params = {i.cname: {i.params.index(p) for p in i.ref_params}
                  for i in program.instances if i.ref_params}
    functions = [_render(FunctionEmitter(inst, counter, program.fn_values, classes, options,
                                         flag_params, ref_params))
                 for inst in program.instances]
    headers = list(program.headers)
    if variants.variant_calls(program):
        headers.append("pyaot/nd/tuning.hpp")
    if fusion.roots(program):  # fused by default (pyaot.fuse=on) or by the plan
        headers.append("pyaot/nd/fuse.hpp")
    if main and any(_is_uint8_array(t) for e in program.entries
                    for t in [*e.param_types, e.return_type]):
        headers.append("pyaot/nd/image_io.hpp")  # images cross the command line
    capi = _capi_data(program, exports or [])
    if capi and program.globals:
        g = program.globals[0]
        code = g.type == ir.NONE  # a module-level statement (pyaot.frontend.module_code)
        what = "module-level code" if code else \
            f"module variable '{g.qualname.rpartition('.')[2]}'"
        raise CompileError(next(i.loc for i in program.instances if i.cname == g.init),
            f"{what} in a C ABI library",
            "a library has no import to run it at" if code else
            "calls from several threads would share it without CPython's interpreter lock",
            "move it into the exported function, or build an executable (py_aot_binary)"
            if code else "pass the state as an argument, or build an executable (py_aot_binary)")
    if _uses_arrays(capi):
        headers.append("pyaot/nd/capi.hpp")  # arrays cross the C ABI
    exceptions = [{"cname": exception_type(q), "name": c_string(name),
                   "base": exception_type(base)} for q, (name, base) in program.exceptions.items()]
    modules: dict[str, int] = {}  # a module variable's module (its qualname's prefix) -> number
    return _ENV.get_template("program.cc.j2").render(
        exceptions=exceptions, classes=[_class_data(c, {k.qualname: k for k in program.classes})
                 for c in program.classes],
        version=program.version, headers=headers, functions=functions,
        entries=[_entry_data(e) for e in program.entries], main=main,
        capi=capi,
        globals=[{"ctype": CPP_TYPES[g.type], "accessor": global_accessor(g.qualname),
                  "init": g.init, "name": g.qualname, "runs": g.type == ir.NONE,
                  "place": k + 1, "short": c_string(g.qualname.rpartition(".")[2]),
                  "module": modules.setdefault(g.qualname.rpartition(".")[0], len(modules) + 1)}
                 for k, g in enumerate(program.globals)],
    )


def emit_header(program: ir.TypedProgram, exports: list[CApiEntry], source: str,
                guard: str) -> str:
    """The C header declaring the exported entry points."""
    guard = "".join(c if c.isalnum() else "_" for c in guard).upper()
    capi = _capi_data(program, exports)
    return _ENV.get_template("header.h.j2").render(
        version=program.version, capi=capi, source=source, guard=guard,
        uses_arrays=_uses_arrays(capi), uses_str=_uses_str_results(capi))


def emit_binding(program: ir.TypedProgram, exports: list[CApiEntry], source: str,
                 library: str) -> str:
    """A Python ctypes module calling the exported entry points in-process."""
    capi = _capi_data(program, exports)
    return _ENV.get_template("binding.py.j2").render(
        capi=capi, source=source, library=library, uses_arrays=_uses_arrays(capi))
