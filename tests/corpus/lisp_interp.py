"""A tiny Scheme interpreter in the style of Norvig's lis.py."""
import math
import operator as op
from typing import Any


class LispError(Exception):
    """Raised for any evaluation problem."""


Symbol = str
Number = (int, float)


class Env(dict):
    """An environment: a dict of {'var': val} pairs, with an outer Env."""

    def __init__(self, parms=(), args=(), outer=None):
        super().__init__(zip(parms, args))
        self.outer = outer

    def find(self, var: str) -> "Env":
        env = self
        while env is not None:
            if var in env:
                return env
            env = env.outer
        raise LispError(f"unbound symbol: {var}")


def tokenize(chars: str) -> list[str]:
    return chars.replace("(", " ( ").replace(")", " ) ").split()


def parse(program: str):
    return read_from_tokens(tokenize(program))


def read_from_tokens(tokens: list[str]):
    if not tokens:
        raise LispError("unexpected EOF")
    token = tokens.pop(0)
    if token == "(":
        lst = []
        while tokens and tokens[0] != ")":
            lst.append(read_from_tokens(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return lst
    if token == ")":
        raise LispError("unexpected )")
    return atom(token)


def atom(token: str):
    try:
        return int(token)
    except ValueError:
        try:
            return float(token)
        except ValueError:
            return Symbol(token)


def standard_env() -> Env:
    env = Env()
    env.update({k: getattr(math, k) for k in ("sqrt", "floor", "pi")})
    env.update({
        "+": op.add, "-": op.sub, "*": op.mul, "/": op.truediv,
        ">": op.gt, "<": op.lt, ">=": op.ge, "<=": op.le, "=": op.eq,
        "abs": abs, "append": op.add,
        "car": lambda x: x[0], "cdr": lambda x: x[1:],
        "cons": lambda x, y: [x] + y,
        "eq?": op.is_, "equal?": op.eq, "length": len,
        "list": lambda *x: list(x),
        "list?": lambda x: isinstance(x, list),
        "map": lambda f, xs: [f(x) for x in xs],
        "filter": lambda f, xs: [x for x in xs if f(x)],
        "max": max, "min": min, "not": op.not_,
        "null?": lambda x: x == [],
        "number?": lambda x: isinstance(x, Number),
        "quotient": op.floordiv, "remainder": op.mod,
    })
    return env


class Procedure:
    """A user-defined Scheme procedure."""

    def __init__(self, parms, body, env):
        self.parms, self.body, self.env = parms, body, env

    def __call__(self, *args):
        if len(args) != len(self.parms):
            raise LispError(f"expected {len(self.parms)} args, got {len(args)}")
        return eval_(self.body, Env(self.parms, args, self.env))

    def __repr__(self):
        return f"#<lambda ({' '.join(self.parms)})>"


global_env = standard_env()


def eval_(x, env: Env = global_env) -> Any:
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        if not x:
            raise LispError("empty application")
        head, *args = x
        if head == "quote":
            return args[0]
        if head == "if":
            test, conseq, alt = args
            x = conseq if eval_(test, env) else alt
            continue
        if head == "define":
            name, expr = args
            env[name] = eval_(expr, env)
            return None
        if head == "set!":
            name, expr = args
            env.find(name)[name] = eval_(expr, env)
            return None
        if head == "lambda":
            parms, body = args
            return Procedure(parms, body, env)
        if head == "begin":
            for e in args[:-1]:
                eval_(e, env)
            x = args[-1]
            continue
        if head == "let":
            bindings, body = args
            names = [b[0] for b in bindings]
            vals = [eval_(b[1], env) for b in bindings]
            x, env = body, Env(names, vals, env)
            continue
        proc = eval_(head, env)
        vals = [eval_(a, env) for a in args]
        if isinstance(proc, Procedure):
            x, env = proc.body, Env(proc.parms, vals, proc.env)
            if len(vals) != len(proc.parms):
                raise LispError("arity mismatch")
            continue
        if not callable(proc):
            raise LispError(f"not a procedure: {lispstr(proc)}")
        return proc(*vals)


def lispstr(exp) -> str:
    if isinstance(exp, list):
        return "(" + " ".join(map(lispstr, exp)) + ")"
    if isinstance(exp, bool):
        return "#t" if exp else "#f"
    if isinstance(exp, float):
        return "%.6g" % exp
    return str(exp)


PROGRAMS = [
    "(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))",
    "(fact 20)",
    "(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))",
    "(map fib (list 1 2 3 4 5 6 7 8 9 10))",
    "(define count (lambda (item L) (if (null? L) 0 (+ (if (equal? item (car L)) 1 0) (count item (cdr L))))))",
    "(count 0 (list 0 1 2 3 0 0))",
    "(define make-counter (lambda () (let ((n 0)) (lambda () (begin (set! n (+ n 1)) n)))))",
    "(define c (make-counter))",
    "(begin (c) (c) (c))",
    "(define loop (lambda (i acc) (if (= i 0) acc (loop (- i 1) (+ acc i)))))",
    "(loop 5000 0)",
    "(filter (lambda (x) (= (remainder x 3) 0)) (list 1 2 3 4 5 6 7 8 9))",
    "(sqrt (* pi 2))",
    "(cons 1 (quote (2 3)))",
    "(define compose (lambda (f g) (lambda (x) (f (g x)))))",
    "((compose car cdr) (quote (a b c)))",
    "(undefined-thing 1)",
    "(fact 1 2)",
    "(car (quote ())",
    "(let ((a 3) (b 4)) (sqrt (+ (* a a) (* b b))))",
    "compose",
]


def main() -> None:
    for src in PROGRAMS:
        try:
            val = eval_(parse(src))
        except LispError as e:
            print(f"error: {e}")
            continue
        except (IndexError, TypeError) as e:
            print(f"runtime error: {type(e).__name__}")
            continue
        if val is not None:
            print(f"{src[:40]:<40} => {lispstr(val)}")


if __name__ == "__main__":
    main()
