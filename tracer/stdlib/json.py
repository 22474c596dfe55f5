"""json.dumps, as CPython's Lib/json/encoder.py encodes (its pure-Python
_make_iterencode, which the C encoder follows step for step): dicts, lists,
tuples, str, int, float, bool and None, with indent, sort_keys, separators,
ensure_ascii and allow_nan. See README.md beside this file.

Each function types per call, so a value's encoder is specialised for its
type: isinstance tests on a known type are decided at build time, and a
union (a dict's int | str values) tests the member held. `default=` and
`cls=` are not taken (no object hook: an instance raises CPython's
TypeError), nor check_circular (compiled containers of one type cannot hold
themselves through a value of another, and CPython's own ValueError for a
list holding itself is not raised here)."""

_ESCAPED = '"\\\n\r\t\b\f'
_ESCAPES = ('\\"', "\\\\", "\\n", "\\r", "\\t", "\\b", "\\f")  # of _ESCAPED's, in order
_HEX = "0123456789abcdef"


def _u(n):
    return "\\u" + _HEX[(n >> 12) & 15] + _HEX[(n >> 8) & 15] + _HEX[(n >> 4) & 15] + _HEX[n & 15]


def _encode_str(s, ensure_ascii):
    """py_encode_basestring(_ascii): the quoted string, escaped."""
    out = ['"']
    for c in s:
        k = _ESCAPED.find(c)
        if k >= 0:
            out.append(_ESCAPES[k])
            continue
        n = ord(c)
        if n < 0x20:
            out.append(_u(n))
        elif n < 0x7F or not ensure_ascii:
            out.append(c)
        elif n < 0x10000:
            out.append(_u(n))
        else:  # a surrogate pair, as CPython writes it
            n -= 0x10000
            out.append(_u(0xD800 | ((n >> 10) & 0x3FF)))
            out.append(_u(0xDC00 | (n & 0x3FF)))
    out.append('"')
    return "".join(out)


def _float_str(o, allow_nan):
    """floatstr: repr, or JavaScript's names for the special values."""
    if o != o:
        text = "NaN"
    elif o == float("inf"):
        text = "Infinity"
    elif o == -float("inf"):
        text = "-Infinity"
    else:
        return repr(o)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant")  # CPython 3.11
    return text


def _key(key, allow_nan):
    """A dict key as JSON's object keys are: a string."""
    if isinstance(key, str):
        return key
    if isinstance(key, bool):
        return "true" if key else "false"
    if isinstance(key, float):
        return _float_str(key, allow_nan)
    if isinstance(key, int):
        return repr(key)
    if key is None:
        return "null"
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def _array(o, out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii, allow_nan):
    if not o:
        out.append("[]")
        return
    level, separator = _open(out, "[", level, indent, item_sep)
    # By index: o may be a union of lists (list[str] | list[float]),
    # whose len() and items each member gives.
    for i in range(len(o)):
        if i:
            out.append(separator)
        _encode(o[i], out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii,
                allow_nan)
    _close(out, "]", level, indent)


def _open(out, bracket, level, indent, item_sep):
    """The bracket, and where indenting a newline and the next level's
    indent: (the items' level, what goes between items)."""
    out.append(bracket)
    if indent is None:
        return level, item_sep
    level += 1
    newline = "\n" + indent * level
    out.append(newline)
    return level, item_sep + newline


def _close(out, bracket, level, indent):
    if indent is not None:
        out.append("\n" + indent * (level - 1))
    out.append(bracket)


def _encode(o, out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii, allow_nan):
    if o is None:
        out.append("null")
    elif isinstance(o, str):
        out.append(_encode_str(o, ensure_ascii))
    elif isinstance(o, bool):
        out.append("true" if o else "false")
    elif isinstance(o, int):
        out.append(repr(o))
    elif isinstance(o, float):
        out.append(_float_str(o, allow_nan))
    elif isinstance(o, list):  # one type per test: a union's list members narrow
        _array(o, out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii, allow_nan)
    elif isinstance(o, tuple):
        _array(o, out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii, allow_nan)
    elif isinstance(o, dict):
        if not o:
            out.append("{}")
            return
        level, separator = _open(out, "{", level, indent, item_sep)
        # sorted(dct.items()) in CPython: keys are unique, so by key alone.
        items = sorted(o.items(), key=lambda kv: kv[0]) if sort_keys else list(o.items())
        first = True
        for key, value in items:
            if not first:
                out.append(separator)
            first = False
            out.append(_encode_str(_key(key, allow_nan), ensure_ascii))
            out.append(key_sep)
            _encode(value, out, level, indent, item_sep, key_sep, sort_keys, ensure_ascii,
                    allow_nan)
        _close(out, "}", level, indent)
    else:
        raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")


def dumps(obj, *, ensure_ascii=True, allow_nan=True, indent=None, separators=None,
          sort_keys=False):
    if separators is None:
        item_sep, key_sep = (", ", ": ") if indent is None else (",", ": ")
    else:
        item_sep, key_sep = separators
    out = []
    _encode(obj, out, 0, _indent_text(indent), item_sep, key_sep, sort_keys, ensure_ascii,
            allow_nan)
    return "".join(out)


def _indent_text(indent):
    """What each level indents by: a str as it is, n spaces for an int n."""
    if indent is None:
        return None
    if isinstance(indent, str):
        return indent
    return " " * indent
