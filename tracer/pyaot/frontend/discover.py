"""Finds `@compile(...)`-decorated entry points by reading source (never by
importing it): the decorator, whatever name it was imported under, and its
literal arguments."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import libcst as cst

from pyaot.decorator import validate_tag
from pyaot.diagnostics import CompileError
from pyaot.frontend.modules import ModuleInfo, SourceSet
from pyaot.ir import Loc
from pyaot.sandbox import spec_problem

_COMPILE_NAMES = ("pyaot.compile", "pyaot.decorator.compile")


@dataclass(frozen=True)
class EntrySpec:
    function: str
    tag: str  # the decorator's tag, or the function's name when none is given
    description: str
    loc: Loc
    sandbox: dict[str, Any] = field(default_factory=dict, hash=False)
    metadata: dict[str, Any] = field(default_factory=dict, hash=False)


def metadata_problem(metadata: object) -> str | None:
    """Why a metadata= value is malformed, or None. Free-form, except the
    hints the compiler reads: "variants", operator -> implementation variant
    (pyaot.variants; a selection file or --variants overrides it)."""
    if not isinstance(metadata, dict):
        return "must be a dict"
    hints = metadata.get("variants", {})
    if not isinstance(hints, dict) or not all(isinstance(k, str) for k in hints):
        return "variants must map operator names to variant names"
    return None


def _decorator_target(module: ModuleInfo, expr: cst.BaseExpression) -> str | None:
    target = expr.func if isinstance(expr, cst.Call) else expr
    text = module.module.code_for_node(target)
    head, _, rest = text.partition(".")
    resolved = module.imports.get(head)
    if resolved is None:
        return None
    return f"{resolved}.{rest}" if rest else resolved


def _literal(module: ModuleInfo, node: cst.BaseExpression, what: str) -> Any:
    code = module.module.code_for_node(node)
    try:
        return ast.literal_eval(code)
    except (ValueError, SyntaxError):
        raise CompileError(module.loc(node), f"@compile {what}={code}",
                           "must be a literal (it is read from source, never executed)",
                           f"write the {what} as a literal string/dict") from None


def find_entries(path: Path, sources: SourceSet | None = None) -> list[EntrySpec]:
    sources = sources or SourceSet([path.absolute().parent], display_root=Path.cwd())
    module = sources.load_path(path)
    entries: list[EntrySpec] = []
    for name, fn in module.functions.items():
        for deco in fn.decorators:
            if _decorator_target(module, deco.decorator) not in _COMPILE_NAMES:
                continue
            kwargs: dict[str, Any] = {}
            if isinstance(deco.decorator, cst.Call):
                for i, arg in enumerate(deco.decorator.args):
                    key = arg.keyword.value if arg.keyword else ("tag" if i == 0 else None)
                    if key is None:
                        raise CompileError(module.loc(arg), "@compile positional argument",
                                           "only the tag may be positional",
                                           "pass description=, sandbox=, metadata= by name")
                    kwargs[key] = _literal(module, arg.value, key)
                    problem = spec_problem(kwargs[key]) if key == "sandbox" else \
                        metadata_problem(kwargs[key]) if key == "metadata" else None
                    if problem:
                        raise CompileError(module.loc(arg.value), f"@compile {key}=", problem,
                                           "see pyaot.sandbox: packages, files, env, "
                                           "timeout_s, memory_mb" if key == "sandbox" else
                                           "metadata={'variants': {'numpy.sum': 'threaded'}}")
            tag = kwargs.get("tag") or name
            problem = validate_tag(tag)
            if problem:
                raise CompileError(module.loc(deco), f"@compile tag {tag!r}", problem,
                                   "use lower-case dotted identifiers such as 'vision.resize'")
            entries.append(EntrySpec(name, tag, kwargs.get("description", ""), module.loc(fn),
                                     kwargs.get("sandbox") or {}, kwargs.get("metadata") or {}))
    tags = [e.tag for e in entries]
    for e in entries:
        if tags.count(e.tag) > 1:
            raise CompileError(e.loc, f"@compile tag {e.tag!r}", "is used more than once",
                               "give every entry point a unique tag")
    return entries


def entry_by_tag(path: Path, tag: str) -> EntrySpec:
    entries = find_entries(path)
    for e in entries:
        if e.tag == tag:
            return e
    known = ", ".join(e.tag for e in entries) or "none"
    raise CompileError(Loc(str(path), 1, 1), f"tag {tag!r}", "no @compile entry point has it",
                       f"tags in this file: {known}")
