"""A tokenizer with a compiled regular expression, a recursive-descent
evaluator written as nested functions sharing the enclosing scope
(nonlocal pos), dataclasses with order= and field(), and text statistics
with re.findall/sub/split."""

import re
from dataclasses import dataclass, field


@dataclass
class Token:
    kind: str
    text: str
    pos: int = 0


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    tags: list = field(default_factory=list, compare=False)


TOKEN_RE = re.compile(r"\s*(?:(\d+\.?\d*)|(\w+)|(.))")


def tokenize(text):
    tokens = []
    for m in TOKEN_RE.finditer(text):
        num, name, op = m.groups()
        if num:
            tokens.append(Token("num", num, m.start()))
        elif name:
            tokens.append(Token("name", name, m.start()))
        elif op and not op.isspace():
            tokens.append(Token("op", op, m.start()))
    return tokens


def evaluate(tokens, env):
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def advance():
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        return tok

    def atom():
        tok = advance()
        if tok.kind == "num":
            return float(tok.text)
        if tok.kind == "name":
            if tok.text not in env:
                raise NameError(f"undefined: {tok.text}")
            return env[tok.text]
        if tok.text == "(":
            v = expr()
            advance()
            return v
        if tok.text == "-":
            return -atom()
        raise SyntaxError(f"unexpected {tok.text!r} at {tok.pos}")

    def term():
        v = atom()
        while peek() is not None and peek().text in "*/":
            op = advance().text
            rhs = atom()
            v = v * rhs if op == "*" else v / rhs
        return v

    def expr():
        v = term()
        while peek() is not None and peek().text in "+-":
            op = advance().text
            rhs = term()
            v = v + rhs if op == "+" else v - rhs
        return v

    return expr()


def main(n: int) -> None:
    env = {"x": 2.0, "y": float(n)}
    for src in ["1 + 2 * 3", "(x + y) / 4", "-x * -y", "z + 1", "2 / (y - y)", "3 $ 4"]:
        try:
            print(f"{src:>12} = {evaluate(tokenize(src), env):.3f}")
        except (NameError, SyntaxError) as e:
            print(f"{src:>12} ! {type(e).__name__}: {e}")
        except ZeroDivisionError as e:
            print(f"{src:>12} ! division: {e}")
    tasks = [Task(3, "write"), Task(1, "plan", ["a"]), Task(2, "test")]
    tasks.sort()
    print(*[t.name for t in tasks], sep=", ")
    matrix = [[1, 2, 3], [4, 5, 6]]
    print(list(zip(*matrix)), any(v > 5 for row in matrix for v in row), all(matrix))
    words = re.findall(r"[a-z]+", "The quick brown fox, the lazy dog; THE end.".lower())
    index = {}
    for i, w in enumerate(words):
        index.setdefault(w, []).append(i)
    print(sorted(index.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:3])
    print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "mail bob@home now"), re.split(r"[,;]\s*", "a, b;c"))
    for i in reversed(range(0, 10, 3)):
        print(i, end=" ")
    print()
    counter = 0
    while True:
        counter += 1
        if counter ** 2 > n * 10:
            break
    print(counter, tasks[0])


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]))
