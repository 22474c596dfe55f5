"""Hand-written companion of the fuzzer's mismatch_12dc… family: a variable
of the enclosing function that may be unbound, read from a nested scope.
CPython 3.11 compiles comprehensions, generator expressions and lambdas as
functions of their own, so the read raises NameError ("cannot access free
variable ... in enclosing scope"), while a comprehension's first iterable is
evaluated in the enclosing function (UnboundLocalError); a generator
expression that is never drawn from never reads it.
"""
# entry: scopes
# compile: evaluate-constants
# inputs: [0, 1.0, false, 3, [1, 2], {"a": 1}]
import math
from typing import Iterator


def scopes(a: int, b: float, c: bool, d: int, xs: list[int], m: dict[str, int]) -> list[str]:
    out: list[str] = []
    if c:
        k = 1
    try:
        out.append(str([x + k for x in xs]))
    except NameError as e:
        out.append(f"list comprehension: {type(e).__name__}: {e}")
    try:
        out.append(str({x: k for x in xs}))
    except NameError as e:
        out.append(f"dict comprehension: {type(e).__name__}: {e}")
    try:
        out.append(str([[y for y in range(k)] for x in xs]))
    except NameError as e:
        out.append(f"nested: {type(e).__name__}: {e}")
    try:
        out.append(str([x for x in range(k)]))
    except NameError as e:
        out.append(f"first iterable: {type(e).__name__}: {e}")
    g = (x + k for x in xs[:a])
    out.append(f"never drawn: {sum(g)}")
    try:
        out.append(str(sum(x + k for x in xs)))
    except NameError as e:
        out.append(f"generator expression: {type(e).__name__}: {e}")
    f = lambda y: y + k
    try:
        out.append(str(f(d)))
    except NameError as e:
        out.append(f"lambda: {type(e).__name__}: {e}")
    return out
