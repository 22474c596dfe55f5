"""Calculator language: tokenizer, precedence-climbing parser, tree-walking interpreter."""

import math
import operator
import re
from collections import namedtuple
from typing import Iterator

TOKEN_SPEC = [("NUMBER", r"\d+(?:\.\d+)?"), ("NAME", r"[A-Za-z_][A-Za-z_0-9]*"),
              ("OP", r"==|!=|<=|>=|[-+*/%^(),=<>]"), ("SKIP", r"[ \t]+"), ("MISMATCH", r".")]
TOKEN_RE = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))

Token = namedtuple("Token", "kind text pos")
Node = tuple


class CalcError(Exception):
    pass


def tokenize(src: str) -> Iterator[Token]:
    for m in TOKEN_RE.finditer(src):
        kind, text = m.lastgroup, m.group()
        if kind == "SKIP":
            continue
        if kind == "MISMATCH":
            raise CalcError(f"unexpected character {text!r} at {m.start()}")
        yield Token(kind, text, m.start())
    yield Token("EOF", "", len(src))


BINARY_PRECEDENCE = {"==": 1, "!=": 1, "<": 2, ">": 2, "<=": 2, ">=": 2,
                     "+": 3, "-": 3, "*": 4, "/": 4, "%": 4, "^": 5}
RIGHT_ASSOC = {"^"}


class Parser:
    def __init__(self, src: str) -> None:
        self.tokens = list(tokenize(src))
        self.i = 0

    def peek(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, text: str) -> None:
        tok = self.advance()
        if tok.text != text:
            raise CalcError(f"expected {text!r} but found {tok.text!r} at {tok.pos}")

    def comma_list(self, item) -> list:
        self.expect("(")
        items = []
        while self.peek().text != ")":
            items.append(item())
            if self.peek().text == ",":
                self.advance()
        self.expect(")")
        return items

    def statement(self) -> Node:
        keyword = self.peek().text
        if keyword in ("let", "def", "print"):
            self.advance()
        if keyword == "let":
            name = self.advance().text
            self.expect("=")
            node = ("let", name, self.expression())
        elif keyword == "def":
            name = self.advance().text
            params = self.comma_list(lambda: self.advance().text)
            self.expect("=")
            node = ("def", name, tuple(params), self.expression())
        else:
            node = ("print" if keyword == "print" else "expr", self.expression())
        if self.peek().kind != "EOF":
            raise CalcError(f"trailing input at {self.peek().pos}")
        return node

    def expression(self, min_prec: int = 0) -> Node:
        left = self.primary()
        while True:
            op = self.peek().text
            prec = BINARY_PRECEDENCE.get(op)
            if prec is None or prec < min_prec:
                return left
            self.advance()
            right = self.expression(prec if op in RIGHT_ASSOC else prec + 1)
            left = ("bin", op, left, right)

    def primary(self) -> Node:
        tok = self.advance()
        if tok.text == "-":
            return ("bin", "-", ("num", 0), self.primary())
        if tok.kind == "NUMBER":
            return ("num", float(tok.text) if "." in tok.text else int(tok.text))
        if tok.text == "(":
            inner = self.expression()
            self.expect(")")
            return inner
        if tok.text == "if":
            cond = self.expression()
            self.expect("then")
            a = self.expression()
            self.expect("else")
            return ("if", cond, a, self.expression())
        if tok.kind == "NAME":
            if self.peek().text == "(":
                return ("call", tok.text, self.comma_list(self.expression))
            return ("var", tok.text)
        raise CalcError(f"unexpected token {tok.text!r} at {tok.pos}")


OPS = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
       "%": operator.mod, "^": operator.pow}
for _sym, _name in zip(["==", "!=", "<", ">", "<=", ">="], "eq ne lt gt le ge".split()):
    OPS[_sym] = (lambda f: lambda a, b: int(f(a, b)))(getattr(operator, _name))
BUILTINS = {"sqrt": math.sqrt, "abs": abs, "max": max, "min": min}


class Interpreter:
    def __init__(self) -> None:
        self.globals: dict[str, float] = {"pi": math.pi}
        self.functions: dict[str, tuple[tuple[str, ...], Node]] = {}

    def run(self, line: str) -> None:
        stmt = Parser(line).statement()
        tag = stmt[0]
        if tag == "let":
            self.globals[stmt[1]] = self.eval(stmt[2], {})
        elif tag == "def":
            self.functions[stmt[1]] = (stmt[2], stmt[3])
        else:
            value = self.eval(stmt[1], {})
            if tag == "print":
                print(f"{value:.6g}" if isinstance(value, float) else value)

    def eval(self, node: Node, env: dict[str, float]) -> float:
        tag = node[0]
        if tag == "num":
            return node[1]
        if tag == "var":
            value = env.get(node[1], self.globals.get(node[1]))
            if value is None:
                raise CalcError(f"undefined variable {node[1]}")
            return value
        if tag == "bin":
            _, op, l, r = node
            return OPS[op](self.eval(l, env), self.eval(r, env))
        if tag == "if":
            return self.eval(node[2] if self.eval(node[1], env) else node[3], env)
        if tag == "call":
            _, name, arg_nodes = node
            args = [self.eval(a, env) for a in arg_nodes]
            if name in BUILTINS:
                return BUILTINS[name](*args)
            if name not in self.functions:
                raise CalcError(f"undefined function {name}")
            params, body = self.functions[name]
            if len(params) != len(args):
                raise CalcError(f"{name} expects {len(params)} args, got {len(args)}")
            return self.eval(body, dict(zip(params, args)))
        raise CalcError(f"bad node {tag}")


PROGRAM = """
let x = 3 * (4 + 2)
print 2 ^ 3 ^ 2
print -x + 10 % 4
def sq(n) = n * n
def fact(n) = if n <= 1 then 1 else n * fact(n - 1)
def fib(n) = if n < 2 then n else fib(n - 1) + fib(n - 2)
print sq(x) - 1
print fact(10)
print fib(15)
print sqrt(2) * pi
print max(sq(3), 7, abs(-12))
print 1 / 0
print y + sq(1, 2)
print 3 $ 4
print fact(20) == 2432902008176640000
"""


def main() -> None:
    interp = Interpreter()
    for lineno, line in enumerate(PROGRAM.strip().splitlines(), start=1):
        try:
            interp.run(line)
        except (CalcError, ZeroDivisionError) as err:
            print(f"line {lineno}: {type(err).__name__}: {err}")
    print("defined:", ", ".join(sorted(interp.functions)))


if __name__ == "__main__":
    main()
