"""User source files as Python modules: finding them, parsing them with libcst,
and building each module's namespace (functions, imports, constants).

No user code is executed: module-level constants are partially evaluated by
`pyaot.frontend.resolve` from their syntax alone, and every other binding of
a module-level name (`pyaot.frontend.bindings`) makes it non-constant.
"""

from __future__ import annotations

import ast
import os
import sys
import sysconfig
import threading
import unicodedata

from dataclasses import dataclass, field
from pathlib import Path

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from pyaot import pyast
from pyaot.diagnostics import CompileError
from pyaot.frontend.bindings import STAR, Binding, module_bindings, never_runs_on_import
from pyaot.frontend.function_imports import hoist_function_imports, import_bindings
from pyaot.frontend.long_chains import parse_with_long_chains
from pyaot.frontend.module_steps import split_steps
from pyaot.frontend.namedtuples import is_namedtuple_call
from pyaot.frontend.syntax import names_only
from pyaot.ir import Loc


@dataclass
class ModuleInfo:
    """One parsed user module and its top-level namespace."""

    name: str  # dotted module name, e.g. "examples.collatz"
    path: Path  # where it was read from
    display_path: str  # how it appears in diagnostics, #line and tracebacks
    module: cst.Module
    positions: dict[cst.CSTNode, CodeRange]
    lines: list[str]
    functions: dict[str, cst.FunctionDef] = field(default_factory=dict)
    classes: dict[str, cst.ClassDef] = field(default_factory=dict)
    imports: dict[str, str] = field(default_factory=dict)  # local alias -> dotted target
    assignments: dict[str, list[cst.BaseExpression]] = field(default_factory=dict)
    constants: dict[str, object] = field(default_factory=dict)  # filled lazily
    non_constant: dict[str, str] = field(default_factory=dict)  # name -> why
    # Module variables: assigned once at top level and rebound only by
    # functions declaring them `global` (or holding a value no constant can:
    # a list, a dict, an instance); their value lives in the compiled
    # program, initialised once (pyaot.frontend.resolve.ModuleVariable).
    variables: set[str] = field(default_factory=set)
    # The variables `global` rebinds -> their bindings, as a reason they are
    # no constant (where module code may rebind them too).
    rebound: dict[str, str] = field(default_factory=dict)
    # `X, Y = divmod(7, 2)`: name -> (the unpacked value, the item's index path)
    unpacked: dict[str, tuple[cst.BaseExpression, tuple[int, ...]]] = field(default_factory=dict)
    annotations: dict[str, cst.Annotation] = field(default_factory=dict)  # `X: T = v`
    # Top-level statements that run code when the module is imported, other
    # than assignments (`setup()`, a loop): the compiler does not run them,
    # so module variables, which they could change, are refused there.
    runs_code: list[cst.CSTNode] = field(default_factory=list)
    # Top-level statements the compiled program runs as the import would,
    # moved out of runs_code (pyaot.frontend.module_steps): a loop filling a
    # table, `setup()`, `print(...)`.
    steps: list[cst.CSTNode] = field(default_factory=list)
    # The compiled program runs this module's code (a user module's, not the
    # shipped standard library's nor an installed package's).
    runs_at_start: bool = False

    def loc(self, node: cst.CSTNode) -> Loc:
        pos = self.positions[node].start
        return Loc(self.display_path, pos.line, pos.column + 1)

    def line_text(self, line: int) -> str:
        return self.lines[line - 1].strip() if 0 < line <= len(self.lines) else ""

    @property
    def package(self) -> str:
        if self.path.name == "__init__.py":
            return self.name
        return self.name.rpartition(".")[0]


def _absolute(path: Path) -> Path:
    """Absolute and normalised, without following symlinks: Bazel's sandboxes
    are symlink trees, and the path inside the workspace is the one to show."""
    return Path(os.path.normpath(os.path.abspath(path)))


def installed_package_dirs() -> list[Path]:
    """Where pip installs packages for this interpreter: its (virtual)
    environment's site-packages and the sys.path entries named like one."""
    candidates = [sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"],
                  *(p for p in sys.path if Path(p).name in ("site-packages", "dist-packages"))]
    out: list[Path] = []
    for c in candidates:
        path = _absolute(Path(c))
        if path.is_dir() and path not in out:
            out.append(path)
    return out


# Standard-library modules the compiler traces from its own Python source
# (heapq, bisect): CPython's pure-Python algorithms with unannotated
# parameters, specialised per call like any user function. A user's module of
# the same name shadows them, as it would CPython's (the script's directory
# comes first on sys.path).
# They are program source, not the compiler's: tracer/stdlib, beside the package.
SHIPPED_DIR = Path(os.path.abspath(__file__)).parent.parent.parent / "stdlib"


class SourceSet:
    """Maps module names to files under a list of roots (like sys.path), then
    the shipped standard-library modules (SHIPPED_DIR), then under the
    installed-package directories: a pip-installed pure-Python package is
    traced like the user's own code. Packages in `opaque` (those whose
    functions are declared operators, e.g. numpy) are never traced."""

    def __init__(self, roots: list[Path], display_root: Path | None = None,
                 installed: list[Path] | None = None, opaque: frozenset[str] = frozenset(),
                 run_module_code: bool = True):
        # False where the build imports modules in the sandbox for their
        # constants (--evaluate-constants): module code runs there instead.
        self.run_module_code = run_module_code
        self.roots = [_absolute(r) for r in roots]
        self.display_root = _absolute(display_root or Path.cwd())
        self.installed = [_absolute(d) for d in installed or []]
        self.opaque = opaque
        self._modules: dict[str, ModuleInfo] = {}

    def display(self, path: Path) -> str:
        path = _absolute(path)
        for site_dir in [SHIPPED_DIR, *self.installed]:
            # An installed package shows as `pkg/module.py` wherever it is installed.
            if path.is_relative_to(site_dir):
                return path.relative_to(site_dir).as_posix()
        try:
            return path.relative_to(self.display_root).as_posix()
        except ValueError:
            # Outside the workspace: keep only the name, never an absolute
            # build-machine path (outputs must be reproducible).
            for root in self.roots:
                try:
                    return path.relative_to(root).as_posix()
                except ValueError:
                    pass
            return path.name

    def module_name_for(self, path: Path) -> str:
        path = _absolute(path)
        for root in [*self.roots, SHIPPED_DIR, *self.installed]:
            try:
                rel = path.relative_to(root)
            except ValueError:
                continue
            parts = list(rel.with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            return ".".join(parts)
        return path.stem

    def find(self, module: str) -> Path | None:
        rel = Path(*module.split("."))
        installed = [] if module.split(".")[0] in self.opaque else self.installed
        for root in [*self.roots, SHIPPED_DIR, *installed]:
            for candidate in (root / rel.with_suffix(".py"), root / rel / "__init__.py"):
                if candidate.is_file():
                    return candidate
        return None

    def is_installed(self, info: ModuleInfo) -> bool:
        return any(_absolute(info.path).is_relative_to(d) for d in self.installed) and \
            not any(_absolute(info.path).is_relative_to(r) for r in self.roots)

    @property
    def loaded(self) -> list[ModuleInfo]:
        return list(self._modules.values())

    def load_path(self, path: Path) -> ModuleInfo:
        return self.load(self.module_name_for(path), path)

    def load(self, name: str, path: Path | None = None) -> ModuleInfo:
        if name in self._modules:
            return self._modules[name]
        path = path or self.find(name)
        if path is None:
            raise KeyError(name)
        info = parse_module(name, path, self.display(path))
        if self._runs_own_code(info):
            info.runs_at_start = True
            split_steps(info)
        self._modules[name] = info
        return info

    def _runs_own_code(self, info: ModuleInfo) -> bool:
        """Does the compiled program run this module's top-level code? The
        user's modules' yes; not the shipped standard library's nor an
        installed package's, nor a module importing torch, whose code runs
        in its model's ONNX export."""
        return self.run_module_code and not _absolute(info.path).is_relative_to(SHIPPED_DIR) and \
            not self.is_installed(info) and not any(
                t == "torch" or t.startswith("torch.") for t in info.imports.values())

    def add_generated(self, name: str, path: Path, display_path: str, source: str) -> ModuleInfo:
        """A module the build writes (pyaot.onnx_native's model code), traced as
        if read from `path`, never written there."""
        info = parse_module(name, path, display_path, source)
        self._modules[name] = info
        return info

    def user_module(self, name: str) -> ModuleInfo | None:
        """The module `name` under the user's roots (not the shipped standard
        library's nor an installed package's), loaded; None if there is none."""
        if name in self._modules:
            info = self._modules[name]
            return info if info.runs_at_start else None
        path = self.find(name)
        if path is None or not any(_absolute(path).is_relative_to(r) for r in self.roots) or \
                _absolute(path).is_relative_to(SHIPPED_DIR) or \
                any(_absolute(path).is_relative_to(d) for d in self.installed):
            return None
        info = self.load(name, path)
        return info if info.runs_at_start else None

    def is_module(self, name: str) -> bool:
        return name in self._modules or self.find(name) is not None


def parse_module(name: str, path: Path, display_path: str,
                 source: str | None = None) -> ModuleInfo:
    source = path.read_text(encoding="utf-8") if source is None else source
    module, positions = _parsed(source, display_path)
    # The positions are copied: a trace adds entries for the nodes it makes.
    info = ModuleInfo(name, path, display_path, module, dict(positions), source.splitlines())
    _collect_namespace(info)
    hoist_function_imports(info, lambda node: resolve_relative(info, node))
    return info


# Parsed texts, by (display path, source), most recent last: a process that
# traces one module again (the fuzzer re-traces after each refusal, dropping
# the refused function) or compiles many programs importing the shipped
# stdlib (re, datetime: a test process) parses each text once. libcst trees
# are immutable values, so one tree serves every trace; the ModuleInfo built
# around it (lazily filled) is new each time.
_PARSED: dict[tuple[str, str], tuple[cst.Module, dict[cst.CSTNode, CodeRange]]] = {}
_PARSED_KEPT = 16
_PARSED_LOCK = threading.Lock()


def _parsed(source: str, display_path: str) -> tuple[cst.Module, dict[cst.CSTNode, CodeRange]]:
    key = (display_path, source)
    with _PARSED_LOCK:
        found = _PARSED.pop(key, None)
        if found is not None:
            _PARSED[key] = found  # now the most recent
            return found
    found = _parse(source, display_path)
    with _PARSED_LOCK:
        _PARSED[key] = found
        while len(_PARSED) > _PARSED_KEPT:
            del _PARSED[next(iter(_PARSED))]
    return found


def _parse(source: str, display_path: str) -> tuple[cst.Module, dict[cst.CSTNode, CodeRange]]:
    try:
        # CPython's own parser first: its messages and positions are the ones
        # users know ("expected ':'").
        tree = pyast.parse(source, filename=display_path)
    except SyntaxError as e:
        raise CompileError(
            Loc(display_path, e.lineno or 1, e.offset or 1), "syntax error", e.msg,
            "fix the syntax; the file must be valid Python 3",
        ) from None
    except (MemoryError, RecursionError) as e:
        # MemoryError is the parser's own stack overflowing: CPython's import
        # fails the same way. RecursionError: too deep for the compiler to read.
        problem = ("is nested too deeply for Python's parser (importing it fails too)"
                   if isinstance(e, MemoryError) else "is nested too deeply for the compiler")
        raise CompileError(Loc(display_path, 1, 1), "module", problem,
                           "split deeply nested expressions into several statements") from None
    _check_depth(tree, display_path)
    try:
        module = parse_with_long_chains(source, tree) or cst.parse_module(source)
    except cst.ParserSyntaxError as e:
        raise CompileError(
            Loc(display_path, e.raw_line, e.raw_column + 1),
            "syntax error",
            e.message,
            "fix the syntax; the file must be valid Python 3",
        ) from None
    wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
    positions = dict(wrapper.resolve(PositionProvider))
    if not source.isascii():
        module, positions = _normalized_identifiers(module, positions)
    return module, positions


class _NormalizeIdentifiers(cst.CSTTransformer):
    """Python's tokenizer NFKC-normalises identifiers (`ﬁ = 1` binds `fi`);
    this does it to every name, keeping each node's source position."""

    def __init__(self, positions: dict[cst.CSTNode, CodeRange]):
        super().__init__()
        self.positions = positions
        self.moved: dict[cst.CSTNode, CodeRange] = {}

    def leave_Name(self, original: cst.Name, updated: cst.Name) -> cst.Name:
        if updated.value.isascii():
            return updated
        return updated.with_changes(value=unicodedata.normalize("NFKC", updated.value))

    def on_leave(self, original: cst.CSTNode, updated: cst.CSTNode):
        result = super().on_leave(original, updated)
        if isinstance(result, cst.CSTNode) and original in self.positions:
            self.moved[result] = self.positions[original]
        return result


def _normalized_identifiers(module: cst.Module, positions: dict[cst.CSTNode, CodeRange]
                            ) -> tuple[cst.Module, dict[cst.CSTNode, CodeRange]]:
    transformer = _NormalizeIdentifiers(positions)
    normalized = module.visit(transformer)
    return normalized, transformer.moved


# How deeply expressions may nest (a chain `a + b + ...` nests one level per
# operator): every stage recurses on them, within the compiler's stack
# (pyaot.driver); 5,000-term sums are fine.
MAX_EXPRESSION_DEPTH = 8_000


def _check_depth(tree: ast.Module, display_path: str) -> None:
    stack: list[tuple[ast.AST, int, ast.AST]] = [(tree, 0, tree)]
    while stack:
        node, depth, stmt = stack.pop()
        if isinstance(node, ast.stmt):
            stmt, depth = node, 0
        elif isinstance(node, ast.expr):
            depth += 1
            if depth > MAX_EXPRESSION_DEPTH:
                raise CompileError(
                    Loc(display_path, stmt.lineno, stmt.col_offset + 1), "expression",
                    f"is nested over {MAX_EXPRESSION_DEPTH:,} levels deep (each operator of a "
                    "chain like a + b + ... is one level), more than the compiler handles",
                    "split it into several statements with intermediate variables")
        stack.extend((child, depth, stmt) for child in ast.iter_child_nodes(node))


def resolve_relative(info: ModuleInfo, node: cst.ImportFrom) -> str:
    level = len(node.relative)
    base = info.module.code_for_node(node.module) if node.module else ""
    if level == 0:
        return base
    package = info.package.split(".") if info.package else []
    if level - 1 > len(package):
        raise CompileError(info.loc(node), "relative import", "goes above the top-level package",
                           "import from a module inside the workspace")
    prefix = package[: len(package) - (level - 1)]
    return ".".join(prefix + ([base] if base else []))


def _collect_namespace(info: ModuleInfo) -> None:
    for k, stmt in enumerate(info.module.body):
        if _runs_code(stmt, first=k == 0):
            info.runs_code.append(stmt)
        if isinstance(stmt, cst.FunctionDef):
            info.functions[stmt.name.value] = stmt
            continue
        if isinstance(stmt, cst.ClassDef):
            info.classes[stmt.name.value] = stmt
            continue
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue  # if/for/class at module level: never executed by the tracer
        for small in stmt.body:
            if isinstance(small, (cst.Import, cst.ImportFrom)):
                # names from `import *` are unknown; uses fail with a hint
                info.imports.update(import_bindings(
                    small, lambda node: resolve_relative(info, node)))
            elif isinstance(small, cst.Assign) and len(small.targets) == 1 and \
                    isinstance(small.targets[0].target, cst.Name) and \
                    is_namedtuple_call(info.imports, small.value):
                info.classes[small.targets[0].target.value] = small.value  # a class
            elif isinstance(small, cst.Assign):
                for target in small.targets:
                    _record_assignment(info, target.target, small.value)
            elif isinstance(small, cst.AnnAssign) and small.value is not None:
                _record_assignment(info, small.target, small.value)
                if isinstance(small.target, cst.Name):
                    info.annotations[small.target.value] = small.annotation
    _find_rebindings(info)


_DECLARING = (cst.Import, cst.ImportFrom, cst.Assign, cst.AnnAssign, cst.Pass)


def _runs_code(stmt: cst.CSTNode, first: bool) -> bool:
    if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)):
        return False  # decorators are refused where the function is compiled
    if isinstance(stmt, cst.If) and never_runs_on_import(stmt.test) and stmt.orelse is None:
        return False
    if isinstance(stmt, cst.SimpleStatementLine):
        return not all(_declares(s) or (
            isinstance(s, cst.Expr) and isinstance(s.value, (
                cst.SimpleString, cst.ConcatenatedString, cst.Ellipsis))) for s in stmt.body)
    return True


def _declares(small: cst.BaseSmallStatement) -> bool:
    """An import, or an assignment that binds names only: `TABLE["k"] = v`
    or `obj.x = v` changes an object when the module runs (code)."""
    if isinstance(small, cst.Assign):
        return all(names_only(t.target) for t in small.targets)
    if isinstance(small, cst.AnnAssign):
        return names_only(small.target)
    return isinstance(small, _DECLARING)


def _record_assignment(info: ModuleInfo, target: cst.BaseExpression,
                       value: cst.BaseExpression, path: tuple[int, ...] = ()) -> None:
    """`X = v`, and `A, B = a, b` (a tuple display of as many plain values):
    each name with its own expression; `A, B = v` of another value: each
    name with v and its index (pyaot.frontend.resolve folds v)."""
    if isinstance(target, cst.Name) and not path:
        info.assignments.setdefault(target.value, []).append(value)
    elif isinstance(target, cst.Name):
        info.unpacked[target.value] = (value, path)
    elif isinstance(target, (cst.Tuple, cst.List)) and not path \
            and isinstance(value, (cst.Tuple, cst.List)) \
            and len(target.elements) == len(value.elements) \
            and not any(isinstance(e, cst.StarredElement)
                        for e in (*target.elements, *value.elements)):
        for t, v in zip(target.elements, value.elements):
            _record_assignment(info, t.value, v.value)
    elif isinstance(target, (cst.Tuple, cst.List)) and not any(
            isinstance(e, cst.StarredElement) for e in target.elements):
        for k, t in enumerate(target.elements):
            _record_assignment(info, t.value, value, (*path, k))


# Names bound only by these kinds of top-level statement resolve to their last
# binding (`def f` twice, two imports of one name): nothing runs in between
# that compiled code could see.
_DECLARATIONS = ("def", "class", "import")


def _find_rebindings(info: ModuleInfo) -> None:
    """A name bound anywhere but by one top-level assignment (or by top-level
    declarations of one kind) has no value the syntax gives: the tracer must
    not use its first binding. Its reason goes to `non_constant`, which name
    lookup consults before anything else."""
    by_name: dict[str, list[Binding]] = {}
    for b in module_bindings(info.module):
        by_name.setdefault(b.name, []).append(b)
    stars = by_name.pop(STAR, [])
    for name, found in by_name.items():
        line = info.positions[found[-1].node].start.line
        later = [s for s in stars if info.positions[s.node].start.line > line]
        if later:  # `from m import *` after the last binding may rebind it
            info.non_constant[name] = _rebinding_reason(info, [*found, *later])
            continue
        kinds = {b.kind for b in found}
        if _is_module_variable(info, name, found):
            info.variables.add(name)
            info.rebound[name] = _rebinding_reason(info, found)
            continue
        if all(b.top_level for b in found):
            if len(found) == 1 and kinds == {"assignment"} and (
                    name in info.assignments or name in info.unpacked):
                continue  # a constant candidate, evaluated when it is used
            if len(found) == 1 and kinds == {"assignment"} and name in info.classes:
                continue  # Name = namedtuple(...): a class
            if len(kinds) == 1 and kinds <= set(_DECLARATIONS):
                continue
        info.non_constant[name] = _rebinding_reason(info, found)


def _is_module_variable(info: ModuleInfo, name: str, found: list[Binding]) -> bool:
    """One top-level assignment (its initial value), and otherwise only
    assignments in functions that declare the name `global`."""
    top = [b for b in found if b.top_level]
    rest = [b for b in found if not b.top_level]
    return (len(top) == 1 and top[0].kind == "assignment" and bool(rest)
            and len(info.assignments.get(name, [])) == 1
            and all(b.inside.startswith("function ") and b.kind in (
                f"assignment after `global {name}`",
                f"augmented assignment after `global {name}`") for b in rest))


def _rebinding_reason(info: ModuleInfo, found: list[Binding]) -> str:
    def describe(b: Binding) -> str:
        where = f" in {b.inside}" if b.inside else ""
        return f"{b.kind}{where} at line {info.positions[b.node].start.line}"
    if len(found) == 1:
        b = found[0]
        if b.kind == "assignment" and b.top_level:
            return "it is assigned by unpacking something other than a tuple display"
        return f"its only binding is the {describe(b)}, and the compiler does not run " \
               "module code"
    shown = ", ".join(describe(b) for b in found[:4])
    more = f" and {len(found) - 4} more" if len(found) > 4 else ""
    return f"it is bound {len(found)} times in its module: {shown}{more}; the " \
           "compiler does not run module code to know which value it ends with"
