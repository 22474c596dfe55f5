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

import jinja2

from pyaot import ir, ndops, variants
from pyaot.emit import fusion
from pyaot import typesys as types
from pyaot.diagnostics import CompileError, at_statement


class _CppTypes(dict):
    """IR type -> C++ type; arrays spelled by pyaot.ndops, the rest by
    pyaot.typesys."""

    def __missing__(self, t: str) -> str:
        if ndops.is_array(t):
            return ndops.cpp_array_type(t)
        if types.head(t) == "fn":
            return "auto"  # a closure: a deduced type (abbreviated function template)
        if types.head(t) == "iter":  # what a generator function returns
            return f"pyaot::Generator<{self[types.args(t)[0]]}>"
        spelled = types.cpp(t)
        if spelled is None:
            raise TypeError(f"no C++ type for {t!r}")
        return spelled


# None as a value (a variable, an element, an argument) is pyaot::NoneType; a
# function returning None returns void (result_type).
CPP_TYPES = _CppTypes({ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool",
                       ir.NONE: "pyaot::NoneType"})


def result_type(t: str) -> str:
    return "void" if t == ir.NONE else CPP_TYPES[t]
PARSE_TYPES = {ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool"}

_CPP_KEYWORDS = frozenset("""
alignas alignof and and_eq asm auto bitand bitor bool break case catch char char8_t char16_t
char32_t class compl concept const consteval constexpr constinit const_cast continue co_await
co_return co_yield decltype default delete do double dynamic_cast else enum explicit export
extern false float for friend goto if inline int long mutable namespace new noexcept not
not_eq nullptr operator or or_eq private protected public register reinterpret_cast requires
return short signed sizeof static static_assert static_cast struct switch template this
thread_local throw true try typedef typeid typename union unsigned using virtual void volatile
wchar_t while xor xor_eq main std pyaot errno assert NULL
""".split())


def c_string(text: str) -> str:
    """A C++ string literal for arbitrary text (UTF-8, octal escapes)."""
    out = ['"']
    for byte in text.encode("utf-8"):
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 0x20 <= byte < 0x7F and ch != "?":  # '?' avoids trigraph-like sequences
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    out.append('"')
    return "".join(out)


def c_string_sized(text: str) -> str:
    """std::string(literal, size): keeps embedded NUL characters."""
    return f"std::string({c_string(text)}, {len(text.encode('utf-8'))})"


def local_name(name: str) -> str:
    if "." in name:  # a compiler-made name ("chain.1", a renamed comprehension variable)
        return "pyaot_f_" + name.replace("_", "_0").replace(".", "_")
    if name in _CPP_KEYWORDS or name.startswith("_") or "__" in name or name.startswith("pyaot"):
        return "pyaot_v_" + name.replace("_", "_0")
    return name


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


class FunctionEmitter:
    def __init__(self, inst: ir.Instance, counter: list[int],
                 fn_values: dict[str, ir.FnSignature] | None = None,
                 classes: dict[str, ir.TypedClass] | None = None,
                 options: EmitOptions | None = None):
        self.options = options or EmitOptions()
        self.in_fusion_tree = False  # emitting a chain pyaot.fuse left unfused
        self.inst = inst
        self.generator = types.head(inst.return_type) == "iter"
        # Names read without their bound check (a generator expression's
        # parameters, checked where it is made).
        self.plain_names: set[str] = set()
        self.fn_values = fn_values or {}
        self.classes = classes or {}
        self.counter = counter
        self.loops: list[_Loop] = []
        self.handlers: list[str] = []  # saved-line variables of enclosing except clauses
        self.flagged = set(inst.flagged_locals)

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
            return head + self._assign(s.target, self.expr(s.value), pad)
        if isinstance(s, ir.ExprStmt):
            return head + [f"{pad}(void)({self._value_or_call(s.value)});"]
        if isinstance(s, ir.Yield):
            return head + [f"{pad}co_yield {_yielded(self.expr(s.value))};"]
        if isinstance(s, ir.Return):
            if self.generator:
                return head + [f"{pad}co_return;"]
            if s.value is None:
                return head + [f"{pad}return;"]
            if self.inst.return_type == ir.NONE:  # `return g()` of a g returning None
                return head + [f"{pad}(void)({self._value_or_call(s.value)});", f"{pad}return;"]
            return head + [f"{pad}return {self.expr(s.value)};"]
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
            owner = self._unset_owner(s.target.type, s.attr)
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
            lines = [f"{pad}{{", f"{pad}  auto {t} = {self.expr(s.value)};"]
            lines += self._unpack(s.target, t, s.value.type, pad + "  ")
            return head + lines + [f"{pad}}}"]
        if isinstance(s, ir.Raise):
            if s.value is not None:  # raise e (a caught exception)
                return head + [f"{pad}throw pyaot::Exception({self.expr(s.value)});"]
            if s.exc is None:
                # Re-raise from the line where the exception entered this frame.
                return head + [f"{pad}pyaot_line = {self.handlers[-1]};", f"{pad}throw;"]
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
            lines += self.block(s.finalbody, depth + 1)
            lines.append(f"{inner}throw;")
            lines.append(f"{pad}}}")
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
            return self._assign(target, value, pad)
        return self._unpack(target, value, t, pad)

    def _unpack(self, target: list, value: str, t: str, pad: str) -> list[str]:
        """Binds names from a tuple (by position) or a list (length checked)."""
        lines = []
        if types.head(t) == "list":
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
                ctype = CPP_TYPES[e.type]
                return (f"({name}_bound ? {name} : "
                        f"pyaot::unbound_local<{ctype}>({c_string(e.id)}))")
            return name
        if isinstance(e, ir.TempRef):
            assert temps is not None
            return temps[e.index]
        if isinstance(e, ir.Convert):
            return self._convert(e, temps)
        if isinstance(e, ir.ListExpr):
            ctype = CPP_TYPES[e.type]
            items = ", ".join(self.expr(x, temps) for x in e.elts)
            if e.kind == "set":
                return f"pyaot::make_set<{CPP_TYPES[types.args(e.type)[0]]}>({{{items}}})"
            if not e.elts:
                return f"{ctype}()"
            return f"{ctype}{{{items}}}"
        if isinstance(e, ir.DictExpr):
            kt, vt = (CPP_TYPES[a] for a in types.args(e.type))
            pairs = ", ".join(f"std::pair<{kt}, {vt}>{{{self.expr(k, temps)}, "
                              f"{self.expr(v, temps)}}}" for k, v in zip(e.keys, e.values))
            return f"pyaot::make_dict<{kt}, {vt}>({{{pairs}}})"
        if isinstance(e, ir.TupleExpr):
            items = ", ".join(self.expr(x, temps) for x in e.elts)
            return f"{CPP_TYPES[e.type]}{{{items}}}"
        if isinstance(e, ir.Comprehension):
            return self._comprehension(e, temps)
        if isinstance(e, ir.FnValue):
            return self._closure(e, temps)
        if isinstance(e, ir.Truth):
            return f"pyaot::truthy({self.expr(e.value, temps)})"
        if isinstance(e, ir.Call) and e.type == ir.NONE:
            # A call of a function returning None (void in C++) used as a value:
            # [g(x) for x in xs], y = g(x), str(g(x)).
            return f"((void)({self._call_text(e, temps)}), pyaot::None)"
        if isinstance(e, ir.Call):
            return self._call_text(e, temps)
        if isinstance(e, ir.Attribute) and types.head(e.value.type) == "obj":
            field_name = local_name(e.attr)
            if self._unset_owner(e.value.type, e.attr) is None:
                return f"({self.expr(e.value, temps)})->{field_name}"
            return (f"[&](const auto& pyaot_o) -> const auto& {{ if (!pyaot_o->pyaot_has_"
                    f"{field_name}) [[unlikely]] pyaot::gc::raise_no_attribute(*pyaot_o, "
                    f"{c_string(e.attr)}); return pyaot_o->{field_name}; }}"
                    f"({self.expr(e.value, temps)})")
        if isinstance(e, ir.Symbol) and e.value.startswith("class:"):
            return "pyaot::None"
        if isinstance(e, ir.IfExp):
            return (f"({self.expr(e.test, temps)} ? {self.expr(e.body, temps)} : "
                    f"{self.expr(e.orelse, temps)})")
        if isinstance(e, ir.BoolOp):
            return self._boolop(e, temps)
        if isinstance(e, ir.Compare):
            return self._compare(e, temps)
        raise TypeError(f"unknown expression {e!r}")

    def _call_text(self, e: ir.Call, temps) -> str:
        if e.kind == "nd":
            return self._nd_variant_call(e, temps)
        if e.kind == "value":
            return self._call(local_name(e.callee), e.args[1:], temps)
        if e.kind == "new":
            return self._new(e, temps)
        if e.kind == "virtual":
            return self._call(_dispatcher(e.target), e.args, temps)
        return self._call(e.target, e.args, temps)

    def _value_or_call(self, e: ir.Expr) -> str:
        """An expression whose value is discarded: a call as it is (void or not)."""
        return self._call_text(e, None) if isinstance(e, ir.Call) else self.expr(e)

    def _convert(self, e: ir.Convert, temps) -> str:
        inner = self.expr(e.value, temps)
        have, want = e.value.type, e.to
        unwrapped = None  # an Optional read where its value is required: checked
        if types.head(have) == "Optional":
            unwrapped = (f"pyaot::unwrap({inner}, \"'NoneType' object used where "
                         f"{types.python(want)} is required\")")
            if types.args(have)[0] == want:  # before the union cases: int | str | None
                return unwrapped
        if types.head(want) == "Union":  # a member into its union: tagged by its own type
            return f"{CPP_TYPES[want]}(std::in_place_type<{CPP_TYPES[have]}>, {inner})"
        if types.head(have) == "Union":  # a narrowed read: the member the test proved
            return f"pyaot::member<{CPP_TYPES[want]}>({inner})"
        if types.head(want) == "Optional":
            if have == ir.NONE:
                if isinstance(e.value, ir.Const):
                    return f"{CPP_TYPES[want]}{{}}"
                return f"((void)({inner}), {CPP_TYPES[want]}{{}})"
            inner_want = types.args(want)[0]
            if have != inner_want:
                inner = self._convert(ir.Convert(e.value, inner_want, e.loc, type=inner_want), temps)
            return f"{CPP_TYPES[want]}({inner})"
        return f"static_cast<{CPP_TYPES[want]}>({unwrapped or inner})"

    def _new(self, e: ir.Call, temps) -> str:
        """Construction: arguments left to right, then __init__ (or the
        dataclass's field assignments) on a fresh shared instance."""
        struct = types.class_struct(e.callee)
        names = [self.temp("a") for _ in e.args]
        body = [f"auto {n} = {self.expr(a, temps)};" for n, a in zip(names, e.args)]
        body.append(f"auto pyaot_self = std::make_shared<{struct}>();")
        typed = self.classes.get(e.callee)
        for field_name, value in (typed.initial if typed else {}).items():
            body.append(f"pyaot_self->{local_name(field_name)} = {self.expr(value, temps)};")
        if e.target:
            body.append(f"{e.target}({', '.join(['pyaot_self'] + names)});")
        else:
            fields = self.classes[e.callee].all_fields if e.callee in self.classes else []
            body += [f"pyaot_self->{local_name(f)} = {n};" for f, n in zip(fields, names)]
        body.append("return pyaot_self;")
        return "[&] { " + " ".join(body) + " }()"

    def _closure(self, e: ir.FnValue, temps) -> str:
        """A function value: a C++ lambda with the parameter types it is
        called with, calling the lifted function (captures by reference: a
        closure reads its variables when called, as Python's do)."""
        sig = self.fn_values.get(types.args(e.type)[0])
        if sig is None:
            return "[](auto&&...) {}"  # never called
        params = [f"{CPP_TYPES[t]} a{k}" for k, t in enumerate(sig.args)]
        args = [f"a{k}" for k in range(len(sig.args))] + [self.expr(c, temps) for c in e.captures]
        call = f"{sig.target}({', '.join(args)})"
        # A returned closure copies what it reads (its frame is about to go);
        # its copies are its cells, which `nonlocal` assignments change.
        capture, mutable = ("=", " mutable") if e.escapes else ("&", "")
        if sig.result == ir.NONE:
            return f"[{capture}]({', '.join(params)}){mutable} -> void {{ {call}; }}"
        return (f"[{capture}]({', '.join(params)}){mutable} -> {CPP_TYPES[sig.result]} "
                f"{{ return {call}; }}")

    def _generator_expression(self, e: ir.Comprehension, temps) -> str:
        """(elt for ...): a coroutine, as a generator function is. As in
        Python, the first iterable is evaluated at once, the rest as items are
        drawn. The coroutine is a lambda without captures (its frame would
        outlive a capturing closure): the first cursor is passed by value, the
        enclosing function's variables it reads by reference (an iterator is
        consumed in the function that makes it, so they outlive it), and
        the loop variables are its own."""
        own = {name for g in e.generators for name in _target_names(g.target)}
        free: dict[str, None] = {}
        parts: list = [e.elt, *(g.iter for g in e.generators[1:])]
        parts += [c for g in e.generators for c in g.conds]
        unbound: dict[str, str] = {}
        for node in ir.walk(parts):
            if isinstance(node, ir.Name) and node.id not in own:
                free.setdefault(node.id, None)
                if node.maybe_unbound:
                    unbound[node.id] = CPP_TYPES[node.type]
        first = self.temp("cur")
        params = [f"auto {first}"] + [f"auto& {local_name(n)}" for n in free]
        args = [f"pyaot::iterate({self.expr(e.generators[0].iter, temps)})"]
        for n in free:
            name = local_name(n)
            if n in unbound:  # NameError now rather than when drawn: close enough
                args.append(f"({name}_bound ? (void)0 : (void)pyaot::unbound_local<"
                            f"{unbound[n]}>({c_string(n)}), {name})")
            else:
                args.append(name)
        body = [f"{CPP_TYPES[self.inst.locals[n]]} {local_name(n)}{{}};" for n in sorted(own)]
        saved, self.plain_names = self.plain_names, set(free)
        try:
            loops, closers = self._clause_loops(e, None, first_cursor=first)
            body += loops + [f"co_yield {_yielded(self.expr(e.elt, None))};"] + closers
        finally:
            self.plain_names = saved
        return (f"[]({', '.join(params)}) -> {CPP_TYPES[e.type]} {{ {' '.join(body)} }}"
                f"({', '.join(args)})")

    def _clause_loops(self, e: ir.Comprehension, temps, first_cursor: str | None = None,
                      reserve: tuple[str, str] | None = None) -> tuple[list[str], list[str]]:
        """The nested loops of a comprehension's `for ... if ...` clauses
        (opening lines, closing lines); `first_cursor` names a cursor over
        the first iterable made elsewhere; `reserve` (a runtime function, the
        result) presizes the result from the first cursor (see _presize)."""
        body, closers = [], []
        for i, g in enumerate(e.generators):
            item = self.temp("item")
            elem = types.element(g.iter.type)
            if i == 0 and first_cursor is not None:
                cursor, opener = first_cursor, "{ "
            else:
                cursor = self.temp("cur")
                opener = f"{{ auto {cursor} = pyaot::iterate({self.expr(g.iter, temps)}); "
            if i == 0 and reserve is not None:
                opener += f"{reserve[0]}({reserve[1]}, {cursor}); "
            body.append(f"{opener}{CPP_TYPES[elem]} {item}{{}}; "
                        f"while ({cursor}.next({item})) {{")
            body += self._bind_target(g.target, item, elem, "")
            closers.append("}}")
            for c in g.conds:
                body.append(f"if (!({self.expr(c, temps)})) continue;")
        return body, closers

    def _comprehension(self, e: ir.Comprehension, temps) -> str:
        """An immediately invoked lambda: the loops of the clauses, innermost
        adding to the result (variables are the function's renamed locals)."""
        if e.kind == "gen":
            return self._generator_expression(e, temps)
        out = self.temp("comp")
        presize = _presize(e)
        loops, closers = self._clause_loops(e, temps, reserve=presize and (presize, out))
        body = [f"{CPP_TYPES[e.type]} {out};"] + loops
        if e.kind == "list":
            body.append(f"{out}.append({self.expr(e.elt, temps)});")
        elif e.kind == "set":
            body.append(f"{out}.add({self.expr(e.elt, temps)});")
        else:
            k, v = self.temp("k"), self.temp("v")
            body.append(f"{{ auto {k} = {self.expr(e.key, temps)}; auto {v} = "
                        f"{self.expr(e.elt, temps)}; {out}.set({k}, {v}); }}")
        body += closers
        body.append(f"return {out};")
        return "[&] { " + " ".join(body) + " }()"

    def _call(self, target: str, args: list[ir.Expr], temps) -> str:
        texts = [self.expr(a, temps) for a in args]
        if sum(not _is_simple(a) for a in args) <= 1:
            return f"{target}({', '.join(texts)})"
        # C++ leaves argument evaluation order unspecified; Python evaluates
        # left to right (which exception is raised first depends on it).
        names = [self.temp("a") for _ in args]
        binds = " ".join(f"auto {n} = {t};" for n, t in zip(names, texts))
        return f"[&] {{ {binds} return {target}({', '.join(names)}); }}()"

    def _nd_variant_call(self, e: ir.Call, temps) -> str:
        if not self.in_fusion_tree and fusion.is_root(e):
            choice = self.options.plan.get(fusion.FUSE_OP)
            if choice is not None or self.options.telemetry:
                return self._fusion_root(e, choice or fusion.FUSE_VARIANTS[0], temps)
        return self._nd_op_call(e, temps)

    def _fusion_root(self, e: ir.Call, choice, temps) -> str:
        """A chain of ufuncs as pyaot.fuse chooses: fused into one loop (on
        one thread or several) or not, by the size of its first array leaf
        where the plan dispatches; timed as a whole in telemetry builds."""
        rows = variants.dispatch_rows(choice)
        leaf = fusion.first_array_leaf(e)
        leaf_text = self.expr(leaf, temps) if leaf is not None else "0"
        dtype = ndops.parse_array_type(leaf.type)[0] if leaf is not None else ""

        def build(variant: str) -> str:
            if variant == "off":
                self.in_fusion_tree = True  # its sub-chains are part of it
                try:
                    text = self._nd_op_call(e, temps)
                finally:
                    self.in_fusion_tree = False
            else:
                engine = "threaded" if variant == "threaded" else "contiguous"
                text = (f"pyaot::nd::fuse::evaluate(pyaot::nd::Elementwise::{engine}, "
                        f"{self._fused_tree(e, temps)})")
            return self._timed(fusion.FUSE_OP, variant, dtype, e.loc, leaf_text, text)

        if len(rows) == 1:
            return build(rows[0][1])
        return _dispatch(rows, leaf_text, build)

    def _fused_tree(self, e: ir.Call, temps) -> str:
        parts = []
        for i, template in enumerate(e.ufunc["operands"]):
            sub = fusion.child(e, i)
            if sub is not None:
                parts.append(self._fused_tree(sub, temps))
                continue
            for k in fusion.markers(template):
                template = template.replace(f"@@{k}@@", self.expr(e.args[k], temps))
            parts.append(template)
        types = ", ".join(ndops.CPP_ELEMENT[d] for d in [e.ufunc["out"], *e.ufunc["loops"]])
        return f"pyaot::nd::fuse::node<{e.ufunc['functor']}, {types}>({', '.join(parts)})"

    def _timed(self, op: str, variant: str, dtype: str, loc: ir.Loc, first: str,
               text: str) -> str:
        """`text` timed as one call of `op` in telemetry builds."""
        if not self.options.telemetry:
            return text
        where = f"{loc.file}:{loc.line}:{loc.col}"
        site = ", ".join(c_string(x) for x in (op, variant, dtype, where, self.options.platform))
        return (f"pyaot::nd::tuning::timed(pyaot::nd::tuning::Site{{{site}}}, {first}, "
                f"[&] {{ return {text}; }})")

    def _nd_op_call(self, e: ir.Call, temps) -> str:
        """An array operator as the plan chooses its variant: one variant, or
        a dispatch on the first array argument's size; timed per call in
        telemetry builds."""
        choice = self.options.plan.get(e.callee) if e.variants else None
        if not e.variants or (choice is None and not self.options.telemetry):
            return self._nd_call(e.target, e.args, temps)
        rows = variants.dispatch_rows(choice if choice is not None else e.variant)
        if len(rows) == 1 and not self.options.telemetry:
            return self._nd_call(e.variants[rows[0][1]], e.args, temps)
        # Arguments are evaluated once, left to right, before any branch.
        names = [self.temp("a") for _ in e.args]
        binds = " ".join(f"auto {n} = {self.expr(a, temps)};" for n, a in zip(names, e.args))
        first = next((i for i, a in enumerate(e.args) if ndops.parse_array_type(a.type)), None)
        first_name = names[first] if first is not None else "0"
        dtype = ndops.parse_array_type(e.args[first].type)[0] if first is not None else ""

        def call(variant: str) -> str:
            return self._timed(e.callee, variant, dtype, e.loc, first_name,
                               _substitute(e.variants[variant], names))

        return _dispatch(rows, first_name, call, prelude=binds)

    def _nd_call(self, template: str, args: list[ir.Expr], temps) -> str:
        """An array operator: its C++ with @@k@@ replaced by the k-th argument."""
        texts = [self.expr(a, temps) for a in args]
        binds = ""
        repeated = any(template.count(f"@@{k}@@") > 1 and not _is_simple(a)
                       for k, a in enumerate(args))
        if sum(not _is_simple(a) for a in args) > 1 or repeated:
            # Python evaluates arguments left to right, once; C++ leaves the
            # order open (and a marker may appear twice: x op= y on arrays).
            names = [self.temp("a") for _ in args]
            binds = " ".join(f"auto {n} = {t};" for n, t in zip(names, texts))
            texts = names
        out = _substitute(template, texts)
        return f"[&] {{ {binds} return {out}; }}()" if binds else out

    def _boolop(self, e: ir.BoolOp, temps) -> str:
        values = [self.expr(v, temps) for v in e.values]
        if e.type == ir.BOOL and all(v.type == ir.BOOL for v in e.values):
            joiner = " && " if e.op == "and" else " || "
            return "(" + joiner.join(values) + ")"
        # Python returns the operand that decided the result.
        t = self.temp("v")
        ctype = CPP_TYPES[e.type]
        stop_if = "!pyaot::truthy" if e.op == "and" else "pyaot::truthy"
        body = f"{ctype} {t} = {values[0]}; "
        for v in values[1:]:
            body += f"if ({stop_if}({t})) return {t}; {t} = {v}; "
        return f"[&]() -> {ctype} {{ {body}return {t}; }}()"

    def _compare(self, e: ir.Compare, outer) -> str:
        if len(e.tests) == 1:
            temps = {0: self.expr(e.operands[0], outer), 1: self.expr(e.operands[1], outer)}
            left, right = e.operands
            if not (_is_simple(left) or _is_simple(right)):
                # Keep left-to-right evaluation.
                names = {0: self.temp("c"), 1: self.temp("c")}
                return (f"[&] {{ auto {names[0]} = {temps[0]}; auto {names[1]} = {temps[1]}; "
                        f"return {self.expr(e.tests[0], names)}; }}()")
            return self.expr(e.tests[0], temps)
        names = {i: self.temp("c") for i in range(len(e.operands))}
        body = f"auto {names[0]} = {self.expr(e.operands[0], outer)}; "
        for i, test in enumerate(e.tests):
            body += f"auto {names[i + 1]} = {self.expr(e.operands[i + 1], outer)}; "
            if i + 1 < len(e.tests):
                body += f"if (!{self.expr(test, names)}) return false; "
            else:
                body += f"return {self.expr(test, names)};"
        return f"[&]() -> bool {{ {body} }}()"

    # ---------------------------------------------------------- function

    def _unset_owner(self, t: str, attr: str) -> str | None:
        """The class declaring field `attr` of an obj[...] type, when an
        instance may not have it yet (reads check, assignments record)."""
        q = types.args(t)[0] if types.head(t) == "obj" else None
        while q is not None and q in self.classes:
            c = self.classes[q]
            if attr in c.fields:
                return q if attr in c.maybe_unset else None
            q = c.base
        return None

    def _return_type(self, t: str) -> str:
        """A function's C++ result type. A returned closure is a
        std::function of its signature: a lambda's own type cannot be named,
        and callers may be compiled before the function."""
        if types.head(t) != "fn":
            return result_type(t)
        sig = self.fn_values.get(types.args(t)[0])
        if sig is None:
            return "std::function<void()>"  # never called
        args = ", ".join(CPP_TYPES[a] for a in sig.args)
        return f"std::function<{result_type(sig.result)}({args})>"

    def render(self) -> dict:
        inst = self.inst
        params = ", ".join(f"{CPP_TYPES[t]}{'&' if n in inst.ref_params else ''} {local_name(n)}"
                           for n, t in zip(inst.params, inst.param_types))
        signature = f"{self._return_type(inst.return_type)} {inst.cname}({params})"
        declarations = []
        for name, t in inst.locals.items():
            if name not in inst.params and types.head(t) != "fn":
                declarations.append(f"[[maybe_unused]] {CPP_TYPES[t]} {local_name(name)}{{}};")
        for name in inst.flagged_locals:
            bound = "true" if name in inst.params else "false"
            declarations.append(f"bool {local_name(name)}_bound = {bound};")
        body = self.block(inst.body, 2)
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


def _yielded(value: str) -> str:
    """The operand of a co_yield. GCC 12 rejects a braced list inside a
    co_yield operand ('array used as initializer': `co_yield
    truth(List<Int>{d, 2})`, found by the fuzzer), so anything but a plain
    name is computed by a lambda called on the spot, which returns the same
    value."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
        return value
    return f"[&] {{ return {value}; }}()"


def _presize(e: ir.Comprehension) -> str | None:
    """The runtime function that reserves a comprehension's result before its
    loop, where that changes nothing CPython shows but how soon an absurd
    size fails: `[i for i in range(10**10)]`, `{i for i in range(10**10)}`
    are a MemoryError at once instead of growth until the operating system
    kills the program (CPython grows them item by item until memory runs
    out). So only one `for` without `if` (a list then holds one item per
    iteration; a set or dict keyed by the loop variable too, where the
    iterable's items are distinct: the runtime knows which are) and only
    items that cannot raise (a variable, a constant), since CPython would
    raise their exception before memory ran out."""
    if len(e.generators) != 1 or e.generators[0].conds:
        return None
    g = e.generators[0]
    if not all(_cannot_raise(x) for x in (e.elt, e.key) if x is not None):
        return None
    if e.kind == "list":
        return "pyaot::reserve_hint"
    keyed = e.elt if e.kind == "set" else e.key
    if isinstance(keyed, ir.Name) and keyed.id == g.target:
        return "pyaot::reserve_distinct"
    return None


def _cannot_raise(x: ir.Expr) -> bool:
    return isinstance(x, ir.Const) or (isinstance(x, ir.Name) and not x.maybe_unbound)


def _target_names(target: ir.Target) -> list[str]:
    """The names a loop target binds (`x`, or those of `(i, (a, b))`)."""
    if isinstance(target, str):
        return [target]
    return [name for sub in target for name in _target_names(sub)]


def _render(emitter: "FunctionEmitter") -> dict:
    with at_statement(emitter.inst.loc):  # a bug outside any statement: at the def
        return emitter.render()


def _dispatcher(target: str) -> str:
    """A virtual call: the most derived override matching the object's class
    (cases deepest first), else the method found from the static type."""
    cases = [case.split("=") for case in target.split(";")]
    lines = [f"if (auto p = std::dynamic_pointer_cast<{struct}>(r)) return {cname}(p, a...);"
             for struct, cname in cases if struct]
    base = next(cname for struct, cname in cases if not struct)
    return f"[&](auto r, auto... a) {{ {' '.join(lines)} return {base}(r, a...); }}"


def _dataclass_fields(classes: dict[str, ir.TypedClass], owner: str) -> list[str]:
    """The fields a dataclass's generated methods use: its dataclass bases'
    then its own, in declaration order (dataclasses.fields())."""
    chain = []
    q: str | None = owner
    while q is not None:
        chain.append(classes[q])
        q = classes[q].base
    out: list[str] = []
    for c in reversed(chain):
        if c.dataclass:
            out += [f for f in c.fields if f not in out]
    return out


def _class_data(c: ir.TypedClass, classes: dict[str, ir.TypedClass]) -> dict:
    """A user class's struct: its fields and its protocol methods' bodies,
    each the user's method, the one @dataclass generated, or object's
    (pyaot/runtime/instance.hpp)."""
    struct = types.class_struct(c.qualname)
    fields = [(local_name(f), CPP_TYPES[t]) for f, t in c.fields.items()]
    ref = f"const std::shared_ptr<{struct}>&"
    hooks, generated = c.hooks, c.generated
    run = "pyaot::instance::"

    def user(call: str) -> str:  # a method the user wrote: one frame
        return f"return {run}user_method([&] {{ return {call}; }});"

    def field_list(hook: str) -> list[str]:
        return [local_name(f) for f in _dataclass_fields(classes, generated[hook])]

    if hooks.get("__repr__"):
        repr_body = user(f"{hooks['__repr__']}(self).bytes()")
    elif generated.get("__repr__"):
        names = _dataclass_fields(classes, generated["__repr__"])
        parts = ' + ", " + '.join(f"{c_string(f + '=')} + pyaot::repr(self->{local_name(f)})"
                                  for f in names)
        repr_body = (f"return {run}dataclass_repr(pyaot::identity(self), {c_string(c.name)}, "
                     f"[&] {{ return std::string({parts or c_string('')}); }});")
    else:
        repr_body = f"return {run}object_repr({c_string(c.qualname)}, pyaot::identity(self));"
    str_body = (user(f"{hooks['__str__']}(self).bytes()") if hooks.get("__str__")
                else "return pyaot::repr(self);")
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
    if hooks.get("__hash__"):
        hash_body = user(f"{run}hash_value({hooks['__hash__']}(self))")
    elif generated.get("__hash__"):
        values = ", ".join(f"self->{f}" for f in field_list("__hash__"))
        hash_body = f"return {run}dataclass_hash({values});"
    elif "__hash__" in generated:
        hash_body = f"{run}unhashable({c_string(c.name)});"
    else:
        hash_body = f"return {run}identity_hash(pyaot::identity(self));"

    # An instance held as its base class runs its own class's methods
    # (subclasses deepest first); a binary one, the deepest class both
    # operands are instances of.
    def dispatch(hook: str, body: str) -> str:
        cases = [f"if (auto p = std::dynamic_pointer_cast<{types.class_struct(sub)}>(self)) "
                 f"return {types.class_struct(sub)}::{hook}(p);" for sub in c.subclasses]
        return " ".join(cases + [body])

    def dispatch2(hook: str, body: str) -> str:
        cases = [f"if (auto p = std::dynamic_pointer_cast<{types.class_struct(sub)}>(a)) "
                 f"if (auto q = std::dynamic_pointer_cast<{types.class_struct(sub)}>(b)) "
                 f"return {types.class_struct(sub)}::{hook}(p, q);" for sub in c.subclasses]
        return " ".join(cases + [body])

    base_struct = types.class_struct(c.base) if c.base else "pyaot::gc::Object"
    return {"struct": struct, "name": c_string(c.name), "fields": fields, "ref": ref,
            "flags": [local_name(f) for f in c.maybe_unset],
            "base": f" : public {base_struct}", "base_struct": base_struct,
            "repr": dispatch("pyaot_repr", repr_body),
            "str": dispatch("pyaot_str", str_body), "eq": dispatch2("pyaot_eq", eq_body),
            "lt": dispatch2("pyaot_lt", lt_body), "hash": dispatch("pyaot_hash", hash_body),
            "root": c.base is None}


def exception_type(name: str) -> str:
    """The C++ ExceptionType of a built-in exception name or a user class's
    qualname (generated at the top of the program)."""
    if "." in name:
        return "pyaot_exc_" + re.sub(r"[^0-9A-Za-z]", "_", name)
    return f"pyaot::exc::{name}"


def _dispatch(rows: list[tuple[int | None, str]], size_of: str, build,
              prelude: str = "") -> str:
    """A lambda running build(variant) of the first row whose bound exceeds
    the element count of `size_of` (pyaot.variants.dispatch_rows)."""
    body = [prelude] if prelude else []
    if len(rows) > 1:
        body.append(f"const auto pyaot_n = pyaot::nd::tuning::elements({size_of});")
    for upper, variant in rows:
        cond = "" if upper is None else f"if (pyaot_n < {upper}) "
        body.append(f"{cond}return {build(variant)};")
    return "[&] { " + " ".join(body) + " }()"


def _substitute(template: str, texts: list[str]) -> str:
    """An array operator's C++ template with @@k@@ replaced by the k-th text."""
    for k in range(len(texts) - 1, -1, -1):  # @@10@@ before @@1@@
        template = template.replace(f"@@{k}@@", texts[k])
    return template


def _is_simple(e: ir.Expr) -> bool:
    """Evaluating it has no effects and cannot raise."""
    if isinstance(e, (ir.Const, ir.TempRef)):
        return True
    if isinstance(e, ir.Name):
        return not e.maybe_unbound
    if isinstance(e, ir.Truth):
        return _is_simple(e.value)
    if isinstance(e, ir.Convert):
        # Unwrapping an Optional can raise.
        return types.head(e.value.type) != "Optional" and _is_simple(e.value)
    return False


def _is_uint8_array(t: str | None) -> bool:
    parsed = ndops.parse_array_type(t)
    return parsed is not None and parsed[0] == "uint8"


def _entry_data(entry: ir.Entry) -> dict:
    args = []
    for i, (p, t) in enumerate(zip(entry.params, entry.param_types)):
        array = ndops.parse_array_type(t)
        if array:
            # An array argument is a .npy file of exactly this dtype (and rank).
            element = ndops.CPP_ELEMENT[array[0]]
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
                           value=f"pyaot::nd::capi::from_c<{ndops.CPP_ELEMENT[array[0]]}>("
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
    functions = [_render(FunctionEmitter(inst, counter, program.fn_values, classes, options))
                 for inst in program.instances]
    headers = list(program.headers)
    if variants.variant_calls(program):
        headers.append("pyaot/nd/tuning.hpp")
    if fusion.FUSE_OP in options.plan:
        headers.append("pyaot/nd/fuse.hpp")
    if main and any(_is_uint8_array(t) for e in program.entries
                    for t in [*e.param_types, e.return_type]):
        headers.append("pyaot/nd/image_io.hpp")  # images cross the command line
    capi = _capi_data(program, exports or [])
    if _uses_arrays(capi):
        headers.append("pyaot/nd/capi.hpp")  # arrays cross the C ABI
    exceptions = [{"cname": exception_type(q), "name": c_string(name),
                   "base": exception_type(base)} for q, (name, base) in program.exceptions.items()]
    return _ENV.get_template("program.cc.j2").render(
        exceptions=exceptions, classes=[_class_data(c, {k.qualname: k for k in program.classes})
                 for c in program.classes],
        version=program.version, headers=headers, functions=functions,
        entries=[_entry_data(e) for e in program.entries], main=main,
        capi=capi,
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
