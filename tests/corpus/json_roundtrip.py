"""A hand-written JSON encoder and recursive-descent parser, round-tripping
nested data (no json module)."""

ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t'}


def dump(value, indent=0):
    pad = "  " * indent
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + "".join(ESCAPES.get(c, c) for c in value) + '"'
    if isinstance(value, list):
        if not value:
            return "[]"
        inner = ",\n".join(pad + "  " + dump(v, indent + 1) for v in value)
        return "[\n" + inner + "\n" + pad + "]"
    if isinstance(value, dict):
        items = []
        for k in sorted(value):
            items.append(pad + "  " + dump(k) + ": " + dump(value[k], indent + 1))
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    raise TypeError("cannot encode %r" % (value,))


class ParseError(Exception):
    pass


class Parser:
    def __init__(self, text):
        self.text = text
        self.pos = 0

    def skip(self):
        while self.pos < len(self.text) and self.text[self.pos] in " \n\t\r":
            self.pos += 1

    def expect(self, ch):
        self.skip()
        if self.text[self.pos] != ch:
            raise ParseError(f"expected {ch!r} at {self.pos}")
        self.pos += 1

    def value(self):
        self.skip()
        c = self.text[self.pos]
        if c == "{":
            self.pos += 1
            out = {}
            self.skip()
            if self.text[self.pos] == "}":
                self.pos += 1
                return out
            while True:
                key = self.value()
                self.expect(":")
                out[key] = self.value()
                self.skip()
                if self.text[self.pos] == ",":
                    self.pos += 1
                    continue
                self.expect("}")
                return out
        if c == "[":
            self.pos += 1
            items = []
            self.skip()
            if self.text[self.pos] == "]":
                self.pos += 1
                return items
            while True:
                items.append(self.value())
                self.skip()
                if self.text[self.pos] == ",":
                    self.pos += 1
                    continue
                self.expect("]")
                return items
        if c == '"':
            self.pos += 1
            chars = []
            while self.text[self.pos] != '"':
                ch = self.text[self.pos]
                if ch == "\\":
                    self.pos += 1
                    ch = {"n": "\n", "t": "\t"}.get(self.text[self.pos], self.text[self.pos])
                chars.append(ch)
                self.pos += 1
            self.pos += 1
            return "".join(chars)
        for word, val in (("null", None), ("true", True), ("false", False)):
            if self.text.startswith(word, self.pos):
                self.pos += len(word)
                return val
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "+-0123456789.eE":
            self.pos += 1
        num = self.text[start:self.pos]
        if not num:
            raise ParseError("unexpected %r at %d" % (c, start))
        return float(num) if any(ch in num for ch in ".eE") else int(num)


DATA = {
    "name": "inventory \"main\"",
    "version": 3,
    "ratio": 0.75,
    "active": True,
    "owner": None,
    "items": [
        {"sku": "A-1", "qty": 12, "tags": ["red", "small"]},
        {"sku": "B-7", "qty": 0, "tags": []},
        {"sku": "C-3", "qty": 5, "tags": ["tab\there"], "price": 19.5},
    ],
    "matrix": [[1, 2], [3, 4]],
}


def main() -> None:
    text = dump(DATA)
    print(text)
    back = Parser(text).value()
    print("round trip equal:", back == DATA)
    print("total qty:", sum(item["qty"] for item in back["items"]))
    for bad in ['{"a" 1}', '[1, 2', '@']:
        try:
            Parser(bad).value()
        except ParseError as e:
            print("error:", e)
        except IndexError:
            print("error: truncated input", repr(bad))


if __name__ == "__main__":
    main()
