"""Every place a module binds a module-level name, wherever it is in the
module's syntax: top-level statements, statements nested in module-level
compound statements (if/for/while/try/with/match), and functions or class
bodies that declare the name `global` and bind it.

The tracer never runs module code, so a name is a compile-time constant only
if its one binding is a top-level assignment; anything else (a second
binding, a loop target, `global` in a function an import may call) must not
silently leave the first value in place. pyaot.frontend.modules turns these
bindings into the module's namespace and the reasons a name is not constant.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import libcst as cst


@dataclass(frozen=True)
class Binding:
    """One binding of a module-level name."""

    name: str
    kind: str  # what binds it: "assignment", "`for` loop target", "import", "def", ...
    node: cst.CSTNode  # where (for the line in messages)
    top_level: bool  # a statement directly in the module body
    inside: str = ""  # "" or where it is: "a module-level `if` statement", "function 'g'"


@dataclass
class _Scope:
    kind: str  # "function", "class", "lambda", "comprehension"
    name: str
    globals: set[str] = field(default_factory=set)


STAR = "*"  # the name of a `from m import *` binding: any name at all

# Module-level compound statements, as messages name them.
_BLOCKS = {cst.If: "if", cst.For: "for", cst.While: "while", cst.Try: "try",
           cst.TryStar: "try", cst.With: "with", cst.Match: "match"}


def module_bindings(module: cst.Module) -> list[Binding]:
    """Every binding of a module-level name, in source order. Bodies that
    never run when the module is imported (`if __name__ == "__main__":`,
    `if TYPE_CHECKING:`) are left out."""
    visitor = _BindingVisitor()
    module.visit(visitor)
    return visitor.found


def _target_names(target: cst.BaseExpression) -> list[cst.Name]:
    """The names an assignment target binds (`a`, `a, (b, *c)`); attribute and
    subscript targets bind none."""
    if isinstance(target, cst.Name):
        return [target]
    if isinstance(target, (cst.Tuple, cst.List)):
        return [n for el in target.elements for n in _target_names(el.value)]
    if isinstance(target, cst.StarredElement):
        return _target_names(target.value)
    return []


def never_runs_on_import(test: cst.BaseExpression) -> bool:
    """`__name__ == "__main__"` (the module is imported, not run as a script)
    and `TYPE_CHECKING` / `typing.TYPE_CHECKING` (False at run time)."""
    if isinstance(test, cst.Name) and test.value == "TYPE_CHECKING":
        return True
    if isinstance(test, cst.Attribute) and test.attr.value == "TYPE_CHECKING" \
            and isinstance(test.value, cst.Name) and test.value.value == "typing":
        return True
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 \
            and isinstance(test.comparisons[0].operator, cst.Equal):
        sides = [test.left, test.comparisons[0].comparator]
        names = [s for s in sides if isinstance(s, cst.Name) and s.value == "__name__"]
        strings = [s for s in sides if isinstance(s, cst.SimpleString)
                   and s.evaluated_value == "__main__"]
        return len(names) == 1 and len(strings) == 1
    return False


class _BindingVisitor(cst.CSTVisitor):
    def __init__(self) -> None:
        self.found: list[Binding] = []
        self.blocks: list[str] = []  # enclosing module-level compound statements
        self.scopes: list[_Scope] = []  # enclosing function/class/lambda/comprehension scopes

    # ------------------------------------------------------------ recording

    def _record(self, name: cst.Name | str, kind: str, node: cst.CSTNode | None = None, *,
                walrus: bool = False) -> None:
        if isinstance(name, cst.Name):
            name, node = name.value, name
        scopes = self.scopes
        if walrus:  # `:=` in a comprehension binds in the scope around it
            scopes = list(scopes)
            while scopes and scopes[-1].kind == "comprehension":
                scopes.pop()
        if scopes:
            scope = scopes[-1]
            if scope.kind not in ("function", "class") or name not in scope.globals:
                return  # a local (or class attribute): not a module-level name
            what = "class" if scope.kind == "class" else "function"
            self.found.append(Binding(name, f"{kind} after `global {name}`", node,
                                      False, f"{what} '{scope.name}'"))
            return
        inside = f"a module-level `{self.blocks[0]}` statement" if self.blocks else ""
        self.found.append(Binding(name, kind, node, not self.blocks, inside))

    def _record_targets(self, target: cst.BaseExpression, kind: str) -> None:
        for name in _target_names(target):
            self._record(name, kind)

    # ----------------------------------------------------- binding statements

    def visit_Assign(self, node: cst.Assign) -> None:
        for t in node.targets:
            self._record_targets(t.target, "assignment")

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if node.value is not None:
            self._record_targets(node.target, "assignment")

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._record_targets(node.target, "augmented assignment")

    def visit_Del(self, node: cst.Del) -> None:
        self._record_targets(node.target, "`del`")

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        for name in _target_names(node.target):
            self._record(name, "assignment expression (:=)", walrus=True)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        if node.asname is not None:
            self._record_targets(node.asname.name, "`with ... as` target")

    def visit_ExceptHandler(self, node: cst.ExceptHandler) -> None:
        if node.name is not None:
            self._record_targets(node.name.name, "`except ... as` name")

    def visit_ExceptStarHandler(self, node: cst.ExceptStarHandler) -> None:
        if node.name is not None:
            self._record_targets(node.name.name, "`except* ... as` name")

    def visit_Import(self, node: cst.Import) -> None:
        for alias in node.names:
            if alias.asname is not None:
                self._record_targets(alias.asname.name, "import")
            else:
                head = alias.name
                while isinstance(head, cst.Attribute):
                    head = head.value
                self._record(head, "import")

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if isinstance(node.names, cst.ImportStar):
            # The names it binds are not known from this module's syntax: it
            # stands for any name (STAR), bound where it is.
            module = cst.Module([]).code_for_node(node.module) if node.module else ""
            self._record(STAR, f"`from {'.' * len(node.relative)}{module} import *`", node)
            return
        for alias in node.names:
            target = alias.asname.name if alias.asname is not None else alias.name
            self._record_targets(target, "import")

    def visit_TypeAlias(self, node: cst.TypeAlias) -> None:
        self._record(node.name, "`type` statement")

    def visit_MatchAs(self, node: cst.MatchAs) -> None:
        if node.name is not None:
            self._record(node.name, "`match` capture")

    def visit_MatchStar(self, node: cst.MatchStar) -> None:
        if node.name is not None:
            self._record(node.name, "`match` capture")

    def visit_MatchMapping(self, node: cst.MatchMapping) -> None:
        if node.rest is not None:
            self._record(node.rest, "`match` capture")

    def visit_Global(self, node: cst.Global) -> None:
        if self.scopes:
            self.scopes[-1].globals.update(item.name.value for item in node.names)

    # ------------------------------------------------------------- scopes

    def visit_FunctionDef(self, node: cst.FunctionDef) -> bool:
        for deco in node.decorators:
            deco.visit(self)
        self._visit_param_defaults(node.params)
        if node.returns is not None:
            node.returns.visit(self)
        self._record(node.name, "def")
        self.scopes.append(_Scope("function", self._qualname(node.name.value)))
        node.body.visit(self)
        self.scopes.pop()
        return False

    def visit_ClassDef(self, node: cst.ClassDef) -> bool:
        for part in (*node.decorators, *node.bases, *node.keywords):
            part.visit(self)
        self._record(node.name, "class")
        self.scopes.append(_Scope("class", self._qualname(node.name.value)))
        node.body.visit(self)
        self.scopes.pop()
        return False

    def visit_Lambda(self, node: cst.Lambda) -> bool:
        self._visit_param_defaults(node.params)
        self.scopes.append(_Scope("lambda", "lambda"))
        node.body.visit(self)
        self.scopes.pop()
        return False

    def _qualname(self, name: str) -> str:
        outer = [s.name for s in self.scopes if s.kind in ("function", "class")]
        return ".".join([*outer, name])

    def _visit_param_defaults(self, params: cst.Parameters) -> None:
        for p in (*params.posonly_params, *params.params, *params.kwonly_params):
            if p.default is not None:
                p.default.visit(self)

    def visit_ListComp(self, node: cst.ListComp) -> None:
        self.scopes.append(_Scope("comprehension", "<listcomp>"))

    def leave_ListComp(self, node: cst.ListComp) -> None:
        self.scopes.pop()

    def visit_SetComp(self, node: cst.SetComp) -> None:
        self.scopes.append(_Scope("comprehension", "<setcomp>"))

    def leave_SetComp(self, node: cst.SetComp) -> None:
        self.scopes.pop()

    def visit_DictComp(self, node: cst.DictComp) -> None:
        self.scopes.append(_Scope("comprehension", "<dictcomp>"))

    def leave_DictComp(self, node: cst.DictComp) -> None:
        self.scopes.pop()

    def visit_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self.scopes.append(_Scope("comprehension", "<genexpr>"))

    def leave_GeneratorExp(self, node: cst.GeneratorExp) -> None:
        self.scopes.pop()

    # -------------------------------------------- module-level compound statements

    def visit_For(self, node: cst.For) -> None:
        self._enter_block(node)
        self._record_targets(node.target, "`for` loop target")

    def leave_For(self, node: cst.For) -> None:
        self._leave_block()

    def visit_If(self, node: cst.If) -> bool:
        self._enter_block(node)
        node.test.visit(self)
        if self.scopes or not never_runs_on_import(node.test):
            node.body.visit(self)
        if node.orelse is not None:
            node.orelse.visit(self)
        self._leave_block()
        return False

    def visit_While(self, node: cst.While) -> None:
        self._enter_block(node)

    def leave_While(self, node: cst.While) -> None:
        self._leave_block()

    def visit_Try(self, node: cst.Try) -> None:
        self._enter_block(node)

    def leave_Try(self, node: cst.Try) -> None:
        self._leave_block()

    def visit_TryStar(self, node: cst.TryStar) -> None:
        self._enter_block(node)

    def leave_TryStar(self, node: cst.TryStar) -> None:
        self._leave_block()

    def visit_With(self, node: cst.With) -> None:
        self._enter_block(node)

    def leave_With(self, node: cst.With) -> None:
        self._leave_block()

    def visit_Match(self, node: cst.Match) -> None:
        self._enter_block(node)

    def leave_Match(self, node: cst.Match) -> None:
        self._leave_block()

    def _enter_block(self, node: cst.CSTNode) -> None:
        if not self.scopes:
            self.blocks.append(_BLOCKS[type(node)])

    def _leave_block(self) -> None:
        if not self.scopes:
            self.blocks.pop()
