"""docs/api.md is generated from the public Starlark API's docstrings
(tools/gen_docs.py) and must be up to date; every public macro documents
every parameter it takes."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

REPO = Path(__file__).absolute().parent.parent


def _generator():
    spec = importlib.util.spec_from_file_location("gen_docs", REPO / "tools" / "gen_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_api_reference_is_up_to_date() -> None:
    gen = _generator()
    assert gen.OUTPUT.read_text() == gen.render(), "docs/api.md is out of date: run tools/gen_docs.py"


@pytest.mark.parametrize("label,rel", _generator().SOURCES)
def test_every_public_macro_documents_its_parameters(label: str, rel: str) -> None:
    gen = _generator()
    tree = ast.parse((REPO / rel).read_text())
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef) or fn.name.startswith("_"):
            continue
        doc = ast.get_docstring(fn)
        assert doc, f"{label}: {fn.name} has no docstring"
        _, sections = gen._sections(doc)
        documented = {name.lstrip("*") for name, _ in sections.get("Args", [])}
        params = {a.arg for a in fn.args.args} | ({fn.args.kwarg.arg} if fn.args.kwarg else set())
        assert params <= documented, f"{label}: {fn.name} leaves {sorted(params - documented)} undocumented"
