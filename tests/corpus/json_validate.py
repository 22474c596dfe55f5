"""A small JSON-ish pretty printer and a schema-driven recursive validator."""
from __future__ import annotations

from typing import Any, Union

JSON = Union[None, bool, int, float, str, list["JSON"], dict[str, "JSON"]]
Schema = dict[str, Any]

ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def quote(s: str) -> str:
    out = []
    for ch in s:
        if ch in ESCAPES:
            out.append(ESCAPES[ch])
        elif ord(ch) < 0x20:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def dumps(value: JSON, indent: int = 2, level: int = 0, sort_keys: bool = True) -> str:
    pad = " " * (indent * (level + 1))
    end_pad = " " * (indent * level)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"cannot encode {value!r}")
        return repr(value)
    if isinstance(value, str):
        return quote(value)
    if isinstance(value, (list, tuple)):
        if not value:
            return "[]"
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value) and len(value) <= 6:
            return "[" + ", ".join(dumps(v) for v in value) + "]"
        items = [pad + dumps(v, indent, level + 1, sort_keys) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + end_pad + "]"
    if isinstance(value, dict):
        if not value:
            return "{}"
        keys = sorted(value) if sort_keys else list(value)
        items = [f"{pad}{quote(k)}: {dumps(value[k], indent, level + 1, sort_keys)}" for k in keys]
        return "{\n" + ",\n".join(items) + "\n" + end_pad + "}"
    raise TypeError(f"unsupported type {type(value).__name__}")


TYPE_MAP: dict[str, tuple[type, ...]] = {
    "null": (type(None),),
    "boolean": (bool,),
    "integer": (int,),
    "number": (int, float),
    "string": (str,),
    "array": (list, tuple),
    "object": (dict,),
}


def type_ok(value: Any, name: str) -> bool:
    if name in ("integer", "number") and isinstance(value, bool):
        return False
    return isinstance(value, TYPE_MAP[name])


def validate(value: Any, schema: Schema, path: str = "$") -> list[str]:
    errors: list[str] = []
    expected = schema.get("type")
    if expected is not None:
        names = expected if isinstance(expected, list) else [expected]
        if not any(type_ok(value, n) for n in names):
            errors.append(f"{path}: expected {'|'.join(names)}, got {type(value).__name__}")
            return errors
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} not in {schema['enum']!r}")
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        lo, hi = schema.get("minimum"), schema.get("maximum")
        if lo is not None and value < lo:
            errors.append(f"{path}: {value} < minimum {lo}")
        if hi is not None and value > hi:
            errors.append(f"{path}: {value} > maximum {hi}")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            errors.append(f"{path}: string too short ({len(value)})")
    if isinstance(value, (list, tuple)):
        item_schema = schema.get("items")
        if item_schema:
            for i, item in enumerate(value):
                errors.extend(validate(item, item_schema, f"{path}[{i}]"))
        if schema.get("uniqueItems") and len(set(map(repr, value))) != len(value):
            errors.append(f"{path}: items not unique")
    if isinstance(value, dict):
        props: dict[str, Schema] = schema.get("properties", {})
        for req in schema.get("required", []):
            if req not in value:
                errors.append(f"{path}: missing required key {req!r}")
        for key in sorted(value):
            sub = props.get(key)
            if sub is not None:
                errors.extend(validate(value[key], sub, f"{path}.{key}"))
            elif schema.get("additionalProperties") is False:
                errors.append(f"{path}: unexpected key {key!r}")
    return errors


def depth(value: JSON) -> int:
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


USER_SCHEMA: Schema = {
    "type": "object",
    "required": ["name", "age", "tags"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "minLength": 2},
        "age": {"type": "integer", "minimum": 0, "maximum": 150},
        "score": {"type": ["number", "null"]},
        "role": {"enum": ["admin", "user", "guest"]},
        "tags": {"type": "array", "items": {"type": "string"}, "uniqueItems": True},
        "address": {
            "type": "object",
            "required": ["city"],
            "properties": {"city": {"type": "string"}, "zip": {"type": "string"}},
        },
    },
}


def main() -> None:
    doc: JSON = {
        "name": "Ada \"Countess\" Lovelace",
        "age": 36,
        "score": 98.5,
        "role": "admin",
        "tags": ["math", "poetry\tscience"],
        "address": {"city": "London", "zip": "W1"},
        "history": [1815, 1833, 1843, 1852],
        "misc": [None, True, {"nested": []}, {}],
    }
    print(dumps(doc))
    print(f"depth={depth(doc)}")
    good = {k: v for k, v in doc.items() if k not in ("history", "misc")}
    print("valid:", validate(good, USER_SCHEMA) == [])
    bad = {"name": "X", "age": True, "score": "high", "role": "root",
           "tags": ["a", "a", 3], "address": {"zip": 12}, "extra": 1}
    for err in validate(bad, USER_SCHEMA):
        print(" -", err)
    try:
        dumps({"x": float("nan")})
    except ValueError as exc:
        print("error:", exc)


if __name__ == "__main__":
    main()
