"""How C++ spells the IR's types: the one place for it.

Every C++ type the generated code names comes from here, array element
types included (pyaot.emit.ndspell spells array operators with them).
pyaot.typesys owns the types
themselves; the names it treats as run-time values (typesys.storable) are the
ones spelled here, which tests/test_ir_check.py checks.
"""

from __future__ import annotations

from pyaot import ir, ndops
from pyaot import typesys as types

SCALARS = {"int": "pyaot::Int", "float": "double", "bool": "bool", "str": "pyaot::Str",
           "bytes": "pyaot::Bytes", "None": "pyaot::NoneType", "range": "pyaot::Range",
           "exception": "pyaot::Exception"}
# An array's element type, by NumPy dtype name.
CPP_ELEMENT = {
    "bool": "bool", "int8": "std::int8_t", "int16": "std::int16_t", "int32": "std::int32_t",
    "int64": "std::int64_t", "uint8": "std::uint8_t", "uint16": "std::uint16_t",
    "uint32": "std::uint32_t", "uint64": "std::uint64_t", "float16": "pyaot::nd::float16",
    "float32": "float", "float64": "double",
}
GENERICS = {"list": "pyaot::List", "dict": "pyaot::Dict", "set": "pyaot::Set",
            "tuple": "std::tuple", "Optional": "std::optional", "Union": "std::variant"}


def class_struct(qualname: str) -> str:
    """The C++ struct of a user class."""
    return "pyaot_cls_" + "".join(c if c.isalnum() else "_" for c in qualname)


def value_type(t: str) -> str | None:
    """The C++ type of values of type t (None for types without one: iter,
    fn; CPP_TYPES spells those where code needs them). An array has one (an
    item of a tuple of arrays) though it is not storable in containers."""
    if t in SCALARS:
        return SCALARS[t]
    if ndops.is_array(t):  # an item of a tuple or list of arrays (a reference, as in Python)
        return array_type(t)
    native = types.native_cpp(t)
    if native is not None:
        return native
    generic = types.native_generic(t)
    if generic is not None:  # deque[int]: pyaot::Deque<pyaot::Int>
        template, parts = generic
        inner = [value_type(a) for a in parts]
        return None if None in inner else f"{template}<{', '.join(inner)}>"
    p = types.parse(t)
    if types.is_vtuple(t):
        inner = value_type(str(p.args[0]))
        return None if inner is None else f"pyaot::VTuple<{inner}>"
    if p.head == "obj":  # an instance of a user class: a shared reference
        return f"std::shared_ptr<{class_struct(str(p.args[0]))}>"
    if p.head == "class":  # the class itself (a classmethod's cls): resolved statically
        return "pyaot::NoneType"
    if p.head in GENERICS:
        inner = [value_type(str(a)) for a in p.args]
        if any(i is None for i in inner):
            return None
        return f"{GENERICS[p.head]}<{', '.join(inner)}>"
    return None


def array_type(t: str) -> str:
    parsed = ndops.parse_array_type(t)
    if parsed is None:
        raise KeyError(t)
    return f"pyaot::nd::array<{CPP_ELEMENT[parsed[0]]}>"


class _CppTypes(dict):
    """IR type -> C++ type, every kind of type."""

    def __missing__(self, t: str) -> str:
        if ndops.is_array(t):
            return array_type(t)
        if types.head(t) == "fn":
            return "auto"  # a closure: a deduced type (abbreviated function template)
        if types.head(t) == "iter":  # what a generator function returns
            return f"pyaot::Generator<{self[types.args(t)[0]]}>"
        if types.head(t) == "tuple" and not types.is_vtuple(t):
            # An item a loop draws and unpacks at once: groupby's (key, group).
            return f"std::tuple<{', '.join(self[a] for a in types.args(t))}>"
        spelled = value_type(t)
        if spelled is None:
            raise TypeError(f"no C++ type for {t!r}")
        return spelled


# None as a value (a variable, an element, an argument) is pyaot::NoneType; a
# function returning None returns void (result_type).
CPP_TYPES = _CppTypes({ir.INT: "pyaot::Int", ir.FLOAT: "double", ir.BOOL: "bool",
                       ir.NONE: "pyaot::NoneType"})


def result_type(t: str) -> str:
    return "void" if t == ir.NONE else CPP_TYPES[t]


# ------------------------------------------------------------ names, literals

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


def local_name(name: str) -> str:
    if "." in name:  # a compiler-made name ("chain.1", a renamed comprehension variable)
        return "pyaot_f_" + name.replace("_", "_0").replace(".", "_")
    if name in _CPP_KEYWORDS or name.startswith("_") or "__" in name or name.startswith("pyaot"):
        return "pyaot_v_" + name.replace("_", "_0")
    return name


def global_accessor(qualname: str) -> str:
    """The function returning (a reference to) a module variable, or running
    a module-level statement (`mod.<module>:12`). A character other than a
    letter, digit, `_` or `.` is `_9` and its code in hex, then `_` (no
    identifier after a `.` starts with a digit)."""
    return "pyaot_g_" + "".join(
        c if c.isascii() and c.isalnum() else "_0" if c == "_" else "_" if c == "." else
        f"_9{ord(c):x}_" for c in qualname)


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


def c_quote(text: str) -> str:
    """A C++ string literal of text as it is (backslashes and quotes escaped)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def c_string_sized(text: str) -> str:
    """std::string(literal, size): keeps embedded NUL characters."""
    return f"std::string({c_string(text)}, {len(text.encode('utf-8'))})"
