"""A tokenizer and recursive-descent evaluator for arithmetic with variables,
the kind found in every parsing tutorial. Errors are exceptions that the
driver loop reports and survives."""

import math


class CalcError(Exception):
    pass


class ParseError(CalcError):
    def __init__(self, message, position):
        super().__init__("%s at column %d" % (message, position + 1))
        self.position = position


NUMBER, NAME, OP, END = 'NUMBER', 'NAME', 'OP', 'END'
OPERATORS = '+-*/%^(),='

FUNCTIONS = {
    'sqrt': math.sqrt,
    'abs': abs,
    'floor': math.floor,
}

variables = {'pi': math.pi, 'e': math.e}


def tokenize(text):
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == '.':
            start = i
            while i < len(text) and (text[i].isdigit() or text[i] == '.'):
                i += 1
            literal = text[start:i]
            try:
                value = float(literal) if '.' in literal else int(literal)
            except ValueError:
                raise ParseError("bad number %r" % literal, start)
            tokens.append((NUMBER, value, start))
        elif ch.isalpha() or ch == '_':
            start = i
            while i < len(text) and (text[i].isalnum() or text[i] == '_'):
                i += 1
            tokens.append((NAME, text[start:i], start))
        elif ch in OPERATORS:
            tokens.append((OP, ch, i))
            i += 1
        else:
            raise ParseError("unexpected character %r" % ch, i)
    tokens.append((END, None, len(text)))
    return tokens


class Parser:
    def __init__(self, text):
        self.tokens = tokenize(text)
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos]

    def advance(self):
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def expect(self, op):
        kind, value, where = self.advance()
        if kind != OP or value != op:
            raise ParseError("expected %r" % op, where)

    def statement(self):
        kind, value, _ = self.peek()
        if kind == NAME and self.tokens[self.pos + 1][1] == '=':
            self.advance()
            self.advance()
            result = self.expression()
            variables[value] = result
        else:
            result = self.expression()
        kind, value, where = self.peek()
        if kind != END:
            raise ParseError("unexpected %r" % value, where)
        return result

    def expression(self):
        value = self.term()
        while self.peek()[1] in ('+', '-'):
            op = self.advance()[1]
            rhs = self.term()
            value = value + rhs if op == '+' else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek()[1] in ('*', '/', '%'):
            op = self.advance()[1]
            rhs = self.factor()
            if op == '*':
                value = value * rhs
            elif op == '/':
                value = value / rhs
            else:
                value = value % rhs
        return value

    def factor(self):
        if self.peek()[1] == '-':
            self.advance()
            return -self.factor()
        base = self.atom()
        if self.peek()[1] == '^':
            self.advance()
            return base ** self.factor()
        return base

    def atom(self):
        kind, value, where = self.advance()
        if kind == NUMBER:
            return value
        if kind == NAME:
            if self.peek()[1] == '(':
                self.advance()
                arg = self.expression()
                self.expect(')')
                if value not in FUNCTIONS:
                    raise CalcError("unknown function %s" % value)
                return FUNCTIONS[value](arg)
            if value not in variables:
                raise CalcError("undefined variable %s" % value)
            return variables[value]
        if kind == OP and value == '(':
            result = self.expression()
            self.expect(')')
            return result
        raise ParseError("unexpected %s" % ('end of input' if kind == END else repr(value)), where)


def evaluate(line):
    return Parser(line).statement()


SESSION = [
    "1 + 2 * 3",
    "(1 + 2) * 3",
    "2 ^ 3 ^ 2",
    "-2 ^ 2",
    "x = 7 / 2",
    "x * 4",
    "y = x % 2 + 10",
    "sqrt(y * y)",
    "floor(pi * 100)",
    "abs(-3.25) + e",
    "10 / (5 - 5)",
    "3 +",
    "4 $ 4",
    "z + 1",
    "1.2.3",
    "cube(3)",
    "(1 + 2",
    "17 % 5 * 2",
]


def main() -> None:
    ok = failed = 0
    for line in SESSION:
        try:
            result = evaluate(line)
        except ZeroDivisionError:
            print("%-16s -> error: division by zero" % line)
            failed += 1
        except CalcError as err:
            print("%-16s -> error: %s" % (line, err))
            failed += 1
        else:
            print("%-16s -> %s" % (line, result))
            ok += 1
    print("%d evaluated, %d failed" % (ok, failed))
    print("variables: %s" % ", ".join("%s=%g" % (k, v) for k, v in sorted(variables.items())))


if __name__ == "__main__":
    main()
