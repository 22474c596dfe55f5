"""The compiler's module structure (issue #21): dependencies run one way,

    ir/types -> op declarations -> frontend -> inference -> planning -> emit -> driver/cli

and no module imports, directly or through others, a module that imports it.
Every import counts: at module level, inside a function, or under
TYPE_CHECKING (a type-only import is still a dependency of the design).

Known violations are listed explicitly below; the list only shrinks: a new
violation fails, and so does an entry that no longer occurs (delete it).
"""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path

import pyaot

# abspath, not resolve(): under Bazel the sources are runfiles symlinks.
PACKAGE = Path(os.path.abspath(pyaot.__file__)).parent

# Layers, lowest first. A module may import its own layer or lower ones.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    # The IR and its types, and support code every stage may use.
    ("ir", ("pyaot", "pyaot.pyast", "pyaot.ir", "pyaot.ir_check", "pyaot.ir_bound", "pyaot.typesys",
            "pyaot.diagnostics", "pyaot.exceptions", "pyaot.decorator", "pyaot.generated", "pyaot.sandbox", "pyaot.torch_export",
            "pyaot.sandbox_supervisor", "pyaot.reference", "pyaot.ndreference")),
    ("op declarations", ("pyaot.opdecls", "pyaot.ndops", "pyaot.onnx_native")),
    ("frontend", ("pyaot.frontend",)),
    ("inference", ("pyaot.infer", "pyaot.infer_api", "pyaot.infer_call", "pyaot.infer_stmt",
                   "pyaot.infer_cls", "pyaot.infer_hooks", "pyaot.infer_nd",
                   "pyaot.infer_nd_index",
                   "pyaot.infer_obj", "pyaot.infer_exc", "pyaot.infer_namedtuple",
                   "pyaot.infer_holes", "pyaot.infer_mixed", "pyaot.infer_numeric",
                   "pyaot.infer_promote", "pyaot.infer_star", "pyaot.infer_fields",
                   "pyaot.infer_iter", "pyaot.infer_duck", "pyaot.infer_intfloat",
                   "pyaot.infer_keymiss", "pyaot.infer_onnx", "pyaot.infer_narrow",
                   "pyaot.infer_split", "pyaot.infer_captures", "pyaot.infer_classvars",
                   "pyaot.infer_forwarded", "pyaot.infer_unpack", "pyaot.infer_order",
                   "pyaot.infer_match", "pyaot.infer_fallbacks")),
    ("planning", ("pyaot.variants", "pyaot.fusion")),
    ("emit", ("pyaot.emit",)),
    # Everything that drives the pipeline or works on its results.
    ("driver", ("pyaot.driver", "pyaot.cli", "pyaot.native", "pyaot.openblas", "pyaot.onnx_runtime", "pyaot.pinned_wheels",
                "pyaot.precompiled",
                "pyaot.scaffold", "pyaot.difftest", "pyaot.fork_server", "pyaot.webgen", "pyaot.wasi", "pyaot.conformance",
                "pyaot.tuning", "pyaot.gen_unicode_tables", "pyaot.gen_ziggurat_tables")),
]

# (importer, imported) edges that break the rules today, each to be removed
# by the refactoring that fixes it.
KNOWN_VIOLATIONS: set[tuple[str, str]] = set()


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The pyaot modules `name` imports (a `from m import x` of a submodule x
    counts as importing m.x)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for a in node.names:
                sub = f"{base}.{a.name}"
                out.add(sub if sub in known else base)
    return {m for m in out if m in known and m != name}


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: imports(name, path, known) for name, path in mods.items()}


def layer_of(module: str) -> int | None:
    best: tuple[int, int] | None = None  # (prefix length, layer)
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if module == p or (p != "pyaot" and module.startswith(p + ".")):
                if best is None or len(p) > best[0]:
                    best = (len(p), i)
    return None if best is None else best[1]


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_every_module_has_a_layer() -> None:
    missing = [m for m in modules() if layer_of(m) is None]
    assert not missing, f"place these modules in a layer of LAYERS: {missing}"


def test_dependencies_run_one_way() -> None:
    edges = graph()
    upward = sorted(
        f"{a} ({LAYERS[layer_of(a)][0]}) imports {b} ({LAYERS[layer_of(b)][0]})"
        for a, targets in edges.items() for b in targets
        if layer_of(b) > layer_of(a) and (a, b) not in KNOWN_VIOLATIONS)
    assert not upward, "imports against the layer order:\n" + "\n".join(upward)


def test_no_import_cycles() -> None:
    edges = {a: {b for b in targets if (a, b) not in KNOWN_VIOLATIONS}
             for a, targets in graph().items()}
    cycles = _cycles(edges)
    assert not cycles, f"import cycles: {cycles}"


def test_known_violations_still_exist() -> None:
    edges = graph()
    gone = sorted(e for e in KNOWN_VIOLATIONS if e[1] not in edges.get(e[0], ()))
    assert not gone, f"fixed, so delete from KNOWN_VIOLATIONS: {gone}"


def test_the_checks_see_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert layer_of("pyaot.frontend.lower") == 2
    assert layer_of("pyaot.emit.cpp") == 5


# Issue #21: the IR, the operator declarations, the front end, inference and
# planning say what happens, never how C++ spells it (pyaot.emit does). No
# module before emit may name a C++ entity; none does.
CPP_TEXT = re.compile(r"\b(?:pyaot|std)::")
CPP_TEXT_ALLOWED: dict[str, int] = {}
_NO_CPP_LAYERS = ("ir", "op declarations", "frontend", "inference", "planning")


def test_no_cpp_text_before_emit() -> None:
    wrong = []
    for name, path in modules().items():
        if LAYERS[layer_of(name)][0] not in _NO_CPP_LAYERS or name == "pyaot.generated":
            continue
        count = len(CPP_TEXT.findall(path.read_text()))
        allowed = CPP_TEXT_ALLOWED.get(name, 0)
        if count != allowed:
            wrong.append(f"{name}: {count} C++ names (allowed {allowed})")
    assert not wrong, ("C++ text belongs in pyaot.emit; update CPP_TEXT_ALLOWED only "
                       "downwards:\n" + "\n".join(wrong))


# Issue #21: no class over 500 lines. A class may be listed here with a
# larger limit only while it is being split (none is).
LONG_CLASSES: dict[str, int] = {}
MAX_CLASS_LINES = 500


def test_classes_are_short() -> None:
    wrong = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                allowed = LONG_CLASSES.get(f"{name}.{node.name}", MAX_CLASS_LINES)
                if size > allowed:
                    wrong.append(f"{name}.{node.name}: {size} lines (allowed {allowed})")
    assert not wrong, "split these classes:\n" + "\n".join(wrong)
