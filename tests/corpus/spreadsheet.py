"""A tiny spreadsheet: cells hold numbers or formulas (=A1+B2*2,
=SUM(A1:A3)), evaluated on demand with memoization, cycle detection and
errors reported per cell."""

import operator

OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv}

SHEET = {
    "A1": "10", "A2": "20", "A3": "30.5",
    "B1": "=A1*2", "B2": "=SUM(A1:A3)", "B3": "=B2/A1",
    "C1": "=B1+B2-A3", "C2": "=C3+1", "C3": "=C2*2",
    "D1": "=A1/0", "D2": "=Z9+1", "D3": "=MAX(A1:B3)",
}


class CellError(Exception):
    pass


def cell_range(a, b):
    cols = [chr(c) for c in range(ord(a[0]), ord(b[0]) + 1)]
    rows = range(int(a[1:]), int(b[1:]) + 1)
    return [f"{c}{r}" for c in cols for r in rows]


class Sheet:
    def __init__(self, cells):
        self.cells = cells
        self.cache = {}
        self.visiting = set()

    def value(self, ref):
        if ref in self.cache:
            return self.cache[ref]
        if ref not in self.cells:
            raise CellError(f"#REF! {ref}")
        if ref in self.visiting:
            raise CellError(f"#CYCLE! {ref}")
        self.visiting.add(ref)
        try:
            text = self.cells[ref]
            result = self.formula(text[1:]) if text.startswith("=") else float(text)
        finally:
            self.visiting.discard(ref)
        self.cache[ref] = result
        return result

    def term(self, tok):
        for fn, agg in (("SUM(", sum), ("MAX(", max), ("MIN(", min)):
            if tok.startswith(fn):
                a, b = tok[len(fn):-1].split(":")
                return agg(self.value(r) for r in cell_range(a, b))
        if tok[0].isalpha():
            return self.value(tok)
        return float(tok)

    def formula(self, text):
        tokens, cur = [], ""
        depth = 0
        for ch in text:
            if ch in OPS and depth == 0:
                tokens += [cur, ch]
                cur = ""
            else:
                depth += (ch == "(") - (ch == ")")
                cur += ch
        tokens.append(cur)
        # * and / first, then + and -
        stack = [self.term(tokens[0])]
        for op, tok in zip(tokens[1::2], tokens[2::2]):
            v = self.term(tok)
            if op in "*/":
                try:
                    stack[-1] = OPS[op](stack[-1], v)
                except ZeroDivisionError:
                    raise CellError("#DIV/0!")
            else:
                stack += [op, v]
        result = stack[0]
        for op, v in zip(stack[1::2], stack[2::2]):
            result = OPS[op](result, v)
        return result


def main() -> None:
    sheet = Sheet(SHEET)
    for ref in sorted(SHEET):
        try:
            v = sheet.value(ref)
            print(f"{ref:3} {SHEET[ref]:14} {v:10.3f}")
        except CellError as e:
            print(f"{ref:3} {SHEET[ref]:14} {e}")
    print("range A1:B2 =", cell_range("A1", "B2"))
    print("cached:", len(sheet.cache), "cells")


if __name__ == "__main__":
    main()
