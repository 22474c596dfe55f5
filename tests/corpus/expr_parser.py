"""A hand-written tokenizer and recursive-descent parser for arithmetic with
variables, function calls, unary minus, right-associative '^', and
comparison; an AST of small classes; evaluation, constant folding,
pretty-printing with minimal parentheses, and symbolic differentiation."""

import math

NUMBER, NAME, OP, LPAREN, RPAREN, COMMA, END = "NUMBER", "NAME", "OP", "(", ")", ",", "END"

FUNCTIONS = {
    "sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "exp": math.exp,
    "ln": math.log, "abs": abs, "max": max, "min": min,
}
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 4}


class ParseError(Exception):
    def __init__(self, message, pos):
        super().__init__(f"{message} at position {pos}")
        self.pos = pos


class EvalError(Exception):
    pass


class Token:
    __slots__ = ("kind", "text", "pos")

    def __init__(self, kind, text, pos):
        self.kind = kind
        self.text = text
        self.pos = pos

    def __repr__(self):
        return f"{self.kind}:{self.text}"


def tokenize(src):
    tokens = []
    i = 0
    while i < len(src):
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit() or (c == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            if j < len(src) and src[j] in "eE":
                j += 1
                if j < len(src) and src[j] in "+-":
                    j += 1
                while j < len(src) and src[j].isdigit():
                    j += 1
            tokens.append(Token(NUMBER, src[i:j], i))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(Token(NAME, src[i:j], i))
            i = j
        elif c in "+-*/%^":
            tokens.append(Token(OP, c, i))
            i += 1
        elif c in "(),":
            tokens.append(Token(c, c, i))
            i += 1
        else:
            raise ParseError(f"unexpected character {c!r}", i)
    tokens.append(Token(END, "", len(src)))
    return tokens


class Node:
    prec = 9

    def __eq__(self, other):
        return type(self) is type(other) and self.key() == other.key()

    def __hash__(self):
        return hash((type(self).__name__, self.key()))


class Num(Node):
    def __init__(self, value):
        self.value = value

    def key(self):
        return (self.value,)

    def eval(self, env):
        return self.value

    def __str__(self):
        v = self.value
        return str(int(v)) if v == int(v) and abs(v) < 1e15 else repr(v)


class Var(Node):
    def __init__(self, name):
        self.name = name

    def key(self):
        return (self.name,)

    def eval(self, env):
        try:
            return env[self.name]
        except KeyError:
            raise EvalError(f"unbound variable {self.name}") from None

    def __str__(self):
        return self.name


class Neg(Node):
    prec = 3

    def __init__(self, arg):
        self.arg = arg

    def key(self):
        return (self.arg,)

    def eval(self, env):
        return -self.arg.eval(env)

    def __str__(self):
        s = str(self.arg)
        return "-" + (f"({s})" if self.arg.prec < self.prec else s)


class BinOp(Node):
    def __init__(self, op, left, right):
        self.op = op
        self.left = left
        self.right = right
        self.prec = PRECEDENCE[op]

    def key(self):
        return (self.op, self.left, self.right)

    def eval(self, env):
        a = self.left.eval(env)
        b = self.right.eval(env)
        if self.op == "+":
            return a + b
        if self.op == "-":
            return a - b
        if self.op == "*":
            return a * b
        if self.op == "^":
            return a ** b
        if b == 0:
            raise EvalError("division by zero")
        return a / b if self.op == "/" else a % b

    def __str__(self):
        right_assoc = self.op == "^"
        ls, rs = str(self.left), str(self.right)
        if self.left.prec < self.prec or (right_assoc and self.left.prec == self.prec):
            ls = f"({ls})"
        if self.right.prec < self.prec or (not right_assoc and self.right.prec == self.prec
                                           and self.op in "-/%"):
            rs = f"({rs})"
        sep = "" if self.op == "^" else " "
        return f"{ls}{sep}{self.op}{sep}{rs}"


class Call(Node):
    def __init__(self, name, args):
        self.name = name
        self.args = args

    def key(self):
        return (self.name, tuple(self.args))

    def eval(self, env):
        fn = FUNCTIONS.get(self.name)
        if fn is None:
            raise EvalError(f"unknown function {self.name}()")
        values = [a.eval(env) for a in self.args]
        try:
            return fn(*values)
        except (ValueError, TypeError) as e:
            raise EvalError(f"{self.name}: {e}") from None

    def __str__(self):
        return f"{self.name}({', '.join(map(str, self.args))})"


class Parser:
    def __init__(self, src):
        self.tokens = tokenize(src)
        self.i = 0

    def peek(self):
        return self.tokens[self.i]

    def advance(self):
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def expect(self, kind):
        tok = self.advance()
        if tok.kind != kind:
            raise ParseError(f"expected {kind!r}, got {tok.text or 'end'!r}", tok.pos)
        return tok

    def parse(self):
        node = self.expr(0)
        self.expect(END)
        return node

    def expr(self, min_prec):
        left = self.unary()
        while True:
            tok = self.peek()
            if tok.kind != OP or PRECEDENCE[tok.text] < min_prec:
                return left
            self.advance()
            op = tok.text
            next_min = PRECEDENCE[op] if op == "^" else PRECEDENCE[op] + 1
            left = BinOp(op, left, self.expr(next_min))

    def unary(self):
        tok = self.peek()
        if tok.kind == OP and tok.text == "-":
            self.advance()
            return Neg(self.expr(3))
        if tok.kind == OP and tok.text == "+":
            self.advance()
            return self.unary()
        return self.atom()

    def atom(self):
        tok = self.advance()
        if tok.kind == NUMBER:
            try:
                return Num(float(tok.text))
            except ValueError:
                raise ParseError(f"bad number {tok.text!r}", tok.pos) from None
        if tok.kind == NAME:
            if self.peek().kind == LPAREN:
                self.advance()
                args = []
                if self.peek().kind != RPAREN:
                    args.append(self.expr(0))
                    while self.peek().kind == COMMA:
                        self.advance()
                        args.append(self.expr(0))
                self.expect(RPAREN)
                return Call(tok.text, args)
            return Var(tok.text)
        if tok.kind == LPAREN:
            node = self.expr(0)
            self.expect(RPAREN)
            return node
        raise ParseError(f"unexpected {tok.text or 'end of input'!r}", tok.pos)


def simplify(node):
    if isinstance(node, BinOp):
        l, r = simplify(node.left), simplify(node.right)
        if isinstance(l, Num) and isinstance(r, Num):
            try:
                return Num(BinOp(node.op, l, r).eval({}))
            except EvalError:
                return BinOp(node.op, l, r)
        zero, one = Num(0.0), Num(1.0)
        if node.op == "+":
            if l == zero:
                return r
            if r == zero:
                return l
        if node.op == "-" and r == zero:
            return l
        if node.op == "*":
            if l == zero or r == zero:
                return zero
            if l == one:
                return r
            if r == one:
                return l
        if node.op in "/^" and r == one:
            return l
        if node.op == "^" and r == zero:
            return one
        return BinOp(node.op, l, r)
    if isinstance(node, Neg):
        a = simplify(node.arg)
        if isinstance(a, Num):
            return Num(-a.value)
        if isinstance(a, Neg):
            return a.arg
        return Neg(a)
    if isinstance(node, Call):
        return Call(node.name, [simplify(a) for a in node.args])
    return node


def diff(node, x):
    if isinstance(node, Num):
        return Num(0.0)
    if isinstance(node, Var):
        return Num(1.0 if node.name == x else 0.0)
    if isinstance(node, Neg):
        return Neg(diff(node.arg, x))
    if isinstance(node, BinOp):
        u, v = node.left, node.right
        du, dv = diff(u, x), diff(v, x)
        if node.op in "+-":
            return BinOp(node.op, du, dv)
        if node.op == "*":
            return BinOp("+", BinOp("*", du, v), BinOp("*", u, dv))
        if node.op == "/":
            return BinOp("/", BinOp("-", BinOp("*", du, v), BinOp("*", u, dv)), BinOp("^", v, Num(2.0)))
        if node.op == "^" and isinstance(v, Num):
            return BinOp("*", BinOp("*", v, BinOp("^", u, Num(v.value - 1))), du)
    if isinstance(node, Call) and len(node.args) == 1:
        a = node.args[0]
        inner = {"sin": lambda: Call("cos", [a]), "cos": lambda: Neg(Call("sin", [a])),
                 "exp": lambda: Call("exp", [a]), "ln": lambda: BinOp("/", Num(1.0), a)}
        if node.name in inner:
            return BinOp("*", inner[node.name](), diff(a, x))
    raise EvalError(f"cannot differentiate {node}")


EXPRESSIONS = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ^ 3 ^ 2",
    "(2 ^ 3) ^ 2",
    "-2 ^ 2",
    "10 - 4 - 3",
    "10 - (4 - 3)",
    "7 % 4 * 2 / 8",
    "x * x + 2 * x + 1",
    "sqrt(x ^ 2 + y ^ 2)",
    "max(1, x, y / 2) - min(3, 4)",
    "1.5e3 / .5 + abs(-3)",
    "sin(x) ^ 2 + cos(x) ^ 2",
    "exp(ln(y))",
    "1 / (x - 3)",
    "sqrt(-1)",
    "z + 1",
    "2 * (3 + 4",
    "4 $ 4",
    "3 + * 4",
    "foo(2)",
]


def main() -> None:
    env = {"x": 3.0, "y": 4.0, "pi": math.pi}
    print(tokenize("max(a_1, 2.5e-3) ^ -x"))
    for src in EXPRESSIONS:
        try:
            tree = Parser(src).parse()
        except ParseError as e:
            print(f"{src!r:32} parse error: {e}")
            continue
        try:
            value = tree.eval(env)
            print(f"{src!r:32} => {str(tree):28} = {value:.6g}")
        except EvalError as e:
            print(f"{src!r:32} => {str(tree):28} ! {e}")
    print()
    for src in ["x ^ 3 + 2 * x", "x * sin(x)", "1 / x", "exp(2 * x) - ln(x)", "(x + 1) * (x - 1)"]:
        tree = Parser(src).parse()
        d = simplify(diff(tree, "x"))
        h = 1e-6
        numeric = (tree.eval({"x": 2.0 + h}) - tree.eval({"x": 2.0 - h})) / (2 * h)
        print(f"d/dx {src:20} = {str(d):40} at 2: {d.eval({'x': 2.0}):.5f} ~ {numeric:.5f}")
    print(simplify(Parser("0 * x + 1 * (y + 0) - --z ^ 1").parse()))
    a, b = Parser("x + 1").parse(), Parser("(x) + (1)").parse()
    print(a == b, len({a, b, Parser("1 + x").parse()}))


if __name__ == "__main__":
    main()
