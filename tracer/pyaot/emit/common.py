"""Facts about IR expressions, and small spellings, the emitters share."""

from __future__ import annotations

import re

from pyaot import ir
from pyaot import typesys as types
from pyaot.emit.spell import CPP_TYPES, c_quote


def is_simple(e: ir.Expr) -> bool:
    """Evaluating it has no effects and cannot raise."""
    if isinstance(e, (ir.Const, ir.TempRef)):
        return True
    if isinstance(e, ir.Name):
        return not e.maybe_unbound and not e.shared
    if isinstance(e, ir.Truth):
        return is_simple(e.value)
    if isinstance(e, ir.Convert):
        # Unwrapping an Optional can raise.
        return types.head(e.value.type) != "Optional" and is_simple(e.value)
    return False


def yielded(value: str) -> str:
    """The operand of a co_yield. GCC 12 rejects a braced list inside a
    co_yield operand ('array used as initializer': `co_yield
    truth(List<Int>{d, 2})`, found by the fuzzer), so anything but a plain
    name is computed by a lambda called on the spot, which returns the same
    value."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
        return value
    return f"[&] {{ return {value}; }}()"


def converted(inner: str, have: str, want: str, kind: str, constant: bool = False,
              message: str = "") -> str:
    """C++ text making a `want` of `inner` (a `have`) by one of
    typesys.CONVERSIONS; `constant`: inner has no effects to keep;
    `message`: an unwrap's TypeError text (ir.Convert.message)."""
    if kind in ("unwrap", "unwrap_cast"):  # checked: TypeError on None
        text = message or f"'NoneType' object used where {types.python(want)} is required"
        inner = f"pyaot::unwrap({inner}, {c_quote(text)})"
        if kind == "unwrap":
            return inner
    elif kind == "member":  # tagged by its own type
        return f"{CPP_TYPES[want]}(std::in_place_type<{CPP_TYPES[have]}>, {inner})"
    elif kind == "widen":  # the member held, into the wider union
        return (f"std::visit([](const auto& pyaot_m) {{ return {CPP_TYPES[want]}(std::in_place_"
                f"type<std::decay_t<decltype(pyaot_m)>>, pyaot_m); }}, {inner})")
    elif kind == "items":  # a union of tuples: the tuple held, item by item
        arms = []
        # Members of another length are not held: a `len(t) == n` test ruled them out.
        for m in (m for m in types.args(have) if len(types.args(m)) == len(types.args(want))):
            parts = [f"std::get<{k}>(*pyaot_t)" if x == y else
                     converted(f"std::get<{k}>(*pyaot_t)", x, y, types.conversion(x, y))
                     for k, (x, y) in enumerate(zip(types.args(m), types.args(want)))]
            arms.append(f"if (auto* pyaot_t = std::get_if<{CPP_TYPES[m]}>(&pyaot_u)) "
                        f"return {CPP_TYPES[want]}({', '.join(parts)});")
        return (f"[&](const auto& pyaot_u) -> {CPP_TYPES[want]} {{ {' '.join(arms)} "
                f"__builtin_unreachable(); }}({inner})")
    elif kind == "float_of":
        return f"pyaot::number_union::as_float({inner})"
    elif kind == "narrow":
        return f"pyaot::member<{CPP_TYPES[want]}>({inner})"
    elif kind == "copy_items":  # a fresh list or dict: its items (values), each converted
        at = 1 if types.head(have) == "dict" else 0
        have_item, want_item = types.args(have)[at], types.args(want)[at]
        item = converted("pyaot_x", have_item, want_item,
                         types.conversion(have_item, want_item))
        if at:  # a dict's live entries, by slot
            loop = (f"const auto& pyaot_t = pyaot_l.table(); "
                    f"for (std::size_t pyaot_k = 0; pyaot_k < pyaot_t.slots(); ++pyaot_k) {{ "
                    f"const auto& pyaot_e = pyaot_t.entry(pyaot_k); if (!pyaot_e.live) continue; "
                    f"const auto& pyaot_x = pyaot_e.value; pyaot_out.set(pyaot_e.key, {item}); }}")
        else:
            loop = (f"for (std::size_t pyaot_k = 0; pyaot_k < pyaot_l.size(); ++pyaot_k) {{ "
                    f"const auto pyaot_x = pyaot_l.at(pyaot_k); pyaot_out.append({item}); }}")
        return (f"[&](const {CPP_TYPES[have]}& pyaot_l) {{ {CPP_TYPES[want]} pyaot_out; "
                f"pyaot_out.reserve(pyaot_l.size()); {loop} return pyaot_out; }}({inner})")
    elif kind == "none":
        if constant:
            return f"{CPP_TYPES[want]}{{}}"
        return f"((void)({inner}), {CPP_TYPES[want]}{{}})"
    elif kind == "wrap":
        inner_want = types.args(want)[0]
        if types.head(have) == "Optional":  # T | None into U | None: None stays None
            member = types.args(have)[0]
            held = converted("(*pyaot_o)", member, inner_want,
                             types.conversion(member, inner_want))
            return (f"[&](const {CPP_TYPES[have]}& pyaot_o) -> {CPP_TYPES[want]} {{ "
                    f"if (!pyaot_o) return {CPP_TYPES[want]}{{}}; "
                    f"return {CPP_TYPES[want]}({held}); }}({inner})")
        if have != inner_want:
            inner = converted(inner, have, inner_want, types.conversion(have, inner_want),
                              constant)
        return f"{CPP_TYPES[want]}({inner})"
    if types.head(have) == types.head(want) == "obj":  # to a base, or a subclass tested
        return f"std::static_pointer_cast<{CPP_TYPES[want]}::element_type>({inner})"
    return f"static_cast<{CPP_TYPES[want]}>({inner})"
