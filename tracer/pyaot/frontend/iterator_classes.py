"""Iterator classes: a class defining `__next__` (raising StopIteration at
its end), as tutorials and older code write them. Iterating one (`for x in
obj`, list(obj), sum(obj)) calls iter(obj), then next() until StopIteration;
here that loop is a generator method the class is given (_SOURCE: next()
until StopIteration, yielding each item), lowered as any method is (located
at the class's `__next__`), which pyaot.infer_iter iterates in place of the
object. A helper of class_lowering."""

from __future__ import annotations

from typing import Any

import libcst as cst

from pyaot import ir

ITEMS = "__pyaot_items__"

_SOURCE = f"""
def {ITEMS}(self):
    while True:
        try:
            item = self.__next__()
        except StopIteration:
            return
        yield item
"""


def add_items_method(fl: Any, cls: Any, info: ir.ClassInfo, next_def: cst.FunctionDef) -> None:
    """Gives the class defining `next_def` (its __next__) the generator
    method that iterates it."""
    node = cst.parse_statement(_SOURCE)
    assert isinstance(node, cst.FunctionDef)
    where = cls.module.positions[next_def]
    stack: list[cst.CSTNode] = [node]
    while stack:  # every new node located at __next__
        n = stack.pop()
        cls.module.positions[n] = where
        stack.extend(n.children)
    fl._method(cls, info, node)
