"""Regex tokenizer and Pratt (top-down operator precedence) parser for a calculator language."""
import math
import re
from dataclasses import dataclass
from typing import Callable, Iterator, NamedTuple


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?(?:[eE][-+]?\d+)?"),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"\*\*|==|!=|<=|>=|[-+*/%^(),=<>!?:]"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
MASTER_RE = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))


class ParseError(Exception):
    def __init__(self, msg: str, pos: int):
        super().__init__(f"{msg} at column {pos}")
        self.pos = pos


class EvalError(Exception):
    pass


def tokenize(src: str) -> Iterator[Token]:
    for m in MASTER_RE.finditer(src):
        kind = m.lastgroup
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise ParseError(f"unexpected character {m.group()!r}", m.start())
        yield Token(kind, m.group(), m.start())
    yield Token("EOF", "", len(src))


# binding powers: (left bp, right bp)
INFIX = {
    "?": (2, 1),
    "==": (3, 4), "!=": (3, 4), "<": (5, 6), ">": (5, 6), "<=": (5, 6), ">=": (5, 6),
    "+": (7, 8), "-": (7, 8),
    "*": (9, 10), "/": (9, 10), "%": (9, 10),
    "**": (14, 13), "^": (14, 13),
}
PREFIX_BP = 11
POSTFIX = {"!": 15}


@dataclass
class Node:
    op: str
    args: tuple

    def __str__(self) -> str:
        if not self.args:
            return self.op
        return "(" + " ".join([self.op, *map(str, self.args)]) + ")"


class Parser:
    def __init__(self, src: str):
        self.tokens = list(tokenize(src))
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def next(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text: str) -> Token:
        tok = self.next()
        if tok.text != text:
            raise ParseError(f"expected {text!r}, got {tok.text or 'EOF'!r}", tok.pos)
        return tok

    def parse(self) -> Node:
        node = self.expr(0)
        if self.peek().kind != "EOF":
            raise ParseError(f"trailing input {self.peek().text!r}", self.peek().pos)
        return node

    def expr(self, min_bp: int) -> Node:
        tok = self.next()
        if tok.kind in ("NUMBER", "NAME"):
            lhs = Node(tok.text, ())
            if tok.kind == "NAME" and self.peek().text == "(":
                self.next()
                args = []
                if self.peek().text != ")":
                    args.append(self.expr(0))
                    while self.peek().text == ",":
                        self.next()
                        args.append(self.expr(0))
                self.expect(")")
                lhs = Node("call:" + tok.text, tuple(args))
        elif tok.text == "(":
            lhs = self.expr(0)
            self.expect(")")
        elif tok.text in ("-", "+"):
            lhs = Node("neg" if tok.text == "-" else "pos", (self.expr(PREFIX_BP),))
        else:
            raise ParseError(f"unexpected {tok.text or 'EOF'!r}", tok.pos)

        while True:
            op = self.peek()
            if op.text in POSTFIX:
                if POSTFIX[op.text] < min_bp:
                    break
                self.next()
                lhs = Node("fact", (lhs,))
                continue
            if op.text not in INFIX:
                break
            lbp, rbp = INFIX[op.text]
            if lbp < min_bp:
                break
            self.next()
            if op.text == "?":
                mid = self.expr(0)
                self.expect(":")
                rhs = self.expr(rbp)
                lhs = Node("?:", (lhs, mid, rhs))
            else:
                lhs = Node("**" if op.text == "^" else op.text, (lhs, self.expr(rbp)))
        return lhs


BINOPS: dict[str, Callable] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a / b, "%": lambda a, b: a % b, "**": lambda a, b: a ** b,
    "==": lambda a, b: int(a == b), "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b), ">": lambda a, b: int(a > b),
    "<=": lambda a, b: int(a <= b), ">=": lambda a, b: int(a >= b),
}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "gcd": math.gcd, "hypot": math.hypot}
VARS = {"pi": math.pi, "e": math.e, "x": 7, "y": 3}


def evaluate(node: Node):
    op, args = node.op, node.args
    if not args and not op.startswith("call:"):
        if op[0].isdigit():
            return float(op) if any(c in op for c in ".eE") else int(op)
        if op not in VARS:
            raise EvalError(f"unknown variable {op}")
        return VARS[op]
    if op == "neg":
        return -evaluate(args[0])
    if op == "pos":
        return +evaluate(args[0])
    if op == "fact":
        return math.factorial(evaluate(args[0]))
    if op == "?:":
        return evaluate(args[1]) if evaluate(args[0]) else evaluate(args[2])
    if op.startswith("call:"):
        fname = op[5:]
        try:
            return FUNCS[fname](*map(evaluate, args))
        except KeyError:
            raise EvalError(f"unknown function {fname}") from None
    try:
        return BINOPS[op](evaluate(args[0]), evaluate(args[1]))
    except ZeroDivisionError:
        raise EvalError("division by zero") from None


EXAMPLES = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ** 3 ** 2",
    "-2 ^ 2",
    "5! / 3!",
    "x > y ? x - y : y - x",
    "1 < 2 == 2 < 3",
    "max(x, y * 4, 10) % 7",
    "hypot(3, 4) + sqrt(16)",
    "gcd(84, 36) * -(-2)",
    "1.5e2 / 4 - pi",
    "1 / (x - 7)",
    "foo(1)",
    "3 + * 4",
    "(1 + 2",
    "2 $ 3",
    "z * 2",
]


def main() -> None:
    for src in EXAMPLES:
        try:
            tree = Parser(src).parse()
            value = evaluate(tree)
        except ParseError as e:
            print(f"{src:<26} parse error: {e}")
            continue
        except EvalError as e:
            print(f"{src:<26} eval error: {e}")
            continue
        shown = f"{value:.6g}" if isinstance(value, float) else str(value)
        print(f"{src:<26} {str(tree):<34} = {shown}")
    kinds = {}
    for tok in tokenize("a1 = 3.25e-1 * (b + 42) ** 2 != c"):
        kinds.setdefault(tok.kind, []).append(tok.text)
    for k, v in sorted(kinds.items()):
        print(f"{k:>6}: {v}")


if __name__ == "__main__":
    main()
