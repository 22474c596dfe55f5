"""Imports inside functions (`def main(): import sys`, `from math import
sqrt` in a method). CPython binds the names as locals of the function; the
tracer resolves names per module, so such an import is taken as a module
import of the same names where that means the same thing:

- the module binds the name nowhere else (or imports the same target),
- every import of the name in the module names one target, and
- no other function, and no module-level code, reads the name (CPython
  would raise NameError there, where a module import would resolve it).

Otherwise the statement is refused, as before (pyaot.frontend.lower)."""

from __future__ import annotations

from typing import Any, Callable, Protocol

import libcst as cst


class ModuleInfo(Protocol):
    """What this reads of pyaot.frontend.modules.ModuleInfo (which calls it)."""

    module: cst.Module
    functions: dict[str, cst.FunctionDef]
    classes: dict[str, Any]
    imports: dict[str, str]
    assignments: dict[str, Any]
    unpacked: dict[str, Any]
    annotations: dict[str, Any]


ResolveFrom = Callable[[cst.ImportFrom], str]  # a from-import's absolute module


class _Reads(cst.CSTVisitor):
    """Names a subtree reads, and what its import statements bind."""

    def __init__(self, resolve_from: ResolveFrom) -> None:
        self.reads: set[str] = set()
        self.imports: dict[str, str] = {}
        self.conflicts: set[str] = set()
        self._resolve_from = resolve_from

    def visit_Name(self, node: cst.Name) -> None:
        self.reads.add(node.value)

    def _bind(self, local: str, dotted: str) -> None:
        if self.imports.get(local, dotted) != dotted:
            self.conflicts.add(local)
        self.imports[local] = dotted

    def visit_Import(self, node: cst.Import) -> bool:
        for local, dotted in import_bindings(node, self._resolve_from):
            self._bind(local, dotted)
        return False  # the imported names are no reads

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        for local, dotted in import_bindings(node, self._resolve_from):
            self._bind(local, dotted)
        return False


def import_bindings(node: cst.Import | cst.ImportFrom,
                    resolve_from: ResolveFrom) -> list[tuple[str, str]]:
    """(local name, dotted target) for each name an import statement binds
    (`import a.b` binds a; `from m import *`: none known)."""
    if isinstance(node, cst.Import):
        out = []
        for alias in node.names:
            dotted = cst.Module([]).code_for_node(alias.name)
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                out.append((alias.asname.name.value, dotted))
            else:
                out.append((dotted.split(".")[0], dotted.split(".")[0]))
        return out
    if isinstance(node.names, cst.ImportStar):
        return []
    source = resolve_from(node)
    out = []
    for alias in node.names:
        name = alias.name.value if isinstance(alias.name, cst.Name) else ""
        local = alias.asname.name.value if alias.asname is not None and \
            isinstance(alias.asname.name, cst.Name) else name
        out.append((local, f"{source}.{name}" if source else name))
    return out


def _scopes(info: ModuleInfo) -> list[cst.CSTNode]:
    """The module's outermost functions and methods (a nested def shares its
    outer function's imports here)."""
    out: list[cst.CSTNode] = list(info.functions.values())
    for cls in info.classes.values():
        if isinstance(cls, cst.ClassDef):
            out += [s for s in cls.body.body if isinstance(s, cst.FunctionDef)]
    return out


def hoist_function_imports(info: ModuleInfo, resolve_from: ResolveFrom) -> None:
    """Adds to info.imports the names imported inside functions where that
    means what CPython does (the module docstring's conditions)."""
    scopes = [_visit(scope, resolve_from) for scope in _scopes(info)]
    imported: dict[str, str] = {}
    conflicts: set[str] = set()
    for seen in scopes:
        conflicts |= seen.conflicts
        for local, dotted in seen.imports.items():
            if imported.get(local, dotted) != dotted:
                conflicts.add(local)
            imported[local] = dotted
    module_level = set(info.functions) | set(info.classes) | set(info.assignments) | \
        set(info.unpacked) | set(info.annotations)
    outside = _module_reads(info, resolve_from)
    for local, dotted in imported.items():
        if local in conflicts or info.imports.get(local, dotted) != dotted or \
                (local in module_level and local not in info.imports) or local in outside:
            continue
        if any(local in seen.reads and local not in seen.imports for seen in scopes):
            continue
        info.imports[local] = dotted


def _visit(node: cst.CSTNode, resolve_from: ResolveFrom) -> _Reads:
    seen = _Reads(resolve_from)
    node.visit(seen)
    return seen


def _module_reads(info: ModuleInfo, resolve_from: ResolveFrom) -> set[str]:
    """Names read by module-level code outside functions and methods."""
    reads: set[str] = set()
    for stmt in info.module.body:
        if isinstance(stmt, cst.FunctionDef):
            continue
        if isinstance(stmt, cst.ClassDef):
            for inner in stmt.body.body:
                if not isinstance(inner, cst.FunctionDef):
                    reads |= _visit(inner, resolve_from).reads
            continue
        reads |= _visit(stmt, resolve_from).reads
    return reads


def hoisted(info: ModuleInfo, stmt: cst.Import | cst.ImportFrom,
            resolve_from: ResolveFrom) -> bool:
    """Is this import inside a function one hoist_function_imports took as
    a module import (so the statement itself does nothing more)?"""
    seen = _visit(stmt, resolve_from)
    return not seen.conflicts and all(info.imports.get(local) == dotted
                                      for local, dotted in seen.imports.items())
