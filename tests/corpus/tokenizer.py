"""A regex-free tokenizer for a small programming language, with line and
column tracking and a token histogram."""

from collections import Counter
from dataclasses import dataclass

KEYWORDS = {"let", "fn", "if", "else", "while", "return", "true", "false"}
OPERATORS = ["==", "!=", "<=", ">=", "&&", "||", "->", "+", "-", "*", "/",
             "%", "=", "<", ">", "!", "(", ")", "{", "}", ",", ";"]

SOURCE = '''
fn fact(n) -> int {
    if n <= 1 { return 1; }
    return n * fact(n - 1);
}
let total = 0;
let i = 10;
while i != 0 {
    total = total + fact(i) % 97;  # keep it small
    i = i - 1;
}
let msg = "done: \\"ok\\"";
'''


@dataclass
class Token:
    kind: str
    text: str
    line: int
    col: int


class LexError(Exception):
    pass


def tokenize(src):
    tokens = []
    line, col, i = 1, 1, 0
    while i < len(src):
        ch = src[i]
        if ch == "\n":
            line, col, i = line + 1, 1, i + 1
            continue
        if ch.isspace():
            i += 1
            col += 1
            continue
        if ch == "#":
            while i < len(src) and src[i] != "\n":
                i += 1
            continue
        start = i
        if ch.isalpha() or ch == "_":
            while i < len(src) and (src[i].isalnum() or src[i] == "_"):
                i += 1
            word = src[start:i]
            kind = "keyword" if word in KEYWORDS else "name"
        elif ch.isdigit():
            while i < len(src) and src[i].isdigit():
                i += 1
            kind = "number"
        elif ch == '"':
            i += 1
            while src[i] != '"':
                i += 2 if src[i] == "\\" else 1
            i += 1
            kind = "string"
        else:
            for op in OPERATORS:
                if src.startswith(op, i):
                    i += len(op)
                    kind = "op"
                    break
            else:
                raise LexError("line %d col %d: unexpected %r" % (line, col, ch))
        tokens.append(Token(kind, src[start:i], line, col))
        col += i - start
    return tokens


def main() -> None:
    tokens = tokenize(SOURCE)
    for t in tokens[:12]:
        print(f"{t.line:3}:{t.col:<3} {t.kind:8} {t.text}")
    print("...", len(tokens), "tokens")
    counts = Counter(t.kind for t in tokens)
    for kind, n in counts.most_common():
        print(kind, n)
    ops = Counter(t.text for t in tokens if t.kind == "op")
    print(sorted(ops.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
    print(tokens[-2])
    try:
        tokenize("let x = 3 @ 4;")
    except LexError as e:
        print("error:", e)


if __name__ == "__main__":
    main()
